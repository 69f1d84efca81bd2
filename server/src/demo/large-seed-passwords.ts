import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { EMAIL_SCOPE } from '../modules/identity/index.js';

/**
 * Students of the large institute who chose a password, as a student does from the reset link: the bulk import creates
 * accounts without one (the invitation asks each student to set it), so without this no student could sign in to the
 * student panel (Figure 11 of the bench signs in as `student1@…`). The link's token is stored as forgot-password stores
 * it (only its hash), then spent through the real `POST auth/reset-password`, which records the password change.
 */
export async function setStudentPasswords(rt: Runtime, app: FastifyInstance, emails: readonly string[]): Promise<void> {
  for (const email of emails) {
    const userId = await rt.reservations.owner(EMAIL_SCOPE, email.toLowerCase());
    if (!userId) throw new Error(`large seed: no account for ${email}`);
    const token = randomBytes(32).toString('base64url');
    await sql`insert into password_reset (token_hash, user_id, expires_at)
      values (${createHash('sha256').update(token).digest('hex')}, ${userId}, now() + interval '60 minutes')`.execute(rt.database.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: rt.config.demoPassword },
    });
    if (res.statusCode !== 200) throw new Error(`large seed: the password of ${email}: ${res.body}`);
  }
}
