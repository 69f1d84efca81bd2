import { rtcLayout } from '@school/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { RTCPeerConnection, RtpHeader, RtpPacket, type RTCRtpTransceiver, useSdesMid } from 'werift';
import type { VideoPeer } from './video-port.js';
import { createWeriftSfu, sfuCodecs, STALL_MS } from './werift-sfu.js';

/**
 * The SFU against werift peers playing the browsers (one process, loopback UDP): the signalling goes through `signal`
 * directly, and the fake VideoPeer's `send` delivers the server's messages to the test peer.
 */

const ROOM = 'class-1';

type Sfu = ReturnType<typeof createWeriftSfu>;

interface TestPeer {
  id: string;
  pc: RTCPeerConnection;
  ts: RTCRtpTransceiver[];
  /** Packets received per transceiver index: payload first byte markers. */
  received: Map<number, Buffer[]>;
  messages: Record<string, unknown>[];
  peer: VideoPeer;
  plis: number;
}

const open: RTCPeerConnection[] = [];
let sfu: Sfu | null = null;

afterEach(async () => {
  await sfu?.close();
  sfu = null;
  await Promise.all(open.splice(0).map((pc) => pc.close()));
});

async function connect(s: Sfu, id: string, as: 'TEACHER' | 'STUDENT', trickle = false): Promise<TestPeer> {
  const pc = new RTCPeerConnection({
    codecs: sfuCodecs(),
    headerExtensions: { video: [useSdesMid()], audio: [useSdesMid()] },
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  open.push(pc);
  const layout = rtcLayout(as);
  const ts = layout.map((slot) => {
    const kind = slot === 'teacher-video' ? 'video' : 'audio';
    const sends = as === 'TEACHER' ? slot === 'teacher-video' || slot === 'teacher-audio' : slot === 'own-audio';
    return pc.addTransceiver(kind, { direction: sends ? 'sendonly' : 'recvonly' });
  });
  const tp: TestPeer = {
    id,
    pc,
    ts,
    received: new Map(),
    messages: [],
    plis: 0,
    peer: {
      peerId: id,
      userId: `user-${id}`,
      isTeacher: as === 'TEACHER',
      send: (msg) => {
        tp.messages.push(msg);
        if (msg.type === 'rtc-answer') void pc.setRemoteDescription({ type: 'answer', sdp: msg.sdp as string });
      },
    },
  };
  ts.forEach((t, i) => {
    t.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((rtp) => {
        const list = tp.received.get(i) ?? [];
        list.push(rtp.payload);
        tp.received.set(i, list);
      });
    });
    t.sender.onPictureLossIndication.subscribe(() => {
      tp.plis++;
    });
  });
  const session = `s-${id}`;
  if (trickle) {
    // The browser's way: the offer at once (without candidates), its candidates right after it, nothing awaited.
    const candidates: unknown[] = [];
    pc.onIceCandidate.subscribe((c) => {
      if (c) candidates.push(c.toJSON());
    });
    const offer = await pc.createOffer();
    expect(offer.sdp).not.toMatch(/a=candidate/);
    await pc.setLocalDescription(offer);
    void s.signal(ROOM, tp.peer, { type: 'rtc-offer', roomId: ROOM, session, sdp: offer.sdp });
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) void s.signal(ROOM, tp.peer, { type: 'rtc-ice', roomId: ROOM, session, candidate });
    await s.whenConnected(ROOM, id);
    await until(() => pc.connectionState === 'connected', `${id} connected`);
    return tp;
  }
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.iceGatheringStateChange.subscribe((st) => st === 'complete' && resolve());
  });
  await s.signal(ROOM, tp.peer, { type: 'rtc-offer', roomId: ROOM, session, sdp: pc.localDescription!.sdp });
  await s.whenConnected(ROOM, id);
  await until(() => pc.connectionState === 'connected', `${id} connected`);
  return tp;
}

async function until(cond: () => boolean, what: string, ms = 8000) {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Sends `n` RTP packets on a sender; the payload's first byte is `mark` so a receiver can tell sources apart. */
async function sendPackets(t: RTCRtpTransceiver, mark: number, n: number, start = 0) {
  for (let i = 0; i < n; i++) {
    const header = new RtpHeader({ payloadType: 96, sequenceNumber: start + i, timestamp: (start + i) * 3000, marker: true });
    await t.sender.sendRtp(new RtpPacket(header, Buffer.from([mark, i & 0xff, 0, 0, 0, 0, 0, 0])));
    await new Promise((r) => setTimeout(r, 5));
  }
}

const count = (p: TestPeer, i: number, mark?: number) =>
  (p.received.get(i) ?? []).filter((b) => mark === undefined || b[0] === mark).length;

describe('werift SFU', () => {
  it("forwards the teacher's video and audio to every student, and stops for a student who left", async () => {
    sfu = createWeriftSfu({ additionalHostAddresses: ['127.0.0.1'] });
    const teacher = await connect(sfu, 't', 'TEACHER');
    const a = await connect(sfu, 'a', 'STUDENT');
    const b = await connect(sfu, 'b', 'STUDENT');

    await sendPackets(teacher.ts[0]!, 0xa1, 40);
    await sendPackets(teacher.ts[1]!, 0xb2, 20);
    await until(() => count(a, 0, 0xa1) >= 35 && count(b, 0, 0xa1) >= 35, 'students receive the video');
    await until(() => count(a, 1, 0xb2) >= 15 && count(b, 1, 0xb2) >= 15, 'students receive the audio');
    // The video never arrives on an audio slot and the other way round.
    expect(count(a, 1, 0xa1)).toBe(0);
    expect(count(a, 0, 0xb2)).toBe(0);
    // A joining receiver asked the teacher's camera for a keyframe.
    await until(() => teacher.plis > 0, 'a PLI reaches the teacher');
    // rtc-media told the students the teacher's camera is flowing.
    await until(() => a.messages.some((m) => m.type === 'rtc-media' && m.teacherVideo === true), 'rtc-media with the camera on');
    expect(sfu.stats()).toMatchObject({ rooms: 1, peers: 3 });
    expect(sfu.stats().forwardedTracks).toBe(4);

    sfu.leave(ROOM, 'a');
    const aBefore = count(a, 0);
    const bBefore = count(b, 0);
    await sendPackets(teacher.ts[0]!, 0xa1, 30, 40);
    await until(() => count(b, 0) >= bBefore + 25, 'b still receives');
    await new Promise((r) => setTimeout(r, 200));
    expect(count(a, 0)).toBe(aBefore);
    expect(sfu.stats()).toMatchObject({ peers: 2, forwardedTracks: 2 });
  }, 30_000);

  it('a student who may speak is heard by the teacher and the other students; closeRoom stops all forwarding', async () => {
    sfu = createWeriftSfu({ additionalHostAddresses: ['127.0.0.1'] });
    const teacher = await connect(sfu, 't', 'TEACHER');
    const a = await connect(sfu, 'a', 'STUDENT');
    const b = await connect(sfu, 'b', 'STUDENT');
    const own = rtcLayout('STUDENT').indexOf('own-audio');
    const slot0 = rtcLayout('TEACHER').indexOf('speaker-0');

    // Not allowed yet: the student's microphone goes nowhere.
    await sendPackets(a.ts[own]!, 0xc3, 20);
    await new Promise((r) => setTimeout(r, 300));
    expect(count(teacher, slot0, 0xc3)).toBe(0);
    expect(count(b, slot0, 0xc3)).toBe(0);

    sfu.setCanSpeak(ROOM, 'a', true);
    await sendPackets(a.ts[own]!, 0xc3, 30, 20);
    await until(() => count(teacher, slot0, 0xc3) >= 25, 'the teacher hears the student');
    await until(() => count(b, slot0, 0xc3) >= 25, 'the other student hears the student');
    expect(count(a, slot0, 0xc3)).toBe(0);
    await until(
      () => teacher.messages.some((m) => m.type === 'rtc-media' && (m.speakers as unknown[])[0] === 'user-a'),
      'rtc-media names the speaker',
    );

    // Taken back: silence again.
    sfu.setCanSpeak(ROOM, 'a', false);
    const heard = count(teacher, slot0);
    await sendPackets(a.ts[own]!, 0xc3, 20, 50);
    await new Promise((r) => setTimeout(r, 300));
    expect(count(teacher, slot0)).toBe(heard);

    sfu.closeRoom(ROOM);
    expect(sfu.stats()).toEqual({ rooms: 0, peers: 0, forwardedTracks: 0 });
    const bVideo = count(b, 0);
    await sendPackets(teacher.ts[0]!, 0xa1, 20).catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    expect(count(b, 0)).toBe(bVideo);
  }, 30_000);

  it('a student who connected before the teacher went live receives the teacher once they publish; a stopped camera is told', async () => {
    sfu = createWeriftSfu({ additionalHostAddresses: ['127.0.0.1'] });
    const a = await connect(sfu, 'a', 'STUDENT');
    expect(a.messages.find((m) => m.type === 'rtc-media')).toMatchObject({ teacherVideo: false, teacherAudio: false });
    const teacher = await connect(sfu, 't', 'TEACHER');
    await sendPackets(teacher.ts[0]!, 0xa1, 30);
    await until(() => count(a, 0, 0xa1) >= 25, 'the early student receives the video');
    const media = () => a.messages.filter((m) => m.type === 'rtc-media').map((m) => m.teacherVideo);
    expect(media().at(-1)).toBe(true);
    // The teacher turns the camera off (nothing is sent): after STALL_MS the student is told; on again, told again.
    const stoppedAt = Date.now();
    await until(() => media().at(-1) === false, 'rtc-media: the camera stopped', 5000);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(STALL_MS - 200);
    await sendPackets(teacher.ts[0]!, 0xa1, 5, 30);
    await until(() => media().at(-1) === true, 'rtc-media: the camera is back');
  }, 30_000);

  it("connects peers that trickle their candidates; a reconnected teacher's stream continues; rtc-restart ends a connection", async () => {
    const errors: string[] = [];
    sfu = createWeriftSfu({ additionalHostAddresses: ['127.0.0.1'], onError: (err, where) => errors.push(`${where}: ${err}`) });
    const a = await connect(sfu, 'a', 'STUDENT', true);
    const first = await connect(sfu, 't1', 'TEACHER', true);
    await sendPackets(first.ts[0]!, 0xa1, 20);
    await until(() => count(a, 0, 0xa1) >= 15, 'the student receives the first connection');
    // The teacher's tab reconnects: a new connection (new SSRC, its own sequence numbers from 0) replaces the old.
    sfu.leave(ROOM, 't1');
    await until(() => a.messages.some((m) => m.type === 'rtc-media' && m.teacherVideo === false), 'rtc-media: camera off');
    const second = await connect(sfu, 't2', 'TEACHER', true);
    const before = count(a, 0);
    await sendPackets(second.ts[0]!, 0xd4, 20);
    await until(() => count(a, 0, 0xd4) >= 15, 'the student receives the new connection');
    expect(count(a, 0)).toBeGreaterThanOrEqual(before + 15);
    expect(errors).toEqual([]);

    // The student's browser drops its connection: an rtc-restart of another session is ignored, its own ends it.
    await sfu.signal(ROOM, a.peer, { type: 'rtc-restart', roomId: ROOM, session: 'not-this-one' });
    expect(sfu.stats().peers).toBe(2);
    await sfu.signal(ROOM, a.peer, { type: 'rtc-restart', roomId: ROOM, session: 's-a' });
    expect(sfu.stats()).toMatchObject({ peers: 1, forwardedTracks: 0 });
  }, 30_000);

  it('answers a malformed offer with rtc-error', async () => {
    sfu = createWeriftSfu({ additionalHostAddresses: ['127.0.0.1'] });
    const sent: Record<string, unknown>[] = [];
    const peer: VideoPeer = { peerId: 'x', userId: 'u', isTeacher: false, send: (m) => sent.push(m) };
    await sfu.signal(ROOM, peer, { type: 'rtc-offer', roomId: ROOM, session: 's1', sdp: 'v=0\r\n' });
    expect(sent).toEqual([{ type: 'rtc-error', roomId: ROOM, session: 's1', error: 'The video offer could not be answered.' }]);
    expect(sfu.stats().peers).toBe(0);
  });
});
