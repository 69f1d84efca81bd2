import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged, PageQuery } from '../envelope.js';

/**
 * Live classes (002 §2 Live classes, §3 Chat message, §4 joining a class and go-live options, §5, §6, §7, §8; realtime.tsv).
 *
 * A live class is an ONLINE class (`class-<classId>`) whose room is open on our own websocket (`/api/v1/ws`): the class
 * stream records who the server saw enter and leave (attendance), the teacher going live and ending the class; the chat
 * has its own stream, `classChat-<classId>`, so a busy chat never contends with the register.
 */

/** 002 §8: why a class cannot be joined now, in the spec's words (each followed by a redirect to the role's LMS page). */
export const CLASS_JOIN_ERRORS = {
  cancelled: 'Class is cancelled.',
  holiday: 'Class suspended due to holiday.',
  notStarted: 'Class is not yet started.Join after the start time.',
  ended: 'Class ended. Can not join a class after it was ended.',
  notOnline: 'Class is not online. Join a class that is online.',
  /** Not the class's teacher, a student of its batch, or an admin (the office): 403. */
  notYours: 'You may join only your own classes.',
} as const;

/** A chat message is at most this long (characters, after trimming). */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;
/** A user may post at most this many chat messages in `CHAT_RATE_WINDOW_MS`. */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** A student whose socket drops is recorded as left only if they do not rejoin within this grace period. */
export const LEAVE_GRACE_MS = 30_000;

// ---- Events on the class stream (`class-<classId>`) -------------------------------------------------------------------

/** The teacher opened the room (Go Live) with the spec's options; a later Go Live of the same class records again. */
export interface LiveClassStarted {
  type: 'LiveClassStarted';
  data: {
    classId: string;
    batchId: string;
    teacherId: string;
    /** ISO instant the server saw it. */
    at: string;
    notifyStudents: boolean;
    joinWithoutVideo: boolean;
    joinWithoutAudio: boolean;
  };
}

/**
 * The server saw a student enter the room (socket join, or `POST attendance/student/create` with timeOfEnter: the time is
 * the server's). The first entry also marks them PRESENT on the register (a `ClassAttendanceMarked` in the same append).
 */
export interface StudentEnteredClass {
  type: 'StudentEnteredClass';
  data: { classId: string; batchId: string; studentId: string; at: string };
}

/** Why the server records a student as gone: they left, closed the tab, or their connection was lost past the grace period. */
export const LEAVE_REASONS = ['LEFT', 'CLOSED', 'LOST', 'ENDED'] as const;
export type LeaveReason = (typeof LEAVE_REASONS)[number];

/** The server saw a student leave (at: when it last saw them). A rejoin continues the same record (a new entry). */
export interface StudentLeftClass {
  type: 'StudentLeftClass';
  data: { classId: string; batchId: string; studentId: string; at: string; reason: LeaveReason };
}

/**
 * The teacher ended the class: students still in the room are recorded as left (reason ENDED, in the same append), and the
 * students of the batch who never joined are marked ABSENT (a `ClassAttendanceMarked`, same append). `absent` names them.
 */
export interface LiveClassEnded {
  type: 'LiveClassEnded';
  data: { classId: string; batchId: string; teacherId: string; at: string; absent: string[] };
}

/** Go Live with "notify students" (`POST lms/create-notification/:classId`): each student of the batch is notified. */
export interface LiveClassNotified {
  type: 'LiveClassNotified';
  data: {
    classId: string;
    batchId: string;
    /** Shown in the notification: '{subject} class for {course}' and the teacher's name. */
    title: string;
    description: string;
    /** The students of the batch when it was sent, so a replay notifies the same people. */
    recipients: string[];
  };
}

export type LiveClassEvent = LiveClassStarted | StudentEnteredClass | StudentLeftClass | LiveClassEnded | LiveClassNotified;
export const LIVE_CLASS_EVENT_TYPES = [
  'LiveClassStarted',
  'StudentEnteredClass',
  'StudentLeftClass',
  'LiveClassEnded',
  'LiveClassNotified',
] as const;

// ---- Events on the chat stream (`classChat-<classId>`) ----------------------------------------------------------------

export interface ClassChatMessagePosted {
  type: 'ClassChatMessagePosted';
  data: { classId: string; batchId: string; messageId: string; userId: string; message: string; at: string };
}

/** The teacher (or the office) removed a message; it stays in the stream, the chat shows it no more. */
export interface ClassChatMessageRemoved {
  type: 'ClassChatMessageRemoved';
  data: { classId: string; batchId: string; messageId: string; removedBy: string; reason: string };
}

export type ClassChatEvent = ClassChatMessagePosted | ClassChatMessageRemoved;
export const CLASS_CHAT_EVENT_TYPES = ['ClassChatMessagePosted', 'ClassChatMessageRemoved'] as const;

// ---- Shapes ---------------------------------------------------------------------------------------------------------

export const RoomUser = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
});
export type RoomUser = Static<typeof RoomUser>;

/** 002 §3 Chat message: message, user (displayName, photoUrl, _id), createdAt, _id. */
export const ChatMessage = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  user: Type.Object({ _id: Type.String(), displayName: Type.String(), photoUrl: Type.Union([Type.String(), Type.Null()]) }),
  createdAt: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** `POST lms/join/:classId`: may the caller join now? The class, what the caller is in the room, and the chat so far. */
export const ClassJoinReply = Ok(
  Type.Object({
    classId: Type.String(),
    /** '{subject} class for {course}' (002 §2 class call page header). */
    title: Type.String(),
    startTime: Type.String(),
    endTime: Type.String(),
    as: Type.Union([Type.Literal('TEACHER'), Type.Literal('STUDENT'), Type.Literal('OBSERVER')]),
    /** When the teacher last went live (null: not yet). */
    liveSince: Type.Union([Type.String(), Type.Null()]),
    endedAt: Type.Union([Type.String(), Type.Null()]),
  }),
);

export const ChatHistoryQuery = Type.Composite([PageQuery]);
/** `GET lms/chat/:classId`: the chat of a class, oldest first (also after it ended). */
export const ChatHistoryReply = Paged(ChatMessage);

export const RemoveChatMessageBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});

/** `POST lms/end-class/:classId`: the teacher ends the class. */
export const EndClassReply = Ok(
  Type.Object({ classId: Type.String(), endedAt: Type.String(), absent: Type.Integer(), present: Type.Integer() }),
);

/** `POST lms/create-notification/:classId` (the spec does not show the reply): how many students were told. */
export const LiveNotificationReply = Ok(Type.Object({ classId: Type.String(), notified: Type.Integer() }));

/**
 * `POST attendance/student/create` as the spec's client sends it: on join `{ user, isPresent, isAbsent, isLeave, classId,
 * timeOfEnter }`, on leave `{ user, classId, timeOfExit }`. The times are accepted but the server records its own.
 */
export const StudentLiveAttendanceBody = Type.Object({
  user: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'User is required.' }),
  classId: Type.String({ minLength: 1, maxLength: 200, 'x-message': 'Class is required.' }),
  isPresent: Type.Optional(Type.Boolean()),
  isAbsent: Type.Optional(Type.Boolean()),
  isLeave: Type.Optional(Type.Boolean()),
  timeOfEnter: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number()])),
  timeOfExit: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number()])),
});
export const StudentLiveAttendanceReply = Ok(
  Type.Object({
    classId: Type.String(),
    user: Type.String(),
    timeOfEnter: Type.Union([Type.String(), Type.Null()]),
    timeOfExit: Type.Union([Type.String(), Type.Null()]),
    minutesAttended: Type.Number(),
  }),
);

/** A student's time in a class, as the register shows it (the first entry, the last exit, the minutes inside). */
export const LiveAttendanceTimes = Type.Object({
  timeOfEnter: Type.Union([Type.String(), Type.Null()]),
  timeOfExit: Type.Union([Type.String(), Type.Null()]),
  minutesAttended: Type.Number(),
  /** In the room right now. */
  inRoom: Type.Boolean(),
});
export type LiveAttendanceTimes = Static<typeof LiveAttendanceTimes>;

// ---- Websocket messages (on `/api/v1/ws`) -------------------------------------------------------------------------------

/** Client → server, with the spec's names. `roomId` is the class id; `user` is the caller's id (the server trusts the socket). */
export type LiveClientMessage =
  | {
      type: 'join-to-class';
      roomId: string;
      user: string;
      /** The teacher's go-live options (the call page's query): recorded on the LiveClassStarted the teacher's join makes. */
      joinWithoutVideo?: boolean;
      joinWithoutAudio?: boolean;
      notifyStudents?: boolean;
    }
  | { type: 'user-leaving-class'; roomId: string; user: string }
  | { type: 'message-to-chat'; roomId: string; user: string; message: string }
  | { type: 'remove-chat-message'; roomId: string; messageId: string }
  | { type: 'raise-hand'; roomId: string; raised: boolean }
  | { type: 'allow-speak'; roomId: string; userId: string; allowed: boolean }
  /** Video signalling (contracts/src/classes/live-rtc.ts): routed to the room's VideoRoom port for a peer in the room. */
  | ({ type: `rtc-${string}`; roomId: string } & Record<string, unknown>);

export const LIVE_CLIENT_MESSAGE_TYPES = [
  'join-to-class',
  'user-leaving-class',
  'message-to-chat',
  'remove-chat-message',
  'raise-hand',
  'allow-speak',
] as const;

export interface RoomParticipant extends RoomUser {
  handRaised: boolean;
  /** May send audio (the teacher; a student the teacher let speak). */
  canSpeak: boolean;
}

/** Server → the sockets in a room. */
export type LiveServerMessage =
  | {
      type: 'room-state';
      roomId: string;
      participants: RoomParticipant[];
      messages: ChatMessage[];
      liveSince: string | null;
      endedAt: string | null;
    }
  | { type: 'message-receive'; roomId: string; message: ChatMessage }
  | { type: 'message-removed'; roomId: string; messageId: string }
  | { type: 'new-user-joined'; roomId: string; user: RoomParticipant }
  | { type: 'user-leaving'; roomId: string; user: RoomUser }
  | { type: 'participant-changed'; roomId: string; user: RoomParticipant }
  | { type: 'class-live'; roomId: string; liveSince: string; joinWithoutVideo: boolean; joinWithoutAudio: boolean }
  | { type: 'class-ended'; roomId: string; endedAt: string }
  /** A refused join or message: `error` in the spec's words where it has them (the join errors). */
  | { type: 'room-error'; roomId: string; for: string; error: string };
