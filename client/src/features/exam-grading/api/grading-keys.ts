import { examKeys } from '@/features/exams';

/** The grading page's query keys, under the exams' (a result recorded on the Students tab refreshes them too). */
export const gradingKeys = {
  all: [...examKeys.all, 'grading'] as const,
  evaluation: (subjectExamId: string, studentId: string) => [...gradingKeys.all, 'evaluation', subjectExamId, studentId] as const,
  answers: (subjectExamId: string, studentId: string, pageNo: number) =>
    [...gradingKeys.all, 'answers', subjectExamId, studentId, pageNo] as const,
  log: (subjectExamId: string, studentId: string, pageNo: number) => [...gradingKeys.all, 'log', subjectExamId, studentId, pageNo] as const,
  history: (subjectExamId: string, studentId: string) => [...gradingKeys.all, 'history', subjectExamId, studentId] as const,
};
