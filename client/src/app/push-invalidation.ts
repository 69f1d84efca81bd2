import { useEffect } from 'react';
// Each feature's push map by path (features/<name>/push.ts only), not through its index: this runs in the entry chunk.
import { absenceAlertsPush } from '@/features/absence-alerts/push';
import { academicsPush } from '@/features/academics/push';
import { attendancePush } from '@/features/attendance/push';
import { auditPush } from '@/features/audit/push';
import { classesPush } from '@/features/classes/push';
import { communicationPush } from '@/features/communication/push';
import { dashboardsPush } from '@/features/dashboards/push';
import { departmentsPush } from '@/features/departments/push';
import { examsPush } from '@/features/exams/push';
// Assignments (issue 15)
import { assignmentsPush } from '@/features/assignments/push';
import { examGradingPush } from '@/features/exam-grading/push';
import { examTakingPush } from '@/features/exam-taking/push';
import { examResultsPush } from '@/features/exam-results/push';
import { financePush } from '@/features/finance/push';
import { identityPush, sessionKey } from '@/features/identity/push';
import { leavePush } from '@/features/leave/push';
// ---- library circulation (lib-circ-client) ----
import { libraryPush } from '@/features/library/push';
// ---- end library circulation ----
import { payrollPush } from '@/features/payroll/push';
import { peoplePush } from '@/features/people/push';
import { studentFeesPush } from '@/features/student-fees/push';
import { studentAttendancePush } from '@/features/student-attendance/push';
import { studentDashboardPush } from '@/features/student-dashboard/push';
import { timetablesPush } from '@/features/timetables/push';
import { fleetPush, ridersPush } from '@/features/transport/push';
import { noticesPush, reportsPush } from '@/features/placements/push';
// ---- inventory (inv-client) ----
import { inventoryPush } from '@/features/inventory/push';
// ---- end inventory ----
import { appUpdatesPush } from '@/features/app-updates/push';
import { pageViewsPush } from '@/features/page-views/push';
// ---- support (support) ----
import { supportPush } from '@/features/support/push';
// ---- end support ----
// ---- records (records) ----
import { recordsPush } from '@/features/records/push';
// ---- end records ----
import { emitJob } from '@/lib/job-events';
// ---- library catalogue (lib-catalogue) ----
import { libraryCataloguePush } from '@/features/library/push';
// ---- end library catalogue ----
import { composePushMaps, connectPush, pushedKeys, setPushMap } from '@/lib/push';
import { queryClient } from '@/lib/query-client';

/** Which cached queries a change of each read model makes stale (push is a signal, not data). */
export const keysByReadModel = composePushMaps([
  absenceAlertsPush,
  academicsPush,
  attendancePush,
  auditPush,
  classesPush,
  communicationPush,
  dashboardsPush,
  departmentsPush,
  examsPush,
  // Assignments (issue 15)
  assignmentsPush,
  examGradingPush,
  examTakingPush,
  examResultsPush,
  financePush,
  identityPush,
  leavePush,
  // ---- library circulation (lib-circ-client) ----
  libraryPush,
  // ---- end library circulation ----
  payrollPush,
  peoplePush,
  studentFeesPush,
  studentAttendancePush,
  studentDashboardPush,
  timetablesPush,
  // Transport and placements (issue 18)
  fleetPush,
  ridersPush,
  noticesPush,
  reportsPush,
  // ---- inventory (inv-client) ----
  inventoryPush,
  // ---- end inventory ----
  // ---- library catalogue (lib-catalogue) ----
  libraryCataloguePush,
  // ---- end library catalogue ----
  appUpdatesPush,
  pageViewsPush,
  // ---- support (support) ----
  supportPush,
  // ---- end support ----
  // ---- records (records) ----
  recordsPush,
  // ---- end records ----
]);
setPushMap(keysByReadModel);

export function invalidateFor(readModel: string): void {
  for (const queryKey of pushedKeys(readModel)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * One websocket per tab while signed in, for the active institute (a switch reconnects); reconnecting
 * refreshes everything, since signals may have been missed.
 */
export function usePushInvalidation(token: string | undefined, instituteId: string | null): void {
  useEffect(() => {
    if (!token) return;
    return connectPush(token, instituteId, {
      onChange: (readModel) => invalidateFor(readModel),
      onReconnect: () => void queryClient.invalidateQueries(),
      onJob: emitJob,
      // The session ended on the server (blocked, signed out elsewhere, new password, expired): asking who we are
      // answers 401, which signs this tab out.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: sessionKey }),
    });
  }, [token, instituteId]);
}
