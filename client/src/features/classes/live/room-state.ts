import type { ChatMessage, LiveServerMessage, RoomParticipant, RoomUser } from '@school/contracts';

/**
 * What the call page knows of its room (002 §2 class call page): who is in it with their raised hands, the chat so far,
 * whether the teacher is live and whether the class has ended. Built only from the server's room messages
 * (LiveServerMessage): a `room-state` (on joining, again after a reconnect) replaces it whole.
 */
export interface RoomState {
  /** A room-state arrived: the server admitted this socket to the room. */
  joined: boolean;
  participants: RoomParticipant[];
  messages: ChatMessage[];
  liveSince: string | null;
  endedAt: string | null;
  /** The teacher's go-live options as the server announced them (class-live). */
  joinWithoutVideo: boolean;
  joinWithoutAudio: boolean;
  /** The last refused join or message (room-error): shown under the chat input. */
  error: string | null;
}

export const initialRoomState = (init?: { liveSince?: string | null; endedAt?: string | null }): RoomState => ({
  joined: false,
  participants: [],
  messages: [],
  liveSince: init?.liveSince ?? null,
  endedAt: init?.endedAt ?? null,
  joinWithoutVideo: false,
  joinWithoutAudio: false,
  error: null,
});

/** The local actions besides the server's messages: the error under the input is dismissed when the user types again. */
export type RoomAction = LiveServerMessage | { type: 'clear-error' };

const upsert = (list: RoomParticipant[], user: RoomParticipant) =>
  list.some((p) => p._id === user._id) ? list.map((p) => (p._id === user._id ? user : p)) : [...list, user];

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** The room's state after one message for `roomId`; messages of other rooms leave it as it is. */
export function roomReducer(roomId: string) {
  return (state: RoomState, action: RoomAction): RoomState => {
    if (action.type === 'clear-error') return state.error ? { ...state, error: null } : state;
    if (action.roomId !== roomId) return state;
    switch (action.type) {
      case 'room-state':
        return {
          ...state,
          joined: true,
          participants: action.participants,
          messages: [...action.messages].sort(byTime),
          liveSince: action.liveSince,
          endedAt: action.endedAt,
          error: null,
        };
      case 'message-receive':
        if (state.messages.some((m) => m._id === action.message._id)) return state;
        return { ...state, messages: [...state.messages, action.message].sort(byTime) };
      case 'message-removed':
        return { ...state, messages: state.messages.filter((m) => m._id !== action.messageId) };
      case 'new-user-joined':
      case 'participant-changed':
        return { ...state, participants: upsert(state.participants, action.user) };
      case 'user-leaving':
        return { ...state, participants: state.participants.filter((p) => p._id !== action.user._id) };
      case 'class-live':
        return {
          ...state,
          liveSince: action.liveSince,
          joinWithoutVideo: action.joinWithoutVideo,
          joinWithoutAudio: action.joinWithoutAudio,
        };
      case 'class-ended':
        return { ...state, endedAt: action.endedAt };
      case 'room-error':
        return { ...state, error: action.error };
      default:
        return state;
    }
  };
}

/** The server's room messages, told apart from the other socket traffic (video signalling, rtc-*). */
const ROOM_TYPES = new Set<string>([
  'room-state',
  'message-receive',
  'message-removed',
  'new-user-joined',
  'user-leaving',
  'participant-changed',
  'class-live',
  'class-ended',
  'room-error',
]);
export const isRoomMessage = (msg: { type: string }): msg is LiveServerMessage => ROOM_TYPES.has(msg.type);

/** The participant record of a user, if they are in the room. */
export const participantOf = (state: RoomState, userId: string): RoomParticipant | undefined =>
  state.participants.find((p) => p._id === userId);

/** Raised hands first (the teacher answers them), then the teacher, then by name. */
export function orderedParticipants(list: RoomParticipant[]): RoomParticipant[] {
  const rank = (p: RoomParticipant) => (p.handRaised ? 0 : p.role === 'TEACHER' ? 1 : 2);
  return [...list].sort((a, b) => rank(a) - rank(b) || a.displayName.localeCompare(b.displayName));
}

export type { ChatMessage, RoomParticipant, RoomUser };
