import { sql } from 'kysely';
import type { RecordedEvent } from '@school/contracts';
import { columnList, recordset } from '../batch.js';
import type { ProjectionContext } from '../types.js';
import type { AbsenceRow, AdminStore, UserRow } from './admin.js';
import { mergeBuckets, type BucketDelta, type FactRef, type FactStore, type FactWrite, type StoredFact } from './facts.js';

const P = 'dashboard_admin';
const refKey = (r: FactRef) => JSON.stringify([r.kind, r.id, r.institute]);
const pairKey = (kind: string, id: string) => JSON.stringify([kind, id]);

/**
 * numeric(16,2) of a number as PostgreSQL rounds its text (half away from zero), as the text it reads back. Anything
 * but a plain decimal (NaN, an exponent) throws: the runner then applies the batch event by event, in SQL.
 */
export function numeric2(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new Error(`amount ${s} is not a plain decimal`);
  const [, sign, int, frac = ''] = m;
  let cents = BigInt(`${int}${`${frac}00`.slice(0, 2)}`);
  if (frac.length > 2 && frac[2]! >= '5') cents += 1n;
  const abs = cents.toString().padStart(3, '0');
  const text = `${abs.slice(0, -2)}.${abs.slice(-2)}`;
  return cents === 0n ? '0.00' : `${sign}${text}`;
}

/** The (kind, id) pairs of the facts an event may touch, read before the batch is applied. */
function pairsOf(event: RecordedEvent): [string, string][] {
  const d = (event.data ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  switch (event.type) {
    case 'DepartmentCreated':
    case 'DepartmentDeleted':
      return [['department', str('departmentId')]];
    case 'FinanceEntryRecorded':
    case 'FinanceEntryDeleted':
      return [['revenue', str('entryId')]];
    case 'StudentFeePaid':
    case 'StudentFeePaymentReversed':
      return [
        ['revenue', `${event.type}:${str('paymentId')}`],
        ['revenue', `StudentFeePaid:${str('paymentId')}`],
      ];
    default:
      return event.type.startsWith('User')
        ? [
            ['user', str('userId')],
            ['student', str('userId')],
          ]
        : [];
  }
}

/**
 * The admin dashboard's rows a batch touches, read in two statements, changed in memory by the same code as `apply`
 * (admin.ts, facts.ts), and written at the end: facts and users in one upsert each, the buckets' differences summed
 * per bucket (each difference rounded as the one-by-one upsert rounds it), absences as the latest mark per day.
 */
export async function adminBatch(
  ctx: ProjectionContext,
  events: readonly RecordedEvent[],
): Promise<AdminStore & { flush(): Promise<void> }> {
  const facts = new Map<string, StoredFact & { ref: FactRef }>();
  const byPair = new Map<string, FactRef[]>();
  const loaded = new Set<string>();
  const dirty = new Map<string, { ref: FactRef; row: FactWrite }>();
  const deltas: BucketDelta[] = [];
  const users = new Map<string, UserRow | undefined>();
  const dirtyUsers = new Map<string, UserRow>();
  const absences = new Map<string, AbsenceRow>();

  const load = async (pairs: [string, string][]) => {
    const todo = pairs.filter(([k, id]) => !loaded.has(pairKey(k, id)));
    if (todo.length === 0) return;
    const kinds = [...new Set(todo.map(([k]) => k))];
    const ids = [...new Set(todo.map(([, id]) => id))];
    // Both columns of the key's prefix as lists, so the primary key finds them (a shadow table has no statistics).
    const r = await sql<{
      kind: string;
      id: string;
      institute_id: string;
      key: string;
      at: Date | null;
      amount: string;
      live: boolean;
      position: string;
    }>`
      select f.kind, f.id, f.institute_id, f.key, f.at, f.amount::text as amount, f.live, f.position::text as position
      from ${ctx.table(`${P}_fact`)} f where f.kind = any(${kinds}::text[]) and f.id = any(${ids}::text[])`.execute(ctx.tx);
    const wanted = new Set(todo.map(([k, id]) => pairKey(k, id)));
    for (const row of r.rows) {
      if (!wanted.has(pairKey(row.kind, row.id)) || loaded.has(pairKey(row.kind, row.id))) continue;
      const ref = { institute: row.institute_id, kind: row.kind, id: row.id };
      const at = row.at ? new Date(row.at).toISOString() : null;
      facts.set(refKey(ref), { ref, key: row.key, at, amount: row.amount, live: row.live, position: BigInt(row.position) });
      const list = byPair.get(pairKey(row.kind, row.id)) ?? [];
      list.push(ref);
      byPair.set(pairKey(row.kind, row.id), list);
    }
    for (const k of wanted) loaded.add(k);
  };
  await load(events.flatMap(pairsOf));
  const userIds = [...new Set(events.filter((e) => e.type.startsWith('User')).map((e) => (e.data as { userId?: unknown })?.userId))].filter(
    (x): x is string => typeof x === 'string' && x !== '',
  );
  if (userIds.length > 0) {
    const r = await sql<Omit<UserRow, 'position'> & { id: string; position: string }>`select id, role, institutes, blocked, deleted,
      created_at, position::text as position from ${ctx.table('dashboard_admin_user')} where id = any(${userIds}::text[])`.execute(ctx.tx);
    for (const id of userIds) users.set(id, undefined);
    for (const row of r.rows) users.set(row.id, { ...row, created_at: new Date(row.created_at), position: BigInt(row.position) });
  }

  const store: FactStore = {
    async get(ref) {
      await load([[ref.kind, ref.id]]);
      return facts.get(refKey(ref));
    },
    async put(ref, row) {
      if (row.at !== null && Number.isNaN(Date.parse(row.at))) throw new Error(`fact at ${row.at} is not an instant`);
      const k = refKey(ref);
      if (!facts.has(k)) {
        const list = byPair.get(pairKey(ref.kind, ref.id)) ?? [];
        list.push(ref);
        byPair.set(pairKey(ref.kind, ref.id), list);
      }
      const at = row.at === null ? null : new Date(row.at).toISOString();
      facts.set(k, { ref, key: row.key, at, amount: numeric2(row.amount), live: row.live, position: row.position });
      dirty.set(k, { ref, row });
    },
    async bump(ref, key, day, n, amount) {
      numeric2(amount);
      deltas.push({ institute_id: ref.institute, kind: ref.kind, key, day, n, amount });
    },
  };

  return {
    facts: store,
    async user(id) {
      if (!users.has(id)) throw new Error(`user ${id} was not read with the batch`);
      return users.get(id);
    },
    async putUser(id, row) {
      const had = users.get(id);
      // As the upsert: a row that exists keeps its role and creation time.
      const kept = had ? { ...row, role: had.role, created_at: had.created_at } : row;
      users.set(id, kept);
      dirtyUsers.set(id, kept);
    },
    async studentInstitute(id) {
      await load([['student', id]]);
      const refs = byPair.get(pairKey('student', id)) ?? [];
      // One statement's `limit 1` picks any of several: only one is certain to be the same row.
      if (refs.length > 1) throw new Error(`student ${id} has facts in ${refs.length} institutes`);
      return refs[0]?.institute ?? '';
    },
    async absence(a) {
      const k = JSON.stringify([a.institute_id, a.day, a.user_id]);
      const had = absences.get(k);
      if (!had || had.position < a.position) absences.set(k, a);
    },
    async flush() {
      await writeFacts(ctx, [...dirty.values()]);
      await mergeBuckets(ctx, P, deltas);
      await writeUsers(ctx, dirtyUsers);
      await writeAbsences(ctx, [...absences.values()]);
    },
  };
}

const FACT = {
  kind: 'text',
  id: 'text',
  institute_id: 'text',
  key: 'text',
  at: 'timestamptz',
  day: 'date',
  amount: 'numeric',
  live: 'boolean',
  position: 'bigint',
};

async function writeFacts(ctx: ProjectionContext, rows: { ref: FactRef; row: FactWrite }[]) {
  if (rows.length === 0) return;
  const data = rows.map(({ ref, row }) => ({
    kind: ref.kind,
    id: ref.id,
    institute_id: ref.institute,
    key: row.key,
    at: row.at,
    day: row.day,
    amount: row.amount,
    live: row.live,
    position: row.position.toString(),
  }));
  await sql`insert into ${ctx.table(`${P}_fact`)} as f (${columnList(FACT)}) select ${columnList(FACT)} from ${recordset(data, FACT)}
    on conflict (kind, id, institute_id) do update set key = excluded.key, at = excluded.at, day = excluded.day,
      amount = excluded.amount, live = excluded.live, position = excluded.position`.execute(ctx.tx);
}

async function writeUsers(ctx: ProjectionContext, users: Map<string, UserRow>) {
  if (users.size === 0) return;
  const cols = {
    id: 'text',
    role: 'text',
    institutes: 'text[]',
    blocked: 'boolean',
    deleted: 'boolean',
    created_at: 'timestamptz',
    position: 'bigint',
  };
  const data = [...users].map(([id, u]) => ({
    id,
    role: u.role,
    institutes: u.institutes,
    blocked: u.blocked,
    deleted: u.deleted,
    created_at: new Date(u.created_at).toISOString(),
    position: u.position.toString(),
  }));
  await sql`insert into ${ctx.table('dashboard_admin_user')} as u (${columnList(cols)}) select ${columnList(cols)} from ${recordset(data, cols)}
    on conflict (id) do update set institutes = excluded.institutes, blocked = excluded.blocked, deleted = excluded.deleted,
      position = excluded.position`.execute(ctx.tx);
}

async function writeAbsences(ctx: ProjectionContext, rows: AbsenceRow[]) {
  if (rows.length === 0) return;
  const cols = { institute_id: 'text', user_id: 'text', day: 'date', status: 'text', position: 'bigint' };
  const data = rows.map((a) => ({ ...a, position: a.position.toString() }));
  await sql`insert into ${ctx.table('dashboard_admin_absence')} as a (${columnList(cols)}) select ${columnList(cols)} from ${recordset(data, cols)}
    on conflict (institute_id, day, user_id) do update set status = excluded.status, position = excluded.position
    where a.position < excluded.position`.execute(ctx.tx);
}
