import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudentAssignmentList, StudentAssignmentRow, StudentAssignmentStats } from '@school/contracts';
import type { Static } from '@sinclair/typebox';
import { api } from '@/lib/api-client';
import { studentAssignmentKeys } from './people-keys';

export type { StudentAssignmentRow, StudentAssignmentStats };
export type StudentAssignmentPage = Static<typeof StudentAssignmentList>;

/** 001 §9: the profile's assignments, ten a page. */
export const STUDENT_ASSIGNMENTS_PER_PAGE = 10;

export interface StudentAssignmentParams {
  pageNo: number;
  searchTitle: string;
}

/** GET assignment/student/:studentId?perPage=10&pageNo&searchTitle (001 §7): the page, with statistics over them all. */
export const useStudentAssignments = (studentId: string, params: StudentAssignmentParams, enabled = true) =>
  useQuery({
    queryKey: studentAssignmentKeys.list(studentId, params),
    queryFn: ({ signal }) =>
      api.get<StudentAssignmentPage>(`assignment/student/${encodeURIComponent(studentId)}`, {
        query: { perPage: STUDENT_ASSIGNMENTS_PER_PAGE, ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: enabled && !!studentId,
  });
