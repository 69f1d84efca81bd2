import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Static } from '@sinclair/typebox';
import type { StaffAttendanceMonthReply, StaffAttendanceRow } from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { attendanceKeys } from './attendance-keys';

export type AttendanceStatus = 'present' | 'absent' | 'leave';

export type AttendanceRow = StaffAttendanceRow;

export interface AttendanceByDateParams {
  date: string;
  searchTitle: string;
  sortByName: 'A-Z' | 'Z-A';
  pageNo: number;
  perPage: number;
}

export const statusOf = (r: { isPresent: boolean; isAbsent: boolean; isOnLeave: boolean }): AttendanceStatus | null =>
  r.isPresent ? 'present' : r.isAbsent ? 'absent' : r.isOnLeave ? 'leave' : null;

/** POST staff/attendance-by-date: the institute's staff with that day's status, paged. */
export const useAttendanceByDate = (params: AttendanceByDateParams) =>
  useQuery({
    queryKey: attendanceKeys.byDate(params),
    queryFn: ({ signal }) =>
      api.post<PagedEnvelope<AttendanceRow>>(
        'staff/attendance-by-date',
        { ...params, searchTitle: params.searchTitle || undefined },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });

/** POST staff/attendance/create: exactly one of the three flags. */
export function useMarkAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { user: string; date: string; status: AttendanceStatus }) =>
      api.post<Envelope<unknown>>('staff/attendance/create', {
        user: v.user,
        date: v.date,
        isPresent: v.status === 'present',
        isAbsent: v.status === 'absent',
        isLeave: v.status === 'leave',
      }),
    onSuccess: () => invalidateUnlessPushed(qc, ['staff_attendance']),
  });
}

/** The data of POST staff/attendance/:staffId (contracts). */
export type MonthAttendance = Static<typeof StaffAttendanceMonthReply>['data'];

/** POST staff/attendance/:staffId {date}: the month the date falls in. `month` is YYYY-MM. */
export const useMonthAttendance = (staffId: string, month: string) =>
  useQuery({
    queryKey: attendanceKeys.month(staffId, month),
    queryFn: ({ signal }) =>
      api
        .post<Envelope<MonthAttendance>>(`staff/attendance/${encodeURIComponent(staffId)}`, { date: `${month}-01` }, { signal })
        .then((r) => r.data),
    enabled: !!staffId,
    placeholderData: (previous) => previous,
  });

/** Today in the institute's time zone (Asia/Kolkata, docs/api.md), as YYYY-MM-DD. */
export const instituteToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
