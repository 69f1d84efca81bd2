import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';

/** What another module shows of a student beside its own rows (fees, receipts). */
export interface StudentCard {
  id: string;
  displayName: string;
  registrationNumber: string | null;
  photoFileId: string | null;
  batchId: string | null;
}

type Row = { id: string; display_name: string; registration_number: string | null; photo_file_id: string | null; batch_id: string | null };
const card = (r: Row): StudentCard => ({
  id: r.id,
  displayName: r.display_name,
  registrationNumber: r.registration_number,
  photoFileId: r.photo_file_id,
  batchId: r.batch_id,
});

/** A student of the institute who is not deleted; undefined otherwise. */
export async function liveStudent(rt: Runtime, instituteId: string, studentId: string): Promise<StudentCard | undefined> {
  const r = await sql<Row>`select id, display_name, registration_number, photo_file_id, batch_id from student
    where id = ${studentId} and institute_id = ${instituteId} and deleted_at is null`.execute(rt.database.db);
  return r.rows[0] && card(r.rows[0]);
}

/** The cards of the given students, by id (deleted ones too: old rows keep their names). */
export async function studentCards(rt: Runtime, ids: readonly string[]): Promise<Map<string, StudentCard>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const r = await sql<Row>`select id, display_name, registration_number, photo_file_id, batch_id from student
    where id = any(${unique}::text[])`.execute(rt.database.db);
  return new Map(r.rows.map((s) => [s.id, card(s)]));
}

/** The ids of the students in a batch of the institute now (not deleted), in order. */
export async function studentIdsOfBatch(rt: Runtime, instituteId: string, batchId: string): Promise<string[]> {
  const r = await sql<{ id: string }>`select id from student where batch_id = ${batchId} and institute_id = ${instituteId}
    and deleted_at is null order by id`.execute(rt.database.db);
  return r.rows.map((s) => s.id);
}

/**
 * The ids of the institute's live students, optionally only of one batch and matching a search (name, e-mail or
 * registration number), optionally only among some ids: what the defaulters list filters its own rows by.
 */
export async function liveStudentIds(
  rt: Runtime,
  instituteId: string,
  q: { batchId?: string; search?: string; among?: readonly string[] } = {},
): Promise<string[]> {
  if (q.among?.length === 0) return [];
  const like = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await sql<{ id: string }>`select id from student where institute_id = ${instituteId} and deleted_at is null
    ${q.among ? sql`and id = any(${[...q.among]}::text[])` : sql``}
    ${q.batchId ? sql`and batch_id = ${q.batchId}` : sql``}
    ${like ? sql`and (display_name ilike ${like} or email ilike ${like} or registration_number ilike ${like})` : sql``}
    order by id`.execute(rt.database.db);
  return r.rows.map((s) => s.id);
}

/** The linked parents of each given student of the institute (a fee reminder reaches them too). */
export async function parentsOfStudents(rt: Runtime, instituteId: string, ids: readonly string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const r = await sql<{ id: string; parents: string[] | null }>`select id, parents from student
    where id = any(${unique}::text[]) and institute_id = ${instituteId}`.execute(rt.database.db);
  return new Map(r.rows.map((s) => [s.id, s.parents ?? []]));
}
