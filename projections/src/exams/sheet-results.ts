import { sql } from 'kysely';
import type { ExamSheetEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

/**
 * `exam_result`: one row per (subject exam, student) that has a sheet (002 §3 Exam result). obtain_mark is the recorded
 * override when there is one, else the sum of the question marks floored at 0. `position` is the last event applied to
 * the row (all of a sheet's events are in its stream), so a second pass is a no-op. Saves and activity do not touch it:
 * a burst of saves writes no result row.
 */
export const SHEET_RESULT_EVENTS = ['ExamAttemptStarted', 'ExamAttemptSubmitted', 'ExamAnswersGraded', 'ExamResultRecorded'] as const;

type Row = {
  marks: Record<string, number> | string;
  pending: string[] | string;
  recorded: { isAttended: boolean; obtainMark: number; remark: string } | string | null;
  position: string | bigint;
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export const examResultProjection: Projection = {
  name: 'exam_result',
  version: 1,
  tables: {
    exam_result: (t) => sql`create table ${t} (
      subject_exam_id text not null, student_id text not null, institute_id text not null, exam_id text not null,
      batch_id text not null, status text not null, is_attended boolean not null default false,
      obtain_mark numeric(10, 2) not null default 0, auto_mark numeric(10, 2) not null default 0, remark text not null default '',
      total_attempted integer not null default 0, needs_grading boolean not null default false,
      started_at timestamptz, submitted_at timestamptz, submitted_by text, updated_at timestamptz not null,
      marks jsonb not null default '{}'::jsonb, pending jsonb not null default '[]'::jsonb, recorded jsonb,
      position bigint not null, primary key (subject_exam_id, student_id))`,
  },
  indexes: {
    'exam_result.exam': (t, i) => sql`create index ${i} on ${t} (exam_id, student_id)`,
    'exam_result.student': (t, i) => sql`create index ${i} on ${t} (student_id)`,
  },
  handles: SHEET_RESULT_EVENTS,
  idsOf: (e) => [(e.data as { subjectExamId: string }).subjectExamId],
  ownersOf: (e) => [(e.data as { studentId: string }).studentId],
  apply,
};

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as ExamSheetEvent;
  const t = ctx.table('exam_result');
  const m = event.metadata;
  const at = event.position;
  const d = e.data as { subjectExamId: string; studentId: string; examId: string; batchId?: string };
  if (!d.subjectExamId || !d.studentId) return;
  const found = await sql<Row>`select marks, pending, recorded, position from ${t}
    where subject_exam_id = ${d.subjectExamId} and student_id = ${d.studentId}`.execute(ctx.tx);
  const row = found.rows[0];
  if (row && BigInt(row.position) >= at) return;
  if (!row) {
    if (e.type !== 'ExamAttemptStarted' && e.type !== 'ExamAttemptSubmitted' && e.type !== 'ExamResultRecorded') return;
    await sql`insert into ${t} (subject_exam_id, student_id, institute_id, exam_id, batch_id, status, started_at, updated_at, position)
      values (${d.subjectExamId}, ${d.studentId}, ${m.instituteId}, ${d.examId}, ${d.batchId ?? ''}, 'IN_PROGRESS',
        ${e.type === 'ExamResultRecorded' ? null : m.occurredAt}, ${m.occurredAt}, ${at - 1n})`.execute(ctx.tx);
  }
  const marks = row ? json<Record<string, number>>(row.marks) : {};
  const pending = row ? json<string[]>(row.pending) : [];
  const recorded = row?.recorded ? json<{ isAttended: boolean; obtainMark: number; remark: string }>(row.recorded) : null;
  const total = (ms: Record<string, number>) => Math.max(0, round2(Object.values(ms).reduce((a, b) => a + b, 0)));
  const where = sql`subject_exam_id = ${d.subjectExamId} and student_id = ${d.studentId}`;
  switch (e.type) {
    case 'ExamAttemptStarted':
      await sql`update ${t} set started_at = coalesce(started_at, ${m.occurredAt}), updated_at = ${m.occurredAt}, position = ${at}
        where ${where}`.execute(ctx.tx);
      return;
    case 'ExamAttemptSubmitted': {
      const x = e.data;
      const next = { ...marks };
      for (const k of x.marks) next[k.questionId] = k.mark;
      const waiting = x.answers.map((a) => a.questionId).filter((id) => !(id in next));
      const auto = round2(x.marks.reduce((a, k) => a + k.mark, 0));
      await sql`update ${t} set status = ${recorded ? 'RECORDED' : 'SUBMITTED'}, is_attended = ${recorded ? recorded.isAttended : true},
          obtain_mark = ${recorded ? recorded.obtainMark : total(next)}, auto_mark = ${auto}, total_attempted = ${x.answers.length},
          needs_grading = ${waiting.length > 0}, submitted_at = ${m.occurredAt}, submitted_by = ${x.by}, batch_id = ${x.batchId},
          started_at = coalesce(started_at, ${m.occurredAt}), marks = ${JSON.stringify(next)}::jsonb,
          pending = ${JSON.stringify(waiting)}::jsonb, updated_at = ${m.occurredAt}, position = ${at}
        where ${where}`.execute(ctx.tx);
      return;
    }
    case 'ExamAnswersGraded': {
      const next = { ...marks };
      for (const k of e.data.marks) next[k.questionId] = k.mark;
      const waiting = pending.filter((id) => !(id in next));
      await sql`update ${t} set status = ${recorded ? 'RECORDED' : 'GRADED'}, obtain_mark = ${recorded ? recorded.obtainMark : total(next)},
          remark = ${e.data.remark}, needs_grading = ${waiting.length > 0}, marks = ${JSON.stringify(next)}::jsonb,
          pending = ${JSON.stringify(waiting)}::jsonb, updated_at = ${m.occurredAt}, position = ${at}
        where ${where}`.execute(ctx.tx);
      return;
    }
    case 'ExamResultRecorded': {
      const x = e.data;
      const r = { isAttended: x.isAttended, obtainMark: x.obtainMark, remark: x.remark };
      await sql`update ${t} set status = 'RECORDED', is_attended = ${x.isAttended}, obtain_mark = ${x.obtainMark}, remark = ${x.remark},
          batch_id = ${x.batchId}, recorded = ${JSON.stringify(r)}::jsonb, needs_grading = false,
          updated_at = ${m.occurredAt}, position = ${at}
        where ${where}`.execute(ctx.tx);
      return;
    }
    default:
      return;
  }
}
