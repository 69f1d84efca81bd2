import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { CanonicalKeys } from '../audit/chain.js';

/** Key of the transaction-scoped advisory lock that serialises appends (docs/decisions/0002 and 0022). */
export const APPEND_LOCK = 7_270_001;

/** What `es_append` says of one item (its `status` column). */
export const ItemStatus = {
  Appended: 0,
  /** Every event id of the item is stored already, in its stream: a retry, answered with the stored positions. */
  Duplicate: 1,
  /** The stream's version is not the expected one; `version` is the actual one (null: no stream). */
  WrongVersion: 2,
  /** Some of the item's event ids are stored already, but not as this item: refused (actual version -2). */
  IdTaken: 3,
} as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

/** `es_append`'s expected-version codes: a version (0 and up), or one of these. */
export const NO_STREAM = -1;
export const ANY_VERSION = -2;

/**
 * The whole append in the database, so that one call (one round trip, in autocommit: one commit) appends a group of
 * items for many callers (docs/decisions/0022). Items are decided in order, each on the log as the ones before it left
 * it: two items of one stream in a group see each other's version, a retried event id sees the first copy. The hash
 * chain is computed here because the stream version, and the hash before, are only known under the lock:
 * hash = sha256(prev_hash || the event's canonical text), the same bytes `eventHash` hashes (audit/chain.ts: the text is
 * put together from the pieces `canonicalKeys` gives, as `canonicalText` does).
 *
 * Arrays in: one entry per item (stream, expected version code, event count), one entry per event (id, type, flattened
 * in item order). The events' JSON goes as one text, `p_parts`: five pieces per event (data, metadata, and the event
 * id, stream id and type as JSON), in event order, each followed by the record separator U+001E. JSON text never holds
 * that character raw (JSON escapes every control character), so splitting on it gives the pieces back; sent as a text
 * array instead, every quote of every event's JSON was escaped by the driver and parsed back by the database, which
 * cost a group of 16 appends more than its insert did. One row out per item. Positions are drawn from the sequence in event order, so the chain's order is the log's.
 * When no event id of the group is stored or repeated (the usual case) every row goes in with one insert; otherwise
 * after each item, so that the next item's duplicate check sees it.
 */
const FUNCTION = `
create or replace function es_append(
  p_streams text[], p_expected int[], p_counts int[],
  p_ids uuid[], p_types text[], p_parts text)
returns table(item int, status int, version int, positions text[])
language plpgsql volatile
-- Generic plans: the statements here have the same shape every call, and planning them anew for each call's arrays
-- (PostgreSQL's default for the first calls of a session, and whenever it guesses a custom plan is cheaper) cost more
-- than the append itself. Every lookup is by a unique key, so the generic plan is the index plan.
set plan_cache_mode = force_generic_plan
-- A session keeps those plans for as long as it lives, and makes them on its first call: on a new log that is when
-- es_event is nearly empty, and the planner then prefers scanning the table to its index (the duplicate-id check
-- became a sequential scan, and every append of that connection grew slower with the log: 0.8 ms at first, 2.7 ms
-- 18,000 appends later). Every statement here has an index that answers it, so scans are ruled out.
set enable_seqscan = off
as $fn$
declare
  n_items int := coalesce(cardinality(p_streams), 0);
  v_prev text;
  v_slow boolean;
  v_repeats boolean;
  v_known boolean;
  -- Per item: the stream's version after it, null when it appended nothing.
  v_next int[] := array_fill(null::int, array[n_items]);
  v_cur int;
  v_base int;
  v_cnt int;
  v_first int;
  v_ev int := 0;
  v_pos bigint;
  v_item_pos text[];
  d_count int;
  d_same boolean;
  d_version int;
  d_positions text[];
  -- Per event, filled for the events of appended items only (null elsewhere): the insert takes the rows whose position is set.
  -- (Sized up front: assigning element 3 of an empty array makes an array that starts at 3, and unnest would misalign.)
  e_pos bigint[] := array_fill(null::bigint, array[cardinality(p_ids)]);
  e_streams text[] := array_fill(null::text, array[cardinality(p_ids)]);
  e_versions int[] := array_fill(null::int, array[cardinality(p_ids)]);
  e_prev text[] := array_fill(null::text, array[cardinality(p_ids)]);
  e_hash text[] := array_fill(null::text, array[cardinality(p_ids)]);
  -- Split and parsed before the lock is taken: only work that depends on the log waits for the writers before it.
  -- Piece 5j-4 is event j's data, 5j-3 its metadata, 5j-2 its event id, 5j-1 its stream id and 5j its type (as JSON).
  v_parts text[] := string_to_array(p_parts, chr(30));
  e_data jsonb[];
  e_meta jsonb[];
  v_flushed int := 0;
begin
  select coalesce(array_agg(v_parts[5 * j - 4]::jsonb order by j), '{}'), coalesce(array_agg(v_parts[5 * j - 3]::jsonb order by j), '{}')
    into e_data, e_meta from generate_series(1, cardinality(p_ids)) as j;
  perform pg_advisory_xact_lock(${APPEND_LOCK}, hashtext(current_schema()));
  -- One statement for what the items are decided on: the newest hash (genesis when the log is empty or
  -- ends in rows from before the chain), whether any event id is stored or repeated, whether a stream comes twice.
  -- (Each item's stored stream version is read when the item is decided, by its key.)
  select coalesce((select e.hash from es_event e order by e.position desc limit 1), repeat('0', 64)),
    exists(select 1 from es_event e where e.event_id = any(p_ids))
      or case when cardinality(p_ids) > 1 then (select count(distinct x) from unnest(p_ids) x) < cardinality(p_ids) else false end,
    case when n_items > 1 then (select count(distinct x) from unnest(p_streams) x) < n_items else false end
  into v_prev, v_slow, v_repeats;

  for k in 1 .. n_items loop
    -- In the slow case each item's events go in before the next item is decided, so its duplicate check sees them.
    if v_slow and v_ev > v_flushed then
      insert into es_event (position, event_id, stream_id, stream_version, type, data, metadata, prev_hash, hash)
      select u.p, u.id, u.s, u.v, u.t, u.d, u.m, u.ph, u.h
      from unnest(e_pos, p_ids, e_streams, e_versions, p_types, e_data, e_meta, e_prev, e_hash) with ordinality
        as u(p, id, s, v, t, d, m, ph, h, n)
      where u.n > v_flushed and u.n <= v_ev and u.p is not null;
      v_flushed := v_ev;
    end if;
    item := k;
    v_cnt := p_counts[k];
    v_first := v_ev + 1;
    v_ev := v_ev + v_cnt;

    if v_slow then
      select count(*)::int, coalesce(bool_and(e.stream_id = p_streams[k]), false), max(e.stream_version),
          array_agg(e.position::text order by e.position)
        into d_count, d_same, d_version, d_positions
        from es_event e where e.event_id = any(p_ids[v_first:v_ev]);
      if d_count = v_cnt and d_same then
        status := 1; version := d_version; positions := d_positions;
        return next;
        continue;
      elsif d_count > 0 then
        status := 3; version := -2; positions := null;
        return next;
        continue;
      end if;
    end if;

    -- The stream's version: the last item of this group that appended to it, else the stored one (null: no stream).
    v_known := false;
    if v_repeats then
      for m in reverse k - 1 .. 1 loop
        if v_next[m] is not null and p_streams[m] = p_streams[k] then
          v_cur := v_next[m];
          v_known := true;
          exit;
        end if;
      end loop;
    end if;
    if not v_known then
      -- The stream's version is its newest event's: one backward step on the (stream_id, stream_version) key.
      v_cur := (select max(e.stream_version) from es_event e where e.stream_id = p_streams[k]);
    end if;
    if p_expected[k] <> ${ANY_VERSION} and coalesce(v_cur, -1) <> p_expected[k] then
      status := 2; version := v_cur; positions := null;
      return next;
      continue;
    end if;

    v_base := coalesce(v_cur, -1);
    v_item_pos := '{}';
    for j in v_first .. v_ev loop
      -- The sequence behind es_event.position (bigserial), resolved once per session with the generic plan.
      v_pos := nextval('es_event_position_seq');
      e_pos[j] := v_pos;
      e_streams[j] := p_streams[k];
      e_versions[j] := v_base + 1 + j - v_first;
      e_prev[j] := v_prev;
      v_prev := encode(sha256(convert_to(v_prev || '{"data":' || v_parts[5 * j - 4] || ',"eventId":' || v_parts[5 * j - 2]
        || ',"metadata":' || v_parts[5 * j - 3] || ',"streamId":' || v_parts[5 * j - 1]
        || ',"streamVersion":' || (v_base + 1 + j - v_first)::text || ',"type":' || v_parts[5 * j] || '}', 'UTF8')), 'hex');
      e_hash[j] := v_prev;
      v_item_pos[j - v_first + 1] := v_pos::text;
    end loop;
    v_next[k] := v_base + v_cnt;
    status := 0; version := v_base + v_cnt; positions := v_item_pos;
    return next;
  end loop;

  -- The rest of the events, in one statement.
  insert into es_event (position, event_id, stream_id, stream_version, type, data, metadata, prev_hash, hash)
  select u.p, u.id, u.s, u.v, u.t, u.d, u.m, u.ph, u.h
  from unnest(e_pos, p_ids, e_streams, e_versions, p_types, e_data, e_meta, e_prev, e_hash) with ordinality
    as u(p, id, s, v, t, d, m, ph, h, n)
  where u.n > v_flushed and u.p is not null;
end
$fn$`;

/**
 * The usual append, one event from one caller, without arrays or loops: a lone writer's every append (decision 0022).
 * It checks nothing the table's keys check for it. An event id already stored, or a stream that exists when none is
 * expected, breaks a unique key (23505): the statement fails, nothing is written, and the caller asks `es_append`, which
 * tells a retry from a conflict. Only an expected version of an existing stream is looked up, as `es_append` does.
 * Returns one row like `es_append`'s (item 1).
 */
const FUNCTION_ONE = `
create or replace function es_append_one(
  p_stream text, p_expected int, p_id uuid, p_type text, p_data text, p_meta text, p_id_json text, p_stream_json text, p_type_json text)
returns table(item int, status int, version int, positions text[])
language plpgsql volatile
set plan_cache_mode = force_generic_plan
set enable_seqscan = off
as $fn$
declare
  v_data jsonb := p_data::jsonb;
  v_meta jsonb := p_meta::jsonb;
  v_prev text;
  v_cur int;
  v_pos bigint;
begin
  perform pg_advisory_xact_lock(${APPEND_LOCK}, hashtext(current_schema()));
  item := 1;
  if p_expected <> ${NO_STREAM} then
    v_cur := (select max(e.stream_version) from es_event e where e.stream_id = p_stream);
    if p_expected <> ${ANY_VERSION} and coalesce(v_cur, -1) <> p_expected then
      status := 2; version := v_cur; positions := null;
      return next;
      return;
    end if;
  end if;
  v_prev := coalesce((select e.hash from es_event e order by e.position desc limit 1), repeat('0', 64));
  v_cur := coalesce(v_cur, -1) + 1;
  v_pos := nextval('es_event_position_seq');
  insert into es_event (position, event_id, stream_id, stream_version, type, data, metadata, prev_hash, hash)
  values (v_pos, p_id, p_stream, v_cur, p_type, v_data, v_meta, v_prev,
    encode(sha256(convert_to(v_prev || '{"data":' || p_data || ',"eventId":' || p_id_json || ',"metadata":' || p_meta
      || ',"streamId":' || p_stream_json || ',"streamVersion":' || v_cur::text || ',"type":' || p_type_json || '}', 'UTF8')), 'hex'));
  status := 0; version := v_cur; positions := array[v_pos::text];
  return next;
end
$fn$`;

/** Creates (or replaces, on an upgrade) `es_append` and `es_append_one` in the current schema. Run by migrateEventStore under its lock. */
export async function createAppendFunction(db: DB): Promise<void> {
  // The versions before the events' JSON went as one text (a different signature, so `create or replace` would leave them).
  await sql`drop function if exists es_append(text[], int[], int[], uuid[], text[], text[], text[], text[], text[])`.execute(db);
  await sql`drop function if exists es_append_one(text, int, uuid, text, text, text, text, text)`.execute(db);
  await sql.raw(FUNCTION).execute(db);
  await sql.raw(FUNCTION_ONE).execute(db);
}

/** PostgreSQL's unique_violation: what `es_append_one` fails with on a stored event id or an existing stream. */
const UNIQUE_VIOLATION = '23505';

/**
 * One item of one event through `es_append_one`; null when a key refused it (a retry or a conflict): the caller then
 * asks `es_append`, which answers which. Only in autocommit: in a transaction the refusal would abort it.
 */
export async function callAppendOne(db: DB, item: WireItem): Promise<ItemRow | null> {
  const e = item.events[0]!;
  try {
    const res = await sql<ItemRow>`select item, status, version, positions from es_append_one(
      ${item.stream}, ${item.expected}::int, ${e.eventId}::uuid, ${e.type}, ${e.data}, ${e.metadata}, ${e.keys.eventId}, ${e.keys.streamId},
      ${e.keys.type})`.execute(db);
    return res.rows[0] ?? null;
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) return null;
    throw err;
  }
}

/** One item of a call: its stream, expected version code, and events in wire form. */
export interface WireItem {
  stream: string;
  expected: number;
  /** `data` and `metadata`: canonical JSON text; `keys`: the event's other pieces of its canonical text (audit/chain.ts). */
  events: { eventId: string; type: string; data: string; metadata: string; keys: CanonicalKeys }[];
}

export interface ItemRow {
  item: number;
  status: ItemStatus;
  version: number | null;
  positions: string[] | null;
}

/** The record separator that ends each piece of `es_append`'s `p_parts`; JSON text never holds it raw. */
const SEP = '\u001e';

/** Calls `es_append` with the items flattened into arrays and the events' JSON as one text (six parameters, whatever the number of events). */
export async function callAppend(db: DB, items: WireItem[]): Promise<ItemRow[]> {
  const events = items.flatMap((i) => i.events);
  let parts = '';
  for (const e of events) parts += `${e.data}${SEP}${e.metadata}${SEP}${e.keys.eventId}${SEP}${e.keys.streamId}${SEP}${e.keys.type}${SEP}`;
  const res = await sql<ItemRow>`select item, status, version, positions from es_append(
    ${items.map((i) => i.stream)}::text[], ${items.map((i) => i.expected)}::int[], ${items.map((i) => i.events.length)}::int[],
    ${events.map((e) => e.eventId)}::uuid[], ${events.map((e) => e.type)}::text[], ${parts})`.execute(db);
  return res.rows;
}
