import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  STUDENT_UPCOMING_ASSIGNMENT_PAGE,
  type StudentAssignmentMonth,
  type StudentAssignmentStat,
  type StudentUpcomingAssignment,
  type StudentWeekAssignmentOverview,
} from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { studentDashboardKeys, studentDashboardQuery } from './student-dashboard-keys';

export type { StudentAssignmentMonth, StudentAssignmentStat, StudentUpcomingAssignment, StudentWeekAssignmentOverview };

/* The student's assignment figures (002 §2 Student dashboards, §3 Assignment stats); a PARENT names the child. */

/** GET dashboard/student/assignment-stat-card: total, complete, upcoming, pending, not submitted, not taken. */
export const assignmentStatCardQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<StudentAssignmentStat>('assignment-stat-card', studentId, isParent));
export const useAssignmentStatCard = (studentId: string | undefined, isParent: boolean) =>
  useQuery(assignmentStatCardQueryOptions(studentId ?? '', isParent));

/** GET dashboard/student/week-assignment-overview: this week's assignments, submitted, pending and missed. */
export const weekAssignmentOverviewQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<StudentWeekAssignmentOverview>('week-assignment-overview', studentId, isParent));
export const useWeekAssignmentOverview = (studentId: string | undefined, isParent: boolean) =>
  useQuery(weekAssignmentOverviewQueryOptions(studentId ?? '', isParent));

/** GET dashboard/student/assignment-overview: the months of this year, submitted, not submitted and pending. */
export const assignmentOverviewQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<StudentAssignmentMonth[]>('assignment-overview', studentId, isParent));
export const useAssignmentOverview = (studentId: string | undefined, isParent: boolean) =>
  useQuery(assignmentOverviewQueryOptions(studentId ?? '', isParent));

/** GET dashboard/student/upcoming-assignment?perPage=5&pageNo: not yet due and not submitted, soonest first. */
export const useUpcomingAssignments = (studentId: string | undefined, isParent: boolean, pageNo = 1) =>
  useQuery({
    queryKey: [...studentDashboardKeys.call('upcoming-assignment', studentId ?? ''), pageNo],
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<StudentUpcomingAssignment>>('dashboard/student/upcoming-assignment', {
        query: { perPage: STUDENT_UPCOMING_ASSIGNMENT_PAGE, pageNo, ...(isParent ? { child: studentId } : {}) },
        signal,
      }),
    enabled: !!studentId,
    placeholderData: keepPreviousData,
  });
