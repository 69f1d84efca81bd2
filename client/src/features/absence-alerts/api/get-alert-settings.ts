import { useQuery } from '@tanstack/react-query';
import type { AbsenceAlertSettings } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

/** GET attendance/alert-settings: whether the institute's parents are alerted. */
export const useAlertSettings = () =>
  useQuery({
    queryKey: alertKeys.settings(),
    queryFn: ({ signal }) => api.get<Envelope<AbsenceAlertSettings>>('attendance/alert-settings', { signal }),
  });
