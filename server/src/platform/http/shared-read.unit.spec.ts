import { describe, expect, it } from 'vitest';
import type { DB } from '../db/database.js';
import { ReadModelEpochs } from './epochs.js';
import { LruCache } from './lru.js';
import { SharedReads } from './shared-read.js';

/** SharedReads without a database: the checkpoint it reads first is given. */
class Reads extends SharedReads {
  checkpoint = 10n;
  override async positionOf() {
    return this.checkpoint;
  }
}
const entry = (body: string, position = 10n) => ({ body, etag: `"${body}"`, position });
const change = (epochs: ReadModelEpochs, readModel: string, instituteId: string, ids: string[] = []) =>
  epochs.observe({ instituteId, message: { type: 'change', readModel, ids, position: '1' } });

describe('LruCache', () => {
  it('forgets the least recently read entry beyond its size, and any entry past its time', () => {
    let now = 0;
    const c = new LruCache<string, number>(2, 100, () => now);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    now = 100;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(1);
  });

  it('never evicts an entry read often, though a read moves it up only once it has fallen behind', () => {
    const c = new LruCache<string, number>(8, 1000, () => 0);
    c.set('hot', 0);
    // 100 other entries through a cache of 8, the hot one read after each: it stays, the others come and go.
    for (let i = 1; i <= 100; i++) {
      c.set(`k${i}`, i);
      expect(c.get('hot'), `after k${i}`).toBe(0);
    }
    expect(c.size).toBe(8);
    expect(c.get('k100')).toBe(100);
    expect(c.get('k92')).toBeUndefined();
    // An entry not read again goes once eight newer ones are in.
    c.set('cold', 1);
    for (let i = 0; i < 8; i++) c.set(`n${i}`, i);
    expect(c.get('cold')).toBeUndefined();
  });
});

describe('ReadModelEpochs', () => {
  it('moves the stamp of a read model in the institute that changed, and everywhere on a rebuild', () => {
    const e = new ReadModelEpochs();
    const a = e.stamp(['m'], 'A');
    const b = e.stamp(['m'], 'B');
    const any = e.stamp(['m'], '*');
    change(e, 'm', 'A');
    expect(e.stamp(['m'], 'A')).not.toBe(a);
    expect(e.stamp(['m'], 'B')).toBe(b);
    expect(e.stamp(['m'], '*')).not.toBe(any);
    expect(e.stamp(['other'], 'A')).toBe(0);
    const b2 = e.stamp(['m'], 'B');
    change(e, 'm', '*');
    expect(e.stamp(['m'], 'B')).not.toBe(b2);
  });

  it('moves a user’s stamp on a signal naming them, or naming no one', () => {
    const e = new ReadModelEpochs();
    const u1 = e.stampOf('app_user', 'u1');
    const u2 = e.stampOf('app_user', 'u2');
    change(e, 'app_user', 'A', ['u1']);
    expect(e.stampOf('app_user', 'u1')).not.toBe(u1);
    expect(e.stampOf('app_user', 'u2')).toBe(u2);
    change(e, 'app_user', 'A', []);
    expect(e.stampOf('app_user', 'u2')).not.toBe(u2);
    const after = e.stampOf('app_user', 'u2');
    e.reset();
    expect(e.stampOf('app_user', 'u2')).not.toBe(after);
  });
});

describe('SharedReads', () => {
  const setUp = () => {
    const epochs = new ReadModelEpochs();
    return { epochs, reads: new Reads(epochs, null as unknown as DB) };
  };

  it('keeps a reply until its read model changes in its institute', async () => {
    const { epochs, reads } = setUp();
    const first = await reads.lookup('k', ['m'], 'A', null, null);
    expect('done' in first).toBe(true);
    if ('done' in first) first.done({ ...entry('one'), stamp: first.stamp });
    expect(await reads.lookup('k', ['m'], 'A', null, null)).toMatchObject({ body: 'one' });
    change(epochs, 'm', 'B');
    expect(await reads.lookup('k', ['m'], 'A', null, null)).toMatchObject({ body: 'one' });
    change(epochs, 'm', 'A');
    expect('done' in (await reads.lookup('k', ['m'], 'A', null, null))).toBe(true);
  });

  it('does not keep a reply read while a change was signalled', async () => {
    const { epochs, reads } = setUp();
    const first = await reads.lookup('k', ['m'], 'A', null, null);
    change(epochs, 'm', 'A');
    if ('done' in first) first.done({ ...entry('stale'), stamp: first.stamp });
    expect('done' in (await reads.lookup('k', ['m'], 'A', null, null))).toBe(true);
  });

  it('does not use a reply read before the position a caller asks for', async () => {
    const { reads } = setUp();
    const first = await reads.lookup('k', ['m'], 'A', null, null);
    if ('done' in first) first.done({ ...entry('at 10', first.position), stamp: first.stamp });
    expect(await reads.lookup('k', ['m'], 'A', null, 10n)).toMatchObject({ body: 'at 10' });
    expect('done' in (await reads.lookup('k', ['m'], 'A', null, 11n))).toBe(true);
  });

  it('drops a caller’s own reply when their app_user row changes', async () => {
    const { epochs, reads } = setUp();
    const first = await reads.lookup('k', ['m'], 'A', 'u1', null);
    if ('done' in first) first.done({ ...entry('mine'), stamp: first.stamp });
    expect(await reads.lookup('k', ['m'], 'A', 'u1', null)).toMatchObject({ body: 'mine' });
    change(epochs, 'app_user', 'A', ['u1']);
    expect('done' in (await reads.lookup('k', ['m'], 'A', 'u1', null))).toBe(true);
  });

  it('lets callers that arrive during a read wait for it instead of reading again', async () => {
    const { reads } = setUp();
    const leader = await reads.lookup('k', ['m'], 'A', null, null);
    const waiting = reads.lookup('k', ['m'], 'A', null, null);
    if ('done' in leader) leader.done({ ...entry('shared'), stamp: leader.stamp });
    expect(await waiting).toMatchObject({ body: 'shared' });
    expect(reads.stats).toMatchObject({ misses: 1, hits: 1 });
  });
});
