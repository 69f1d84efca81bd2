import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimetableDayGroup } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { timetableKeys } from './timetable-keys';

/** GET teacher/timetable/:userId: the teacher's own week across the batches they teach. */
export const teacherTimetableQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: timetableKeys.teacher(userId),
    queryFn: ({ signal }) =>
      api.get<Envelope<TimetableDayGroup[]>>(`teacher/timetable/${encodeURIComponent(userId)}`, { signal }).then((r) => r.data),
    enabled: !!userId,
  });

export const useTeacherTimetable = (userId: string | undefined) => useQuery(teacherTimetableQueryOptions(userId ?? ''));
