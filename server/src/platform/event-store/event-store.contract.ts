import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WrongExpectedVersion,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
} from '@school/contracts';

export interface ContractOptions {
  /** The store holds no event yet (a fresh database); a shared server cannot promise it. */
  emptyAtStart?: boolean;
}

// Every test writes to its own streams, so the suite can run against a store other tests also use.
const streamOf = (category: string) => `${category}-${randomUUID()}`;

export function metadataFor(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: 'user-1',
    actorRole: 'ADMIN',
    instituteId: 'inst-1',
    occurredAt: '2024-05-01T10:00:00.000Z',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    ...overrides,
  };
}

export function eventOf(type: string, data: Record<string, unknown> = {}, metadata = metadataFor()): EventToAppend {
  return { eventId: randomUUID(), type, data, metadata };
}

const increasing = (ps: bigint[]) => ps.every((p, i) => i === 0 || p > ps[i - 1]!);

async function refusal(p: Promise<unknown>): Promise<WrongExpectedVersion> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WrongExpectedVersion);
  return err as WrongExpectedVersion;
}

/** Reads the whole log after `after` in pages of `limit`, keeping only the given streams. */
async function readAllOf(store: EventStore, after: bigint, streams: string[], limit = 1000): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await store.readAll({ after: cursor, limit });
    expect(page.length).toBeLessThanOrEqual(limit);
    out.push(...page.filter((e) => streams.includes(e.streamId)));
    if (page.length < limit) return out;
    cursor = page[page.length - 1]!.position;
  }
}

/**
 * The behaviour every EventStore adapter owes the rest of the program (contracts/src/events.ts). Run by
 * event-store.int.spec.ts against each adapter that is reachable.
 */
export function eventStoreContract(name: string, factory: () => Promise<EventStore>, options: ContractOptions = {}): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await factory();
    });
    afterAll(async () => store?.close());

    if (options.emptyAtStart) {
      it('starts with head 0 on an empty log', async () => {
        expect(await store.head()).toBe(0n);
        expect(await store.readAll({ after: 0n, limit: 10 })).toEqual([]);
      });
    }

    it('appends and reads a stream back in order with versions and positions', async () => {
      const stream = streamOf('contractOrder');
      const [a, b, c] = [eventOf('ThingOpened', { n: 1 }), eventOf('ThingChanged', { n: 2 }), eventOf('ThingClosed', { n: 3 })];
      const first = await store.append(stream, 'no_stream', [a!, b!]);
      expect(first.nextExpectedVersion).toBe(1);
      expect(first.positions).toHaveLength(2);
      expect(increasing(first.positions)).toBe(true);
      expect(first.lastPosition).toBe(first.positions[1]);
      const second = await store.append(stream, 1, [c!]);
      expect(second.nextExpectedVersion).toBe(2);
      expect(second.lastPosition).toBeGreaterThan(first.lastPosition);

      const read = await store.readStream(stream);
      expect(read.map((e) => e.eventId)).toEqual([a!.eventId, b!.eventId, c!.eventId]);
      expect(read.map((e) => e.type)).toEqual(['ThingOpened', 'ThingChanged', 'ThingClosed']);
      expect(read.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(read.map((e) => e.streamVersion)).toEqual([0, 1, 2]);
      expect(read.map((e) => e.position)).toEqual([...first.positions, ...second.positions]);
      expect(read.every((e) => e.streamId === stream)).toBe(true);
      for (const e of read) expect(new Date(e.recordedAt).toISOString()).toBe(e.recordedAt);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(streamOf('contractMissing'))).toEqual([]);
    });

    it('reads the global log strictly after a position, in append order, a page at a time', async () => {
      const before = await store.head();
      const [s1, s2] = [streamOf('contractAllA'), streamOf('contractAllB')];
      const e1 = eventOf('AllOne');
      const e2 = eventOf('AllTwo');
      const e3 = eventOf('AllThree');
      const e4 = eventOf('AllFour');
      const r1 = await store.append(s1, 'no_stream', [e1]);
      const r2 = await store.append(s2, 'no_stream', [e2, e3]);
      const r3 = await store.append(s1, 0, [e4]);
      const appended = [...r1.positions, ...r2.positions, ...r3.positions];
      expect(increasing(appended)).toBe(true);
      expect(appended[0]).toBeGreaterThan(before);

      const all = await readAllOf(store, before, [s1, s2]);
      expect(all.map((e) => e.eventId)).toEqual([e1, e2, e3, e4].map((e) => e.eventId));
      expect(all.map((e) => e.position)).toEqual(appended);
      expect(all.map((e) => [e.streamId, e.streamVersion])).toEqual([
        [s1, 0],
        [s2, 0],
        [s2, 1],
        [s1, 1],
      ]);

      // Paging by 2 must neither skip nor repeat an event.
      expect((await readAllOf(store, before, [s1, s2], 2)).map((e) => e.eventId)).toEqual(all.map((e) => e.eventId));
      // `after` is exclusive.
      const rest = await readAllOf(store, appended[0]!, [s1, s2]);
      expect(rest.map((e) => e.eventId)).toEqual([e2, e3, e4].map((e) => e.eventId));
      const page = await store.readAll({ after: before, limit: 3 });
      expect(page.length).toBeLessThanOrEqual(3);
      expect(increasing(page.map((e) => e.position))).toBe(true);
    });

    it('reports the newest position as head', async () => {
      const r = await store.append(streamOf('contractHead'), 'no_stream', [eventOf('HeadMoved')]);
      // Other writers may share the store (EventStoreDB in CI), so head is at least this append.
      expect(await store.head()).toBeGreaterThanOrEqual(r.lastPosition);
      if (options.emptyAtStart) expect(await store.head()).toBe(r.lastPosition);
    });

    describe('expected version', () => {
      it("refuses 'no_stream' on a stream that exists", async () => {
        const stream = streamOf('contractNoStream');
        await store.append(stream, 'no_stream', [eventOf('Made'), eventOf('Made')]);
        const err = await refusal(store.append(stream, 'no_stream', [eventOf('Made')]));
        expect(err).toMatchObject({ stream, expected: 'no_stream', actual: 1 });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('refuses a stale version and a version on a missing stream', async () => {
        const stream = streamOf('contractStale');
        await store.append(stream, 'no_stream', [eventOf('Made'), eventOf('Made')]);
        expect(await refusal(store.append(stream, 0, [eventOf('Made')]))).toMatchObject({ stream, expected: 0, actual: 1 });
        expect(await refusal(store.append(stream, 2, [eventOf('Made')]))).toMatchObject({ expected: 2, actual: 1 });
        const missing = streamOf('contractStale');
        expect(await refusal(store.append(missing, 3, [eventOf('Made')]))).toMatchObject({ stream: missing, actual: 'no_stream' });
        expect(await store.readStream(stream)).toHaveLength(2);
        expect(await store.readStream(missing)).toEqual([]);
      });

      it("appends with 'any' whatever the version", async () => {
        const stream = streamOf('contractAny');
        expect((await store.append(stream, 'any', [eventOf('Made')])).nextExpectedVersion).toBe(0);
        expect((await store.append(stream, 'any', [eventOf('Made')])).nextExpectedVersion).toBe(1);
      });

      it('lets exactly one of two racing appends with the same expected version win', async () => {
        const stream = streamOf('contractRace');
        await store.append(stream, 'no_stream', [eventOf('Made')]);
        const results = await Promise.allSettled([0, 1].map(() => store.append(stream, 0 as ExpectedVersion, [eventOf('Raced')])));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(lost.reason).toBeInstanceOf(WrongExpectedVersion);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('duplicate event ids', () => {
      it('stores an event id appended twice once and answers the retry with the stored positions', async () => {
        const before = await store.head();
        const stream = streamOf('contractDup');
        const events = [eventOf('Paid', { amount: 10 }), eventOf('Receipted', { no: 'R-1' })];
        const first = await store.append(stream, 'no_stream', events);
        const retry = await store.append(stream, 'no_stream', events);
        expect(retry).toEqual(first);

        // Still the same answer once the stream has moved on.
        await store.append(stream, 1, [eventOf('Refunded')]);
        expect(await store.append(stream, 'no_stream', events)).toEqual(first);
        expect(await store.append(stream, 'any', events)).toEqual(first);

        const read = await store.readStream(stream);
        expect(read.map((e) => e.type)).toEqual(['Paid', 'Receipted', 'Refunded']);
        const ids = (await readAllOf(store, before, [stream])).map((e) => e.eventId);
        expect(ids).toEqual([...events.map((e) => e.eventId), read[2]!.eventId]);
      });
    });

    it('round-trips metadata and data exactly', async () => {
      const stream = streamOf('contractMeta');
      const metadata = metadataFor({
        actorId: 'staff-42',
        actorRole: 'SYSTEM',
        instituteId: 'inst-7',
        occurredAt: '2024-06-30T23:59:59.123Z',
        correlationId: randomUUID(),
        causationId: randomUUID(),
        idempotencyKey: 'idem-абв-1',
        schemaVersion: 2,
      });
      const data = { title: 'Fees – term 1 ₹', amount: 1234.5, tags: ['a', 'b'], nested: { ok: true, none: null } };
      const before = await store.head();
      await store.append(stream, 'no_stream', [{ eventId: randomUUID(), type: 'MetaCarried', data, metadata }]);
      const [fromStream] = await store.readStream(stream);
      expect(fromStream!.metadata).toEqual(metadata);
      expect(fromStream!.data).toEqual(data);
      const [fromAll] = await readAllOf(store, before, [stream]);
      expect(fromAll!.metadata).toEqual(metadata);
      expect(fromAll!.data).toEqual(data);

      const bare = metadataFor();
      await store.append(stream, 0, [{ eventId: randomUUID(), type: 'MetaBare', data: {}, metadata: bare }]);
      const read = await store.readStream(stream);
      expect(read[1]!.metadata).toEqual(bare);
      expect(read[1]!.metadata.idempotencyKey).toBeUndefined();
    });

    it('tells subscribers the last position after a successful append, and only then', async () => {
      const seen: bigint[] = [];
      const unsubscribe = store.subscribe((p) => seen.push(p));
      const stream = streamOf('contractSub');
      const r = await store.append(stream, 'no_stream', [eventOf('Heard'), eventOf('Heard')]);
      await vi.waitFor(() => expect(seen).toContain(r.lastPosition), { timeout: 2000, interval: 10 });
      const count = seen.length;
      await refusal(store.append(stream, 'no_stream', [eventOf('Heard')]));
      unsubscribe();
      const after = await store.append(stream, 1, [eventOf('Heard')]);
      expect(seen).toHaveLength(count);
      expect(seen).not.toContain(after.lastPosition);
    });
  });
}
