import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';
import { handleNewMany, type CommandContext } from '../../platform/commands.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { addCredentials } from '../../platform/auth/credentials.js';
import { userDecider, userStream } from './deciders.js';
import { EMAIL_SCOPE, type RegisterInput } from './service.js';
import { canManage } from './ranks.js';
import { INVITATION_DAYS, invitationMail, inviteTokenHash } from './registration.js';

export type BulkRegisterInput = RegisterInput & { userId: string; password: null };
export type BulkRegisterResult = { userId: string; ok: true } | { userId: string; ok: false; already: boolean; error: Error };

/**
 * `registerUser` for many users at once (bulk upload): the same e-mail reservation and the same RegisterUser command,
 * with the reservations taken in two statements and the new streams written in one append. An e-mail already held by
 * the same id means an earlier run registered this user (`already`); held by another id, it is the usual 409.
 */
export async function registerUsers(rt: Runtime, ctx: CommandContext, inputs: BulkRegisterInput[]): Promise<BulkRegisterResult[]> {
  // The rank rule of single registration: a row of a role above the uploader's is refused, nothing reserved for it.
  const refused = new Map<string, BulkRegisterResult>();
  for (const i of inputs) {
    if (canManage(ctx.actor.role, i.role)) continue;
    refused.set(i.userId, { userId: i.userId, ok: false, already: false, error: forbidden('Your role may not register this role.') });
  }
  const items = inputs.filter((i) => !refused.has(i.userId)).map((i) => ({ ...i, email: i.email.trim().toLowerCase() }));
  const taken = await rt.reservations.reserveMany(
    EMAIL_SCOPE,
    items.map((i) => ({ value: i.email, owner: i.userId })),
  );
  const free = items.filter((i) => !taken.has(i.email));
  // No password yet ('!'); stored before the events (0012), never replacing the credential of a user registered before.
  await addCredentials(
    rt.database.db,
    free.map((i) => ({ userId: i.userId, hash: '!' })),
  );
  const outcomes = await handleNewMany(
    rt.commands,
    rt.store,
    userDecider,
    free.map((i) => ({
      stream: userStream(i.userId),
      command: {
        type: 'RegisterUser' as const,
        data: {
          userId: i.userId,
          email: i.email,
          displayName: i.displayName.trim(),
          role: i.role,
          passwordSet: false,
          institutes: i.institutes,
        },
        profile: i.profile,
      },
    })),
    ctx,
  );
  const byId = new Map<string, BulkRegisterResult>();
  const release: { value: string; owner: string }[] = [];
  free.forEach((i, n) => {
    const o = outcomes[n]!;
    if (o.ok) return byId.set(i.userId, { userId: i.userId, ok: true });
    const error = o.error as Error;
    const already = error.message === 'This user is already registered.';
    if (!already) release.push({ value: i.email, owner: i.userId });
    byId.set(i.userId, { userId: i.userId, ok: false, already, error });
  });
  await rt.reservations.releaseMany(EMAIL_SCOPE, release);
  const clash = (userId: string): BulkRegisterResult => ({
    userId,
    ok: false,
    already: false,
    error: conflict('A user with this email already exists.'),
  });
  return inputs.map((i) => refused.get(i.userId) ?? byId.get(i.userId) ?? clash(i.userId));
}

/** The registration invitation for many users: the tokens and the outbox rows in one statement each. */
export async function sendInvitations(rt: Runtime, users: { userId: string; email: string; displayName: string }[], instituteId: string) {
  if (users.length === 0) return;
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await sql`insert into password_reset (token_hash, user_id, expires_at) values ${sql.join(
    users.map((u, i) => sql`(${inviteTokenHash(tokens[i]!)}, ${u.userId}, now() + make_interval(days => ${INVITATION_DAYS}))`),
  )}`.execute(rt.database.db);
  await rt.mailer.sendMany(
    users.map((u, i) => invitationMail(rt, u, tokens[i]!)),
    instituteId,
  );
}
