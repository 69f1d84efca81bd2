import type { Role } from '@school/contracts';
import { normalise, resolveRoute } from './route-match';
import { pageAccess, pageModules, paths } from './route-table';

export { matchesRoute, pathTo, resolveRoute, routeOrder } from './route-match';
export { pageAccess, pageModules, paths } from './route-table';

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

/**
 * The Configuration tab each config shortcut opens (`paths.config?tab=`), until the library and inventory pages exist.
 * Authors and publications have no list of their own yet: their shortcuts open the library's tab with a note.
 */
export const configShortcuts: Record<string, { tab: string; note?: string }> = {
  // ---- library catalogue (lib-catalogue) ----
  // /panel/admin/config/author and /panel/admin/config/publication are the library's own lists (admin-panel.tsx).
  // ---- end library catalogue ----
  [paths.configBookCategory]: { tab: 'book-categories' },
  [paths.configInventoryCategory]: { tab: 'inventory-categories' },
};

const accessKey = (path: string): string | null => resolveRoute(path, Object.keys(pageAccess));

export const canOpen = (role: Role, path: string): boolean => {
  const key = accessKey(path);
  return key ? (pageAccess[key]?.includes(role) ?? false) : false;
};

/** Is there a page at this address (for some role)? An address under /panel that is none shows the not-found page. */
export const isPage = (path: string): boolean => accessKey(normalise(path.split('?')[0] ?? path)) !== null;

/** The bare panel addresses (`/panel`, `/panel/admin`…): they land on the role's dashboard, as the sign-in does. */
export const isPanelRoot = (path: string): boolean =>
  /^\/panel(\/(admin|superadmin|teacher|student))?$/.test(normalise(path.split('?')[0] ?? path));

/**
 * May this role, holding these modules, use the page at `path`: open it and load it without an access error? MANAGER
 * and STAFF need one of the page's `pageModules`; `modules` undefined (not loaded yet) counts as none.
 */
export const canUse = (role: Role, modules: readonly string[] | undefined, path: string): boolean => {
  if (!canOpen(role, path)) return false;
  if (role !== 'MANAGER' && role !== 'STAFF') return true;
  const key = accessKey(path);
  const needed = key ? pageModules[key] : undefined;
  return !needed || needed.some((m) => (modules ?? []).includes(m));
};

/** Which lazily loaded panel serves a path. */
export function panelOf(path: string): 'admin' | 'teacher' | 'student' | null {
  const p = normalise(path);
  if (!accessKey(p)) return null;
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
  ({
    SUPER_ADMIN: 'Super admin',
    ADMIN: 'Admin',
    MANAGER: 'Manager',
    STAFF: 'Staff',
    TEACHER: 'Teacher',
    STUDENT: 'Student',
    PARENT: 'Parent',
  })[role] ?? role;
