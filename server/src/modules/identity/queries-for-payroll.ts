import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';
import type { UserCard } from './queries-for-leave.js';

/** A user of the institute, not deleted, in one of `roles` (from `app_user`); null otherwise. */
export async function memberInRoles(rt: Runtime, instituteId: string, userId: string, roles: readonly string[]): Promise<UserCard | null> {
  type Row = {
    id: string;
    display_name: string;
    email: string;
    role: string;
    photo_file_id: string | null;
    employment_code: string | null;
  };
  const r = await sql<Row>`
    select id, display_name, email, role, photo_file_id, profile->>'employmentCode' as employment_code from app_user
    where id = ${userId} and ${instituteId} = any(institutes) and deleted_at is null and role = any(${[...roles]}::text[])`.execute(
    rt.database.db,
  );
  const u = r.rows[0];
  return u
    ? {
        id: u.id,
        displayName: u.display_name,
        email: u.email,
        role: u.role,
        photoFileId: u.photo_file_id,
        employmentCode: u.employment_code,
      }
    : null;
}

/** What a payslip names of the person paid: name, role, employee id and designation (their profile); deleted people too. */
export interface PayslipEmployee {
  id: string;
  displayName: string;
  role: string;
  employmentCode: string | null;
  designation: string | null;
}

/** The person paid, if they are (or were) a user of the institute: a payslip stays printable after they leave. */
export async function payslipEmployee(rt: Runtime, instituteId: string, userId: string): Promise<PayslipEmployee | null> {
  const r = await sql<{ id: string; display_name: string; role: string; employment_code: string | null; designation: string | null }>`
    select id, display_name, role, profile->>'employmentCode' as employment_code, profile->>'designation' as designation from app_user
    where id = ${userId} and ${instituteId} = any(institutes)`.execute(rt.database.db);
  const u = r.rows[0];
  return u
    ? { id: u.id, displayName: u.display_name, role: u.role, employmentCode: u.employment_code || null, designation: u.designation || null }
    : null;
}

/** The institute's letterhead for a payslip: name, address and the logo's file id (the files port reads it). */
export async function payslipLetterhead(
  rt: Runtime,
  instituteId: string,
): Promise<{ name: string; address: string | null; logoFileId: string | null } | undefined> {
  const r = await sql<{ institute_name: string; address: string | null; logo_file_id: string | null }>`
    select institute_name, address, logo_file_id from institute where id = ${instituteId}`.execute(rt.database.db);
  const i = r.rows[0];
  return i && { name: i.institute_name, address: i.address, logoFileId: i.logo_file_id };
}
