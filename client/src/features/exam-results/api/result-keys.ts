/** The results' query keys: a change of an exam, a subject exam or a result refreshes them all (../push.ts). */
export const resultKeys = {
  all: ['exam-results'] as const,
  studentExams: (studentId: string, pageNo: number) => [...resultKeys.all, 'student-exams', studentId, pageNo] as const,
  upcoming: (studentId: string, params: object) => [...resultKeys.all, 'upcoming', studentId, params] as const,
  studentExam: (examId: string, studentId: string) => [...resultKeys.all, 'student-exam', examId, studentId] as const,
  result: (examId: string, studentId: string) => [...resultKeys.all, 'result', examId, studentId] as const,
  resultList: (studentId: string, params: object) => [...resultKeys.all, 'list', studentId, params] as const,
  review: (subjectExamId: string, studentId: string) => [...resultKeys.all, 'review', subjectExamId, studentId] as const,
  reportCard: (examId: string, studentId: string) => [...resultKeys.all, 'report-card', examId, studentId] as const,
  weights: (batchId: string) => [...resultKeys.all, 'weights', batchId] as const,
  sessionCard: (batchId: string, studentId: string) => [...resultKeys.all, 'session-card', batchId, studentId] as const,
};
