import { sql } from 'kysely';
import type { AssignmentEvent, AssignmentSheetEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';
import { assignmentDashboardBatch } from './assignment-dashboard-batch.js';

/**
 * `assignment_dashboard`: the assignment figures of the teacher's and the student's dashboards kept as counters
 * (issue 13 part 1: a dashboard's read costs the same at year 5 as at day 10; docs/api.md "Dashboards: assignments").
 * Days are institute days (YYYY-MM-DD): an assignment "starts" on its dateOfAssignment and is "due" on its dueDate.
 * - `assignment_dashboard_assignment`: each assignment as the lists show it (title, type, days, batch, author), live or
 *   deleted, with its submissions counted by gender (the teacher's Assignment Overview bar and latest-assignment pie);
 *   indexed by (batch, due day) for the student's upcoming list and by (author, start day) for the teacher's latest;
 * - `assignment_dashboard_batch` / `_batch_day`: per batch the live assignments, and per (batch, day) those starting
 *   and due that day (upcoming = starting after today, past due = total − due today or later);
 * - `assignment_dashboard_teacher` / `_teacher_day`: the same per author, with the count per type;
 * - `assignment_dashboard_sheet`: one student's sheet of one assignment (started, submitted) and what it last added;
 * - `assignment_dashboard_student` / `_student_day`: per (batch, student) the sheets started and submitted, and per
 *   (batch, student, due day of the assignment) the same, so "submitted of those due this week / this month / from
 *   today on" reads the days shown;
 * - `assignment_dashboard_person`: a user's gender and batch (from the people events): the gender a submission is
 *   counted under, and the students a batch's change signal is for.
 * A sheet counts only while its assignment is live, under the assignment's current due day: a new due date moves the
 * assignment's sheets, a deleted assignment takes them out, a new gender moves the student's submissions.
 * Each row keeps the position of the last event applied to it: a second pass changes nothing.
 */

const TYPE_COLUMN: Record<string, string> = { MCQTYPE: 'mcq', LONGTYPE: 'long', ATTACHMENT: 'attachment' };
type Gender = 'MALE' | 'FEMALE' | 'OTHER';
const genderOf = (g: unknown): Gender => (g === 'MALE' || g === 'FEMALE' ? g : 'OTHER');
const GENDER_COLUMN: Record<Gender, string> = { MALE: 'boys', FEMALE: 'girls', OTHER: 'others' };

interface Part {
  batchId: string;
  teacherId: string;
  type: string;
  startDay: string;
  dueDay: string;
}
/** What a sheet adds to the counters: under which due day, started, submitted, and the gender its submission counts as. */
interface Counted {
  day: string;
  started: number;
  submitted: number;
  gender: Gender;
}
type AssignmentRow = {
  institute_id: string;
  batch_id: string;
  created_by: string;
  type: string;
  start_day: string;
  due_day: string;
  live: boolean;
  position: string;
};
type SheetRow = {
  assignment_id: string;
  student_id: string;
  institute_id: string;
  batch_id: string;
  started: boolean;
  submitted: boolean;
  counted_day: string | null;
  counted_started: number;
  counted_submitted: number;
  gender: Gender;
  position: string;
};

const HANDLES = [
  'AssignmentCreated',
  'AssignmentUpdated',
  'AssignmentDeleted',
  'AssignmentAnswerSaved',
  'AssignmentSubmitted',
  'UserProfileUpdated',
  'UserDeleted',
] as const;

export const assignmentDashboardProjection: Projection = {
  name: 'assignment_dashboard',
  version: 1,
  tables: {
    assignment_dashboard_assignment: (t) => sql`create table ${t} (
      assignment_id text primary key, institute_id text not null, batch_id text not null, created_by text not null,
      title text not null, type text not null, chapter text not null, subject_id text not null, full_mark numeric(10, 2) not null,
      start_day text not null, due_day text not null, live boolean not null, created_position bigint not null,
      submitted int not null default 0, boys int not null default 0, girls int not null default 0, others int not null default 0,
      position bigint not null)`,
    assignment_dashboard_batch: (t) => sql`create table ${t} (
      institute_id text not null, batch_id text not null, total int not null, primary key (institute_id, batch_id))`,
    assignment_dashboard_batch_day: (t) => sql`create table ${t} (
      institute_id text not null, batch_id text not null, day text not null, starts int not null, dues int not null,
      primary key (institute_id, batch_id, day))`,
    assignment_dashboard_teacher: (t) => sql`create table ${t} (
      institute_id text not null, teacher_id text not null, total int not null, mcq int not null, long int not null,
      attachment int not null, primary key (institute_id, teacher_id))`,
    assignment_dashboard_teacher_day: (t) => sql`create table ${t} (
      institute_id text not null, teacher_id text not null, day text not null, starts int not null, dues int not null,
      primary key (institute_id, teacher_id, day))`,
    assignment_dashboard_sheet: (t) => sql`create table ${t} (
      assignment_id text not null, student_id text not null, institute_id text not null, batch_id text not null,
      started boolean not null, submitted boolean not null, counted_day text, counted_started int not null default 0,
      counted_submitted int not null default 0, gender text not null default 'OTHER', position bigint not null,
      primary key (assignment_id, student_id))`,
    assignment_dashboard_student: (t) => sql`create table ${t} (
      institute_id text not null, batch_id text not null, student_id text not null, started int not null, submitted int not null,
      primary key (institute_id, batch_id, student_id))`,
    assignment_dashboard_student_day: (t) => sql`create table ${t} (
      institute_id text not null, batch_id text not null, student_id text not null, day text not null, started int not null,
      submitted int not null, primary key (institute_id, batch_id, student_id, day))`,
    assignment_dashboard_person: (t) => sql`create table ${t} (
      user_id text primary key, institute_id text not null, gender text, batch_id text, position bigint not null)`,
  },
  indexes: {
    'assignment_dashboard_assignment.due': (t, i) => sql`create index ${i} on ${t} (institute_id, batch_id, due_day) where live`,
    'assignment_dashboard_assignment.latest': (t, i) =>
      sql`create index ${i} on ${t} (institute_id, created_by, start_day desc, created_position desc) where live`,
    'assignment_dashboard_sheet.student': (t, i) => sql`create index ${i} on ${t} (student_id)`,
    'assignment_dashboard_person.batch': (t, i) => sql`create index ${i} on ${t} (institute_id, batch_id)`,
  },
  handles: HANDLES,
  idsOf: (e) => {
    const d = e.data as { assignmentId?: string; userId?: string };
    return [d.assignmentId ?? d.userId ?? ''];
  },
  ownersOf: async (e, ctx) => ownersOf(ctx, e),
  apply,
  /** A run of events in memory (decision 0023), as `apply` runs them one by one: see `assignmentDashboardBatch`. */
  applyBatch: (ctx, events) => assignmentDashboardBatch(ctx, events),
};

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as AssignmentEvent | AssignmentSheetEvent | { type: 'UserProfileUpdated' | 'UserDeleted'; data: never };
  switch (e.type) {
    case 'AssignmentCreated':
    case 'AssignmentUpdated':
    case 'AssignmentDeleted':
      return applyAssignment(ctx, event, e);
    case 'AssignmentAnswerSaved':
    case 'AssignmentSubmitted':
      return applySheet(ctx, event, e);
    case 'UserProfileUpdated':
    case 'UserDeleted':
      return applyPerson(ctx, event);
    default:
      return;
  }
}

// ---- Assignments ---------------------------------------------------------------------------------------------------

async function readAssignment(ctx: ProjectionContext, assignmentId: string) {
  const r = await sql<AssignmentRow>`select institute_id, batch_id, created_by, type, start_day, due_day, live, position::text
    from ${ctx.table('assignment_dashboard_assignment')} where assignment_id = ${assignmentId}`.execute(ctx.tx);
  return r.rows[0];
}

async function addAssignment(ctx: ProjectionContext, inst: string, p: Part, n: number) {
  const col = TYPE_COLUMN[p.type];
  const [mcq, long, attachment] = ['mcq', 'long', 'attachment'].map((c) => (c === col ? n : 0));
  await sql`insert into ${ctx.table('assignment_dashboard_batch')} as c (institute_id, batch_id, total) values (${inst}, ${p.batchId}, ${n})
    on conflict (institute_id, batch_id) do update set total = c.total + excluded.total`.execute(ctx.tx);
  await sql`insert into ${ctx.table('assignment_dashboard_teacher')} as c (institute_id, teacher_id, total, mcq, long, attachment)
    values (${inst}, ${p.teacherId}, ${n}, ${mcq}, ${long}, ${attachment})
    on conflict (institute_id, teacher_id) do update set total = c.total + excluded.total, mcq = c.mcq + excluded.mcq,
      long = c.long + excluded.long, attachment = c.attachment + excluded.attachment`.execute(ctx.tx);
  for (const [day, starts, dues] of [
    [p.startDay, n, 0],
    [p.dueDay, 0, n],
  ] as const) {
    await sql`insert into ${ctx.table('assignment_dashboard_batch_day')} as c (institute_id, batch_id, day, starts, dues)
      values (${inst}, ${p.batchId}, ${day}, ${starts}, ${dues})
      on conflict (institute_id, batch_id, day) do update set starts = c.starts + excluded.starts, dues = c.dues + excluded.dues`.execute(
      ctx.tx,
    );
    await sql`insert into ${ctx.table('assignment_dashboard_teacher_day')} as c (institute_id, teacher_id, day, starts, dues)
      values (${inst}, ${p.teacherId}, ${day}, ${starts}, ${dues})
      on conflict (institute_id, teacher_id, day) do update set starts = c.starts + excluded.starts, dues = c.dues + excluded.dues`.execute(
      ctx.tx,
    );
  }
}

async function applyAssignment(
  ctx: ProjectionContext,
  event: RecordedEvent,
  e: Extract<AssignmentEvent, { type: 'AssignmentCreated' | 'AssignmentUpdated' | 'AssignmentDeleted' }>,
) {
  const inst = event.metadata.instituteId;
  const id = e.data.assignmentId;
  const row = await readAssignment(ctx, id);
  if (row && BigInt(row.position) >= event.position) return;
  if (!row && e.type !== 'AssignmentCreated') return;
  const teacherId = row?.created_by ?? (e.type === 'AssignmentCreated' ? e.data.createdBy : event.metadata.actorId);
  const old: Part | null = row?.live
    ? { batchId: row.batch_id, teacherId, type: row.type, startDay: row.start_day, dueDay: row.due_day }
    : null;
  if (row && !row.live) return; // a deleted assignment stays deleted
  const now: Part | null =
    e.type === 'AssignmentDeleted'
      ? null
      : { batchId: e.data.batchId, teacherId, type: e.data.type, startDay: e.data.dateOfAssignment, dueDay: e.data.dueDate };
  if (old) await addAssignment(ctx, inst, old, -1);
  if (now) await addAssignment(ctx, inst, now, 1);
  const t = ctx.table('assignment_dashboard_assignment');
  if (e.type === 'AssignmentDeleted') {
    await sql`update ${t} set live = false, position = ${event.position} where assignment_id = ${id}`.execute(ctx.tx);
  } else {
    const d = e.data;
    await sql`insert into ${t} (assignment_id, institute_id, batch_id, created_by, title, type, chapter, subject_id, full_mark,
        start_day, due_day, live, created_position, position)
      values (${id}, ${inst}, ${d.batchId}, ${teacherId}, ${d.title}, ${d.type}, ${d.chapter}, ${d.subjectId}, ${d.fullMark},
        ${d.dateOfAssignment}, ${d.dueDate}, true, ${event.position}, ${event.position})
      on conflict (assignment_id) do update set title = excluded.title, type = excluded.type, chapter = excluded.chapter,
        subject_id = excluded.subject_id, full_mark = excluded.full_mark, start_day = excluded.start_day,
        due_day = excluded.due_day, position = excluded.position`.execute(ctx.tx);
  }
  // The assignment's sheets follow its due day (or leave the counters with it).
  if (old?.dueDay !== now?.dueDay) {
    const sheets = await sql<SheetRow>`select * from ${ctx.table('assignment_dashboard_sheet')} where assignment_id = ${id}`.execute(
      ctx.tx,
    );
    for (const s of sheets.rows) await recount(ctx, s, now ? countedOf(s, now.dueDay) : null);
  }
}

// ---- Sheets --------------------------------------------------------------------------------------------------------

const countedOf = (s: { started: boolean; submitted: boolean; gender: Gender }, day: string): Counted | null =>
  s.started || s.submitted ? { day, started: 1, submitted: s.submitted ? 1 : 0, gender: s.gender } : null;

const beforeOf = (s: SheetRow): Counted | null =>
  s.counted_day === null
    ? null
    : { day: s.counted_day, started: s.counted_started, submitted: s.counted_submitted, gender: genderOf(s.gender) };

/** Moves the student's and the assignment's counters from what the sheet added to `after`, and records it on the sheet. */
async function recount(ctx: ProjectionContext, s: SheetRow, after: Counted | null) {
  const before = beforeOf(s);
  const same =
    before?.day === after?.day &&
    before?.started === after?.started &&
    before?.submitted === after?.submitted &&
    before?.gender === after?.gender;
  if (same) return;
  await move(ctx, s, before, after);
  await sql`update ${ctx.table('assignment_dashboard_sheet')} set counted_day = ${after?.day ?? null},
      counted_started = ${after?.started ?? 0}, counted_submitted = ${after?.submitted ?? 0}, gender = ${after?.gender ?? s.gender}
    where assignment_id = ${s.assignment_id} and student_id = ${s.student_id}`.execute(ctx.tx);
}

async function move(
  ctx: ProjectionContext,
  s: { assignment_id: string; student_id: string; institute_id: string; batch_id: string },
  before: Counted | null,
  after: Counted | null,
) {
  const key = { inst: s.institute_id, batch: s.batch_id, student: s.student_id };
  const parts: [Counted, number][] = [];
  if (before) parts.push([before, -1]);
  if (after) parts.push([after, 1]);
  for (const [c, n] of parts) {
    await sql`insert into ${ctx.table('assignment_dashboard_student')} as c (institute_id, batch_id, student_id, started, submitted)
      values (${key.inst}, ${key.batch}, ${key.student}, ${n * c.started}, ${n * c.submitted})
      on conflict (institute_id, batch_id, student_id) do update set started = c.started + excluded.started,
        submitted = c.submitted + excluded.submitted`.execute(ctx.tx);
    await sql`insert into ${ctx.table('assignment_dashboard_student_day')} as c (institute_id, batch_id, student_id, day, started, submitted)
      values (${key.inst}, ${key.batch}, ${key.student}, ${c.day}, ${n * c.started}, ${n * c.submitted})
      on conflict (institute_id, batch_id, student_id, day) do update set started = c.started + excluded.started,
        submitted = c.submitted + excluded.submitted`.execute(ctx.tx);
    if (c.submitted) await addSubmission(ctx, s.assignment_id, c.gender, n);
  }
}

async function addSubmission(ctx: ProjectionContext, assignmentId: string, gender: Gender, n: number) {
  const col = sql.ref(GENDER_COLUMN[gender]);
  await sql`update ${ctx.table('assignment_dashboard_assignment')} set submitted = submitted + ${n}, ${col} = ${col} + ${n}
    where assignment_id = ${assignmentId}`.execute(ctx.tx);
}

async function applySheet(
  ctx: ProjectionContext,
  event: RecordedEvent,
  e: Extract<AssignmentSheetEvent, { type: 'AssignmentAnswerSaved' | 'AssignmentSubmitted' }>,
) {
  const d = e.data;
  const inst = event.metadata.instituteId;
  const t = ctx.table('assignment_dashboard_sheet');
  const found = await sql<SheetRow>`select * from ${t} where assignment_id = ${d.assignmentId} and student_id = ${d.studentId}`.execute(
    ctx.tx,
  );
  const row = found.rows[0];
  if (row && BigInt(row.position) >= event.position) return;
  // A further answer of a started sheet changes nothing counted (most of an assignment's events): no write at all.
  if (row?.started && e.type === 'AssignmentAnswerSaved') return;
  const person = await sql<{ gender: string | null }>`select gender from ${ctx.table('assignment_dashboard_person')}
    where user_id = ${d.studentId}`.execute(ctx.tx);
  const gender = row?.counted_submitted ? genderOf(row.gender) : genderOf(person.rows[0]?.gender);
  const sheet: SheetRow = row ?? {
    assignment_id: d.assignmentId,
    student_id: d.studentId,
    institute_id: inst,
    batch_id: d.batchId,
    started: false,
    submitted: false,
    counted_day: null,
    counted_started: 0,
    counted_submitted: 0,
    gender,
    position: '0',
  };
  const started = true;
  const submitted = sheet.submitted || e.type === 'AssignmentSubmitted';
  await sql`insert into ${t} (assignment_id, student_id, institute_id, batch_id, started, submitted, gender, position)
    values (${d.assignmentId}, ${d.studentId}, ${inst}, ${sheet.batch_id}, ${started}, ${submitted}, ${sheet.gender}, ${event.position})
    on conflict (assignment_id, student_id) do update set started = excluded.started, submitted = excluded.submitted,
      position = excluded.position`.execute(ctx.tx);
  const a = await readAssignment(ctx, d.assignmentId);
  const after = a?.live ? countedOf({ started, submitted, gender }, a.due_day) : null;
  await recount(ctx, sheet, after);
}

// ---- People: gender and batch ----------------------------------------------------------------------------------------

async function applyPerson(ctx: ProjectionContext, event: RecordedEvent) {
  const d = event.data as { userId: string; profile?: Record<string, unknown> };
  const profile = d.profile ?? {};
  const hasGender = Object.hasOwn(profile, 'gender');
  const hasBatch = Object.hasOwn(profile, 'batch');
  const deleted = event.type === 'UserDeleted';
  if (!deleted && !hasGender && !hasBatch) return;
  const t = ctx.table('assignment_dashboard_person');
  const found = await sql<{ gender: string | null; batch_id: string | null; position: string }>`
    select gender, batch_id, position::text from ${t} where user_id = ${d.userId}`.execute(ctx.tx);
  const row = found.rows[0];
  if (row && BigInt(row.position) >= event.position) return;
  if (!row && deleted) return;
  const gender = hasGender ? ((profile.gender as string | null) ?? null) : (row?.gender ?? null);
  const batch = deleted ? null : hasBatch ? ((profile.batch as string | null) ?? null) : (row?.batch_id ?? null);
  await sql`insert into ${t} (user_id, institute_id, gender, batch_id, position)
    values (${d.userId}, ${event.metadata.instituteId}, ${gender}, ${batch}, ${event.position})
    on conflict (user_id) do update set gender = excluded.gender, batch_id = excluded.batch_id, position = excluded.position`.execute(
    ctx.tx,
  );
  if (!hasGender || genderOf(gender) === genderOf(row?.gender)) return;
  // The student's submissions count under their new gender.
  const sheets = await sql<SheetRow>`select * from ${ctx.table('assignment_dashboard_sheet')}
    where student_id = ${d.userId} and counted_submitted > 0`.execute(ctx.tx);
  for (const s of sheets.rows) {
    await addSubmission(ctx, s.assignment_id, genderOf(s.gender), -1);
    await addSubmission(ctx, s.assignment_id, genderOf(gender), 1);
  }
  await sql`update ${ctx.table('assignment_dashboard_sheet')} set gender = ${genderOf(gender)} where student_id = ${d.userId}`.execute(
    ctx.tx,
  );
}

// ---- Who hears a change --------------------------------------------------------------------------------------------

/**
 * The users a change concerns: an assignment's change its author and the students of its batch (their parents through
 * `parentsSeeChildren`); a sheet's change the student and the assignment's author; a person's change themselves and,
 * for a new gender, the authors of the assignments they submitted.
 */
async function ownersOf(ctx: ProjectionContext, event: RecordedEvent): Promise<string[]> {
  const d = event.data as { assignmentId?: string; studentId?: string; userId?: string; profile?: Record<string, unknown> };
  if (d.userId) {
    if (!Object.hasOwn(d.profile ?? {}, 'gender')) return [d.userId];
    // A new gender moves the student's submissions on their assignments' authors' dashboards.
    const authors = await sql<{ created_by: string }>`select distinct a.created_by
      from ${ctx.table('assignment_dashboard_sheet')} s
        join ${ctx.table('assignment_dashboard_assignment')} a on a.assignment_id = s.assignment_id
      where s.student_id = ${d.userId} and s.counted_submitted > 0`.execute(ctx.tx);
    return [d.userId, ...authors.rows.map((r) => r.created_by)];
  }
  if (!d.assignmentId) return [];
  const a = await readAssignment(ctx, d.assignmentId);
  if (!a) return d.studentId ? [d.studentId] : [];
  if (d.studentId) return [d.studentId, a.created_by];
  const students = await sql<{ user_id: string }>`select user_id from ${ctx.table('assignment_dashboard_person')}
    where institute_id = ${a.institute_id} and batch_id = ${a.batch_id}`.execute(ctx.tx);
  return [a.created_by, ...students.rows.map((r) => r.user_id)];
}
