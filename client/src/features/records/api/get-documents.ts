import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordDocument } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { recordsKeys } from './records-keys';

export type { RecordDocument };

/** GET student/academic/:studentId: the student's documents (files and links), newest first. */
export const documentsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: recordsKeys.documents(studentId),
    queryFn: ({ signal }) => api.get<Envelope<RecordDocument[]>>(`student/academic/${encodeURIComponent(studentId)}`, { signal }),
    enabled: !!studentId,
  });

export const useDocuments = (studentId: string) => useQuery(documentsQueryOptions(studentId));
