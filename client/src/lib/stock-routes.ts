import type { Role } from '@school/contracts';

/**
 * The library's and the inventory's pages (issue 17; screens.tsv names the ones it can). Spread into `paths`,
 * `pageAccess` and `pageModules` (./routes.ts). "Office" pages: SUPER_ADMIN, ADMIN, and MANAGER / STAFF holding the
 * permission module.
 */
export const stockPaths = {
  /** Not named by the spec: the library dashboard (quick actions, statistics, recent issues and returns). */
  libraryDashboard: '/panel/admin/library/dashboard',
  /** Not named by the spec: the book grid with export. */
  libraryBooks: '/panel/admin/library/books',
  /** 001 §2 the book form; ?edit=true&editId={id} for update. */
  libraryAddBook: '/panel/admin/library/add-new-book',
  libraryBulkUpload: '/panel/admin/library/bulk-upload',
  libraryUpdateStock: '/panel/admin/library/update-stock',
  /** Not named by the spec: the library students as cards. */
  libraryStudents: '/panel/admin/library/student',
  libraryStudent: '/panel/admin/library/student/:studentId',
  /** Not named by the spec: the institute's library rules (fines, limits, renewals). */
  librarySettings: '/panel/admin/library/settings',
  /** Not named by the spec: a student's (a parent's child's) own library page. */
  studentLibrary: '/panel/student/library',
  /** 001 §2 Specialised dashboards: inventory stats. */
  inventoryDashboard: '/panel/admin/inventory/dashboard',
  /** 001 §2 the stock list (the admin dashboard's Total Stocks card). */
  inventoryStock: '/panel/admin/inventory/manage-stock',
  /** 001 §2 the stock form; ?edit=true&editId={id} for update. */
  inventoryCreate: '/panel/admin/inventory/create',
  /** Not named by the spec: the supply list ('Supply Requests' for STAFF, 'Inventory Stock Supplied' otherwise). */
  inventorySupply: '/panel/admin/inventory/supply',
  inventoryBulkUpload: '/panel/admin/inventory/bulk-upload',
  /** A teacher's own supply requests (any teacher may ask the store). */
  teacherSupply: '/panel/teacher/inventory/supply',
} as const;

const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

export const stockPageAccess: Record<string, readonly Role[]> = {
  [stockPaths.libraryDashboard]: OFFICE,
  [stockPaths.libraryBooks]: OFFICE,
  [stockPaths.libraryAddBook]: OFFICE,
  [stockPaths.libraryBulkUpload]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [stockPaths.libraryUpdateStock]: OFFICE,
  [stockPaths.libraryStudents]: OFFICE,
  [stockPaths.libraryStudent]: OFFICE,
  [stockPaths.librarySettings]: OFFICE,
  [stockPaths.studentLibrary]: ['STUDENT', 'PARENT'],
  [stockPaths.inventoryDashboard]: OFFICE,
  [stockPaths.inventoryStock]: OFFICE,
  [stockPaths.inventoryCreate]: OFFICE,
  // Every STAFF member may ask the store for supplies (their own requests); the office sees all.
  [stockPaths.inventorySupply]: OFFICE,
  [stockPaths.inventoryBulkUpload]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [stockPaths.teacherSupply]: ['TEACHER'],
};

/** A MANAGER or STAFF member needs one of these permission modules (the supply list needs none: own requests). */
export const stockPageModules: Record<string, readonly string[]> = {
  [stockPaths.libraryDashboard]: ['library'],
  [stockPaths.libraryBooks]: ['library'],
  [stockPaths.libraryAddBook]: ['library'],
  [stockPaths.libraryBulkUpload]: ['library'],
  [stockPaths.libraryUpdateStock]: ['library'],
  [stockPaths.libraryStudents]: ['library'],
  [stockPaths.libraryStudent]: ['library'],
  [stockPaths.librarySettings]: ['library'],
  [stockPaths.inventoryDashboard]: ['inventory'],
  [stockPaths.inventoryStock]: ['inventory'],
  [stockPaths.inventoryCreate]: ['inventory'],
  [stockPaths.inventoryBulkUpload]: ['inventory'],
};
