/**
 * The HTTP load driver of the bench (decision 0021): autocannon in a child process, so that the generator never
 * shares the event loop of the server it measures. Both sides of a figure go through `load` with the same
 * settings in the same run, so the generator's own cost cancels in the ratio.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile } from './measure.js';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
  /** Load sent first and thrown away (JIT, caches, connection pools), in the same child. Default 0. */
  warmupSec?: number;
  /** A reply slower than this counts as a timeout (autocannon's default, 10 s). */
  timeoutSec?: number;
}

export interface LoadResult {
  /** Completed replies (any status) per second of the measured window. */
  reqPerSec: number;
  /** Latency percentiles of 2xx replies in milliseconds, nearest rank over every reply (not a histogram bucket). */
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors other than timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Replies measured (2xx latencies recorded). */
  samples: number;
}

/** What the child prints, one JSON object on its last stdout line. */
export interface ChildReport {
  durationSec: number;
  completed: number;
  /** autocannon counts a timeout as an error too. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 2xx reply times in milliseconds, in arrival order. */
  latencies: number[];
}

/** Turns the child's report into the figures a row prints. Pure, so that a unit test can hold it. */
export function summarise(report: ChildReport): LoadResult {
  const sorted = Float64Array.from(report.latencies).sort();
  const arr = Array.from(sorted);
  return {
    reqPerSec: report.durationSec > 0 ? report.completed / report.durationSec : 0,
    p50: percentile(arr, 50),
    p95: percentile(arr, 95),
    p99: percentile(arr, 99),
    errors: Math.max(0, report.errors - report.timeouts),
    timeouts: report.timeouts,
    non2xx: report.non2xx,
    samples: arr.length,
  };
}

/** The last line of the child's stdout that parses as its report (autocannon may print nothing else, but be safe). */
export function parseChildOutput(stdout: string): ChildReport {
  const lines = stdout.trim().split('\n').reverse();
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    const r = JSON.parse(line) as Partial<ChildReport>;
    if (typeof r.durationSec === 'number' && Array.isArray(r.latencies)) return r as ChildReport;
  }
  throw new Error(`http load child printed no report: ${stdout.slice(-500)}`);
}

/** Failures not caught by autocannon's counters: a row's "errors" cell adds these up. */
export const failures = (r: LoadResult) => r.errors + r.timeouts + r.non2xx;

const CHILD = fileURLToPath(new URL('./http-load-child.ts', import.meta.url));

/**
 * Runs autocannon against `url` in a child node (TypeScript through tsx's loader, which costs only at start) and
 * returns its figures. Rejects when the child fails or prints no report.
 */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      if (code !== 0) {
        reject(new Error(`http load child exited ${code}: ${Buffer.concat(err).toString('utf8').slice(-2000)}`));
        return;
      }
      try {
        resolve(summarise(parseChildOutput(stdout)));
      } catch (e) {
        reject(e);
      }
    });
  });
}
