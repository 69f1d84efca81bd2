import type { WebSocket } from 'ws';
import { MAX_SOCKETS_PER_USER, PUSH_CLOSE, type PushEnvelope, type PushMessage, type Role } from '@school/contracts';
import { visibleTo } from './audience.js';

/** Who a socket belongs to: what the guard found when it opened, refreshed when the user's record changes. */
export interface SocketAuth {
  userId: string;
  role: Role;
  instituteId: string;
  children: readonly string[];
}

/** The socket's credentials, to check again later with the guard's authenticator. */
export interface SocketSession {
  token: string;
  requestedInstitute?: string;
}

interface Client {
  socket: WebSocket;
  auth: SocketAuth;
  session: SocketSession | null;
  modules: ReadonlySet<string> | null;
  /** Epoch ms when the token expires (null: unknown). */
  expiresAt: number | null;
  alive: boolean;
  /** While a check of the session or the modules runs, signals wait here (in order) instead of going out. */
  held: PushEnvelope[] | null;
  checks: number;
  timer?: NodeJS.Timeout;
}

export interface HubOptions {
  heartbeatMs?: number;
  /** A client whose unsent bytes exceed this is dropped instead of buffered without bound. */
  maxBufferedBytes?: number;
  /** Open sockets per user on this server; opening one more closes the oldest (code 4409). */
  maxPerUser?: number;
  /** The guard's authenticator: rejects a session that ended (blocked, deleted, new password, signed out). */
  authenticate?: (token: string, requestedInstitute: string | undefined) => Promise<SocketAuth>;
  /** The permission modules a MANAGER or STAFF member holds in the socket's institute. */
  modulesOf?: (auth: SocketAuth) => Promise<ReadonlySet<string>>;
}

const GRANTED: readonly Role[] = ['MANAGER', 'STAFF'];
const MAX_HELD = 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;
const EXPIRED = 'Your session has expired. Please sign in again.';

/** The `exp` of a JWT the guard has already verified, in epoch ms. */
export function expiryOf(token: string): number | null {
  try {
    const exp = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Holds the open sockets and forwards push envelopes to those of the same institute (or user) that may read the read
 * model (see audience.ts). A signal naming users of `app_user` re-checks their sessions; one of `permission` re-reads
 * the modules of managers and staff. Sockets end when their session does, or their token expires.
 */
export class WsHub {
  readonly #clients = new Set<Client>();
  readonly #timer: NodeJS.Timeout;
  readonly #maxBuffered: number;
  readonly #maxPerUser: number;
  readonly #authenticate: HubOptions['authenticate'];
  readonly #modulesOf: HubOptions['modulesOf'];
  dropped = 0;

  constructor(opts: HubOptions = {}) {
    this.#maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
    this.#maxPerUser = opts.maxPerUser ?? MAX_SOCKETS_PER_USER;
    this.#authenticate = opts.authenticate;
    this.#modulesOf = opts.modulesOf;
    this.#timer = setInterval(() => this.#heartbeat(), opts.heartbeatMs ?? 25_000);
    this.#timer.unref();
  }

  get size(): number {
    return this.#clients.size;
  }

  add(socket: WebSocket, auth: SocketAuth, session: SocketSession | null = null): void {
    const client: Client = {
      socket,
      auth,
      session,
      modules: null,
      expiresAt: session ? expiryOf(session.token) : null,
      alive: true,
      held: null,
      checks: 0,
    };
    // The oldest sockets of the user give way (a Set iterates in insertion order).
    const theirs = [...this.#clients].filter((c) => c.auth.userId === auth.userId);
    for (const old of theirs.slice(0, Math.max(0, theirs.length + 1 - this.#maxPerUser))) {
      this.#end(old, PUSH_CLOSE.tooMany, 'Too many open connections: this one was the oldest.');
    }
    this.#clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (raw) => {
      // The only message a client sends is an application-level ping (browsers cannot send ws pings).
      if (raw.toString() === '{"type":"ping"}') this.#send(client, { type: 'pong' } as unknown as PushMessage);
    });
    socket.on('close', () => this.#forget(client));
    socket.on('error', () => this.#forget(client));
    this.#send(client, { type: 'hello', userId: auth.userId, instituteId: auth.instituteId });
    if (client.expiresAt !== null) {
      const left = client.expiresAt - Date.now();
      if (left <= 0) return this.#end(client, PUSH_CLOSE.sessionEnded, EXPIRED);
      if (left <= MAX_TIMER_MS) {
        client.timer = setTimeout(() => this.#end(client, PUSH_CLOSE.sessionEnded, EXPIRED), left);
        client.timer.unref();
      }
    }
    if (GRANTED.includes(auth.role)) void this.#recheck(client, false);
  }

  deliver(env: PushEnvelope): void {
    const m = env.message;
    if (m.type === 'change' && m.readModel === 'app_user' && this.#authenticate) {
      // A user blocked, deleted, signed out or with a new password: their sockets on every institute are checked again.
      const named = new Set(m.ids);
      for (const c of this.#clients) if (c.session && named.has(c.auth.userId)) void this.#recheck(c, true);
    }
    if (m.type === 'change' && m.readModel === 'permission' && this.#modulesOf) {
      for (const c of this.#clients) {
        const here = env.instituteId === '*' || c.auth.instituteId === env.instituteId;
        if (here && GRANTED.includes(c.auth.role)) void this.#recheck(c, false);
      }
    }
    const all = JSON.stringify(m);
    for (const c of this.#clients) {
      if (env.instituteId !== '*' && c.auth.instituteId !== env.instituteId) continue;
      if (env.userId && c.auth.userId !== env.userId) continue;
      if (c.held) {
        if (c.held.length >= MAX_HELD) this.#drop(c);
        else c.held.push(env);
        continue;
      }
      this.#forward(c, env, all);
    }
  }

  close(): void {
    clearInterval(this.#timer);
    for (const c of this.#clients) {
      clearTimeout(c.timer);
      c.socket.terminate();
    }
    this.#clients.clear();
  }

  #forward(c: Client, env: PushEnvelope, serialized?: string): void {
    const m = env.message;
    if (m.type !== 'change') return this.#sendRaw(c, serialized ?? JSON.stringify(m));
    const seen = visibleTo({ ...c.auth, modules: c.modules }, m.readModel, m.ids, env.owners);
    if (!seen) return;
    if (seen.ids === 'all') return this.#sendRaw(c, serialized ?? JSON.stringify(m));
    this.#sendRaw(c, JSON.stringify({ ...m, ids: seen.ids }));
  }

  /** Checks the session again (`withAuth`) and reads the modules; signals wait meanwhile so none slips past an ended session. */
  async #recheck(c: Client, withAuth: boolean): Promise<void> {
    c.held ??= [];
    c.checks++;
    try {
      if (withAuth && this.#authenticate && c.session) {
        const a = await this.#authenticate(c.session.token, c.session.requestedInstitute);
        c.auth = { userId: a.userId, role: a.role, instituteId: a.instituteId, children: a.children };
      }
      if (GRANTED.includes(c.auth.role) && this.#modulesOf) c.modules = await this.#modulesOf(c.auth);
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 401) this.#end(c, PUSH_CLOSE.sessionEnded, (err as Error).message || 'Your session has ended.');
      else if (status === 403) this.#end(c, PUSH_CLOSE.forbidden, (err as Error).message || 'You do not belong to this institute.');
      // Anything else (the database away): the client reconnects and is checked afresh.
      else this.#end(c, 1011, 'Please reconnect.');
      return;
    } finally {
      c.checks--;
    }
    if (c.checks > 0 || !this.#clients.has(c)) return;
    const held = c.held ?? [];
    c.held = null;
    for (const env of held) if (this.#clients.has(c)) this.#forward(c, env);
  }

  #send(c: Client, msg: PushMessage): void {
    this.#sendRaw(c, JSON.stringify(msg));
  }

  #sendRaw(c: Client, data: string): void {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > this.#maxBuffered) return this.#drop(c);
    c.socket.send(data);
  }

  #forget(c: Client): void {
    clearTimeout(c.timer);
    this.#clients.delete(c);
  }

  #drop(c: Client): void {
    this.dropped++;
    this.#forget(c);
    c.socket.terminate();
  }

  /** Closes with a code and reason the client understands (it does not reconnect after the 44xx ones). */
  #end(c: Client, code: number, reason: string): void {
    this.#forget(c);
    c.held = null;
    // A close reason is limited to 123 bytes.
    const why = Buffer.from(reason).subarray(0, 123).toString();
    try {
      if (c.socket.readyState === c.socket.OPEN) c.socket.close(code, why);
      else c.socket.terminate();
    } catch {
      c.socket.terminate();
    }
  }

  #heartbeat(): void {
    const now = Date.now();
    for (const c of this.#clients) {
      if (c.expiresAt !== null && now >= c.expiresAt) {
        this.#end(c, PUSH_CLOSE.sessionEnded, EXPIRED);
        continue;
      }
      if (!c.alive) {
        this.#forget(c);
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.socket.ping();
      } catch {
        this.#forget(c);
      }
    }
  }
}
