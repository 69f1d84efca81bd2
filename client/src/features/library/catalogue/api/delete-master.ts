import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { catalogueKeys, type MasterKind } from './catalogue-keys';
import { MASTER } from './masters';

/** DELETE <kind>/delete/:id (an author or publication a book names is refused). */
export function useDeleteMaster(kind: MasterKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<unknown>>(`${MASTER[kind].remove}/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, [MASTER[kind].readModel], [catalogueKeys.masters(kind)]),
  });
}
