import WebSocket from 'ws';
import type { TestApp } from './harness.js';

export type Msg = { type: string; readModel?: string; ids?: string[]; position?: string; userId?: string; instituteId?: string };
export interface Socket {
  ws: WebSocket;
  messages: Msg[];
  /** Set once the server closed the socket: its close code and reason. */
  closed: { code: number; reason: string } | null;
}

/** Listens on a random port and opens sockets that record what they receive and how they were closed. */
export async function wsClient(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  const base = `ws://127.0.0.1:${addr.port}/api/v1/ws`;
  const open: WebSocket[] = [];
  const connect = async (token: string): Promise<Socket> => {
    const ws = new WebSocket(`${base}?token=${encodeURIComponent(token)}`);
    open.push(ws);
    const s: Socket = { ws, messages: [], closed: null };
    ws.on('message', (raw) => s.messages.push(JSON.parse(raw.toString()) as Msg));
    ws.on('close', (code, reason) => (s.closed = { code, reason: reason.toString() }));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return s;
  };
  const tokenOf = async (role: Parameters<TestApp['as']>[0]) => (await t.as(role)).authorization!.replace('Bearer ', '');
  return { base, connect, tokenOf, closeAll: () => open.forEach((w) => w.terminate()) };
}

/** Every id any change signal of a socket named. */
export const idsSeen = (s: Socket) => new Set(s.messages.flatMap((m) => (m.type === 'change' ? (m.ids ?? []) : [])));
export const modelsSeen = (s: Socket) => new Set(s.messages.flatMap((m) => (m.type === 'change' ? [m.readModel!] : [])));
