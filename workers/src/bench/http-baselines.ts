import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/** A reply fetched once from the app, to be served again from memory by a baseline. */
export interface Captured {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Fetches `url` once, as the load will (same headers), and insists on a 2xx: a baseline serving an error proves nothing. */
export async function capture(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status < 200 || res.status > 299) throw new Error(`GET ${url}: ${res.status} ${body.toString('utf8').slice(0, 300)}`);
  return { status: res.status, contentType: res.headers.get('content-type') ?? 'application/octet-stream', body };
}

/** Bare `node:http`: every request answered with the same bytes, no routing, parsing or framework. */
export async function serveBareNode(reply: Captured): Promise<Served> {
  const server = createServer((_req, res) => {
    res.writeHead(reply.status, { 'content-type': reply.contentType, 'content-length': reply.body.length }).end(reply.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/**
 * A bare Fastify route at `path` answering the same bytes: what the framework itself costs, without the platform's
 * hooks (auth, access gate, read-model checks), database or serialisation.
 */
export async function serveBareFastify(path: string, reply: Captured): Promise<Served> {
  const app = Fastify({ logger: false });
  app.get(path, (_req, res) => {
    res.status(reply.status).type(reply.contentType).send(reply.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`,
    async close() {
      await app.close();
    },
  };
}
