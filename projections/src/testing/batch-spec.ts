import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, openIsolatedPostgres, type Database } from '@school/server';
import { applyEvents } from '../apply-events.js';
import type { Projection } from '../types.js';

type Row = Record<string, unknown>;

/**
 * `applyBatch` against `apply`: two generations of the projection's tables in one database (PostgreSQL when
 * DATABASE_URL is set, else PGlite in memory). `compare(events, split)` applies events[0, split) one by one to both,
 * then the rest one by one to generation 1 and as one batch (the runner's path) to generation 2, and expects every
 * table equal; then applies the whole list again both ways (re-application) and expects them equal still.
 * Call it at the top of a test file.
 */
export function batchSpec(projection: Projection) {
  let database: Database;
  const schema = `bs_${randomBytes(5).toString('hex')}`;
  const url = process.env.DATABASE_URL;
  beforeAll(async () => {
    database = url ? await openIsolatedPostgres(url, schema) : await openDatabase({ dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    if (url) {
      const admin = await openDatabase({ url, poolSize: 1 });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
  });
  const tables = Object.keys(projection.tables);
  const log = { warn() {} };
  const physical = (t: string, generation: number) => sql.table(`${t}__g${generation}`);
  const perEvent: Projection = { ...projection, applyBatch: undefined };
  let fellBack = false;
  const batched: Projection = {
    ...projection,
    async applyBatch(ctx, events) {
      try {
        await projection.applyBatch!(ctx, events);
      } catch (err) {
        fellBack = true;
        throw err;
      }
    },
  };
  // As the runner applies a batch (generation 1: one event at a time, generation 2: applyBatch), failing events skipped.
  const run = (p: Projection, generation: number, events: readonly RecordedEvent[]) =>
    database.db.transaction().execute((tx) => applyEvents(tx, p, generation, events, log));
  const snapshot = async (generation: number) => {
    const all: Record<string, string[]> = {};
    for (const t of tables) {
      const got = (await sql<Row>`select * from ${physical(t, generation)}`.execute(database.db)).rows;
      all[t] = got.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).sort();
    }
    return all;
  };
  return {
    /** The rows both ways (asserted equal) and whether `applyBatch` threw and the batch was redone event by event. */
    async compare(events: readonly RecordedEvent[], split = 0): Promise<{ rows: Record<string, string[]>; fellBack: boolean }> {
      expect(projection.applyBatch, `${projection.name} has no applyBatch`).toBeTypeOf('function');
      fellBack = false;
      for (const generation of [1, 2]) {
        for (const [t, ddl] of Object.entries(projection.tables)) {
          await sql`drop table if exists ${physical(t, generation)}`.execute(database.db);
          await ddl(physical(t, generation)).execute(database.db);
        }
        for (const e of events.slice(0, split)) await run(perEvent, generation, [e]);
      }
      for (const e of events.slice(split)) await run(perEvent, 1, [e]);
      await run(batched, 2, events.slice(split));
      const rows = await snapshot(1);
      expect(await snapshot(2), 'applyBatch left other rows than apply').toEqual(rows);
      const first = fellBack;
      for (const e of events) await run(perEvent, 1, [e]);
      await run(batched, 2, events);
      expect(await snapshot(2), 'applying the batch again left other rows than apply').toEqual(await snapshot(1));
      return { rows, fellBack: first || fellBack };
    },
  };
}

/** Recorded events at positions 1, 2, ... (one second apart), for building a batch in a spec. */
export function eventMaker(instituteId = 'i1') {
  let position = 0n;
  return (type: string, data: object, streamId = `${type}-${position + 1n}`, opts: { actorId?: string; instituteId?: string } = {}) => {
    position += 1n;
    const occurredAt = new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString();
    return {
      type,
      data,
      eventId: `e${position}`,
      streamId,
      streamVersion: 0,
      position,
      recordedAt: occurredAt,
      metadata: {
        actorId: opts.actorId ?? 'u1',
        actorRole: 'ADMIN',
        instituteId: opts.instituteId ?? instituteId,
        occurredAt,
        correlationId: 'c',
        causationId: 'c',
      },
    } as RecordedEvent;
  };
}
