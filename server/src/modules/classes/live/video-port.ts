/**
 * The video of a live class behind a port (ARCHITECTURE.md: `VideoRoom`). The first adapter is an SFU inside the server
 * process (werift); a larger deployment points the port at an external media server. The room service (live/rooms.ts)
 * owns who is in which room and what they may do; the port only moves media and answers signalling.
 */

/** One socket in a room, as the video sees it. */
export interface VideoPeer {
  /** The socket's id (a user may hold two tabs: two peers). */
  peerId: string;
  userId: string;
  /** The class's teacher: publishes camera and microphone. */
  isTeacher: boolean;
  /** Sends the peer a signalling message (`rtc-*`, contracts/src/classes/live-rtc.ts) over its websocket. */
  send(msg: { type: string; roomId: string } & Record<string, unknown>): void;
}

export interface VideoRoomPort {
  /** A signalling message (`rtc-*`) from a peer the room service has admitted to `roomId`. */
  signal(roomId: string, peer: VideoPeer, msg: { type: string; roomId: string } & Record<string, unknown>): void | Promise<void>;
  /** The peer may (or may no longer) send audio: the teacher let a student speak, or took it back. */
  setCanSpeak(roomId: string, peerId: string, allowed: boolean): void;
  /** The peer left the room or its socket closed: its media ends. */
  leave(roomId: string, peerId: string): void;
  /** The class ended: every peer's media ends. */
  closeRoom(roomId: string): void;
  /** What this instance holds now (docs, health). */
  stats(): { rooms: number; peers: number; forwardedTracks: number };
  close(): Promise<void>;
}
