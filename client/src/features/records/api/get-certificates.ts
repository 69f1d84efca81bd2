import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { recordsKeys } from './records-keys';

export type { Certificate };

/** GET student/certificate/:studentId: the student's certificates, newest first. */
export const certificatesQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: recordsKeys.certificates(studentId),
    queryFn: ({ signal }) => api.get<Envelope<Certificate[]>>(`student/certificate/${encodeURIComponent(studentId)}`, { signal }),
    enabled: !!studentId,
  });

export const useCertificates = (studentId: string) => useQuery(certificatesQueryOptions(studentId));
