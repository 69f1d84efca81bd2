import { sql } from 'kysely';
import type { ClassEvent } from '@school/contracts';
import type { RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

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
  /** A run of registers in memory (decision 0023), as `apply` runs them one by one: see `markCountBatch`. */
  applyBatch: (ctx, events) => markCountBatch(ctx, events),
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

type Marked = Extract<ClassEvent, { type: 'ClassAttendanceMarked' }>['data'];
/** A `student_mark` row in memory; credits in hundredths, so that sums stay exact. */
type Kept = { month: string; credit: number; status: string; position: bigint };

/** The institute month of an instant as `apply` computes it in SQL (UTC plus 05:30); null when it is no instant. */
const monthOf = (instant: string): string | null => {
  const t = Date.parse(instant);
  return Number.isFinite(t) ? new Date(t + 330 * 60_000).toISOString().slice(0, 7) : null;
};

/**
 * `student_mark_count`'s `applyBatch`: the marks of every class the run names are read in one statement, the registers
 * run on them in memory in log order with `apply`'s guards (a mark changes only when its event is later than the kept
 * one; the month and credit stay those of the first mark), and the changed marks and the summed count differences go out
 * in one statement each. A register that names a student twice is refused by `apply`'s upsert: the run throws, so that
 * the runner falls back to one event at a time and skips that register as `apply` does.
 */
async function markCountBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const registers = events.filter((e) => e.type === 'ClassAttendanceMarked' && (e.data as Marked).marks.length > 0);
  if (registers.length === 0) return;
  const classIds = [...new Set(registers.map((e) => (e.data as Marked).classId))];
  const sm = ctx.table('student_mark');
  const loaded = await sql<{ class_id: string; student_id: string; month: string; credit: string; status: string; position: string }>`
    select class_id, student_id, month, credit::text as credit, status, position::text as position from ${sm}
    where class_id = any(${classIds}::text[])`.execute(ctx.tx);
  const kept = new Map<string, Kept>();
  const key = (classId: string, studentId: string) => `${classId}\u0000${studentId}`;
  for (const r of loaded.rows) {
    kept.set(key(r.class_id, r.student_id), {
      month: r.month,
      credit: Math.round(Number(r.credit) * 100),
      status: r.status,
      position: BigInt(r.position),
    });
  }
  const changed = new Map<string, { classId: string; studentId: string }>();
  const counts = new Map<string, { institute: string; student: string; month: string; n: number[] }>();
  // n: total, present, absent, leave, then the credits (hundredths) present, held, on leave.
  const move = (institute: string, student: string, m: Kept, sign: 1 | -1) => {
    const k = `${institute}\u0000${student}\u0000${m.month}`;
    const c = counts.get(k) ?? counts.set(k, { institute, student, month: m.month, n: [0, 0, 0, 0, 0, 0, 0] }).get(k)!;
    const present = m.status === 'PRESENT';
    const absent = m.status === 'ABSENT';
    const leave = m.status === 'LEAVE';
    c.n[0]! += sign;
    if (present) c.n[1]! += sign;
    if (absent) c.n[2]! += sign;
    if (leave) c.n[3]! += sign;
    if (present) c.n[4]! += sign * m.credit;
    if (present || absent) c.n[5]! += sign * m.credit;
    if (leave) c.n[6]! += sign * m.credit;
  };
  for (const e of registers) {
    const d = e.data as Marked;
    const students = d.marks.map((x) => x.studentId);
    if (new Set(students).size !== students.length) throw new Error(`student_mark_count: register ${e.position} names a student twice`);
    const month = monthOf(d.startTime);
    if (month === null) throw new Error(`student_mark_count: register ${e.position} has no start time`);
    const credit = Math.round(Number(d.credit) * 100);
    if (!Number.isFinite(credit)) throw new Error(`student_mark_count: register ${e.position} has no credit`);
    for (const mark of d.marks) {
      const k = key(d.classId, mark.studentId);
      const old = kept.get(k);
      if (old && old.position >= e.position) continue;
      if (old) move(e.metadata.instituteId, mark.studentId, old, -1);
      const next: Kept = old
        ? { ...old, status: mark.status, position: e.position }
        : { month, credit, status: mark.status, position: e.position };
      move(e.metadata.instituteId, mark.studentId, next, 1);
      kept.set(k, next);
      changed.set(k, { classId: d.classId, studentId: mark.studentId });
    }
  }
  if (changed.size === 0) return;
  const rows = [...changed].map(([k, { classId, studentId }]) => {
    const m = kept.get(k)!;
    return { c: classId, s: studentId, m: m.month, cr: m.credit, st: m.status, p: m.position.toString() };
  });
  await sql`insert into ${sm} as w (class_id, student_id, month, credit, status, position)
    select x.c, x.s, x.m, x.cr::numeric / 100, x.st, x.p::bigint
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(c text, s text, m text, cr bigint, st text, p text)
    on conflict (class_id, student_id) do update set status = excluded.status, position = excluded.position`.execute(ctx.tx);
  const deltas = [...counts.values()].map((c) => ({ i: c.institute, s: c.student, m: c.month, n: c.n }));
  await sql`insert into ${ctx.table('student_mark_count')} as c (institute_id, student_id, month, total, present, absent, leave,
      present_credit, held_credit, leave_credit)
    select x.i, x.s, x.m, (x.n->>0)::int, (x.n->>1)::int, (x.n->>2)::int, (x.n->>3)::int,
      (x.n->>4)::numeric / 100, (x.n->>5)::numeric / 100, (x.n->>6)::numeric / 100
    from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) as x(i text, s text, m text, n jsonb)
    on conflict (institute_id, student_id, month) do update set total = c.total + excluded.total,
      present = c.present + excluded.present, absent = c.absent + excluded.absent, leave = c.leave + excluded.leave,
      present_credit = c.present_credit + excluded.present_credit, held_credit = c.held_credit + excluded.held_credit,
      leave_credit = c.leave_credit + excluded.leave_credit`.execute(ctx.tx);
}
