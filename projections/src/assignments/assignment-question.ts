import { sql } from 'kysely';
import type { AssignmentEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `assignment_question`: the questions of each assignment (002 §3 Question), answers included (the routes hide the
 * answer and explanation from a student until their sheet is reviewed). A deleted question, or every question of a
 * deleted assignment, stays, marked. Written by key: a second pass is a no-op.
 */
export const assignmentQuestionProjection: Projection = {
  name: 'assignment_question',
  version: 1,
  tables: {
    assignment_question: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, assignment_id text not null, question text not null,
      type text not null, options jsonb not null, answer text not null, mark_awarded numeric(6, 2) not null,
      explanation text not null, attachment_id text, created_by text not null, created_at timestamptz not null,
      deleted_at timestamptz, position bigint not null)`,
  },
  indexes: {
    'assignment_question.assignment': (t, i) => sql`create index ${i} on ${t} (assignment_id, position)`,
  },
  handles: ['AssignmentQuestionAdded', 'AssignmentQuestionDeleted', 'AssignmentDeleted'],
  idsOf: (e) => [(e.data as { assignmentId: string }).assignmentId],
  async apply(ctx, event) {
    const e = event as unknown as AssignmentEvent;
    const m = event.metadata;
    const t = ctx.table('assignment_question');
    if (e.type === 'AssignmentQuestionAdded') {
      const d = e.data;
      await sql`insert into ${t} (id, institute_id, assignment_id, question, type, options, answer, mark_awarded, explanation,
          attachment_id, created_by, created_at, position)
        values (${d.questionId}, ${m.instituteId}, ${d.assignmentId}, ${d.question}, ${d.type}, ${JSON.stringify(d.options)}::jsonb,
          ${d.answer}, ${d.markAwarded}, ${d.explanation}, ${d.attachmentId}, ${m.actorId}, ${m.occurredAt}, ${event.position})
        on conflict (id) do nothing`.execute(ctx.tx);
    } else if (e.type === 'AssignmentQuestionDeleted') {
      await sql`update ${t} set deleted_at = ${m.occurredAt} where id = ${e.data.questionId} and deleted_at is null`.execute(ctx.tx);
    } else if (e.type === 'AssignmentDeleted') {
      await sql`update ${t} set deleted_at = ${m.occurredAt} where assignment_id = ${e.data.assignmentId} and deleted_at is null`.execute(
        ctx.tx,
      );
    }
  },
};
