import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Batch, UserRow } from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { academicKeys } from './academic-keys';

export type { Batch };

export const batchTitle = (b: Pick<Batch, 'course' | 'branch'>) => `${b.course?.title ?? '—'} · ${b.branch?.title ?? '—'}`;

export interface BatchListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** GET batch?course=true&branch=true&session=true&perPage&pageNo&searchTitle (002 §7). */
export const useBatches = (params: BatchListParams) =>
  useQuery({
    queryKey: academicKeys.list('batch', params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<Batch>>('batch', { query: { course: true, branch: true, session: true, ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useBatch = (id: string | undefined) =>
  useQuery({
    queryKey: academicKeys.one('batch', id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<Batch>>(`batch/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });

function useInvalidateBatches() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, ['batch']);
}

/** POST batch/create or PUT batch/update/:id (multipart when an icon is chosen). */
export function useSaveBatch() {
  const invalidate = useInvalidateBatches();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id
        ? api.put<Envelope<{ _id: string }>>(`batch/update/${encodeURIComponent(id)}`, body)
        : api.post<Envelope<{ _id: string }>>('batch/create', body),
    onSuccess: invalidate,
  });
}

/** PUT batch/update/:id { isBatchCompleted: true } (002 §7): 'Batch Completed'. */
export function useCompleteBatch() {
  const invalidate = useInvalidateBatches();
  return useMutation({
    mutationFn: (id: string) => api.put<Envelope<{ _id: string }>>(`batch/update/${encodeURIComponent(id)}`, { isBatchCompleted: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteBatch() {
  const invalidate = useInvalidateBatches();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`batch/delete/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** GET user?role=TEACHER&perPage=100: H.O.D. choices. */
export const useTeachers = () =>
  useQuery({
    queryKey: academicKeys.list('teacher', { perPage: 100 }),
    queryFn: ({ signal }) => api.get<PagedEnvelope<UserRow>>('user', { query: { role: 'TEACHER', perPage: 100, pageNo: 1 }, signal }),
  });
