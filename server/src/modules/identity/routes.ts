import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { ErrorReply, InstituteSummary, LoginBody, LoginReply, LogoReply, Ok, UserSummary } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors.js';
import { verifyStoredPassword } from '../../platform/auth/passwords.js';
import { addCredentials, credentialOf } from '../../platform/auth/credentials.js';
import { loginThrottle, waitText } from '../../platform/auth/login-throttle.js';
import { endSession } from '../../platform/auth/sessions.js';
import { sendWritten } from '../../platform/http/context.js';
import { EMAIL_SCOPE, loadUser, summaryOf } from './service.js';
import { userDecider, userStream, type UserState } from './deciders.js';

/** 001 §5: non-ASCII characters are stripped and values trimmed. */
const clean = (s: unknown) => (typeof s === 'string' ? s.replace(/[^\x20-\x7e]/g, '').trim() : '');
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The stored hash: from user_credential, or (once) copied there from an event recorded before 0012. */
async function storedHash(rt: Runtime, userId: string, user: UserState): Promise<string | null> {
  const row = await credentialOf(rt.database.db, userId);
  if (row !== null || !user.legacyPasswordHash) return row;
  await addCredentials(rt.database.db, [{ userId, hash: user.legacyPasswordHash }]);
  return user.legacyPasswordHash;
}

export async function identityRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const throttle = loginThrottle(rt.limiter);

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const body = req.body;
      const email = clean(body.email).toLowerCase();
      const password = clean(body.password);
      if (!email) throw badRequest('Email is required');
      if (!EMAIL_RE.test(email)) throw badRequest('Please enter a valid email address');
      if (!password) throw badRequest('Password is required');
      if (password.length < 6) throw badRequest('Password must be at least 6 characters');

      // Only failures count (docs/decisions/0004): a wait grows with the failures of this e-mail from this address,
      // and of this address overall; a throttled attempt is not checked and does not count either.
      const wait = await throttle.wait(email, req.ip);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw tooManyRequests(`Too many failed sign-in attempts. Please wait ${waitText(wait)} and try again.`);
      }
      const userId = await rt.reservations.owner(EMAIL_SCOPE, email);
      const user = userId ? await loadUser(rt, userId) : null;
      // Unknown e-mail, invited user without a password: verified against a dummy hash, the same work as a real one.
      const good = await verifyStoredPassword(password, user ? await storedHash(rt, userId!, user) : null);
      if (!user?.role || user.deleted || !good) {
        await throttle.failed(email, req.ip);
        throw unauthorized('Invalid email or password');
      }
      if (user.blocked) throw forbidden('Your account is blocked. Please contact your institute.');
      await throttle.succeeded(email, req.ip);
      const { token, expiresAt } = rt.tokens.issue({ sub: userId!, role: user.role, tv: user.tokenVersion });
      return ok('Login successful', {
        accessToken: token,
        expiresAt: expiresAt.toISOString(),
        user: summaryOf(userId!, user, user.institutes[0] ?? null),
      });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: Ok(Type.Object({})), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      // The guard has checked the bearer token already; its session id and expiry say what to end and until when.
      const claims = rt.tokens.verify((req.headers.authorization ?? '').slice('Bearer '.length));
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      // This session only (other devices stay signed in); refused from the next request on.
      await endSession(db, claims.sid, a.userId, claims.expiresAt);
      // This process stops trusting what it kept about the user at once; other instances when the projection signals.
      rt.epochs.touch('app_user', a.instituteId, [a.userId]);
      const stream = userStream(a.userId);
      const home = (await rt.store.readStream(stream))[0]?.metadata.instituteId ?? '';
      // The event records the sign-out; its app_user change signal makes the websocket hub re-check the user's sockets.
      const res = await rt.commands.handle(
        userDecider,
        stream,
        { type: 'SignOut', data: { userId: a.userId, sessionId: claims.sid } },
        {
          actor: { userId: a.userId, role: a.role },
          instituteId: home,
          correlationId: req.id,
          causationId: req.id,
          now: new Date(),
        },
        { mustExist: 'User not found.' },
      );
      return sendWritten(reply, res.append, 'Signed out', {});
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'authenticated', readModels: ['app_user'] },
      schema: { tags: ['auth'], response: { 200: Ok(UserSummary), '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      return ok('Profile', summaryOf(a.userId, { ...a }, a.instituteId || null));
    },
  );

  app.get(
    '/logo',
    {
      config: { access: 'public', readModels: ['institute'] },
      schema: {
        tags: ['auth'],
        querystring: Type.Object({ instituteId: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: LogoReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const wanted = req.query.instituteId ?? rt.config.publicInstituteId;
      const r = await sql<{ id: string; institute_name: string; logo_file_id: string | null }>`
      select id, institute_name, logo_file_id from institute
      ${wanted ? sql`where id = ${wanted}` : sql``} order by created_at, id limit 1`.execute(db);
      const row = r.rows[0];
      // The logo is public (the sign-in page shows it): an unsigned URL the files route serves to anyone.
      return ok('Logo', {
        logoUrl: row ? rt.files.publicUrl(row.logo_file_id, '/api/v1') : null,
        instituteName: row?.institute_name ?? null,
      });
    },
  );

  app.get(
    '/institute',
    {
      config: { access: 'authenticated', readModels: ['institute'] },
      schema: { tags: ['institutes'], response: { 200: Ok(Type.Array(InstituteSummary)), '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const r = await sql<{ id: string; institute_name: string; email: string; logo_file_id: string | null }>`
      select id, institute_name, email, logo_file_id from institute
      ${a.role === 'SUPER_ADMIN' ? sql`` : sql`where id = any(${a.institutes}::text[])`}
      order by institute_name`.execute(db);
      return ok(
        'Institutes',
        r.rows.map((x) => ({
          _id: x.id,
          instituteName: x.institute_name,
          email: x.email,
          logoUrl: rt.files.publicUrl(x.logo_file_id, '/api/v1'),
        })),
      );
    },
  );
}
