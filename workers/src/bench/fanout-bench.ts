import { execFileSync } from 'node:child_process';
import { bareBroadcast, bareRedisBroadcast, type Fanout } from './fanout-baseline.js';
import { openInstitute, platformFanout, SOCKETS_PER_USER, type Institute, type PlatformRound } from './fanout-platform.js';
import { percentile } from './measure.js';
import { costRatio, fmtCount, fmtMs, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';

/** Socket counts (BENCH_FANOUT_SOCKETS=1000,5000). */
const COUNTS = (process.env.BENCH_FANOUT_SOCKETS ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 15);
const WARMUP = 4;

/** The open-file limit this process (and the client child) runs with; null where the shell cannot say. */
function openFileLimit(): number | null {
  try {
    const v = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v);
  } catch {
    return null;
  }
}

interface Measured {
  all: number[];
  fanout: number[];
  baseline: number[];
}

/**
 * The platform and its baseline with their sockets open side by side, rounds alternating (which goes first alternates
 * too): on a shared, noisy machine both then see the same moments of load.
 */
async function measure(inst: Institute, n: number, redisUrl: string | null): Promise<Measured> {
  let platform: Awaited<ReturnType<typeof platformFanout>> | null = null;
  let bare: Fanout | null = null;
  try {
    platform = await platformFanout(inst, n);
    bare = redisUrl ? await bareRedisBroadcast(redisUrl, n) : await bareBroadcast(n);
    const out: Measured = { all: [], fanout: [], baseline: [] };
    for (let k = 0; k < WARMUP + ROUNDS; k++) {
      let p: PlatformRound;
      let b: number;
      if (k % 2) {
        b = await bare.round();
        p = await platform.round();
      } else {
        p = await platform.round();
        b = await bare.round();
      }
      if (k < WARMUP) continue;
      out.all.push(p.all);
      out.fanout.push(p.fanout);
      out.baseline.push(b);
    }
    for (const xs of Object.values(out)) xs.sort((x: number, y: number) => x - y);
    return out;
  } finally {
    await platform?.close();
    await bare?.close();
  }
}

function rows(label: string, n: number, measured: Measured, note: string): Row[] {
  const baseline = measured.baseline;
  const row = (metric: string, p: number, b: number, extra: Partial<Row> = {}): Row => ({
    figure: '10',
    metric: `${label}: ${metric}`,
    platform: fmtMs(p),
    baseline: fmtMs(b),
    ratio: costRatio(p, b),
    ...extra,
  });
  const b50 = percentile(baseline, 50);
  return [
    row(`change -> all ${fmtCount(n)} sockets, p50`, percentile(measured.all, 50), b50, { note }),
    row(`change -> all ${fmtCount(n)} sockets, max`, measured.all.at(-1)!, baseline.at(-1)!),
    row(`signal published -> all ${fmtCount(n)} sockets, p50`, percentile(measured.fanout, 50), b50),
  ];
}

/**
 * Figure 10: one change fanned out to N websockets of signed-in users, timed until the LAST socket has it, against a
 * bare `ws` broadcast of a same-sized message to as many sockets; then the same across two servers through Redis.
 */
export const fanoutFigure: Figure = {
  id: '10',
  title: 'change fan-out to websockets',
  async run(ctx: FigureContext): Promise<Row[]> {
    const need = Math.max(...COUNTS);
    // Each socket is a descriptor in a client child and one here; the platform's and the baseline's are open together.
    const limit = openFileLimit();
    if (limit !== null && limit < 2 * need + 1000)
      throw new Error(`ulimit -n is ${limit}: twice ${need} sockets need at least ${2 * need + 1000} (raise it with ulimit -n)`);
    const users = Math.ceil(need / SOCKETS_PER_USER);
    const out: Row[] = [];
    const redisUrl = process.env.REDIS_URL || null;
    const variants: { label: string; redis: string | null }[] = [{ label: 'one server', redis: null }];
    if (redisUrl) variants.push({ label: 'two servers via Redis', redis: redisUrl });
    for (const v of variants) {
      const scratch = await ctx.env.open('fanout');
      try {
        const pg = ctx.env.url && scratch.schema ? { url: ctx.env.url, schema: scratch.schema } : null;
        const inst = await openInstitute(scratch.database, v.redis, users, ctx.log, pg);
        try {
          for (const n of COUNTS) {
            ctx.log(`  10: ${v.label}, ${fmtCount(n)} sockets: ${WARMUP}+${ROUNDS} rounds, platform and bare ws alternating`);
            const measured = await measure(inst, n, v.redis);
            out.push(
              ...rows(
                v.label,
                n,
                measured,
                v.redis
                  ? `two apps (createRuntime + buildApp, same database and REDIS_URL) and a worker running the projections (its own ` +
                      `process on PostgreSQL, as deployed), ` +
                      `sockets of ${fmtCount(users)} signed-in TEACHER/STAFF users split between the apps; ADMIN POSTs department/create ` +
                      `to one app (${ROUNDS} rounds). "change": from the append's commit, "signal published": from the worker's ` +
                      `publish, each until the last socket got the department signal. Baseline: the message published on Redis, ` +
                      `relayed by two bare ws servers (own subscriber each) to as many sockets. Clients in a child process.`
                  : `the app (createRuntime + buildApp, projections and push in process), ${fmtCount(n)} sockets on /api/v1/ws as ` +
                      `${fmtCount(Math.min(users, n))} signed-in TEACHER/STAFF users (up to ${SOCKETS_PER_USER} each); ADMIN POSTs ` +
                      `department/create (${ROUNDS} rounds). "change": from the append's commit, "signal published": from the ` +
                      `projection's publish, each until the last socket got the department signal. Baseline: a bare ws server ` +
                      `broadcasting a same-sized message to as many sockets. Clients in a child process.`,
              ),
            );
          }
        } finally {
          await inst.close();
        }
      } finally {
        await scratch.dispose();
      }
    }
    if (!redisUrl)
      out.push({
        figure: '10',
        metric: 'two servers via Redis',
        platform: 'skipped',
        baseline: 'skipped',
        ratio: '',
        note: 'REDIS_URL is not set.',
      });
    return out;
  },
};
