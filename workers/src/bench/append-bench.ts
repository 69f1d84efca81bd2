import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { migrateEventStore, PostgresEventStore } from '@school/server';
import { eventFactory } from './bench-events.js';
import { runFor, type Throughput } from './measure.js';
import { costRatio, fmtRate, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';
import type { ScratchDb } from './scratch-db.js';

/** Time per measured side. Long enough for a stable rate, short enough for the ~3 minute budget. */
const BUDGET_MS = Number(process.env.BENCH_APPEND_MS ?? 5000);
// Many short rounds rather than a few long ones: other work on a shared machine comes in bursts of seconds.
const ROUNDS = 10;
const WARMUP = 100;
const WRITERS = 16;

/** The baseline table: es_event's columns and constraints, without the store's lock and checks. */
async function createRawTable(db: Kysely<any>): Promise<void> {
  await sql`create table raw_event (
    position bigserial primary key, event_id uuid not null unique, stream_id text not null,
    stream_version integer not null, type text not null, data jsonb not null, metadata jsonb not null,
    recorded_at timestamptz not null default now(), unique (stream_id, stream_version))`.execute(db);
}

interface Sides {
  append(): Promise<void>;
  insert(): Promise<void>;
}

/** Both sides write the same kind of event to a new stream each call, through the same Kysely pool. */
async function prepare(scratch: ScratchDb): Promise<Sides> {
  const db = scratch.database.db;
  await migrateEventStore(db);
  await createRawTable(db);
  const store = new PostgresEventStore(db, scratch.database.kind);
  const factory = eventFactory(7);
  return {
    async append() {
      const { stream, event } = factory.financeEntry();
      await store.append(stream, 'no_stream', [event]);
    },
    async insert() {
      const { stream, event } = factory.financeEntry();
      // One statement, autocommit: the least a durable write of one event can cost on this database.
      await sql`insert into raw_event (event_id, stream_id, stream_version, type, data, metadata)
        values (${randomUUID()}::uuid, ${stream}, 0, ${event.type}, ${JSON.stringify(event.data)}::jsonb,
          ${JSON.stringify(event.metadata)}::jsonb)`.execute(db);
    },
  };
}

const add = (a: Throughput, b: Throughput): Throughput => {
  const ops = a.ops + b.ops;
  const seconds = a.seconds + b.seconds;
  return { ops, seconds, perSecond: ops / seconds };
};

/**
 * Alternates baseline and platform in short rounds instead of one long stretch each: commit latency on
 * this VM's disk drifts over seconds (fsync), and interleaving spreads that drift over both sides.
 */
async function measurePair(
  sides: Sides,
  writers: number,
  alsoSingle = false,
): Promise<{ platform: Throughput; baseline: Throughput; single: Throughput }> {
  // Warm both paths (JIT, plan cache, pool connections) before either is timed.
  for (let i = 0; i < WARMUP; i++) {
    await sides.insert();
    await sides.append();
  }
  let baseline: Throughput = { ops: 0, seconds: 0, perSecond: 0 };
  let platform: Throughput = { ops: 0, seconds: 0, perSecond: 0 };
  let single: Throughput = { ops: 0, seconds: 0, perSecond: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    baseline = add(baseline, await runFor(BUDGET_MS / ROUNDS, writers, () => sides.insert()));
    platform = add(platform, await runFor(BUDGET_MS / ROUNDS, writers, () => sides.append()));
    // Figure 2's second row: the same appends from one writer, in the same rounds, so the gain of grouping is a ratio too.
    if (alsoSingle) single = add(single, await runFor(BUDGET_MS / ROUNDS, 1, () => sides.append()));
  }
  return { platform, baseline, single };
}

export const singleWriterAppendFigure: Figure = {
  id: '1',
  title: 'single-writer append rate',
  async run(ctx: FigureContext): Promise<Row[]> {
    const scratch = await ctx.env.open('append1');
    try {
      const { platform, baseline } = await measurePair(await prepare(scratch), 1);
      ctx.log(`  1: ${platform.ops} appends, ${baseline.ops} raw inserts`);
      return [
        {
          figure: '1',
          metric: 'append, 1 writer (1 event/call, new stream)',
          platform: fmtRate(platform.perSecond),
          baseline: fmtRate(baseline.perSecond),
          ratio: costRatio(baseline.perSecond, platform.perSecond),
          note: 'baseline: one-row INSERT, autocommit, into a table shaped like es_event, same pool.',
        },
      ];
    } finally {
      await scratch.dispose();
    }
  },
};

export const concurrentAppendFigure: Figure = {
  id: '2',
  title: `${WRITERS} concurrent writers`,
  async run(ctx: FigureContext): Promise<Row[]> {
    const scratch = await ctx.env.open('append16');
    try {
      const { platform, baseline, single } = await measurePair(await prepare(scratch), WRITERS, true);
      ctx.log(`  2: ${platform.ops} appends, ${baseline.ops} raw inserts, ${single.ops} appends from one writer`);
      const pglite = ctx.env.mode === 'pglite';
      return [
        {
          figure: '2',
          metric: `append, ${WRITERS} concurrent writers`,
          platform: fmtRate(platform.perSecond),
          baseline: fmtRate(baseline.perSecond),
          ratio: costRatio(baseline.perSecond, platform.perSecond),
          note: pglite
            ? `PGlite is one session: the driver serialises all ${WRITERS} writers on both sides, so this shows queueing, not parallelism.`
            : `${WRITERS} raw INSERT loops vs ${WRITERS} append loops on a 24-connection pool; the store's writer loop takes the waiting appends as one group: one call of es_append, one commit (docs/decisions/0022).`,
        },
        {
          figure: '2',
          metric: `append, ${WRITERS} writers vs 1 writer`,
          platform: fmtRate(platform.perSecond),
          baseline: fmtRate(single.perSecond),
          ratio: costRatio(single.perSecond, platform.perSecond),
          note: `baseline: the same appends from one writer, in the same rounds. Below 1 the ${WRITERS} writers append faster: 0.20× is 5 times the single writer.`,
        },
      ];
    } finally {
      await scratch.dispose();
    }
  },
};
