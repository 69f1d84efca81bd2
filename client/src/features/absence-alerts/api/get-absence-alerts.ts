import { useQuery } from '@tanstack/react-query';
import type { AbsenceAlertRow } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { alertKeys, type AlertLogParams } from './alert-keys';

/** GET attendance/alerts?date=: the delivery log of a day's absence alerts, newest first. */
export const useAbsenceAlerts = (params: AlertLogParams) =>
  useQuery({
    queryKey: alertKeys.log(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<AbsenceAlertRow>>('attendance/alerts', {
        query: { date: params.date, pageNo: params.pageNo, perPage: params.perPage },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
