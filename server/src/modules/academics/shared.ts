import { sql } from 'kysely';
import type { NewEvent, PermissionModule, Role } from '@school/contracts';
import type { FastifyRequest } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import { liveInstituteUser } from '../identity/index.js';
import { fold, type Decider } from '../../platform/commands.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { filePart } from '../../platform/http/multipart.js';
import { likePattern, pageOf } from '../../platform/http/reply.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';

export const WRITERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
export const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];
/**
 * Modules whose screens pick from the academic lists (batches, courses, branches, sessions, subjects, grades): a MANAGER or
 * STAFF member holding one of them may read those lists without holding `academics` or `batch` (`readableWith`).
 */
export const PICKER_MODULES: PermissionModule[] = ['exam', 'placement'];

/** The institute's calendar day, shared by every module. */
export { INSTITUTE_TIME_ZONE, instituteDay, dayOf } from '../../platform/days.js';

/** Trims a required text and says the spec's message when only spaces were sent. */
export const text = (value: string | undefined, message: string): string => {
  const v = (value ?? '').trim();
  if (!v) throw badRequest(message);
  return v;
};

export const iso = (d: Date | string) => new Date(d).toISOString();

/** Stores an uploaded icon of a record and returns its file id (null when none was sent). */
export async function storeIcon(rt: Runtime, value: unknown, instituteId: string, ownerId: string, purpose: string) {
  const part = filePart(value, 'Icon');
  if (!part) return null;
  const f = await rt.files.put(part, { instituteId, ownerId, purpose, maxBytes: 2 * 1024 * 1024, types: IMAGE_TYPES, label: 'Icon' });
  return f.id;
}

/**
 * The command-side state of a record of this institute: a stream of another institute, unknown or deleted
 * is a 404 with the same message, so nothing tells another institute's ids apart from wrong ones.
 */
export async function liveState<S extends { exists: boolean; deleted: boolean }>(
  rt: Runtime,
  decider: Decider<S, any, any>,
  stream: string,
  instituteId: string,
  message: string,
): Promise<S> {
  const events = await rt.store.readStream(stream);
  const state = fold(decider as Decider<S, any, NewEvent>, events);
  if (events[0]?.metadata.instituteId !== instituteId || !state.exists || state.deleted) throw notFound(message);
  return state;
}

/** A record named in a body (not the address): not there is a 400 on what was sent, with `message`. */
export async function referenced<S extends { exists: boolean; deleted: boolean }>(
  rt: Runtime,
  decider: Decider<S, any, any>,
  stream: string,
  instituteId: string,
  message: string,
): Promise<S> {
  try {
    return await liveState(rt, decider, stream, instituteId, message);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) throw badRequest(message);
    throw err;
  }
}

/** Lets the named read models apply the whole log before a write decides on what they hold. */
/** A live teacher of this institute, as `{ id, display_name }`, or undefined (identity's read model, not caught up here). */
export async function instituteTeacher(rt: Runtime, userId: string, instituteId: string) {
  const u = await liveInstituteUser(rt, userId, instituteId, false);
  return u?.role === 'TEACHER' ? { id: u.id, display_name: u.displayName } : undefined;
}

export async function caughtUp(rt: Runtime, readModels: string[]) {
  await rt.runner.waitFor(readModels, await rt.store.head(), 5000);
}

export type Query = { perPage?: number; pageNo?: number; searchTitle?: string };
export const search = (q: Query, ...columns: string[]) =>
  q.searchTitle?.trim()
    ? sql`and (${sql.join(
        columns.map((c) => sql`${sql.ref(c)} ilike ${likePattern(q.searchTitle!)}`),
        sql` or `,
      )})`
    : sql``;
export { pageOf };
export const instituteOf = (req: FastifyRequest) => authOf(req).instituteId;
