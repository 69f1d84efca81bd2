import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { PushEnvelope } from '@school/contracts';
import { redisPushBus } from './push-bus.js';

/** The Redis push bus: signals published together leave as one message and arrive one by one, in order. */
const url = process.env.REDIS_URL;
const clients: Redis[] = [];
afterAll(() => {
  for (const c of clients) c.disconnect();
});

const change = (readModel: string, id: string): PushEnvelope => ({
  instituteId: 'i1',
  message: { type: 'change', readModel, ids: [id], position: '1' },
});

describe.skipIf(!url)('redisPushBus (Redis)', () => {
  it('gathers the signals of a moment into one message, and hands each subscriber every one in order', async () => {
    const ns = `bus${randomBytes(4).toString('hex')}`;
    const pub = new Redis(url!, { maxRetriesPerRequest: null });
    const raw = new Redis(url!, { maxRetriesPerRequest: null });
    clients.push(pub, raw);
    const messages: string[] = [];
    raw.on('message', (_c: string, m: string) => messages.push(m));
    await raw.subscribe(`${ns}:push`);
    const bus = redisPushBus(pub, ns);
    const got: PushEnvelope[] = [];
    bus.subscribe((e) => got.push(e));
    // Subscribing is asynchronous: a first signal, once one arrives, says the subscription is in place.
    for (let i = 0; i < 100 && got.length === 0; i++) {
      await bus.publish(change('warmup', String(i)));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(got.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    got.length = 0;
    messages.length = 0;

    await Promise.all([bus.publish(change('dashboard_admin', 'a')), bus.publish(change('department', 'b'))]);
    await expect.poll(() => got.length).toBe(2);
    expect(got.map((e) => e.message.type === 'change' && e.message.readModel)).toEqual(['dashboard_admin', 'department']);
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!)).toHaveLength(2);

    // A single envelope, as a server of the previous release publishes it, is understood too.
    await pub.publish(`${ns}:push`, JSON.stringify(change('course', 'c')));
    await expect.poll(() => got.length).toBe(3);
    expect(got[2]!.message).toMatchObject({ readModel: 'course', ids: ['c'] });
    await bus.close();
  });
});
