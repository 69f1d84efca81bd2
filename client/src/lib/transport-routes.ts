import type { Role } from '@school/contracts';

/**
 * The transport's and the placements' pages (issue 18; screens.tsv names the ones it can). Spread into `paths`,
 * `pageAccess` and `pageModules` (./routes.ts). "Office" pages: SUPER_ADMIN, ADMIN, and MANAGER / STAFF holding the
 * permission module (`transport`, `placement`).
 */
export const transportPaths = {
  /** 001 §2 the transport dashboard (Total Vehicles, Active Vehicles, Total Drivers; what expires soon). */
  transportDashboard: '/panel/admin/transport/dashboard',
  /** 000 §2 the Add New shortcut of the vehicle and driver pickers; the vehicle list. */
  manageVehicle: '/panel/admin/transport/manage-vehicle',
  /** 001 §2 the Total Drivers card. */
  manageDrivers: '/panel/admin/transport/manage-drivers',
  /** Not named by the spec: the route list (Add New Transport, the route edit drawer). */
  transportRoutes: '/panel/admin/transport/routes',
  /** Not named by the spec: one route's stops, riders and fare. */
  transportRoute: '/panel/admin/transport/routes/:routeId',
  transportBulkUpload: '/panel/admin/transport/bulk-upload',
  /** Not named by the spec: a student's (a parent's child's) route, stop and pickup time. */
  studentTransport: '/panel/student/transport',
  /** Not named by the spec: the routes a teacher is in charge of, with their riders. */
  teacherTransport: '/panel/teacher/transport',
  /** 001 §2 the placement dashboard (the admin dashboard's Placements card). */
  placementDashboard: '/panel/admin/placement/dashboard',
  /** 001 §2 the notice list (target after a notice is created). */
  placementNotices: '/panel/admin/placement',
  /** 001 §2 the notice form (screens.tsv: route not named): Create without ?noticeId, Update with it. */
  placementNoticeForm: '/panel/admin/placement/notice-form',
  /** 001 §2 the applied students of a notice (target after a notice is updated). */
  placementApplicants: '/panel/admin/placement/:placementId',
  /** Not named by the spec: the archive grid of 'University Placement Cell Report {year}' cards. */
  placementArchive: '/panel/admin/placement/archive',
  /** 001 §2 one year's report (the placed student cards). */
  placementArchiveYear: '/panel/admin/placement/archive/:id',
  /** Not named by the spec: a student's placement notices, Apply, and their applications. */
  studentPlacement: '/panel/student/placement',
} as const;

const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

export const transportPageAccess: Record<string, readonly Role[]> = {
  [transportPaths.transportDashboard]: OFFICE,
  [transportPaths.manageVehicle]: OFFICE,
  [transportPaths.manageDrivers]: OFFICE,
  [transportPaths.transportRoutes]: OFFICE,
  [transportPaths.transportRoute]: OFFICE,
  [transportPaths.transportBulkUpload]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [transportPaths.studentTransport]: ['STUDENT', 'PARENT'],
  [transportPaths.teacherTransport]: ['TEACHER'],
  [transportPaths.placementDashboard]: OFFICE,
  [transportPaths.placementNotices]: OFFICE,
  [transportPaths.placementNoticeForm]: OFFICE,
  [transportPaths.placementApplicants]: OFFICE,
  [transportPaths.placementArchive]: OFFICE,
  [transportPaths.placementArchiveYear]: OFFICE,
  [transportPaths.studentPlacement]: ['STUDENT'],
};

/** A MANAGER or STAFF member needs one of these permission modules. */
export const transportPageModules: Record<string, readonly string[]> = {
  [transportPaths.transportDashboard]: ['transport'],
  [transportPaths.manageVehicle]: ['transport'],
  [transportPaths.manageDrivers]: ['transport'],
  [transportPaths.transportRoutes]: ['transport'],
  [transportPaths.transportRoute]: ['transport'],
  [transportPaths.transportBulkUpload]: ['transport'],
  [transportPaths.placementDashboard]: ['placement'],
  [transportPaths.placementNotices]: ['placement'],
  [transportPaths.placementNoticeForm]: ['placement'],
  [transportPaths.placementApplicants]: ['placement'],
  [transportPaths.placementArchive]: ['placement'],
  [transportPaths.placementArchiveYear]: ['placement'],
};
