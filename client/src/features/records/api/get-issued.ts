import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IssuedCertificate } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { recordsKeys } from './records-keys';

export type { IssuedCertificate };

/** GET student/issued-certificate/:studentId: the bonafide and transfer certificates issued to the student. */
export const issuedQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: recordsKeys.issued(studentId),
    queryFn: ({ signal }) =>
      api.get<Envelope<IssuedCertificate[]>>(`student/issued-certificate/${encodeURIComponent(studentId)}`, { signal }),
    enabled: !!studentId,
  });

export const useIssued = (studentId: string) => useQuery(issuedQueryOptions(studentId));
