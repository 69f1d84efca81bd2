import type { Role } from './roles.js';

/** Metadata every event carries (ARCHITECTURE "A command, end to end" step 4). */
export interface EventMetadata {
  actorId: string;
  actorRole: Role | 'SYSTEM';
  instituteId: string;
  occurredAt: string;
  correlationId: string;
  causationId: string;
  idempotencyKey?: string;
  schemaVersion?: number;
}

/** An event as a decider produces it. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** An event ready for the store: with its id and metadata. */
export interface EventToAppend<T extends string = string, D = unknown> extends NewEvent<T, D> {
  eventId: string;
  metadata: EventMetadata;
}

/** An event as read back from the store. `position` is its place in the global log. */
export interface RecordedEvent<T extends string = string, D = unknown> extends EventToAppend<T, D> {
  streamId: string;
  streamVersion: number;
  position: bigint;
  recordedAt: string;
}

/** `no_stream`: the stream must not exist; `any`: no check; a number: the stream's last version. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** The stream's version after the append. */
  nextExpectedVersion: number;
  /** Global position of each appended event (of the stored copy when it was a duplicate). */
  positions: bigint[];
  /** Global position of the last event: the value a client sends back as `X-Min-Position`. */
  lastPosition: bigint;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  after: bigint;
  limit: number;
}

/** The event store port. Adapters: PostgreSQL (pg or PGlite) and EventStoreDB. */
export interface EventStore {
  readonly name: string;
  append(stream: string, expected: ExpectedVersion, events: EventToAppend[]): Promise<AppendResult>;
  readStream(stream: string): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the newest event (0n when empty). */
  head(): Promise<bigint>;
  /** Called after every successful append with its last position. Returns an unsubscribe function. */
  subscribe(listener: (lastPosition: bigint) => void): () => void;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream} is at version ${actual}, expected ${expected}`);
    this.name = 'WrongExpectedVersion';
  }
}
