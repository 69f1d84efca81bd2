import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchMaterial } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST batch/material/:batchId, multipart title, description, file (designed). */
export function useUploadMaterial(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { title: string; description: string; file: File }) => {
      const form = new FormData();
      form.set('title', v.title);
      if (v.description) form.set('description', v.description);
      form.set('file', v.file);
      return api.post<Envelope<BatchMaterial>>(`batch/material/${encodeURIComponent(batchId)}`, form);
    },
    onSuccess: () => invalidateUnlessPushed(qc, ['batch_material']),
  });
}
