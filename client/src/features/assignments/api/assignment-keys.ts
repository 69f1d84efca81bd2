/** The assignments' query keys: an `assignment`, `assignment_question` or `assignment_sheet` push refreshes them all (../push.ts). */
export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (params: object) => [...assignmentKeys.all, 'list', params] as const,
  one: (assignmentId: string) => [...assignmentKeys.all, 'one', assignmentId] as const,
  stat: (assignmentId: string) => [...assignmentKeys.all, 'stat', assignmentId] as const,
  questions: (assignmentId: string) => [...assignmentKeys.all, 'questions', assignmentId] as const,
  students: (assignmentId: string, params: object) => [...assignmentKeys.all, 'students', assignmentId, params] as const,
  answers: (assignmentId: string, studentId: string, perPage: number, pageNo: number) =>
    [...assignmentKeys.all, 'answers', assignmentId, studentId, perPage, pageNo] as const,
  sheet: (assignmentId: string, studentId: string) => [...assignmentKeys.all, 'sheet', assignmentId, studentId] as const,
  history: (assignmentId: string, studentId: string) => [...assignmentKeys.all, 'history', assignmentId, studentId] as const,
  options: (kind: string, search: string) => [...assignmentKeys.all, 'options', kind, search] as const,
};
