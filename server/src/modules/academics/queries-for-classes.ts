import { sql } from 'kysely';
import type { TimetableDay } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';

/**
 * Reads of academics' tables for the classes module (issue 12): the timetable slots classes are produced from, the
 * institute's holidays (a class's `isHoliday`), subject titles and who teaches a batch's subject.
 */

export interface ProducibleSlot {
  id: string;
  instituteId: string;
  batchId: string;
  subjectId: string;
  teacherId: string;
  classRoom: string;
  day: TimetableDay;
  startMinute: number;
  endMinute: number;
  createdAt: string;
}

/** The active slots of the running batches (not deleted, not completed), of one institute or of all. */
export async function producibleSlots(db: DB, instituteId?: string): Promise<ProducibleSlot[]> {
  const only = instituteId ? sql`and t.institute_id = ${instituteId}` : sql``;
  const r = await sql<{
    id: string;
    institute_id: string;
    batch_id: string;
    subject_id: string;
    teacher_id: string;
    class_room: string;
    day: TimetableDay;
    start_minute: number;
    end_minute: number;
    created_at: Date | string;
  }>`select t.id, t.institute_id, t.batch_id, t.subject_id, t.teacher_id, t.class_room, t.day, t.start_minute, t.end_minute, t.created_at
    from timetable_slot t join batch b on b.id = t.batch_id and b.deleted_at is null and not b.is_completed
    where t.removed_at is null ${only} order by t.institute_id, t.id`.execute(db);
  return r.rows.map((x) => ({
    id: x.id,
    instituteId: x.institute_id,
    batchId: x.batch_id,
    subjectId: x.subject_id,
    teacherId: x.teacher_id,
    classRoom: x.class_room,
    day: x.day,
    startMinute: x.start_minute,
    endMinute: x.end_minute,
    createdAt: new Date(x.created_at).toISOString(),
  }));
}

/** The slots removed from the timetable (their future classes are cancelled), of one institute or of all. */
export async function removedSlotIds(db: DB, instituteId?: string): Promise<string[]> {
  const only = instituteId ? sql`and institute_id = ${instituteId}` : sql``;
  const r = await sql<{ id: string }>`select id from timetable_slot where removed_at is not null ${only} order by id`.execute(db);
  return r.rows.map((x) => x.id);
}

/** The institute's holidays overlapping the days `from`..`to` (YYYY-MM-DD, inclusive). */
export async function holidaysBetween(db: DB, instituteId: string, from: string, to: string): Promise<{ from: string; to: string }[]> {
  const r = await sql<{ s: string; e: string }>`select to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') as e
    from holiday where institute_id = ${instituteId} and deleted_at is null and start_date <= ${to}::date and end_date >= ${from}::date
    order by start_date`.execute(db);
  return r.rows.map((x) => ({ from: x.s, to: x.e }));
}

/** Live subjects of the institute by id, with their titles. */
export async function subjectTitlesByIds(db: DB, instituteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const r = await sql<{ id: string; title: string }>`select id, title from subject where id = any(${[...new Set(ids)]}::text[])
    and institute_id = ${instituteId} and deleted_at is null`.execute(db);
  return new Map(r.rows.map((x) => [x.id, x.title]));
}

/** Whether the user teaches the subject in the batch: assigned to it (Assign Teacher tab) or holding a slot of it. */
export async function teachesSubjectIn(db: DB, userId: string, batchId: string, subjectId: string): Promise<boolean> {
  const r = await sql<{ n: number }>`select (
      (select count(*) from batch_teacher where batch_id = ${batchId} and subject_id = ${subjectId} and teacher_id = ${userId})
    + (select count(*) from timetable_slot where batch_id = ${batchId} and subject_id = ${subjectId} and teacher_id = ${userId}
        and removed_at is null))::int as n`.execute(db);
  return (r.rows[0]?.n ?? 0) > 0;
}

/** The batches a teacher heads or teaches in (assigned or holding a slot). */
export async function batchesOfTeacher(db: DB, instituteId: string, userId: string): Promise<string[]> {
  const r = await sql<{ id: string }>`select id from batch where institute_id = ${instituteId} and deleted_at is null
      and (head_of_department = ${userId}
        or id in (select batch_id from batch_teacher where teacher_id = ${userId})
        or id in (select batch_id from timetable_slot where teacher_id = ${userId} and removed_at is null))
    order by id`.execute(db);
  return r.rows.map((x) => x.id);
}

/** The institutes that have (or had) a timetable slot: the job produces their classes and cancels removed slots' ones. */
export async function institutesWithSlots(db: DB): Promise<string[]> {
  const r = await sql<{ institute_id: string }>`select distinct institute_id from timetable_slot order by institute_id`.execute(db);
  return r.rows.map((x) => x.institute_id);
}
