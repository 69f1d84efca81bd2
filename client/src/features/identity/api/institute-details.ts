import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstituteDetail } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { instituteKeys } from './institute-keys';

export type InstituteDetails = InstituteDetail;

/** GET institute/:id. */
export const useInstituteDetails = (id: string | null) =>
  useQuery({
    queryKey: [...instituteKeys.all, 'details', id ?? ''],
    queryFn: ({ signal }) => api.get<Envelope<InstituteDetails>>(`institute/${encodeURIComponent(id!)}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });

/** POST institute / PUT institute/:id (multipart with the logo): 'Institute created successfully' / 'Institute updated successfully'. */
export function useSaveInstitute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: FormData }) =>
      id
        ? api.put<Envelope<{ _id: string }>>(`institute/${encodeURIComponent(id)}`, body)
        : api.post<Envelope<{ _id: string }>>('institute', body),
    // A new institute (or another one than the active) signals to its own sockets only: refetch the lists here.
    onSuccess: () => invalidateUnlessPushed(qc, [], [instituteKeys.all]),
  });
}
