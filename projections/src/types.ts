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
  handles: readonly string[];
  apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void>;
  /** Ids named in the change signal; by default the aggregate id (the stream name after the first '-'). */
  idsOf?(event: RecordedEvent): string[];
  /** When set, the change signal goes only to these users (a personal inbox), not the whole institute. */
  usersOf?(event: RecordedEvent): string[];
}

export interface ChangeBatch {
  readModel: string;
  position: bigint;
  /** instituteId -> ids; '*' reaches every institute (after a rebuild). */
  byInstitute: Map<string, Set<string>>;
  /** instituteId -> the only users to tell (for projections with `usersOf`). */
  byUser?: Map<string, Set<string>>;
}

export const streamIdOf = (event: RecordedEvent): string => event.streamId.slice(event.streamId.indexOf('-') + 1);
