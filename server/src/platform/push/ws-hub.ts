import type { WebSocket } from 'ws';
import { MAX_SOCKETS_PER_USER, PUSH_CLOSE, type PushEnvelope, type PushMessage, type Role } from '@school/contracts';
import { visibleTo, type Listener } from './audience.js';
import { Frames, encode, expiryOf } from './frames.js';
import { TickCork } from './tick-cork.js';
import type { ClientMessage, HubOptions, PeerHandler, SocketAuth, SocketEnd, SocketPeer, SocketSession } from './socket-types.js';

export { expiryOf } from './frames.js';
export type { ClientMessage, HubOptions, PeerHandler, SocketAuth, SocketEnd, SocketPeer, SocketSession } from './socket-types.js';

interface Client {
  socket: WebSocket;
  /** What handlers of client messages see of this socket (made on its first message to one). */
  peer?: SocketPeer;
  id: string;
  auth: SocketAuth;
  session: SocketSession | null;
  modules: ReadonlySet<string> | null;
  /** `auth` and `modules` as the audience rules read them: rebuilt when either changes, not per signal. */
  listener: Listener;
  /** Epoch ms when the token expires (null: unknown). */
  expiresAt: number | null;
  alive: boolean;
  /** While a check of the session or the modules runs, signals wait here (in order) instead of going out. */
  held: PushEnvelope[] | null;
  checks: number;
  timer?: NodeJS.Timeout;
}

const GRANTED: readonly Role[] = ['MANAGER', 'STAFF'];
/** A socket that sends more client messages than this in one second has the rest ignored (a live class's chat and signalling stay well under). */
const MAX_MESSAGES_PER_SECOND = 40;
const MAX_HELD = 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;
const EXPIRED = 'Your session has expired. Please sign in again.';
/** Sent as text frames: a Buffer encoded once goes to every socket without ws encoding the string again per socket. */
const TEXT = { binary: false } as const;
const PONG = encode({ type: 'pong' });
const listenerOf = (auth: SocketAuth, modules: ReadonlySet<string> | null): Listener => ({ ...auth, modules });

/**
 * Holds the open sockets and forwards push envelopes to those of the same institute (or user) that may read the read
 * model (see audience.ts). A signal naming users of `app_user` re-checks their sessions; one of `permission` re-reads
 * the modules of managers and staff. Sockets end when their session does, or their token expires.
 */
export class WsHub {
  readonly #clients = new Set<Client>();
  /** The same sockets by institute and by user: a signal visits only its institute's sockets, an open only its user's. */
  readonly #byInstitute = new Map<string, Set<Client>>();
  readonly #byUser = new Map<string, Set<Client>>();
  readonly #timer: NodeJS.Timeout;
  readonly #maxBuffered: number;
  readonly #maxPerUser: number;
  readonly #authenticate: HubOptions['authenticate'];
  readonly #modulesOf: HubOptions['modulesOf'];
  readonly #handlers = new Map<string, PeerHandler>();
  readonly #allHandlers = new Set<PeerHandler>();
  readonly #tick = new TickCork();
  #nextId = 0;
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

  /** Routes client messages of `handler.types` to it (one handler per type); returns a function that removes it. */
  handle(handler: PeerHandler): () => void {
    for (const t of handler.types) {
      if (this.#handlers.has(t)) throw new Error(`A handler for client messages of type ${t} exists already.`);
    }
    for (const t of handler.types) this.#handlers.set(t, handler);
    this.#allHandlers.add(handler);
    return () => {
      for (const t of handler.types) if (this.#handlers.get(t) === handler) this.#handlers.delete(t);
      this.#allHandlers.delete(handler);
    };
  }

  add(socket: WebSocket, auth: SocketAuth, session: SocketSession | null = null): void {
    const client: Client = {
      socket,
      id: `s${++this.#nextId}`,
      auth,
      session,
      modules: null,
      listener: listenerOf(auth, null),
      expiresAt: session ? expiryOf(session.token) : null,
      alive: true,
      held: null,
      checks: 0,
    };
    // The oldest sockets of the user give way (a Set iterates in insertion order).
    const theirs = [...(this.#byUser.get(auth.userId) ?? [])];
    for (const old of theirs.slice(0, Math.max(0, theirs.length + 1 - this.#maxPerUser))) {
      this.#end(old, PUSH_CLOSE.tooMany, 'Too many open connections: this one was the oldest.');
    }
    this.#remember(client);
    socket.on('pong', () => (client.alive = true));
    let second = 0;
    let inSecond = 0;
    socket.on('message', (raw) => {
      const text = raw.toString();
      // An application-level ping (browsers cannot send ws pings).
      if (text === '{"type":"ping"}') return this.#send(client, PONG);
      const now = Math.floor(Date.now() / 1000);
      if (now !== second) {
        second = now;
        inSecond = 0;
      }
      if (++inSecond > MAX_MESSAGES_PER_SECOND) return;
      this.#dispatch(client, text);
    });
    socket.on('close', (code: number) => this.#forget(client, code === 1006 ? 'lost' : 'closed'));
    socket.on('error', () => this.#forget(client, 'lost'));
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
    const frames = new Frames(m);
    const scope = env.userId
      ? this.#byUser.get(env.userId)
      : env.instituteId === '*'
        ? this.#clients
        : this.#byInstitute.get(env.instituteId);
    // A send may drop a socket (deleted from the set mid-walk): a Set's iteration allows that.
    for (const c of scope ?? []) {
      if (env.instituteId !== '*' && c.auth.instituteId !== env.instituteId) continue;
      if (env.userId && c.auth.userId !== env.userId) continue;
      if (c.held) {
        if (c.held.length >= MAX_HELD) this.#drop(c);
        else c.held.push(env);
        continue;
      }
      this.#forward(c, env, frames);
    }
  }

  close(): void {
    clearInterval(this.#timer);
    for (const c of this.#clients) {
      clearTimeout(c.timer);
      c.socket.terminate();
    }
    this.#clients.clear();
    this.#byInstitute.clear();
    this.#byUser.clear();
  }

  #forward(c: Client, env: PushEnvelope, frames = new Frames(env.message)): void {
    const m = env.message;
    if (m.type !== 'change') return this.#sendRaw(c, frames.all);
    const seen = visibleTo(c.listener, m.readModel, m.ids, env.owners);
    if (!seen) return;
    this.#sendRaw(c, seen.ids === 'all' ? frames.all : frames.some(seen.ids));
  }

  /** A client message of a handled type goes to its handler; anything else (unknown, not JSON) is ignored. */
  #dispatch(c: Client, text: string): void {
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return;
    const type = (msg as { type?: unknown }).type;
    if (typeof type !== 'string') return;
    const handler = this.#handlers.get(type);
    if (!handler || !this.#clients.has(c) || c.held) {
      // While the session is being checked again, a message could come from a session that just ended: refused.
      if (handler && c.held) this.#send(c, encode({ type: 'error', for: type, error: 'Please try again in a moment.' }));
      return;
    }
    try {
      handler.onMessage(this.#peerOf(c), msg as ClientMessage);
    } catch {
      // A handler's fault must not end the socket or the hub.
    }
  }

  #peerOf(c: Client): SocketPeer {
    if (c.peer) return c.peer;
    const clients = this.#clients;
    c.peer = {
      id: c.id,
      get auth() {
        return c.auth;
      },
      get open() {
        return clients.has(c) && c.socket.readyState === c.socket.OPEN;
      },
      send: (m: unknown) => this.#sendRaw(c, encode(m)),
    };
    return c.peer;
  }

  #remember(c: Client): void {
    this.#clients.add(c);
    this.#index(c);
  }

  #index(c: Client): void {
    indexAdd(this.#byInstitute, c.auth.instituteId, c);
    indexAdd(this.#byUser, c.auth.userId, c);
  }

  #unindex(c: Client): void {
    indexDelete(this.#byInstitute, c.auth.instituteId, c);
    indexDelete(this.#byUser, c.auth.userId, c);
  }

  /** Checks the session again (`withAuth`) and reads the modules; signals wait meanwhile so none slips past an ended session. */
  async #recheck(c: Client, withAuth: boolean): Promise<void> {
    c.held ??= [];
    c.checks++;
    try {
      if (withAuth && this.#authenticate && c.session) {
        const a = await this.#authenticate(c.session.token, c.session.requestedInstitute);
        const auth = { userId: a.userId, role: a.role, instituteId: a.instituteId, children: a.children };
        // Filed again under its institute and user, should either have changed.
        this.#unindex(c);
        c.auth = auth;
        if (this.#clients.has(c)) this.#index(c);
      }
      if (GRANTED.includes(c.auth.role) && this.#modulesOf) c.modules = await this.#modulesOf(c.auth);
      c.listener = listenerOf(c.auth, c.modules);
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

  #send(c: Client, msg: PushMessage | Buffer): void {
    this.#sendRaw(c, Buffer.isBuffer(msg) ? msg : encode(msg));
  }

  #sendRaw(c: Client, data: Buffer): void {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > this.#maxBuffered) return this.#drop(c);
    this.#tick.cork(c.socket); // frames of one tick to a socket leave in one write
    c.socket.send(data, TEXT);
  }

  #forget(c: Client, how: SocketEnd = 'closed'): void {
    clearTimeout(c.timer);
    const known = this.#clients.delete(c);
    this.#unindex(c);
    if (!known || !c.peer) return;
    for (const h of this.#allHandlers) {
      try {
        h.onClose?.(c.peer, how);
      } catch {
        // as above
      }
    }
  }

  #drop(c: Client): void {
    this.dropped++;
    this.#forget(c, 'lost');
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
        this.#forget(c, 'lost');
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.socket.ping();
      } catch {
        this.#forget(c, 'lost');
      }
    }
  }
}

function indexAdd(index: Map<string, Set<Client>>, key: string, c: Client): void {
  const set = index.get(key);
  if (set) set.add(c);
  else index.set(key, new Set([c]));
}

function indexDelete(index: Map<string, Set<Client>>, key: string, c: Client): void {
  const set = index.get(key);
  if (!set?.delete(c) || set.size > 0) return;
  index.delete(key);
}
