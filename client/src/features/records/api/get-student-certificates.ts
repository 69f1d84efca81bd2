import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentCertificate } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { studentCertificateKeys, type StudentCertificateListParams } from './student-certificate-keys';

export type { StudentCertificate };

/** GET records/student-certificate?perPage&pageNo&searchTitle: newest first. */
export const studentCertificatesQueryOptions = (params: StudentCertificateListParams) =>
  queryOptions({
    queryKey: studentCertificateKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<StudentCertificate>>('records/student-certificate', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useStudentCertificates = (params: StudentCertificateListParams) => useQuery(studentCertificatesQueryOptions(params));
