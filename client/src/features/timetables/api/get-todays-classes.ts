import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassView } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { timetableKeys } from './timetable-keys';

/** Today's classes that are not cancelled, earliest first (a day has far fewer than 50). */
const TODAY = { when: 'today', cancelled: false, perPage: 50 };

/** GET teacher/class/:userId?when=today: the teacher's classes of today. */
export const teacherTodayQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...timetableKeys.all, 'teacher-today', userId] as const,
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<ClassView>>(`teacher/class/${encodeURIComponent(userId)}`, { query: TODAY, signal }).then((r) => r.data),
    enabled: !!userId,
  });
export const useTeacherTodayClasses = (userId: string | undefined) => useQuery(teacherTodayQueryOptions(userId ?? ''));

/** GET student/lms?when=today (a PARENT names the child): the classes of the student's batch today. */
export const studentTodayQueryOptions = (studentId: string, isParent: boolean) =>
  queryOptions({
    queryKey: [...timetableKeys.all, 'student-today', studentId] as const,
    queryFn: ({ signal }) =>
      api
        .get<PagedEnvelope<ClassView>>('student/lms', { query: isParent ? { ...TODAY, child: studentId } : TODAY, signal })
        .then((r) => r.data),
    enabled: !!studentId,
  });
export const useStudentTodayClasses = (studentId: string | undefined, isParent: boolean) =>
  useQuery(studentTodayQueryOptions(studentId ?? '', isParent));
