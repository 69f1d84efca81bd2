import { sql } from 'kysely';
import { landingRoute, type Role, type UserProfile, type UserSummary } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { AuthContext, Authenticator } from '../../platform/http/access.js';
import { idFor, type CommandContext } from '../../platform/commands.js';
import { forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { addCredentials } from '../../platform/auth/credentials.js';
import { sessionEnded } from '../../platform/auth/sessions.js';
import { instituteDecider, instituteStream, userDecider, userStream, type UserState } from './deciders.js';
import { assertCanManage } from './ranks.js';

export const EMAIL_SCOPE = 'user-email';

/** The user as the command side knows it (folded stream): used where a lagging read model will not do. */
export async function loadUser(rt: Runtime, userId: string): Promise<UserState | null> {
  const events = await rt.store.readStream(userStream(userId));
  if (events.length === 0) return null;
  return events.reduce((s, e) => userDecider.evolve(s, e as never), userDecider.initialState());
}

interface UserRow {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  institutes: string[];
  children: string[];
  blocked: boolean;
  deleted?: boolean;
  token_version: number;
}

async function firstInstitute(rt: Runtime): Promise<string | null> {
  const r = await sql<{ id: string }>`select id from institute order by created_at, id limit 1`.execute(rt.database.db);
  return r.rows[0]?.id ?? null;
}

async function instituteExists(rt: Runtime, id: string): Promise<boolean> {
  const r = await sql<{ id: string }>`select id from institute where id = ${id}`.execute(rt.database.db);
  if (r.rows.length > 0) return true;
  return (await rt.store.readStream(instituteStream(id))).length > 0;
}

export function createAuthenticator(rt: Runtime): Authenticator {
  return {
    async authenticate(token, requested): Promise<AuthContext> {
      const claims = rt.tokens.verify(token);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      // Signed out (POST auth/logout): written before the reply, so refused from the next request on.
      if (await sessionEnded(rt.database.db, claims.sid)) throw unauthorized('Your session has ended. Please sign in again.');
      const r =
        await sql<UserRow>`select id, email, display_name, role, institutes, children, blocked, deleted_at is not null as deleted, token_version
        from app_user where id = ${claims.sub}`.execute(rt.database.db);
      let row = r.rows[0];
      if (!row) {
        // Signed in a moment ago and the read model has not caught up yet: ask the command side.
        const u = await loadUser(rt, claims.sub);
        if (!u?.role) throw unauthorized('Your session has expired. Please sign in again.');
        row = {
          id: claims.sub,
          email: u.email,
          display_name: u.displayName,
          role: u.role,
          institutes: u.institutes,
          children: u.children,
          blocked: u.blocked,
          deleted: u.deleted,
          token_version: u.tokenVersion,
        };
      }
      if (row.blocked || row.deleted || row.token_version !== claims.tv) {
        // The read model may lag behind an unblock or a new password just recorded: the command side decides.
        const u = await loadUser(rt, claims.sub);
        if (!u?.role || u.blocked || u.deleted || u.tokenVersion !== claims.tv)
          throw unauthorized('Your session has ended. Please sign in again.');
        row = { ...row, institutes: u.institutes, children: u.children, blocked: false, deleted: false, token_version: u.tokenVersion };
      }
      let instituteId: string | null;
      if (requested) {
        const allowed = row.role === 'SUPER_ADMIN' ? await instituteExists(rt, requested) : row.institutes.includes(requested);
        if (!allowed) throw forbidden('You do not belong to this institute.');
        instituteId = requested;
      } else {
        instituteId = row.institutes[0] ?? (row.role === 'SUPER_ADMIN' ? await firstInstitute(rt) : null);
      }
      return {
        userId: row.id,
        role: row.role,
        email: row.email,
        displayName: row.display_name,
        institutes: row.institutes,
        instituteId: instituteId ?? '',
        children: row.children,
      };
    },
  };
}

export const summaryOf = (
  id: string,
  u: Pick<UserState, 'email' | 'displayName' | 'role' | 'institutes'>,
  active: string | null,
): UserSummary => ({
  _id: id,
  email: u.email,
  displayName: u.displayName,
  role: u.role!,
  institutes: u.institutes,
  activeInstitute: active,
  landing: landingRoute(u.role!),
});

export interface RegisterInput {
  email: string;
  displayName: string;
  role: Role;
  /** null: no password yet; the user chooses one through an e-mailed link (nothing can sign in meanwhile). */
  password: string | null;
  institutes: string[];
  /** Recorded as UserProfileUpdated in the same append. */
  profile?: UserProfile;
  /** Chosen by the caller when it reserved something for the user first (a registration number). */
  userId?: string;
}

/** Registers a user: reserves the e-mail at write time (unique), then records UserRegistered. */
export async function registerUser(rt: Runtime, ctx: CommandContext, input: RegisterInput) {
  assertCanManage(ctx.actor.role, input.role, 'Your role may not register this role.');
  const userId = input.userId ?? idFor(ctx, 'user');
  const email = input.email.trim().toLowerCase();
  await rt.reservations.reserve(EMAIL_SCOPE, email, userId, 'A user with this email already exists.');
  try {
    // '!' is no scrypt hash, so no password verifies against it (and no work is spent hashing a random one).
    // The credential is stored before the event (0012): a registered user always has a row.
    const passwordHash = input.password === null ? '!' : await hashPassword(input.password);
    await addCredentials(rt.database.db, [{ userId, hash: passwordHash }]);
    const res = await rt.commands.handle(
      userDecider,
      userStream(userId),
      {
        type: 'RegisterUser',
        data: {
          userId,
          email,
          displayName: input.displayName.trim(),
          role: input.role,
          passwordSet: input.password !== null,
          institutes: input.institutes,
        },
        profile: input.profile,
      },
      ctx,
    );
    return { userId, ...res };
  } catch (err) {
    await rt.reservations.release(EMAIL_SCOPE, email, userId);
    throw err;
  }
}

export async function linkParentToStudent(rt: Runtime, ctx: CommandContext, parentId: string, studentId: string) {
  return rt.commands.handle(userDecider, userStream(parentId), { type: 'LinkChild', data: { userId: parentId, studentId } }, ctx, {
    mustExist: 'User not found.',
  });
}

export async function createInstitute(
  rt: Runtime,
  ctx: CommandContext,
  input: { instituteName: string; email: string; phoneNumber?: string },
) {
  const instituteId = idFor(ctx, 'institute');
  const res = await rt.commands.handle(
    instituteDecider,
    instituteStream(instituteId),
    {
      type: 'CreateInstitute',
      data: { instituteId, instituteName: input.instituteName, email: input.email, phoneNumber: input.phoneNumber, logoFileId: null },
    },
    { ...ctx, instituteId },
  );
  return { instituteId, ...res };
}

/** Unique per institute (001 §3 academicDetails): reserved at write time by user/update, released on delete. */
export const REGISTRATION_SCOPE = (instituteId: string) => `student-registration:${instituteId}`;
export const LIBRARY_CARD_SCOPE = (instituteId: string) => `student-library-card:${instituteId}`;

/** The rank rule (ranks.ts): nobody manages a user of a rank above their own. */
export { canManage } from './ranks.js';

/**
 * The user a command is about, from the command side. Invisible (404) unless they belong to the caller's active
 * institute (or are the caller, with `self`). The command then runs in the user's home institute: the stream's
 * first event names it, and the command handler scopes every stream to it.
 */
export async function targetUser(rt: Runtime, ctx: CommandContext, userId: string, opts: { self?: boolean } = {}) {
  const events = await rt.store.readStream(userStream(userId));
  const state = events.reduce((s, e) => userDecider.evolve(s, e as never), userDecider.initialState());
  const visible = opts.self ? userId === ctx.actor.userId : state.institutes.includes(ctx.instituteId);
  if (events.length === 0 || !state.exists || state.deleted || !visible) throw notFound('User not found.');
  return { state, ctx: { ...ctx, instituteId: events[0]!.metadata.instituteId } };
}

/** Runs a user command where `targetUser` found the user (read-your-writes position in the result). */
export async function handleUserCommand(
  rt: Runtime,
  ctx: CommandContext,
  userId: string,
  command: Parameters<typeof userDecider.decide>[0],
) {
  return rt.commands.handle(userDecider, userStream(userId), command, ctx, { mustExist: 'User not found.' });
}
