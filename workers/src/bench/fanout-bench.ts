import { execFileSync } from 'node:child_process';
import { bareBroadcast, bareRedisBroadcast, type Rounds } from './fanout-baseline.js';
import { openInstitute, platformFanout, SOCKETS_PER_USER, type PlatformRounds } from './fanout-platform.js';
import { percentile } from './measure.js';
import { costRatio, fmtCount, fmtMs, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';

/** Socket counts (BENCH_FANOUT_SOCKETS=1000,5000). */
const COUNTS = (process.env.BENCH_FANOUT_SOCKETS ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 15);
const WARMUP = 3;

/** The open-file limit this process (and the client child) runs with; null where the shell cannot say. */
function openFileLimit(): number | null {
  try {
    const v = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v);
  } catch {
    return null;
  }
}

function rows(label: string, n: number, measured: PlatformRounds, baseline: Rounds, note: string): Row[] {
  const platform = measured.all;
  const p50 = [percentile(platform, 50), percentile(baseline, 50)] as const;
  const max = [platform.at(-1)!, baseline.at(-1)!] as const;
  return [
    {
      figure: '10',
      metric: `${label}: change -> all ${fmtCount(n)} sockets, p50`,
      platform: fmtMs(p50[0]),
      baseline: fmtMs(p50[1]),
      ratio: costRatio(...p50),
      note,
    },
    {
      figure: '10',
      metric: `${label}: change -> all ${fmtCount(n)} sockets, max`,
      platform: fmtMs(max[0]),
      baseline: fmtMs(max[1]),
      ratio: costRatio(...max),
    },
    {
      figure: '10',
      metric: `${label}: ${fmtCount(n)} sockets, of which append -> push bus, p50 (info)`,
      platform: fmtMs(percentile(measured.bus, 50)),
      baseline: '',
      ratio: '',
    },
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
    // Each socket is a descriptor in the child (client end) and one in this process (server end).
    const limit = openFileLimit();
    if (limit !== null && limit < need + 1000)
      throw new Error(`ulimit -n is ${limit}: ${need} sockets need at least ${need + 1000} (raise it with ulimit -n)`);
    const users = Math.ceil(need / SOCKETS_PER_USER);
    const out: Row[] = [];
    const redisUrl = process.env.REDIS_URL || null;
    const variants: { label: string; redis: string | null }[] = [{ label: 'one server', redis: null }];
    if (redisUrl) variants.push({ label: 'two servers via Redis', redis: redisUrl });
    for (const v of variants) {
      const scratch = await ctx.env.open('fanout');
      try {
        const inst = await openInstitute(scratch.database, v.redis, users, ctx.log);
        try {
          for (const n of COUNTS) {
            ctx.log(`  10: ${v.label}, ${fmtCount(n)} sockets: ${WARMUP}+${ROUNDS} departments created`);
            const platform = await platformFanout(inst, n, ROUNDS, WARMUP);
            ctx.log(`  10: ${v.label}, ${fmtCount(n)} sockets: bare ws baseline`);
            const baseline = v.redis ? await bareRedisBroadcast(v.redis, n, ROUNDS, WARMUP) : await bareBroadcast(n, ROUNDS, WARMUP);
            out.push(
              ...rows(
                v.label,
                n,
                platform,
                baseline,
                v.redis
                  ? `two apps (createRuntime + buildApp, same database and REDIS_URL) and a worker running the projections, ` +
                      `sockets of ${fmtCount(users)} signed-in TEACHER/STAFF users split between the apps; ADMIN POSTs department/create ` +
                      `to one app, timed from the append's commit to the last socket's signal (${ROUNDS} rounds); baseline: the message ` +
                      `published on Redis, relayed by two bare ws servers (own subscriber each) to as many sockets. Clients in a child process.`
                  : `the app (createRuntime + buildApp, projections and push in process), ${fmtCount(n)} sockets on /api/v1/ws as ` +
                      `${fmtCount(Math.min(users, n))} signed-in TEACHER/STAFF users (up to ${SOCKETS_PER_USER} each); ADMIN POSTs ` +
                      `department/create, timed from the append's commit to the last socket's department signal (${ROUNDS} rounds); ` +
                      `baseline: a bare ws server broadcasting a same-sized message to as many sockets. Clients in a child process.`,
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
