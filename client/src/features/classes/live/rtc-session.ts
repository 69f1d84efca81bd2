import { rtcLayout, type RtcSlot } from '@school/contracts';
import { sendOnSocket } from '@/lib/push';

/**
 * One RTCPeerConnection of the call page to the server's SFU (docs/decisions/0029-video-sfu.md). The browser offers in the
 * fixed layout of `rtcLayout` (contracts live-rtc.ts) and the server answers; nothing is renegotiated afterwards: the
 * teacher going live, a student being let speak or muting only change the tracks on transceivers that already exist.
 * A session is never reused: a lost connection or a reconnected socket makes a new one (a new `session` id).
 */

export type RtcRole = 'TEACHER' | 'STUDENT' | 'OBSERVER';

export interface RtcSessionEvents {
  /** A remote track arrived on a slot (the teacher's camera or microphone, a speaker's audio). */
  onTrack(slot: RtcSlot, track: MediaStreamTrack): void;
  /** The connection's state (new, connecting, connected, disconnected, failed, closed). */
  onState(state: RTCPeerConnectionState): void;
  /** The server could not answer, or the connection failed: the owner starts another session. */
  onFailed(): void;
}

let counter = 0;
const newSessionId = () => `${Date.now().toString(36)}-${(++counter).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class RtcSession {
  readonly id = newSessionId();
  private readonly pc: RTCPeerConnection;
  private readonly slots: RtcSlot[];
  private readonly transceivers = new Map<RtcSlot, RTCRtpTransceiver>();
  private closed = false;

  constructor(
    private readonly roomId: string,
    role: RtcRole,
    /** The teacher's camera and microphone (null: none; a track that is absent is not sent). */
    local: { video: MediaStreamTrack | null; audio: MediaStreamTrack | null },
    /** A student's microphone, when already let speak. */
    ownAudio: MediaStreamTrack | null,
    iceServers: RTCIceServer[],
    private readonly events: RtcSessionEvents,
  ) {
    this.pc = new RTCPeerConnection({ iceServers, bundlePolicy: 'max-bundle' });
    this.slots = rtcLayout(role);
    for (const slot of this.slots) {
      const kind = slot === 'teacher-video' ? 'video' : 'audio';
      let t: RTCRtpTransceiver;
      if (role === 'TEACHER' && (slot === 'teacher-video' || slot === 'teacher-audio')) {
        const track = slot === 'teacher-video' ? local.video : local.audio;
        t = this.pc.addTransceiver(track ?? kind, { direction: 'sendonly' });
      } else if (slot === 'own-audio') {
        t = this.pc.addTransceiver(ownAudio ?? 'audio', { direction: 'sendonly' });
      } else {
        t = this.pc.addTransceiver(kind, { direction: 'recvonly' });
      }
      if (kind === 'video') preferVp8(t);
      this.transceivers.set(slot, t);
    }
    this.pc.ontrack = (ev) => {
      const slot = [...this.transceivers].find(([, t]) => t === ev.transceiver)?.[0];
      if (slot) this.events.onTrack(slot, ev.track);
    };
    this.pc.onicecandidate = (ev) => {
      if (this.closed) return;
      sendOnSocket({ type: 'rtc-ice', roomId: this.roomId, session: this.id, candidate: ev.candidate ? ev.candidate.toJSON() : null });
    };
    this.pc.onconnectionstatechange = () => {
      if (this.closed) return;
      const state = this.pc.connectionState;
      this.events.onState(state);
      if (state === 'failed') this.events.onFailed();
    };
  }

  /** The offer went out on the socket. */
  offered = false;

  /** Sends the offer; false when the socket is not open (the owner starts another session when it is). */
  async start(): Promise<boolean> {
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    if (this.closed) return false;
    this.offered = sendOnSocket({ type: 'rtc-offer', roomId: this.roomId, session: this.id, sdp: offer.sdp ?? '' });
    return this.offered;
  }

  /** A server message for this room: the answer of this session, its error. */
  async onServerMessage(msg: { type: string } & Record<string, unknown>): Promise<void> {
    if (this.closed || msg.session !== this.id) return;
    if (msg.type === 'rtc-answer' && typeof msg.sdp === 'string') {
      try {
        await this.pc.setRemoteDescription({ type: 'answer', sdp: msg.sdp });
      } catch {
        this.events.onFailed();
      }
    } else if (msg.type === 'rtc-error') {
      this.events.onFailed();
    }
  }

  /** Puts a track on a sending slot (a student let speak, the teacher's camera turned back on); null stops sending. */
  async setTrack(slot: RtcSlot, track: MediaStreamTrack | null): Promise<void> {
    const t = this.transceivers.get(slot);
    if (t && !this.closed) await t.sender.replaceTrack(track);
  }

  /** Asks the teacher's camera for a keyframe (a receiver's picture froze). */
  requestKeyframe(): void {
    sendOnSocket({ type: 'rtc-keyframe', roomId: this.roomId, session: this.id });
  }

  get state(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  close(tellServer: boolean): void {
    if (this.closed) return;
    this.closed = true;
    if (tellServer) sendOnSocket({ type: 'rtc-restart', roomId: this.roomId, session: this.id });
    this.pc.ontrack = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}

/** The SFU forwards VP8 only: ask for it first (a browser would otherwise offer VP8 among others anyway). */
function preferVp8(t: RTCRtpTransceiver) {
  const caps = typeof RTCRtpReceiver !== 'undefined' ? RTCRtpReceiver.getCapabilities?.('video') : null;
  if (!caps || typeof t.setCodecPreferences !== 'function') return;
  const vp8 = caps.codecs.filter((c) => c.mimeType.toLowerCase() === 'video/vp8');
  const rest = caps.codecs.filter((c) => c.mimeType.toLowerCase() !== 'video/vp8');
  try {
    if (vp8.length) t.setCodecPreferences([...vp8, ...rest]);
  } catch {
    // A browser that refuses the list negotiates its own order; the server's answer still picks VP8.
  }
}
