import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassView } from '@school/contracts';
import { studentDashboardQuery } from './student-dashboard-keys';

/** GET dashboard/student/get-upcoming-class: the next 3 classes. */
export const upcomingClassesQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<ClassView[]>('get-upcoming-class', studentId, isParent));

export const useUpcomingClasses = (studentId: string | undefined, isParent: boolean) =>
  useQuery(upcomingClassesQueryOptions(studentId ?? '', isParent));
