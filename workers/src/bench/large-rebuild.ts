import { sql } from 'kysely';
import { allProjections } from '@school/projections';
import type { Runtime } from '@school/server';
import type { FigureContext } from './figure.js';
import { timed } from './measure.js';
import { costRatio, fmtCount, type Row } from './report.js';

const fmtS = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The floor of a rebuild: the read models' final rows written once into fresh tables with the same DDL and indexes
 * (INSERT … SELECT from the live views), then dropped. What a rebuild cannot beat: it writes those rows too, and on top
 * reads and decodes the whole log.
 */
async function copyFinalRows(rt: Runtime): Promise<{ ms: number; rows: number }> {
  const db = rt.database.db;
  let rows = 0;
  const { ms } = await timed(async () => {
    for (const p of allProjections) {
      const copies = Object.keys(p.tables).map((t) => [t, `bench_copy_${t}`] as const);
      try {
        for (const [t, copy] of copies) {
          await sql`drop table if exists ${sql.table(copy)}`.execute(db);
          await p.tables[t]!(sql.table(copy)).execute(db);
        }
        for (const [i, ddl] of Object.entries(p.indexes ?? {})) {
          const [table] = i.split('.');
          await ddl(sql.table(`bench_copy_${table}`), sql.ref(`bench_copy_${i.replace('.', '_')}`)).execute(db);
        }
        for (const [t, copy] of copies) {
          const r = await sql`insert into ${sql.table(copy)} select * from ${sql.table(t)}`.execute(db);
          rows += Number(r.numAffectedRows ?? 0n);
        }
      } finally {
        for (const [, copy] of copies) await sql`drop table if exists ${sql.table(copy)}`.execute(db);
      }
    }
  });
  return { ms, rows };
}

/**
 * A full rebuild of every projection of the large database, timed, beside copying its final rows. It rewrites every
 * read model (shadow tables swapped in as a rebuild does in production), so it only runs when asked
 * (BENCH_LARGE_REBUILD=1), after the calls were measured.
 */
export async function timeRebuild(ctx: FigureContext, rt: Runtime): Promise<Row[]> {
  const head = await rt.store.head();
  const baseline = await copyFinalRows(rt);
  ctx.log(`  11: copying ${fmtCount(baseline.rows)} read-model rows: ${fmtS(baseline.ms)}`);
  // One pass over the log for every projection (ProjectionRunner.rebuildMany), as `npm run projections -- rebuild --all`.
  let last = -1;
  const { ms } = await timed(() =>
    rt.runner.rebuildMany(rt.runner.names, (pos, to) => {
      const pct = to > 0n ? Number((pos * 100n) / to) : 100;
      if (pct >= last + 10) ctx.log(`  11: rebuild at ${fmtCount(Number(pos))} of ${fmtCount(Number(to))} events (${pct}%)`);
      if (pct >= last + 10) last = pct;
    }),
  );
  return [
    {
      figure: '11',
      metric: `full rebuild of every projection (${rt.runner.names.length}), ${fmtCount(Number(head))} events (goal < 10 min)`,
      platform: fmtS(ms),
      baseline: fmtS(baseline.ms),
      ratio: costRatio(ms, baseline.ms),
      note:
        `baseline: the ${fmtCount(baseline.rows)} final read-model rows inserted into fresh tables with the same DDL and indexes ` +
        `(INSERT … SELECT); the rebuild reads the log once for all of them (rebuildMany).`,
    },
  ];
}
