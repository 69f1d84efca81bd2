import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimetableStatCard } from '@school/contracts';
import { studentDashboardQuery } from './student-dashboard-keys';

/** GET dashboard/student/timetable-stat-card: today's classes, those to come, those attended. */
export const timetableStatCardQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<TimetableStatCard>('timetable-stat-card', studentId, isParent));

export const useTimetableStatCard = (studentId: string | undefined, isParent: boolean) =>
  useQuery(timetableStatCardQueryOptions(studentId ?? '', isParent));
