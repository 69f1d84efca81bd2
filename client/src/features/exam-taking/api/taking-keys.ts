/** The exam-taking screen's query keys: a change of the student's own sheet refreshes them (../push.ts). */
export const takingKeys = {
  all: ['exam-taking'] as const,
  checks: ['exam-taking', 'check'] as const,
  check: (subjectExamId: string) => [...takingKeys.checks, subjectExamId] as const,
  questions: (subjectExamId: string) => [...takingKeys.all, 'questions', subjectExamId] as const,
};
