import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { canonicalJson, canonicalKeys, canonicalText, chainHashes, eventHash, GENESIS_HASH } from './chain.js';

const event = {
  eventId: '6F1C2B1E-0000-4000-8000-000000000001',
  streamId: 's-1',
  streamVersion: 0,
  type: 'T',
  data: { b: 1, a: 10.5 },
  metadata: { z: 'x', a: null },
};

describe('hash chain', () => {
  it('writes canonical JSON with sorted keys at every depth, keeping array order', () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }, 3], a: { y: 1, x: 2 } })).toBe('{"a":{"x":2,"y":1},"b":[{"c":2,"d":1},3]}');
    expect(canonicalJson({ a: undefined, d: new Date('2026-01-02T03:04:05.000Z'), n: -0 })).toBe('{"d":"2026-01-02T03:04:05.000Z","n":0}');
    expect(canonicalJson(JSON.parse('{"amount": 10.50}'))).toBe(canonicalJson({ amount: 10.5 }));
  });

  it('gives the same hash whatever the key order and id case, and a different one for any change', () => {
    const h = eventHash(GENESIS_HASH, event);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(eventHash(GENESIS_HASH, { ...event, eventId: event.eventId.toLowerCase(), data: { a: 10.5, b: 1 } })).toBe(h);
    expect(eventHash(GENESIS_HASH, { ...event, data: { a: 10.51, b: 1 } })).not.toBe(h);
    expect(eventHash(GENESIS_HASH, { ...event, streamVersion: 1 })).not.toBe(h);
    expect(eventHash('1'.repeat(64), event)).not.toBe(h);
  });

  it('links each hash to the one before', () => {
    const [[p1, h1], [p2, h2]] = chainHashes(GENESIS_HASH, [event, { ...event, streamVersion: 1 }]) as [[string, string], [string, string]];
    expect(p1).toBe(GENESIS_HASH);
    expect(p2).toBe(h1);
    expect(h2).toBe(eventHash(h1, { ...event, streamVersion: 1 }));
  });
});

describe('canonical keys', () => {
  it('put together with data, metadata and a version, make the canonical text eventHash hashes', () => {
    const cases = [
      event,
      { ...event, data: { z: 'Zoë “q” ₹ 😀', a: [3, { y: 'tab\there', b: 'line\nbreak\u0001' }], n: 1e21, m: -0 } },
      { ...event, streamId: 'strange "id" \\ ü', type: 'Type "quoted"', data: null, metadata: [1, 'two'] },
    ];
    for (const e of cases) {
      const keys = canonicalKeys(e);
      for (const version of [0, 7, 123456]) {
        const body = canonicalText(keys, canonicalJson(e.data), canonicalJson(e.metadata), version);
        expect(body).toBe(canonicalJson({ ...e, eventId: e.eventId.toLowerCase(), streamVersion: version }));
        const hash = createHash('sha256').update(`${GENESIS_HASH}${body}`, 'utf8').digest('hex');
        expect(hash).toBe(eventHash(GENESIS_HASH, { ...e, streamVersion: version }));
      }
    }
  });
});
