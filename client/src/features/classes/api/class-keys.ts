/** The classes' query keys: a `lecture` or `lecture_mark` push refreshes them all (../push.ts). */
export const classKeys = {
  all: ['classes'] as const,
  one: (classId: string) => [...classKeys.all, 'one', classId] as const,
  teacherList: (userId: string, params: object) => [...classKeys.all, 'teacher', userId, params] as const,
  list: (params: object) => [...classKeys.all, 'list', params] as const,
  attendance: (classId: string, params: object) => [...classKeys.all, 'attendance', classId, params] as const,
  history: (classId: string) => [...classKeys.all, 'history', classId] as const,
};
