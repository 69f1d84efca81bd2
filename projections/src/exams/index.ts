import { examQuestionProjection } from './exam-question.js';
import { examProjection } from './exam.js';
import { subjectExamProjection } from './subject-exam.js';
import { examDashboardProjection } from './exam-dashboard.js';
import { examWeightProjection } from './exam-dashboard-weights.js';
import { examAnswerProjection } from './sheet-answers.js';
import { examSheetLogProjection } from './sheet-log.js';
import { examResultProjection } from './sheet-results.js';

export { examProjection, examQuestionProjection, subjectExamProjection };
export { examAnswerProjection, examResultProjection, examSheetLogProjection };
export { examDashboardProjection, examWeightProjection };
/** The exams read models (issue 14): exams, subject exams, the question bank. */
export const examsProjections = [
  examProjection,
  subjectExamProjection,
  examQuestionProjection,
  examResultProjection,
  examAnswerProjection,
  examSheetLogProjection,
  examDashboardProjection,
  examWeightProjection,
] as const;
