import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReadModel } from '@school/contracts';
import { API_BASE } from './api-client';

/** Server → browser messages on `/api/v1/ws` (docs/api.md "Push"). */
export type PushMessage =
  | { type: 'hello'; userId: string; instituteId: string }
  | { type: 'change'; readModel: string; ids: string[]; position: string }
  | { type: 'pong' }
  | JobMessage;

/** A bulk-upload job's progress, sent to the uploader's sockets only. */
export interface JobMessage {
  type: 'job';
  jobId: string;
  kind: string;
  progress: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  totalRows?: number;
  processedRows?: number;
}

export interface PushHandlers {
  onChange: (readModel: string, ids: string[]) => void;
  /** After a reconnect: signals may have been missed while the socket was down. */
  onReconnect: () => void;
  onStatus?: (connected: boolean) => void;
  onJob?: (msg: JobMessage) => void;
  /** The server closed the socket because the session ended (4401) or the institute is no longer the user's (4403). */
  onSessionEnded?: () => void;
}

/** Which cached queries a change of each read model makes stale; each feature's `push.ts` exports its part. */
export type PushMap = Partial<Record<ReadModel, readonly QueryKey[]>>;

let connected = false;
let pushMap: PushMap = {};

/** True between the server's hello and the socket closing: change signals arrive. */
export const pushConnected = (): boolean => connected;
/** connectPush keeps it; exported for tests. */
export function setPushConnected(value: boolean): void {
  connected = value;
}
/** The composed map (app/push-invalidation.ts): what a signal of each read model refetches. */
export function setPushMap(map: PushMap): void {
  pushMap = map;
}
export const pushedKeys = (readModel: string): readonly QueryKey[] => pushMap[readModel as ReadModel] ?? [];

/**
 * After a write that changed `readModels`: refresh what their signals refresh (the composed push map), plus `keys` of
 * the caller's own that no signal covers. While the socket is up the signal does the first part, so the write does not
 * refetch it again (before, each write refetched twice); its refetch still sees the write, since reads carry
 * X-Min-Position (lib/positions.ts). Name only read models this user hears of (docs of the server's SIGNAL_AUDIENCE).
 */
export function invalidateUnlessPushed(qc: QueryClient, readModels: readonly ReadModel[], keys: readonly QueryKey[] = []): void {
  const pushed = readModels.flatMap((m) => pushMap[m] ?? []);
  const stale = connected ? keys.filter((k) => !pushed.some((p) => partialMatchKey(k, p))) : [...pushed, ...keys];
  for (const queryKey of stale) void qc.invalidateQueries({ queryKey });
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
        connected = true;
        handlers.onStatus?.(true);
        if (reconnected) handlers.onReconnect();
      } else if (msg.type === 'change') {
        handlers.onChange(msg.readModel, msg.ids ?? []);
      } else if (msg.type === 'job') {
        handlers.onJob?.(msg);
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
      connected = false;
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
    connected = false;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', onVisible);
    const ws = socket;
    socket = null;
    if (!ws) return;
    ws.onmessage = null;
    ws.onclose = null;
    // Closing a socket that is still connecting logs a browser error; let it open first.
    if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close();
    else ws.close();
  };
}
