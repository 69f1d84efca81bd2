import { useQuery } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { studentKeys } from './people-keys';

export interface StudentBatch {
  _id: string;
  session: string | null;
  course: string | null;
  branch: string | null;
  isCompleted: boolean;
}
export interface StudentRow {
  _id: string;
  displayName: string;
  /** null for a teacher (a class register's columns only). */
  email: string | null;
  phoneNumber: string;
  countryCode: string;
  gender: string;
  photoUrl: string | null;
  createdAt: string;
  academicDetails: {
    registrationNumber: string | null;
    rollNumber: string | null;
    batch: StudentBatch | null;
  } | null;
}

export interface StudentListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  session: string;
  course: string;
  branch: string;
  isAlumni: boolean;
}

export const batchLabel = (b: StudentBatch | null | undefined) => (b ? [b.course, b.branch, b.session].filter(Boolean).join(' · ') : 'Not assigned');

/** GET student?perPage&pageNo&searchTitle&session&course&branch&isAlumni (001 §7). */
export const useStudents = (params: StudentListParams, enabled = true) =>
  useQuery({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<StudentRow>>('student', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
