import { sql, type Kysely } from 'kysely';
import { departmentsProjection, financeEntriesProjection, ProjectionRunner, type Projection } from '@school/projections';
import { migrateEventStore, PostgresEventStore } from '@school/server';
import { bulkLoadEvents, type ProjectedCounts } from './bench-events.js';
import { memoryNow, timed, type MemoryReading } from './measure.js';
import { costRatio, fmtCount, fmtMiB, fmtMs, fmtRate, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';

const PROJECTIONS = [departmentsProjection, financeEntriesProjection];
const ROWS_PER_INSERT = 1000;
/** Events per rebuild batch: the runner's default. */
const REBUILD_BATCH = 2000;

/** The rebuilt read model must hold exactly what the generator promised, or the rate means nothing. */
async function checkRows(db: Kysely<any>, expected: ProjectedCounts): Promise<void> {
  const r = await sql<{ d: string; dd: string; f: string; fd: string }>`select
    (select count(*) from department)::text as d, (select count(*) from department where deleted_at is not null)::text as dd,
    (select count(*) from finance_entry)::text as f, (select count(*) from finance_entry where deleted_at is not null)::text as fd`.execute(
    db,
  );
  const got = r.rows[0]!;
  const want = [expected.departments, expected.departmentsDeleted, expected.financeEntries, expected.financeDeleted];
  const have = [got.d, got.dd, got.f, got.fd].map(Number);
  if (have.some((v, i) => v !== want[i])) {
    throw new Error(`rebuilt read models disagree with the events: have ${have.join('/')}, want ${want.join('/')}`);
  }
}

/**
 * The baseline: the same final rows written straight into plain tables with the same DDL and indexes,
 * in multi-row INSERTs. It is the floor for "put these rows in PostgreSQL"; the gap to it is the cost of
 * reading, decoding and applying events one statement at a time.
 */
async function directInsert(db: Kysely<any>): Promise<{ ms: number; rows: number }> {
  const tables: { p: Projection; logical: string }[] = PROJECTIONS.flatMap((p) => Object.keys(p.tables).map((logical) => ({ p, logical })));
  const data = new Map<string, Record<string, unknown>[]>();
  for (const { p, logical } of tables) {
    const plain = sql.table(`plain_${logical}`);
    await p.tables[logical]!(plain).execute(db);
    for (const [name, ddl] of Object.entries(p.indexes ?? {})) {
      if (name.startsWith(`${logical}.`)) await ddl(plain, sql.ref(`plain_${name.replace('.', '_')}`)).execute(db);
    }
    // Read outside the timed part: the baseline times writing, as the replay's rows are what is written.
    data.set(logical, (await sql<Record<string, unknown>>`select * from ${sql.table(logical)}`.execute(db)).rows);
  }
  let rows = 0;
  const { ms } = await timed(async () => {
    for (const { logical } of tables) {
      const all = data.get(logical)!;
      if (all.length === 0) continue;
      const cols = Object.keys(all[0]!);
      for (let i = 0; i < all.length; i += ROWS_PER_INSERT) {
        const chunk = all.slice(i, i + ROWS_PER_INSERT);
        const values = chunk.map((r) => sql`(${sql.join(cols.map((c) => sql`${r[c]}`))})`);
        await sql`insert into ${sql.table(`plain_${logical}`)} (${sql.join(cols.map((c) => sql.ref(c)))})
          values ${sql.join(values)}`.execute(db);
        rows += chunk.length;
      }
    }
  });
  return { ms, rows };
}

const memRows = (before: MemoryReading, after: MemoryReading, pglite: boolean): Row[] => [
  {
    figure: '5',
    metric: 'RSS after replay (vs before)',
    platform: fmtMiB(after.rss),
    baseline: fmtMiB(before.rss),
    ratio: costRatio(after.rss, before.rss),
    ...(pglite
      ? {
          note: 'on PGlite the RSS is mostly the WASM heap of the in-process database (about 650 MiB per instance here, not all returned on close).',
        }
      : {}),
  },
  {
    figure: '5',
    metric: 'JS heap used after replay (vs before)',
    platform: fmtMiB(after.heapUsed),
    baseline: fmtMiB(before.heapUsed),
    ratio: costRatio(after.heapUsed, before.heapUsed),
    note: 'process.memoryUsage() after a forced GC, just before and just after the rebuild (events already loaded).',
  },
];

export const replayFigure: Figure = {
  id: '3',
  title: 'replay into read models (and memory, figure 5)',
  async run(ctx: FigureContext): Promise<Row[]> {
    const scratch = await ctx.env.open('replay');
    try {
      const db = scratch.database.db;
      await migrateEventStore(db);
      ctx.log(`  3: loading ${fmtCount(ctx.events)} events in multi-row INSERTs`);
      const load = await timed(() => bulkLoadEvents(scratch.database, ctx.events));
      const counts = load.value.counts;
      if (ctx.env.mode === 'postgres') await sql`analyze es_event`.execute(db);
      const store = new PostgresEventStore(db, scratch.database.kind);
      const runner = new ProjectionRunner({ db, store, projections: PROJECTIONS, rebuildBatchSize: REBUILD_BATCH });

      const before = memoryNow();
      ctx.log('  3: rebuilding department and finance_entry in one pass');
      const replay = await timed(() => runner.rebuildMany(PROJECTIONS.map((p) => p.name)));
      const after = memoryNow();
      await checkRows(db, counts);

      // Where the replay's time goes: the part spent only reading and decoding the log, as rebuildMany() reads it.
      const scan = await timed(async () => {
        let after = 0n;
        const limit = REBUILD_BATCH;
        for (let batch = await store.readAll({ after, limit }); batch.length > 0; batch = await store.readAll({ after, limit })) {
          after = batch[batch.length - 1]!.position;
        }
      });
      const direct = await directInsert(db);
      const replayRate = ctx.events / (replay.ms / 1000);
      const directRate = ctx.events / (direct.ms / 1000);
      return [
        {
          figure: '3',
          metric: `replay ${fmtCount(ctx.events)} events, rebuildMany() of 2`,
          platform: fmtRate(replayRate),
          baseline: fmtRate(directRate),
          ratio: costRatio(directRate, replayRate),
          note:
            `${fmtCount(counts.departments)} department and ${fmtCount(counts.financeEntries)} finance_entry rows; ` +
            `baseline inserts those ${fmtCount(direct.rows)} final rows into plain tables (same DDL and indexes) ` +
            `in ${ROWS_PER_INSERT}-row INSERTs, counted per source event.`,
        },
        {
          figure: '3',
          metric: 'replay wall time (vs direct insert)',
          platform: fmtMs(replay.ms),
          baseline: fmtMs(direct.ms),
          ratio: costRatio(replay.ms, direct.ms),
        },
        {
          figure: '3',
          metric: `readAll() of the whole log, ${fmtCount(REBUILD_BATCH)}/batch (info)`,
          platform: fmtRate(ctx.events / (scan.ms / 1000)),
          baseline: '',
          ratio: '',
          note: 'one pass of the read path alone; rebuildMany() makes one such pass for all the projections it rebuilds.',
        },
        {
          figure: '3',
          metric: 'setup: bulk load into es_event (info)',
          platform: fmtRate(ctx.events / (load.ms / 1000)),
          baseline: '',
          ratio: '',
        },
        ...memRows(before, after, ctx.env.mode === 'pglite'),
      ];
    } finally {
      await scratch.dispose();
    }
  },
};
