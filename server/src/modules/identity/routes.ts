import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { ErrorReply, InstituteSummary, LoginBody, LoginReply, LogoReply, Ok, UserSummary } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors.js';
import { DUMMY_HASH, verifyPassword } from '../../platform/auth/passwords.js';
import { EMAIL_SCOPE, loadUser, summaryOf } from './service.js';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;
const MAX_PER_IP = 100;

/** 001 §5: non-ASCII characters are stripped and values trimmed. */
const clean = (s: unknown) => (typeof s === 'string' ? s.replace(/[^\x20-\x7e]/g, '').trim() : '');
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function identityRoutes(app: FastifyInstance, rt: Runtime) {
  const db = rt.database.db;

  app.post('/auth/login', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginReply, '4xx': ErrorReply } },
  }, async (req) => {
    const body = req.body as { email?: unknown; password?: unknown };
    const email = clean(body.email).toLowerCase();
    const password = clean(body.password);
    if (!email) throw badRequest('Email is required');
    if (!EMAIL_RE.test(email)) throw badRequest('Please enter a valid email address');
    if (!password) throw badRequest('Password is required');
    if (password.length < 6) throw badRequest('Password must be at least 6 characters');

    const ipKey = `login-ip:${req.ip}`;
    const failKey = `login-fail:${req.ip}:${email}`;
    if ((await rt.limiter.hit(ipKey, WINDOW_MS)) > MAX_PER_IP || (await rt.limiter.count(failKey)) >= MAX_FAILURES) {
      throw tooManyRequests('Too many sign-in attempts. Please try again in 15 minutes.');
    }
    const userId = await rt.reservations.owner(EMAIL_SCOPE, email);
    const user = userId ? await loadUser(rt, userId) : null;
    const good = await verifyPassword(password, user?.passwordHash || DUMMY_HASH);
    if (!user || !user.role || user.deleted || !good) {
      await rt.limiter.hit(failKey, WINDOW_MS);
      throw unauthorized('Invalid email or password');
    }
    if (user.blocked) throw forbidden('Your account is blocked. Please contact your institute.');
    await rt.limiter.reset(failKey);
    const { token, expiresAt } = rt.tokens.issue({ sub: userId!, role: user.role, tv: user.tokenVersion });
    return ok('Login successful', {
      accessToken: token,
      expiresAt: expiresAt.toISOString(),
      user: summaryOf(userId!, user, user.institutes[0] ?? null),
    });
  });

  app.get('/auth/me', {
    config: { access: 'authenticated', readModels: ['app_user'] },
    schema: { tags: ['auth'], response: { 200: Ok(UserSummary), '4xx': ErrorReply } },
  }, async (req) => {
    const a = authOf(req);
    return ok('Profile', summaryOf(a.userId, { ...a }, a.instituteId || null));
  });

  app.get('/logo', {
    config: { access: 'public', readModels: ['institute'] },
    schema: {
      tags: ['auth'],
      querystring: Type.Object({ instituteId: Type.Optional(Type.String({ maxLength: 64 })) }),
      response: { 200: LogoReply, '4xx': ErrorReply },
    },
  }, async (req) => {
    const wanted = (req.query as { instituteId?: string }).instituteId ?? rt.config.publicInstituteId;
    const r = await sql<{ id: string; institute_name: string; logo_file_id: string | null }>`
      select id, institute_name, logo_file_id from institute
      ${wanted ? sql`where id = ${wanted}` : sql``} order by created_at, id limit 1`.execute(db);
    const row = r.rows[0];
    // The logo is public (the sign-in page shows it): an unsigned URL the files route serves to anyone.
    return ok('Logo', {
      logoUrl: row ? rt.files.publicUrl(row.logo_file_id, '/api/v1') : null,
      instituteName: row?.institute_name ?? null,
    });
  });

  app.get('/institute', {
    config: { access: 'authenticated', readModels: ['institute'] },
    schema: { tags: ['institutes'], response: { 200: Ok(Type.Array(InstituteSummary)), '4xx': ErrorReply } },
  }, async (req) => {
    const a = authOf(req);
    const r = await sql<{ id: string; institute_name: string; email: string; logo_file_id: string | null }>`
      select id, institute_name, email, logo_file_id from institute
      ${a.role === 'SUPER_ADMIN' ? sql`` : sql`where id = any(${a.institutes}::text[])`}
      order by institute_name`.execute(db);
    return ok('Institutes', r.rows.map((x) => ({
      _id: x.id,
      instituteName: x.institute_name,
      email: x.email,
      logoUrl: rt.files.publicUrl(x.logo_file_id, '/api/v1'),
    })));
  });
}
