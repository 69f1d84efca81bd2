import { academicsModule } from './academics/index.js';
import { attendanceModule } from './attendance/index.js';
import { auditModule } from './audit/index.js';
import { communicationModule } from './communication/index.js';
import { dashboardsModule } from './dashboards/index.js';
import { departmentsModule } from './departments/index.js';
import { filesModule } from './files/index.js';
import { financeModule } from './finance/index.js';
import { identityModule } from './identity/index.js';
import { leaveModule } from './leave/index.js';
import { operationsModule } from './operations/index.js';
import { payrollModule } from './payroll/index.js';
import { peopleModule } from './people/index.js';
import { bulkUploadModule } from './bulk-upload/index.js';
import { permissionsModule } from './permissions/index.js';
import { studentFeesModule } from './student-fees/index.js';
import { classesModule } from './classes/index.js';
import { absenceAlertsModule } from './absence-alerts/index.js';
import { examsModule } from './exams/index.js';
import { assignmentDashboardsModule } from './assignment-dashboards/index.js';
import { assignmentsModule } from './assignments/index.js';
import { libraryModule } from './library/index.js';
import { inventoryModule } from './inventory/index.js';
import { transportModule } from './transport/index.js';
import { placementsModule } from './placements/index.js';
import { appUpdatesModule } from './app-updates/index.js';
import { pageViewsModule } from './page-views/index.js';
import { mailModule } from './mail/index.js';
// ---- support (support) ----
import { supportModule } from './support/index.js';
// ---- end support ----
// ---- records (records) ----
import { recordsModule } from './records/index.js';
// ---- end records ----
import type { ServerModule } from './types.js';

export const modules: readonly ServerModule[] = [
  identityModule,
  departmentsModule,
  academicsModule,
  financeModule,
  dashboardsModule,
  communicationModule,
  operationsModule,
  filesModule,
  peopleModule,
  bulkUploadModule,
  attendanceModule,
  permissionsModule,
  payrollModule,
  leaveModule,
  auditModule,
  studentFeesModule,
  classesModule,
  absenceAlertsModule,
  examsModule,
  assignmentsModule,
  assignmentDashboardsModule,
  libraryModule,
  inventoryModule,
  transportModule,
  placementsModule,
  appUpdatesModule,
  pageViewsModule,
  mailModule,
  // ---- support (support) ----
  supportModule,
  // ---- end support ----
  // ---- records (records) ----
  recordsModule,
  // ---- end records ----
];
