import { assignmentQuestionProjection } from './assignment-question.js';
import { assignmentProjection } from './assignment.js';
import { assignmentSheetProjection } from './sheets.js';

export { assignmentProjection, assignmentQuestionProjection, assignmentSheetProjection };
/** The assignments read models (issue 15): assignments, their questions, the students' sheets and answers. */
export const assignmentsProjections = [assignmentProjection, assignmentQuestionProjection, assignmentSheetProjection] as const;
