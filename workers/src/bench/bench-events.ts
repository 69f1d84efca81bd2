import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EventMetadata, EventToAppend } from '@school/contracts';
import type { Database } from '@school/server';

/**
 * Synthetic but valid department and finance events: the shapes the deciders emit, streams named
 * `<category>-<id>` with gap-free versions, metadata as the command handler writes it. A seeded PRNG keeps
 * the mix identical between runs so that two runs of the bench compare like with like.
 */

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March'];
const CREDITS = [
  'Tuition fees, term {n}, class {c}',
  'Transport fees, {m}',
  'Examination fees, {m}',
  'Hostel fees, {m}',
  'Annual day sponsorship',
  'Admission fees, class {c}',
];
const DEBITS = [
  'Electricity bill, {m}',
  'Science lab equipment',
  'Library books purchase',
  'Sports kit for class {c}',
  'Bus diesel, {m}',
  'Printing of question papers, {m}',
  'Water tanker, {m}',
];
const DEPARTMENTS = ['Science', 'Mathematics', 'Languages', 'Administration', 'Finance', 'Library', 'Sports', 'Arts', 'Music', 'Transport'];

interface Institute {
  id: string;
  actors: { id: string; role: 'ADMIN' | 'MANAGER' }[];
}

export interface ProjectedCounts {
  departments: number;
  departmentsDeleted: number;
  financeEntries: number;
  financeDeleted: number;
}

export interface EventFactory {
  /** One FinanceEntryRecorded on a new stream: what a `POST /finance/create` appends. */
  financeEntry(): { stream: string; event: EventToAppend };
  /** The next `count` events of a realistic mix, with their stream and version. */
  next(count: number): (EventToAppend & { streamId: string; streamVersion: number })[];
  readonly counts: ProjectedCounts;
  readonly streams: Map<string, number>;
}

export function eventFactory(seed = 42, institutes = 20): EventFactory {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const insts: Institute[] = Array.from({ length: institutes }, () => ({
    id: randomUUID(),
    actors: [
      { id: randomUUID(), role: 'ADMIN' },
      { id: randomUUID(), role: 'MANAGER' },
    ],
  }));
  let clock = Date.parse('2025-04-01T03:30:00Z');
  const metadata = (inst: Institute): EventMetadata => {
    clock += 1000 + Math.floor(rand() * 60_000);
    const actor = pick(inst.actors);
    const request = randomUUID();
    return {
      actorId: actor.id,
      actorRole: actor.role,
      instituteId: inst.id,
      occurredAt: new Date(clock).toISOString(),
      correlationId: request,
      causationId: request,
      ...(rand() < 0.3 ? { idempotencyKey: randomUUID() } : {}),
    };
  };
  const fill = (t: string) =>
    t
      .replace('{n}', String(1 + Math.floor(rand() * 3)))
      .replace('{c}', `${1 + Math.floor(rand() * 12)}${pick(['A', 'B', 'C'])}`)
      .replace('{m}', pick(MONTHS));
  const money = (max: number) => Math.round((100 + rand() * max) * 100) / 100;

  const counts: ProjectedCounts = { departments: 0, departmentsDeleted: 0, financeEntries: 0, financeDeleted: 0 };
  const streams = new Map<string, number>();
  // Live aggregates, so that updates and deletes only ever follow a create (as the deciders demand).
  const liveDepartments: { id: string; inst: Institute; title: string; icon: string | null }[] = [];
  const liveEntries: { id: string; inst: Institute }[] = [];
  const takeRandom = <T>(xs: T[]): T => {
    const i = Math.floor(rand() * xs.length);
    const x = xs[i]!;
    xs[i] = xs[xs.length - 1]!;
    xs.pop();
    return x;
  };
  const out = (streamId: string, type: string, data: unknown, meta: EventMetadata) => {
    const streamVersion = (streams.get(streamId) ?? -1) + 1;
    streams.set(streamId, streamVersion);
    return { streamId, streamVersion, type, data, eventId: randomUUID(), metadata: meta };
  };

  const financeRecorded = () => {
    const inst = pick(insts);
    const entryId = randomUUID();
    const credit = rand() < 0.55;
    const data = {
      entryId,
      title: fill(pick(credit ? CREDITS : DEBITS)),
      financeType: credit ? 'CREDIT' : 'DEBIT',
      amount: money(credit ? 250_000 : 40_000),
    };
    liveEntries.push({ id: entryId, inst });
    counts.financeEntries++;
    return out(`financeEntry-${entryId}`, 'FinanceEntryRecorded', data, metadata(inst));
  };

  const one = () => {
    const r = rand();
    // About 17% department events, 83% finance: departments are few and edited, finance rows are many.
    if (r < 0.08 || (r < 0.17 && liveDepartments.length === 0)) {
      const inst = pick(insts);
      const departmentId = randomUUID();
      const title = `${pick(DEPARTMENTS)} ${counts.departments + 1}`;
      const icon = rand() < 0.2 ? randomUUID() : null;
      liveDepartments.push({ id: departmentId, inst, title, icon });
      counts.departments++;
      const data = { departmentId, title, description: `${title}: teaching, records and the rooms it keeps.`, iconFileId: icon };
      return out(`department-${departmentId}`, 'DepartmentCreated', data, metadata(inst));
    }
    if (r < 0.15) {
      const d = liveDepartments[Math.floor(rand() * liveDepartments.length)]!;
      // As the decider does: an update without a new icon keeps the old one.
      const data = { departmentId: d.id, title: d.title, description: `${d.title}, revised ${fill('{m}')}.`, iconFileId: d.icon };
      return out(`department-${d.id}`, 'DepartmentUpdated', data, metadata(d.inst));
    }
    if (r < 0.17) {
      const d = takeRandom(liveDepartments);
      counts.departmentsDeleted++;
      return out(`department-${d.id}`, 'DepartmentDeleted', { departmentId: d.id }, metadata(d.inst));
    }
    if (r < 0.25 && liveEntries.length > 0) {
      const e = takeRandom(liveEntries);
      counts.financeDeleted++;
      return out(`financeEntry-${e.id}`, 'FinanceEntryDeleted', { entryId: e.id }, metadata(e.inst));
    }
    return financeRecorded();
  };

  return {
    counts,
    streams,
    financeEntry() {
      const { streamId, streamVersion: _v, ...event } = financeRecorded();
      return { stream: streamId, event };
    },
    next: (count) => Array.from({ length: count }, one),
  };
}

/**
 * Writes `total` events straight into es_event in multi-row INSERTs: the replay figure
 * measures reading them back, not appending them, and 100,000 appends one by one would eat the time budget.
 */
export async function bulkLoadEvents(database: Database, total: number, rowsPerInsert = 1000): Promise<EventFactory> {
  const db = database.db;
  const factory = eventFactory();
  for (let done = 0; done < total; done += rowsPerInsert) {
    const rows = factory.next(Math.min(rowsPerInsert, total - done));
    const values = rows.map(
      (e) => sql`(${e.eventId}::uuid, ${e.streamId}, ${e.streamVersion}, ${e.type}, ${JSON.stringify(e.data)}::jsonb,
        ${JSON.stringify(e.metadata)}::jsonb, ${e.metadata.occurredAt}::timestamptz)`,
    );
    await sql`insert into es_event (event_id, stream_id, stream_version, type, data, metadata, recorded_at)
      values ${sql.join(values)}`.execute(db);
  }
  return factory;
}
