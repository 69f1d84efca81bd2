import { useQuery } from '@tanstack/react-query';
import type { NewAdmissionStat, StaffStatistic, StudentReportStat } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { dashboardKeys, type StatRange } from './dashboard-keys';

/** "All time" for the windowed statistics (the server's default window is the last 30 days). */
const ALL_TIME = '2000-01-01T00:00:00.000Z';
const windowed = (range: StatRange) => ({ startDate: range.startDate ?? ALL_TIME, endDate: range.endDate });

export type StudentReport = StudentReportStat;
export type NewAdmission = NewAdmissionStat;
export type { StaffStatistic };

const peopleKeys = {
  studentReport: () => [...dashboardKeys.all, 'admin', 'student-report'] as const,
  newAdmission: (range: StatRange) => [...dashboardKeys.all, 'admin', 'new-admission', range] as const,
  staffStatistic: (range: StatRange) => [...dashboardKeys.all, 'admin', 'staff-statistic', range] as const,
};

/** GET dashboard/admin/get-all-student-report. */
export const useStudentReport = () =>
  useQuery({
    queryKey: peopleKeys.studentReport(),
    queryFn: ({ signal }) => api.get<Envelope<StudentReport>>('dashboard/admin/get-all-student-report', { signal }).then((r) => r.data),
  });

/** GET dashboard/admin/new-admission?startDate&endDate. */
export const useNewAdmission = (range: StatRange) =>
  useQuery({
    queryKey: peopleKeys.newAdmission(range),
    queryFn: ({ signal }) =>
      api.get<Envelope<NewAdmission>>('dashboard/admin/new-admission', { query: windowed(range), signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

/** GET dashboard/admin/staff-statistic?startDate&endDate. */
export const useStaffStatistic = (range: StatRange) =>
  useQuery({
    queryKey: peopleKeys.staffStatistic(range),
    queryFn: ({ signal }) =>
      api.get<Envelope<StaffStatistic>>('dashboard/admin/staff-statistic', { query: windowed(range), signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
