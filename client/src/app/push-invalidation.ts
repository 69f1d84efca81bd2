import { useEffect } from 'react';
import type { QueryKey } from '@tanstack/react-query';
// Key factories by path, not through the features' index files: this runs in the entry chunk.
import { academicKeys, academicReadModels } from '@/features/academics/api/academic-keys';
import { studentKeys, userKeys } from '@/features/people/api/people-keys';
import { authKeys } from '@/features/auth/api/auth-keys';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';
import { dashboardKeys } from '@/features/dashboards/api/dashboard-keys';
import { departmentKeys } from '@/features/departments/api/department-keys';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { instituteKeys } from '@/features/institutes/api/institute-keys';
import { noticeKeys } from '@/features/notices/api/notice-keys';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { emitJob } from '@/lib/job-events';
import { connectPush } from '@/lib/push';
import { queryClient } from '@/lib/query-client';

/** Which cached queries a change of each read model makes stale (push is a signal, not data). */
export const keysByReadModel: Record<string, QueryKey[]> = {
  department: [departmentKeys.all, dashboardKeys.all],
  finance_entry: [financeKeys.all, dashboardKeys.all],
  app_user: [dashboardKeys.all, authKeys.me(), userKeys.all, studentKeys.all],
  student: [studentKeys.all, userKeys.all, dashboardKeys.all],
  /** Staff attendance: the grid, the calendars and the staff dashboard's "on leave" figure. */
  staff_attendance: [attendanceKeys.all, dashboardKeys.all],
  institute: [instituteKeys.all, authKeys.logo()],
  notice: [noticeKeys.all],
  /** A grant or removal changes which menu entries a manager or staff member sees. */
  permission: [authKeys.modules()],
  /** Sent to the owner's sockets only: a new notification, or one read on another device. */
  notification: [notificationKeys.all],
  ...Object.fromEntries(academicReadModels.map((name) => [name, [academicKeys.resource(name)]])),
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
    });
  }, [token, instituteId]);
}
