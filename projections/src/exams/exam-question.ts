import { sql } from 'kysely';
import type { ExamsEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `exam_question`: the question bank of each subject exam (002 §3 Question), answers included (a staff read model;
 * students get theirs with taking exams). A deleted question stays, marked. Written by key: a second pass is a no-op.
 */
export const examQuestionProjection: Projection = {
  name: 'exam_question',
  version: 1,
  tables: {
    exam_question: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, exam_id text not null, subject_exam_id text not null,
      question text not null, type text not null, options jsonb not null, answer text not null,
      mark_awarded numeric(6, 2) not null, explanation text not null, attachment_id text,
      created_by text not null, created_at timestamptz not null, deleted_at timestamptz, position bigint not null)`,
  },
  indexes: {
    'exam_question.subject_exam': (t, i) => sql`create index ${i} on ${t} (subject_exam_id, position)`,
  },
  handles: ['ExamQuestionAdded', 'ExamQuestionDeleted'],
  idsOf: (e) => [(e.data as { subjectExamId: string }).subjectExamId],
  async apply(ctx, event) {
    const e = event as unknown as ExamsEvent;
    const m = event.metadata;
    const t = ctx.table('exam_question');
    if (e.type === 'ExamQuestionAdded') {
      const d = e.data;
      await sql`insert into ${t} (id, institute_id, exam_id, subject_exam_id, question, type, options, answer, mark_awarded,
          explanation, attachment_id, created_by, created_at, position)
        values (${d.questionId}, ${m.instituteId}, ${d.examId}, ${d.subjectExamId}, ${d.question}, ${d.type},
          ${JSON.stringify(d.options)}::jsonb, ${d.answer}, ${d.markAwarded}, ${d.explanation}, ${d.attachmentId},
          ${m.actorId}, ${m.occurredAt}, ${event.position})
        on conflict (id) do nothing`.execute(ctx.tx);
    } else if (e.type === 'ExamQuestionDeleted') {
      await sql`update ${t} set deleted_at = ${m.occurredAt} where id = ${e.data.questionId} and deleted_at is null`.execute(ctx.tx);
    }
  },
};
