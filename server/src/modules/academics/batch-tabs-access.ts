import { sql } from 'kysely';
import type { PermissionModule, Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { anyStudentInBatch } from '../people/index.js';
import type { AuthContext } from '../../platform/http/access.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { createModuleGate } from '../permissions/index.js';
import { caughtUp } from './shared.js';

export const STAFF_ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
export const TAB_READERS: Role[] = [...STAFF_ROLES, 'TEACHER', 'STUDENT', 'PARENT'];
export const TAB_WRITERS: Role[] = [...STAFF_ROLES, 'TEACHER'];

export interface BatchFacts {
  id: string;
  headOfDepartment: string;
  completed: boolean;
}

/**
 * Who the caller is to a batch (the batch's tabs, 002 §6): staff (MANAGER and STAFF holding one of `modules`), its
 * H.O.D., a teacher of it (assigned a subject or holding a slot of its timetable), one of its students, or the
 * parent of one. The batch is looked up in the `batch` read model, caught up when the first look misses.
 */
export function batchAudience(rt: Runtime) {
  const db = rt.database.db;
  const gate = createModuleGate(rt);

  const staffMay = async (a: AuthContext, modules: PermissionModule[]) => {
    if (a.role === 'SUPER_ADMIN' || a.role === 'ADMIN') return true;
    if (a.role !== 'MANAGER' && a.role !== 'STAFF') return false;
    for (const m of modules) if (await gate(a, m, null)) return true;
    return false;
  };

  const batchOf = async (instituteId: string, batchId: string): Promise<BatchFacts> => {
    const find = async () =>
      (
        await sql<{ id: string; head_of_department: string; is_completed: boolean }>`
      select id, head_of_department, is_completed from batch where id = ${batchId} and institute_id = ${instituteId}
        and deleted_at is null`.execute(db)
      ).rows[0];
    let row = await find();
    if (!row) {
      await caughtUp(rt, ['batch']);
      row = await find();
    }
    if (!row) throw notFound('Batch not found.');
    return { id: row.id, headOfDepartment: row.head_of_department, completed: row.is_completed };
  };

  const teachesIn = async (userId: string, batchId: string) => {
    const r = await sql<{ n: number }>`select (
        (select count(*) from batch_teacher where batch_id = ${batchId} and teacher_id = ${userId})
      + (select count(*) from timetable_slot where batch_id = ${batchId} and teacher_id = ${userId} and removed_at is null))::int as n`.execute(
      db,
    );
    return (r.rows[0]?.n ?? 0) > 0;
  };

  const learnsIn = async (a: AuthContext, batchId: string) => {
    const ids = a.role === 'STUDENT' ? [a.userId] : a.role === 'PARENT' ? a.children : [];
    return anyStudentInBatch(db, a.instituteId, batchId, ids);
  };

  return {
    batchOf,
    staffMay,
    /**
     * Reading a tab: staff with a module, its teachers, its students and their parents; a student or parent of another
     * batch gets a 404 (issue 12 part 7), other staff and teachers a 403.
     */
    async mayRead(a: AuthContext, batchId: string, modules: PermissionModule[]): Promise<BatchFacts> {
      const batch = await batchOf(a.instituteId, batchId);
      if (await staffMay(a, modules)) return batch;
      if (a.role === 'TEACHER' && (batch.headOfDepartment === a.userId || (await teachesIn(a.userId, batchId)))) return batch;
      if (await learnsIn(a, batchId)) return batch;
      // A student or a parent reaches only their own (their children's) batch: another is not theirs to know of.
      if (a.role === 'STUDENT' || a.role === 'PARENT') throw notFound('Batch not found.');
      throw forbidden('You may not see this batch.');
    },
    /** Adding to a tab (materials, announcements): staff with a module, or a teacher of the batch. */
    async mayTeach(a: AuthContext, batchId: string, modules: PermissionModule[]): Promise<BatchFacts> {
      const batch = await batchOf(a.instituteId, batchId);
      if (await staffMay(a, modules)) return batch;
      if (a.role === 'TEACHER' && (batch.headOfDepartment === a.userId || (await teachesIn(a.userId, batchId)))) return batch;
      throw forbidden('Only a teacher of this batch or an administrator may do this.');
    },
    /** Assign Teacher and Timetable writes (002 §6): staff with a module, or the batch's H.O.D. */
    async mayManage(a: AuthContext, batchId: string, modules: PermissionModule[]): Promise<BatchFacts> {
      const batch = await batchOf(a.instituteId, batchId);
      if (await staffMay(a, modules)) return batch;
      if (a.role === 'TEACHER' && batch.headOfDepartment === a.userId) return batch;
      throw forbidden('Only the H.O.D. of this batch or an administrator may do this.');
    },
  };
}
