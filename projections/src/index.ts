import { departmentsProjection } from './departments/departments.js';
import { financeEntriesProjection } from './finance/finance-entries.js';
import { institutesProjection, usersProjection } from './identity/users.js';
import { noticesProjection, notificationsProjection } from './communication/notices.js';
import { studentsProjection } from './people/students.js';
import { academicsProjections } from './academics/index.js';
import { staffAttendanceProjection } from './attendance/staff-attendance.js';
import { permissionsProjection } from './permissions/permissions.js';
import { staffPaymentsProjection } from './payroll/staff-payments.js';
import { staffLeaveProjection } from './leave/staff-leave.js';
import { leaveQuotaProjection } from './leave/leave-quota.js';
import { studentFeesProjections } from './student-fees/index.js';
import { dashboardProjections } from './dashboards/index.js';
import { classesProjections } from './classes/index.js';
// ---- live classes (live-read) ----
import { liveClassProjections } from './classes/index.js';
// ---- end live classes ----
import { absenceAlertProjection } from './absence-alerts/index.js';
import { examsProjections } from './exams/index.js';
import { assignmentDashboardProjection } from './assignment-dashboards/assignment-dashboard.js';
import { assignmentsProjections } from './assignments/index.js';
// ---- inventory (inv-server) ----
import { inventoryProjections } from './inventory/index.js';
// ---- end inventory ----
// ---- library circulation (lib-circ-server) ----
import { circulationProjections } from './library/circulation-index.js';
// ---- end library circulation ----
// ---- transport riders (riders) ----
import { transportRidersProjections } from './transport/riders.js';
// ---- end transport riders ----
// ---- library catalogue (lib-catalogue) ----
import { libraryBookProjection } from './library/catalogue-books.js';
import { libraryAuthorProjection, libraryPublicationProjection } from './library/catalogue-masters.js';
// ---- end library catalogue ----
import { appUpdatesProjection } from './app-updates/app-updates.js';
import { pageViewsProjection } from './page-views/page-views.js';
// ---- transport fleet (fleet-server) ----
import { transportFleetProjections } from './transport/fleet.js';
// ---- end transport fleet ----
// ---- placement notices (notices) ----
import { placementNoticeProjections } from './placements/notices.js';
// ---- end placement notices ----
// ---- placement reports (reports) ----
import { placementReportProjection } from './placements/reports.js';
// ---- end placement reports ----
// ---- support (support) ----
import { enquiriesProjection } from './support/enquiries.js';
// ---- end support ----
// ---- records (records) ----
import { recordsProjections } from './records/student-records.js';
// ---- end records ----
import type { Projection } from './types.js';

export * from './types.js';
export * from './runner.js';
// ---- support (support) ----
export { enquiriesProjection };
// ---- end support ----
// ---- records (records) ----
export { recordsProjections };
// ---- end records ----
export { appUpdatesProjection, pageViewsProjection };
export * from './academics/index.js';
export * from './student-fees/index.js';
export * from './classes/index.js';
export * from './exams/index.js';
export { assignmentDashboardProjection } from './assignment-dashboards/assignment-dashboard.js';
export * from './assignments/index.js';
export { absenceAlertProjection } from './absence-alerts/index.js';
export { staffAttendanceProjection };
export {
  departmentsProjection,
  financeEntriesProjection,
  institutesProjection,
  usersProjection,
  noticesProjection,
  notificationsProjection,
};
export { studentsProjection, permissionsProjection };
export { staffPaymentsProjection };
export { staffLeaveProjection, leaveQuotaProjection };
// ---- inventory (inv-server) ----
export * from './inventory/index.js';
// ---- end inventory ----
// ---- library circulation (lib-circ-server) ----
export * from './library/circulation-index.js';
// ---- end library circulation ----
// ---- transport riders (riders) ----
export * from './transport/riders.js';
// ---- end transport riders ----
// ---- library catalogue (lib-catalogue) ----
export { libraryBookProjection, libraryAuthorProjection, libraryPublicationProjection };
// ---- end library catalogue ----
// ---- transport fleet (fleet-server) ----
export * from './transport/fleet.js';
// ---- end transport fleet ----
// ---- placement notices (notices) ----
export * from './placements/notices.js';
// ---- end placement notices ----
// ---- placement reports (reports) ----
export { placementReportProjection };
// ---- end placement reports ----

/** Every read model of the product, in one list for the runner, the CLI and the status call. */
export const allProjections: readonly Projection[] = [
  institutesProjection,
  usersProjection,
  departmentsProjection,
  ...academicsProjections,
  financeEntriesProjection,
  noticesProjection,
  notificationsProjection,
  studentsProjection,
  staffAttendanceProjection,
  permissionsProjection,
  staffPaymentsProjection,
  staffLeaveProjection,
  leaveQuotaProjection,
  ...studentFeesProjections,
  ...classesProjections,
  // ---- live classes (live-read) ----
  ...liveClassProjections,
  // ---- end live classes ----
  absenceAlertProjection,
  ...dashboardProjections,
  ...examsProjections,
  ...assignmentsProjections,
  assignmentDashboardProjection,
  // ---- inventory (inv-server) ----
  ...inventoryProjections,
  // ---- end inventory ----
  // ---- library circulation (lib-circ-server) ----
  ...circulationProjections,
  // ---- end library circulation ----
  // ---- library catalogue (lib-catalogue) ----
  libraryBookProjection,
  libraryAuthorProjection,
  libraryPublicationProjection,
  // ---- end library catalogue ----
  appUpdatesProjection,
  pageViewsProjection,
  // ---- transport fleet (fleet-server) ----
  ...transportFleetProjections,
  // ---- end transport fleet ----
  // ---- placement notices (notices) ----
  ...placementNoticeProjections,
  // ---- end placement notices ----
  // ---- placement reports (reports) ----
  placementReportProjection,
  // ---- end placement reports ----
  // ---- transport riders (riders) ----
  ...transportRidersProjections,
  // ---- end transport riders ----
  // ---- support (support) ----
  enquiriesProjection,
  // ---- end support ----
  // ---- records (records) ----
  ...recordsProjections,
  // ---- end records ----
];
