import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import type { Projection } from '../types.js';

type Row = Record<string, unknown>;

/** Where an event comes from; defaults: institute i1, actor u1 (ADMIN), a stream named after the event. */
export interface EventOptions {
  instituteId?: string;
  actorId?: string;
  streamId?: string;
}

/**
 * Given/when/then for projections (emmett's projection specs with `numberOfTimes: 2`), on PGlite in memory:
 *
 *   const spec = projectionSpec(financeEntriesProjection);
 *   const rows = await spec.given(recorded).when(deleted).then('finance_entry');
 *
 * `then` starts from empty tables, applies the given events once and the `when` events twice, asserts that the second
 * pass left every table of the projections as the first did, and returns the rows of the table asked for.
 * Call it at the top of a test file: it opens the database before the tests and closes it after.
 */
export function projectionSpec(...projections: Projection[]) {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    for (const p of projections) {
      for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(t)).execute(database.db);
    }
  });
  afterAll(async () => database?.close());

  const tables = projections.flatMap((p) => Object.keys(p.tables));
  let position = 0n;
  const event = (type: string, data: object, opts: EventOptions = {}): RecordedEvent => {
    position += 1n;
    const occurredAt = new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString();
    return {
      type,
      data,
      eventId: `e${position}`,
      streamId: opts.streamId ?? `${type}-${position}`,
      streamVersion: 0,
      position,
      recordedAt: occurredAt,
      metadata: {
        actorId: opts.actorId ?? 'u1',
        actorRole: 'ADMIN',
        instituteId: opts.instituteId ?? 'i1',
        occurredAt,
        correlationId: 'c',
        causationId: 'c',
      },
    };
  };
  const apply = async (events: readonly RecordedEvent[]) => {
    for (const e of events) {
      for (const p of projections) if (p.handles.includes(e.type)) await p.apply({ tx: database.db, table: (t) => sql.table(t) }, e);
    }
  };
  const rows = async (table: string, orderBy = 'id') =>
    (await sql<Row>`select * from ${sql.table(table)} order by ${sql.raw(orderBy)}`.execute(database.db)).rows;
  /** Every table's rows, in a stable order whatever the columns. */
  const snapshot = async () => {
    const all: Record<string, string[]> = {};
    for (const t of tables) {
      const got = (await sql<Row>`select * from ${sql.table(t)}`.execute(database.db)).rows;
      all[t] = got.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).sort();
    }
    return all;
  };
  const scenario = (given: readonly RecordedEvent[]) => ({
    when: (...events: RecordedEvent[]) => ({
      async then(table: string, orderBy = 'id') {
        for (const t of tables) await sql`delete from ${sql.table(t)}`.execute(database.db);
        await apply(given);
        await apply(events);
        const once = await snapshot();
        const got = await rows(table, orderBy);
        await apply(events);
        expect(await snapshot(), 'applying the events again changed the rows').toEqual(once);
        return got;
      },
    }),
  });
  return {
    /** A recorded event at the next position (one second later each). */
    event,
    given: (...events: RecordedEvent[]) => scenario(events),
    when: (...events: RecordedEvent[]) => scenario([]).when(...events),
    /** Applies events once to the current tables, for what a scenario does not cover. */
    apply,
    rows,
    /** The database the tables live in (to call a projection's other hooks, such as `ownersOf`). */
    db: () => database.db,
  };
}
