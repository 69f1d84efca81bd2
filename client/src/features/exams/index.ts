export { examKeys } from './api/exam-keys';
export { useSubjectExam } from './api/get-subject-exams';
export { type ExamPanel, subjectExamHref } from './components/exam-links';
export { useExamViewer } from './components/use-exam-viewer';
export { ExamBadge, examBatchLine } from './components/exam-card';
export { examBadge, examDay, showDay, showTime } from '@/lib/exam-time';
export { ExamResultsPage } from './pages/exam-results-page';
export { AdminExamPage } from './pages/subject-exam-page';
export { examResultHref } from './components/exam-links';
export { useExam } from './api/get-exams';
export { STUDENTS_PER_PAGE, useStudentAttended } from './api/get-questions';
// Assignments (issue 15) reuse the question form and card, the teacher's batch picker and the fallback texts.
export { QuestionForm } from './components/question-form';
export { QuestionItem } from './components/question-list';
export { type QuestionValues, questionForm } from './components/question-rules';
export { useTeacherBatchOptions } from './api/get-picker-options';
export { withFallback } from './components/fallback';
