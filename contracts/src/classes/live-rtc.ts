/**
 * The video signalling of a live class (docs/decisions/0029-video-sfu.md), on the tab's websocket beside the room's
 * messages (live.ts). The browser offers, the server's SFU answers; nothing is renegotiated while a peer stays in the
 * room: every offer has the same fixed layout of m-lines (`rtcLayout`), so the teacher going live later, a student
 * being let speak or a speaker changing only starts or stops forwarding on transceivers that already exist.
 */

/** Audio slots every peer receives: up to this many students the teacher let speak are heard at once. */
export const RTC_SPEAKER_SLOTS = 3;

/** What an m-line carries, in offer order. */
export type RtcSlot =
  /** The teacher's camera (teacher: sends; others: receive). */
  | 'teacher-video'
  /** The teacher's microphone (teacher: sends; others: receive). */
  | 'teacher-audio'
  /** A speaking student's audio, slot n (everyone receives). */
  | `speaker-${number}`
  /** A student's own microphone, sent when the teacher lets them speak (students only). */
  | 'own-audio';

/** The m-lines of an offer, in order, for what the caller is in the room. */
export function rtcLayout(as: 'TEACHER' | 'STUDENT' | 'OBSERVER'): RtcSlot[] {
  const speakers = Array.from({ length: RTC_SPEAKER_SLOTS }, (_, i) => `speaker-${i}` as const);
  const base: RtcSlot[] = ['teacher-video', 'teacher-audio', ...speakers];
  return as === 'STUDENT' ? [...base, 'own-audio'] : base;
}

/** A JSON form of an ICE candidate (the browser's RTCIceCandidateInit). */
export interface RtcCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** Browser → server. `session` names one RTCPeerConnection of the tab: a newer one replaces the older. */
export type RtcClientMessage =
  /** An offer in the `rtcLayout` of the caller's role. Replaces the peer's previous connection, if any. */
  | { type: 'rtc-offer'; roomId: string; session: string; sdp: string }
  /** A trickled candidate of the browser (null: the browser's gathering ended). */
  | { type: 'rtc-ice'; roomId: string; session: string; candidate: RtcCandidate | null }
  /** The browser drops its connection (it will offer again): the server closes its side. */
  | { type: 'rtc-restart'; roomId: string; session: string }
  /** The receiver lost picture (a decode error, a fresh element): asks the teacher's camera for a keyframe. */
  | { type: 'rtc-keyframe'; roomId: string; session: string };

/** Server → browser. */
export type RtcServerMessage =
  /** The SFU's answer, its candidates gathered (no server-side trickle). */
  | { type: 'rtc-answer'; roomId: string; session: string; sdp: string }
  /** What the room's media is now: whether the teacher's camera and microphone are flowing, who speaks in which slot. */
  | {
      type: 'rtc-media';
      roomId: string;
      teacherVideo: boolean;
      teacherAudio: boolean;
      /** `speaker-n` → the user id of the student heard in it (null: silent). */
      speakers: (string | null)[];
    }
  /** The offer could not be answered (a malformed offer, a layout that does not match the role). */
  | { type: 'rtc-error'; roomId: string; session: string; error: string };

export const RTC_CLIENT_MESSAGE_TYPES = ['rtc-offer', 'rtc-ice', 'rtc-restart', 'rtc-keyframe'] as const;
