import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Nearest-rank percentile of already sorted samples (no interpolation: every value printed was observed). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export interface Throughput {
  ops: number;
  seconds: number;
  perSecond: number;
}

/**
 * Runs `op` from `workers` loops until `budgetMs` has passed and counts completed calls. Time-boxed rather
 * than count-boxed so that a slow mode (PGlite) still finishes inside the bench's time budget.
 */
export async function runFor(budgetMs: number, workers: number, op: (worker: number, i: number) => Promise<void>): Promise<Throughput> {
  let ops = 0;
  const start = performance.now();
  const deadline = start + budgetMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await op(w, i);
        ops++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { ops, seconds, perSecond: ops / seconds };
}

/** Wall time of `fn` in milliseconds. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

let gcFn: (() => void) | null | undefined;

/**
 * A full GC before a memory reading, so that "before" and "after" compare live memory, not garbage that
 * happens to be uncollected. `npm run bench` starts node without --expose-gc, hence the flag set at run time.
 */
export function collectGarbage(): void {
  if (gcFn === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gcFn = runInNewContext('gc') as () => void;
    } catch {
      gcFn = null;
    }
  }
  gcFn?.();
}

export interface MemoryReading {
  rss: number;
  heapUsed: number;
  external: number;
}

export function memoryNow(): MemoryReading {
  collectGarbage();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
}
