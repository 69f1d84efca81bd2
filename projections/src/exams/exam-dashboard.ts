import { sql } from 'kysely';
import type { ExamSheetEvent, ExamsEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

/** The institute's zone (UTC+05:30), as the class counters bucket by: a subject exam's month is its start's there. */
const IST_MS = 330 * 60_000;
export const instituteMonthOf = (instant: string) => new Date(Date.parse(instant) + IST_MS).toISOString().slice(0, 7);

interface ExamPart {
  batchId: string;
  type: string;
  startDay: string;
  endDay: string;
  published: boolean;
}

/**
 * `exam_dashboard`: the exam figures of the teacher's and the student's dashboards kept as counters (issue 13 part 1:
 * a dashboard's read costs the same in a batch's tenth year as in its first).
 * - `exam_dashboard_batch`: per (institute, batch) the live exams, ONLINE and OFFLINE (Total Exams, Exam Overview,
 *   Batch Work, the student's Exams card) and those with published results (so a publish signals the batch's students,
 *   who hear this read model, that their results page may have changed);
 * - `exam_dashboard_day`: per (institute, batch, institute day) the exams that start and that end that day. An exam is
 *   upcoming before its first day and finished after its last (the exam badge's rule), so the Exam Complete /
 *   Upcoming / Ongoing cards read only the rows from today on: complete = all − (ending today or later), upcoming =
 *   starting after today, ongoing = the rest;
 * - `exam_dashboard_month`: per (institute, batch, month of the start) the live subject exams (the Analytical
 *   Overview's tests);
 * - `exam_dashboard_exam` and `exam_dashboard_subject`: what each exam and subject exam last added, so a change moves
 *   the counters by its difference; `exam_dashboard_subject` also serves the student's upcoming exams by an index on
 *   (batch, end time): the exams ahead, not the batch's past.
 * - `exam_dashboard_sheet`: each (subject exam, student) sheet's result as `exam_result` works it out (the question marks,
 *   or the recorded result that overrides them), whether it counts (submitted or recorded) and passed (attended, at
 *   least the pass mark); `exam_dashboard_batch.results` / `passes` count them per batch (Total Student Pass), and
 *   `exam_dashboard_student` counts each student's passed subject exams per exam (a student passed the exam when it is
 *   every live subject exam of it: the Previous Examinations Result). A changed pass mark re-decides the subject
 *   exam's sheets, a deleted subject exam takes its sheets out.
 * Each row keeps the position of the last event applied to it: a second pass changes nothing.
 */
export const examDashboardProjection: Projection = {
  name: 'exam_dashboard',
  version: 1,
  tables: {
    exam_dashboard_exam: (t) => sql`create table ${t} (
      exam_id text primary key, institute_id text not null, batch_id text not null, type text not null,
      start_day text not null, end_day text not null, published boolean not null default false, live boolean not null,
      position bigint not null)`,
    exam_dashboard_subject: (t) => sql`create table ${t} (
      subject_exam_id text primary key, institute_id text not null, exam_id text not null, batch_id text not null,
      start_time timestamptz not null, end_time timestamptz not null, month text not null, pass_mark numeric(10, 2) not null,
      live boolean not null, position bigint not null)`,
    exam_dashboard_batch: (t) => sql`create table ${t} (
      institute_id text not null, batch_id text not null, exams int not null default 0, online int not null default 0,
      offline int not null default 0, published int not null default 0, results int not null default 0,
      passes int not null default 0,
      primary key (institute_id, batch_id))`,
    exam_dashboard_day: (t) => sql`create table ${t} (
      institute_id text not null, batch_id text not null, day text not null, starts int not null, ends int not null,
      primary key (institute_id, batch_id, day))`,
    exam_dashboard_month: (t) => sql`create table ${t} (
      institute_id text not null, batch_id text not null, month text not null, tests int not null,
      primary key (institute_id, batch_id, month))`,
    exam_dashboard_sheet: (t) => sql`create table ${t} (
      subject_exam_id text not null, student_id text not null, institute_id text not null, exam_id text not null,
      batch_id text not null, marks jsonb not null default '{}'::jsonb, recorded jsonb, submitted boolean not null default false,
      counted boolean not null default false, passed boolean not null default false, position bigint not null,
      primary key (subject_exam_id, student_id))`,
    exam_dashboard_student: (t) => sql`create table ${t} (
      exam_id text not null, student_id text not null, institute_id text not null, batch_id text not null,
      passed_subjects int not null, primary key (exam_id, student_id))`,
  },
  indexes: {
    'exam_dashboard_subject.upcoming': (t, i) => sql`create index ${i} on ${t} (institute_id, batch_id, end_time) where live`,
    'exam_dashboard_exam.ended': (t, i) => sql`create index ${i} on ${t} (institute_id, batch_id, end_day) where live`,
  },
  handles: [
    'ExamCreated',
    'ExamUpdated',
    'ExamDeleted',
    'ExamResultsPublished',
    'SubjectExamCreated',
    'SubjectExamUpdated',
    'SubjectExamDeleted',
    'ExamAttemptSubmitted',
    'ExamAnswersGraded',
    'ExamResultRecorded',
  ],
  idsOf: (e) => [(e.data as { batchId?: string; examId: string }).batchId ?? (e.data as { examId: string }).examId],
  apply,
};

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as ExamsEvent | ExamSheetEvent;
  if (e.type === 'ExamCreated' || e.type === 'ExamUpdated' || e.type === 'ExamDeleted' || e.type === 'ExamResultsPublished') {
    return applyExam(ctx, event, e);
  }
  if (e.type === 'SubjectExamCreated' || e.type === 'SubjectExamUpdated' || e.type === 'SubjectExamDeleted') {
    return applySubject(ctx, event, e);
  }
  if (e.type === 'ExamAttemptSubmitted' || e.type === 'ExamAnswersGraded' || e.type === 'ExamResultRecorded')
    return applySheet(ctx, event, e);
}

async function applyExam(
  ctx: ProjectionContext,
  event: RecordedEvent,
  e: Extract<ExamsEvent, { type: 'ExamCreated' | 'ExamUpdated' | 'ExamDeleted' | 'ExamResultsPublished' }>,
) {
  const inst = event.metadata.instituteId;
  const t = ctx.table('exam_dashboard_exam');
  const found = await sql<{
    batch_id: string;
    type: string;
    start_day: string;
    end_day: string;
    published: boolean;
    live: boolean;
    position: string;
  }>`select batch_id, type, start_day, end_day, published, live, position::text from ${t} where exam_id = ${e.data.examId}`.execute(ctx.tx);
  const row = found.rows[0];
  if (row && BigInt(row.position) >= event.position) return;
  const old: ExamPart | null = row?.live
    ? { batchId: row.batch_id, type: row.type, startDay: row.start_day, endDay: row.end_day, published: row.published }
    : null;
  let now: ExamPart | null = null;
  if (e.type === 'ExamResultsPublished') now = old ? { ...old, published: true } : null;
  else if (e.type !== 'ExamDeleted') {
    const d = e.data;
    now = { batchId: d.batchId, type: d.type, startDay: d.startDate, endDay: d.endDate, published: row?.published ?? false };
  }
  if (old) await addExam(ctx, inst, old, -1);
  if (now) await addExam(ctx, inst, now, 1);
  const keep = now ?? old ?? { batchId: e.data.batchId, type: '', startDay: '', endDay: '', published: false };
  await sql`insert into ${t} (exam_id, institute_id, batch_id, type, start_day, end_day, published, live, position)
    values (${e.data.examId}, ${inst}, ${keep.batchId}, ${keep.type}, ${keep.startDay}, ${keep.endDay}, ${keep.published},
      ${now !== null}, ${event.position})
    on conflict (exam_id) do update set batch_id = excluded.batch_id, type = excluded.type, start_day = excluded.start_day,
      end_day = excluded.end_day, published = excluded.published, live = excluded.live, position = excluded.position`.execute(ctx.tx);
}

async function addExam(ctx: ProjectionContext, inst: string, p: ExamPart, n: number) {
  const online = p.type === 'ONLINE' ? n : 0;
  const published = p.published ? n : 0;
  const b = ctx.table('exam_dashboard_batch');
  await sql`insert into ${b} as c (institute_id, batch_id, exams, online, offline, published)
    values (${inst}, ${p.batchId}, ${n}, ${online}, ${n - online}, ${published})
    on conflict (institute_id, batch_id) do update set exams = c.exams + excluded.exams, online = c.online + excluded.online,
      offline = c.offline + excluded.offline, published = c.published + excluded.published`.execute(ctx.tx);
  const d = ctx.table('exam_dashboard_day');
  for (const [day, starts, ends] of [
    [p.startDay, n, 0],
    [p.endDay, 0, n],
  ] as const) {
    await sql`insert into ${d} as c (institute_id, batch_id, day, starts, ends) values (${inst}, ${p.batchId}, ${day}, ${starts}, ${ends})
      on conflict (institute_id, batch_id, day) do update set starts = c.starts + excluded.starts, ends = c.ends + excluded.ends`.execute(
      ctx.tx,
    );
  }
}

async function applySubject(
  ctx: ProjectionContext,
  event: RecordedEvent,
  e: Extract<ExamsEvent, { type: 'SubjectExamCreated' | 'SubjectExamUpdated' | 'SubjectExamDeleted' }>,
) {
  const inst = event.metadata.instituteId;
  const t = ctx.table('exam_dashboard_subject');
  const found = await sql<{ batch_id: string; month: string; live: boolean; position: string }>`
    select batch_id, month, live, position::text from ${t} where subject_exam_id = ${e.data.subjectExamId}`.execute(ctx.tx);
  const row = found.rows[0];
  if (row && BigInt(row.position) >= event.position) return;
  const m = ctx.table('exam_dashboard_month');
  const count = (batchId: string, month: string, n: number) =>
    sql`insert into ${m} as c (institute_id, batch_id, month, tests) values (${inst}, ${batchId}, ${month}, ${n})
      on conflict (institute_id, batch_id, month) do update set tests = c.tests + excluded.tests`.execute(ctx.tx);
  if (row?.live) await count(row.batch_id, row.month, -1);
  if (e.type === 'SubjectExamDeleted') {
    if (row)
      await sql`update ${t} set live = false, position = ${event.position} where subject_exam_id = ${e.data.subjectExamId}`.execute(ctx.tx);
    await redecideSheets(ctx, e.data.subjectExamId, null);
    return;
  }
  const d = e.data;
  const month = instituteMonthOf(d.startTime);
  await count(d.batchId, month, 1);
  await sql`insert into ${t} (subject_exam_id, institute_id, exam_id, batch_id, start_time, end_time, month, pass_mark, live, position)
    values (${d.subjectExamId}, ${inst}, ${d.examId}, ${d.batchId}, ${d.startTime}, ${d.endTime}, ${month}, ${d.passMark}, true, ${event.position})
    on conflict (subject_exam_id) do update set batch_id = excluded.batch_id, start_time = excluded.start_time,
      end_time = excluded.end_time, month = excluded.month, pass_mark = excluded.pass_mark, live = true,
      position = excluded.position`.execute(ctx.tx);
  if (e.type === 'SubjectExamUpdated') await redecideSheets(ctx, d.subjectExamId, d.passMark);
}

// ---- Sheets: results and passes ------------------------------------------------------------------------------------

interface Recorded {
  isAttended: boolean;
  obtainMark: number;
}
type SheetRow = {
  student_id: string;
  institute_id: string;
  exam_id: string;
  batch_id: string;
  marks: Record<string, number> | string;
  recorded: Recorded | string | null;
  submitted: boolean;
  counted: boolean;
  passed: boolean;
  position: string;
};
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The sheet's result as `exam_result` works it out: the recorded result when there is one, else its marks (at least 0). */
function outcome(marks: Record<string, number>, recorded: Recorded | null, submitted: boolean, passMark: number | null) {
  const counted = passMark !== null && (submitted || recorded !== null);
  const attended = recorded ? recorded.isAttended : submitted;
  const obtain = recorded ? recorded.obtainMark : Math.max(0, round2(Object.values(marks).reduce((a, b) => a + b, 0)));
  return { counted, passed: counted && attended && obtain >= (passMark ?? 0) };
}

/** Moves the batch's result counters and the student's passed subject exams by a sheet's change. */
async function moveSheet(
  ctx: ProjectionContext,
  s: { instituteId: string; batchId: string; examId: string; studentId: string },
  before: { counted: boolean; passed: boolean },
  after: { counted: boolean; passed: boolean },
) {
  const results = Number(after.counted) - Number(before.counted);
  const passes = Number(after.passed) - Number(before.passed);
  if (results === 0 && passes === 0) return;
  const b = ctx.table('exam_dashboard_batch');
  await sql`insert into ${b} as c (institute_id, batch_id, results, passes) values (${s.instituteId}, ${s.batchId}, ${results}, ${passes})
    on conflict (institute_id, batch_id) do update set results = c.results + excluded.results, passes = c.passes + excluded.passes`.execute(
    ctx.tx,
  );
  if (passes === 0) return;
  const st = ctx.table('exam_dashboard_student');
  await sql`insert into ${st} as c (exam_id, student_id, institute_id, batch_id, passed_subjects)
    values (${s.examId}, ${s.studentId}, ${s.instituteId}, ${s.batchId}, ${passes})
    on conflict (exam_id, student_id) do update set passed_subjects = c.passed_subjects + excluded.passed_subjects`.execute(ctx.tx);
}

async function applySheet(
  ctx: ProjectionContext,
  event: RecordedEvent,
  e: Extract<ExamSheetEvent, { type: 'ExamAttemptSubmitted' | 'ExamAnswersGraded' | 'ExamResultRecorded' }>,
) {
  const d = e.data;
  const t = ctx.table('exam_dashboard_sheet');
  const found = await sql<SheetRow>`select student_id, institute_id, exam_id, batch_id, marks, recorded, submitted, counted, passed,
      position::text from ${t} where subject_exam_id = ${d.subjectExamId} and student_id = ${d.studentId}`.execute(ctx.tx);
  const row = found.rows[0];
  if (row && BigInt(row.position) >= event.position) return;
  const marks = row ? { ...json<Record<string, number>>(row.marks) } : {};
  let recorded = row?.recorded ? json<Recorded>(row.recorded) : null;
  let submitted = row?.submitted ?? false;
  if (e.type === 'ExamAttemptSubmitted') {
    submitted = true;
    for (const k of e.data.marks) marks[k.questionId] = k.mark;
  } else if (e.type === 'ExamAnswersGraded') {
    for (const k of e.data.marks) marks[k.questionId] = k.mark;
  } else {
    recorded = { isAttended: e.data.isAttended, obtainMark: e.data.obtainMark };
  }
  const subject = await sql<{
    pass_mark: string | number;
    live: boolean;
  }>`select pass_mark, live from ${ctx.table('exam_dashboard_subject')}
    where subject_exam_id = ${d.subjectExamId}`.execute(ctx.tx);
  const sub = subject.rows[0];
  const now = outcome(marks, recorded, submitted, sub?.live ? Number(sub.pass_mark) : null);
  const batchId = row?.batch_id ?? d.batchId;
  await moveSheet(
    ctx,
    { instituteId: event.metadata.instituteId, batchId, examId: d.examId, studentId: d.studentId },
    { counted: row?.counted ?? false, passed: row?.passed ?? false },
    now,
  );
  await sql`insert into ${t} (subject_exam_id, student_id, institute_id, exam_id, batch_id, marks, recorded, submitted, counted, passed, position)
    values (${d.subjectExamId}, ${d.studentId}, ${event.metadata.instituteId}, ${d.examId}, ${batchId}, ${JSON.stringify(marks)}::jsonb,
      ${recorded ? JSON.stringify(recorded) : null}::jsonb, ${submitted}, ${now.counted}, ${now.passed}, ${event.position})
    on conflict (subject_exam_id, student_id) do update set marks = excluded.marks, recorded = excluded.recorded,
      submitted = excluded.submitted, counted = excluded.counted, passed = excluded.passed, position = excluded.position`.execute(ctx.tx);
}

/** A subject exam's pass mark changed (or it was deleted: null): its sheets are decided again. */
async function redecideSheets(ctx: ProjectionContext, subjectExamId: string, passMark: number | null) {
  const t = ctx.table('exam_dashboard_sheet');
  const rows = await sql<SheetRow>`select student_id, institute_id, exam_id, batch_id, marks, recorded, submitted, counted, passed,
      position::text from ${t} where subject_exam_id = ${subjectExamId}`.execute(ctx.tx);
  for (const r of rows.rows) {
    const now = outcome(json<Record<string, number>>(r.marks), r.recorded ? json<Recorded>(r.recorded) : null, r.submitted, passMark);
    if (now.counted === r.counted && now.passed === r.passed) continue;
    await moveSheet(ctx, { instituteId: r.institute_id, batchId: r.batch_id, examId: r.exam_id, studentId: r.student_id }, r, now);
    await sql`update ${t} set counted = ${now.counted}, passed = ${now.passed}
      where subject_exam_id = ${subjectExamId} and student_id = ${r.student_id}`.execute(ctx.tx);
  }
}
