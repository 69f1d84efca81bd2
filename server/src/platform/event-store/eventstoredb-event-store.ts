import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedVersion,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type ReadAllOptions,
  type RecordedEvent,
} from '@school/contracts';

/** The fields both a stream read and a $all read give for an event. */
type EsdbEvent = NonNullable<ResolvedEvent['event']>;

const toRevision = (expected: ExpectedVersion): AppendExpectedRevision =>
  expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected);

const isSystem = (e: EsdbEvent): boolean => e.type.startsWith('$');

// Events appended over gRPC are never in an explicit transaction, so their commit and prepare positions are
// equal and `{ commit: p, prepare: p }` is a valid $all position for an event whose prepare position is p.
const at = (p: bigint): Position => ({ commit: p, prepare: p });

function positionOf(e: EsdbEvent): bigint {
  // Stream reads carry the $all position from EventStoreDB 22.6 on (docker-compose runs 24.10).
  if (!e.position) throw new Error(`EventStoreDB returned event ${e.id} without its $all position (server 22.6 or later is needed)`);
  return e.position.prepare;
}

function toRecorded(e: EsdbEvent): RecordedEvent {
  return {
    eventId: e.id,
    streamId: e.streamId,
    streamVersion: Number(e.revision),
    type: e.type,
    data: e.data,
    metadata: e.metadata as unknown as EventMetadata,
    position: positionOf(e),
    recordedAt: e.created.toISOString(),
  };
}

/**
 * The event store on EventStoreDB. The global position is the event's prepare position in $all; system
 * events (types starting with '$') are left out of readAll and head so that checkpoints only ever name
 * events a projection can see.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb';
  readonly #client: EventStoreDBClient;
  readonly #listeners = new Set<(p: bigint) => void>();

  constructor(connectionString: string) {
    this.#client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(stream: string, expected: ExpectedVersion, events: EventToAppend[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const data = events.map((e) =>
      jsonEvent({ id: e.eventId, type: e.type, data: e.data as JSONType, metadata: e.metadata as unknown as JSONType }),
    );
    let next: bigint;
    try {
      const res = await this.#client.appendToStream(stream, data, { expectedRevision: toRevision(expected) });
      next = res.nextExpectedRevision;
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      // A retry of events already stored is answered as the first time (as the PostgreSQL adapter does),
      // even when EventStoreDB's own idempotency check did not recognise it because the stream moved on.
      const stored = await this.#storedCopies(stream, events, null);
      if (stored) return stored;
      const actual = err.actualVersion === NO_STREAM ? 'no_stream' : Number(err.actualVersion);
      throw new WrongExpectedVersion(stream, expected, actual);
    }
    const result = await this.#storedCopies(stream, events, next);
    if (!result) throw new Error(`EventStoreDB accepted an append to ${stream} but its events cannot be read back`);
    // EventStoreDB also answers a recognised duplicate with success; waking listeners for it costs one idle catch-up.
    for (const l of this.#listeners) l(result.lastPosition);
    return result;
  }

  /**
   * The positions of `events` as stored in `stream`, or null when not all of them are there. After a
   * successful append they are normally the last ones (revision `next`), so that window is read first.
   */
  async #storedCopies(stream: string, events: EventToAppend[], next: bigint | null): Promise<AppendResult | null> {
    // EventStoreDB gives ids back in lower case, whatever case they were sent in.
    const ids = events.map((e) => e.eventId.toLowerCase());
    const match = (found: EsdbEvent[]): AppendResult | null => {
      const byId = new Map(found.map((e) => [e.id.toLowerCase(), e]));
      const mine = ids.map((id) => byId.get(id));
      if (mine.some((e) => !e)) return null;
      const stored = (mine as EsdbEvent[]).sort((a, b) => (a.revision < b.revision ? -1 : 1));
      const positions = stored.map(positionOf);
      return {
        nextExpectedVersion: Number(stored[stored.length - 1]!.revision),
        positions,
        lastPosition: positions[positions.length - 1]!,
      };
    };
    if (next !== null) {
      const first = next - BigInt(events.length) + 1n;
      if (first >= 0n) {
        const window = await this.#read(stream, { fromRevision: first, maxCount: events.length });
        const hit = match(window);
        if (hit) return hit;
      }
    }
    return match(await this.#read(stream, {}));
  }

  async #read(stream: string, opts: { fromRevision?: bigint; maxCount?: number }): Promise<EsdbEvent[]> {
    const out: EsdbEvent[] = [];
    try {
      for await (const r of this.#client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: opts.fromRevision ?? START,
        maxCount: opts.maxCount,
      })) {
        if (r.event) out.push(r.event);
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    return (await this.#read(stream, {})).map(toRecorded);
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let cursor = after;
    for (;;) {
      // A read from a position includes the event at it, hence one more than is still wanted.
      const page = limit - out.length + 1;
      const from: ReadPosition = cursor === 0n ? START : at(cursor);
      let seen = 0;
      let last = cursor;
      for await (const r of this.#client.readAll({ direction: FORWARDS, fromPosition: from, maxCount: page, resolveLinkTos: false })) {
        seen++;
        const e = r.event;
        if (!e || e.position.prepare <= cursor) continue;
        last = e.position.prepare;
        if (!isSystem(e) && out.length < limit) out.push(toRecorded(e));
      }
      // Stop at the end of the log, when enough was read, or when nothing moved (never loop in place).
      if (seen < page || out.length >= limit || last === cursor) return out;
      cursor = last;
    }
  }

  async head(): Promise<bigint> {
    let from: ReadPosition = END;
    let cursor: bigint | null = null;
    const page = 100;
    for (;;) {
      let seen = 0;
      let last: bigint | null = null;
      for await (const r of this.#client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: page, resolveLinkTos: false })) {
        seen++;
        const e = r.event;
        if (!e || (cursor !== null && e.position.prepare >= cursor)) continue;
        if (!isSystem(e)) return e.position.prepare;
        last = e.position.prepare;
      }
      // Only system events so far (statistics, settings): keep walking back until a real one or the start.
      if (seen < page || last === null) return 0n;
      cursor = last;
      from = at(last);
    }
  }

  subscribe(listener: (p: bigint) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#client.dispose();
  }
}
