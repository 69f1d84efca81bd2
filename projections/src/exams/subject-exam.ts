import { sql } from 'kysely';
import type { ExamsEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

/**
 * `subject_exam`: one row per subject exam (002 §3 Subject exam) with its question count and marks kept on the row.
 * `position` is the last event applied to the row (all are in the exam's stream), so a second pass is a no-op.
 */
export const subjectExamProjection: Projection = {
  name: 'subject_exam',
  version: 1,
  tables: {
    subject_exam: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, exam_id text not null, batch_id text not null, subject_id text not null,
      start_time timestamptz not null, end_time timestamptz not null, full_mark numeric(10, 2) not null,
      pass_mark numeric(10, 2) not null, credit numeric(6, 2) not null, created_by text not null, created_at timestamptz not null,
      total_question integer not null default 0, total_question_mark numeric(10, 2) not null default 0,
      questions jsonb not null default '{}'::jsonb, deleted_at timestamptz, position bigint not null)`,
  },
  indexes: {
    'subject_exam.exam': (t, i) => sql`create index ${i} on ${t} (exam_id, start_time)`,
  },
  handles: ['SubjectExamCreated', 'SubjectExamUpdated', 'SubjectExamDeleted', 'ExamQuestionAdded', 'ExamQuestionDeleted'],
  idsOf: (e) => [(e.data as { subjectExamId: string }).subjectExamId],
  apply,
};

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as ExamsEvent;
  const t = ctx.table('subject_exam');
  const at = event.position;
  if (e.type === 'SubjectExamCreated') {
    const d = e.data;
    await sql`insert into ${t} (id, institute_id, exam_id, batch_id, subject_id, start_time, end_time, full_mark, pass_mark, credit,
        created_by, created_at, position)
      values (${d.subjectExamId}, ${event.metadata.instituteId}, ${d.examId}, ${d.batchId}, ${d.subjectId}, ${d.startTime},
        ${d.endTime}, ${d.fullMark}, ${d.passMark}, ${d.credit}, ${d.createdBy}, ${event.metadata.occurredAt}, ${at})
      on conflict (id) do nothing`.execute(ctx.tx);
    return;
  }
  if (
    e.type !== 'SubjectExamUpdated' &&
    e.type !== 'SubjectExamDeleted' &&
    e.type !== 'ExamQuestionAdded' &&
    e.type !== 'ExamQuestionDeleted'
  ) {
    return;
  }
  const found = await sql<{ questions: Record<string, number> | string; position: string | bigint }>`select questions, position
    from ${t} where id = ${e.data.subjectExamId}`.execute(ctx.tx);
  const row = found.rows[0];
  if (!row || BigInt(row.position) >= at) return;
  switch (e.type) {
    case 'SubjectExamUpdated': {
      const d = e.data;
      await sql`update ${t} set subject_id = ${d.subjectId}, start_time = ${d.startTime}, end_time = ${d.endTime},
          full_mark = ${d.fullMark}, pass_mark = ${d.passMark}, credit = ${d.credit}, position = ${at}
        where id = ${d.subjectExamId}`.execute(ctx.tx);
      return;
    }
    case 'SubjectExamDeleted':
      await sql`update ${t} set deleted_at = ${event.metadata.occurredAt}, position = ${at} where id = ${e.data.subjectExamId}`.execute(
        ctx.tx,
      );
      return;
    default: {
      const questions: Record<string, number> = typeof row.questions === 'string' ? JSON.parse(row.questions) : row.questions;
      if (e.type === 'ExamQuestionAdded') questions[e.data.questionId] = e.data.markAwarded;
      else delete questions[e.data.questionId];
      const marks = Math.round(Object.values(questions).reduce((s, n) => s + n, 0) * 100) / 100;
      await sql`update ${t} set questions = ${JSON.stringify(questions)}::jsonb, total_question = ${Object.keys(questions).length},
          total_question_mark = ${marks}, position = ${at}
        where id = ${e.data.subjectExamId}`.execute(ctx.tx);
    }
  }
}
