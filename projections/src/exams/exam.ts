import { sql } from 'kysely';
import type { ExamsEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

/** What the exam row keeps of each live subject exam, to count and sum without reading another read model. */
type Parts = Record<string, { startTime: string; fullMark: number; questions: Record<string, number> }>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `exam`: one row per exam (002 §3 Exam) with its counts kept on the row: `subjects`, `total_mark` (the sum of its
 * subject exams' full marks), `total_question` and `schedule_at` (the first subject exam's start). `parts` holds what
 * those are worked out from, so each event changes the row alone. Every event of an exam is in its stream, in order:
 * `position` (the last event applied) makes a second pass a no-op. A deleted exam stays, marked, for history.
 */
export const examProjection: Projection = {
  name: 'exam',
  version: 1,
  tables: {
    exam: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, type text not null, description text not null,
      batch_id text not null, start_date text not null, end_date text not null, settings jsonb not null,
      result_published boolean not null default false, subjects integer not null default 0,
      total_mark numeric(10, 2) not null default 0, total_question integer not null default 0, schedule_at timestamptz,
      parts jsonb not null default '{}'::jsonb, created_by text not null, created_at timestamptz not null,
      deleted_at timestamptz, deleted_by text, position bigint not null)`,
  },
  indexes: {
    'exam.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, start_date desc, title)`,
    'exam.batch': (t, i) => sql`create index ${i} on ${t} (batch_id)`,
  },
  handles: [
    'ExamCreated',
    'ExamUpdated',
    'ExamDeleted',
    'ExamResultsPublished',
    'SubjectExamCreated',
    'SubjectExamUpdated',
    'SubjectExamDeleted',
    'ExamQuestionAdded',
    'ExamQuestionDeleted',
  ],
  idsOf: (e) => [(e.data as { examId: string }).examId],
  apply,
};

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as ExamsEvent;
  const m = event.metadata;
  const exam = ctx.table('exam');
  if (e.type === 'ExamCreated') {
    const d = e.data;
    await sql`insert into ${exam} (id, institute_id, title, type, description, batch_id, start_date, end_date, settings,
        created_by, created_at, position)
      values (${d.examId}, ${m.instituteId}, ${d.title}, ${d.type}, ${d.description}, ${d.batchId}, ${d.startDate},
        ${d.endDate}, ${JSON.stringify(d.settings)}::jsonb, ${d.createdBy}, ${m.occurredAt}, ${event.position})
      on conflict (id) do nothing`.execute(ctx.tx);
    return;
  }
  const found = await sql<{ parts: Parts | string; position: string | bigint }>`select parts, position from ${exam}
    where id = ${e.data.examId}`.execute(ctx.tx);
  const row = found.rows[0];
  // Unknown exam (a stream it never saw created), or this event is applied already.
  if (!row || BigInt(row.position) >= event.position) return;
  const at = event.position;
  switch (e.type) {
    case 'ExamUpdated': {
      const d = e.data;
      await sql`update ${exam} set title = ${d.title}, type = ${d.type}, description = ${d.description}, batch_id = ${d.batchId},
          start_date = ${d.startDate}, end_date = ${d.endDate}, settings = ${JSON.stringify(d.settings)}::jsonb, position = ${at}
        where id = ${d.examId}`.execute(ctx.tx);
      return;
    }
    case 'ExamDeleted':
      await sql`update ${exam} set deleted_at = ${m.occurredAt}, deleted_by = ${m.actorId}, position = ${at}
        where id = ${e.data.examId}`.execute(ctx.tx);
      return;
    case 'ExamResultsPublished':
      await sql`update ${exam} set result_published = true, position = ${at} where id = ${e.data.examId}`.execute(ctx.tx);
      return;
    default: {
      const parts: Parts = typeof row.parts === 'string' ? JSON.parse(row.parts) : row.parts;
      const d = e.data;
      if (e.type === 'SubjectExamCreated' || e.type === 'SubjectExamUpdated') {
        parts[e.data.subjectExamId] = {
          startTime: e.data.startTime,
          fullMark: e.data.fullMark,
          questions: parts[e.data.subjectExamId]?.questions ?? {},
        };
      } else if (e.type === 'SubjectExamDeleted') {
        delete parts[e.data.subjectExamId];
      } else if (e.type === 'ExamQuestionAdded' || e.type === 'ExamQuestionDeleted') {
        const part = parts[e.data.subjectExamId];
        if (part && e.type === 'ExamQuestionAdded') part.questions[e.data.questionId] = e.data.markAwarded;
        else if (part) delete part.questions[e.data.questionId];
      }
      const list = Object.values(parts);
      const starts = list.map((p) => p.startTime).sort();
      await sql`update ${exam} set parts = ${JSON.stringify(parts)}::jsonb, subjects = ${list.length},
          total_mark = ${round2(list.reduce((s, p) => s + p.fullMark, 0))},
          total_question = ${list.reduce((s, p) => s + Object.keys(p.questions).length, 0)},
          schedule_at = ${starts[0] ?? null}, position = ${at}
        where id = ${d.examId}`.execute(ctx.tx);
    }
  }
}
