import type { AppendResult, Role } from '@school/contracts';
import type { CommandContext } from '../../platform/commands.js';
import type { Runtime } from '../../platform/runtime.js';
import { forbidden } from '../../platform/errors.js';
import { canManage } from '../identity/index.js';
import { instituteUser, liveDepartment } from './lookup.js';
import { membershipDecider, membershipStream } from './membership-decider.js';

/** Who may be an employee of a department (001 §5 "Add employee to department"). */
export const EMPLOYEE_ROLES: Role[] = ['STAFF', 'TEACHER', 'MANAGER'];

/**
 * A department's modules become its members' permissions, so membership follows the rank rule of every permission
 * change, and nobody below ADMIN changes their own (a MANAGER adding themselves to a department would grant themselves
 * its modules).
 */
export function mayChangeMembership(actor: { userId: string; role: Role | 'SYSTEM' }, userId: string, targetRole: Role) {
  const self = actor.userId === userId && actor.role !== 'SUPER_ADMIN' && actor.role !== 'ADMIN';
  if (self || !canManage(actor.role, targetRole)) throw forbidden('You may not change the department of this user.');
}

/**
 * Putting a user into a department, the one way every path does it (the department drawer, a staff profile's Department
 * field): every check runs first and nothing is written until the returned `commit` is called, so a caller can finish
 * its own checks before either write. The membership is the only record of a person's department: the department's
 * employee list and the staff profile both read it (issue 11, "records that agree").
 */
export async function departmentAssignment(rt: Runtime, ctx: CommandContext, userId: string, departmentId: string) {
  await liveDepartment(rt, departmentId, ctx.instituteId);
  const target = await instituteUser(
    rt,
    userId,
    ctx.instituteId,
    EMPLOYEE_ROLES,
    'Only staff, teachers and managers can be added to a department.',
  );
  mayChangeMembership(ctx.actor, userId, target.role as Role);
  return {
    target,
    commit: async (): Promise<{ changed: boolean; append: AppendResult | null }> => {
      const res = await rt.commands.handle(
        membershipDecider,
        membershipStream(ctx.instituteId, userId),
        { type: 'AssignToDepartment', data: { userId, departmentId } },
        ctx,
      );
      return { changed: res.events.length > 0, append: res.append };
    },
  };
}
