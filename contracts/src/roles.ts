/** The seven roles of the product (001 §1). */
export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
export const ADMIN_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];

/** Landing route per role (001 §2 "Login and landing"). */
export function landingRoute(role: Role): string {
  switch (role) {
    case 'SUPER_ADMIN':
    case 'MANAGER':
      return '/panel/superadmin/dashboard';
    case 'ADMIN':
    case 'STAFF':
      return '/panel/admin/dashboard';
    case 'TEACHER':
      return '/panel/teacher/dashboard';
    case 'STUDENT':
    case 'PARENT':
      return '/panel/student/dashboard';
  }
}

/** Who may call a route: a list of roles, or 'public' for no token at all. */
export type Access = 'public' | 'authenticated' | readonly Role[];
