import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimetableDayGroup } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { timetableKeys } from './timetable-keys';

/** GET student/timetable (a PARENT names the child with `?student=`): the batch's week, Monday to Saturday. */
export const studentTimetableQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions({
    queryKey: timetableKeys.student(studentId),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<TimetableDayGroup[]>>('student/timetable', { query: isParent ? { student: studentId } : {}, signal })
        .then((r) => r.data),
    enabled: !!studentId,
  });

export const useStudentTimetable = (studentId: string | undefined, isParent: boolean) =>
  useQuery(studentTimetableQueryOptions(studentId ?? '', isParent));
