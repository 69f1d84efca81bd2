import { sql } from 'kysely';
import type { ExamSheetEvent, RecordedEvent, SheetLogKind } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

/**
 * `exam_sheet_log`: every sheet event as rows, oldest first (the answer log a teacher settles a dispute with, and the
 * mark History drawer). A submission gives a SUBMITTED (or AUTO_SUBMITTED) row and an AUTO_MARKED row per MCQ; a grading
 * a GRADED row per mark changed. Rows are keyed by event id and number: a second pass is a no-op.
 */
export const examSheetLogProjection: Projection = {
  name: 'exam_sheet_log',
  version: 1,
  tables: {
    exam_sheet_log: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, exam_id text not null, subject_exam_id text not null,
      student_id text not null, position bigint not null, n integer not null, at timestamptz not null, kind text not null,
      question_id text, answer text, previous_answer text, attachment_id text, mark_as_review boolean,
      mark numeric(10, 2), previous_mark numeric(10, 2), reason text, actor_id text)`,
  },
  indexes: {
    'exam_sheet_log.sheet': (t, i) => sql`create index ${i} on ${t} (subject_exam_id, student_id, position, n)`,
    'exam_sheet_log.question': (t, i) =>
      sql`create index ${i} on ${t} (subject_exam_id, student_id, question_id, position) where answer is not null`,
  },
  handles: [
    'ExamAttemptStarted',
    'ExamAnswerSaved',
    'ExamActivityRecorded',
    'ExamAttemptSubmitted',
    'ExamAnswersGraded',
    'ExamResultRecorded',
  ],
  idsOf: (e) => [(e.data as { subjectExamId: string }).subjectExamId],
  apply,
  applyBatch,
};

interface LogRow {
  kind: SheetLogKind;
  questionId?: string | null;
  answer?: string | null;
  previousAnswer?: string | null;
  attachmentId?: string | null;
  markAsReview?: boolean | null;
  mark?: number | null;
  previousMark?: number | null;
  reason?: string | null;
}

/** The kind of a save, against the question's previous save in this sheet (none: the first). */
function saveKind(prev: { answer: string; mark_as_review: boolean } | undefined, answer: string, review: boolean): SheetLogKind {
  const before = prev?.answer ?? '';
  if (before !== answer) return answer === '' ? 'CLEARED' : before === '' ? 'ANSWERED' : 'CHANGED';
  if (prev && prev.mark_as_review !== review) return review ? 'MARKED_FOR_REVIEW' : 'UNMARKED';
  return review ? 'MARKED_FOR_REVIEW' : 'ANSWERED';
}

type Prev = { answer: string; mark_as_review: boolean } | undefined;
const keyOf = (d: { subjectExamId: string; studentId: string; questionId: string }) =>
  `${d.subjectExamId}\u0000${d.studentId}\u0000${d.questionId}`;

/** The log rows of one event; `prev` is the question's last save before it in this sheet (saves only). */
function rowsOf(e: ExamSheetEvent, prev: Prev): LogRow[] {
  switch (e.type) {
    case 'ExamAttemptStarted':
      return [{ kind: 'STARTED' }];
    case 'ExamAnswerSaved': {
      const x = e.data;
      return [
        {
          kind: saveKind(prev, x.answer, x.markAsReview),
          questionId: x.questionId,
          answer: x.answer,
          previousAnswer: prev ? prev.answer : null,
          attachmentId: x.attachmentId,
          markAsReview: x.markAsReview,
        },
      ];
    }
    case 'ExamActivityRecorded':
      return [{ kind: e.data.kind }];
    case 'ExamAttemptSubmitted':
      return [
        { kind: e.data.by === 'DEADLINE' ? 'AUTO_SUBMITTED' : 'SUBMITTED' },
        ...e.data.marks.map((k): LogRow => ({ kind: 'AUTO_MARKED', questionId: k.questionId, mark: k.mark, previousMark: null })),
      ];
    case 'ExamAnswersGraded':
      // A remark alone is a grading too (the History drawer shows who changed it and when).
      if (e.data.marks.length === 0) return [{ kind: 'GRADED', reason: e.data.reason }];
      return e.data.marks.map((k) => ({
        kind: 'GRADED',
        questionId: k.questionId,
        mark: k.mark,
        previousMark: k.previous,
        reason: e.data.reason,
      }));
    case 'ExamResultRecorded':
      return [
        {
          kind: 'RESULT_RECORDED',
          mark: e.data.obtainMark,
          previousMark: e.data.previous ? e.data.previous.obtainMark : null,
          reason: e.data.reason,
        },
      ];
    default:
      return [];
  }
}

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as ExamSheetEvent;
  const t = ctx.table('exam_sheet_log');
  let prev: Prev;
  if (e.type === 'ExamAnswerSaved') {
    const x = e.data;
    prev = (
      await sql<{ answer: string; mark_as_review: boolean }>`select answer, mark_as_review from ${t}
        where subject_exam_id = ${x.subjectExamId} and student_id = ${x.studentId} and question_id = ${x.questionId}
          and answer is not null and position < ${event.position}
        order by position desc limit 1`.execute(ctx.tx)
    ).rows[0];
  }
  await insert(ctx, [[event, rowsOf(e, prev)]]);
}

/**
 * The burst's path: the last save before the batch of every question it saves is read in one query; the batch's own
 * saves follow in memory, in order (a row at a position inside the batch can only be this batch's, on a second pass);
 * then every row is written in a few multi-row statements.
 */
async function applyBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const t = ctx.table('exam_sheet_log');
  const saves = events.filter((e) => e.type === 'ExamAnswerSaved');
  const last = new Map<string, Prev>();
  if (saves.length > 0) {
    const keys = [
      ...new Map(
        saves.map((e) => [keyOf(e.data as never), e.data as { subjectExamId: string; studentId: string; questionId: string }]),
      ).values(),
    ];
    const first = saves[0]!.position;
    const found = await sql<{ subject_exam_id: string; student_id: string; question_id: string; answer: string; mark_as_review: boolean }>`
      select distinct on (l.subject_exam_id, l.student_id, l.question_id) l.subject_exam_id, l.student_id, l.question_id, l.answer,
        l.mark_as_review
      from ${t} l join unnest(${keys.map((k) => k.subjectExamId)}::text[], ${keys.map((k) => k.studentId)}::text[],
        ${keys.map((k) => k.questionId)}::text[]) as k(s, st, q) on l.subject_exam_id = k.s and l.student_id = k.st and l.question_id = k.q
      where l.answer is not null and l.position < ${first}
      order by l.subject_exam_id, l.student_id, l.question_id, l.position desc`.execute(ctx.tx);
    for (const r of found.rows) {
      last.set(keyOf({ subjectExamId: r.subject_exam_id, studentId: r.student_id, questionId: r.question_id }), {
        answer: r.answer,
        mark_as_review: r.mark_as_review,
      });
    }
  }
  const all: [RecordedEvent, LogRow[]][] = [];
  for (const event of events) {
    const e = event as unknown as ExamSheetEvent;
    if (e.type === 'ExamAnswerSaved') {
      const key = keyOf(e.data);
      all.push([event, rowsOf(e, last.get(key))]);
      last.set(key, { answer: e.data.answer, mark_as_review: e.data.markAsReview });
    } else {
      all.push([event, rowsOf(e, undefined)]);
    }
  }
  await insert(ctx, all);
}

/** Writes log rows keyed by event id and number (a second pass writes nothing), some thousand rows a statement. */
async function insert(ctx: ProjectionContext, items: [RecordedEvent, LogRow[]][]): Promise<void> {
  const t = ctx.table('exam_sheet_log');
  const values = items.flatMap(([event, rows]) => {
    const m = event.metadata;
    const d = event.data as { examId: string; subjectExamId: string; studentId: string };
    return rows.map(
      (
        r,
        n,
      ) => sql`(${`${event.eventId}:${n}`}, ${m.instituteId}, ${d.examId}, ${d.subjectExamId}, ${d.studentId}, ${event.position}::bigint,
        ${n}::int, ${m.occurredAt}::timestamptz, ${r.kind}, ${r.questionId ?? null}, ${r.answer ?? null}, ${r.previousAnswer ?? null},
        ${r.attachmentId ?? null}, ${r.markAsReview ?? null}::boolean, ${r.mark ?? null}::numeric, ${r.previousMark ?? null}::numeric,
        ${r.reason ?? null}, ${m.actorId})`,
    );
  });
  for (let i = 0; i < values.length; i += 2000) {
    await sql`insert into ${t} (id, institute_id, exam_id, subject_exam_id, student_id, position, n, at, kind, question_id, answer,
        previous_answer, attachment_id, mark_as_review, mark, previous_mark, reason, actor_id)
      values ${sql.join(values.slice(i, i + 2000))} on conflict (id) do nothing`.execute(ctx.tx);
  }
}
