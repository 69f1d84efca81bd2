/**
 * `npm run bench`: platform figures, each beside a baseline measured in the same run on the same database,
 * printed as a table. PostgreSQL when DATABASE_URL is set (a scratch schema per figure, dropped after),
 * else PGlite in memory. Not a test: nothing here asserts a timing. See docs/performance.md.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import { concurrentAppendFigure, singleWriterAppendFigure } from './append-bench.js';
import type { Figure, FigureContext } from './figure.js';
import { latencyFigure } from './latency-bench.js';
import { clientBundleFigure } from './bundle-bench.js';
import { replayFigure } from './replay-bench.js';
import { bulkImportFigure } from './bulk-import-bench.js';
import { dashboardLoadFigure, publicAndAuthLoadFigure } from './http-read-bench.js';
import { fanoutFigure } from './fanout-bench.js';
import { largeInstituteFigure } from './large-bench.js';
import { examBurstFigure } from './exam-burst-bench.js';
import { fmtCount, renderTable, type Row } from './report.js';
import { benchEnv } from './scratch-db.js';
// ---- live classes (live-video) ----
import { mediaFigure } from './media-bench.js';
// ---- end live classes ----

// ───────────────────────────────────────────────────────────────────────────────────────────────────
// FIGURES. Later figures register here, in print order: append a `Figure` (see ./figure.ts) to the list.
// 1, 2 appends (one writer, 16 writers); 3, 5 replay and its memory; 4 command -> change signal; 6 the sign-in
// page's download; 7 bulk import; 8, 9 reads under load over HTTP (./http-load.ts drives autocannon in a child);
// 10 a change fanned out to 1,000 and 5,000 websockets; 11 a large institute's panels (BENCH_LARGE_URL); 12 an
// exam-start burst through the exam routes.
// ───────────────────────────────────────────────────────────────────────────────────────────────────
export const figures: Figure[] = [
  singleWriterAppendFigure, // 1
  concurrentAppendFigure, // 2
  replayFigure, // 3 and 5 (memory is read around the replay)
  latencyFigure, // 4
  bulkImportFigure, // 7
  clientBundleFigure, // 6
  dashboardLoadFigure, // 8: reads under load, a dashboard at 200 connections vs bare node:http
  publicAndAuthLoadFigure, // 9: a public and an authenticated route at 50 connections vs bare Fastify
  fanoutFigure, // 10
  largeInstituteFigure, // 11 (only with BENCH_LARGE_URL: a database holding `npm run seed:large`)
  examBurstFigure, // 12: an exam-start burst (issue #14 part 8)
  // ---- live classes (live-video) ----
  mediaFigure, // 13: a live class's video through the SFU vs a bare UDP relay (BENCH_ONLY=13)
  // ---- end live classes ----
];

/** BENCH_ONLY=1,3 runs a subset (handy while working on one figure). */
function selected(all: Figure[]): Figure[] {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return only?.length ? all.filter((f) => only.includes(f.id)) : all;
}

export async function main(): Promise<number> {
  const env = benchEnv(process.env.DATABASE_URL || undefined);
  const events = Number(process.env.BENCH_EVENTS ?? 100_000);
  if (!Number.isInteger(events) || events < 1000) throw new Error('BENCH_EVENTS must be a whole number of at least 1000');
  const ctx: FigureContext = { env, events, log: (m) => process.stderr.write(`${m}\n`) };
  const started = performance.now();
  // Other work on a 2-core machine skews every figure; the load average says how quiet the run was.
  const loadAtStart = loadavg()[0]!.toFixed(2);
  const rows: Row[] = [];
  let failed = 0;
  ctx.log(`bench: mode ${env.mode}, ${fmtCount(events)} replay events`);
  try {
    for (const f of selected(figures)) {
      ctx.log(`figure ${f.id}: ${f.title}`);
      const t0 = performance.now();
      try {
        rows.push(...(await f.run(ctx)));
      } catch (err) {
        // One broken figure should not hide the others; the exit code still says something went wrong.
        failed++;
        rows.push({
          figure: f.id,
          metric: f.title,
          platform: 'FAILED',
          baseline: '',
          ratio: '',
          note: (err as Error).stack ?? String(err),
        });
      }
      ctx.log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await env.disposeAll();
  }
  const where = env.mode === 'postgres' ? `PostgreSQL (${new URL(env.url!).host}${new URL(env.url!).pathname})` : 'PGlite in memory';
  const lines = [
    '',
    `School platform bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `mode: ${where}; Node ${process.version}; ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'cpu'}); ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM`,
    `1-minute load average: ${loadAtStart} at start, ${loadavg()[0]!.toFixed(2)} at end`,
    'ratio = how many times costlier the platform is than its baseline (rates: baseline/platform; times, sizes: platform/baseline).',
    '',
    // Stable sort by figure number: a figure may return rows for another (3 returns 5's memory rows).
    renderTable([...rows].sort((a, b) => Number(a.figure) - Number(b.figure))),
    '',
    `total ${((performance.now() - started) / 1000).toFixed(0)} s`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return failed ? 1 : 0;
}

// Run only as the entry point, so that a later tool may import `figures` without starting a bench.
// Exit explicitly: a pool or socket left open by a figure must not keep the process alive after the report.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
