import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimetableDayGroup, TimetableSlot } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { batchTabKeys } from './batch-tab-keys';

export type { TimetableSlot };

/** GET batch/:batchId/timetable: six days, Monday to Saturday. */
export const batchTimetableQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: batchTabKeys.timetable(batchId),
    queryFn: ({ signal }) => api.get<Envelope<TimetableDayGroup[]>>(`batch/${encodeURIComponent(batchId)}/timetable`, { signal }),
  });

export const useBatchTimetable = (batchId: string) => useQuery({ ...batchTimetableQueryOptions(batchId), enabled: !!batchId });
