import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyClassRow } from '@school/contracts';
import { studentDashboardQuery } from './student-dashboard-keys';

/** GET dashboard/student/get-monthly-class: the last 12 months, held classes per subject. */
export const monthlyClassesQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<MonthlyClassRow[]>('get-monthly-class', studentId, isParent));

export const useMonthlyClasses = (studentId: string | undefined, isParent: boolean) =>
  useQuery(monthlyClassesQueryOptions(studentId ?? '', isParent));
