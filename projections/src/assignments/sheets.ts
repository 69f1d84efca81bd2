import { sql } from 'kysely';
import type { AssignmentSheetEvent, RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

const round2 = (n: number) => Math.round(n * 100) / 100;
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * `assignment_sheet`: one row per (assignment, student) that has answered (002 §3 Assignment submission card):
 * submitted or not, when, the late days and penalty, each question's mark, the marks' sum (`raw_mark`, floored at 0) and
 * what was secured after the penalty (`mark_secured`), whether a written answer waits for a mark, reviewed, the remark.
 * `assignment_answer`: each answer with its mark (null until marked). Every row keeps the position of the last event
 * applied to it (a sheet's events are all in its stream), so a second pass is a no-op. A save writes one answer row and
 * touches the sheet row only the first time.
 */
export const assignmentSheetProjection: Projection = {
  name: 'assignment_sheet',
  version: 1,
  tables: {
    assignment_sheet: (t) => sql`create table ${t} (
      assignment_id text not null, student_id text not null, institute_id text not null, batch_id text not null,
      submitted boolean not null default false, submitted_at timestamptz, late_days integer not null default 0,
      penalty_percent numeric(6, 2) not null default 0, marks jsonb not null default '{}'::jsonb,
      raw_mark numeric(10, 2) not null default 0, mark_secured numeric(10, 2) not null default 0,
      total_attempted integer not null default 0, needs_grading boolean not null default false,
      reviewed boolean not null default false, reviewed_at timestamptz, remark text not null default '',
      started_at timestamptz not null, updated_at timestamptz not null, position bigint not null,
      primary key (assignment_id, student_id))`,
    assignment_answer: (t) => sql`create table ${t} (
      assignment_id text not null, student_id text not null, question_id text not null, institute_id text not null,
      answer text not null default '', attachment_id text, mark numeric(10, 2), updated_at timestamptz not null,
      position bigint not null, primary key (assignment_id, student_id, question_id))`,
  },
  indexes: {
    'assignment_sheet.student': (t, i) => sql`create index ${i} on ${t} (student_id)`,
  },
  handles: ['AssignmentAnswerSaved', 'AssignmentSubmitted', 'AssignmentReviewed'],
  idsOf: (e) => [(e.data as { assignmentId: string }).assignmentId],
  ownersOf: (e) => [(e.data as { studentId: string }).studentId],
  apply,
  applyBatch,
};

/**
 * A run of saves is one multi-row upsert of answers (the newest per answer, as `apply` leaves them) and one insert of
 * the sheets they open; any other event is applied alone, in order.
 */
async function applyBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const e of events) {
    if (e.type === 'AssignmentAnswerSaved') {
      run.push(e);
      continue;
    }
    await saveMany(ctx, run);
    run = [];
    await apply(ctx, e);
  }
  await saveMany(ctx, run);
}

type Saved = Extract<AssignmentSheetEvent, { type: 'AssignmentAnswerSaved' }>['data'];

async function saveMany(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const newest = new Map<string, RecordedEvent>();
  const first = new Map<string, RecordedEvent>();
  for (const e of events) {
    const d = e.data as Saved;
    const key = `${d.assignmentId}\u0000${d.studentId}\u0000${d.questionId}`;
    const had = newest.get(key);
    if (!had || had.position < e.position) newest.set(key, e);
    const sheet = `${d.assignmentId}\u0000${d.studentId}`;
    const f = first.get(sheet);
    if (!f || f.position > e.position) first.set(sheet, e);
  }
  for (const chunk of chunks([...first.values()], 3000)) await openSheets(ctx, chunk);
  for (const chunk of chunks([...newest.values()], 3000)) await upsertSaves(ctx, chunk);
}

const chunks = <T>(xs: T[], n: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
};

/** The sheet row a first save opens (its position just below the save: the save is not applied to the row itself). */
async function openSheets(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const t = ctx.table('assignment_sheet');
  const values = events.map((e) => {
    const d = e.data as Saved;
    return sql`(${d.assignmentId}, ${d.studentId}, ${e.metadata.instituteId}, ${d.batchId}, ${e.metadata.occurredAt}::timestamptz,
      ${e.metadata.occurredAt}::timestamptz, ${e.position - 1n}::bigint)`;
  });
  await sql`insert into ${t} (assignment_id, student_id, institute_id, batch_id, started_at, updated_at, position)
    values ${sql.join(values)} on conflict (assignment_id, student_id) do nothing`.execute(ctx.tx);
}

async function upsertSaves(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const t = ctx.table('assignment_answer');
  const values = events.map((e) => {
    const d = e.data as Saved;
    return sql`(${d.assignmentId}, ${d.studentId}, ${d.questionId}, ${e.metadata.instituteId}, ${d.answer}, ${d.attachmentId},
      ${e.metadata.occurredAt}::timestamptz, ${e.position}::bigint)`;
  });
  await sql`insert into ${t} (assignment_id, student_id, question_id, institute_id, answer, attachment_id, updated_at, position)
    values ${sql.join(values)}
    on conflict (assignment_id, student_id, question_id) do update set answer = excluded.answer,
      attachment_id = excluded.attachment_id, updated_at = excluded.updated_at, position = excluded.position
    where ${t}.position < excluded.position`.execute(ctx.tx);
}

async function setMark(
  ctx: ProjectionContext,
  event: RecordedEvent,
  d: { assignmentId: string; studentId: string },
  q: string,
  mark: number,
) {
  const t = ctx.table('assignment_answer');
  const m = event.metadata;
  await sql`insert into ${t} (assignment_id, student_id, question_id, institute_id, mark, updated_at, position)
    values (${d.assignmentId}, ${d.studentId}, ${q}, ${m.instituteId}, ${mark}, ${m.occurredAt}, ${event.position})
    on conflict (assignment_id, student_id, question_id) do update set mark = excluded.mark, updated_at = excluded.updated_at,
      position = excluded.position
    where ${t}.position < excluded.position`.execute(ctx.tx);
}

async function apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const e = event as unknown as AssignmentSheetEvent;
  const m = event.metadata;
  const at = event.position;
  const sheets = ctx.table('assignment_sheet');
  if (e.type === 'AssignmentAnswerSaved') {
    await openSheets(ctx, [event]);
    await upsertSaves(ctx, [event]);
    return;
  }
  const d = e.data;
  const where = sql`assignment_id = ${d.assignmentId} and student_id = ${d.studentId}`;
  const found = await sql<{ marks: Record<string, number> | string; penalty_percent: string | number; position: string | bigint }>`
    select marks, penalty_percent, position from ${sheets} where ${where}`.execute(ctx.tx);
  let row = found.rows[0];
  if (row && BigInt(row.position) >= at) return;
  if (!row) {
    await sql`insert into ${sheets} (assignment_id, student_id, institute_id, batch_id, started_at, updated_at, position)
      values (${d.assignmentId}, ${d.studentId}, ${m.instituteId}, ${d.batchId}, ${m.occurredAt}, ${m.occurredAt}, ${at - 1n})`.execute(
      ctx.tx,
    );
    row = { marks: {}, penalty_percent: 0, position: at - 1n };
  }
  const marks = json<Record<string, number>>(row.marks);
  const raw = (ms: Record<string, number>) => Math.max(0, round2(Object.values(ms).reduce((a, b) => a + b, 0)));
  if (e.type === 'AssignmentSubmitted') {
    const x = e.data;
    const next = { ...marks };
    for (const k of x.marks) next[k.questionId] = k.mark;
    const r = raw(next);
    await sql`update ${sheets} set submitted = true, submitted_at = ${m.occurredAt}, late_days = ${x.lateDays},
        penalty_percent = ${x.penaltyPercent}, marks = ${JSON.stringify(next)}::jsonb, raw_mark = ${r},
        mark_secured = ${round2((r * (100 - x.penaltyPercent)) / 100)}, total_attempted = ${x.answers.length},
        needs_grading = ${x.needsGrading}, batch_id = ${x.batchId}, updated_at = ${m.occurredAt}, position = ${at}
      where ${where}`.execute(ctx.tx);
    for (const k of x.marks) await setMark(ctx, event, x, k.questionId, k.mark);
    return;
  }
  if (e.type === 'AssignmentReviewed') {
    const x = e.data;
    const next = { ...marks };
    for (const k of x.marks) next[k.questionId] = k.mark;
    const r = raw(next);
    const penalty = Number(row.penalty_percent);
    const answered = await sql<{ question_id: string }>`select question_id from ${ctx.table('assignment_answer')}
      where ${where} and (answer <> '' or attachment_id is not null)`.execute(ctx.tx);
    const waiting = answered.rows.some((a) => !(a.question_id in next));
    await sql`update ${sheets} set marks = ${JSON.stringify(next)}::jsonb, raw_mark = ${r},
        mark_secured = ${round2((r * (100 - penalty)) / 100)}, needs_grading = ${waiting}, reviewed = true,
        reviewed_at = ${m.occurredAt}, remark = ${x.remark}, updated_at = ${m.occurredAt}, position = ${at}
      where ${where}`.execute(ctx.tx);
    for (const k of x.marks) await setMark(ctx, event, x, k.questionId, k.mark);
  }
}
