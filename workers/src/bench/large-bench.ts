import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, createRuntime, loadConfig, type Runtime } from '@school/server';
import type { Figure, FigureContext } from './figure.js';
import { atPage, deepPage, findLargeInstitutes, panelCalls, type Call, type LargeInstitute, type Panel } from './large-calls.js';
import { bareServer, load, type LoadResult } from './large-load.js';
import { timeRebuild } from './large-rebuild.js';
import { costRatio, fmtCount, fmtMs, type Row } from './report.js';

/**
 * Figure 11 (issue #13 part 5): a large institute (`npm run seed:large`, docs/performance.md "A large institute") served by
 * the real app. Every dashboard and list call of the admin, teacher and student panels under 50 connections (p95,
 * req/s, errors), each beside bare `node:http` answering the same bytes; the panels' dashboards of the institute with the
 * longest history beside those of one with a short history (the day-200 / day-10 ratio); with BENCH_LARGE_REBUILD=1 a
 * full rebuild of every projection beside copying the read models' final rows. Needs BENCH_LARGE_URL: a PostgreSQL
 * database (or a PGlite data directory, `pglite:<dir>`) holding a seeded large institute. Not a test: nothing asserts.
 */
const CONNECTIONS = Number(process.env.BENCH_LARGE_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_LARGE_SECONDS ?? 3);
const BASELINE_SECONDS = Number(process.env.BENCH_LARGE_BASELINE_SECONDS ?? 1);
/** Load sent first and thrown away (JIT, pools, caches), on both sides. */
const WARMUP_SECONDS = Number(process.env.BENCH_LARGE_WARMUP_SECONDS ?? 0.5);
const GOAL_MS = 100;

interface Server {
  rt: Runtime;
  base: string;
  close(): Promise<void>;
}

/** The real app on the large database: in-process projections (caught up already), no schedules. */
async function startApp(url: string): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-large-'));
  const pglite = url.startsWith('pglite:') ? url.slice('pglite:'.length) : null;
  const env = {
    ...process.env,
    DATABASE_URL: pglite ? '' : url,
    DATA_DIR: pglite ?? dataDir,
    DEMO: '0',
    REDIS_URL: '',
    EVENTSTORE_URL: '',
  };
  const quiet = { info() {}, warn() {}, error: (m: string) => process.stderr.write(`${m}\n`) };
  const config = loadConfig(env, []);
  // A read model at an older version would be rebuilt by the app as it starts, under the load being measured: say so.
  const check = await createRuntime(config, { role: 'cli', log: quiet });
  const behind = (await check.runner.status()).filter((p) => p.status !== 'live');
  await check.close();
  if (behind.length > 0) {
    const names = behind.map((p) => p.name).join(' ');
    throw new Error(
      `read models not live (${behind.map((p) => `${p.name}: ${p.status}`).join(', ')}): run \`npm run projections -- rebuild <name>\` for ${names} on that database first`,
    );
  }
  const rt = await createRuntime(config, { role: 'server', log: quiet, schedules: false });
  const app = await buildApp(rt);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    rt,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/`,
    async close() {
      await app.close();
      await rt.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${base}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const j = (await r.json()) as { data?: { accessToken?: string } };
  if (!r.ok || !j.data?.accessToken) throw new Error(`sign-in of ${email}: ${r.status} ${JSON.stringify(j)}`);
  return j.data.accessToken;
}

type Tokens = Record<Panel, string>;

async function tokensOf(s: Server, l: LargeInstitute): Promise<Tokens> {
  const pw = s.rt.config.demoPassword;
  return {
    admin: await signIn(s.base, l.adminEmail, pw),
    teacher: await signIn(s.base, l.teacherEmail, pw),
    student: await signIn(s.base, l.studentEmail, pw),
  };
}

const requestOf = (s: Server, tokens: Tokens, c: Call) => ({
  method: c.method,
  url: `${s.base}${c.path}`,
  headers: { authorization: `Bearer ${tokens[c.panel]}` },
  ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
});

/** One call once: its reply (which must be a 200: a figure of error replies would flatter the platform). */
async function callOnce(s: Server, tokens: Tokens, c: Call): Promise<{ text: string; json: Record<string, unknown> }> {
  const req = requestOf(s, tokens, c);
  const r = await fetch(req.url, {
    method: req.method,
    headers: { ...req.headers, ...(req.body ? { 'content-type': 'application/json' } : {}) },
    body: req.body,
  });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${c.panel} ${c.method} ${c.path}: ${r.status} ${text.slice(0, 300)}`);
  return { text, json: JSON.parse(text) as Record<string, unknown> };
}

/** The calls with paged lists at page 1 and at a deep page (from the total page 1 reports). */
async function expand(s: Server, tokens: Tokens, calls: Call[]): Promise<Call[]> {
  const out: Call[] = [];
  for (const c of calls) {
    const first = atPage(c, 1);
    out.push(first);
    if (!c.paged) continue;
    const { json } = await callOnce(s, tokens, first);
    const deep = deepPage(Number(json.totalCount ?? 0), Number(json.perPage ?? 20));
    if (deep) out.push(atPage(c, deep));
  }
  return out;
}

const label = (c: Call) => `${c.panel} ${c.method} ${c.path}${c.body ? ` ${JSON.stringify(c.body)}` : ''}`;
const fmtLoad = (r: LoadResult) => `p95 ${fmtMs(r.p95)}, ${fmtCount(r.perSecond)} req/s${r.errors ? `, ${fmtCount(r.errors)} errors` : ''}`;

/** Each call under load on the platform, then the bare server answering its bytes. */
async function measureCalls(
  ctx: FigureContext,
  s: Server,
  tokens: Tokens,
  calls: Call[],
): Promise<{ call: Call; platform: LoadResult; baseline: LoadResult; bytes: number }[]> {
  const bare = await bareServer();
  const out: { call: Call; platform: LoadResult; baseline: LoadResult; bytes: number }[] = [];
  try {
    for (const c of calls) {
      const { text } = await callOnce(s, tokens, c);
      const platform = await load(requestOf(s, tokens, c), CONNECTIONS, SECONDS, WARMUP_SECONDS);
      bare.serve(text);
      const baseline = await load(
        { method: c.method, url: bare.url, body: c.body ? JSON.stringify(c.body) : undefined },
        CONNECTIONS,
        BASELINE_SECONDS,
        WARMUP_SECONDS,
      );
      ctx.log(`  11: ${label(c)}: ${fmtLoad(platform)} (bare ${fmtLoad(baseline)}), ${fmtCount(text.length)} bytes`);
      out.push({ call: c, platform, baseline, bytes: text.length });
    }
  } finally {
    await bare.close();
  }
  return out;
}

/** Rounds and seconds per round of each side of the day-200 / day-10 comparison (BENCH_LARGE_HISTORY_ROUNDS, _SECONDS). */
const HISTORY_ROUNDS = Number(process.env.BENCH_LARGE_HISTORY_ROUNDS ?? 3);
const HISTORY_SECONDS = Number(process.env.BENCH_LARGE_HISTORY_SECONDS ?? 1.5);

/**
 * The dashboards of each panel on the long-history institute beside the short-history one, measured in alternating
 * rounds (long, short, long, short, ...) right after each other, each side's best p95 of its rounds compared: the two
 * figures are a few milliseconds apart at most, and a burst of other work on a shared machine lands in one round, not
 * in one side (other work only ever adds latency, so the best round is the one it spared).
 */
async function historyRows(ctx: FigureContext, s: Server, big: LargeInstitute, small: LargeInstitute, bigTokens: Tokens): Promise<Row[]> {
  const tokens = await tokensOf(s, small);
  const now = s.rt.clock.now();
  const bigCalls = panelCalls(big, now).filter((c) => c.path.startsWith('dashboard/'));
  const smallCalls = panelCalls(small, now).filter((c) => c.path.startsWith('dashboard/'));
  const rows: Row[] = [];
  let worst = 0;
  for (let i = 0; i < smallCalls.length; i++) {
    const c = smallCalls[i]!;
    const b = bigCalls[i]!;
    await callOnce(s, tokens, c);
    await callOnce(s, bigTokens, b);
    let day200 = Number.POSITIVE_INFINITY;
    let day10 = Number.POSITIVE_INFINITY;
    for (let round = 0; round < HISTORY_ROUNDS; round++) {
      day200 = Math.min(day200, (await load(requestOf(s, bigTokens, b), CONNECTIONS, HISTORY_SECONDS, WARMUP_SECONDS)).p95);
      day10 = Math.min(day10, (await load(requestOf(s, tokens, c), CONNECTIONS, HISTORY_SECONDS, WARMUP_SECONDS)).p95);
    }
    ctx.log(`  11: day ${big.days} vs day ${small.days} ${label(c)}: best p95 ${fmtMs(day200)} vs ${fmtMs(day10)}`);
    worst = Math.max(worst, day200 / day10);
    rows.push({
      figure: '11',
      metric: `day ${big.days} vs day ${small.days}: ${c.panel} ${c.path.split('?')[0]} p95`,
      platform: fmtMs(day200),
      baseline: fmtMs(day10),
      ratio: costRatio(day200, day10),
    });
  }
  rows.push({
    figure: '11',
    metric: `day ${big.days} vs day ${small.days}: the worst dashboard's p95 ratio (goal ≤ 1.2×)`,
    platform: '',
    baseline: '',
    ratio: costRatio(worst, 1),
    note:
      `platform: ${big.name}, ${fmtCount(big.classes)} classes over ${big.days} school days; baseline: ${small.name}, ` +
      `${fmtCount(small.classes)} classes over ${small.days} days, in the same database; ${CONNECTIONS} connections; each side's ` +
      `best p95 of ${HISTORY_ROUNDS} alternating rounds of ${HISTORY_SECONDS} s.`,
  });
  return rows;
}

export const largeInstituteFigure: Figure = {
  id: '11',
  title: 'a large institute: every panel call at 50 connections',
  async run(ctx: FigureContext): Promise<Row[]> {
    const url = process.env.BENCH_LARGE_URL;
    if (!url) {
      return [
        {
          figure: '11',
          metric: 'a large institute (skipped)',
          platform: 'not run',
          baseline: '',
          ratio: '',
          note:
            'set BENCH_LARGE_URL to a PostgreSQL database holding `npm run seed:large -- --students 5000 --days 200` (and, for ' +
            'the history ratio, a second institute seeded with --days 10), or to pglite:<data dir>; BENCH_ONLY=11 runs it alone; ' +
            'BENCH_LARGE_REBUILD=1 adds the full rebuild (it rewrites every read model of that database). docs/performance.md, Figure 11.',
        },
      ];
    }
    const s = await startApp(url);
    try {
      const institutes = await findLargeInstitutes(s.rt.database.db);
      const big = institutes[0];
      if (!big) throw new Error('no large institute (npm run seed:large) in BENCH_LARGE_URL');
      const small = institutes.length > 1 && institutes[institutes.length - 1]!.days < big.days ? institutes[institutes.length - 1]! : null;
      ctx.log(
        `  11: ${big.name}: ${fmtCount(big.classes)} classes over ${big.days} days${small ? `; history baseline ${small.days} days` : ''}`,
      );
      const tokens = await tokensOf(s, big);
      // BENCH_LARGE_CALLS=<regex> measures only the calls whose label matches (a fix re-measured without the whole hour).
      const only = process.env.BENCH_LARGE_CALLS ? new RegExp(process.env.BENCH_LARGE_CALLS) : null;
      const calls = (await expand(s, tokens, panelCalls(big, s.rt.clock.now()))).filter((c) => !only || only.test(label(c)));
      const results = await measureCalls(ctx, s, tokens, calls);
      const rows: Row[] = results.map((r) => ({
        figure: '11',
        metric: `${label(r.call)}`,
        platform: fmtLoad(r.platform),
        baseline: fmtLoad(r.baseline),
        ratio: costRatio(r.platform.p95, r.baseline.p95),
      }));
      const over = results.filter((r) => r.platform.p95 > GOAL_MS || r.platform.errors > 0);
      const worst = results.reduce<(typeof results)[number] | null>((a, b) => (!a || b.platform.p95 > a.platform.p95 ? b : a), null);
      // BENCH_LARGE_CALLS=^$ skips the calls (the history ratio alone).
      if (worst)
        rows.push({
          figure: '11',
          metric: `calls with p95 ≤ ${GOAL_MS} ms and no errors (goal: all)`,
          platform: `${results.length - over.length} of ${results.length}`,
          baseline: '',
          ratio: '',
          note:
            `${big.name} (${fmtCount(big.classes)} classes, ${big.days} school days); ${CONNECTIONS} connections, ${SECONDS} s a call ` +
            `(autocannon, decision 0021); baseline: bare node:http answering the same bytes, ${BASELINE_SECONDS} s. Worst: ` +
            `${label(worst.call)} at ${fmtMs(worst.platform.p95)}.${over.length ? ` Over the goal: ${over.map((r) => label(r.call)).join('; ')}.` : ''}`,
        });
      if (small) rows.push(...(await historyRows(ctx, s, big, small, tokens)));
      if (process.env.BENCH_LARGE_REBUILD === '1') rows.push(...(await timeRebuild(ctx, s.rt)));
      return rows;
    } finally {
      await s.close();
    }
  },
};
