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

/** Milliseconds from the broadcast (or the publish) until the last socket got it, one per round. */
export type Rounds = number[];

async function timeRounds(
  fleet: ClientFleet,
  rounds: number,
  warmup: number,
  start: (id: string, k: number) => Promise<void> | void,
): Promise<Rounds> {
  const out: number[] = [];
  for (let k = 0; k < warmup + rounds; k++) {
    const id = randomUUID();
    const t0 = sharedNow();
    await start(id, k);
    const { last } = await fleet.reached(id);
    if (k >= warmup) out.push(last - t0);
  }
  return out.sort((a, b) => a - b);
}

/** N sockets on one bare ws server; the server broadcasts a signal-sized message. */
export async function bareBroadcast(n: number, rounds: number, warmup: number): Promise<Rounds> {
  const server = await bareServer();
  let fleet: ClientFleet | null = null;
  try {
    fleet = await ClientFleet.open(
      Array.from({ length: n }, () => server.url),
      'department',
    );
    return await timeRounds(fleet, rounds, warmup, (id, k) => server.broadcast(signalLike(id, k)));
  } finally {
    await fleet?.close();
    await server.close();
  }
}

/**
 * Two bare ws servers, each with its own Redis subscriber, the sockets split between them; the signal is published
 * on Redis (as by the process where the change happened) and each server relays it to its sockets as it came.
 */
export async function bareRedisBroadcast(redisUrl: string, n: number, rounds: number, warmup: number): Promise<Rounds> {
  const channel = `bench-fanout-${randomBytes(4).toString('hex')}`;
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const servers: BareServer[] = [];
  const subs: Redis[] = [];
  let fleet: ClientFleet | null = null;
  try {
    for (let i = 0; i < 2; i++) {
      const server = await bareServer();
      const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
      sub.on('message', (_ch: string, raw: string) => server.broadcast(raw));
      await sub.subscribe(channel);
      servers.push(server);
      subs.push(sub);
    }
    fleet = await ClientFleet.open(
      Array.from({ length: n }, (_, i) => servers[i % 2]!.url),
      'department',
    );
    return await timeRounds(fleet, rounds, warmup, async (id, k) => {
      await pub.publish(channel, signalLike(id, k));
    });
  } finally {
    await fleet?.close();
    for (const s of servers) await s.close();
    for (const s of subs) s.disconnect();
    pub.disconnect();
  }
}
