import { sql } from 'kysely';
import {
  DEFAULT_REGISTRATION_PATTERN,
  parseRegistrationPattern,
  registrationKey,
  renderRegistrationNumber,
  type PatternPart,
  type PatternValues,
  type RegistrationSettings,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { DB } from '../../platform/db/database.js';
import { instituteDay } from '../../platform/days.js';
import { fold } from '../../platform/commands.js';
import { conflict } from '../../platform/errors.js';
import { instituteDecider, instituteStream } from './deciders.js';
import { REGISTRATION_SCOPE } from './service.js';

export const REGISTRATION_TAKEN = 'This registration number is already in use.';

const ready = new WeakMap<DB, Promise<unknown>>();
/**
 * The running numbers, one row per institute and key (the number with {SEQ} left out). A write-side counter next to
 * the reservations: the increment is one atomic statement, so two registrations at once never get the same number;
 * the reservation (unique constraint) stays the judge of uniqueness (a typed number may have taken one).
 */
function migrate(db: DB) {
  let p = ready.get(db);
  if (!p) {
    p = sql`create table if not exists registration_sequence (
      institute_id text not null, key text not null, last integer not null, primary key (institute_id, key))`.execute(db);
    ready.set(db, p);
  }
  return p;
}

/** The institute's pattern from its stream (a command path: the value at the moment of registration). */
export async function registrationPatternOf(rt: Runtime, instituteId: string): Promise<{ pattern: string; isDefault: boolean }> {
  const state = fold(instituteDecider, await rt.store.readStream(instituteStream(instituteId)));
  return state.registrationPattern
    ? { pattern: state.registrationPattern, isDefault: false }
    : { pattern: DEFAULT_REGISTRATION_PATTERN, isDefault: true };
}

export function settingsOf(pattern: string, isDefault: boolean, now: Date): RegistrationSettings {
  const parsed = parseRegistrationPattern(pattern);
  const example = 'parts' in parsed ? renderRegistrationNumber(parsed.parts, { day: instituteDay(now), session: null }, 1) : pattern;
  return { pattern, isDefault, example };
}

/** Takes `count` running numbers of a key at once: the first of them. */
async function takeSequence(db: DB, instituteId: string, key: string, count: number): Promise<number> {
  await migrate(db);
  const r = await sql<{
    last: number;
  }>`insert into registration_sequence (institute_id, key, last) values (${instituteId}, ${key}, ${count})
    on conflict (institute_id, key) do update set last = registration_sequence.last + ${count} returning last`.execute(db);
  return Number(r.rows[0]!.last) - count + 1;
}

export interface NumberRequest {
  /** The student the number is reserved for. */
  owner: string;
  /** A number typed by the user: kept if free (409 otherwise). */
  typed?: string | null;
  session: string | null;
}

/**
 * Registration numbers for students about to be registered, reserved for them (REGISTRATION_SCOPE): a typed one is
 * kept if free (a taken one answers 409 for a single registration, `null` in `taken` for bulk), the others are
 * made from the institute's pattern, skipping numbers someone typed earlier. The caller releases them if the
 * registration fails.
 */
export async function assignRegistrationNumbers(
  rt: Runtime,
  instituteId: string,
  now: Date,
  requests: NumberRequest[],
): Promise<{ numbers: (string | null)[] }> {
  const scope = REGISTRATION_SCOPE(instituteId);
  const out: (string | null)[] = requests.map(() => null);
  const typed = requests.flatMap((r, i) => (r.typed?.trim() ? [{ i, value: r.typed.trim(), owner: r.owner }] : []));
  const takenTyped = await rt.reservations.reserveMany(
    scope,
    typed.map((t) => ({ value: t.value, owner: t.owner })),
  );
  for (const t of typed) out[t.i] = takenTyped.has(t.value.toLowerCase()) ? null : t.value;

  const todo = requests.flatMap((r, i) => (r.typed?.trim() ? [] : [i]));
  if (todo.length === 0) return { numbers: out };
  const { pattern } = await registrationPatternOf(rt, instituteId);
  const parsed = parseRegistrationPattern(pattern);
  const parts: PatternPart[] =
    'parts' in parsed ? parsed.parts : (parseRegistrationPattern(DEFAULT_REGISTRATION_PATTERN) as { parts: PatternPart[] }).parts;
  const day = instituteDay(now);
  const byKey = new Map<string, { values: PatternValues; idx: number[] }>();
  for (const i of todo) {
    const values = { day, session: requests[i]!.session };
    const key = registrationKey(parts, values);
    const g = byKey.get(key) ?? { values, idx: [] };
    g.idx.push(i);
    byKey.set(key, g);
  }
  for (const [key, g] of byKey) {
    let pending = g.idx;
    // A number typed by hand may sit on the way: it is skipped and the next one taken (bounded rounds).
    for (let round = 0; pending.length > 0 && round < 50; round++) {
      const first = await takeSequence(rt.database.db, instituteId, key, pending.length);
      const items = pending.map((i, n) => ({ i, value: renderRegistrationNumber(parts, g.values, first + n), owner: requests[i]!.owner }));
      const taken = await rt.reservations.reserveMany(scope, items);
      for (const it of items) if (!taken.has(it.value.toLowerCase())) out[it.i] = it.value;
      pending = items.filter((it) => taken.has(it.value.toLowerCase())).map((it) => it.i);
    }
    if (pending.length > 0) throw conflict('Could not find a free registration number: check the pattern.');
  }
  return { numbers: out };
}

/** One student's number (single registration): the typed one if free, else 409; or the next of the pattern. */
export async function assignRegistrationNumber(rt: Runtime, instituteId: string, now: Date, request: NumberRequest): Promise<string> {
  const { numbers } = await assignRegistrationNumbers(rt, instituteId, now, [request]);
  if (!numbers[0]) throw conflict(REGISTRATION_TAKEN);
  return numbers[0];
}

export const releaseRegistrationNumber = (rt: Runtime, instituteId: string, value: string, owner: string) =>
  rt.reservations.release(REGISTRATION_SCOPE(instituteId), value, owner);
