import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklyClassStatRow } from '@school/contracts';
import { studentDashboardQuery } from './student-dashboard-keys';

/** GET dashboard/student/timetable-weekly-stat: this week's classes per subject and what was attended. */
export const weeklyClassStatQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<WeeklyClassStatRow[]>('timetable-weekly-stat', studentId, isParent));

export const useWeeklyClassStat = (studentId: string | undefined, isParent: boolean) =>
  useQuery(weeklyClassStatQueryOptions(studentId ?? '', isParent));
