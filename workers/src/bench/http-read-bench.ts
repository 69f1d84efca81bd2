/**
 * Figures 8 and 9: reads under load (issue #13). The real app (runtime + Fastify, production logger, the demo
 * institute seeded through its commands and API) against a server answering the same bytes from memory, both driven
 * by the same autocannon child process with the same settings in the same run.
 */
import { demoApp } from './http-app.js';
import { capture, type Served, serveBareFastify, serveBareNode } from './http-baselines.js';
import { compareLoads, failures, type LoadResult } from './http-load.js';
import { costRatio, fmtCount, fmtMs, fmtRate, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';

/** Knobs (docs/performance.md): seconds of measured load per side, split over alternating rounds. */
function knobs() {
  const durationSec = Number(process.env.BENCH_HTTP_SEC ?? 8);
  const rounds = Number(process.env.BENCH_HTTP_ROUNDS ?? 2);
  if (!(durationSec > 0) || !Number.isInteger(rounds) || rounds < 1)
    throw new Error('BENCH_HTTP_SEC must be positive, BENCH_HTTP_ROUNDS a whole number ≥ 1');
  return { durationSec, rounds, warmupSec: Math.min(2, durationSec / rounds) };
}

/** The rows of one comparison: rate, latency percentiles, and the failures that must stay at zero. */
export function loadRows(
  figure: string,
  label: string,
  r: { platform: LoadResult; baseline: LoadResult },
  opts: { p99: boolean; note?: string },
): Row[] {
  const { platform: p, baseline: b } = r;
  const ms = (x: number) => (Number.isFinite(x) ? fmtMs(x) : 'n/a');
  const rows: Row[] = [
    {
      figure,
      metric: `${label}: throughput`,
      platform: fmtRate(p.reqPerSec, 'req/s'),
      baseline: fmtRate(b.reqPerSec, 'req/s'),
      ratio: costRatio(b.reqPerSec, p.reqPerSec),
    },
    { figure, metric: `${label}: latency p95`, platform: ms(p.p95), baseline: ms(b.p95), ratio: costRatio(p.p95, b.p95) },
  ];
  if (opts.p99)
    rows.push({ figure, metric: `${label}: latency p99`, platform: ms(p.p99), baseline: ms(b.p99), ratio: costRatio(p.p99, b.p99) });
  const failed = (x: LoadResult) => `${fmtCount(failures(x))} (${fmtCount(x.errors)}/${fmtCount(x.timeouts)}/${fmtCount(x.non2xx)})`;
  rows.push({
    figure,
    metric: `${label}: errors (conn/timeout/non-2xx)`,
    platform: failed(p),
    baseline: failed(b),
    ratio: '',
    ...(opts.note ? { note: opts.note } : {}),
  });
  return rows;
}

async function measure(
  ctx: FigureContext,
  label: string,
  target: { url: string; headers: Record<string, string> },
  baseline: (captured: Awaited<ReturnType<typeof capture>>) => Promise<Served>,
  connections: number,
) {
  const captured = await capture(target.url, target.headers);
  const served = await baseline(captured);
  try {
    ctx.log(`  ${label}: ${captured.body.length} bytes, ${connections} connections`);
    const r = await compareLoads(target, { url: served.url, headers: target.headers }, { connections, ...knobs(), log: ctx.log });
    return { ...r, bytes: captured.body.length };
  } finally {
    await served.close();
  }
}

const GOALS = "goal (issue #13): platform ≥ 0.3× the baseline's rate (ratio ≤ 3.33×), p95 ≤ 100 ms, no errors";

export const dashboardLoadFigure: Figure = {
  id: '8',
  title: 'admin dashboard-stat under 200 connections vs the same JSON from bare node:http',
  async run(ctx) {
    const app = await demoApp(ctx);
    const target = { url: `${app.api}/dashboard/admin/dashboard-stat`, headers: { authorization: `Bearer ${app.tokens.get('ADMIN')}` } };
    const r = await measure(ctx, '8 dashboard-stat', target, serveBareNode, 200);
    const { durationSec, rounds } = knobs();
    return loadRows('8', 'GET dashboard/admin/dashboard-stat, 200 conn', r, {
      p99: true,
      note:
        `autocannon in a child process, 200 keep-alive connections, ${durationSec} s per side in ${rounds} alternating rounds after a warm-up, ` +
        `as ADMIN of the demo institute (seeded through the commands and API); baseline: bare node:http answering the same ` +
        `${r.bytes} bytes from memory. Latencies: nearest rank over every 2xx reply. ${GOALS}.`,
    });
  },
};

export const publicAndAuthLoadFigure: Figure = {
  id: '9',
  title: 'a public and an authenticated route under 50 connections vs bare Fastify serving the same bytes',
  async run(ctx) {
    const app = await demoApp(ctx);
    const logo = await measure(ctx, '9 logo', { url: `${app.api}/logo`, headers: {} }, (c) => serveBareFastify('/api/v1/logo', c), 50);
    const me = await measure(
      ctx,
      '9 auth/me',
      { url: `${app.api}/auth/me`, headers: { authorization: `Bearer ${app.tokens.get('STUDENT')}` } },
      (c) => serveBareFastify('/api/v1/auth/me', c),
      50,
    );
    return [
      ...loadRows('9', 'GET logo (public), 50 conn', logo, {
        p99: false,
        note:
          `the sign-in page's logo route (institute name and logo address; a logo uploaded through PUT institute/:id), ` +
          `${logo.bytes} bytes; baseline: a bare Fastify route answering the same bytes. Goal (issue #13): platform ≥ 0.5× the baseline's rate (ratio ≤ 2×).`,
      }),
      ...loadRows('9', 'GET auth/me (authenticated), 50 conn', me, {
        p99: false,
        note:
          `the cheapest authenticated read (the caller's own profile, as STUDENT; bearer token checked on every request), ` +
          `${me.bytes} bytes; baseline: a bare Fastify route answering the same bytes (the token sent but not read).`,
      }),
    ];
  },
};
