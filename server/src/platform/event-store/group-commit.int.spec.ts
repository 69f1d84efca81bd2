import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type AppendResult } from '@school/contracts';
import { openDatabase, openIsolatedPostgres, type Database } from '../db/database.js';
import { eventHash, verifyChain } from '../audit/index.js';
import { eventOf } from './event-store.contract.js';
import { migrateEventStore, PostgresEventStore } from './postgres-event-store.js';

/** Each target is a database of its own, so that verifyChain sees only what these tests wrote. */
const targets: { name: string; open(): Promise<{ database: Database; dispose(): Promise<void> }> }[] = [
  {
    name: 'PGlite',
    async open() {
      const database = await openDatabase({ dataDir: null });
      return { database, dispose: () => database.close() };
    },
  },
];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  targets.push({
    name: 'PostgreSQL',
    async open() {
      const schema = `gc_${randomBytes(5).toString('hex')}`;
      const database = await openIsolatedPostgres(databaseUrl, schema);
      return {
        database,
        async dispose() {
          await database.close();
          const c = new pg.Client({ connectionString: databaseUrl });
          await c.connect();
          await c.query(`drop schema if exists "${schema}" cascade`);
          await c.end();
        },
      };
    },
  });
}

const settle = <T>(ps: Promise<T>[]) => Promise.allSettled(ps);

for (const target of targets) {
  describe(`group commit on ${target.name}`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ database, dispose } = await target.open());
      await migrateEventStore(database.db);
    });
    afterAll(async () => dispose?.());

    /**
     * A store whose writer is held inside its first group (the test hook runs before that group's commit) until
     * `release()`: appends made meanwhile all wait in the queue and are written together as the next group.
     */
    function heldStore() {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let entered!: () => void;
      const inside = new Promise<void>((r) => (entered = r));
      let first = true;
      const store = new PostgresEventStore(database.db, database.kind, {
        async beforeCommit() {
          if (!first) return;
          first = false;
          entered();
          await gate;
        },
      });
      return { store, release, inside };
    }

    it('writes many concurrent appends to distinct streams in few groups, each with its own result, on an intact chain', async () => {
      const store = new PostgresEventStore(database.db, database.kind);
      let groups = 0;
      store.subscribe(() => groups++);
      const streams = Array.from({ length: 40 }, (_, i) => `gcMany${i}-${randomUUID()}`);
      const results = await Promise.all(
        streams.map((s, i) => store.append(s, 'no_stream', [eventOf('Many', { i }), eventOf('Many', { i })])),
      );
      // The first append starts the writer alone; the 39 made while it writes go together.
      expect(groups).toBe(2);
      const all = results.flatMap((r) => r.positions);
      expect(new Set(all.map(String)).size).toBe(80);
      results.forEach((r, i) => {
        expect(r.nextExpectedVersion).toBe(1);
        expect(r.positions).toHaveLength(2);
        expect(r.lastPosition).toBe(r.positions[1]);
        // Queue order is position order: a later caller's events come after an earlier one's.
        if (i > 0) expect(r.positions[0]).toBeGreaterThan(results[i - 1]!.lastPosition);
      });
      for (const [i, s] of streams.entries()) {
        const read = await store.readStream(s);
        expect(read.map((e) => [e.streamVersion, (e.data as { i: number }).i])).toEqual([
          [0, i],
          [1, i],
        ]);
        expect(read.map((e) => e.position)).toEqual(results[i]!.positions);
      }
      expect(await verifyChain(database.db, { batch: 7 })).toMatchObject({ ok: true, legacy: 0 });
    });

    it('hashes in the database exactly what eventHash hashes in JS: unicode, escapes, nesting and key order', async () => {
      const store = new PostgresEventStore(database.db, database.kind);
      const stream = `gcHash-ü€😀-"q"\\-${randomUUID()}`;
      const samples = [
        { z: 'Zoë “quoted” ₹ 😀 \u{1F468}\u200D\u{1F469}', a: [3, { y: 'tab\there', b: 'line\nbreak\u0001' }] },
        { amount: 10.5, big: 1e21, tiny: 5e-7, neg: -0, list: [], empty: {}, nil: null, yes: true },
        { 'key with "quotes" and \\': 'வணக்கம் नमस्ते 你好', ünïcödé: '\u2028\u2029' },
      ];
      const events = samples.map((data, i) => eventOf(`Hash${i}`, data, { ...eventOf('x').metadata, idempotencyKey: 'ключ-😀' }));
      const r = await store.append(stream, 'no_stream', events);
      const rows = await sql<{ prev_hash: string; hash: string; stream_version: number }>`
        select prev_hash, hash, stream_version from es_event where stream_id = ${stream} order by position`.execute(database.db);
      expect(rows.rows).toHaveLength(3);
      rows.rows.forEach((row, i) => {
        const e = events[i]!;
        expect(row.hash).toBe(eventHash(row.prev_hash, { ...e, streamId: stream, streamVersion: row.stream_version }));
      });
      expect(r.positions).toHaveLength(3);
    });

    it('lets exactly one of many concurrent appends with the same expected version win; the rest are refused', async () => {
      const store = new PostgresEventStore(database.db, database.kind);
      const stream = `gcRace-${randomUUID()}`;
      await store.append(stream, 'no_stream', [eventOf('Made')]);
      const results = await settle(Array.from({ length: 12 }, (_, i) => store.append(stream, 0, [eventOf('Raced', { i })])));
      const won = results.filter((r): r is PromiseFulfilledResult<AppendResult> => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(won[0]!.value.nextExpectedVersion).toBe(1);
      for (const r of results.filter((x) => x.status === 'rejected')) {
        expect(r.reason).toBeInstanceOf(WrongExpectedVersion);
        expect(r.reason).toMatchObject({ stream, expected: 0, actual: 1 });
      }
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Made', 'Raced']);
    });

    it('answers each item of one group on its own: conflicts, successes, and two appends to one stream in order', async () => {
      const { store, release, inside } = heldStore();
      const existing = `gcMixExisting-${randomUUID()}`;
      // Read before the writer is held: PGlite's one session is the held transaction's until the release.
      const before = await store.head();
      const held = store.append(`gcMixHeld-${randomUUID()}`, 'no_stream', [eventOf('Held')]);
      await inside;
      const setup = store.append(existing, 'no_stream', [eventOf('Made'), eventOf('Made')]);
      const fresh = `gcMixFresh-${randomUUID()}`;
      const twice = `gcMixTwice-${randomUUID()}`;
      const calls = [
        store.append(fresh, 'no_stream', [eventOf('Fresh')]),
        store.append(existing, 'no_stream', [eventOf('Conflict')]), // exists after `setup`, earlier in this group
        store.append(twice, 'no_stream', [eventOf('First'), eventOf('First')]),
        store.append(twice, 1, [eventOf('Second')]), // sees the item before it in the same group
        store.append(twice, 1, [eventOf('Stale')]), // so this one is stale
        store.append(existing, 1, [eventOf('Next')]),
        store.append(`gcMixMissing-${randomUUID()}`, 3, [eventOf('Missing')]),
      ];
      expect(store.pendingAppends).toBe(8);
      release();
      await held;
      const [made, ...rest] = await settle([setup, ...calls]);
      expect(made!.status).toBe('fulfilled');
      const [freshR, conflictR, firstR, secondR, staleR, nextR, missingR] = rest;
      expect(freshR).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 0 } });
      expect(conflictR).toMatchObject({ status: 'rejected', reason: { stream: existing, expected: 'no_stream', actual: 1 } });
      expect(firstR).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 1 } });
      expect(secondR).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 2 } });
      expect(staleR).toMatchObject({ status: 'rejected', reason: { stream: twice, expected: 1, actual: 2 } });
      expect(nextR).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 2 } });
      expect(missingR).toMatchObject({ status: 'rejected', reason: { actual: 'no_stream' } });
      expect((await store.readStream(twice)).map((e) => [e.type, e.streamVersion])).toEqual([
        ['First', 0],
        ['First', 1],
        ['Second', 2],
      ]);
      expect((await store.readStream(existing)).map((e) => e.type)).toEqual(['Made', 'Made', 'Next']);
      // The group's events follow the held one's in queue order: refusals took no place in the log.
      const log = await store.readAll({ after: before, limit: 100 });
      expect(log.map((e) => e.type)).toEqual(['Held', 'Made', 'Made', 'Fresh', 'First', 'First', 'Second', 'Next']);
      expect((await verifyChain(database.db)).ok).toBe(true);
    });

    it('records the version of each stream a group appended to, also after a refused item', async () => {
      const store = new PostgresEventStore(database.db, database.kind);
      const existing = `gcVerExisting-${randomUUID()}`;
      await store.append(existing, 'no_stream', [eventOf('Made'), eventOf('Made')]);
      const held = heldStore();
      const first = held.store.append(`gcVerHeld-${randomUUID()}`, 'no_stream', [eventOf('Held')]);
      await held.inside;
      const [a, b] = [`gcVerA-${randomUUID()}`, `gcVerB-${randomUUID()}`];
      const group = settle([
        held.store.append(existing, 0, [eventOf('Stale')]), // refused: the group's first item appends nothing
        held.store.append(a, 'no_stream', [eventOf('A'), eventOf('A')]),
        held.store.append(existing, 'no_stream', [eventOf('Stale')]),
        held.store.append(b, 'any', [eventOf('B')]),
      ]);
      held.release();
      await first;
      expect((await group).map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled']);
      // The versions the next appends are checked against are each stream's own.
      await expect(store.append(a, 'no_stream', [eventOf('A')])).rejects.toMatchObject({ actual: 1 });
      expect((await store.append(a, 1, [eventOf('A')])).nextExpectedVersion).toBe(2);
      await expect(store.append(existing, 0, [eventOf('Stale')])).rejects.toMatchObject({ actual: 1 });
      expect((await store.append(existing, 1, [eventOf('Next')])).nextExpectedVersion).toBe(2);
      expect((await store.append(b, 0, [eventOf('B')])).nextExpectedVersion).toBe(1);
    });

    it('answers an event id retried inside one group as the first time, storing it once', async () => {
      const { store, release, inside } = heldStore();
      const heard: bigint[] = [];
      store.subscribe((p) => heard.push(p));
      const held = store.append(`gcDupHeld-${randomUUID()}`, 'no_stream', [eventOf('Held')]);
      await inside;
      const stream = `gcDup-${randomUUID()}`;
      const events = [eventOf('Paid', { amount: 5 }), eventOf('Receipted')];
      const taken = eventOf('Taken');
      const other = `gcDupOther-${randomUUID()}`;
      const calls = [
        store.append(stream, 'no_stream', events),
        store.append(stream, 'no_stream', events), // the retry: same ids, would otherwise be a version conflict
        store.append(other, 'no_stream', [eventOf('Other'), taken]),
        store.append(`gcDupThief-${randomUUID()}`, 'no_stream', [taken]), // an id stored by another append: refused
      ];
      release();
      await held;
      const [first, retry, otherR, thief] = await settle(calls);
      expect(first!.status).toBe('fulfilled');
      expect(retry).toEqual(first);
      expect(otherR!.status).toBe('fulfilled');
      expect(thief).toMatchObject({ status: 'rejected', reason: { actual: -2 } });
      expect(thief!.status === 'rejected' && thief!.reason).toBeInstanceOf(WrongExpectedVersion);
      expect((await store.readStream(stream)).map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
      const count = await sql<{ n: number }>`select count(*)::int as n from es_event where event_id = ${taken.eventId}::uuid`.execute(
        database.db,
      );
      expect(count.rows[0]!.n).toBe(1);
      // Two groups, each told once, the second at its newest position.
      expect(heard).toHaveLength(2);
      expect(heard[1]).toBe((otherR as PromiseFulfilledResult<AppendResult>).value.lastPosition);
      expect((await verifyChain(database.db)).ok).toBe(true);
    });

    it('gives a database error to the item that caused it alone; the rest of its group is appended', async () => {
      const { store, release, inside } = heldStore();
      const held = store.append(`gcErrHeld-${randomUUID()}`, 'no_stream', [eventOf('Held')]);
      await inside;
      const same = eventOf('Twice');
      const good = [`gcErrA-${randomUUID()}`, `gcErrB-${randomUUID()}`];
      const calls = [
        store.append(good[0]!, 'no_stream', [eventOf('Good')]),
        // One event id twice in one append: the unique key refuses the insert, which fails the group's statement.
        store.append(`gcErrBad-${randomUUID()}`, 'no_stream', [same, { ...same }]),
        store.append(good[1]!, 'no_stream', [eventOf('Good')]),
      ];
      release();
      await held;
      const [a, bad, b] = await settle(calls);
      expect(a!.status).toBe('fulfilled');
      expect(b!.status).toBe('fulfilled');
      expect(bad!.status).toBe('rejected');
      expect((bad as PromiseRejectedResult).reason).not.toBeInstanceOf(WrongExpectedVersion);
      for (const s of good) expect(await store.readStream(s)).toHaveLength(1);
      expect((await verifyChain(database.db)).ok).toBe(true);
    });

    it('answers a lone append the short function refuses (a retry, a stream that exists) as the full one does, on an intact chain', async () => {
      const store = new PostgresEventStore(database.db, database.kind);
      const stream = `gcLone-${randomUUID()}`;
      const made = eventOf('Made');
      const first = await store.append(stream, 'no_stream', [made]);
      // The retry breaks the event id's key in the short function; the full one answers it with the stored position.
      expect(await store.append(stream, 'no_stream', [made])).toEqual(first);
      // A new event on a stream that exists breaks the (stream, version) key: refused with the stream's real version.
      await expect(store.append(stream, 'no_stream', [eventOf('Again')])).rejects.toMatchObject({ expected: 'no_stream', actual: 0 });
      await expect(store.append(stream, 3, [eventOf('Stale')])).rejects.toMatchObject({ expected: 3, actual: 0 });
      // The stored id under another stream is refused, not answered as a retry.
      await expect(store.append(`gcLoneOther-${randomUUID()}`, 'no_stream', [made])).rejects.toBeInstanceOf(WrongExpectedVersion);
      const next = await store.append(stream, 0, [eventOf('Next')]);
      expect(next.nextExpectedVersion).toBe(1);
      expect(next.lastPosition > first.lastPosition).toBe(true);
      expect((await store.append(stream, 'any', [eventOf('Any')])).nextExpectedVersion).toBe(2);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Made', 'Next', 'Any']);
      // Refusals leave gaps in the positions (a drawn number is not given back); the chain does not mind.
      expect((await verifyChain(database.db)).ok).toBe(true);
    });

    it('keeps appendNewStreams all or nothing and on the chain, beside appends of the same process', async () => {
      const store = new PostgresEventStore(database.db, database.kind);
      const taken = `gcBulkTaken-${randomUUID()}`;
      await store.append(taken, 'no_stream', [eventOf('Made')]);
      const before = await store.head();
      const fresh = `gcBulkFresh-${randomUUID()}`;
      const refused = await store
        .appendNewStreams([
          { stream: fresh, events: [eventOf('Bulk')] },
          { stream: taken, events: [eventOf('Bulk')] },
        ])
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(refused).toMatchObject({ stream: taken, expected: 'no_stream', actual: 0 });
      expect(await store.head()).toBe(before);
      const many = Array.from({ length: 30 }, (_, i) => ({
        stream: `gcBulk${i}-${randomUUID()}`,
        events: [eventOf('Bulk', { i }), eventOf('Bulk', { i })],
      }));
      const [bulk, single] = await Promise.all([store.appendNewStreams(many), store.append(fresh, 'no_stream', [eventOf('Single')])]);
      expect(bulk.map((r) => r.nextExpectedVersion)).toEqual(many.map(() => 1));
      expect(single.nextExpectedVersion).toBe(0);
      for (const [i, m] of many.entries()) expect((await store.readStream(m.stream)).map((e) => e.position)).toEqual(bulk[i]!.positions);
      expect((await verifyChain(database.db)).ok).toBe(true);
    });
  });
}
