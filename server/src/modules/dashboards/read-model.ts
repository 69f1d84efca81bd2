import { sql, type Kysely } from 'kysely';
import { addDays } from '../../platform/days.js';

/**
 * Reads of the dashboards' own read models (projections/src/dashboards): facts, day buckets and totals. No query here
 * reads another module's table, and none grows with the events recorded: a range costs its days (and the facts of its
 * two edge days, when it is bounded by the minute).
 */
export type DashboardModel = 'dashboard_admin' | 'dashboard_payment';
export type Sums = Map<string, { n: number; amount: number }>;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

const sums = (rows: { key: string; n: number | string; amount: string | null }[]): Sums =>
  new Map(rows.map((r) => [r.key, { n: Number(r.n), amount: Number(r.amount ?? 0) }]));

/** Count and amount per key of the things of `kind` of the institute, now. */
export async function totals(db: Kysely<any>, model: DashboardModel, inst: string, kind: string): Promise<Sums> {
  const r = await sql<{ key: string; n: number; amount: string }>`select key, n, amount::text as amount
    from ${sql.table(`${model}_total`)} where institute_id = ${inst} and kind = ${kind}`.execute(db);
  return sums(r.rows);
}

/** Count and amount per key of the things of `kind` that happened from `from` to `to`, both included (either open). */
export async function within(
  db: Kysely<any>,
  model: DashboardModel,
  inst: string,
  kind: string,
  from: Date | null,
  to: Date | null,
): Promise<Sums> {
  if (!from && !to) return totals(db, model, inst, kind);
  const inner = [sql`institute_id = ${inst}`, sql`kind = ${kind}`];
  const edge = [sql`institute_id = ${inst}`, sql`kind = ${kind}`, sql`live`];
  if (from) {
    inner.push(sql`day > ${dayOf(from)}::date`);
    edge.push(sql`at >= ${from.toISOString()}`);
  }
  if (to) {
    inner.push(sql`day < ${dayOf(to)}::date`);
    edge.push(sql`at <= ${to.toISOString()}`);
  }
  const edgeDays = [...new Set([from, to].filter((d): d is Date => d !== null).map(dayOf))];
  edge.push(sql`day in (${sql.join(edgeDays.map((d) => sql`${d}::date`))})`);
  const r = await sql<{ key: string; n: string; amount: string | null }>`select key, sum(n)::text as n, sum(amount)::text as amount from (
      select key, n, amount from ${sql.table(`${model}_day`)} where ${sql.join(inner, sql` and `)}
      union all select key, 1 as n, amount from ${sql.table(`${model}_fact`)} where ${sql.join(edge, sql` and `)}
    ) x group by key`.execute(db);
  return sums(r.rows);
}

/** Count and amount per month (YYYY-MM) and key of the things of `kind` whose day is in [from, to). */
export async function byMonth(db: Kysely<any>, model: DashboardModel, inst: string, kind: string, from: string, to: string) {
  const r = await sql<{ month: string; key: string; n: string; amount: string }>`select to_char(day, 'YYYY-MM') as month, key,
      sum(n)::text as n, sum(amount)::text as amount
    from ${sql.table(`${model}_day`)} where institute_id = ${inst} and kind = ${kind} and day >= ${from}::date and day < ${to}::date
    group by 1, 2 order by 1, 2`.execute(db);
  return r.rows.map((x) => ({ month: x.month, key: x.key, n: Number(x.n), amount: Number(x.amount) }));
}

/** The amount of the things of `kind` and `key` whose day is before `day`: the total less the days from then on. */
export async function before(db: Kysely<any>, model: DashboardModel, inst: string, kind: string, key: string, day: string) {
  const r = await sql<{ amount: string | null }>`select (
      coalesce((select amount from ${sql.table(`${model}_total`)} where institute_id = ${inst} and kind = ${kind} and key = ${key}), 0)
      - coalesce((select sum(amount) from ${sql.table(`${model}_day`)} where institute_id = ${inst} and kind = ${kind} and key = ${key}
        and day >= ${day}::date), 0))::text as amount`.execute(db);
  return Number(r.rows[0]?.amount ?? 0);
}

/** Sum of `n` (or `amount`) over the keys that match. */
export const sumOf = (s: Sums, match: (key: string) => boolean, field: 'n' | 'amount' = 'n') =>
  [...s].reduce((t, [k, v]) => (match(k) ? t + v[field] : t), 0);

/** The `user` fact keys: role, blocked (0/1), deleted (0/1), e.g. `STUDENT:0:0` (projections/src/dashboards/admin.ts). */
export const userKeyIs = (roles: readonly string[], opts: { blocked?: boolean; deleted?: boolean }) => (key: string) => {
  const [role, blocked, deleted] = key.split(':');
  return (
    roles.includes(role ?? '') &&
    (opts.blocked === undefined || (blocked === '1') === opts.blocked) &&
    (opts.deleted === undefined || (deleted === '1') === opts.deleted)
  );
};

/**
 * What the institute's students owe on `today` (YYYY-MM-DD, the institute's day), from `dashboard_payment`'s `unpaid`
 * facts (what is left on each open charge, at its due date). The same definition as the fee module's
 * (contracts/src/student-fees/standing.ts): due now once the due date has come, overdue the day after, upcoming
 * before; paid and cancelled charges are not open. With `until`, also what is left on charges due before that day.
 */
export async function feesOwed(db: Kysely<any>, inst: string, today: string, until?: string) {
  const M = 'dashboard_payment';
  const round = (v: number) => Math.round(v * 100) / 100;
  const [open, overdue, dueNow, dueBefore] = await Promise.all([
    totals(db, M, inst, 'unpaid').then((s) => s.get('open')?.amount ?? 0),
    before(db, M, inst, 'unpaid', 'open', today),
    before(db, M, inst, 'unpaid', 'open', addDays(today, 1) ?? today),
    until ? before(db, M, inst, 'unpaid', 'open', until) : Promise.resolve(undefined),
  ]);
  return {
    dueNow: round(dueNow),
    overdue: round(overdue),
    upcoming: round(open - dueNow),
    ...(dueBefore === undefined ? {} : { dueBefore: round(dueBefore) }),
  };
}
