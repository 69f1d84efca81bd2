import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeeReminderSettings, FeeReminderSettingsBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { feeKeys } from './fee-keys';

/** GET student-fee/reminder-settings: "send reminders N days after the due date" (0: off). */
export const useReminderSettings = () =>
  useQuery({
    queryKey: feeKeys.reminderSettings(),
    queryFn: ({ signal }) => api.get<Envelope<FeeReminderSettings>>('student-fee/reminder-settings', { signal }),
  });

/** PUT student-fee/reminder-settings { daysAfterDue } (ADMIN). */
export function useSetReminderSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeReminderSettingsBody) => api.put<Envelope<FeeReminderSettings>>('student-fee/reminder-settings', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['fee_reminder']),
  });
}
