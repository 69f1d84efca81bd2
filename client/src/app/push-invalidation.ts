import { useEffect } from 'react';
import type { QueryKey } from '@tanstack/react-query';
// Key factories by path, not through the features' index files: this runs in the entry chunk.
import { academicKeys, academicReadModels } from '@/features/academics/api/academic-keys';
import { studentKeys, userKeys } from '@/features/people/api/people-keys';
import { authKeys } from '@/features/identity/api/auth-keys';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';
import { dashboardKeys, dashboardReadModels } from '@/features/dashboards/api/dashboard-keys';
import { departmentKeys } from '@/features/departments/api/department-keys';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { leaveKeys } from '@/features/leave/api/leave-keys';
import { historyKeys } from '@/features/audit/api/get-history';
import { feeKeys, feeReadModels } from '@/features/student-fees/api/fee-keys';
import { instituteKeys } from '@/features/identity/api/institute-keys';
import { noticeKeys } from '@/features/communication/api/notice-keys';
import { notificationKeys } from '@/features/communication/api/notification-keys';
import { payrollKeys } from '@/features/payroll/api/payroll-keys';
import { emitJob } from '@/lib/job-events';
import { connectPush } from '@/lib/push';
import { queryClient } from '@/lib/query-client';

/** Which cached queries a change of each read model makes stale (push is a signal, not data). */
export const keysByReadModel: Record<string, QueryKey[]> = {
  department: [departmentKeys.all, dashboardKeys.all],
  finance_entry: [financeKeys.all, dashboardKeys.all],
  app_user: [dashboardKeys.all, authKeys.me(), userKeys.all, studentKeys.all],
  /** A student joining or leaving a batch changes the batch's student count too. */
  student: [studentKeys.all, userKeys.all, dashboardKeys.all, academicKeys.resource('batch')],
  /** Staff attendance: the grid, the calendars and the staff dashboard's "on leave" figure. */
  staff_attendance: [attendanceKeys.all, dashboardKeys.all],
  /** Staff leave: the leave list and details, their history, and the staff dashboard's "on leave" figure. */
  staff_leave: [leaveKeys.all, historyKeys.all, dashboardKeys.all],
  institute: [instituteKeys.all, authKeys.logo()],
  /** Staff pay: the salary overview, its transactions and the payment history drawer. */
  staff_payment: [payrollKeys.all],
  /** Batch announcements are notices of a batch (the batch's Announcements tab). */
  notice: [noticeKeys.all, academicKeys.resource('batch_announcement')],
  /** A grant or removal changes which menu entries a manager or staff member sees. */
  permission: [authKeys.modules()],
  /** Sent to the owner's sockets only: a new notification, or one read on another device. */
  notification: [notificationKeys.all],
  ...Object.fromEntries(academicReadModels.map((name) => [name, [academicKeys.resource(name)]])),
  /** Student fees: a payment, reversal or new fee refreshes the fee pages, the profiles and the dashboards. */
  ...Object.fromEntries(feeReadModels.map((name) => [name, [feeKeys.all, dashboardKeys.all]])),
  /** The admin, people and payment dashboards' own counts. */
  ...Object.fromEntries(dashboardReadModels.map((name) => [name, [dashboardKeys.all]])),
};

export function invalidateFor(readModel: string): void {
  for (const queryKey of keysByReadModel[readModel] ?? []) void queryClient.invalidateQueries({ queryKey });
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
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: authKeys.me() }),
    });
  }, [token, instituteId]);
}
