/**
 * The child process of `load` (./http-load.ts): runs autocannon with the options given as JSON in argv[2] and prints
 * one JSON report on stdout. Every 2xx reply time is kept (not only autocannon's histogram, which has p97.5 but no
 * p95 and rounds to whole milliseconds), so that the parent computes true percentiles.
 */
import { createRequire } from 'node:module';
import type { ChildReport, LoadOptions } from './http-load.js';

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: 'response', fn: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
}
type Autocannon = (opts: Record<string, unknown>) => AutocannonInstance;

// autocannon ships no types; the shapes above are the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function opts(o: LoadOptions, durationSec: number): Record<string, unknown> {
  return {
    url: o.url,
    connections: o.connections,
    duration: durationSec,
    method: o.method ?? 'GET',
    headers: o.headers ?? {},
    ...(o.body !== undefined ? { body: o.body } : {}),
    timeout: o.timeoutSec ?? 10,
  };
}

async function main(): Promise<void> {
  const o = JSON.parse(process.argv[2] ?? '') as LoadOptions;
  if (o.warmupSec && o.warmupSec > 0) await autocannon(opts(o, o.warmupSec));
  const latencies: number[] = [];
  const instance = autocannon(opts(o, o.durationSec));
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(Math.round(ms * 1000) / 1000);
  });
  const r = await instance;
  const report: ChildReport = {
    durationSec: r.duration,
    completed: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    latencies,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
