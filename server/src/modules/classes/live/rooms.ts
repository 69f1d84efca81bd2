import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  LEAVE_GRACE_MS,
  LIVE_CLIENT_MESSAGE_TYPES,
  RTC_CLIENT_MESSAGE_TYPES,
  type ChatMessage,
  type LeaveReason,
  type LiveServerMessage,
  type RoomParticipant,
  type RoomUser,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { AuthContext } from '../../../platform/http/access.js';
import type { ClientMessage, SocketEnd, SocketPeer, WsHub } from '../../../platform/push/ws-hub.js';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { userCardsById } from '../../identity/index.js';
import { classDecider, classStream } from '../decider.js';
import { classChatDecider, classChatStream, type ChatLine } from './chat.js';
import { liveAccess, socketContext, type RoomRole } from './join.js';
import type { VideoPeer, VideoRoomPort } from './video-port.js';

/** The video signalling messages the room forwards to the VideoRoom port (from a peer admitted to the room). */
export const RTC_MESSAGE_TYPES = RTC_CLIENT_MESSAGE_TYPES;
export const ROOM_MESSAGE_TYPES = [...LIVE_CLIENT_MESSAGE_TYPES, ...RTC_MESSAGE_TYPES] as const;

interface Member {
  peer: SocketPeer;
  as: RoomRole;
  user: RoomUser;
}

interface Room {
  classId: string;
  instituteId: string;
  batchId: string;
  teacherId: string;
  /** By socket id: a user may hold two tabs. */
  members: Map<string, Member>;
  /** Per user: hand raised, may speak. */
  flags: Map<string, { handRaised: boolean; canSpeak: boolean }>;
  /** Students whose last socket closed: recorded as left when the grace ends without a rejoin. */
  graces: Map<string, NodeJS.Timeout>;
  liveSince: string | null;
  endedAt: string | null;
}

const authOfPeer = (p: SocketPeer): AuthContext => ({
  userId: p.auth.userId,
  role: p.auth.role,
  instituteId: p.auth.instituteId,
  children: [...p.auth.children],
  institutes: [p.auth.instituteId],
  email: '',
  displayName: '',
});

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The live class rooms of this server process (docs/decisions/0028-live-classes.md): who is in which class's room, their
 * hands and voices, the chat's rate, and the grace before a dropped student is recorded as gone. What it records goes
 * through the class and chat deciders; the video is the VideoRoom port's.
 */
export class LiveRooms {
  /** How long a student whose socket closed may come back before they are recorded as gone (tests shorten it). */
  graceMs = LEAVE_GRACE_MS;
  readonly #rooms = new Map<string, Room>();
  readonly #posts = new Map<string, number[]>();
  readonly #access: ReturnType<typeof liveAccess>;
  #closed = false;
  /** Pending work (joins, leaves, grace records): awaited on close so nothing writes after the app is gone. */
  readonly #pending = new Set<Promise<unknown>>();

  constructor(
    private readonly rt: Runtime,
    readonly video: VideoRoomPort,
    private readonly warn: (message: string) => void = () => {},
  ) {
    this.#access = liveAccess(rt);
  }

  /** Registers the room's client messages on the hub; returns the function that removes them. */
  attach(hub: WsHub): () => void {
    return hub.handle({
      types: ROOM_MESSAGE_TYPES,
      // Signalling goes straight to the video; the rest of a room's messages run one after another (in arrival order).
      onMessage: (peer, msg) =>
        this.#track(
          msg.type.startsWith('rtc-') ? this.#onMessage(peer, msg) : this.#inTurn(str(msg.roomId), () => this.#onMessage(peer, msg)),
        ),
      onClose: (peer, how) => this.#onClose(peer, how),
    });
  }

  /** What this instance holds (the decision record's figures). */
  stats() {
    let peers = 0;
    for (const r of this.#rooms.values()) peers += r.members.size;
    return { rooms: this.#rooms.size, peers, graces: [...this.#rooms.values()].reduce((n, r) => n + r.graces.size, 0) };
  }

  /** The class ended (POST lms/end-class): the room hears it, its video closes and its graces end (they were recorded). */
  ended(classId: string, endedAt: string): void {
    const room = this.#rooms.get(classId);
    if (!room) {
      this.video.closeRoom(classId);
      return;
    }
    room.endedAt = endedAt;
    this.#broadcast(room, { type: 'class-ended', roomId: classId, endedAt });
    for (const t of room.graces.values()) clearTimeout(t);
    room.graces.clear();
    room.members.clear();
    this.#rooms.delete(classId);
    this.video.closeRoom(classId);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const r of this.#rooms.values()) for (const t of r.graces.values()) clearTimeout(t);
    await Promise.allSettled([...this.#pending]);
    this.#rooms.clear();
    this.#posts.clear();
    await this.video.close();
  }

  /** Per room: the tail of its chain of work (joins, leaves, chat), so one room's writes never race each other. */
  readonly #turns = new Map<string, Promise<unknown>>();

  #inTurn(roomId: string, work: () => Promise<void>): Promise<void> {
    const next = (this.#turns.get(roomId) ?? Promise.resolve()).then(work, work);
    const tail = next.catch(() => {});
    this.#turns.set(roomId, tail);
    void tail.then(() => {
      if (this.#turns.get(roomId) === tail) this.#turns.delete(roomId);
    });
    return next;
  }

  #track(p: Promise<unknown>): void {
    const q = p.catch(() => {});
    this.#pending.add(q);
    void q.finally(() => this.#pending.delete(q));
  }

  async #onMessage(peer: SocketPeer, msg: ClientMessage): Promise<void> {
    const roomId = str(msg.roomId);
    try {
      if (!roomId) throw badRequest('Room is required.');
      if (msg.type.startsWith('rtc-')) return this.#signal(peer, roomId, msg);
      switch (msg.type) {
        case 'join-to-class':
          return await this.#join(peer, roomId, msg);
        case 'user-leaving-class':
          return await this.#leave(peer, roomId);
        case 'message-to-chat':
          return await this.#post(peer, roomId, msg.message);
        case 'remove-chat-message':
          return await this.#remove(peer, roomId, str(msg.messageId), str(msg.reason));
        case 'raise-hand':
          return this.#raiseHand(peer, roomId, msg.raised !== false);
        case 'allow-speak':
          return this.#allowSpeak(peer, roomId, str(msg.userId), msg.allowed !== false);
      }
    } catch (err) {
      const error = err instanceof AppError ? err.message : 'Something went wrong. Please try again.';
      if (!(err instanceof AppError)) this.warn(`live room ${msg.type}: ${(err as Error).message}`);
      peer.send({ type: 'room-error', roomId, for: msg.type, error } satisfies LiveServerMessage);
    }
  }

  /** The member of a room a socket is, or a refusal (it must join first). */
  #memberOf(peer: SocketPeer, roomId: string): { room: Room; member: Member } {
    const room = this.#rooms.get(roomId);
    const member = room?.members.get(peer.id);
    if (!room || !member) throw forbidden('Join the class first.');
    return { room, member };
  }

  #participant(room: Room, user: RoomUser): RoomParticipant {
    const f = room.flags.get(user._id) ?? { handRaised: false, canSpeak: user._id === room.teacherId };
    return { ...user, ...f };
  }

  #participants(room: Room): RoomParticipant[] {
    const seen = new Map<string, RoomParticipant>();
    for (const m of room.members.values()) if (!seen.has(m.user._id)) seen.set(m.user._id, this.#participant(room, m.user));
    return [...seen.values()];
  }

  #broadcast(room: Room, msg: LiveServerMessage, except?: string): void {
    for (const m of room.members.values()) if (m.peer.id !== except) m.peer.send(msg);
  }

  #hasSocket(room: Room, userId: string, except?: string): boolean {
    for (const m of room.members.values()) if (m.user._id === userId && m.peer.id !== except) return true;
    return false;
  }

  async #users(ids: readonly string[]): Promise<Map<string, RoomUser>> {
    const cards = await userCardsById(this.rt.database.db, ids);
    const out = new Map<string, RoomUser>();
    for (const id of ids) {
      const c = cards.get(id);
      out.set(id, {
        _id: id,
        displayName: c?.displayName ?? '',
        photoUrl: this.rt.files.signedUrl(c?.photoFileId, '/api/v1'),
        role: c?.role ?? '',
      });
    }
    return out;
  }

  async #chatMessages(lines: readonly ChatLine[]): Promise<ChatMessage[]> {
    const users = await this.#users([...new Set(lines.map((l) => l.userId))]);
    return lines
      .filter((l) => !l.removed)
      .map((l) => {
        const u = users.get(l.userId)!;
        return {
          _id: l.messageId,
          message: l.message,
          user: { _id: u._id, displayName: u.displayName, photoUrl: u.photoUrl },
          createdAt: l.at,
        };
      });
  }

  async #join(peer: SocketPeer, classId: string, msg: ClientMessage): Promise<void> {
    const a = authOfPeer(peer);
    const rt = this.rt;
    const joined = await this.#access.join(a, classId, rt.clock.now());
    const { state, as } = joined;
    let room = this.#rooms.get(classId);
    const firstSocket = !room || !this.#hasSocket(room, a.userId);
    const ctx = socketContext(rt, a);
    let liveSince = state.liveSince;
    let goneLive = false;
    if (as === 'TEACHER' && firstSocket) {
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        {
          type: 'GoLive',
          by: a.userId,
          now: ctx.now.toISOString(),
          isHoliday: joined.holiday,
          notifyStudents: msg.notifyStudents === true,
          joinWithoutVideo: msg.joinWithoutVideo === true,
          joinWithoutAudio: msg.joinWithoutAudio === true,
        },
        ctx,
      );
      liveSince = res.state.liveSince;
      goneLive = true;
    } else if (as === 'STUDENT') {
      // A rejoin within the grace continues the same record: the decider sees them still in and records nothing.
      await rt.commands.handle(
        classDecider,
        classStream(classId),
        {
          type: 'EnterClass',
          studentId: a.userId,
          now: ctx.now.toISOString(),
          isHoliday: joined.holiday,
          batchStudentIds: joined.students,
        },
        ctx,
      );
    }
    const [chat, users] = await Promise.all([rt.store.readStream(classChatStream(classId)), this.#users([a.userId])]);
    const lines = chat.reduce((s, e) => classChatDecider.evolve(s, e as never), classChatDecider.initialState()).lines;
    const messages = await this.#chatMessages(lines);
    if (this.#closed) return;
    room = this.#rooms.get(classId);
    if (!room) {
      room = {
        classId,
        instituteId: a.instituteId,
        batchId: state.batchId,
        teacherId: state.teacherId,
        members: new Map(),
        flags: new Map(),
        graces: new Map(),
        liveSince,
        endedAt: null,
      };
      this.#rooms.set(classId, room);
    }
    if (liveSince) room.liveSince = liveSince;
    const grace = room.graces.get(a.userId);
    if (grace) {
      clearTimeout(grace);
      room.graces.delete(a.userId);
    }
    const user = users.get(a.userId)!;
    const isNewUser = !this.#hasSocket(room, a.userId);
    room.members.set(peer.id, { peer, as, user });
    if (as === 'TEACHER' && !room.flags.has(a.userId)) room.flags.set(a.userId, { handRaised: false, canSpeak: true });
    peer.send({
      type: 'room-state',
      roomId: classId,
      participants: this.#participants(room),
      messages,
      liveSince: room.liveSince,
      endedAt: room.endedAt,
    } satisfies LiveServerMessage);
    if (isNewUser) this.#broadcast(room, { type: 'new-user-joined', roomId: classId, user: this.#participant(room, user) }, peer.id);
    if (goneLive && room.liveSince) {
      this.#broadcast(room, {
        type: 'class-live',
        roomId: classId,
        liveSince: room.liveSince,
        joinWithoutVideo: msg.joinWithoutVideo === true,
        joinWithoutAudio: msg.joinWithoutAudio === true,
      });
    }
    // The socket closed while the join was being recorded: it leaves as a close would.
    if (!peer.open) this.#onClose(peer);
  }

  /** Removes a socket from a room; tells the others when it was the user's last; returns the member, if it was one. */
  #drop(room: Room, peer: SocketPeer): Member | undefined {
    const member = room.members.get(peer.id);
    if (!member) return undefined;
    room.members.delete(peer.id);
    this.video.leave(room.classId, peer.id);
    if (!this.#hasSocket(room, member.user._id)) {
      this.#broadcast(room, { type: 'user-leaving', roomId: room.classId, user: member.user });
      if (member.as !== 'TEACHER') room.flags.delete(member.user._id);
    }
    return member;
  }

  #forgetIfEmpty(room: Room): void {
    if (room.members.size === 0 && room.graces.size === 0) this.#rooms.delete(room.classId);
  }

  async #leave(peer: SocketPeer, roomId: string): Promise<void> {
    const room = this.#rooms.get(roomId);
    const member = room && this.#drop(room, peer);
    if (!room || !member) return;
    if (member.as === 'STUDENT' && !this.#hasSocket(room, member.user._id)) {
      await this.#recordLeft(room, peer.auth, this.rt.clock.now().toISOString(), 'LEFT');
    }
    this.#forgetIfEmpty(room);
  }

  #onClose(peer: SocketPeer, how: SocketEnd = 'closed'): void {
    for (const room of [...this.#rooms.values()]) {
      const member = this.#drop(room, peer);
      if (!member) continue;
      const userId = member.user._id;
      if (member.as === 'STUDENT' && !this.#hasSocket(room, userId) && !this.#closed) {
        const closedAt = this.rt.clock.now().toISOString();
        clearTimeout(room.graces.get(userId));
        const timer = setTimeout(() => {
          if (room.graces.get(userId) !== timer) return;
          room.graces.delete(userId);
          // In the room's turn, so a join that comes meanwhile is decided after the exit (a new entry) or sees the socket.
          this.#track(
            this.#inTurn(room.classId, async () => {
              if (!this.#hasSocket(room, userId)) await this.#recordLeft(room, peer.auth, closedAt, how === 'lost' ? 'LOST' : 'CLOSED');
            }),
          );
          this.#forgetIfEmpty(room);
        }, this.graceMs);
        timer.unref();
        room.graces.set(userId, timer);
      }
      this.#forgetIfEmpty(room);
    }
  }

  async #recordLeft(room: Room, auth: SocketPeer['auth'], at: string, reason: LeaveReason): Promise<void> {
    if (this.#closed) return;
    const ctx = socketContext(this.rt, auth);
    try {
      await this.rt.commands.handle(
        classDecider,
        classStream(room.classId),
        { type: 'LeaveClass', studentId: auth.userId, at, reason },
        ctx,
      );
    } catch (err) {
      this.warn(`live room: recording ${auth.userId} left ${room.classId}: ${(err as Error).message}`);
    }
  }

  async #post(peer: SocketPeer, roomId: string, text: unknown): Promise<void> {
    const { room, member } = this.#memberOf(peer, roomId);
    const message = typeof text === 'string' ? text : '';
    if (!message.trim()) throw badRequest('Message is required.');
    const userId = member.user._id;
    const now = this.rt.clock.now();
    const recent = (this.#posts.get(userId) ?? []).filter((t) => t > now.getTime() - CHAT_RATE_WINDOW_MS);
    if (recent.length >= CHAT_RATE_LIMIT) {
      this.#posts.set(userId, recent);
      throw tooManyRequests(`You may send at most ${CHAT_RATE_LIMIT} messages in ${CHAT_RATE_WINDOW_MS / 1000} seconds.`);
    }
    recent.push(now.getTime());
    this.#posts.set(userId, recent);
    const a = authOfPeer(peer);
    const f = await this.#access.facts(a, roomId);
    const ctx = socketContext(this.rt, a);
    const messageId = newId();
    const res = await this.rt.commands.handle(
      classChatDecider,
      classChatStream(roomId),
      { type: 'PostChatMessage', messageId, userId, message, now: ctx.now.toISOString(), klass: f.state, isHoliday: f.holiday },
      ctx,
    );
    const line = res.state.lines.find((l) => l.messageId === messageId)!;
    const [out] = await this.#chatMessages([line]);
    this.#broadcast(room, { type: 'message-receive', roomId, message: out! });
  }

  async #remove(peer: SocketPeer, roomId: string, messageId: string, reason: string): Promise<void> {
    const { room } = this.#memberOf(peer, roomId);
    if (!messageId) throw badRequest('Message is required.');
    const a = authOfPeer(peer);
    const f = await this.#access.facts(a, roomId);
    const ctx = socketContext(this.rt, a);
    await this.rt.commands.handle(
      classChatDecider,
      classChatStream(roomId),
      {
        type: 'RemoveChatMessage',
        messageId,
        by: a.userId,
        mayRemove: await this.#access.mayRun(a, f.state),
        classId: roomId,
        batchId: f.state.batchId,
        reason,
      },
      ctx,
    );
    this.#broadcast(room, { type: 'message-removed', roomId, messageId });
  }

  /** A message was removed over HTTP: the room hears it. */
  removed(classId: string, messageId: string): void {
    const room = this.#rooms.get(classId);
    if (room) this.#broadcast(room, { type: 'message-removed', roomId: classId, messageId });
  }

  #raiseHand(peer: SocketPeer, roomId: string, raised: boolean): void {
    const { room, member } = this.#memberOf(peer, roomId);
    if (member.as !== 'STUDENT') throw forbidden('Only a student raises a hand.');
    const userId = member.user._id;
    const f = room.flags.get(userId) ?? { handRaised: false, canSpeak: false };
    room.flags.set(userId, { ...f, handRaised: raised });
    this.#broadcast(room, { type: 'participant-changed', roomId, user: this.#participant(room, member.user) });
  }

  #allowSpeak(peer: SocketPeer, roomId: string, userId: string, allowed: boolean): void {
    const { room, member } = this.#memberOf(peer, roomId);
    if (member.as !== 'TEACHER') throw forbidden('Only the teacher lets a student speak.');
    const targets = [...room.members.values()].filter((m) => m.user._id === userId && m.as === 'STUDENT');
    if (targets.length === 0) throw badRequest('This student is not in the class.');
    room.flags.set(userId, { handRaised: false, canSpeak: allowed });
    for (const t of targets) this.video.setCanSpeak(roomId, t.peer.id, allowed);
    this.#broadcast(room, { type: 'participant-changed', roomId, user: this.#participant(room, targets[0]!.user) });
  }

  #signal(peer: SocketPeer, roomId: string, msg: ClientMessage): void {
    const { member, room } = this.#memberOf(peer, roomId);
    const videoPeer: VideoPeer = {
      peerId: peer.id,
      userId: member.user._id,
      isTeacher: member.as === 'TEACHER' && member.user._id === room.teacherId,
      send: (m) => peer.send(m),
    };
    void Promise.resolve(this.video.signal(roomId, videoPeer, { ...msg, roomId })).catch((err: Error) =>
      peer.send({
        type: 'room-error',
        roomId,
        for: msg.type,
        error: err instanceof AppError ? err.message : 'Video failed. Please rejoin.',
      }),
    );
  }
}

/** The room service of each hub (one per app): tests reach it to shorten the grace. */
const byHub = new WeakMap<WsHub, LiveRooms>();
export const liveRoomsOf = (hub: WsHub): LiveRooms | undefined => byHub.get(hub);
export function registerLiveRooms(hub: WsHub, rooms: LiveRooms): () => void {
  byHub.set(hub, rooms);
  return rooms.attach(hub);
}
