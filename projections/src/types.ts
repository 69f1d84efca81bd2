import type { Kysely, RawBuilder } from 'kysely';
import type { RecordedEvent } from '@school/contracts';

export interface ProjectionContext {
  /** The transaction the batch and its checkpoint are written in. */
  tx: Kysely<any>;
  /** The physical table behind a logical read-model table of this projection (shadow tables during a rebuild). */
  table(logical: string): RawBuilder<unknown>;
}

/**
 * A read model: its tables (DDL given a physical name), the events it reads and how it applies them.
 * Idempotent (re-applying an event changes nothing) and deterministic (a rebuild gives the same rows).
 */
export interface Projection {
  name: string;
  version: number;
  tables: Record<string, (physical: RawBuilder<unknown>) => RawBuilder<unknown>>;
  /** Indexes beyond the primary key, created with the tables. */
  indexes?: Record<string, (physical: RawBuilder<unknown>, indexName: RawBuilder<unknown>) => RawBuilder<unknown>>;
  /**
   * A rebuild creates `indexes` only after writing every row (one sort per index instead of one index entry per row).
   * Only for projections whose `apply`/`applyBatch` never look rows up by those indexes.
   */
  indexesAfterRebuild?: boolean;
  handles: readonly string[];
  apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void>;
  /**
   * Optional: the same as `apply` for each event in order, in a few multi-row statements (rebuilds and busy
   * catch-ups). It must leave exactly the rows `apply` leaves, event by event, idempotence included. When it
   * throws, the runner rolls it back and applies the batch one event at a time (skipping the events that fail).
   */
  applyBatch?(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void>;
  /** Ids named in the change signal; by default the aggregate id (the stream name after the first '-'). */
  idsOf?(event: RecordedEvent): string[];
  /**
   * The users whose own records the event changes (the staff member paid, the student charged, a notice's recipients).
   * Roles that may read only their own records get the signal's ids only when they own them (see the push audience map).
   * Called after the event is applied, in its transaction: it may read the projection's own tables (through `ctx`).
   */
  ownersOf?(event: RecordedEvent, ctx: ProjectionContext): string[] | Promise<string[]>;
  /** A personal inbox: each [userId, id] pair goes only to that user, who is told only their own ids, never the institute. */
  inboxOf?(event: RecordedEvent): [userId: string, id: string][];
}

export interface ChangeBatch {
  readModel: string;
  position: bigint;
  /** instituteId -> ids; '*' reaches every institute (after a rebuild). */
  byInstitute: Map<string, Set<string>>;
  /** instituteId -> userId -> that user's own ids (projections with `inboxOf`): only these users are told. */
  byUser?: Map<string, Map<string, Set<string>>>;
  /** instituteId -> id -> the users who own that record (projections with `ownersOf`). */
  owners?: Map<string, Map<string, Set<string>>>;
}

export const streamIdOf = (event: RecordedEvent): string => event.streamId.slice(event.streamId.indexOf('-') + 1);
