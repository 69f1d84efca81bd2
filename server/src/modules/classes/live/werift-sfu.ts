import { rtcLayout, RTC_SPEAKER_SLOTS, type RtcCandidate, type RtcSlot } from '@school/contracts';
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type MediaStreamTrack,
  type RTCRtpTransceiver,
  type RtpPacket,
  useSdesMid,
} from 'werift';
import type { SfuOptions } from './sfu-options.js';
import type { VideoPeer, VideoRoomPort } from './video-port.js';

export { sfuOptionsFromEnv, type SfuIceServer, type SfuOptions } from './sfu-options.js';

/**
 * The video of a live class forwarded inside the server process (docs/decisions/0029-video-sfu.md): one werift
 * RTCPeerConnection per browser peer, answering the browser's offer in the fixed layout of `rtcLayout` (contracts
 * live-rtc.ts). The teacher's camera and microphone, and the microphone of each student the teacher let speak, are read
 * packet by packet (`onReceiveRtp`) and written to the matching sendonly transceiver of every other peer
 * (`sender.sendRtp`, which rewrites SSRC, payload type, sequence number and timestamp to that connection's own). Nothing is
 * decoded or re-encoded; a receiver that joins, or a publisher that (re)connects, asks the teacher's camera for a keyframe.
 */

/**
 * The only codecs negotiated: every browser sends and decodes them, so a packet forwards without transcoding. The specs'
 * and the bench's werift peers use the same.
 */
export function sfuCodecs() {
  return {
    video: [
      new RTCRtpCodecParameters({
        mimeType: 'video/VP8',
        clockRate: 90000,
        // No transport-cc: with werift's feedback a Chromium teacher's target bitrate fell from 200 to 32 kbit/s and its
        // frame rate to 3 within 20 s; with receiver reports only it rose to 700 kbit/s at a steady 20 fps (decision 0029).
        rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'ccm', parameter: 'fir' }],
      }),
    ],
    audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
  };
}

type Source = 'teacher-video' | 'teacher-audio' | `own:${string}`;

interface PeerConn {
  peer: VideoPeer;
  session: string;
  pc: RTCPeerConnection;
  slots: Map<RtcSlot, RTCRtpTransceiver>;
  /** The last source SSRC written to each sender: a new source continues the receiver's sequence numbers. */
  lastSsrc: Map<RTCRtpTransceiver, number>;
  /** Signalling of this peer runs one message at a time (an ICE candidate waits for the offer it belongs to). */
  queue: Promise<void>;
  connected: boolean;
  closed: boolean;
}

interface Published {
  peerId: string;
  track: MediaStreamTrack;
  transceiver: RTCRtpTransceiver;
  /** RTP arrived lately: the track is flowing. */
  flowing: boolean;
  lastRtpAt: number;
}

interface Room {
  id: string;
  conns: Map<string, PeerConn>;
  teacherVideo: Published | null;
  teacherAudio: Published | null;
  /** Student microphones, by peer id. */
  studentAudio: Map<string, Published>;
  /** Peers the teacher let speak (set before or after they connect). */
  canSpeak: Set<string>;
  /** `speaker-n` → the peer heard in it. */
  speakers: (string | null)[];
  lastPli: number;
}

const PLI_MIN_INTERVAL_MS = 300;
/** A track with no packet for this long has stopped (the teacher turned the camera off): receivers are told. */
export const STALL_MS = 2000;
/** A peer may offer at most this many times in `OFFER_WINDOW_MS` (each offer binds a UDP port and a DTLS handshake). */
export const MAX_OFFERS_PER_WINDOW = 10;
const OFFER_WINDOW_MS = 10_000;

export function createWeriftSfu(options: SfuOptions = {}): VideoRoomPort & {
  /** Test and bench hook: resolves when the peer's server connection is connected. */
  whenConnected(roomId: string, peerId: string, timeoutMs?: number): Promise<void>;
} {
  const rooms = new Map<string, Room>();
  /** Recent offers' times per peer (a reconnect loop or a hostile tab). */
  const offerTimes = new Map<string, number[]>();
  const offerAllowed = (peerId: string) => {
    const now = Date.now();
    const recent = (offerTimes.get(peerId) ?? []).filter((t) => now - t < OFFER_WINDOW_MS);
    if (recent.length >= MAX_OFFERS_PER_WINDOW) {
      offerTimes.set(peerId, recent);
      return false;
    }
    recent.push(now);
    offerTimes.set(peerId, recent);
    return true;
  };
  const report = (err: unknown, context: string) => options.onError?.(err, context);

  const room = (roomId: string): Room => {
    let r = rooms.get(roomId);
    if (!r) {
      r = {
        id: roomId,
        conns: new Map(),
        teacherVideo: null,
        teacherAudio: null,
        studentAudio: new Map(),
        canSpeak: new Set(),
        speakers: Array.from({ length: RTC_SPEAKER_SLOTS }, () => null),
        lastPli: 0,
      };
      rooms.set(roomId, r);
    }
    return r;
  };

  const speakerUser = (r: Room, peerId: string | null) => (peerId ? (r.conns.get(peerId)?.peer.userId ?? null) : null);

  const mediaMessage = (r: Room) => ({
    type: 'rtc-media',
    roomId: r.id,
    teacherVideo: !!r.teacherVideo?.flowing,
    teacherAudio: !!r.teacherAudio?.flowing,
    speakers: r.speakers.map((p) => speakerUser(r, p)),
  });

  const broadcastMedia = (r: Room) => {
    const msg = mediaMessage(r);
    for (const c of r.conns.values()) if (!c.closed) c.peer.send(msg);
  };

  /** Fills free speaker slots with peers that may speak and publish audio; empties slots of those that may not. */
  const assignSpeakers = (r: Room) => {
    for (let i = 0; i < r.speakers.length; i++) {
      const p = r.speakers[i];
      if (p && (!r.canSpeak.has(p) || !r.studentAudio.has(p))) r.speakers[i] = null;
    }
    for (const p of r.canSpeak) {
      if (r.speakers.includes(p) || !r.studentAudio.has(p)) continue;
      const free = r.speakers.indexOf(null);
      if (free < 0) break;
      r.speakers[free] = p;
    }
  };

  const requestKeyframe = (r: Room, force = false) => {
    const v = r.teacherVideo;
    if (!v) return;
    const now = Date.now();
    if (!force && now - r.lastPli < PLI_MIN_INTERVAL_MS) return;
    r.lastPli = now;
    const ssrc = v.track.ssrc;
    if (ssrc) v.transceiver.receiver.sendRtcpPLI(ssrc).catch((err) => report(err, 'pli'));
  };

  /** The transceivers a source's packets go to. */
  const targets = (r: Room, source: Source): RTCRtpTransceiver[] => {
    let slot: RtcSlot;
    let from: string;
    if (source === 'teacher-video' || source === 'teacher-audio') {
      const pub = source === 'teacher-video' ? r.teacherVideo : r.teacherAudio;
      if (!pub) return [];
      slot = source;
      from = pub.peerId;
    } else {
      from = source.slice(4);
      if (!r.canSpeak.has(from)) return [];
      const i = r.speakers.indexOf(from);
      if (i < 0) return [];
      slot = `speaker-${i}`;
    }
    const out: RTCRtpTransceiver[] = [];
    for (const c of r.conns.values()) {
      if (c.peer.peerId === from || c.closed || !c.connected) continue;
      const t = c.slots.get(slot);
      if (t) out.push(t);
    }
    return out;
  };

  const forward = (r: Room, source: Source, rtp: RtpPacket) => {
    const to = targets(r, source);
    if (!to.length) return;
    const t0 = options.onForward ? performance.now() : 0;
    // Serialized once; each sender parses its own copy (sendRtp rewrites the header in place).
    const buf = rtp.serialize();
    const { ssrc, sequenceNumber, timestamp } = rtp.header;
    for (const t of to) {
      const conn = findConn(r, t);
      if (conn && conn.lastSsrc.get(t) !== ssrc) {
        if (conn.lastSsrc.has(t)) {
          // A new source on this sender (the teacher reconnected, another student in the slot): continue its numbering.
          t.sender.replaceRTP({ sequenceNumber: (sequenceNumber - 1) & 0xffff, timestamp: (timestamp - 1) >>> 0 }, true);
        }
        conn.lastSsrc.set(t, ssrc);
      }
      t.sender.sendRtp(buf).catch((err) => report(err, 'forward'));
    }
    options.onForward?.(to.length, performance.now() - t0);
  };

  const owners = new WeakMap<RTCRtpTransceiver, PeerConn>();
  const findConn = (_r: Room, t: RTCRtpTransceiver) => owners.get(t);

  const closeConn = (r: Room, c: PeerConn) => {
    if (c.closed) return;
    c.closed = true;
    if (r.conns.get(c.peer.peerId) === c) r.conns.delete(c.peer.peerId);
    let changed = false;
    if (r.teacherVideo?.peerId === c.peer.peerId) {
      r.teacherVideo = null;
      changed = true;
    }
    if (r.teacherAudio?.peerId === c.peer.peerId) {
      r.teacherAudio = null;
      changed = true;
    }
    if (r.studentAudio.delete(c.peer.peerId)) changed = true;
    const before = r.speakers.join();
    assignSpeakers(r);
    if (before !== r.speakers.join()) changed = true;
    c.pc.close().catch((err) => report(err, 'close'));
    if (changed) broadcastMedia(r);
  };

  const publishedTracks = new WeakSet<MediaStreamTrack>();
  const publish = (r: Room, c: PeerConn, slot: RtcSlot, track: MediaStreamTrack, t: RTCRtpTransceiver) => {
    if (publishedTracks.has(track)) return;
    publishedTracks.add(track);
    const pub: Published = { peerId: c.peer.peerId, track, transceiver: t, flowing: false, lastRtpAt: 0 };
    let source: Source;
    if (slot === 'teacher-video' && c.peer.isTeacher) {
      r.teacherVideo = pub;
      source = 'teacher-video';
    } else if (slot === 'teacher-audio' && c.peer.isTeacher) {
      r.teacherAudio = pub;
      source = 'teacher-audio';
    } else if (slot === 'own-audio' && !c.peer.isTeacher) {
      r.studentAudio.set(c.peer.peerId, pub);
      source = `own:${c.peer.peerId}`;
    } else {
      return;
    }
    track.onReceiveRtp.subscribe((rtp) => {
      if (c.closed) return;
      pub.lastRtpAt = Date.now();
      if (!pub.flowing) {
        pub.flowing = true;
        if (source !== 'teacher-video' && source !== 'teacher-audio') assignSpeakers(r);
        if (source === 'teacher-video') requestKeyframe(r, true);
        broadcastMedia(r);
      }
      forward(r, source, rtp);
    });
  };

  // The teacher's tracks that stopped (a camera turned off sends nothing): receivers show it; the first packet after
  // turns them back on (and asks for a keyframe).
  const stallTimer = setInterval(() => {
    const now = Date.now();
    for (const r of rooms.values()) {
      let changed = false;
      for (const pub of [r.teacherVideo, r.teacherAudio]) {
        if (pub?.flowing && now - pub.lastRtpAt > STALL_MS) {
          pub.flowing = false;
          changed = true;
        }
      }
      if (changed) broadcastMedia(r);
    }
  }, STALL_MS / 4);
  stallTimer.unref?.();

  const gathered = (pc: RTCPeerConnection) =>
    new Promise<void>((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      const timer = setTimeout(resolve, options.gatherTimeoutMs ?? 3000);
      pc.iceGatheringStateChange.subscribe((s) => {
        if (s === 'complete') {
          clearTimeout(timer);
          resolve();
        }
      });
    });

  const onOffer = async (r: Room, peer: VideoPeer, session: string, sdp: string) => {
    const old = r.conns.get(peer.peerId);
    if (old) closeConn(r, old);
    const pc = new RTCPeerConnection({
      codecs: sfuCodecs(),
      // The mid in each packet routes it to its m-line when a browser signals no SSRC (a transceiver with no track yet).
      headerExtensions: { video: [useSdesMid()], audio: [useSdesMid()] },
      iceServers: options.iceServers ?? [],
      iceAdditionalHostAddresses: options.additionalHostAddresses,
      icePortRange: options.portRange,
      iceUseIpv6: false,
    });
    const c: PeerConn = {
      peer,
      session,
      pc,
      slots: new Map(),
      lastSsrc: new Map(),
      queue: Promise.resolve(),
      connected: false,
      closed: false,
    };
    r.conns.set(peer.peerId, c);
    let answered!: () => void;
    c.queue = new Promise<void>((resolve) => {
      answered = resolve;
    });
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp });
      const ts = pc.getTransceivers();
      const layout = peer.isTeacher
        ? rtcLayout('TEACHER')
        : ts.length === rtcLayout('STUDENT').length
          ? rtcLayout('STUDENT')
          : rtcLayout('OBSERVER');
      const kinds = layout.map((s) => (s === 'teacher-video' ? 'video' : 'audio'));
      if (ts.length !== layout.length || ts.some((t, i) => t.kind !== kinds[i])) {
        throw new Error(`The offer's m-lines (${ts.map((t) => t.kind).join(',')}) are not the layout ${layout.join(',')}`);
      }
      ts.forEach((t, i) => {
        const slot = layout[i]!;
        c.slots.set(slot, t);
        owners.set(t, c);
        // werift makes a transceiver of a remote offer recvonly: the slots this peer receives are sent from here.
        const publishes = peer.isTeacher ? slot === 'teacher-video' || slot === 'teacher-audio' : slot === 'own-audio';
        t.setDirection(publishes ? 'recvonly' : 'sendonly');
        // A track signalled with an SSRC was made inside setRemoteDescription (its onTrack already fired); one without
        // comes with its first packet.
        for (const track of t.receiver.tracks) publish(r, c, slot, track, t);
        t.onTrack.subscribe((track) => publish(r, c, slot, track, t));
        // A receiver lost picture: the teacher's camera sends a keyframe.
        if (slot === 'teacher-video') t.sender.onPictureLossIndication.subscribe(() => requestKeyframe(r));
      });
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'connected' && !c.connected) {
          c.connected = true;
          requestKeyframe(r, true);
        } else if (state === 'failed' || state === 'closed') {
          c.connected = false;
        }
      });
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      await gathered(pc);
      if (c.closed) return;
      peer.send({ type: 'rtc-answer', roomId: r.id, session, sdp: pc.localDescription!.sdp });
      peer.send(mediaMessage(r));
    } catch (err) {
      report(err, 'offer');
      closeConn(r, c);
      peer.send({ type: 'rtc-error', roomId: r.id, session, error: 'The video offer could not be answered.' });
    } finally {
      answered();
    }
  };

  const enqueue = (c: PeerConn, fn: () => Promise<void>) => {
    c.queue = c.queue.then(fn).catch((err) => report(err, 'signal'));
    return c.queue;
  };

  return {
    async signal(roomId, peer, msg) {
      const r = room(roomId);
      const session = typeof msg.session === 'string' ? msg.session.slice(0, 100) : '';
      if (!session) return;
      switch (msg.type) {
        case 'rtc-offer': {
          if (typeof msg.sdp !== 'string' || msg.sdp.length > 100_000) return;
          if (!offerAllowed(peer.peerId)) {
            peer.send({ type: 'rtc-error', roomId, session, error: 'Too many video offers. Try again in a few seconds.' });
            return;
          }
          const sdp = msg.sdp;
          // The offer is the first step of its connection's queue: a candidate that arrives meanwhile waits for it.
          await onOffer(r, peer, session, sdp);
          return;
        }
        case 'rtc-ice': {
          const c = r.conns.get(peer.peerId);
          if (!c || c.session !== session) return;
          const cand = msg.candidate as RtcCandidate | null;
          if (!cand || typeof cand.candidate !== 'string' || !cand.candidate) return;
          await enqueue(c, async () => {
            await c.pc.addIceCandidate({
              candidate: cand.candidate,
              sdpMid: cand.sdpMid ?? undefined,
              sdpMLineIndex: cand.sdpMLineIndex ?? undefined,
            });
          });
          return;
        }
        case 'rtc-restart': {
          const c = r.conns.get(peer.peerId);
          if (c && c.session === session) closeConn(r, c);
          return;
        }
        case 'rtc-keyframe':
          requestKeyframe(r);
          return;
        default:
          return;
      }
    },

    setCanSpeak(roomId, peerId, allowed) {
      const r = room(roomId);
      if (allowed) r.canSpeak.add(peerId);
      else r.canSpeak.delete(peerId);
      const before = r.speakers.join();
      assignSpeakers(r);
      if (before !== r.speakers.join()) broadcastMedia(r);
    },

    leave(roomId, peerId) {
      const r = rooms.get(roomId);
      if (!r) return;
      r.canSpeak.delete(peerId);
      offerTimes.delete(peerId);
      const c = r.conns.get(peerId);
      if (c) closeConn(r, c);
      if (!r.conns.size && !r.canSpeak.size) rooms.delete(roomId);
    },

    closeRoom(roomId) {
      const r = rooms.get(roomId);
      if (!r) return;
      rooms.delete(roomId);
      for (const c of [...r.conns.values()]) {
        c.closed = true;
        c.pc.close().catch((err) => report(err, 'close'));
      }
      r.conns.clear();
    },

    stats() {
      let peers = 0;
      let forwardedTracks = 0;
      for (const r of rooms.values()) {
        peers += r.conns.size;
        const sources: Source[] = ['teacher-video', 'teacher-audio', ...[...r.studentAudio.keys()].map((p) => `own:${p}` as const)];
        for (const s of sources) forwardedTracks += targets(r, s).length;
      }
      return { rooms: rooms.size, peers, forwardedTracks };
    },

    async close() {
      clearInterval(stallTimer);
      for (const id of [...rooms.keys()]) this.closeRoom(id);
    },

    whenConnected(roomId, peerId, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          const c = rooms.get(roomId)?.conns.get(peerId);
          if (c?.connected) return resolve();
          if (Date.now() - started > timeoutMs) return reject(new Error(`peer ${peerId} did not connect`));
          setTimeout(tick, 20);
        };
        tick();
      });
    },
  };
}
