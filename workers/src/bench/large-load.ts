import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** One call as the load generator sends it. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Absolute URL. */
  url: string;
  headers?: Record<string, string>;
  /** JSON body of a POST. */
  body?: string;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and replies other than 2xx. */
  errors: number;
}

/**
 * The child's script: autocannon (decision 0021) with every response time kept, so that p95 is exact (autocannon's own
 * summary has p90 and p97.5, not p95). Run in a child process so the generator never shares the server's event loop.
 */
const CHILD = `
const autocannon = require(process.argv[1]);
const o = JSON.parse(process.argv[2]);
const times = [];
const pick = (p) => times.length ? times[Math.min(times.length, Math.max(1, Math.ceil(p / 100 * times.length))) - 1] : NaN;
const inst = autocannon(o, (err, r) => {
  if (err) { console.error(err.stack || String(err)); process.exit(1); }
  times.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ requests: r.requests.total, seconds: r.duration, p50: pick(50), p95: pick(95), p99: pick(99),
    errors: r.errors + r.timeouts + r.non2xx }));
});
inst.on('response', (_c, status, _b, ms) => { if (status >= 200 && status < 300) times.push(ms); });
`;

const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

/** `connections` keep-alive connections sending `req` for `seconds`; the numbers of that run. */
export function load(req: LoadRequest, connections: number, seconds: number): Promise<LoadResult> {
  const opts = {
    url: req.url,
    method: req.method,
    headers: { ...(req.body ? { 'content-type': 'application/json' } : {}), ...req.headers },
    ...(req.body ? { body: req.body } : {}),
    connections,
    duration: seconds,
    timeout: 10,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD, autocannonPath, JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.trim()}`));
      const r = JSON.parse(out) as { requests: number; seconds: number; p50: number; p95: number; p99: number; errors: number };
      resolve({
        requests: r.requests,
        perSecond: r.requests / Math.max(0.001, r.seconds),
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        errors: r.errors,
      });
    });
  });
}

/**
 * The floor for a call: bare `node:http` answering with the bytes the platform answered that call with (no framework,
 * auth or database). Serve a body with `serve(body)`, then load the returned URL.
 */
export async function bareServer(): Promise<{ url: string; serve(body: string): void; close(): Promise<void> }> {
  let body = Buffer.from('{}');
  const server = createServer((req, res) => {
    // Drain a POST body before answering, as the platform does.
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    serve(b) {
      body = Buffer.from(b);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
