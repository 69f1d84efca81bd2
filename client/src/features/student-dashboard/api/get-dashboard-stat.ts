import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDashboardStat } from '@school/contracts';
import { studentDashboardQuery } from './student-dashboard-keys';

/** GET dashboard/student/dashboard-stat: totalClasses, totalAssignments, totalExams, totalAttendance (and totalAbsent, totalLeave). */
export const studentDashboardStatQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<StudentDashboardStat>('dashboard-stat', studentId, isParent));

export const useStudentDashboardStat = (studentId: string | undefined, isParent: boolean) =>
  useQuery(studentDashboardStatQueryOptions(studentId ?? '', isParent));
