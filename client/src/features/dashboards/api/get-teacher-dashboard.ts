import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TeacherAttendanceMonth,
  TeacherAttendanceStat,
  TeacherBatchCard,
  TeacherBatchClasses,
  TeacherBatchStudents,
  TeacherBatchWork,
  TeacherClassCount,
  TeacherDashboardStat,
  TeacherLmsCardStat,
  TeacherMonthlyClasses,
  TeacherTimetableStat,
} from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type {
  TeacherAttendanceMonth,
  TeacherAttendanceStat,
  TeacherBatchClasses,
  TeacherBatchStudents,
  TeacherClassCount,
  TeacherMonthlyClasses,
  TeacherTimetableStat,
};

/** GET dashboard/teacher/<path>: the calling teacher's figures (002 §2 Teacher dashboard). */
const teacherQuery = <T>(path: string) =>
  queryOptions({
    queryKey: dashboardKeys.teacher(path),
    queryFn: ({ signal }) => api.get<Envelope<T>>(`dashboard/teacher/${path}`, { signal }).then((r) => r.data),
  });

export const useTeacherDashboardStat = () => useQuery(teacherQuery<TeacherDashboardStat>('dashboard-stat'));
export const useTeacherBatchCard = () => useQuery(teacherQuery<TeacherBatchCard>('batch-card'));
export const useTeacherBatchWork = () => useQuery(teacherQuery<TeacherBatchWork>('batch-wise-work'));
export const useTeacherBatchStudents = () => useQuery(teacherQuery<TeacherBatchStudents[]>('batch-wise-student'));
export const useTeacherMonthlyClasses = () => useQuery(teacherQuery<TeacherMonthlyClasses[]>('monthly-classes'));
export const useTeacherWeeklyClasses = () => useQuery(teacherQuery<TeacherClassCount[]>('weekly-classes'));
export const useTeacherWeeklyLms = () => useQuery(teacherQuery<TeacherClassCount[]>('weekly-lms'));
export const useTeacherTimetableStat = () => useQuery(teacherQuery<TeacherTimetableStat>('timetable-stat'));
export const useTeacherLmsCardStat = () => useQuery(teacherQuery<TeacherLmsCardStat>('lms-card-stat'));
export const useTeacherLmsBatchClasses = () => useQuery(teacherQuery<TeacherBatchClasses[]>('lms-batch-wise-class'));
export const useTeacherAttendanceStat = () => useQuery(teacherQuery<TeacherAttendanceStat>('attendance-stat'));
export const useTeacherAttendanceMonthly = () => useQuery(teacherQuery<TeacherAttendanceMonth[]>('attendance-overview-monthly'));

/** A month of the Analytical Overview: the tests (exams) and the assignments of the teacher's batches. */
export interface TeacherTestAnalyticsRow {
  /** YYYY-MM */
  _id: string;
  test: number;
  assignment: number;
}
/** GET dashboard/teacher/test-analytics: the current year's months (002 §3 test analytics rows). */
export const useTeacherTestAnalytics = () => useQuery(teacherQuery<TeacherTestAnalyticsRow[]>('test-analytics'));

/** GET dashboard/teacher/batch-wise-class?perPage=7&pageNo (002 §9: seven a page). */
export const useTeacherBatchClasses = (pageNo: number) =>
  useQuery({
    queryKey: [...dashboardKeys.teacher('batch-wise-class'), pageNo],
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<TeacherBatchClasses>>('dashboard/teacher/batch-wise-class', { query: { perPage: 7, pageNo }, signal }),
    placeholderData: (previous) => previous,
  });
