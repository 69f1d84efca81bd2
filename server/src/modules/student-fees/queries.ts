import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';
import { dueNowSql, overdueSql, upcomingSql } from './standing.js';

const left = sql`(c.amount - c.paid)`;
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * What a student owes on `today` by the one definition (standing.ts), and the spec's figures for the calendar
 * year `year`: the year's charges (cancelled left out), what was paid on them, what of them is upcoming, and what
 * of `dueNow` is on charges of earlier years.
 */
export async function studentOwed(rt: Runtime, instituteId: string, studentId: string, today: string, year: string) {
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const inYear = sql`c.status <> 'CANCELLED' and c.due_date >= ${first} and c.due_date <= ${last}`;
  const r = (
    await sql<Record<'total' | 'paid' | 'due_now' | 'overdue' | 'upcoming' | 'earlier', string | null>>`select
      sum(c.amount) filter (where ${inYear}) as total, sum(c.paid) filter (where ${inYear}) as paid,
      sum(${left}) filter (where ${dueNowSql('c', today)}) as due_now, sum(${left}) filter (where ${overdueSql('c', today)}) as overdue,
      sum(${left}) filter (where ${upcomingSql('c', today)} and c.due_date <= ${last}) as upcoming,
      sum(${left}) filter (where ${dueNowSql('c', today)} and c.due_date < ${first}) as earlier
    from student_charge c where c.institute_id = ${instituteId} and c.student_id = ${studentId}`.execute(rt.database.db)
  ).rows[0];
  return {
    total: money(r?.total),
    paid: money(r?.paid),
    dueNow: money(r?.due_now),
    overdue: money(r?.overdue),
    upcoming: money(r?.upcoming),
    earlierYears: money(r?.earlier),
  };
}
