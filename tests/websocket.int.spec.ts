import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually, startTestApp, type TestApp } from './support/harness.js';
// The hub is not part of the server's public face; this test pins its back-pressure rule directly.
import { WsHub } from '../server/src/platform/push/ws-hub.js';
import type { Role } from '@school/contracts';

let t: TestApp;
let base: string;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  base = `ws://127.0.0.1:${addr.port}/api/v1/ws`;
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await t?.close();
});

type Msg = { type: string; readModel?: string; ids?: string[]; position?: string; userId?: string; instituteId?: string };

/** Opens a socket and records every message it receives. */
async function connect(token: string) {
  const ws = new WebSocket(`${base}?token=${encodeURIComponent(token)}`);
  sockets.push(ws);
  const messages: Msg[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as Msg));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages };
}

/** Resolves with the HTTP status a refused upgrade got. */
function refusedStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => reject(new Error('the socket was accepted')));
    ws.once('error', () => {});
  });
}

const tokenOf = async (role: 'ADMIN' | 'STAFF', school: 'a' | 'b' = 'a') =>
  (await t.as(role, school)).authorization!.replace('Bearer ', '');

describe('websocket /api/v1/ws', () => {
  it('says hello, then signals department changes of its own institute only', async () => {
    const a = await connect(await tokenOf('STAFF'));
    await eventually(() => a.messages.length >= 1);
    expect(a.messages[0]).toEqual({ type: 'hello', userId: t.schoolA.users.get('STAFF'), instituteId: t.schoolA.instituteId });

    const adminA = await t.as('ADMIN');
    const adminB = await t.as('ADMIN', 'b');
    const inB = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: adminB,
      payload: { title: 'B only', description: 'b' },
    });
    const idB = inB.json().data._id as string;
    const first = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: adminA,
      payload: { title: 'Radio club', description: 'r' },
    });
    const idA = first.json().data._id as string;

    // `eventually` returns only a found (truthy) message.
    const signal = (await eventually(() =>
      a.messages.find((m) => m.type === 'change' && m.readModel === 'department' && m.ids?.includes(idA)),
    ))!;
    expect(signal).toMatchObject({ type: 'change', readModel: 'department', ids: [idA], position: expect.stringMatching(/^\d+$/) });
    expect(BigInt(signal.position!)).toBeGreaterThanOrEqual(BigInt(first.headers['x-position'] as string));

    // B's create was projected before A's (it came first in the log), so had it been sent it would be here by now.
    expect(JSON.stringify(a.messages)).not.toContain(idB);
    expect(a.messages.filter((m) => m.type === 'change').every((m) => m.ids!.every((id) => id !== idB))).toBe(true);
  });

  it('delivers B changes to B sockets, not to A sockets', async () => {
    const a = await connect(await tokenOf('ADMIN'));
    const b = await connect(await tokenOf('ADMIN', 'b'));
    await eventually(() => a.messages.length >= 1 && b.messages.length >= 1);
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/finance/create',
      headers: await t.as('ADMIN', 'b'),
      payload: { title: 'B fee', financeType: 'CREDIT', amount: 3 },
    });
    const id = r.json().data._id as string;
    await eventually(() => b.messages.some((m) => m.readModel === 'finance_entry' && m.ids?.includes(id)));
    // A later change of A arrives after B's, so A's socket has had every chance to see B's by then.
    const mark = await t.inject({
      method: 'POST',
      url: '/api/v1/finance/create',
      headers: await t.as('ADMIN'),
      payload: { title: 'A fee', financeType: 'CREDIT', amount: 3 },
    });
    const markId = mark.json().data._id as string;
    await eventually(() => a.messages.some((m) => m.ids?.includes(markId)));
    expect(a.messages.some((m) => m.ids?.includes(id))).toBe(false);
  });

  it('answers an application ping with a pong', async () => {
    const a = await connect(await tokenOf('ADMIN'));
    await eventually(() => a.messages.length >= 1);
    a.ws.send('{"type":"ping"}');
    await eventually(() => a.messages.some((m) => m.type === 'pong'));
  });

  it('refuses a missing, garbage or expired token before the upgrade', async () => {
    expect(await refusedStatus(base)).toBe(401);
    expect(await refusedStatus(`${base}?token=garbage`)).toBe(401);
    expect(await refusedStatus(`${base}?token=${'x'.repeat(5000)}`)).toBe(401);
    const good = await tokenOf('ADMIN');
    expect(await refusedStatus(`${base}?token=${good.slice(0, -2)}`)).toBe(401);
  });

  it('joins the institute named in the query string, if the caller belongs to it', async () => {
    const superToken = (await t.as('SUPER_ADMIN')).authorization!.replace('Bearer ', '');
    const ws = new WebSocket(`${base}?token=${superToken}&instituteId=${t.schoolB.instituteId}`);
    sockets.push(ws);
    const hello = await new Promise<Msg>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(raw.toString()) as Msg)));
    expect(hello).toMatchObject({ type: 'hello', instituteId: t.schoolB.instituteId });
    const adminA = await tokenOf('ADMIN');
    expect(await refusedStatus(`${base}?token=${adminA}&instituteId=${t.schoolB.instituteId}`)).toBe(403);
  });

  it('answers a plain GET (no upgrade) with a 4xx {error}', async () => {
    const token = await tokenOf('ADMIN');
    const r = await t.inject({ method: 'GET', url: `/api/v1/ws?token=${token}` });
    expect(r.statusCode).toBe(426);
    expect(r.json()).toEqual({ error: expect.any(String) });
    const noToken = await t.inject({ method: 'GET', url: '/api/v1/ws' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ error: expect.any(String) });
  });
});

/** Just enough of a ws socket for the hub: its state, buffer and the calls the hub makes. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  ping() {}
  close(code: number, reason: string) {
    this.closed = { code, reason };
    this.readyState = 3;
    this.emit('close');
  }
  closed: { code: number; reason: string } | null = null;
}

const who = (userId: string, instituteId: string, role: Role = 'ADMIN', children: string[] = []) => ({
  userId,
  instituteId,
  role,
  children,
});

describe('WsHub back-pressure', () => {
  it('drops a client whose unsent bytes exceed the limit, and keeps delivering to the others', () => {
    const hub = new WsHub({ maxBufferedBytes: 1000, heartbeatMs: 60_000 });
    try {
      const slow = new FakeSocket();
      const fast = new FakeSocket();
      hub.add(slow as never, who('u1', 'inst'));
      hub.add(fast as never, who('u2', 'inst'));
      expect(hub.size).toBe(2);
      expect(slow.sent.map((s) => JSON.parse(s).type)).toEqual(['hello']);

      const change = { instituteId: 'inst', message: { type: 'change' as const, readModel: 'department', ids: ['d1'], position: '7' } };
      slow.bufferedAmount = 1000; // at the limit: still served
      hub.deliver(change);
      expect(slow.sent).toHaveLength(2);

      slow.bufferedAmount = 5_000_000;
      hub.deliver(change);
      expect(slow.terminated).toBe(true);
      expect(slow.sent).toHaveLength(2);
      expect(hub.dropped).toBe(1);
      expect(hub.size).toBe(1);
      expect(fast.sent).toHaveLength(3);

      // Once dropped, it receives nothing more even if its buffer drains.
      slow.bufferedAmount = 0;
      slow.readyState = 1;
      hub.deliver(change);
      expect(slow.sent).toHaveLength(2);
      expect(fast.sent).toHaveLength(4);
    } finally {
      hub.close();
    }
  });

  it('routes by institute and by user', () => {
    const hub = new WsHub({ heartbeatMs: 60_000 });
    try {
      const a1 = new FakeSocket();
      const a2 = new FakeSocket();
      const b1 = new FakeSocket();
      hub.add(a1 as never, who('ua1', 'A'));
      hub.add(a2 as never, who('ua2', 'A'));
      hub.add(b1 as never, who('ub1', 'B'));
      const msg = { type: 'change' as const, readModel: 'x', ids: [], position: '1' };
      hub.deliver({ instituteId: 'A', message: msg });
      hub.deliver({ instituteId: 'A', userId: 'ua2', message: msg });
      hub.deliver({ instituteId: '*', message: msg });
      expect([a1.sent.length, a2.sent.length, b1.sent.length]).toEqual([3, 4, 2]);
      // A closed socket leaves the hub.
      b1.emit('close');
      expect(hub.size).toBe(2);
    } finally {
      hub.close();
    }
  });
});
