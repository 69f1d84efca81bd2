import { describe, expect, it } from 'vitest';
import type { LoadResult } from './http-load.js';
import { loadRows } from './http-read-bench.js';

const result = (o: Partial<LoadResult>): LoadResult => ({
  reqPerSec: 1000,
  p50: 5,
  p95: 10,
  p99: 20,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  samples: 100,
  ...o,
});

describe('loadRows', () => {
  it('prints a rate ratio as baseline/platform and a latency ratio as platform/baseline', () => {
    const rows = loadRows('8', 'GET x', { platform: result({ reqPerSec: 500, p95: 40, p99: 80 }), baseline: result({}) }, { p99: true });
    expect(rows.map((r) => [r.metric, r.ratio])).toEqual([
      ['GET x: throughput', '2.00×'],
      ['GET x: latency p95', '4.00×'],
      ['GET x: latency p99', '4.00×'],
      ['GET x: errors (conn/timeout/non-2xx)', ''],
    ]);
  });

  it('counts every kind of failure and shows each apart', () => {
    const rows = loadRows(
      '9',
      'GET y',
      { platform: result({ errors: 1, timeouts: 2, non2xx: 30 }), baseline: result({}) },
      { p99: false, note: 'n' },
    );
    const failed = rows.at(-1)!;
    expect([failed.platform, failed.baseline, failed.note]).toEqual(['33 (1/2/30)', '0 (0/0/0)', 'n']);
    expect(rows).toHaveLength(3);
  });

  it('says n/a rather than printing a latency when nothing succeeded', () => {
    const rows = loadRows('9', 'GET z', { platform: result({ p95: Number.NaN, reqPerSec: 0 }), baseline: result({}) }, { p99: false });
    expect(rows[1]!.platform).toBe('n/a');
  });
});
