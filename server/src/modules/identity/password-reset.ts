import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorReply, ForgotPasswordBody, Ok, ResetPasswordBody } from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { badRequest, tooManyRequests } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { setCredential } from '../../platform/auth/credentials.js';
import { ok } from '../../platform/http/reply.js';
import { EMAIL_SCOPE, loadUser } from './service.js';
import { userDecider, userStream } from './deciders.js';

const TOKEN_TTL_MINUTES = 60;
const SENT = 'If this email is registered, a link to reset the password has been sent to it.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');
const clean = (s: unknown) => (typeof s === 'string' ? s.replace(/[^\x20-\x7e]/g, '').trim() : '');

/**
 * Forgot password: a single-use link (only its hash is stored) by e-mail through the outbox; the reply is
 * the same whether or not the address is known, so it cannot be used to find accounts.
 */
export async function passwordResetRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: ForgotPasswordBody, response: { 200: Ok(Type.Object({})), '4xx': ErrorReply } },
    },
    async (req) => {
      const email = clean(req.body.email).toLowerCase();
      if (!email) throw badRequest('Email is required');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Please enter a valid email address');
      if ((await rt.limiter.hit(`forgot:${req.ip}`, 15 * 60_000)) > 20 || (await rt.limiter.hit(`forgot:${email}`, 15 * 60_000)) > 3) {
        throw tooManyRequests('Too many reset requests. Please try again in 15 minutes.');
      }
      const userId = await rt.reservations.owner(EMAIL_SCOPE, email);
      const user = userId ? await loadUser(rt, userId) : null;
      if (userId && user && !user.blocked) {
        const token = randomBytes(32).toString('base64url');
        await sql`insert into password_reset (token_hash, user_id, expires_at)
        values (${hashToken(token)}, ${userId}, now() + make_interval(mins => ${TOKEN_TTL_MINUTES}))`.execute(db);
        const link = `${rt.config.publicUrl}/reset-password?token=${token}`;
        await rt.mailer.send(
          {
            to: email,
            subject: 'Reset your password',
            text: `Hello ${user.displayName},\n\nSomeone asked to reset the password of your account. To choose a new one, open:\n${link}\n\nThe link works once, for ${TOKEN_TTL_MINUTES} minutes. If it was not you, ignore this e-mail.`,
          },
          user.institutes[0] ?? null,
        );
      }
      return ok(SENT, {});
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: ResetPasswordBody, response: { 200: Ok(Type.Object({})), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const body = req.body;
      const password = clean(body.password);
      if (!password) throw badRequest('Password is required');
      if (password.length < 6) throw badRequest('Password must be at least 6 characters');
      // Claim the token atomically: of two concurrent uses, one wins.
      const claimed = await sql<{ user_id: string }>`update password_reset set used_at = now()
      where token_hash = ${hashToken(body.token.trim())} and used_at is null and expires_at > now() returning user_id`.execute(db);
      const userId = claimed.rows[0]?.user_id;
      if (!userId) throw badRequest(INVALID);
      const user = await loadUser(rt, userId);
      if (!user) throw badRequest(INVALID);
      // The new hash first, then the event that ends the older sessions (0012): the event carries no hash.
      await setCredential(db, userId, await hashPassword(password));
      const res = await rt.commands.handle(
        userDecider,
        userStream(userId),
        {
          type: 'ChangePassword',
          data: { userId, reason: 'reset' },
        },
        {
          actor: { userId, role: user.role ?? 'SYSTEM' },
          instituteId: (await rt.store.readStream(userStream(userId)))[0]?.metadata.instituteId ?? '',
          correlationId: req.id,
          now: new Date(),
        },
      );
      if (res.append) reply.header('x-position', res.append.lastPosition.toString());
      return ok('Your password has been changed. Please sign in with the new password.', {});
    },
  );
}
