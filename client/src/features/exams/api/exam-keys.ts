/** The exams' query keys: an `exam`, `subject_exam` or `exam_question` push refreshes them all (../push.ts). */
export const examKeys = {
  all: ['exams'] as const,
  list: (params: object) => [...examKeys.all, 'list', params] as const,
  one: (examId: string) => [...examKeys.all, 'one', examId] as const,
  subjects: (examId: string, mine: boolean) => [...examKeys.all, 'subjects', examId, mine] as const,
  subject: (subjectExamId: string) => [...examKeys.all, 'subject', subjectExamId] as const,
  questions: (subjectExamId: string) => [...examKeys.all, 'questions', subjectExamId] as const,
  students: (subjectExamId: string, params: object) => [...examKeys.all, 'students', subjectExamId, params] as const,
  options: (kind: string, search: string) => [...examKeys.all, 'options', kind, search] as const,
};
