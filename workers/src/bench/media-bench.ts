import { createSocket, type Socket } from 'node:dgram';
import { rtcLayout } from '@school/contracts';
import { RTCPeerConnection, RtpHeader, RtpPacket, type RTCRtpTransceiver, useSdesMid } from 'werift';
// The SFU adapter itself (the server package exports only its public surface; the bench drives the adapter directly).
import { createWeriftSfu, sfuCodecs, type VideoPeer } from '@school/server';
import { percentile } from './measure.js';
import { costRatio, fmtCount, fmtMs, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';

/**
 * Figure 13: a live class's video through the werift SFU (docs/decisions/0029-video-sfu.md). One teacher stream, video
 * sized (BENCH_MEDIA_FPS frames a second, each BENCH_MEDIA_PACKETS packets of ~1,100 bytes: ~1 Mbit/s at the defaults),
 * forwarded to BENCH_MEDIA_RECEIVERS werift receivers; beside it the same packets relayed by a bare UDP socket to as many
 * UDP receivers. Everything runs in this one process on loopback: the receivers' decryption shares the CPU with the SFU,
 * so the figure is a floor of what a server alone holds.
 */

const RECEIVERS = Number(process.env.BENCH_MEDIA_RECEIVERS ?? 50);
const FPS = Number(process.env.BENCH_MEDIA_FPS ?? 30);
const PACKETS_PER_FRAME = Number(process.env.BENCH_MEDIA_PACKETS ?? 4);
const SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 8);
const PAYLOAD_BYTES = 1100;
const ROOM = 'bench-room';

interface Run {
  sent: number;
  /** Deliveries expected: packets × receivers. */
  expected: number;
  received: number;
  /** One-way delay of every delivery, sorted, ms. */
  delays: number[];
  cpuMs: number;
  /** The SFU's own time per packet per receiver (µs), where measured. */
  forwardUsPerDelivery?: number;
}

/** A payload carrying its index and send time (performance.now(), ms). */
function payload(i: number): Buffer {
  const b = Buffer.alloc(PAYLOAD_BYTES);
  b.writeUInt32BE(i, 0);
  b.writeDoubleBE(performance.now(), 4);
  return b;
}

/** Sends the stream at its frame rate: a frame's packets back to back, frames spaced evenly. */
async function stream(send: (i: number) => void | Promise<void>): Promise<number> {
  const frames = FPS * SECONDS;
  const t0 = performance.now();
  let i = 0;
  for (let f = 0; f < frames; f++) {
    for (let p = 0; p < PACKETS_PER_FRAME; p++) await send(i++);
    const next = t0 + ((f + 1) * 1000) / FPS;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return i;
}

async function sfuRun(log: (m: string) => void): Promise<Run> {
  let forwardMs = 0;
  let deliveries = 0;
  const sfu = createWeriftSfu({
    additionalHostAddresses: ['127.0.0.1'],
    onForward: (n, ms) => {
      deliveries += n;
      forwardMs += ms;
    },
  });
  const pcs: RTCPeerConnection[] = [];
  const delays: number[] = [];
  let received = 0;
  const connect = async (id: string, as: 'TEACHER' | 'STUDENT', onVideo?: (p: Buffer) => void) => {
    const pc = new RTCPeerConnection({
      codecs: sfuCodecs(),
      headerExtensions: { video: [useSdesMid()], audio: [useSdesMid()] },
      iceUseIpv6: false,
      iceAdditionalHostAddresses: ['127.0.0.1'],
    });
    pcs.push(pc);
    const ts: RTCRtpTransceiver[] = rtcLayout(as).map((slot) => {
      const sends = as === 'TEACHER' ? slot === 'teacher-video' || slot === 'teacher-audio' : slot === 'own-audio';
      return pc.addTransceiver(slot === 'teacher-video' ? 'video' : 'audio', { direction: sends ? 'sendonly' : 'recvonly' });
    });
    if (onVideo) ts[0]!.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((rtp) => onVideo(rtp.payload)));
    const peer: VideoPeer = {
      peerId: id,
      userId: id,
      isTeacher: as === 'TEACHER',
      send: (msg) => {
        if (msg.type === 'rtc-answer') void pc.setRemoteDescription({ type: 'answer', sdp: msg.sdp as string });
      },
    };
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve());
    });
    await sfu.signal(ROOM, peer, { type: 'rtc-offer', roomId: ROOM, session: id, sdp: pc.localDescription!.sdp });
    await sfu.whenConnected(ROOM, id, 30_000);
    const t0 = Date.now();
    while (pc.connectionState !== 'connected') {
      if (Date.now() - t0 > 30_000) throw new Error(`${id} did not connect`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return ts;
  };
  try {
    const teacher = await connect('teacher', 'TEACHER');
    const onVideo = (p: Buffer) => {
      if (p.length < 12) return;
      received++;
      delays.push(performance.now() - p.readDoubleBE(4));
    };
    const setup0 = performance.now();
    // One handshake at a time: five at once took longer on this machine (62 s against 43 s for the 50).
    for (let k = 0; k < RECEIVERS; k++) await connect(`student-${k}`, 'STUDENT', onVideo);
    log(`  media: ${RECEIVERS} receivers connected to the SFU in ${((performance.now() - setup0) / 1000).toFixed(1)} s`);
    // Warm-up: the path, the JIT, the first keyframe request.
    const video = teacher[0]!.sender;
    let seq = 0;
    const sendOne = (i: number) =>
      video.sendRtp(
        new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: seq++ & 0xffff, timestamp: i * 3000, marker: true }), payload(i)),
      );
    for (let i = 0; i < 20; i++) await sendOne(i);
    await new Promise((r) => setTimeout(r, 500));
    received = 0;
    delays.length = 0;
    forwardMs = 0;
    deliveries = 0;
    const cpu0 = process.cpuUsage();
    const sent = await stream(sendOne);
    await new Promise((r) => setTimeout(r, 1000));
    const cpu = process.cpuUsage(cpu0);
    return {
      sent,
      expected: sent * RECEIVERS,
      received,
      delays: delays.sort((a, b) => a - b),
      cpuMs: (cpu.user + cpu.system) / 1000,
      forwardUsPerDelivery: deliveries ? (forwardMs * 1000) / deliveries : 0,
    };
  } finally {
    await sfu.close();
    await Promise.all(pcs.map((pc) => pc.close().catch(() => {})));
  }
}

const bind = (s: Socket) => new Promise<number>((resolve) => s.bind(0, '127.0.0.1', () => resolve(s.address().port)));

/** The baseline: a UDP socket that sends each packet it reads to every receiver, nothing else. */
async function udpRun(): Promise<Run> {
  const sockets: Socket[] = [];
  const open = () => {
    const s = createSocket('udp4');
    sockets.push(s);
    return s;
  };
  const delays: number[] = [];
  let received = 0;
  try {
    const receiverPorts: number[] = [];
    for (let k = 0; k < RECEIVERS; k++) {
      const r = open();
      r.on('message', (p) => {
        received++;
        delays.push(performance.now() - p.readDoubleBE(4));
      });
      receiverPorts.push(await bind(r));
    }
    const relay = open();
    relay.on('message', (p) => {
      for (const port of receiverPorts) relay.send(p, port, '127.0.0.1');
    });
    const relayPort = await bind(relay);
    const sender = open();
    await bind(sender);
    const sendOne = (i: number) => {
      sender.send(payload(i), relayPort, '127.0.0.1');
    };
    for (let i = 0; i < 20; i++) sendOne(i);
    await new Promise((r) => setTimeout(r, 300));
    received = 0;
    delays.length = 0;
    const cpu0 = process.cpuUsage();
    const sent = await stream(sendOne);
    await new Promise((r) => setTimeout(r, 1000));
    const cpu = process.cpuUsage(cpu0);
    return { sent, expected: sent * RECEIVERS, received, delays: delays.sort((a, b) => a - b), cpuMs: (cpu.user + cpu.system) / 1000 };
  } finally {
    for (const s of sockets) s.close();
  }
}

const lossPct = (r: Run) => `${(((r.expected - Math.min(r.received, r.expected)) / r.expected) * 100).toFixed(2)} %`;

export const mediaFigure: Figure = {
  id: '13',
  title: `a live class's video: one teacher stream to ${RECEIVERS} receivers through the SFU`,
  async run(ctx: FigureContext): Promise<Row[]> {
    const mbit = (FPS * PACKETS_PER_FRAME * PAYLOAD_BYTES * 8) / 1e6;
    const sfu = await sfuRun(ctx.log);
    const udp = await udpRun();
    const label = `${RECEIVERS} receivers, ${FPS} fps, ${mbit.toFixed(1)} Mbit/s`;
    const row = (metric: string, p: string, b: string, ratio: string, note?: string): Row => ({
      figure: '13',
      metric: `${label}: ${metric}`,
      platform: p,
      baseline: b,
      ratio,
      ...(note ? { note } : {}),
    });
    const p50 = percentile(sfu.delays, 50);
    const p99 = percentile(sfu.delays, 99);
    const b50 = percentile(udp.delays, 50);
    const b99 = percentile(udp.delays, 99);
    return [
      row(
        'packets lost',
        `${lossPct(sfu)} (${fmtCount(sfu.received)} of ${fmtCount(sfu.expected)})`,
        `${lossPct(udp)} (${fmtCount(udp.received)} of ${fmtCount(udp.expected)})`,
        '',
        `Figure 13: ${fmtCount(sfu.sent)} packets of ${PAYLOAD_BYTES} bytes over ${SECONDS} s, each forwarded to every receiver; ` +
          'the baseline is a bare UDP socket relaying the same packets to as many UDP sockets. Sender, SFU and receivers ' +
          'share this one process (the receivers decrypt SRTP on the same cores), so the SFU figure is a floor.',
      ),
      row('delay p50', fmtMs(p50), fmtMs(b50), costRatio(p50, b50)),
      row('delay p99', fmtMs(p99), fmtMs(b99), costRatio(p99, b99)),
      row(
        "SFU's event-loop time per packet per receiver",
        `${(sfu.forwardUsPerDelivery ?? 0).toFixed(1)} µs`,
        '',
        '',
        "Figure 13: the SFU's time is its synchronous work per forwarded packet (parse, header rewrite, SRTP encryption " +
          `for each receiver); one core spent on nothing else would carry ${fmtCount(Math.floor(1e6 / (sfu.forwardUsPerDelivery || 1)))} deliveries a second.`,
      ),
      row('CPU per second of stream', fmtMs(sfu.cpuMs / (SECONDS + 1)), fmtMs(udp.cpuMs / (SECONDS + 1)), costRatio(sfu.cpuMs, udp.cpuMs)),
    ];
  },
};
