import { sql } from 'kysely';
import type { ClassEvent, HolidayEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';
import { classCountBatch, type ClassRow } from './class-day-counts-batch.js';

const P = 'class_count';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The institute's zone, as `lecture`'s readers bucket classes into days (server platform/days.ts). */
const ZONE = 'Asia/Kolkata';

/**
 * `class_count`: the classes of the timetable counted per (institute, teacher, batch, subject), so that the teacher's and
 * the student's dashboards cost the same at day 10 and at year 5 (issue 13 part 1). It counts exactly what those
 * dashboards counted over `lecture` and `holiday`: classes not cancelled and not on a live holiday of the institute.
 * - `class_count_class`: each class's state as `lecture` keeps it (same guards): its keys, its institute day, start,
 *   online, register taken, cancelled;
 * - `class_count_day`: per key and institute day, the classes not cancelled (total, online, register taken), holiday
 *   or not, so a screen over a date range sums at most its days;
 * - `class_count_holiday` and `class_count_off`: the institute's holidays and the days a live one covers;
 * - `class_count_total`: per key, the classes not cancelled on a day that is not off, whenever they are. "Held by now"
 *   is this total less the days from today on (the timetable ahead, not the history) plus today's started classes.
 * - `class_count_mark`, `class_count_student_day`, `class_count_student_total`: each student's current mark per class
 *   (as `lecture_mark`), and per (institute, student, the class's batch) the marks present, absent and on leave of the
 *   classes counted above, by day and in total, so the student's held-class figures are read the same way.
 * A class moved to another day, cancelled or taken, or a mark corrected, takes the class (with its marks) out of its
 * old buckets and puts it into its new ones; a holiday declared or cancelled moves its days' buckets out of or into the
 * totals. Empty rows are deleted.
 */
export const classCountProjection: Projection = {
  name: P,
  version: 1,
  tables: {
    class_count_class: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, teacher_id text not null, batch_id text not null, subject_id text not null,
      day date not null, start_time timestamptz not null, online boolean not null, taken boolean not null,
      cancelled boolean not null, position bigint not null)`,
    class_count_day: (t) => sql`create table ${t} (
      institute_id text not null, teacher_id text not null, batch_id text not null, subject_id text not null, day date not null,
      total int not null, online int not null, taken int not null,
      primary key (institute_id, teacher_id, batch_id, subject_id, day))`,
    class_count_holiday: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, start_date date not null, end_date date not null,
      cancelled boolean not null, position bigint not null)`,
    class_count_off: (t) => sql`create table ${t} (institute_id text not null, day date not null, primary key (institute_id, day))`,
    class_count_total: (t) => sql`create table ${t} (
      institute_id text not null, teacher_id text not null, batch_id text not null, subject_id text not null,
      total int not null, online int not null, taken int not null, primary key (institute_id, teacher_id, batch_id, subject_id))`,
    class_count_mark: (t) => sql`create table ${t} (
      class_id text not null, student_id text not null, status text not null, position bigint not null,
      primary key (class_id, student_id))`,
    class_count_student_day: (t) => sql`create table ${t} (
      institute_id text not null, student_id text not null, batch_id text not null, day date not null,
      present int not null, absent int not null, leave int not null, primary key (institute_id, student_id, batch_id, day))`,
    class_count_student_total: (t) => sql`create table ${t} (
      institute_id text not null, student_id text not null, batch_id text not null,
      present int not null, absent int not null, leave int not null, primary key (institute_id, student_id, batch_id))`,
  },
  indexes: {
    // Today's started classes of a teacher or a batch (the only part of "held by now" that depends on the hour).
    'class_count_class.teacher': (t, i) => sql`create index ${i} on ${t} (teacher_id, day)`,
    'class_count_class.batch': (t, i) => sql`create index ${i} on ${t} (batch_id, day)`,
    // A range of days of a teacher or a batch (the key starts with the teacher, then the batch: the day comes last).
    'class_count_day.teacher': (t, i) => sql`create index ${i} on ${t} (institute_id, teacher_id, day)`,
    'class_count_day.batch': (t, i) => sql`create index ${i} on ${t} (institute_id, batch_id, day)`,
    'class_count_total.batch': (t, i) => sql`create index ${i} on ${t} (institute_id, batch_id)`,
    'class_count_holiday.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, start_date)`,
  },
  handles: ['ClassScheduled', 'ClassCancelled', 'ClassMoved', 'ClassAttendanceMarked', 'HolidayDeclared', 'HolidayCancelled'],
  // As `lecture`: the class and its batch; a holiday names no record.
  idsOf: (e) => {
    const d = e.data as { classId?: string; batchId?: string };
    return d.classId && d.batchId ? [d.classId, d.batchId] : [];
  },
  /** A run of class events in memory, a holiday alone (class-day-counts-batch.ts). */
  applyBatch: (ctx, events) => classCountBatch(ctx, events, holiday),
  async apply(ctx, event) {
    if (event.type === 'HolidayDeclared' || event.type === 'HolidayCancelled') return holiday(ctx, event);
    return lectureEvent(ctx, event);
  },
};

const dayOf = (ctx: ProjectionContext, instant: string) =>
  sql<{ day: string }>`select to_char(${instant}::timestamptz at time zone ${ZONE}, 'YYYY-MM-DD') as day`
    .execute(ctx.tx)
    .then((r) => r.rows[0]?.day ?? '');

async function lectureEvent(ctx: ProjectionContext, event: RecordedEvent) {
  const e = event as unknown as ClassEvent;
  const classes = ctx.table('class_count_class');
  const found = await sql<ClassRow & { position: string }>`select institute_id, teacher_id, batch_id, subject_id,
      to_char(day, 'YYYY-MM-DD') as day, start_time::text as start_time, online, taken, cancelled, position::text as position
    from ${classes} where id = ${e.data.classId}`.execute(ctx.tx);
  const row = found.rows[0];
  // The guards of `lecture`: a class is scheduled once; a later change applies only past the row's position.
  if (row && BigInt(row.position) >= event.position) return;
  if (!row && e.type !== 'ClassScheduled') return;
  let next: ClassRow;
  switch (e.type) {
    case 'ClassScheduled': {
      if (row) return;
      const d = e.data;
      next = {
        institute_id: event.metadata.instituteId,
        teacher_id: d.teacherId,
        batch_id: d.batchId,
        subject_id: d.subjectId,
        day: await dayOf(ctx, d.startTime),
        start_time: d.startTime,
        online: d.type === 'ONLINE',
        taken: false,
        cancelled: false,
      };
      break;
    }
    case 'ClassCancelled':
      next = { ...row!, cancelled: true };
      break;
    case 'ClassMoved':
      next = { ...row!, day: await dayOf(ctx, e.data.startTime), start_time: e.data.startTime };
      break;
    case 'ClassAttendanceMarked':
      next = { ...row!, taken: true };
      break;
    default:
      return;
  }
  const id = e.data.classId;
  if (row && !row.cancelled) await count(ctx, id, row, -1);
  if (e.type === 'ClassAttendanceMarked' && e.data.marks.length > 0) {
    // As `lecture_mark`: each student's latest mark.
    await sql`insert into ${ctx.table('class_count_mark')} as m (class_id, student_id, status, position)
      select ${id}, s.student_id, s.status, ${event.position.toString()}::bigint
      from unnest(${e.data.marks.map((x) => x.studentId)}::text[], ${e.data.marks.map((x) => x.status)}::text[]) as s(student_id, status)
      on conflict (class_id, student_id) do update set status = excluded.status, position = excluded.position
      where m.position < excluded.position`.execute(ctx.tx);
  }
  await sql`insert into ${classes} as c (id, institute_id, teacher_id, batch_id, subject_id, day, start_time, online, taken,
      cancelled, position)
    values (${e.data.classId}, ${next.institute_id}, ${next.teacher_id}, ${next.batch_id}, ${next.subject_id}, ${next.day}::date,
      ${next.start_time}::timestamptz, ${next.online}, ${next.taken}, ${next.cancelled}, ${event.position.toString()}::bigint)
    on conflict (id) do update set day = excluded.day, start_time = excluded.start_time, taken = excluded.taken,
      cancelled = excluded.cancelled, position = excluded.position`.execute(ctx.tx);
  if (!next.cancelled) await count(ctx, id, next, 1);
}

/**
 * Adds one class with its students' marks (`n` = 1) or takes them away (-1): their day's buckets, and their totals
 * unless the day is off.
 */
async function count(ctx: ProjectionContext, classId: string, c: ClassRow, n: 1 | -1) {
  const online = c.online ? n : 0;
  const taken = c.taken ? n : 0;
  const days = ctx.table('class_count_day');
  await sql`insert into ${days} as d (institute_id, teacher_id, batch_id, subject_id, day, total, online, taken)
    values (${c.institute_id}, ${c.teacher_id}, ${c.batch_id}, ${c.subject_id}, ${c.day}::date, ${n}, ${online}, ${taken})
    on conflict (institute_id, teacher_id, batch_id, subject_id, day) do update set total = d.total + excluded.total,
      online = d.online + excluded.online, taken = d.taken + excluded.taken`.execute(ctx.tx);
  await sql`delete from ${days} where institute_id = ${c.institute_id} and teacher_id = ${c.teacher_id} and batch_id = ${c.batch_id}
    and subject_id = ${c.subject_id} and day = ${c.day}::date and total = 0`.execute(ctx.tx);
  const off =
    await sql`select 1 from ${ctx.table('class_count_off')} where institute_id = ${c.institute_id} and day = ${c.day}::date`.execute(
      ctx.tx,
    );
  await countMarks(ctx, classId, c, n, off.rows.length === 0);
  if (off.rows.length > 0) return;
  const totals = ctx.table('class_count_total');
  await sql`insert into ${totals} as t (institute_id, teacher_id, batch_id, subject_id, total, online, taken)
    values (${c.institute_id}, ${c.teacher_id}, ${c.batch_id}, ${c.subject_id}, ${n}, ${online}, ${taken})
    on conflict (institute_id, teacher_id, batch_id, subject_id) do update set total = t.total + excluded.total,
      online = t.online + excluded.online, taken = t.taken + excluded.taken`.execute(ctx.tx);
  await sql`delete from ${totals} where institute_id = ${c.institute_id} and teacher_id = ${c.teacher_id} and batch_id = ${c.batch_id}
    and subject_id = ${c.subject_id} and total = 0`.execute(ctx.tx);
}

/** The class's marks present, absent and on leave, into (`n` = 1) or out of (-1) each student's day and, `inTotal`, total. */
async function countMarks(ctx: ProjectionContext, classId: string, c: ClassRow, n: 1 | -1, inTotal: boolean) {
  const marks = sql`select m.student_id, ${n} * (m.status = 'PRESENT')::int as present, ${n} * (m.status = 'ABSENT')::int as absent,
      ${n} * (m.status = 'LEAVE')::int as leave
    from ${ctx.table('class_count_mark')} m where m.class_id = ${classId} and m.status in ('PRESENT', 'ABSENT', 'LEAVE')`;
  const students = sql`select student_id from ${ctx.table('class_count_mark')} where class_id = ${classId}`;
  const days = ctx.table('class_count_student_day');
  await sql`insert into ${days} as d (institute_id, student_id, batch_id, day, present, absent, leave)
    select ${c.institute_id}, x.student_id, ${c.batch_id}, ${c.day}::date, x.present, x.absent, x.leave from (${marks}) x
    on conflict (institute_id, student_id, batch_id, day) do update set present = d.present + excluded.present,
      absent = d.absent + excluded.absent, leave = d.leave + excluded.leave`.execute(ctx.tx);
  await sql`delete from ${days} where institute_id = ${c.institute_id} and student_id in (${students}) and batch_id = ${c.batch_id}
    and day = ${c.day}::date and present = 0 and absent = 0 and leave = 0`.execute(ctx.tx);
  if (!inTotal) return;
  const totals = ctx.table('class_count_student_total');
  await sql`insert into ${totals} as t (institute_id, student_id, batch_id, present, absent, leave)
    select ${c.institute_id}, x.student_id, ${c.batch_id}, x.present, x.absent, x.leave from (${marks}) x
    on conflict (institute_id, student_id, batch_id) do update set present = t.present + excluded.present,
      absent = t.absent + excluded.absent, leave = t.leave + excluded.leave`.execute(ctx.tx);
  await sql`delete from ${totals} where institute_id = ${c.institute_id} and student_id in (${students}) and batch_id = ${c.batch_id}
    and present = 0 and absent = 0 and leave = 0`.execute(ctx.tx);
}

/** A holiday declared or cancelled (the `holiday` model's guards): its days turn off or on, moving their buckets. */
async function holiday(ctx: ProjectionContext, event: RecordedEvent) {
  const e = event as unknown as HolidayEvent;
  const inst = event.metadata.instituteId;
  const holidays = ctx.table('class_count_holiday');
  const pos = event.position.toString();
  let range: { start_date: string; end_date: string } | undefined;
  if (e.type === 'HolidayDeclared') {
    const d = e.data;
    if (!DAY.test(d.startDate) || !DAY.test(d.endDate)) {
      console.warn(`${P}: skipped ${event.type} at ${event.position} without its days`);
      return;
    }
    const r = await sql<{ start_date: string; end_date: string }>`insert into ${holidays} (id, institute_id, start_date, end_date,
        cancelled, position)
      values (${d.holidayId}, ${inst}, ${d.startDate}::date, ${d.endDate}::date, false, ${pos}::bigint)
      on conflict (id) do nothing
      returning to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date`.execute(ctx.tx);
    range = r.rows[0];
  } else {
    const r = await sql<{ start_date: string; end_date: string }>`update ${holidays} set cancelled = true, position = ${pos}::bigint
      where id = ${e.data.holidayId} and position < ${pos}::bigint and not cancelled
      returning to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date`.execute(ctx.tx);
    range = r.rows[0];
  }
  if (!range) return;
  await recountDays(ctx, inst, range.start_date, range.end_date);
}

/** Every day of the range whose "off" changed: into or out of `class_count_off`, its buckets out of or into the totals. */
async function recountDays(ctx: ProjectionContext, inst: string, from: string, to: string) {
  const off = ctx.table('class_count_off');
  const flips = await sql<{ day: string; now_off: boolean }>`select to_char(g.d, 'YYYY-MM-DD') as day, w.now_off
    from generate_series(${from}::date, ${to}::date, interval '1 day') g(d)
    cross join lateral (select exists (select 1 from ${ctx.table('class_count_holiday')} h where h.institute_id = ${inst}
      and not h.cancelled and g.d::date between h.start_date and h.end_date) as now_off) w
    where w.now_off <> exists (select 1 from ${off} o where o.institute_id = ${inst} and o.day = g.d::date)`.execute(ctx.tx);
  if (flips.rows.length === 0) return;
  const turnedOff = flips.rows.filter((x) => x.now_off).map((x) => x.day);
  const turnedOn = flips.rows.filter((x) => !x.now_off).map((x) => x.day);
  if (turnedOff.length > 0) await sql`insert into ${off} (institute_id, day) select ${inst}, unnest(${turnedOff}::date[])`.execute(ctx.tx);
  if (turnedOn.length > 0) await sql`delete from ${off} where institute_id = ${inst} and day = any(${turnedOn}::date[])`.execute(ctx.tx);
  const totals = ctx.table('class_count_total');
  // One statement: the days turned on add their buckets back, the days turned off take them away.
  await sql`insert into ${totals} as t (institute_id, teacher_id, batch_id, subject_id, total, online, taken)
    select institute_id, teacher_id, batch_id, subject_id, sum(s * total)::int, sum(s * online)::int, sum(s * taken)::int
    from (select d.*, case when d.day = any(${turnedOn}::date[]) then 1 else -1 end as s from ${ctx.table('class_count_day')} d
      where d.institute_id = ${inst} and d.day = any(${[...turnedOn, ...turnedOff]}::date[])) x
    group by institute_id, teacher_id, batch_id, subject_id
    on conflict (institute_id, teacher_id, batch_id, subject_id) do update set total = t.total + excluded.total,
      online = t.online + excluded.online, taken = t.taken + excluded.taken`.execute(ctx.tx);
  await sql`delete from ${totals} where institute_id = ${inst} and total = 0`.execute(ctx.tx);
  const studentTotals = ctx.table('class_count_student_total');
  await sql`insert into ${studentTotals} as t (institute_id, student_id, batch_id, present, absent, leave)
    select institute_id, student_id, batch_id, sum(s * present)::int, sum(s * absent)::int, sum(s * leave)::int
    from (select d.*, case when d.day = any(${turnedOn}::date[]) then 1 else -1 end as s from ${ctx.table('class_count_student_day')} d
      where d.institute_id = ${inst} and d.day = any(${[...turnedOn, ...turnedOff]}::date[])) x
    group by institute_id, student_id, batch_id
    on conflict (institute_id, student_id, batch_id) do update set present = t.present + excluded.present,
      absent = t.absent + excluded.absent, leave = t.leave + excluded.leave`.execute(ctx.tx);
  await sql`delete from ${studentTotals} where institute_id = ${inst} and present = 0 and absent = 0 and leave = 0`.execute(ctx.tx);
}
