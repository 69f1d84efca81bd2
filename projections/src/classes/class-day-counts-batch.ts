import { sql } from 'kysely';
import type { ClassEvent, RecordedEvent } from '@school/contracts';
import type { ProjectionContext } from '../types.js';

/** A class as `class_count_class` keeps it. */
export type ClassRow = {
  institute_id: string;
  teacher_id: string;
  batch_id: string;
  subject_id: string;
  day: string;
  start_time: string;
  online: boolean;
  taken: boolean;
  cancelled: boolean;
};
type Kept = ClassRow & { position: bigint };
type Counts = number[];

const ZONE = 'Asia/Kolkata';
const STATUSES = ['PRESENT', 'ABSENT', 'LEAVE'];
const key = (...parts: string[]) => JSON.stringify(parts);
const json = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * `class_count`'s `applyBatch` (decision 0023, "in memory"): the classes and marks a run of class events touches are
 * read in two statements, the events run on them in memory exactly as `apply` runs them (same guards, same order),
 * and the counts go out as summed differences, one upsert per table, empty rows deleted after. A holiday reads every
 * bucket of its days: the run before it is written first, then it is applied alone (`holiday`).
 */
export async function classCountBatch(
  ctx: ProjectionContext,
  events: readonly RecordedEvent[],
  holiday: (ctx: ProjectionContext, event: RecordedEvent) => Promise<void>,
): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const e of events) {
    if (e.type !== 'HolidayDeclared' && e.type !== 'HolidayCancelled') {
      run.push(e);
      continue;
    }
    await classRun(ctx, run);
    run = [];
    await holiday(ctx, e);
  }
  await classRun(ctx, run);
}

async function classRun(ctx: ProjectionContext, events: readonly RecordedEvent[]) {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((e) => (e.data as { classId: string }).classId))];
  const loaded = await sql<ClassRow & { id: string; position: string }>`select id, institute_id, teacher_id, batch_id, subject_id,
      to_char(day, 'YYYY-MM-DD') as day, start_time::text as start_time, online, taken, cancelled, position::text as position
    from ${ctx.table('class_count_class')} where id = any(${ids}::text[])`.execute(ctx.tx);
  const classes = new Map<string, Kept>(loaded.rows.map(({ id, position, ...r }) => [id, { ...r, position: BigInt(position) }]));
  const loadedMarks = await sql<{ class_id: string; student_id: string; status: string; position: string }>`select class_id,
      student_id, status, position::text as position from ${ctx.table('class_count_mark')} where class_id = any(${ids}::text[])`.execute(
    ctx.tx,
  );
  const marks = new Map<string, Map<string, { status: string; position: bigint }>>();
  const marksOf = (id: string) => marks.get(id) ?? marks.set(id, new Map()).get(id)!;
  for (const m of loadedMarks.rows) marksOf(m.class_id).set(m.student_id, { status: m.status, position: BigInt(m.position) });

  // The institute days of the instants the run schedules or moves to, as `apply` computes them (in SQL).
  const instants = [
    ...new Set(
      events.filter((e) => e.type === 'ClassScheduled' || e.type === 'ClassMoved').map((e) => (e.data as { startTime: string }).startTime),
    ),
  ];
  const dayOf = new Map<string, string>();
  if (instants.length > 0) {
    const r = await sql<{ i: string; day: string }>`select i, to_char(i::timestamptz at time zone ${ZONE}, 'YYYY-MM-DD') as day
      from unnest(${instants}::text[]) i`.execute(ctx.tx);
    for (const x of r.rows) dayOf.set(x.i, x.day);
  }
  // Holidays do not move within the run: each (institute, day) it may count on is off or not throughout.
  const institutes = [...new Set([...events.map((e) => e.metadata.instituteId), ...[...classes.values()].map((c) => c.institute_id)])];
  const days = [...new Set([...dayOf.values(), ...[...classes.values()].map((c) => c.day)])];
  const offRows = await sql<{ institute_id: string; day: string }>`select institute_id, to_char(day, 'YYYY-MM-DD') as day
    from ${ctx.table('class_count_off')} where institute_id = any(${institutes}::text[]) and day = any(${days}::date[])`.execute(ctx.tx);
  const off = new Set(offRows.rows.map((x) => key(x.institute_id, x.day)));

  const dayDelta = new Map<string, Counts>();
  const totalDelta = new Map<string, Counts>();
  const studentDayDelta = new Map<string, Counts>();
  const studentTotalDelta = new Map<string, Counts>();
  const add = (into: Map<string, Counts>, k: string, v: Counts) => {
    const had = into.get(k) ?? v.map(() => 0);
    into.set(
      k,
      had.map((x, i) => x + (v[i] ?? 0)),
    );
  };
  const count = (id: string, c: ClassRow, n: 1 | -1) => {
    const isOff = off.has(key(c.institute_id, c.day));
    const v = [n, c.online ? n : 0, c.taken ? n : 0];
    add(dayDelta, key(c.institute_id, c.teacher_id, c.batch_id, c.subject_id, c.day), v);
    if (!isOff) add(totalDelta, key(c.institute_id, c.teacher_id, c.batch_id, c.subject_id), v);
    for (const [student, m] of marks.get(id) ?? []) {
      if (!STATUSES.includes(m.status)) continue;
      const s = STATUSES.map((x) => (x === m.status ? n : 0));
      add(studentDayDelta, key(c.institute_id, student, c.batch_id, c.day), s);
      if (!isOff) add(studentTotalDelta, key(c.institute_id, student, c.batch_id), s);
    }
  };

  const dirtyClasses = new Set<string>();
  const dirtyMarks = new Set<string>();
  for (const event of events) {
    const e = event as unknown as ClassEvent;
    const id = e.data.classId;
    const row = classes.get(id);
    if (row && row.position >= event.position) continue;
    if (!row && e.type !== 'ClassScheduled') continue;
    let next: ClassRow;
    if (e.type === 'ClassScheduled') {
      if (row) continue;
      const d = e.data;
      next = {
        institute_id: event.metadata.instituteId,
        teacher_id: d.teacherId,
        batch_id: d.batchId,
        subject_id: d.subjectId,
        day: dayOf.get(d.startTime) ?? '',
        start_time: d.startTime,
        online: d.type === 'ONLINE',
        taken: false,
        cancelled: false,
      };
    } else if (e.type === 'ClassCancelled') next = { ...row!, cancelled: true };
    else if (e.type === 'ClassMoved') next = { ...row!, day: dayOf.get(e.data.startTime) ?? '', start_time: e.data.startTime };
    else if (e.type === 'ClassAttendanceMarked') next = { ...row!, taken: true };
    else continue;
    if (row && !row.cancelled) count(id, row, -1);
    if (e.type === 'ClassAttendanceMarked') {
      // `apply` refuses a register naming a student twice (one row cannot be upserted twice): so does the batch.
      if (new Set(e.data.marks.map((m) => m.studentId)).size !== e.data.marks.length) throw new Error('a student marked twice');
      for (const m of e.data.marks) {
        const had = marksOf(id).get(m.studentId);
        if (had && had.position >= event.position) continue;
        marksOf(id).set(m.studentId, { status: m.status, position: event.position });
        dirtyMarks.add(key(id, m.studentId));
      }
    }
    classes.set(id, { ...next, position: event.position });
    dirtyClasses.add(id);
    if (!next.cancelled) count(id, next, 1);
  }
  await write(ctx, classes, dirtyClasses, marks, dirtyMarks, { dayDelta, totalDelta, studentDayDelta, studentTotalDelta });
}

async function write(
  ctx: ProjectionContext,
  classes: Map<string, Kept>,
  dirtyClasses: Set<string>,
  marks: Map<string, Map<string, { status: string; position: bigint }>>,
  dirtyMarks: Set<string>,
  d: Record<'dayDelta' | 'totalDelta' | 'studentDayDelta' | 'studentTotalDelta', Map<string, Counts>>,
) {
  const { tx } = ctx;
  if (dirtyClasses.size > 0) {
    const rows = [...dirtyClasses].map((id) => {
      const c = classes.get(id)!;
      return { ...c, id, position: c.position.toString() };
    });
    await sql`insert into ${ctx.table('class_count_class')} as c (id, institute_id, teacher_id, batch_id, subject_id, day, start_time,
        online, taken, cancelled, position)
      select id, institute_id, teacher_id, batch_id, subject_id, day, start_time::timestamptz, online, taken, cancelled, position
      from jsonb_to_recordset(${json(rows)}) as x(id text, institute_id text, teacher_id text, batch_id text, subject_id text, day date,
        start_time text, online boolean, taken boolean, cancelled boolean, position bigint)
      on conflict (id) do update set day = excluded.day, start_time = excluded.start_time, taken = excluded.taken,
        cancelled = excluded.cancelled, position = excluded.position`.execute(tx);
  }
  if (dirtyMarks.size > 0) {
    const rows = [...dirtyMarks].map((k) => {
      const [class_id, student_id] = JSON.parse(k) as [string, string];
      const m = marks.get(class_id)!.get(student_id)!;
      return { class_id, student_id, status: m.status, position: m.position.toString() };
    });
    await sql`insert into ${ctx.table('class_count_mark')} as m (class_id, student_id, status, position)
      select class_id, student_id, status, position
      from jsonb_to_recordset(${json(rows)}) as x(class_id text, student_id text, status text, position bigint)
      on conflict (class_id, student_id) do update set status = excluded.status, position = excluded.position`.execute(tx);
  }
  const changed = (m: Map<string, Counts>) =>
    [...m].filter(([, v]) => v.some((x) => x !== 0)).map(([k, v]) => ({ k: JSON.parse(k) as string[], v }));
  const classCounts = (m: Map<string, Counts>, withDay: boolean) =>
    changed(m).map(({ k, v }) => ({
      institute_id: k[0],
      teacher_id: k[1],
      batch_id: k[2],
      subject_id: k[3],
      day: withDay ? k[4] : null,
      total: v[0],
      online: v[1],
      taken: v[2],
    }));
  const studentCounts = (m: Map<string, Counts>, withDay: boolean) =>
    changed(m).map(({ k, v }) => ({
      institute_id: k[0],
      student_id: k[1],
      batch_id: k[2],
      day: withDay ? k[3] : null,
      present: v[0],
      absent: v[1],
      leave: v[2],
    }));
  const days = classCounts(d.dayDelta, true);
  if (days.length > 0) {
    const t = ctx.table('class_count_day');
    await sql`insert into ${t} as d (institute_id, teacher_id, batch_id, subject_id, day, total, online, taken)
      select * from jsonb_to_recordset(${json(days)}) as x(institute_id text, teacher_id text, batch_id text, subject_id text, day date,
        total int, online int, taken int)
      on conflict (institute_id, teacher_id, batch_id, subject_id, day) do update set total = d.total + excluded.total,
        online = d.online + excluded.online, taken = d.taken + excluded.taken`.execute(tx);
    await sql`delete from ${t} d using jsonb_to_recordset(${json(days)}) as x(institute_id text, teacher_id text, batch_id text,
        subject_id text, day date)
      where d.institute_id = x.institute_id and d.teacher_id = x.teacher_id and d.batch_id = x.batch_id
        and d.subject_id = x.subject_id and d.day = x.day and d.total = 0`.execute(tx);
  }
  const totals = classCounts(d.totalDelta, false);
  if (totals.length > 0) {
    const t = ctx.table('class_count_total');
    await sql`insert into ${t} as d (institute_id, teacher_id, batch_id, subject_id, total, online, taken)
      select institute_id, teacher_id, batch_id, subject_id, total, online, taken from jsonb_to_recordset(${json(totals)})
        as x(institute_id text, teacher_id text, batch_id text, subject_id text, total int, online int, taken int)
      on conflict (institute_id, teacher_id, batch_id, subject_id) do update set total = d.total + excluded.total,
        online = d.online + excluded.online, taken = d.taken + excluded.taken`.execute(tx);
    await sql`delete from ${t} d using jsonb_to_recordset(${json(totals)}) as x(institute_id text, teacher_id text, batch_id text,
        subject_id text)
      where d.institute_id = x.institute_id and d.teacher_id = x.teacher_id and d.batch_id = x.batch_id
        and d.subject_id = x.subject_id and d.total = 0`.execute(tx);
  }
  const studentDays = studentCounts(d.studentDayDelta, true);
  if (studentDays.length > 0) {
    const t = ctx.table('class_count_student_day');
    await sql`insert into ${t} as d (institute_id, student_id, batch_id, day, present, absent, leave)
      select * from jsonb_to_recordset(${json(studentDays)}) as x(institute_id text, student_id text, batch_id text, day date,
        present int, absent int, leave int)
      on conflict (institute_id, student_id, batch_id, day) do update set present = d.present + excluded.present,
        absent = d.absent + excluded.absent, leave = d.leave + excluded.leave`.execute(tx);
    await sql`delete from ${t} d using jsonb_to_recordset(${json(studentDays)}) as x(institute_id text, student_id text, batch_id text,
        day date)
      where d.institute_id = x.institute_id and d.student_id = x.student_id and d.batch_id = x.batch_id and d.day = x.day
        and d.present = 0 and d.absent = 0 and d.leave = 0`.execute(tx);
  }
  const studentTotals = studentCounts(d.studentTotalDelta, false);
  if (studentTotals.length > 0) {
    const t = ctx.table('class_count_student_total');
    await sql`insert into ${t} as d (institute_id, student_id, batch_id, present, absent, leave)
      select institute_id, student_id, batch_id, present, absent, leave from jsonb_to_recordset(${json(studentTotals)})
        as x(institute_id text, student_id text, batch_id text, present int, absent int, leave int)
      on conflict (institute_id, student_id, batch_id) do update set present = d.present + excluded.present,
        absent = d.absent + excluded.absent, leave = d.leave + excluded.leave`.execute(tx);
    await sql`delete from ${t} d using jsonb_to_recordset(${json(studentTotals)}) as x(institute_id text, student_id text,
        batch_id text)
      where d.institute_id = x.institute_id and d.student_id = x.student_id and d.batch_id = x.batch_id
        and d.present = 0 and d.absent = 0 and d.leave = 0`.execute(tx);
  }
}
