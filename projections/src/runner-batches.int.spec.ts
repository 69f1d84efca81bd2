import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '@school/server';
import { ProjectionRunner } from './runner.js';
import type { ChangeBatch } from './types.js';
import { itemsProjection, observedStore, runnerSuite, targets } from './testing/runner-fixtures.js';

/** The runner applying and rebuilding several projections in one pass (issue #13 part 4). */
for (const target of targets) {
  describe(`ProjectionRunner, several projections at once on ${target.name}`, () => {
    const suite = runnerSuite(target);
    const { db, rowsOf, checkpointOf, exists, addItem, toItem } = suite;
    let store: PostgresEventStore;
    beforeAll(() => {
      store = suite.store;
    });

    it('applies a batch to every projection behind it in one transaction, then signals each read model', async () => {
      const changes: ChangeBatch[] = [];
      const runner = new ProjectionRunner({
        db: db(),
        store,
        projections: [itemsProjection('rt_one_a', 'OneTx'), itemsProjection('rt_one_b', 'OneTx')],
        onChange: (c) => changes.push(c),
      });
      await runner.init();
      await runner.catchUp();
      changes.length = 0;
      const caughtUp = await store.head();
      const x = await addItem('OneTx', 'x');
      // The second read model's checkpoint cannot move: the first one's rows must not be kept either.
      await sql`alter table projection_checkpoint add constraint rt_one_frozen check (name <> 'rt_one_b' or position <= ${sql.raw(caughtUp.toString())})`.execute(
        db(),
      );
      try {
        await expect(runner.catchUp()).rejects.toThrow();
        expect(await rowsOf('rt_one_a')).toEqual([]);
        expect(changes).toEqual([]);
      } finally {
        await sql`alter table projection_checkpoint drop constraint rt_one_frozen`.execute(db());
      }
      await runner.catchUp();
      const head = await store.head();
      for (const name of ['rt_one_a', 'rt_one_b']) {
        expect((await rowsOf(name)).map((r) => r.id)).toEqual([x]);
        expect((await checkpointOf(name)).position).toBe(head);
      }
      expect(changes.map((c) => c.readModel).sort()).toEqual(['rt_one_a', 'rt_one_b']);
      expect(changes.every((c) => c.position === head && c.byInstitute.get('inst-1')?.has(x))).toBe(true);
    });

    it('rebuilds several projections in one read of the log, each to the rows it had', async () => {
      let reads = 0;
      const counted = observedStore(store, async () => {
        reads++;
      });
      // rt_many_b has its index built after the load: it must be there after the swap all the same.
      const projections = ['rt_many_a', 'rt_many_b', 'rt_many_c'].map((n) => ({
        ...itemsProjection(n, 'Many'),
        indexesAfterRebuild: n === 'rt_many_b',
      }));
      const runner = new ProjectionRunner({ db: db(), store: counted, projections, batchSize: 7 });
      await runner.init();
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await addItem('Many', `m${i}`));
      await toItem('Many', ids[0]!, 'Renamed', { title: 'renamed' });
      await toItem('Many', ids[1]!, 'Removed');
      await runner.catchUp();
      const before = await rowsOf('rt_many_a');
      expect(before).toHaveLength(11);

      reads = 0;
      await runner.rebuild('rt_many_a');
      const onePass = reads;
      expect(onePass).toBeGreaterThan(1);
      const progress: bigint[] = [];
      reads = 0;
      await runner.rebuildMany(['rt_many_c', 'rt_many_a', 'rt_many_b'], (p) => progress.push(p));
      expect(reads).toBe(onePass);
      const head = await store.head();
      expect(progress.at(-1)).toBe(head);
      for (const name of ['rt_many_a', 'rt_many_b', 'rt_many_c']) {
        expect(await rowsOf(name)).toEqual(before);
        expect(await checkpointOf(name)).toMatchObject({ position: head, generation: name === 'rt_many_a' ? 3 : 2 });
        expect(await exists(`${name}__g1`)).toBe(false);
        const generation = name === 'rt_many_a' ? 3 : 2;
        expect(await exists(`${name}_institute__g${generation}`)).toBe(true);
      }
      expect((await runner.status()).every((s) => s.status === 'live' && s.rebuild === null)).toBe(true);
      await expect(runner.rebuildMany(['rt_many_a', 'rt_nope'])).rejects.toThrow('Unknown projection: rt_nope');
    });
  });
}
