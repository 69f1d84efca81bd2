import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failures, load as httpLoad } from './http-load.js';

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
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and replies other than 2xx. */
  errors: number;
}

/** `connections` keep-alive connections sending `req` for `seconds` after `warmup` seconds (the driver of http-load.ts). */
export async function load(req: LoadRequest, connections: number, seconds: number, warmup = 0): Promise<LoadResult> {
  const r = await httpLoad({
    url: req.url,
    method: req.method,
    headers: { ...(req.body ? { 'content-type': 'application/json' } : {}), ...req.headers },
    ...(req.body ? { body: req.body } : {}),
    connections,
    durationSec: seconds,
    warmupSec: warmup,
  });
  return { perSecond: r.reqPerSec, p50: r.p50, p95: r.p95, p99: r.p99, errors: failures(r) };
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
