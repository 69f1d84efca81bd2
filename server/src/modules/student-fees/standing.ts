import { type RawBuilder, sql } from 'kysely';
import type { ChargeStandingFields } from '@school/contracts';

/**
 * The SQL twin of `chargeStanding` (contracts/src/student-fees/standing.ts): the one place a query decides whether a
 * `student_charge` row counts as upcoming, due, overdue, paid or cancelled on the institute's `today`. `c` is the
 * table's alias in the query. Every read of money owed uses these and nothing else.
 */
export const standingSql = (c: string, today: string): RawBuilder<string> => {
  const t = sql.ref(c);
  return sql<string>`case when ${t}.status = 'CANCELLED' then 'CANCELLED' when ${t}.status = 'PAID' then 'PAID'
    when ${t}.due_date > ${today} then 'UPCOMING' when ${t}.due_date = ${today} then 'DUE' else 'OVERDUE' end`;
};

/** The charge still has something to pay (UPCOMING, DUE or OVERDUE). */
export const openSql = (c: string): RawBuilder<boolean> => sql<boolean>`${sql.ref(c)}.status in ('PENDING', 'PARTIAL')`;
/** Open and its due date has come (DUE or OVERDUE): what is "due now" and counts in a balance. */
export const dueNowSql = (c: string, today: string): RawBuilder<boolean> =>
  sql<boolean>`(${openSql(c)} and ${sql.ref(c)}.due_date <= ${today})`;
/** Open and past its due date. */
export const overdueSql = (c: string, today: string): RawBuilder<boolean> =>
  sql<boolean>`(${openSql(c)} and ${sql.ref(c)}.due_date < ${today})`;
/** Open and its due date still ahead. */
export const upcomingSql = (c: string, today: string): RawBuilder<boolean> =>
  sql<boolean>`(${openSql(c)} and ${sql.ref(c)}.due_date > ${today})`;

const PRESSING = ['OVERDUE', 'DUE', 'UPCOMING'] as const;
/**
 * Where a student stands on a fee: their most pressing open charge (OVERDUE, then DUE, then UPCOMING; days overdue of
 * the oldest), else PAID. Part-paid when something was paid on that standing's charges.
 */
export function studentStanding(charges: (ChargeStandingFields & { paid: string | number })[]): ChargeStandingFields {
  for (const standing of PRESSING) {
    const open = charges.filter((c) => c.standing === standing);
    if (open.length === 0) continue;
    return {
      standing,
      partPaid: open.some((c) => c.partPaid),
      daysOverdue: Math.max(...open.map((c) => c.daysOverdue)),
    };
  }
  return { standing: 'PAID', partPaid: false, daysOverdue: 0 };
}
