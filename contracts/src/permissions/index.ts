import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';

/**
 * The modules an administrator grants to departments, managers and staff (000 §4, 001 §6). A MANAGER or
 * STAFF member may call a module's routes only when granted it; ADMIN and SUPER_ADMIN always may;
 * TEACHER, STUDENT and PARENT are governed by their role alone. `manageInstitute` lets a manager edit
 * institutes.
 */
export const PERMISSION_MODULES = [
  'department',
  'academics',
  'batch',
  'student',
  'staff',
  'leave',
  'attendance',
  'fees',
  'payment',
  'finance',
  'library',
  'inventory',
  'transport',
  'placement',
  'notice',
  'exam',
  'assignment',
  'timetable',
  'certificate',
  'bulkUpload',
  'manageInstitute',
] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

/** Modules a department may be granted: every module except `manageInstitute` (000 §3, §4). */
export const DEPARTMENT_MODULES = PERMISSION_MODULES.filter((m) => m !== 'manageInstitute');

/** `<module>: boolean` for one or more modules; unknown keys are refused with the list of known ones. */
export const ModuleFlagsBody = Type.Record(Type.String(), Type.Boolean());
export type ModuleFlagsBody = Static<typeof ModuleFlagsBody>;

/** Every module of the subject, each on or off. */
export const ModuleFlagsReply = Ok(Type.Record(Type.String(), Type.Boolean()));

/** Who holds a set of module flags. */
export type PermissionSubjectKind = 'department' | 'manager' | 'staff';

/** An admin turned module flags on or off for a department, a manager or a staff member (only the changed flags). */
export interface ModulePermissionsSet {
  type: 'ModulePermissionsSet';
  data: { subjectKind: PermissionSubjectKind; subjectId: string; modules: Partial<Record<PermissionModule, boolean>> };
}
export type PermissionEvent = ModulePermissionsSet;
