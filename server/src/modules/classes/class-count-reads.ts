import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/**
 * Classes held by now, read from `class_count` (projections/src/classes/class-day-counts.ts) instead of counting
 * `lecture` and `holiday` (issue 13 part 1): not cancelled, not on a holiday of the institute, started by `now`.
 * A key's all-time total (future classes included) less its buckets from `today` on (the timetable ahead, not the
 * history) plus today's classes started by `now`: the cost of a call does not grow with the years behind it.
 */
export interface Whose {
  instituteId: string;
  /** The teacher's classes, or the batch's. */
  teacherId?: string;
  batchId?: string;
}
export interface When {
  /** The institute's day of `now` (YYYY-MM-DD). */
  today: string;
  now: Date;
}
export interface HeldRow {
  teacher_id: string;
  batch_id: string;
  subject_id: string;
  total: number;
  online: number;
  taken: number;
}

const whose = (w: Whose, alias: string) => {
  const a = sql.ref(alias);
  return w.teacherId !== undefined
    ? sql`${a}.institute_id = ${w.instituteId} and ${a}.teacher_id = ${w.teacherId}`
    : sql`${a}.institute_id = ${w.instituteId} and ${a}.batch_id = ${w.batchId ?? ''}`;
};
/** Not a day a live holiday covers. */
const notOff = (alias: string) =>
  sql`not exists (select 1 from class_count_off o where o.institute_id = ${sql.ref(`${alias}.institute_id`)}
    and o.day = ${sql.ref(`${alias}.day`)})`;
/** Today's classes started by now, one row each (the part of "held" that moves with the hour). */
const startedToday = (w: Whose, t: When) => sql`select c.id, c.teacher_id, c.batch_id, c.subject_id, c.day, 1 as total,
    c.online::int as online, c.taken::int as taken from class_count_class c
  where ${whose(w, 'c')} and c.day = ${t.today}::date and not c.cancelled and c.start_time <= ${t.now.toISOString()}::timestamptz
    and ${notOff('c')}`;

/** Held classes per (teacher, batch, subject), ever. Keys without any are absent. */
export async function heldTotals(db: DB, w: Whose, t: When): Promise<HeldRow[]> {
  const r = await sql<HeldRow>`select teacher_id, batch_id, subject_id, sum(total)::int as total, sum(online)::int as online,
      sum(taken)::int as taken
    from (select k.teacher_id, k.batch_id, k.subject_id, k.total, k.online, k.taken from class_count_total k where ${whose(w, 'k')}
      union all select d.teacher_id, d.batch_id, d.subject_id, -d.total, -d.online, -d.taken from class_count_day d
        where ${whose(w, 'd')} and d.day >= ${t.today}::date and ${notOff('d')}
      union all select teacher_id, batch_id, subject_id, total, online, taken from (${startedToday(w, t)}) s) x
    group by 1, 2, 3 having sum(total) <> 0 order by 1, 2, 3`.execute(db);
  return r.rows;
}

/** Held classes per institute day from `from` to `to` (YYYY-MM-DD, both included) and (teacher, batch, subject). */
export async function heldDays(db: DB, w: Whose, t: When, from: string, to: string): Promise<(HeldRow & { day: string })[]> {
  const r = await sql<HeldRow & { day: string }>`select to_char(day, 'YYYY-MM-DD') as day, teacher_id, batch_id, subject_id,
      sum(total)::int as total, sum(online)::int as online, sum(taken)::int as taken
    from (select d.day, d.teacher_id, d.batch_id, d.subject_id, d.total, d.online, d.taken from class_count_day d
        where ${whose(w, 'd')} and d.day >= ${from}::date and d.day <= ${to}::date and d.day < ${t.today}::date and ${notOff('d')}
      union all select day, teacher_id, batch_id, subject_id, total, online, taken from (${startedToday(w, t)}) s
        where ${from}::date <= ${t.today}::date and ${t.today}::date <= ${to}::date) x
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
  return r.rows;
}

/** A student's marks present, absent and on leave in the held classes of a batch, ever. */
export async function heldMarks(
  db: DB,
  w: { instituteId: string; studentId: string; batchId: string },
  t: When,
): Promise<{ present: number; absent: number; leave: number }> {
  const mine = (alias: string) =>
    sql`${sql.ref(`${alias}.institute_id`)} = ${w.instituteId} and ${sql.ref(`${alias}.student_id`)} = ${w.studentId}
      and ${sql.ref(`${alias}.batch_id`)} = ${w.batchId}`;
  const r = await sql<{ present: number; absent: number; leave: number }>`select coalesce(sum(present), 0)::int as present,
      coalesce(sum(absent), 0)::int as absent, coalesce(sum(leave), 0)::int as leave
    from (select k.present, k.absent, k.leave from class_count_student_total k where ${mine('k')}
      union all select -d.present, -d.absent, -d.leave from class_count_student_day d
        where ${mine('d')} and d.day >= ${t.today}::date and ${notOff('d')}
      union all select (m.status = 'PRESENT')::int, (m.status = 'ABSENT')::int, (m.status = 'LEAVE')::int
        from (${startedToday({ instituteId: w.instituteId, batchId: w.batchId }, t)}) c
        join class_count_mark m on m.class_id = c.id and m.student_id = ${w.studentId}
        where m.status in ('PRESENT', 'ABSENT', 'LEAVE')) x`.execute(db);
  return r.rows[0] ?? { present: 0, absent: 0, leave: 0 };
}
