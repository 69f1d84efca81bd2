// The browser flows, in order. Each gets { newContext, base, state } and throws on failure; later flows use earlier
// ones' state (state.admin, the first department, the notice), so the order here is the order they run in.
import { adminSignInFlows, roleAndPasswordFlows } from './auth-flows.mjs';
import { departmentFlows } from './department-flows.mjs';
import { financeFlows } from './finance-flows.mjs';
import { layoutFlows } from './layout-flows.mjs';
import { noticeFlows } from './notice-flows.mjs';
import { academicFlows } from './academics-flows.mjs';
import { batchTabFlows } from './batch-tabs-flows.mjs';
import { permissionFlows } from './permissions-flows.mjs';
import { peopleOpsFlows } from './people-ops-flows.mjs';
import { adminFlows } from './admin-flows.mjs';
import { feesFlows } from './fees-flows.mjs';
import { payrollFlows } from './payroll-flows.mjs';
import { leaveFlows } from './leave-flows.mjs';
import { feeDefaulterFlows } from './fee-defaulters-flows.mjs';
import { leaveApplicationFlows } from './leave-application-flows.mjs';
import { registrationFlows } from './registration-flows.mjs';
import { recordsFlows } from './records-flows.mjs';
import { classesFlows } from './classes-flows.mjs';
import { phoneFlows } from './phone-flows.mjs';
import { studentAttendanceFlows } from './student-attendance-flows.mjs';
import { panelPagesFlows } from './panel-pages-flows.mjs';
import { classesParentFlows } from './classes-parent-flows.mjs';
import { examsFlows } from './exams-flows.mjs';
import { examTakingFlows } from './exam-taking-flows.mjs';
import { examResultsFlows } from './exam-results-flows.mjs';
import { assignmentDashboardFlows } from './assignment-dashboards-flows.mjs';
// Assignments (issue 15)
import { assignmentsFlows } from './assignments-flows.mjs';

export const flows = [
  ...adminSignInFlows,
  ...departmentFlows,
  ...financeFlows,
  ...roleAndPasswordFlows,
  ...layoutFlows,
  ...noticeFlows,
  ...academicFlows,
  ...batchTabFlows,
  ...permissionFlows,
  ...peopleOpsFlows,
  ...adminFlows,
  ...feesFlows,
  ...payrollFlows,
  ...leaveFlows,
  ...feeDefaulterFlows,
  ...leaveApplicationFlows,
  ...registrationFlows,
  ...recordsFlows,
  ...studentAttendanceFlows,
  ...classesFlows,
  ...classesParentFlows,
  ...examsFlows,
  ...examTakingFlows,
  ...examResultsFlows,
  ...assignmentDashboardFlows,
  // Assignments (issue 15)
  ...assignmentsFlows,
  ...panelPagesFlows,
  ...phoneFlows,
];
