import { mayManageRole, type Role } from '@school/contracts';
import { forbidden } from '../../platform/errors.js';

/**
 * The one rank rule of every write on a user (register, bulk register, profile and bank details, block, unblock,
 * delete, permissions): SUPER_ADMIN, ADMIN and MANAGER manage users of their own rank or below, nobody above
 * (contracts `ROLE_RANK`); the system (seeds, jobs without a person) manages anyone. A user with no role yet is
 * managed by SUPER_ADMIN and the system only.
 */
export function canManage(actor: Role | 'SYSTEM', target: Role | null): boolean {
  if (actor === 'SYSTEM') return true;
  if (target === null) return actor === 'SUPER_ADMIN';
  return mayManageRole(actor, target);
}

/** `canManage` or a 403 (before anything is written). */
export function assertCanManage(actor: Role | 'SYSTEM', target: Role | null, message = 'Your role may not manage this user.') {
  if (!canManage(actor, target)) throw forbidden(message);
}
