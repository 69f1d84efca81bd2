import type { Role } from '@school/contracts';

/** The panel routes this client has pages for. Names are the spec's (screens.tsv) where it gives one. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  /** The link of the forgot-password e-mail (docs/api.md). */
  resetPassword: '/reset-password',
  superadminDashboard: '/panel/superadmin/dashboard',
  adminDashboard: '/panel/admin/dashboard',
  department: '/panel/admin/department',
  /** Not named by the spec; it sits beside the spec's /panel/admin/payment/dashboard. */
  finance: '/panel/admin/payment/finance',
  /** Not named by the spec (screens.tsv: "notice list/creation form", route not named). */
  notice: '/panel/admin/notice',
  teacherDashboard: '/panel/teacher/dashboard',
  studentDashboard: '/panel/student/dashboard',
} as const;

const ADMINS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

/** Who may open each page: the spec's roles (screens.tsv) narrowed to what the server lets them read. */
export const pageAccess: Record<string, readonly Role[]> = {
  [paths.superadminDashboard]: ['SUPER_ADMIN', 'MANAGER'],
  [paths.adminDashboard]: ['ADMIN', 'STAFF'],
  [paths.department]: ADMINS,
  [paths.finance]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.notice]: ADMINS,
  [paths.teacherDashboard]: ['TEACHER'],
  [paths.studentDashboard]: ['STUDENT', 'PARENT'],
};

/** 001 §2 "Login and landing". */
export function landingRoute(role: string | undefined): string {
  switch (role) {
    case 'SUPER_ADMIN':
    case 'MANAGER':
      return paths.superadminDashboard;
    case 'ADMIN':
    case 'STAFF':
      return paths.adminDashboard;
    case 'TEACHER':
      return paths.teacherDashboard;
    case 'STUDENT':
    case 'PARENT':
      return paths.studentDashboard;
    default:
      return '/';
  }
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const canOpen = (role: Role, path: string): boolean => pageAccess[normalise(path)]?.includes(role) ?? false;

/** Which lazily loaded panel serves a path. */
export function panelOf(path: string): 'admin' | 'teacher' | 'student' | null {
  const p = normalise(path);
  if (!(p in pageAccess)) return null;
  if (p.startsWith('/panel/teacher/')) return 'teacher';
  if (p.startsWith('/panel/student/')) return 'student';
  return 'admin';
}

/** 001 §6: main dashboard cards are not clickable for these roles. */
export const cardsClickable = (role: Role): boolean => role !== 'SUPER_ADMIN' && role !== 'MANAGER';

/** Department and finance writes (server: DEPARTMENT_WRITERS, FINANCE_ROLES). */
export const canManage = (role: Role): boolean => role === 'SUPER_ADMIN' || role === 'ADMIN' || role === 'MANAGER';

/** 001 §6: deleting a notice needs ADMIN or STAFF (server: notice DELETERS). */
export const canDeleteNotice = (role: Role): boolean => role === 'ADMIN' || role === 'STAFF';

export const roleLabel = (role: Role): string =>
  ({ SUPER_ADMIN: 'Super admin', ADMIN: 'Admin', MANAGER: 'Manager', STAFF: 'Staff', TEACHER: 'Teacher', STUDENT: 'Student', PARENT: 'Parent' })[role] ?? role;
