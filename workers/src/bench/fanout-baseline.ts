import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { ClientFleet, sharedNow } from './fanout-clients.js';

/** A change signal of the same shape and size as the platform's (a uuid id, a position). */
export const signalLike = (id: string, position: number) =>
  JSON.stringify({ type: 'change', readModel: 'department', ids: [id], position: String(position) });

interface BareServer {
  url: string;
  broadcast(data: string): void;
  close(): Promise<void>;
}

/** The floor: node:http + ws, no auth, no audience; a hello on connect (the platform's hub sends one too). */
async function bareServer(): Promise<BareServer> {
  const http: Server = createServer((_req, res) => res.writeHead(426).end());
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (ws) => ws.send('{"type":"hello"}'));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', 511, r));
  return {
    url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    // The broadcast the ws documentation shows: one string, sent to every open client.
    broadcast(data) {
      for (const c of wss.clients) if (c.readyState === c.OPEN) c.send(data);
    },
    async close() {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      http.closeAllConnections();
      await new Promise<void>((r) => http.close(() => r()));
    },
  };
}

/** One measured round: milliseconds until the last socket got the signal. */
export interface Fanout {
  round(): Promise<number>;
  close(): Promise<void>;
}

function rounds(fleet: ClientFleet, start: (id: string, k: number) => Promise<void> | void, close: () => Promise<void>): Fanout {
  let k = 0;
  return {
    async round() {
      const id = randomUUID();
      const t0 = sharedNow();
      await start(id, k++);
      return (await fleet.reached(id)).last - t0;
    },
    async close() {
      await fleet.close();
      await close();
    },
  };
}

/** N sockets on one bare ws server; a round broadcasts a signal-sized message, timed until the last socket has it. */
export async function bareBroadcast(n: number): Promise<Fanout> {
  const server = await bareServer();
  try {
    const fleet = await ClientFleet.open(
      Array.from({ length: n }, () => server.url),
      'department',
    );
    return rounds(
      fleet,
      (id, k) => server.broadcast(signalLike(id, k)),
      () => server.close(),
    );
  } catch (err) {
    await server.close();
    throw err;
  }
}

/**
 * Two bare ws servers, each with its own Redis subscriber, the sockets split between them; a round publishes the
 * signal on Redis (as the process where the change happened would) and each server relays it to its sockets as it came.
 */
export async function bareRedisBroadcast(redisUrl: string, n: number): Promise<Fanout> {
  const channel = `bench-fanout-${randomBytes(4).toString('hex')}`;
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const servers: BareServer[] = [];
  const subs: Redis[] = [];
  const close = async () => {
    for (const s of servers) await s.close();
    for (const s of subs) s.disconnect();
    pub.disconnect();
  };
  try {
    for (let i = 0; i < 2; i++) {
      const server = await bareServer();
      servers.push(server);
      const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
      subs.push(sub);
      sub.on('message', (_ch: string, raw: string) => server.broadcast(raw));
      await sub.subscribe(channel);
    }
    const fleet = await ClientFleet.open(
      Array.from({ length: n }, (_, i) => servers[i % 2]!.url),
      'department',
    );
    return rounds(
      fleet,
      async (id, k) => {
        await pub.publish(channel, signalLike(id, k));
      },
      close,
    );
  } catch (err) {
    await close();
    throw err;
  }
}
