import { sql } from 'kysely';
import { EXAM_RESULT_MESSAGES as M, type Role } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import type { AuthContext } from '../../platform/http/access.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { studentBatchId } from '../people/index.js';

/** The student's own calls: the student, and a parent for a linked child. */
export const LEARNERS: Role[] = ['STUDENT', 'PARENT'];

/**
 * The student a STUDENT or PARENT call is about: the student themselves; for a parent the child named by
 * `?studentId=` (403 for a child not theirs), else their first child (400 'Choose a child.' with none).
 */
export function learnerOf(a: AuthContext, studentId: string | undefined): string {
  if (a.role === 'STUDENT') return a.userId;
  const id = studentId?.trim() || a.children[0];
  if (!id) throw badRequest(M.chooseChild);
  if (!a.children.includes(id)) throw forbidden(M.notYourChild);
  return id;
}

/** The learner and their batch (null: in no batch). 404 when the student is not one of the institute's. */
export async function learnerScope(db: DB, a: AuthContext, studentId: string | undefined) {
  const id = learnerOf(a, studentId);
  const batchId = await studentBatchId(db, id, a.instituteId);
  if (batchId === undefined) throw notFound(M.studentNotFound);
  return { studentId: id, batchId };
}

export interface SheetState {
  status: string;
  isAttended: boolean;
  obtainMark: number;
  remark: string;
  startedAt: string | null;
  submittedAt: string | null;
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** The student's sheets (`exam_result`, S1's read model) of these subject exams, by subject exam id. */
export async function sheetsOf(db: DB, instituteId: string, studentId: string, subjectExamIds: readonly string[]) {
  const out = new Map<string, SheetState>();
  if (subjectExamIds.length === 0) return out;
  const r = await sql<{
    subject_exam_id: string;
    status: string;
    is_attended: boolean;
    obtain_mark: string | number;
    remark: string | null;
    started_at: Date | string | null;
    submitted_at: Date | string | null;
  }>`select subject_exam_id, status, is_attended, obtain_mark, remark, started_at, submitted_at from exam_result
    where institute_id = ${instituteId} and student_id = ${studentId} and subject_exam_id = any(${[...subjectExamIds]}::text[])`.execute(
    db,
  );
  for (const x of r.rows) {
    out.set(x.subject_exam_id, {
      status: x.status,
      isAttended: x.is_attended,
      obtainMark: Number(x.obtain_mark),
      remark: x.remark ?? '',
      startedAt: iso(x.started_at),
      submittedAt: iso(x.submitted_at),
    });
  }
  return out;
}

/** A sheet counts as submitted once it left IN_PROGRESS (submitted, graded, or a recorded result). */
export const isSubmittedSheet = (s: SheetState | undefined) => !!s && s.status !== 'IN_PROGRESS';
