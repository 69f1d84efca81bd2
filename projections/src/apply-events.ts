import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@school/contracts';
import { streamIdOf, type ChangeBatch, type Projection, type ProjectionContext } from './types.js';

type Log = { warn(msg: string): void };

export const physicalName = (table: string, generation: number) => `${table}__g${generation}`;

const entry = <K, V>(m: Map<K, V>, k: K, init: () => V): V => {
  let v = m.get(k);
  if (v === undefined) m.set(k, (v = init()));
  return v;
};

/**
 * Applies a batch of the log to one projection inside the caller's transaction and says what changed.
 * An event a handler cannot use is logged and skipped, never blocks the projection.
 *
 * `guarded: false` leaves out the savepoints (two round trips per projection, most of a lone event's cost in the live
 * path): a failure then aborts the caller's transaction, and the caller does it again guarded (runner.ts).
 */
export async function applyEvents(
  tx: Kysely<any>,
  p: Projection,
  generation: number,
  events: readonly RecordedEvent[],
  log: Log,
  { guarded = true }: { guarded?: boolean } = {},
): Promise<ChangeBatch> {
  const ctx: ProjectionContext = { tx, table: (t) => sql.table(physicalName(t, generation)) };
  const changes: ChangeBatch = { readModel: p.name, position: 0n, byInstitute: new Map() };
  if (events.length) changes.position = events[events.length - 1]!.position;
  const mine = events.filter((e) => p.handles.includes(e.type));
  if (mine.length === 0) return changes;
  const record = async (e: RecordedEvent) => {
    const inst = e.metadata.instituteId;
    const ids = p.idsOf ? p.idsOf(e) : [streamIdOf(e)];
    const set = entry(changes.byInstitute, inst, () => new Set<string>());
    ids.forEach((id) => set.add(id));
    if (p.inboxOf) {
      const users = entry((changes.byUser ??= new Map()), inst, () => new Map<string, Set<string>>());
      for (const [userId, id] of p.inboxOf(e)) entry(users, userId, () => new Set<string>()).add(id);
    }
    if (p.ownersOf) {
      const owners = await p.ownersOf(e, ctx);
      const byId = entry((changes.owners ??= new Map()), inst, () => new Map<string, Set<string>>());
      for (const id of ids) owners.forEach((o) => entry(byId, id, () => new Set<string>()).add(o));
    }
  };
  if (!guarded) {
    if (p.applyBatch) await p.applyBatch(ctx, mine);
    else for (const e of mine) await p.apply(ctx, e);
    for (const e of mine) await record(e);
    return changes;
  }
  // Fast path: the whole batch at once (in multi-row statements when the projection can). Only when an event
  // fails is the batch redone one savepoint per event, so that the others are kept.
  await sql`savepoint projection_batch`.execute(tx);
  try {
    if (p.applyBatch) await p.applyBatch(ctx, mine);
    else for (const e of mine) await p.apply(ctx, e);
    await sql`release savepoint projection_batch`.execute(tx);
    for (const e of mine) await record(e);
  } catch {
    await sql`rollback to savepoint projection_batch`.execute(tx);
    for (const e of mine) {
      await sql`savepoint projection_event`.execute(tx);
      try {
        await p.apply(ctx, e);
        await sql`release savepoint projection_event`.execute(tx);
        await record(e);
      } catch (err) {
        await sql`rollback to savepoint projection_event`.execute(tx);
        log.warn(`projection ${p.name} skipped event ${e.eventId} (${e.type}): ${(err as Error).message}`);
      }
    }
  }
  return changes;
}
