import { dayOfValue, PLACEMENT_FIRST_YEAR, PLACEMENT_REPORT_MESSAGES as M, type Role } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import { todayOf } from '../../../platform/clock.js';
import { instituteDay } from '../../../platform/days.js';
import { batchLabels } from '../../academics/index.js';
import { liveStudentIds, studentsByIds, type StudentCard } from '../../people/index.js';

/** "Office": SUPER_ADMIN, ADMIN, and MANAGER / STAFF with the permission module `placement`. */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

/** The last year a placement may be recorded for: next year in the institute. */
export const lastPlacementYear = (rt: Runtime) => Number(todayOf(rt.clock).slice(0, 4)) + 1;

/**
 * The placement year a value names (001 §7: the year is sent as a date): its year in the institute's zone, from
 * `2025`, `2025-06-01` or an ISO date-time. A message when it is missing, not a date, or outside 1990..next year.
 */
export function yearOf(rt: Runtime, value: string | undefined): { year: number } | { error: string } {
  const v = (value ?? '').trim();
  if (!v) return { error: M.yearRequired };
  const day = dayOfValue(v, instituteDay);
  const last = lastPlacementYear(rt);
  const year = day ? Number(day.slice(0, 4)) : Number.NaN;
  if (!Number.isInteger(year) || year < PLACEMENT_FIRST_YEAR || year > last) return { error: M.yearRange(PLACEMENT_FIRST_YEAR, last) };
  return { year };
}

/** What a placement record keeps of its student at the time (the dashboards count it; the card shows it). */
export interface StudentSnapshot {
  studentId: string;
  studentName: string;
  gender: string | null;
  batchId: string | null;
  batchName: string | null;
  registrationNumber: string | null;
}

/** Live students of the institute with the batch names of their snapshot. */
export async function studentSnapshots(rt: Runtime, instituteId: string, cards: StudentCard[]): Promise<StudentSnapshot[]> {
  const labels = await batchLabels(
    rt,
    cards.flatMap((c) => (c.batchId ? [c.batchId] : [])),
  );
  return cards.map((c) => {
    const l = c.batchId ? labels.get(c.batchId) : undefined;
    const name = l ? l.title || [l.course, l.branch, l.session].filter(Boolean).join(' ') : '';
    return {
      studentId: c.id,
      studentName: c.displayName,
      gender: c.gender,
      batchId: c.batchId,
      batchName: name || null,
      registrationNumber: c.registrationNumber,
    };
  });
}

/** One live student of the institute (any other id, or a deleted student: undefined). */
export async function studentSnapshot(rt: Runtime, instituteId: string, studentId: string): Promise<StudentSnapshot | undefined> {
  const cards = await studentsByIds(rt.database.db, instituteId, [studentId]);
  return (await studentSnapshots(rt, instituteId, cards))[0];
}

/** Every live student of the institute (the Excel upload matches its rows against them). */
export async function allStudentSnapshots(rt: Runtime, instituteId: string): Promise<StudentSnapshot[]> {
  const ids = await liveStudentIds(rt, instituteId);
  return studentSnapshots(rt, instituteId, await studentsByIds(rt.database.db, instituteId, ids));
}
