import type { PermissionModule, Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { AuthContext } from '../../platform/http/access.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { batchAudience } from '../academics/index.js';
import { CLASS_MISSING } from './decider.js';
import { lectureOf, type LectureRow } from './queries.js';

export const STAFF: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who may write classes and their register (each route checks the class or batch on top). */
export const WRITERS: Role[] = [...STAFF, 'TEACHER'];
export const READERS: Role[] = [...WRITERS, 'STUDENT', 'PARENT'];
/** MANAGER and STAFF need the attendance module for classes (their register is attendance). */
export const MODULE = 'attendance' as const;
export const READ_MODELS = [
  'lecture',
  'lecture_mark',
  'batch',
  'subject',
  'app_user',
  'course',
  'branch',
  'academic_session',
  'holiday',
  'student',
  'batch_teacher',
  'timetable_slot',
];

/**
 * Reading classes (a class, the institute's or a batch's list): the attendance module, or the batch or timetable module
 * (a batch's Classes tab is part of the batch). The register and every write stay with the attendance module.
 */
export const CLASS_READ_MODULES = ['attendance', 'batch', 'timetable'] as const satisfies readonly PermissionModule[];

export const caughtUp = async (rt: Runtime, readModels: string[]) => rt.runner.waitFor(readModels, await rt.store.head(), 5000);

/**
 * Who the caller is to a class: its teacher, or (through the batch, 002 §6) staff with the attendance module, the
 * batch's H.O.D. or teachers, its students and their parents.
 */
export function classAccess(rt: Runtime) {
  const db = rt.database.db;
  const who = batchAudience(rt);
  return {
    who,
    /** A class of the caller's institute from the read model (caught up once when missing), else 404. */
    async lecture(a: AuthContext, classId: string): Promise<LectureRow> {
      let row = await lectureOf(db, a.instituteId, classId);
      if (!row) {
        await caughtUp(rt, ['lecture']);
        row = await lectureOf(db, a.instituteId, classId);
      }
      if (!row) throw notFound(CLASS_MISSING);
      return row;
    },
    /** Reading a class: its teacher, or whoever may read its batch. */
    async mayRead(a: AuthContext, c: { batchId: string; teacherId: string }): Promise<void> {
      if (await who.staffMay(a, [...CLASS_READ_MODULES])) return;
      if (a.role === 'TEACHER' && c.teacherId === a.userId) return;
      await who.mayRead(a, c.batchId, [...CLASS_READ_MODULES]);
    },
    /** The register and the class's other staff-side reads: not its students and parents. */
    async mayReadRegister(a: AuthContext, c: { batchId: string; teacherId: string }): Promise<void> {
      if (a.role === 'STUDENT' || a.role === 'PARENT') throw forbidden('You may not see this register.');
      if (await who.staffMay(a, [MODULE])) return;
      if (a.role === 'TEACHER' && c.teacherId === a.userId) return;
      await who.mayRead(a, c.batchId, [MODULE]);
    },
    /** Changing a class or marking its register: its teacher, the batch's H.O.D., staff with the attendance module. */
    async mayWrite(a: AuthContext, c: { batchId: string; teacherId: string }): Promise<void> {
      if (await who.staffMay(a, [MODULE])) return;
      if (a.role === 'TEACHER' && c.teacherId === a.userId) return;
      const batch = await who.batchOf(a.instituteId, c.batchId);
      if (a.role === 'TEACHER' && batch.headOfDepartment === a.userId) return;
      throw forbidden("Only the class's teacher, the batch's H.O.D. or an administrator may do this.");
    },
  };
}
