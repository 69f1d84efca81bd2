import { sql } from 'kysely';
import type { ClassEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `student_mark_count`: a student's register marks counted per institute month (issue 13 part 1), so that their
 * attendance summaries and credit cost one short read of at most a row per month, not a scan of every mark they ever
 * had. It counts exactly what `lecture_mark` holds (the current mark of each student in each class):
 * - `student_mark`: the state that corrections need: each (class, student)'s current status, the month its class is
 *   counted in and its credit (both fixed by the first mark, as in `lecture_mark`);
 * - `student_mark_count`: per (institute, student, month) the marks by status and the credits attended, held
 *   (present or absent) and on leave. A corrected mark moves one count from its old status to its new one.
 * The month is the institute's (UTC+05:30, the offset `lecture_mark`'s readers bucket by).
 */
export const studentMarkCountProjection: Projection = {
  name: 'student_mark_count',
  version: 1,
  tables: {
    student_mark: (t) => sql`create table ${t} (
      class_id text not null, student_id text not null, month text not null, credit numeric(6, 2) not null,
      status text not null, position bigint not null, primary key (class_id, student_id))`,
    student_mark_count: (t) => sql`create table ${t} (
      institute_id text not null, student_id text not null, month text not null,
      total int not null, present int not null, absent int not null, leave int not null,
      present_credit numeric(14, 2) not null, held_credit numeric(14, 2) not null, leave_credit numeric(14, 2) not null,
      primary key (institute_id, student_id, month))`,
  },
  handles: ['ClassAttendanceMarked'],
  idsOf: (e) => {
    const d = e.data as { classId: string };
    return [d.classId];
  },
  /** As `lecture_mark`: the class's teacher and the students marked (the counters moved are theirs). */
  ownersOf: (e) => {
    const d = e.data as { teacherId?: string; marks?: { studentId: string }[] };
    return [...(d.teacherId ? [d.teacherId] : []), ...(d.marks ?? []).map((x) => x.studentId)];
  },
  async apply({ tx, table }, event) {
    if (event.type !== 'ClassAttendanceMarked') return;
    const d = (event as unknown as Extract<ClassEvent, { type: 'ClassAttendanceMarked' }>).data;
    if (d.marks.length === 0) return;
    const m = event.metadata;
    const pos = sql`${event.position.toString()}::bigint`;
    const students = d.marks.map((x) => x.studentId);
    const statuses = d.marks.map((x) => x.status);
    const month = sql`to_char((${d.startTime}::timestamptz at time zone 'UTC') + interval '330 minutes', 'YYYY-MM')`;
    const sm = table('student_mark');
    // One statement: every CTE reads the state before it, so `old` is each student's mark before this event and
    // `written` the marks this event changed (none when it was applied already: idempotent).
    await sql`with s(student_id, status) as (select * from unnest(${students}::text[], ${statuses}::text[])),
      old as (select o.student_id, o.status from ${sm} o join s on s.student_id = o.student_id
        where o.class_id = ${d.classId} and o.position < ${pos}),
      written as (insert into ${sm} as w (class_id, student_id, month, credit, status, position)
        select ${d.classId}, s.student_id, ${month}, ${d.credit}, s.status, ${pos} from s
        on conflict (class_id, student_id) do update set status = excluded.status, position = excluded.position
        where w.position < excluded.position
        returning w.student_id, w.month, w.credit, w.status),
      delta(student_id, month, credit, status, n) as (
        select student_id, month, credit, status, 1 from written
        union all select w.student_id, w.month, w.credit, o.status, -1 from written w join old o on o.student_id = w.student_id)
      insert into ${table('student_mark_count')} as c (institute_id, student_id, month, total, present, absent, leave,
        present_credit, held_credit, leave_credit)
      select ${m.instituteId}, student_id, month, sum(n)::int,
        coalesce(sum(n) filter (where status = 'PRESENT'), 0)::int, coalesce(sum(n) filter (where status = 'ABSENT'), 0)::int,
        coalesce(sum(n) filter (where status = 'LEAVE'), 0)::int,
        coalesce(sum(n * credit) filter (where status = 'PRESENT'), 0),
        coalesce(sum(n * credit) filter (where status in ('PRESENT', 'ABSENT')), 0),
        coalesce(sum(n * credit) filter (where status = 'LEAVE'), 0)
      from delta group by student_id, month
      on conflict (institute_id, student_id, month) do update set total = c.total + excluded.total,
        present = c.present + excluded.present, absent = c.absent + excluded.absent, leave = c.leave + excluded.leave,
        present_credit = c.present_credit + excluded.present_credit, held_credit = c.held_credit + excluded.held_credit,
        leave_credit = c.leave_credit + excluded.leave_credit`.execute(tx);
  },
};
