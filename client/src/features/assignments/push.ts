import type { PushMap } from '@/lib/push';
import { assignmentKeys } from './api/assignment-keys';

/** Assignments, their questions and the students' sheets: a colleague's change (or a submission) shows without a reload. */
export const assignmentsPush: PushMap = {
  assignment: [assignmentKeys.all],
  assignment_question: [assignmentKeys.all],
  assignment_sheet: [assignmentKeys.all],
};
