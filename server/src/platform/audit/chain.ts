import { createHash } from 'node:crypto';

/** The `prev_hash` of the first event of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** What of an event is sealed by its hash: everything it says, not where it landed (`position` comes from a sequence). */
export interface ChainedFields {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

/** A deep copy with object keys sorted; arrays keep their order. Input must be plain JSON values. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/**
 * Canonical JSON of JS values: first through JSON (so dates, undefined members and -0 become what jsonb gives back),
 * then with sorted keys, so the text is the same before the insert and after a jsonb round trip (which reorders keys
 * and rewrites numbers like 10.50 as 10.5 — both sides hash the parsed JS values, not the stored text).
 */
export function canonicalJson(value: unknown): string {
  const plain = value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
  return JSON.stringify(sortKeys(plain));
}

/** sha256(prevHash + canonical JSON of the event), lower-case hex. */
export function eventHash(prevHash: string, e: ChainedFields): string {
  const body = canonicalJson({
    eventId: e.eventId.toLowerCase(),
    streamId: e.streamId,
    streamVersion: e.streamVersion,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
  });
  return createHash('sha256').update(prevHash).update(body).digest('hex');
}

/** Hashes events in chain order, each linked to the one before; returns `[prevHash, hash]` per event. */
export function chainHashes(prevHash: string, events: ChainedFields[]): [string, string][] {
  const out: [string, string][] = [];
  let prev = prevHash;
  for (const e of events) {
    const hash = eventHash(prev, e);
    out.push([prev, hash]);
    prev = hash;
  }
  return out;
}

/**
 * The pieces of an event's canonical text that are not its data, metadata or stream version: its event id (lower case),
 * stream id and type, each as JSON text. The canonical text (keys sorted: data, eventId, metadata, streamId,
 * streamVersion, type) is
 *
 *   {"data":DATA,"eventId":EVENT_ID,"metadata":METADATA,"streamId":STREAM_ID,"streamVersion":VERSION,"type":TYPE}
 *
 * The version is only known under the append lock, inside the database (docs/decisions/0022), so the database puts
 * the text together from these pieces and `data` and `metadata` (their `canonicalJson` text, also stored as the row's
 * JSON) and hashes `prevHash + text` (`es_append`, `es_append_one`). `canonicalText` is the same template in JS.
 */
export interface CanonicalKeys {
  eventId: string;
  streamId: string;
  type: string;
}

export function canonicalKeys(e: { eventId: string; streamId: string; type: string }): CanonicalKeys {
  return { eventId: JSON.stringify(e.eventId.toLowerCase()), streamId: JSON.stringify(e.streamId), type: JSON.stringify(e.type) };
}

/** The canonical text from its pieces: what `eventHash` hashes after the previous hash, and what the database builds. */
export function canonicalText(keys: CanonicalKeys, data: string, metadata: string, streamVersion: number): string {
  return `{"data":${data},"eventId":${keys.eventId},"metadata":${metadata},"streamId":${keys.streamId},"streamVersion":${streamVersion},"type":${keys.type}}`;
}
