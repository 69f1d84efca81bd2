import { sql } from 'kysely';
import type { RecordedEvent } from '@school/contracts';
import type { Runtime } from '../runtime.js';

/** One labelled value of an entry, before and after the event (either may be absent). */
export interface HistoryChange {
  label: string;
  before?: string | number | boolean | null;
  after?: string | number | boolean | null;
}

/** What a module says about one of its events; null leaves the event out of the history. */
export interface HistoryDescription {
  summary: string;
  reason?: string;
  amount?: number;
  changes?: HistoryChange[];
}

/** One entry of a `.../history/...` reply (docs/money-design "History entries"). */
export interface HistoryEntry extends HistoryDescription {
  _id: string;
  position: string;
  type: string;
  actor: { _id: string; displayName: string; role: string };
  occurredAt: string;
}

export interface ReadHistoryOptions {
  streams: string[];
  /** The caller's institute: a stream recorded for another institute yields nothing. */
  instituteId: string;
  describe: (e: RecordedEvent) => HistoryDescription | null;
  filter?: (e: RecordedEvent) => boolean;
}

const SYSTEM_ACTOR = { displayName: 'System', role: 'SYSTEM' };

/**
 * The full history of some streams (what, who, when, why), oldest first, read from the event store itself (not a read
 * model), so it is complete whatever the projections hold. The actor's name comes from the users read model; the role is
 * the one the event was recorded with (the role they acted in), else the user's current one.
 */
export async function readHistory(rt: Pick<Runtime, 'store' | 'database'>, opts: ReadHistoryOptions): Promise<HistoryEntry[]> {
  const streams = [...new Set(opts.streams)];
  const read = await Promise.all(streams.map((s) => rt.store.readStream(s)));
  const events = read
    .filter((evs) => evs.length > 0 && evs[0]!.metadata.instituteId === opts.instituteId)
    .flat()
    .filter((e) => e.metadata.instituteId === opts.instituteId && (opts.filter ? opts.filter(e) : true))
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));

  const described = events.flatMap((e) => {
    const d = opts.describe(e);
    return d ? [{ e, d }] : [];
  });
  const actorIds = [...new Set(described.filter(({ e }) => e.metadata.actorRole !== 'SYSTEM').map(({ e }) => e.metadata.actorId))];
  const users = new Map<string, { display_name: string; role: string }>();
  if (actorIds.length > 0) {
    const res = await sql<{ id: string; display_name: string; role: string }>`
      select id, display_name, role from app_user where id = any(${actorIds}::text[])`.execute(rt.database.db);
    for (const u of res.rows) users.set(u.id, u);
  }

  return described.map(({ e, d }) => {
    const m = e.metadata;
    const user = users.get(m.actorId);
    const actor =
      m.actorRole === 'SYSTEM'
        ? { _id: m.actorId, ...SYSTEM_ACTOR }
        : { _id: m.actorId, displayName: user?.display_name ?? 'Unknown user', role: m.actorRole ?? user?.role ?? '' };
    const entry: HistoryEntry = {
      _id: e.eventId,
      position: e.position.toString(),
      type: e.type,
      summary: d.summary,
      actor,
      occurredAt: m.occurredAt ?? e.recordedAt,
    };
    if (d.reason !== undefined && d.reason !== '') entry.reason = d.reason;
    if (d.amount !== undefined) entry.amount = d.amount;
    if (d.changes && d.changes.length > 0) entry.changes = d.changes;
    return entry;
  });
}
