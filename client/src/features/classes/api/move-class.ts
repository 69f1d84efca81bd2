import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import type { ClassView, MoveClassBody } from './types';

/** PUT class/update/:classId: a class moved to another time and room, with a reason (before its register is taken). */
export function useMoveClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: string; body: MoveClassBody }) =>
      api.put<Envelope<ClassView>>(`class/update/${encodeURIComponent(classId)}`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['lecture']),
  });
}
