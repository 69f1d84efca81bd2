import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { failures, load, parseChildOutput, summarise } from './http-load.js';

describe('summarise', () => {
  it('takes nearest-rank percentiles over every reply and a rate over the measured window', () => {
    // 1..100 ms, shuffled: the percentile must not depend on arrival order.
    const latencies = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);
    const r = summarise({ durationSec: 4, completed: 200, errors: 0, timeouts: 0, non2xx: 0, latencies });
    expect(r.reqPerSec).toBe(50);
    expect([r.p50, r.p95, r.p99]).toEqual([50, 95, 99]);
    expect(r.samples).toBe(100);
  });

  it('counts a timeout once, not also as an error as autocannon does', () => {
    const r = summarise({ durationSec: 1, completed: 5, errors: 7, timeouts: 3, non2xx: 2, latencies: [1] });
    expect([r.errors, r.timeouts, r.non2xx, failures(r)]).toEqual([4, 3, 2, 9]);
  });

  it('has no latencies to report when nothing succeeded', () => {
    const r = summarise({ durationSec: 1, completed: 0, errors: 1, timeouts: 0, non2xx: 0, latencies: [] });
    expect(Number.isNaN(r.p95)).toBe(true);
  });
});

describe('parseChildOutput', () => {
  it('reads the report on the last JSON line and ignores chatter before it', () => {
    const report = { durationSec: 2, completed: 3, errors: 0, timeouts: 0, non2xx: 0, latencies: [1.5, 2] };
    expect(parseChildOutput(`Running 2s test\n${JSON.stringify(report)}\n`)).toEqual(report);
  });

  it('rejects output without a report', () => {
    expect(() => parseChildOutput('Running 2s test\n{"other":1}\n')).toThrow(/no report/);
  });
});

describe('load', () => {
  it('drives a server from a child process and counts non-2xx replies apart', async () => {
    let n = 0;
    const server = createServer((_req, res) => {
      n++;
      res.writeHead(n % 4 === 0 ? 500 : 200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const r = await load({ url, connections: 4, durationSec: 1 });
      expect(r.reqPerSec).toBeGreaterThan(0);
      expect(r.non2xx).toBeGreaterThan(0);
      expect(r.samples).toBeGreaterThan(r.non2xx);
      expect(r.p50).toBeLessThanOrEqual(r.p99);
      expect(r.errors + r.timeouts).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  }, 30_000);
});
