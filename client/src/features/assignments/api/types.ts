import type {
  AssignmentAnswer,
  AssignmentCreationType,
  AssignmentHistoryRow,
  AssignmentQuestion,
  AssignmentRemarkBody,
  AssignmentSheetState,
  AssignmentSort,
  AssignmentStat,
  AssignmentType,
  CreateAssignmentBody,
  LatePolicy,
  MySubmission,
  StudentStatRow,
  UpdateAssignmentBody,
} from '@school/contracts';

/** contracts/src/assignments/routes.ts: the shapes the assignment pages read and send. */
export type {
  AssignmentAnswer,
  AssignmentCreationType,
  AssignmentHistoryRow,
  AssignmentQuestion,
  AssignmentSheetState,
  AssignmentSort,
  AssignmentStat,
  AssignmentType,
  CreateAssignmentBody,
  LatePolicy,
  MySubmission,
  StudentStatRow,
  UpdateAssignmentBody,
};
export type { Assignment } from '@school/contracts';
export type RemarkBody = AssignmentRemarkBody;
/** GET assignment/answer/:assignmentId/:studentId: a page of answers and the sheet's state. */
export interface AssignmentAnswerPage {
  message: string;
  data: AssignmentAnswer[];
  totalCount: number;
  perPage: number;
  pageNo: number;
  isLastChunk: boolean;
  sheet: AssignmentSheetState;
}
export interface LatePolicyState {
  policy: LatePolicy;
  penaltyPercentPerDay: number;
  updatedAt: string | null;
}
