import { sql } from 'kysely';
import { ACTIVITY_KINDS, type ExamSheetEvent, type RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

/**
 * `exam_answer`: a student's answer per question with its mark (null until marked); `exam_attempt`: the attempt with the
 * order shown, when it started and was submitted, and the activity counted per kind. Every row keeps the position of
 * the last event applied to it, so a second pass is a no-op. A save writes one answer row: nothing else.
 */
export const examAnswerProjection: Projection = {
  name: 'exam_answer',
  version: 1,
  tables: {
    exam_answer: (t) => sql`create table ${t} (
      subject_exam_id text not null, student_id text not null, question_id text not null, institute_id text not null,
      answer text not null default '', attachment_id text, mark_as_review boolean not null default false,
      visited boolean not null default false, mark numeric(10, 2), updated_at timestamptz not null, position bigint not null,
      primary key (subject_exam_id, student_id, question_id))`,
    exam_attempt: (t) => sql`create table ${t} (
      subject_exam_id text not null, student_id text not null, institute_id text not null, exam_id text not null,
      batch_id text not null, "order" text[] not null, started_at timestamptz not null, submitted_at timestamptz,
      activity jsonb not null default '{}'::jsonb, position bigint not null, primary key (subject_exam_id, student_id))`,
  },
  indexes: {
    // The deadline sweep reads the open attempts.
    'exam_attempt.open': (t, i) => sql`create index ${i} on ${t} (subject_exam_id) where submitted_at is null`,
  },
  handles: ['ExamAttemptStarted', 'ExamAnswerSaved', 'ExamActivityRecorded', 'ExamAttemptSubmitted', 'ExamAnswersGraded'],
  idsOf: (e) => [(e.data as { subjectExamId: string }).subjectExamId],
  ownersOf: (e) => [(e.data as { studentId: string }).studentId],
  apply,
  applyBatch,
};

/**
 * The burst's path: a run of saves is one multi-row upsert (the newest save per answer: the rows `apply` leaves, since
 * each upsert keeps the higher position); any other event is applied alone, in order.
 */
async function applyBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const e of events) {
    if (e.type === 'ExamAnswerSaved') {
      run.push(e);
      continue;
    }
    await saveMany(ctx, run);
    run = [];
    await apply(ctx, e);
  }
  await saveMany(ctx, run);
}

async function saveMany(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const newest = new Map<string, RecordedEvent>();
  for (const e of events) {
    const d = e.data as { subjectExamId: string; studentId: string; questionId: string };
    const key = `${d.subjectExamId}\u0000${d.studentId}\u0000${d.questionId}`;
    const had = newest.get(key);
    if (!had || had.position < e.position) newest.set(key, e);
  }
  const rows = [...newest.values()];
  // Ten parameters a row: a few thousand rows a statement stay well under PostgreSQL's limit.
  for (let i = 0; i < rows.length; i += 3000) await upsertSaves(ctx, rows.slice(i, i + 3000));
}

async function upsertSaves(ctx: ProjectionContext, rows: readonly RecordedEvent[]): Promise<void> {
  const answers = ctx.table('exam_answer');
  const values = rows.map((e) => {
    const d = (e as unknown as Extract<ExamSheetEvent, { type: 'ExamAnswerSaved' }>).data;
    return sql`(${d.subjectExamId}, ${d.studentId}, ${d.questionId}, ${e.metadata.instituteId}, ${d.answer}, ${d.attachmentId},
      ${d.markAsReview}, true, ${e.metadata.occurredAt}::timestamptz, ${e.position}::bigint)`;
  });
  await sql`insert into ${answers} (subject_exam_id, student_id, question_id, institute_id, answer, attachment_id, mark_as_review,
      visited, updated_at, position)
    values ${sql.join(values)}
    on conflict (subject_exam_id, student_id, question_id) do update set answer = excluded.answer,
      attachment_id = excluded.attachment_id, mark_as_review = excluded.mark_as_review, visited = true,
      updated_at = excluded.updated_at, position = excluded.position
    where ${answers}.position < excluded.position`.execute(ctx.tx);
}

const zero = () => Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, 0]));

async function setMark(
  ctx: ProjectionContext,
  event: RecordedEvent,
  d: { subjectExamId: string; studentId: string },
  q: string,
  mark: number,
) {
  const t = ctx.table('exam_answer');
  const m = event.metadata;
  await sql`insert into ${t} (subject_exam_id, student_id, question_id, institute_id, mark, updated_at, position)
    values (${d.subjectExamId}, ${d.studentId}, ${q}, ${m.instituteId}, ${mark}, ${m.occurredAt}, ${event.position})
    on conflict (subject_exam_id, student_id, question_id) do update set mark = excluded.mark, updated_at = excluded.updated_at,
      position = excluded.position
    where ${t}.position < excluded.position`.execute(ctx.tx);
}

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as ExamSheetEvent;
  const m = event.metadata;
  const at = event.position;
  const answers = ctx.table('exam_answer');
  const attempts = ctx.table('exam_attempt');
  switch (e.type) {
    case 'ExamAttemptStarted': {
      const d = e.data;
      await sql`insert into ${attempts} (subject_exam_id, student_id, institute_id, exam_id, batch_id, "order", started_at, activity, position)
        values (${d.subjectExamId}, ${d.studentId}, ${m.instituteId}, ${d.examId}, ${d.batchId}, ${d.order}::text[], ${m.occurredAt},
          ${JSON.stringify(zero())}::jsonb, ${at})
        on conflict (subject_exam_id, student_id) do nothing`.execute(ctx.tx);
      return;
    }
    case 'ExamAnswerSaved': {
      const d = e.data;
      await sql`insert into ${answers} (subject_exam_id, student_id, question_id, institute_id, answer, attachment_id, mark_as_review,
          visited, updated_at, position)
        values (${d.subjectExamId}, ${d.studentId}, ${d.questionId}, ${m.instituteId}, ${d.answer}, ${d.attachmentId}, ${d.markAsReview},
          true, ${m.occurredAt}, ${at})
        on conflict (subject_exam_id, student_id, question_id) do update set answer = excluded.answer,
          attachment_id = excluded.attachment_id, mark_as_review = excluded.mark_as_review, visited = true,
          updated_at = excluded.updated_at, position = excluded.position
        where ${answers}.position < excluded.position`.execute(ctx.tx);
      return;
    }
    case 'ExamActivityRecorded': {
      const d = e.data;
      await sql`update ${attempts} set activity = jsonb_set(activity, ${`{${d.kind}}`}::text[],
          to_jsonb(coalesce((activity ->> ${d.kind})::int, 0) + 1)), position = ${at}
        where subject_exam_id = ${d.subjectExamId} and student_id = ${d.studentId} and position < ${at}`.execute(ctx.tx);
      return;
    }
    case 'ExamAttemptSubmitted': {
      const d = e.data;
      await sql`update ${attempts} set submitted_at = ${m.occurredAt}, position = ${at}
        where subject_exam_id = ${d.subjectExamId} and student_id = ${d.studentId} and position < ${at}`.execute(ctx.tx);
      for (const k of d.marks) await setMark(ctx, event, d, k.questionId, k.mark);
      return;
    }
    case 'ExamAnswersGraded': {
      const d = e.data;
      for (const k of d.marks) await setMark(ctx, event, d, k.questionId, k.mark);
      return;
    }
    default:
      return;
  }
}
