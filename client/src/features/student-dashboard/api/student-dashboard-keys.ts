import type { ReadModel } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';

/** The student's dashboard calls (dashboard/student/*), keyed by the student they are about. */
export const studentDashboardKeys = {
  all: ['student-dashboard'] as const,
  call: (call: string, studentId: string) => [...studentDashboardKeys.all, call, studentId] as const,
};

/** The read models these calls read: a change refreshes every student dashboard query. */
export const studentDashboardReadModels = [
  'class_count',
  'lecture',
  'lecture_mark',
  'holiday',
  'student',
  'subject',
  'timetable_slot',
  'exam',
  'subject_exam',
  'exam_dashboard',
  // The assignment cards, the weekly pie, the yearly bar and the upcoming list (issue 15 part 5).
  'assignment_dashboard',
] as const satisfies readonly ReadModel[];

/** GET dashboard/student/<call>: a PARENT names the child (`?child=`), a STUDENT is themselves. */
export const studentDashboardQuery = <T>(call: string, studentId: string, isParent: boolean) => ({
  queryKey: studentDashboardKeys.call(call, studentId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<Envelope<T>>(`dashboard/student/${call}`, { query: isParent ? { child: studentId } : {}, signal }).then((r) => r.data),
  enabled: !!studentId,
});
