/** Query keys of a student's class attendance, credit and attendance dashboard (one family: a mark refreshes them all). */
export const studentAttendanceKeys = {
  all: ['student-attendance'] as const,
  month: (studentId: string, month: string) => [...studentAttendanceKeys.all, 'month', studentId, month] as const,
  credit: (id: string, child: string | undefined) => [...studentAttendanceKeys.all, 'credit', id, child ?? ''] as const,
  statCard: (child: string | undefined) => [...studentAttendanceKeys.all, 'stat-card', child ?? ''] as const,
  monthly: (child: string | undefined) => [...studentAttendanceKeys.all, 'monthly', child ?? ''] as const,
};

/** The read models these queries read: a change of either refreshes them (push.ts). */
export const studentAttendanceReadModels = ['lecture_mark', 'lecture'] as const;
