import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbsenceAlertSettings, AbsenceAlertSettingsBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** PUT attendance/alert-settings { enabled } (ADMIN, SUPER_ADMIN). */
export function useSetAlertSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AbsenceAlertSettingsBody) => api.put<Envelope<AbsenceAlertSettings>>('attendance/alert-settings', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['absence_alert']),
  });
}
