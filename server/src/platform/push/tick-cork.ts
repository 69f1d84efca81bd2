/** The TCP socket under a websocket (`ws` keeps it as `_socket`). */
export interface CorkableSocket {
  cork(): void;
  uncork(): void;
  destroyed: boolean;
}

/**
 * Holds the writes of this tick to each socket back (corked) and lets them go together on the next tick. One change
 * often moves several read models at once (a department and the admin dashboard's counts), and through Redis their
 * signals arrive in one read: the frames a socket gets in one tick then leave in one write, not one system call each
 * (issue #13, figure 10). A socket without cork (not a TCP socket) is written to as it comes.
 */
export class TickCork {
  readonly #corked = new Set<CorkableSocket>();

  /** `ws`: a websocket of the `ws` library (its TCP socket is `_socket`), or the TCP socket itself. */
  cork(ws: unknown): void {
    const socket = (ws && typeof ws === 'object' ? ((ws as { _socket?: CorkableSocket })._socket ?? ws) : undefined) as
      | CorkableSocket
      | undefined;
    if (!socket || typeof socket.cork !== 'function' || this.#corked.has(socket)) return;
    if (this.#corked.size === 0) process.nextTick(() => this.release());
    socket.cork();
    this.#corked.add(socket);
  }

  /** Uncorks every socket corked since the last release (the next tick does it). */
  release(): void {
    for (const s of this.#corked) if (!s.destroyed) s.uncork();
    this.#corked.clear();
  }
}
