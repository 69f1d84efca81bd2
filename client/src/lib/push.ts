import type { PushMessage as ServerMessage, JobProgress } from '@school/contracts';
import { API_BASE } from './api-client';
import { setPushConnected } from './push-map';

export * from './push-map';

/** Server → browser messages on `/api/v1/ws` (docs/api.md "Push"): contracts' messages, and the answer to a ping. */
export type PushMessage = ServerMessage | { type: 'pong' };

/** A bulk-upload job's progress, sent to the uploader's sockets only. */
export type JobMessage = JobProgress;

export interface PushHandlers {
  onChange: (readModel: string, ids: string[]) => void;
  /** After a reconnect: signals may have been missed while the socket was down. */
  onReconnect: () => void;
  onStatus?: (connected: boolean) => void;
  onJob?: (msg: JobMessage) => void;
  /** The server closed the socket because the session ended (4401) or the institute is no longer the user's (4403). */
  onSessionEnded?: () => void;
}

/**
 * Messages other than hello, change, job and pong (a live class room's chat, presence and video signalling) go to these
 * listeners; `sendOnSocket` sends on the tab's one socket. Module-level: the socket is one per tab.
 */
type RoomListener = (msg: { type: string } & Record<string, unknown>) => void;
const roomListeners = new Set<RoomListener>();
/** Called each time the socket (re)opens and the server said hello: a room rejoins then. */
const openListeners = new Set<() => void>();
let currentSocket: WebSocket | null = null;
let socketReady = false;

/** Listens to the room messages of the tab's socket; returns the function that stops. */
export function addSocketListener(fn: RoomListener): () => void {
  roomListeners.add(fn);
  return () => roomListeners.delete(fn);
}

/** Runs `fn` every time the socket is ready (now, if it is): the place to send `join-to-class` again after a reconnect. */
export function onSocketReady(fn: () => void): () => void {
  openListeners.add(fn);
  if (socketReady) fn();
  return () => openListeners.delete(fn);
}

/** Sends a message on the tab's socket; false when it is not open (the caller waits for `onSocketReady`). */
export function sendOnSocket(msg: { type: string } & Record<string, unknown>): boolean {
  if (!currentSocket || !socketReady || currentSocket.readyState !== WebSocket.OPEN) return false;
  currentSocket.send(JSON.stringify(msg));
  return true;
}

/** Close codes of the server (contracts PUSH_CLOSE): no reconnect after them. */
const SESSION_ENDED = 4401;
const FORBIDDEN = 4403;
/** More than 5 sockets of this user: this, the oldest, was closed; it comes back when its tab is looked at again. */
const TOO_MANY = 4409;

const PING_MS = 20_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * One websocket per tab. Reconnects with exponential backoff and jitter, sends an application-level ping
 * every 20 s (browsers cannot send protocol pings), and reconnects at once when the network comes back.
 * Returns a function that closes it for good.
 */
export function connectPush(token: string, instituteId: string | null, handlers: PushHandlers): () => void {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let everOpened = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const url = () => {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    // A websocket cannot carry the x-institute-id header, so the chosen institute goes in the query. Until the
    // server reads it, the socket follows the user's default institute.
    const inst = instituteId ? `&instituteId=${encodeURIComponent(instituteId)}` : '';
    return `${proto}//${location.host}${API_BASE}/ws?token=${encodeURIComponent(token)}${inst}`;
  };

  const open = () => {
    clearTimeout(retryTimer);
    if (closed) return;
    const ws = new WebSocket(url());
    socket = ws;
    currentSocket = ws;
    socketReady = false;
    ws.onmessage = (ev) => {
      let msg: PushMessage;
      try {
        msg = JSON.parse(String(ev.data)) as PushMessage;
      } catch {
        return;
      }
      if (msg.type === 'hello') {
        const reconnected = everOpened;
        everOpened = true;
        attempt = 0;
        setPushConnected(true);
        handlers.onStatus?.(true);
        if (reconnected) handlers.onReconnect();
        socketReady = true;
        for (const fn of openListeners) fn();
      } else if (msg.type === 'change') {
        handlers.onChange(msg.readModel, msg.ids ?? []);
      } else if (msg.type === 'job') {
        handlers.onJob?.(msg);
      } else {
        const other = msg as unknown as { type: unknown } & Record<string, unknown>;
        if (other.type !== 'pong' && typeof other.type === 'string') {
          for (const fn of roomListeners) fn(other as { type: string } & Record<string, unknown>);
        }
      }
    };
    ws.onopen = () => {
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, PING_MS);
    };
    ws.onclose = (ev) => {
      clearInterval(pingTimer);
      if (socket === ws) socket = null;
      if (currentSocket === ws) {
        currentSocket = null;
        socketReady = false;
      }
      setPushConnected(false);
      handlers.onStatus?.(false);
      if (closed) return;
      if (ev.code === SESSION_ENDED || ev.code === FORBIDDEN) {
        closed = true;
        handlers.onSessionEnded?.();
        return;
      }
      if (ev.code === TOO_MANY) return;
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
      attempt++;
      retryTimer = setTimeout(open, delay);
    };
  };

  const reconnectNow = () => {
    if (closed || socket) return;
    attempt = 0;
    open();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', onVisible);
  open();

  return () => {
    closed = true;
    setPushConnected(false);
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', onVisible);
    const ws = socket;
    socket = null;
    if (currentSocket === ws) {
      currentSocket = null;
      socketReady = false;
    }
    if (!ws) return;
    ws.onmessage = null;
    ws.onclose = null;
    // Closing a socket that is still connecting logs a browser error; let it open first.
    if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close();
    else ws.close();
  };
}
