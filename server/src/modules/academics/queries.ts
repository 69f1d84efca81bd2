import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/**
 * Reads of academics' tables (`batch`, `course`, `branch`, `academic_session`, `batch_teacher`, `timetable_slot`) for
 * other modules: they call these through index.ts and never name the tables themselves (the architecture test checks it).
 */

/**
 * The academics read models (`batch`, `course`, `branch`, `academic_session`) are built by projections and may not
 * exist yet in a database. Asked once per request: without them, lists show no batch titles and ignore batch filters.
 */
export async function batchViewsExist(db: DB): Promise<boolean> {
  const r = await sql<{ ok: boolean }>`select (to_regclass('batch') is not null and to_regclass('course') is not null
    and to_regclass('branch') is not null and to_regclass('academic_session') is not null) as ok`.execute(db);
  return r.rows[0]?.ok === true;
}

export interface BatchTitles {
  _id: string;
  session: string | null;
  course: string | null;
  branch: string | null;
  isCompleted: boolean;
}

/** The batch of a student with its titles; only `_id` when the academics views are missing. */
export async function batchOf(db: DB, batchId: string | null | undefined, instituteId: string): Promise<BatchTitles | null> {
  if (!batchId) return null;
  if (!(await batchViewsExist(db))) return { _id: batchId, session: null, course: null, branch: null, isCompleted: false };
  const r = await sql<{ session: string | null; course: string | null; branch: string | null; is_completed: boolean | null }>`
    select s.title as session, c.title as course, br.title as branch, b.is_completed from batch b
    left join academic_session s on s.id = b.session_id left join course c on c.id = b.course_id left join branch br on br.id = b.branch_id
    where b.id = ${batchId} and b.institute_id = ${instituteId}`.execute(db);
  const x = r.rows[0];
  return {
    _id: batchId,
    session: x?.session ?? null,
    course: x?.course ?? null,
    branch: x?.branch ?? null,
    isCompleted: x?.is_completed === true,
  };
}

/** Whether a batch may be chosen for a student of the institute (always, while the academics views are missing). */
export async function batchUsable(db: DB, batchId: string, instituteId: string): Promise<boolean> {
  if (!(await batchViewsExist(db))) return true;
  const r = await sql<{
    id: string;
  }>`select id from batch where id = ${batchId} and institute_id = ${instituteId} and deleted_at is null`.execute(db);
  return r.rows.length > 0;
}

/**
 * The live batches of the institute a teacher teaches: as H.O.D., with a subject, or holding a slot of the timetable
 * (the rule of the batch tabs). None while the read models do not exist yet.
 */
export async function batchesTaughtBy(db: DB, instituteId: string, teacherId: string): Promise<string[]> {
  const exists = await sql<{ ok: boolean }>`select (to_regclass('batch') is not null and to_regclass('batch_teacher') is not null
    and to_regclass('timetable_slot') is not null) as ok`.execute(db);
  if (exists.rows[0]?.ok !== true) return [];
  const r = await sql<{ id: string }>`select b.id from batch b where b.institute_id = ${instituteId} and b.deleted_at is null
    and (b.head_of_department = ${teacherId}
      or exists (select 1 from batch_teacher bt where bt.batch_id = b.id and bt.teacher_id = ${teacherId})
      or exists (select 1 from timetable_slot ts where ts.batch_id = b.id and ts.teacher_id = ${teacherId} and ts.removed_at is null))
    order by b.id`.execute(db);
  return r.rows.map((x) => x.id);
}

/** The institute's live batches, completed or not, of a session, course and branch when given, as ids. */
export async function batchIdsWhere(
  db: DB,
  q: { instituteId: string; completed: boolean; session?: string; course?: string; branch?: string },
) {
  const r = await sql<{ id: string }>`select id from batch where institute_id = ${q.instituteId} and deleted_at is null
    and coalesce(is_completed, false) = ${q.completed}
    ${q.session ? sql`and session_id = ${q.session}` : sql``}
    ${q.course ? sql`and course_id = ${q.course}` : sql``}
    ${q.branch ? sql`and branch_id = ${q.branch}` : sql``}`.execute(db);
  return r.rows.map((x) => x.id);
}

/** The titles of the institute's live batches by id (a deleted or unknown batch is absent). */
export async function batchTitlesByIds(db: DB, instituteId: string, ids: readonly string[]): Promise<Map<string, BatchTitles>> {
  if (ids.length === 0) return new Map();
  const r = await sql<{ id: string; session: string | null; course: string | null; branch: string | null; is_completed: boolean | null }>`
    select b.id, s.title as session, c.title as course, br.title as branch, b.is_completed from batch b
    left join academic_session s on s.id = b.session_id left join course c on c.id = b.course_id left join branch br on br.id = b.branch_id
    where b.id = any(${[...new Set(ids)]}::text[]) and b.institute_id = ${instituteId} and b.deleted_at is null`.execute(db);
  return new Map(
    r.rows.map((x) => [x.id, { _id: x.id, session: x.session, course: x.course, branch: x.branch, isCompleted: x.is_completed === true }]),
  );
}

/** A live fee (master data) of the institute, or undefined. */
export async function liveFee(db: DB, id: string, instituteId: string): Promise<{ id: string; title: string; amount: number } | undefined> {
  const r = await sql<{ id: string; title: string; amount: number }>`select id, title, amount from fee where id = ${id}
    and institute_id = ${instituteId} and deleted_at is null`.execute(db);
  return r.rows[0] ? { ...r.rows[0], amount: Number(r.rows[0].amount) } : undefined;
}

/** A live batch of the institute, or undefined. */
export async function liveBatch(db: DB, id: string, instituteId: string) {
  const r = await sql<{ id: string; description: string; is_completed: boolean | null; head_of_department: string | null }>`
    select id, description, is_completed, head_of_department from batch where id = ${id} and institute_id = ${instituteId}
      and deleted_at is null`.execute(db);
  const b = r.rows[0];
  return b
    ? { id: b.id, description: b.description, isCompleted: b.is_completed === true, headOfDepartment: b.head_of_department }
    : undefined;
}

/** Every live batch of the institute with its titles (bulk upload names a batch by course, branch and session). */
export async function instituteBatchTitles(db: DB, instituteId: string): Promise<BatchTitles[]> {
  if (!(await batchViewsExist(db))) return [];
  const r = await sql<{ id: string; session: string | null; course: string | null; branch: string | null; is_completed: boolean | null }>`
    select b.id, s.title as session, c.title as course, br.title as branch, b.is_completed from batch b
    left join academic_session s on s.id = b.session_id left join course c on c.id = b.course_id left join branch br on br.id = b.branch_id
    where b.institute_id = ${instituteId} and b.deleted_at is null`.execute(db);
  return r.rows.map((x) => ({ _id: x.id, session: x.session, course: x.course, branch: x.branch, isCompleted: x.is_completed === true }));
}
