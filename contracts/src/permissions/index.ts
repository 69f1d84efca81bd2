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
