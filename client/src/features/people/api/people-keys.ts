export const studentKeys = {
  all: ['students'] as const,
  list: (params: object) => [...studentKeys.all, 'list', params] as const,
};
export const userKeys = {
  all: ['users'] as const,
  list: (params: object) => [...userKeys.all, 'list', params] as const,
  details: (id: string) => [...userKeys.all, 'details', id] as const,
};
/** A student's assignments on the profile (GET assignment/student/:studentId). */
export const studentAssignmentKeys = {
  all: ['student-assignments'] as const,
  list: (studentId: string, params: object) => [...studentAssignmentKeys.all, studentId, params] as const,
};
