import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadAllOptions } from '@school/contracts';
import type { PostgresEventStore } from '@school/server';
import { ProjectionRunner, type ProjectionStatus } from './runner.js';
import type { ChangeBatch } from './types.js';
import { event, itemsProjection, memoryLog, observedStore, runnerSuite, targets } from './testing/runner-fixtures.js';

for (const target of targets) {
  describe(`ProjectionRunner on ${target.name}`, () => {
    const suite = runnerSuite(target);
    const { db, rowsOf, checkpointOf, exists, addItem, toItem } = suite;
    let store: PostgresEventStore;
    beforeAll(() => {
      store = suite.store;
    });

    it('commits a batch and its checkpoint together: when the checkpoint cannot be written, no row is kept', async () => {
      const runner = new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_atomic', 'Atomic')] });
      await runner.init();
      for (const t of ['one', 'two', 'three']) await addItem('Atomic', t);
      // Stands in for a crash between the rows and the checkpoint: the checkpoint update fails at commit time.
      await sql`alter table projection_checkpoint add constraint rt_atomic_frozen check (name <> 'rt_atomic' or position = 0)`.execute(
        db(),
      );
      try {
        await expect(runner.catchUp()).rejects.toThrow();
        expect(await rowsOf('rt_atomic')).toEqual([]);
        expect((await checkpointOf('rt_atomic')).position).toBe(0n);
      } finally {
        await sql`alter table projection_checkpoint drop constraint rt_atomic_frozen`.execute(db());
      }
      await runner.catchUp();
      expect((await rowsOf('rt_atomic')).map((r) => r.title).sort()).toEqual(['one', 'three', 'two']);
      expect((await checkpointOf('rt_atomic')).position).toBe(await store.head());
    });

    it('logs and skips an event its projection cannot use, keeps the rest of the batch and advances', async () => {
      const { lines, log } = memoryLog();
      const runner = new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_skip', 'Skip')], log });
      await runner.init();
      const first = await addItem('Skip', 'first');
      const broken = randomUUID();
      const bad = event('SkipBroken');
      await store.append(`skipItem-${broken}`, 'no_stream', [bad]);
      const last = await addItem('Skip', 'last');

      await runner.catchUp();
      const rows = await rowsOf('rt_skip');
      expect(rows.map((r) => r.id).sort()).toEqual([first, last].sort());
      // The half-written row of the failing event was rolled back with it.
      expect(rows.find((r) => r.id === `broken-${broken}`)).toBeUndefined();
      expect((await checkpointOf('rt_skip')).position).toBe(await store.head());
      expect(lines.some((l) => l.includes(bad.eventId) && l.includes('SkipBroken'))).toBe(true);
    });

    it('is idempotent: catching up again, or again from position 0, changes no row', async () => {
      const runner = new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_idem', 'Idem')], batchSize: 3 });
      await runner.init();
      const a = await addItem('Idem', 'a');
      const b = await addItem('Idem', 'b');
      await toItem('Idem', a, 'Renamed', { title: 'a2' });
      await toItem('Idem', b, 'Removed');
      await addItem('Idem', 'c');
      await runner.catchUp();
      const incremental = await rowsOf('rt_idem');
      expect(incremental.map((r) => r.title).sort()).toEqual(['a2', 'c']);

      await runner.catchUp();
      expect(await rowsOf('rt_idem')).toEqual(incremental);
      await sql`update projection_checkpoint set position = 0 where name = 'rt_idem'`.execute(db());
      await runner.catchUp();
      expect(await rowsOf('rt_idem')).toEqual(incremental);
      expect((await checkpointOf('rt_idem')).position).toBe(await store.head());

      // A copy that sees the whole log in one go ends with the same rows (deterministic).
      const copy = new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_idem_copy', 'Idem')] });
      await copy.init();
      await copy.catchUp();
      expect(await rowsOf('rt_idem_copy')).toEqual(incremental);
    });

    it('never moves a checkpoint back when two runners catch up the same projection at once', async () => {
      await addItem('Pair', 'x');
      const projection = itemsProjection('rt_pair', 'Pair');
      const other = new ProjectionRunner({ db: db(), store, projections: [projection] });
      await other.init();
      for (const t of ['y', 'z', 'w']) await addItem('Pair', t);
      const head = await store.head();
      let overtaken = false;
      const checkpoints: bigint[] = [];
      // The slow runner read the checkpoints before the other one caught up fully, and reads its small batches after.
      const slowStore = observedStore(store, async () => {
        if (!overtaken) {
          overtaken = true;
          await other.catchUp();
        }
        checkpoints.push((await checkpointOf('rt_pair')).position);
      });
      const slow = new ProjectionRunner({ db: db(), store: slowStore, projections: [projection], batchSize: 2 });
      await slow.catchUp();
      expect(checkpoints.length).toBeGreaterThan(0);
      expect(checkpoints.every((p) => p === head)).toBe(true);
      expect((await checkpointOf('rt_pair')).position).toBe(head);
      expect((await rowsOf('rt_pair')).map((r) => r.title).sort()).toEqual(['w', 'x', 'y', 'z']);
    });

    it('rebuilds into shadow tables while readers keep the old rows, then swaps and drops the old tables', async () => {
      const changes: ChangeBatch[] = [];
      const mine: bigint[] = [];
      let observe: ((o: ReadAllOptions) => Promise<void>) | null = null;
      const slowed = observedStore(store, async (o) => observe?.(o));
      const runner = new ProjectionRunner({
        db: db(),
        store: slowed,
        projections: [itemsProjection('rt_rebuild', 'Rebuild')],
        batchSize: 5,
        onChange: (c) => changes.push(c),
      });
      await runner.init();
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const id = randomUUID();
        const r = await store.append(`rebuildItem-${id}`, 'no_stream', [event('RebuildAdded', { title: `t${i}` })]);
        ids.push(id);
        mine.push(r.lastPosition);
      }
      for (const id of ids.slice(0, 3)) await toItem('Rebuild', id, 'Renamed', { title: `renamed-${id}` });
      await runner.catchUp();
      const incremental = await rowsOf('rt_rebuild');
      expect(incremental).toHaveLength(20);
      expect((await checkpointOf('rt_rebuild')).generation).toBe(1);

      // Half way through, look as a reader would. The rebuild asks for the next batch before writing the one it
      // holds: when it asks for the batch after our 15th event, the batch before (holding our 10th) is written.
      let midway: { view: number; shadow: number; status: ProjectionStatus | undefined } | null = null;
      observe = async ({ after }) => {
        if (midway || after < mine[14]!) return;
        const count = async (t: string) =>
          Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(t)}`.execute(db())).rows[0]!.n);
        midway = {
          view: await count('rt_rebuild'),
          shadow: await count('rt_rebuild__g2'),
          status: (await runner.status()).find((s) => s.name === 'rt_rebuild'),
        };
      };
      changes.length = 0;
      await runner.rebuild('rt_rebuild');

      expect(midway).not.toBeNull();
      const seen = midway!;
      expect(seen.view).toBe(20);
      expect(seen.shadow).toBeGreaterThanOrEqual(10);
      expect(seen.shadow).toBeLessThan(20);
      expect(seen.status).toMatchObject({ status: 'rebuilding', generation: 1, rebuild: { generation: 2 } });

      expect(await rowsOf('rt_rebuild')).toEqual(incremental);
      expect(await checkpointOf('rt_rebuild')).toMatchObject({ generation: 2, position: await store.head() });
      expect(await exists('rt_rebuild__g1')).toBe(false);
      expect(await exists('rt_rebuild__g2')).toBe(true);
      expect((await runner.status()).find((s) => s.name === 'rt_rebuild')).toMatchObject({ status: 'live', rebuild: null, lag: 0n });
      expect(changes).toContainEqual(expect.objectContaining({ readModel: 'rt_rebuild', byInstitute: new Map([['*', new Set()]]) }));
    });

    it('lets two processes start on a new projection at the same time', async () => {
      // The server and the worker both run init() when a deployment adds a read model.
      const runners = [0, 1].map(() => new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_twice', 'Twice')] }));
      expect(await Promise.all(runners.map((r) => r.init()))).toEqual([[], []]);
      await addItem('Twice', 'once');
      await runners[0]!.catchUp();
      expect((await rowsOf('rt_twice')).map((r) => r.title)).toEqual(['once']);
    });

    it('keeps an event appended between the last rebuild read and the swap', async () => {
      let rebuilding = false;
      let late: string | null = null;
      const projection = itemsProjection('rt_gap', 'Gap');
      const live = new ProjectionRunner({ db: db(), store, projections: [projection] });
      // When the rebuild has just read the end of the log, an event arrives and the live runner applies it to
      // the old generation; the swap must not leave it out of the new one.
      const gapStore = observedStore(
        store,
        async () => {},
        async (_o, read) => {
          if (!rebuilding || late || read.length > 0) return;
          late = await addItem('Gap', 'late');
          await live.catchUp();
          expect((await rowsOf('rt_gap')).map((r) => r.title).sort()).toEqual(['early', 'late']);
        },
      );
      const runner = new ProjectionRunner({ db: db(), store: gapStore, projections: [projection] });
      await runner.init();
      await addItem('Gap', 'early');
      await runner.catchUp();
      rebuilding = true;
      await runner.rebuild('rt_gap');
      rebuilding = false;
      expect(late).not.toBeNull();
      await runner.catchUp();
      expect((await rowsOf('rt_gap')).map((r) => r.title).sort()).toEqual(['early', 'late']);
      expect(await checkpointOf('rt_gap')).toMatchObject({ generation: 2, position: await store.head() });
    });

    it('reports a projection whose version changed as stale until it is rebuilt', async () => {
      const v1 = new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_stale', 'Stale', 1)] });
      expect(await v1.init()).toEqual([]);
      await addItem('Stale', 'old');
      await v1.catchUp();

      const v2 = new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_stale', 'Stale', 2)] });
      expect(await v2.init()).toEqual(['rt_stale']);
      expect((await v2.status()).find((s) => s.name === 'rt_stale')).toMatchObject({
        version: 2,
        storedVersion: 1,
        status: 'stale',
        rebuild: null,
      });
      // A stale projection is left alone by catch-up: its rows were written by the old code.
      const before = await checkpointOf('rt_stale');
      await addItem('Stale', 'new');
      await v2.catchUp();
      expect(await checkpointOf('rt_stale')).toEqual(before);

      await v2.rebuild('rt_stale');
      expect(await v2.init()).toEqual([]);
      expect((await v2.status()).find((s) => s.name === 'rt_stale')).toMatchObject({ version: 2, storedVersion: 2, status: 'live' });
      expect((await rowsOf('rt_stale')).map((r) => r.title).sort()).toEqual(['new', 'old']);
    });

    it('waitFor answers true once the read model reached the position and false on timeout', async () => {
      const runner = new ProjectionRunner({ db: db(), store, projections: [itemsProjection('rt_wait', 'Wait')] });
      await runner.init();
      await runner.catchUp();
      await addItem('Wait', 'w');
      const target = await store.head();

      const started = Date.now();
      expect(await runner.waitFor(['rt_wait'], target, 150)).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);

      const waiting = runner.waitFor(['rt_wait'], target, 5000);
      await runner.catchUp();
      expect(await waiting).toBe(true);
      expect(await runner.waitFor(['rt_wait'], target, 0)).toBe(true);
      // A read model that has no checkpoint yet has not reached anything; an empty list has nothing to wait for.
      expect(await runner.waitFor(['rt_wait', 'rt_not_there'], target, 30)).toBe(false);
      expect(await runner.waitFor([], target, 0)).toBe(true);
    });

    it('signals {readModel, ids, byInstitute} after a batch, without the events it skipped', async () => {
      const changes: ChangeBatch[] = [];
      const runner = new ProjectionRunner({
        db: db(),
        store,
        projections: [itemsProjection('rt_change', 'Change')],
        onChange: (c) => changes.push(c),
      });
      await runner.init();
      await runner.catchUp();
      changes.length = 0;
      const a = await addItem('Change', 'a', 'inst-a');
      const b = await addItem('Change', 'b', 'inst-b');
      const c = await addItem('Change', 'c', 'inst-a');
      const broken = randomUUID();
      await store.append(`changeItem-${broken}`, 'no_stream', [event('ChangeBroken', {}, 'inst-a')]);
      await runner.catchUp();

      expect(changes).toHaveLength(1);
      expect(changes[0]).toEqual({
        readModel: 'rt_change',
        position: await store.head(),
        byInstitute: new Map([
          ['inst-a', new Set([a, c])],
          ['inst-b', new Set([b])],
        ]),
      });
      // Nothing new: no signal.
      await runner.catchUp();
      expect(changes).toHaveLength(1);
    });
  });
}
