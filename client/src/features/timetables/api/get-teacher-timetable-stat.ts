import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { timetableKeys } from './timetable-keys';

/**
 * What this page reads of GET dashboard/teacher/timetable-stat (contracts' TeacherTimetableStat, the teacher's dashboard
 * calls): today's classes and the classes still to come.
 */
export interface TeacherTimetableCounts {
  todaysClass: number;
  upcomingClass: number;
}

export const teacherTimetableStatQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: timetableKeys.teacherStat(userId),
    queryFn: ({ signal }) => api.get<Envelope<TeacherTimetableCounts>>('dashboard/teacher/timetable-stat', { signal }).then((r) => r.data),
    enabled: !!userId,
  });

export const useTeacherTimetableStat = (userId: string | undefined) => useQuery(teacherTimetableStatQueryOptions(userId ?? ''));
