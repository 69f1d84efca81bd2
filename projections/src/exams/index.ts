import { examQuestionProjection } from './exam-question.js';
import { examProjection } from './exam.js';
import { subjectExamProjection } from './subject-exam.js';

export { examProjection, examQuestionProjection, subjectExamProjection };
/** The exams read models (issue 14): exams, subject exams, the question bank. */
export const examsProjections = [examProjection, subjectExamProjection, examQuestionProjection] as const;
