import { sql, type RawBuilder } from 'kysely';
import { recordset } from '../batch.js';
import type { ProjectionContext } from '../types.js';

/**
 * What a dashboard counts, one row per counted thing (a department, a user in an institute, a payment): its key (what
 * it counts as: a role and state, a gender, a payment mode), when it happened (`at`, bucketed by its UTC day) and an
 * amount. `live = false` is a tombstone: the thing no longer counts, but the row keeps the position of the last event
 * applied to it, so an older event applied again changes nothing.
 */
export interface Fact {
  key: string;
  /** ISO timestamp or YYYY-MM-DD. */
  at: string;
  amount: number;
}

export interface FactRef {
  institute: string;
  kind: string;
  id: string;
}

type Ddl = (physical: RawBuilder<unknown>) => RawBuilder<unknown>;
type Index = (physical: RawBuilder<unknown>, name: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * `<prefix>_fact` (the counted things), `<prefix>_day` (count and amount per institute, kind, key and day) and
 * `<prefix>_total` (the same over all days). A query reads buckets, and facts only on the two edge days of a range
 * bounded by the minute: its cost grows with the days asked for, not with the events recorded.
 */
export const factTables = (prefix: string): Record<string, Ddl> => ({
  [`${prefix}_fact`]: (t) => sql`create table ${t} (
    kind text not null, id text not null, institute_id text not null, key text not null, at timestamptz, day date,
    amount numeric(16, 2) not null default 0, live boolean not null, position bigint not null,
    primary key (kind, id, institute_id))`,
  [`${prefix}_day`]: (t) => sql`create table ${t} (
    institute_id text not null, kind text not null, key text not null, day date not null,
    n integer not null, amount numeric(16, 2) not null, primary key (institute_id, kind, key, day))`,
  [`${prefix}_total`]: (t) => sql`create table ${t} (
    institute_id text not null, kind text not null, key text not null,
    n integer not null, amount numeric(16, 2) not null, primary key (institute_id, kind, key))`,
});

export const factIndexes = (prefix: string): Record<string, Index> => ({
  [`${prefix}_fact.edge`]: (t, i) => sql`create index ${i} on ${t} (institute_id, kind, day) where live`,
});

export const dayOf = (at: string) => {
  const d = new Date(at.length === 10 ? `${at}T00:00:00.000Z` : at);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
};

type Row = { key: string; at: Date | null; amount: string; live: boolean; position: string };

/** A fact's row as the table holds it: `at` as an ISO instant, `amount` as numeric(16,2) text. */
export interface StoredFact {
  key: string;
  at: string | null;
  amount: string;
  live: boolean;
  position: bigint;
}

/** The fact row written by `setFact`; `amount` goes to numeric(16,2) as the number's text. */
export interface FactWrite {
  key: string;
  at: string | null;
  day: string | null;
  amount: number;
  live: boolean;
  position: bigint;
}

/**
 * Where facts are read and written: the tables, statement by statement (`sqlFacts`), or a batch's rows held in memory
 * and written at its end (batch-facts.ts). `setFact` and `factOf` run the same logic on either.
 */
export interface FactStore {
  get(ref: FactRef): Promise<StoredFact | undefined>;
  put(ref: FactRef, row: FactWrite): Promise<void>;
  /** Moves the day bucket and the total of (institute, kind, key) by n and amount (numeric(16,2) of its text). */
  bump(ref: FactRef, key: string, day: string, n: number, amount: number): Promise<void>;
}

export const sqlFacts = (ctx: ProjectionContext, prefix: string): FactStore => ({
  async get(ref) {
    const r = await sql<Row>`select key, at, amount::text as amount, live, position::text as position from ${ctx.table(`${prefix}_fact`)}
      where kind = ${ref.kind} and id = ${ref.id} and institute_id = ${ref.institute}`.execute(ctx.tx);
    const row = r.rows[0];
    if (!row) return undefined;
    const at = row.at ? new Date(row.at).toISOString() : null;
    return { key: row.key, at, amount: row.amount, live: row.live, position: BigInt(row.position) };
  },
  async put(ref, f) {
    await sql`insert into ${ctx.table(`${prefix}_fact`)} as f (kind, id, institute_id, key, at, day, amount, live, position)
      values (${ref.kind}, ${ref.id}, ${ref.institute}, ${f.key}, ${f.at}::timestamptz, ${f.day}::date, ${f.amount}, ${f.live},
        ${f.position.toString()}::bigint)
      on conflict (kind, id, institute_id) do update set key = excluded.key, at = excluded.at, day = excluded.day,
        amount = excluded.amount, live = excluded.live, position = excluded.position`.execute(ctx.tx);
  },
  bump: (ref, key, day, n, amount) => bump(ctx, prefix, ref, key, day, n, amount),
});

/** The fact as it stands (null when it does not count or was never seen). */
export async function factOf(ctx: ProjectionContext, prefix: string, ref: FactRef): Promise<(Fact & { position: bigint }) | null> {
  return factIn(sqlFacts(ctx, prefix), ref);
}

export async function factIn(store: FactStore, ref: FactRef): Promise<(Fact & { position: bigint }) | null> {
  const row = await store.get(ref);
  if (!row?.live || !row.at) return null;
  return { key: row.key, at: row.at, amount: Number(row.amount), position: row.position };
}

/**
 * Sets what a thing counts as after the event at `position` (null: it no longer counts) and moves the buckets by the
 * difference. An event at or before the position the fact last took changes nothing, so applying events again is a no-op.
 */
export async function setFact(ctx: ProjectionContext, prefix: string, ref: FactRef, position: bigint, next: Fact | null): Promise<void> {
  return setFactIn(sqlFacts(ctx, prefix), ref, position, next);
}

export async function setFactIn(store: FactStore, ref: FactRef, position: bigint, next: Fact | null): Promise<void> {
  const old = await store.get(ref);
  if (old && old.position >= position) return;
  const nextDay = next ? dayOf(next.at) : null;
  const fact = next && nextDay ? next : null;
  await store.put(ref, {
    key: fact?.key ?? old?.key ?? '',
    at: fact ? fact.at : null,
    day: nextDay,
    amount: fact?.amount ?? 0,
    live: fact !== null,
    position,
  });
  if (old?.live && old.at) await store.bump(ref, old.key, old.at.slice(0, 10), -1, -Number(old.amount));
  if (fact && nextDay) await store.bump(ref, fact.key, nextDay, 1, fact.amount);
}

function bump(ctx: ProjectionContext, prefix: string, ref: FactRef, key: string, day: string, n: number, amount: number) {
  return mergeBuckets(ctx, prefix, [{ institute_id: ref.institute, kind: ref.kind, key, day, n, amount }]);
}

/** A move of one bucket: its day's row and its total move by n and amount. */
export type BucketDelta = {
  institute_id: string;
  kind: string;
  key: string;
  day: string;
  n: number;
  amount: number;
};

const DELTA = { institute_id: 'text', kind: 'text', key: 'text', day: 'date', n: 'integer', amount: 'numeric' };

/**
 * Moves the buckets by the deltas, summed per bucket (each rounded to the column's scale first, as a one-row upsert's
 * value is), in one statement per table: a bucket whose count comes to 0 goes, so the rows are the same however often
 * a thing came and went. (One MERGE instead of an upsert and a delete: half the round trips of a lone event.) Each
 * projection's tables have one writer at a time (its checkpoint row is locked), so MERGE's inserts do not race.
 */
export async function mergeBuckets(ctx: ProjectionContext, prefix: string, deltas: readonly BucketDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const x = recordset(deltas, DELTA);
  await sql`merge into ${ctx.table(`${prefix}_day`)} b
    using (select institute_id, kind, key, day, sum(n)::integer as n, sum(amount::numeric(16, 2)) as amount from ${x} group by 1, 2, 3, 4) d
    on b.institute_id = d.institute_id and b.kind = d.kind and b.key = d.key and b.day = d.day
    when matched and b.n + d.n = 0 then delete
    when matched then update set n = b.n + d.n, amount = b.amount + d.amount
    when not matched and d.n <> 0 then insert (institute_id, kind, key, day, n, amount) values (d.institute_id, d.kind, d.key, d.day, d.n, d.amount)`.execute(
    ctx.tx,
  );
  await sql`merge into ${ctx.table(`${prefix}_total`)} b
    using (select institute_id, kind, key, sum(n)::integer as n, sum(amount::numeric(16, 2)) as amount from ${x} group by 1, 2, 3) d
    on b.institute_id = d.institute_id and b.kind = d.kind and b.key = d.key
    when matched and b.n + d.n = 0 then delete
    when matched then update set n = b.n + d.n, amount = b.amount + d.amount
    when not matched and d.n <> 0 then insert (institute_id, kind, key, n, amount) values (d.institute_id, d.kind, d.key, d.n, d.amount)`.execute(
    ctx.tx,
  );
}

/** An event a dashboard cannot use is logged and skipped; it never stops the projection. */
export function skip(projection: string, event: { type: string; position: bigint }): void {
  console.warn(`${projection}: skipped ${event.type} at ${event.position} without the ids, days or amounts it counts by`);
}
