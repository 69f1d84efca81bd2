import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentBatchReply } from '@school/contracts';
import { api } from '@/lib/api-client';
import { academicKeys } from './academic-keys';

/**
 * GET student/batch?student=: the batch a student (a STUDENT themselves, a PARENT's child) is in, or null. Keyed in the
 * `batch_student` family, which a `student` push (a student moved to another batch) refreshes (../push.ts).
 */
export const studentBatchQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: academicKeys.list('batch_student', { studentOf: studentId }),
    queryFn: ({ signal }) => api.get<StudentBatchReply>('student/batch', { query: { student: studentId }, signal }).then((r) => r.data),
  });

export const useStudentBatch = (studentId: string | undefined) =>
  useQuery({ ...studentBatchQueryOptions(studentId ?? ''), enabled: !!studentId });
