import type { WebSocket } from 'ws';
import type { PushEnvelope, PushMessage } from '@school/contracts';

interface Client {
  socket: WebSocket;
  userId: string;
  instituteId: string;
  alive: boolean;
}

export interface HubOptions {
  heartbeatMs?: number;
  /** A client whose unsent bytes exceed this is dropped instead of buffered without bound. */
  maxBufferedBytes?: number;
}

/** Holds the open sockets and forwards push envelopes to the ones of the same institute (or user). */
export class WsHub {
  readonly #clients = new Set<Client>();
  readonly #timer: NodeJS.Timeout;
  readonly #maxBuffered: number;
  dropped = 0;

  constructor(opts: HubOptions = {}) {
    this.#maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
    this.#timer = setInterval(() => this.#heartbeat(), opts.heartbeatMs ?? 25_000);
    this.#timer.unref();
  }

  get size(): number {
    return this.#clients.size;
  }

  add(socket: WebSocket, userId: string, instituteId: string): void {
    const client: Client = { socket, userId, instituteId, alive: true };
    this.#clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (raw) => {
      // The only message a client sends is an application-level ping (browsers cannot send ws pings).
      if (raw.toString() === '{"type":"ping"}') this.#send(client, { type: 'pong' } as unknown as PushMessage);
    });
    socket.on('close', () => this.#clients.delete(client));
    socket.on('error', () => this.#clients.delete(client));
    this.#send(client, { type: 'hello', userId, instituteId });
  }

  deliver(env: PushEnvelope): void {
    const data = JSON.stringify(env.message);
    for (const c of this.#clients) {
      if (env.instituteId !== '*' && c.instituteId !== env.instituteId) continue;
      if (env.userId && c.userId !== env.userId) continue;
      this.#sendRaw(c, data);
    }
  }

  close(): void {
    clearInterval(this.#timer);
    for (const c of this.#clients) c.socket.terminate();
    this.#clients.clear();
  }

  #send(c: Client, msg: PushMessage): void {
    this.#sendRaw(c, JSON.stringify(msg));
  }

  #sendRaw(c: Client, data: string): void {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > this.#maxBuffered) {
      this.dropped++;
      this.#clients.delete(c);
      c.socket.terminate();
      return;
    }
    c.socket.send(data);
  }

  #heartbeat(): void {
    for (const c of this.#clients) {
      if (!c.alive) {
        this.#clients.delete(c);
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.socket.ping();
      } catch {
        this.#clients.delete(c);
      }
    }
  }
}
