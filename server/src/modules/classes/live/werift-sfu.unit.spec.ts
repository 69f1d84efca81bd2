import { describe, expect, it } from 'vitest';
import type { VideoPeer } from './video-port.js';
import { createWeriftSfu, MAX_OFFERS_PER_WINDOW, sfuOptionsFromEnv } from './werift-sfu.js';

describe('sfuOptionsFromEnv', () => {
  it('announces 127.0.0.1 by default and takes nothing else', () => {
    expect(sfuOptionsFromEnv({})).toEqual({ additionalHostAddresses: ['127.0.0.1'] });
  });

  it('reads LIVE_MEDIA_ADDRESS, LIVE_MEDIA_PORTS and LIVE_ICE_SERVERS as JSON or a list of URLs', () => {
    expect(
      sfuOptionsFromEnv({
        LIVE_MEDIA_ADDRESS: '203.0.113.7, 10.0.0.2',
        LIVE_MEDIA_PORTS: '40000-40100',
        LIVE_ICE_SERVERS: '[{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]',
      }),
    ).toEqual({
      additionalHostAddresses: ['203.0.113.7', '10.0.0.2'],
      portRange: [40000, 40100],
      iceServers: [{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }],
    });
    expect(sfuOptionsFromEnv({ LIVE_ICE_SERVERS: 'stun:a.example.org:3478, stun:b.example.org' }).iceServers).toEqual([
      { urls: 'stun:a.example.org:3478' },
      { urls: 'stun:b.example.org' },
    ]);
  });

  it('ignores a port range that is not min-max', () => {
    expect(sfuOptionsFromEnv({ LIVE_MEDIA_PORTS: '40000' }).portRange).toBeUndefined();
  });
});

describe('werift SFU signalling without media', () => {
  it('refuses offers past the limit in the window with rtc-error', async () => {
    const sfu = createWeriftSfu();
    const sent: Record<string, unknown>[] = [];
    const peer: VideoPeer = { peerId: 'p', userId: 'u', isTeacher: false, send: (m) => sent.push(m) };
    for (let i = 0; i <= MAX_OFFERS_PER_WINDOW; i++) {
      await sfu.signal('room', peer, { type: 'rtc-offer', roomId: 'room', session: `s${i}`, sdp: 'v=0\r\n' });
    }
    const errors = sent.filter((m) => m.type === 'rtc-error').map((m) => m.error);
    expect(errors).toHaveLength(MAX_OFFERS_PER_WINDOW + 1);
    expect(errors.at(-1)).toBe('Too many video offers. Try again in a few seconds.');
    expect(errors.slice(0, -1).every((e) => e === 'The video offer could not be answered.')).toBe(true);
    await sfu.close();
  });

  it('ignores a message without a session, an ICE candidate of an unknown connection, and setCanSpeak before any offer', async () => {
    const sfu = createWeriftSfu();
    const sent: Record<string, unknown>[] = [];
    const peer: VideoPeer = { peerId: 'p', userId: 'u', isTeacher: false, send: (m) => sent.push(m) };
    await sfu.signal('room', peer, { type: 'rtc-offer', roomId: 'room', sdp: 'v=0\r\n' });
    await sfu.signal('room', peer, {
      type: 'rtc-ice',
      roomId: 'room',
      session: 'x',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' },
    });
    sfu.setCanSpeak('room', 'p', true);
    expect(sent).toEqual([]);
    expect(sfu.stats()).toEqual({ rooms: 1, peers: 0, forwardedTracks: 0 });
    sfu.leave('room', 'p');
    expect(sfu.stats().rooms).toBe(0);
    await sfu.close();
  });
});
