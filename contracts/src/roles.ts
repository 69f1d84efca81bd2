/** The seven roles of the product (001 §1). */
export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
export const ADMIN_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];

/** Seniority: SUPER_ADMIN > ADMIN > MANAGER > STAFF = TEACHER > STUDENT = PARENT. */
export const ROLE_RANK: Readonly<Record<Role, number>> = {
  SUPER_ADMIN: 5,
  ADMIN: 4,
  MANAGER: 3,
  STAFF: 2,
  TEACHER: 2,
  STUDENT: 1,
  PARENT: 1,
};

/**
 * Whether a user of role `actor` may register, edit, block, delete or change the permissions of a user of role `target`:
 * only SUPER_ADMIN, ADMIN and MANAGER manage others, each up to their own rank (peers included, never above).
 */
export function mayManageRole(actor: Role, target: Role): boolean {
  return ADMIN_ROLES.includes(actor) && ROLE_RANK[target] <= ROLE_RANK[actor];
}

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
