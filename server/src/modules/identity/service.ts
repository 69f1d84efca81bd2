import { landingRoute, type Role, type UserProfile, type UserSummary } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor, type CommandContext } from '../../platform/commands.js';
import { notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { addCredentials } from '../../platform/auth/credentials.js';
import { instituteDecider, instituteStream, userDecider, userStream, type UserState } from './deciders.js';
import { assertCanManage } from './ranks.js';

export const EMAIL_SCOPE = 'user-email';

/** The user as the command side knows it (folded stream): used where a lagging read model will not do. */
export async function loadUser(rt: Runtime, userId: string): Promise<UserState | null> {
  const events = await rt.store.readStream(userStream(userId));
  if (events.length === 0) return null;
  return events.reduce((s, e) => userDecider.evolve(s, e as never), userDecider.initialState());
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
