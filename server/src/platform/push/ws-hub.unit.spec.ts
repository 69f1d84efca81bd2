import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { PushEnvelope, Role } from '@school/contracts';
import { WsHub, type SocketAuth } from './ws-hub.js';

/** Keeps the exact value each send was given, to tell one shared encoding from one per socket. */
class RawSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  raw: unknown[] = [];
  closed: number | null = null;
  send(data: unknown) {
    this.raw.push(data);
  }
  get sent(): { type: string; readModel?: string; ids?: string[] }[] {
    return this.raw.map((d) => JSON.parse(String(d)));
  }
  terminate() {
    this.readyState = 3;
  }
  close(code: number) {
    this.closed = code;
    this.readyState = 3;
    this.emit('close');
  }
  ping() {}
}

const who = (userId: string, instituteId: string, role: Role = 'TEACHER'): SocketAuth => ({ userId, instituteId, role, children: [] });
const change = (instituteId: string, readModel: string, ids: string[], extra: Partial<PushEnvelope> = {}): PushEnvelope => ({
  instituteId,
  ...extra,
  message: { type: 'change', readModel, ids, position: '9' },
});
const tick = () => new Promise((r) => setTimeout(r, 0));

let hub: WsHub;
afterEach(() => hub?.close());

describe('WsHub fan-out', () => {
  it('encodes a signal once for every socket that may read all of it, and once for every socket told without ids', () => {
    hub = new WsHub({ heartbeatMs: 60_000 });
    const [t1, t2, s1, s2] = [new RawSocket(), new RawSocket(), new RawSocket(), new RawSocket()];
    hub.add(t1 as never, who('t1', 'A'));
    hub.add(t2 as never, who('t2', 'A'));
    hub.add(s1 as never, who('s1', 'A', 'STUDENT'));
    hub.add(s2 as never, who('s2', 'A', 'STUDENT'));
    // A batch change: the staff side reads the ids, students hear that one changed (blind).
    hub.deliver(change('A', 'batch', ['b1']));
    expect(t1.sent.at(-1)).toEqual({ type: 'change', readModel: 'batch', ids: ['b1'], position: '9' });
    expect(s1.sent.at(-1)).toEqual({ type: 'change', readModel: 'batch', ids: [], position: '9' });
    // One Buffer object per form of the signal (a string per socket would be encoded again by ws for each).
    expect(Buffer.isBuffer(t1.raw.at(-1)) && Buffer.isBuffer(s1.raw.at(-1))).toBe(true);
    expect(t1.raw.at(-1)).toBe(t2.raw.at(-1));
    expect(s1.raw.at(-1)).toBe(s2.raw.at(-1));
    expect(t1.raw.at(-1)).not.toBe(s1.raw.at(-1));
  });

  it('tells a student only of their own ids, each socket its own', () => {
    hub = new WsHub({ heartbeatMs: 60_000 });
    const [a, b, t] = [new RawSocket(), new RawSocket(), new RawSocket()];
    hub.add(a as never, who('sa', 'A', 'STUDENT'));
    hub.add(b as never, who('sb', 'A', 'STUDENT'));
    hub.add(t as never, who('t', 'A'));
    hub.deliver(change('A', 'student_payment', ['p1', 'p2'], { owners: { p1: ['sa'], p2: ['sb'] } }));
    expect(a.sent.at(-1)?.ids).toEqual(['p1']);
    expect(b.sent.at(-1)?.ids).toEqual(['p2']);
    // A teacher may not read payments: nothing after the hello.
    expect(t.sent.map((m) => m.type)).toEqual(['hello']);
  });

  it("sends a user's envelope to that user's sockets in that institute only", () => {
    hub = new WsHub({ heartbeatMs: 60_000 });
    const [mine, mineElsewhere, other] = [new RawSocket(), new RawSocket(), new RawSocket()];
    hub.add(mine as never, who('u', 'A'));
    hub.add(mineElsewhere as never, who('u', 'B'));
    hub.add(other as never, who('v', 'A'));
    hub.deliver(change('A', 'notification', ['n1'], { userId: 'u' }));
    expect(mine.sent.at(-1)).toMatchObject({ readModel: 'notification', ids: ['n1'] });
    expect(mineElsewhere.sent).toHaveLength(1);
    expect(other.sent).toHaveLength(1);
  });

  it('counts only the same user toward the cap, and a closed socket frees its place', () => {
    hub = new WsHub({ heartbeatMs: 60_000, maxPerUser: 2 });
    const u = [new RawSocket(), new RawSocket()];
    const v = [new RawSocket(), new RawSocket()];
    hub.add(u[0] as never, who('u', 'A'));
    hub.add(v[0] as never, who('v', 'A'));
    hub.add(u[1] as never, who('u', 'A'));
    hub.add(v[1] as never, who('v', 'A'));
    expect([...u, ...v].map((s) => s.closed)).toEqual([null, null, null, null]);
    u[0]!.emit('close');
    const again = new RawSocket();
    hub.add(again as never, who('u', 'A'));
    expect([u[1]!.closed, again.closed]).toEqual([null, null]);
    expect(hub.size).toBe(4);
    hub.deliver(change('A', 'department', ['d1']));
    expect(u[0]!.sent).toHaveLength(1);
    expect(again.sent.at(-1)).toMatchObject({ ids: ['d1'] });
  });

  it('files a socket under the institute its session now names after a check', async () => {
    const authenticate = async (token: string): Promise<SocketAuth> => who(token, 'B');
    hub = new WsHub({ heartbeatMs: 60_000, authenticate });
    const s = new RawSocket();
    hub.add(s as never, who('u', 'A'), { token: 'u' });
    hub.deliver(change('A', 'app_user', ['u']));
    await tick();
    hub.deliver(change('A', 'department', ['in-a']));
    hub.deliver(change('B', 'department', ['in-b']));
    expect(s.sent.filter((m) => m.readModel === 'department').map((m) => m.ids)).toEqual([['in-b']]);
  });
});

describe('WsHub on a real socket', () => {
  it('sends signals as text frames', async () => {
    hub = new WsHub({ heartbeatMs: 60_000 });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    try {
      wss.on('connection', (socket) => hub.add(socket, who('u', 'A')));
      await new Promise((r) => wss.once('listening', r));
      const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
      const frames: { text: string; binary: boolean }[] = [];
      const two = new Promise<void>((resolve) =>
        client.on('message', (data, isBinary) => {
          frames.push({ text: String(data), binary: isBinary });
          if (frames.length === 1) hub.deliver(change('A', 'department', ['d1']));
          if (frames.length === 2) resolve();
        }),
      );
      await two;
      client.close();
      expect(frames.map((f) => f.binary)).toEqual([false, false]);
      expect(JSON.parse(frames[1]!.text)).toEqual({ type: 'change', readModel: 'department', ids: ['d1'], position: '9' });
    } finally {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    }
  });
});

describe('WsHub client messages', () => {
  it('routes a handled type to its handler with the socket as a peer, ignores the rest, and tells the handler when it closes', () => {
    hub = new WsHub({ heartbeatMs: 60_000 });
    const seen: { peer: string; user: string; msg: unknown }[] = [];
    const closed: string[] = [];
    hub.handle({
      types: ['join-to-class'],
      onMessage: (peer, msg) => {
        seen.push({ peer: peer.id, user: peer.auth.userId, msg });
        peer.send({ type: 'room-state', roomId: msg.roomId });
      },
      onClose: (peer) => closed.push(peer.id),
    });
    expect(() => hub.handle({ types: ['join-to-class'], onMessage: () => {} })).toThrow(/exists already/);
    const s = new RawSocket();
    hub.add(s as never, who('s1', 'A', 'STUDENT'));
    s.emit('message', Buffer.from('not json'));
    s.emit('message', Buffer.from('{"type":"unknown"}'));
    s.emit('message', Buffer.from('[1,2]'));
    s.emit('message', Buffer.from('{"type":"join-to-class","roomId":"c1"}'));
    expect(seen).toEqual([{ peer: expect.any(String), user: 's1', msg: { type: 'join-to-class', roomId: 'c1' } }]);
    expect(s.sent.at(-1)).toEqual({ type: 'room-state', roomId: 'c1' });
    s.close(1000);
    expect(closed).toEqual([seen[0]!.peer]);
  });

  it('ignores a socket past 40 messages in a second, and a handler that throws ends neither the socket nor the hub', () => {
    hub = new WsHub({ heartbeatMs: 60_000 });
    let count = 0;
    hub.handle({
      types: ['message-to-chat'],
      onMessage: () => {
        count++;
        throw new Error('boom');
      },
    });
    const s = new RawSocket();
    hub.add(s as never, who('s1', 'A', 'STUDENT'));
    for (let i = 0; i < 100; i++) s.emit('message', Buffer.from('{"type":"message-to-chat"}'));
    expect(count).toBeGreaterThanOrEqual(40);
    expect(count).toBeLessThanOrEqual(80);
    expect(s.readyState).toBe(1);
    expect(hub.size).toBe(1);
  });
});

describe('WsHub socket ends', () => {
  it('tells a handler a browser close (1000/1001) from a lost connection (1006, an error, no heartbeat answer)', async () => {
    hub = new WsHub({ heartbeatMs: 20 });
    const ends: string[] = [];
    hub.handle({ types: ['join-to-class'], onMessage: () => {}, onClose: (p, how) => ends.push(`${p.auth.userId}:${how}`) });
    const join = (s: RawSocket) => s.emit('message', Buffer.from('{"type":"join-to-class"}'));
    const [a, b, c, d] = [new RawSocket(), new RawSocket(), new RawSocket(), new RawSocket()];
    hub.add(a as never, who('a', 'A', 'STUDENT'));
    hub.add(b as never, who('b', 'A', 'STUDENT'));
    hub.add(c as never, who('c', 'A', 'STUDENT'));
    hub.add(d as never, who('d', 'A', 'STUDENT'));
    for (const s of [a, b, c, d]) join(s);
    a.emit('close', 1001);
    b.emit('close', 1006);
    c.emit('error', new Error('reset'));
    // d never answers the heartbeat's ping: after two beats it is terminated as lost.
    await new Promise((r) => setTimeout(r, 80));
    expect(ends).toEqual(['a:closed', 'b:lost', 'c:lost', 'd:lost']);
  });
});
