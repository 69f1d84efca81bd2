import { sql } from 'kysely';
import type { NewEvent, Role } from '@school/contracts';
import type { FastifyRequest } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import { fold, type Decider } from '../../platform/commands.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { filePart } from '../../platform/http/multipart.js';
import { likePattern, pageOf } from '../../platform/http/reply.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';

export const WRITERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
export const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];

/**
 * The institute's calendar day. Institutes carry no time zone yet and the product works in rupees (000 §9):
 * India's zone. A decision a reader could question, kept in one place.
 */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const instituteDay = (at: Date): string => dayFormat.format(at);

/**
 * An ISO date (`2025-06-01`) is that day; an ISO date-time is the day it falls on in the institute
 * (a browser at midnight local time sends the previous day in UTC). Null when it is not a date.
 */
export function dayOf(value: string): string | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : instituteDay(d);
}

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
  rt: Runtime, decider: Decider<S, any, any>, stream: string, instituteId: string, message: string,
): Promise<S> {
  try {
    return await liveState(rt, decider, stream, instituteId, message);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) throw badRequest(message);
    throw err;
  }
}

/** Lets the named read models apply the whole log before a write decides on what they hold. */
export async function caughtUp(rt: Runtime, readModels: string[]) {
  await rt.runner.waitFor(readModels, await rt.store.head(), 5000);
}

export type Query = { perPage?: number; pageNo?: number; searchTitle?: string };
export const search = (q: Query, ...columns: string[]) =>
  q.searchTitle?.trim()
    ? sql`and (${sql.join(columns.map((c) => sql`${sql.ref(c)} ilike ${likePattern(q.searchTitle!)}`), sql` or `)})`
    : sql``;
export { pageOf };
export const instituteOf = (req: FastifyRequest) => authOf(req).instituteId;
