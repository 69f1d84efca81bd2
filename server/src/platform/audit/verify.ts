import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { eventHash, GENESIS_HASH } from './chain.js';

export interface ChainBreak {
  position: string;
  streamId: string;
  type: string;
  /** 'hash mismatch': the row's content (or its hash) is not what was written; 'broken link': a row before it is missing or its link was changed. */
  reason: 'hash mismatch' | 'broken link';
}

export interface ChainReport {
  /** Chained events checked (legacy rows not included). */
  checked: number;
  ok: boolean;
  firstBroken?: ChainBreak;
  /** Rows from before the chain existed (no hash), at the start of the log: not verifiable. */
  legacy: number;
  /** The last verified event: an operator who notes it can later tell whether the tail was cut off. */
  head?: { position: string; hash: string };
}

type Row = {
  position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  prev_hash: string | null;
  hash: string | null;
};

/**
 * Walks the PostgreSQL event log in position order, `batch` rows at a time, and recomputes the hash chain: each row's
 * `prev_hash` must be the hash of the row before it, and its `hash` must be sha256(prev_hash + canonical event). Stops at
 * the first break. Rows without a hash before the first hashed one are legacy (written before the chain); the first
 * hashed row's `prev_hash` is trusted. A row without a hash after that is a break.
 */
export async function verifyChain(db: DB, opts: { batch?: number; onProgress?: (checked: number) => void } = {}): Promise<ChainReport> {
  const batch = Math.max(1, opts.batch ?? 2000);
  let after = '0';
  let legacy = 0;
  let checked = 0;
  let prev: string | null = null;
  let head: ChainReport['head'];
  for (;;) {
    const res = await sql<Row>`
      select position::text as position, event_id::text as event_id, stream_id, stream_version, type, data, metadata, prev_hash, hash
      from es_event where es_event.position > ${after}::bigint order by es_event.position limit ${batch}`.execute(db);
    for (const r of res.rows) {
      after = r.position;
      const broken = (reason: ChainBreak['reason']): ChainReport => ({
        checked,
        ok: false,
        legacy,
        ...(head ? { head } : {}),
        firstBroken: { position: r.position, streamId: r.stream_id, type: r.type, reason },
      });
      if (prev === null && r.hash === null && r.prev_hash === null) {
        legacy += 1;
        continue;
      }
      if (r.hash === null || r.prev_hash === null) return broken('hash mismatch');
      if (prev !== null && r.prev_hash !== prev) return broken('broken link');
      // With no legacy rows the chain starts at genesis: a first row linking elsewhere means the ones before it are gone.
      if (prev === null && legacy === 0 && r.prev_hash !== GENESIS_HASH) return broken('broken link');
      const expected = eventHash(r.prev_hash, {
        eventId: r.event_id,
        streamId: r.stream_id,
        streamVersion: r.stream_version,
        type: r.type,
        data: r.data,
        metadata: r.metadata,
      });
      if (expected !== r.hash) return broken('hash mismatch');
      prev = r.hash;
      head = { position: r.position, hash: r.hash };
      checked += 1;
    }
    opts.onProgress?.(checked);
    if (res.rows.length < batch) break;
  }
  return { checked, ok: true, legacy, ...(head ? { head } : {}) };
}

/** One line for people: what `npm run audit -- verify` prints. */
export function describeReport(r: ChainReport): string {
  const legacy = r.legacy > 0 ? ` (${r.legacy} earlier events predate the chain and are not verified)` : '';
  if (r.ok) return `audit: ${r.checked} events checked, chain intact${legacy}`;
  const b = r.firstBroken!;
  const why = b.reason === 'hash mismatch' ? 'stored row does not match its hash' : 'the event before it is missing or was changed';
  return `audit: chain broken at position ${b.position} (${b.streamId}, ${b.type}): ${why}${legacy}`;
}
