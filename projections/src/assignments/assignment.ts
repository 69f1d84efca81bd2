import { sql } from 'kysely';
import type { AssignmentEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `assignment`: one row per assignment (002 §3 Assignment) with its question count and the sum of their marks kept on
 * the row (`marks` holds each live question's mark, so each event changes the row alone). Every event of an assignment
 * is in its stream, in order: `position` (the last event applied) makes a second pass a no-op. A deleted assignment
 * stays, marked. The submission counts are the sheets' (`assignment_sheet`), counted when read.
 */
export const assignmentProjection: Projection = {
  name: 'assignment',
  version: 1,
  tables: {
    assignment: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, batch_id text not null, title text not null, type text not null,
      creation_type text not null, introduction text not null, chapter text not null, subject_id text not null,
      date_of_assignment text not null, due_date text not null, full_mark numeric(10, 2) not null,
      total_questions integer not null default 0, total_question_mark numeric(10, 2) not null default 0,
      marks jsonb not null default '{}'::jsonb, created_by text not null, created_at timestamptz not null,
      deleted_at timestamptz, deleted_by text, position bigint not null)`,
  },
  indexes: {
    'assignment.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
    'assignment.batch': (t, i) => sql`create index ${i} on ${t} (batch_id, due_date)`,
  },
  handles: ['AssignmentCreated', 'AssignmentUpdated', 'AssignmentDeleted', 'AssignmentQuestionAdded', 'AssignmentQuestionDeleted'],
  idsOf: (e) => [(e.data as { assignmentId: string }).assignmentId],
  apply,
};

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as AssignmentEvent;
  const m = event.metadata;
  const t = ctx.table('assignment');
  if (e.type === 'AssignmentCreated') {
    const d = e.data;
    await sql`insert into ${t} (id, institute_id, batch_id, title, type, creation_type, introduction, chapter, subject_id,
        date_of_assignment, due_date, full_mark, created_by, created_at, position)
      values (${d.assignmentId}, ${m.instituteId}, ${d.batchId}, ${d.title}, ${d.type}, ${d.creationType}, ${d.introduction},
        ${d.chapter}, ${d.subjectId}, ${d.dateOfAssignment}, ${d.dueDate}, ${d.fullMark}, ${d.createdBy}, ${m.occurredAt},
        ${event.position})
      on conflict (id) do nothing`.execute(ctx.tx);
    return;
  }
  const found = await sql<{ marks: Record<string, number> | string; position: string | bigint }>`select marks, position from ${t}
    where id = ${e.data.assignmentId}`.execute(ctx.tx);
  const row = found.rows[0];
  if (!row || BigInt(row.position) >= event.position) return;
  const at = event.position;
  switch (e.type) {
    case 'AssignmentUpdated': {
      const d = e.data;
      await sql`update ${t} set title = ${d.title}, type = ${d.type}, creation_type = ${d.creationType},
          introduction = ${d.introduction}, chapter = ${d.chapter}, subject_id = ${d.subjectId},
          date_of_assignment = ${d.dateOfAssignment}, due_date = ${d.dueDate}, full_mark = ${d.fullMark}, position = ${at}
        where id = ${d.assignmentId}`.execute(ctx.tx);
      return;
    }
    case 'AssignmentDeleted':
      await sql`update ${t} set deleted_at = ${m.occurredAt}, deleted_by = ${m.actorId}, position = ${at}
        where id = ${e.data.assignmentId}`.execute(ctx.tx);
      return;
    case 'AssignmentQuestionAdded':
    case 'AssignmentQuestionDeleted': {
      const marks: Record<string, number> = typeof row.marks === 'string' ? JSON.parse(row.marks) : row.marks;
      if (e.type === 'AssignmentQuestionAdded') marks[e.data.questionId] = e.data.markAwarded;
      else delete marks[e.data.questionId];
      const list = Object.values(marks);
      await sql`update ${t} set marks = ${JSON.stringify(marks)}::jsonb, total_questions = ${list.length},
          total_question_mark = ${round2(list.reduce((a, b) => a + b, 0))}, position = ${at}
        where id = ${e.data.assignmentId}`.execute(ctx.tx);
      return;
    }
    default:
      return;
  }
}
