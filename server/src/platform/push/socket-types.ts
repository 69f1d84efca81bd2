import type { Role } from '@school/contracts';

/**
 * What the websocket hub (ws-hub.ts) and the modules that answer client messages on its sockets share: who a socket
 * belongs to, the socket as a handler sees it, and the hub's options.
 */

/** Who a socket belongs to: what the guard found when it opened, refreshed when the user's record changes. */
export interface SocketAuth {
  userId: string;
  role: Role;
  instituteId: string;
  children: readonly string[];
}

/**
 * One open socket as a module that answers client messages sees it (the live class room: chat, presence, signalling):
 * who it belongs to, and a way to send it a message. `id` is unique per socket on this server.
 */
export interface SocketPeer {
  readonly id: string;
  readonly auth: SocketAuth;
  /** False once the socket has closed (sends are then dropped). */
  readonly open: boolean;
  send(msg: unknown): void;
}

export type SocketEnd = 'closed' | 'lost';

/** A client message, parsed: an object with a string `type` (anything else is ignored by the hub). */
export type ClientMessage = { type: string } & Record<string, unknown>;
export interface PeerHandler {
  /** The message types this handler answers (exact names, e.g. `join-to-class`). */
  types: readonly string[];
  onMessage(peer: SocketPeer, msg: ClientMessage): void;
  /**
   * The socket closed, was dropped or ended (each socket once). `how`: 'closed' when a close frame came (a tab closed, a
   * page left: 1000/1001/1005) or the server ended the session; 'lost' when the connection broke (1006: no close frame; no
   * answer to the heartbeat; an error; too slow to read).
   */
  onClose?(peer: SocketPeer, how: SocketEnd): void;
}

/** The socket's credentials, to check again later with the guard's authenticator. */
export interface SocketSession {
  token: string;
  requestedInstitute?: string;
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
