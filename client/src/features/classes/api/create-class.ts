import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import type { ClassView, CreateClassBody } from './types';

/** POST class/create: the Create Class dialog (002 §2 Live classes). */
export function useCreateClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassBody) => api.post<Envelope<ClassView>>('class/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['lecture']),
  });
}
