import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeReminderRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST student-fee/reminders { studentIds }: a reminder to each student and their parents (in-app and e-mail). */
export function useSendReminders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (studentIds: string[]) => api.post<Envelope<{ sent: FeeReminderRow[] }>>('student-fee/reminders', { studentIds }),
    onSuccess: () => invalidateUnlessPushed(qc, ['fee_reminder']),
  });
}
