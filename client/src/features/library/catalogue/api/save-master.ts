import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { catalogueKeys, type MasterKind } from './catalogue-keys';
import { MASTER, masterBody, masterRow, type MasterRow } from './masters';

/** POST <kind>/create, or PUT <kind>/update/:id: replies with the record (the add dialogs select it in the form). */
export function useSaveMaster(kind: MasterKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, detail }: { id?: string; name: string; detail: string }) => {
      const body = masterBody(kind, name, detail);
      const m = MASTER[kind];
      const r = id
        ? await api.put<Envelope<Record<string, unknown>>>(`${m.update}/${encodeURIComponent(id)}`, body)
        : await api.post<Envelope<Record<string, unknown>>>(m.create, body);
      return { message: r.message, data: { ...masterRow(kind, { ...body, ...r.data }), _id: String(r.data._id ?? id) } as MasterRow };
    },
    onSuccess: () => invalidateUnlessPushed(qc, [MASTER[kind].readModel], [catalogueKeys.masters(kind)]),
  });
}
