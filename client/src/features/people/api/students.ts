import { useQuery } from '@tanstack/react-query';
import type { StudentRow } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { studentKeys } from './people-keys';

export type { StudentRow };
export type StudentBatch = NonNullable<StudentRow['academicDetails']['batch']>;

export interface StudentListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  session: string;
  course: string;
  branch: string;
  isAlumni: boolean;
}

export const batchLabel = (b: StudentBatch | null | undefined) =>
  b ? [b.course, b.branch, b.session].filter(Boolean).join(' · ') : 'Not assigned';

/** GET student?perPage&pageNo&searchTitle&session&course&branch&isAlumni (001 §7). */
export const useStudents = (params: StudentListParams, enabled = true) =>
  useQuery({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<StudentRow>>('student', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
