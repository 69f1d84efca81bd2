import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubjectProgressRow } from '@school/contracts';
import { studentDashboardQuery } from './student-dashboard-keys';

/** GET dashboard/student/get-subject-progress: held classes per subject. */
export const subjectProgressQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions(studentDashboardQuery<SubjectProgressRow[]>('get-subject-progress', studentId, isParent));

export const useSubjectProgress = (studentId: string | undefined, isParent: boolean) =>
  useQuery(subjectProgressQueryOptions(studentId ?? '', isParent));
