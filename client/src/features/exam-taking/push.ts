import type { PushMap } from '@/lib/push';
import { takingKeys } from './api/taking-keys';

/**
 * The student's own sheet: a change of their result (submitted at the deadline, graded) re-checks the exam screen's
 * state. The questions are not refetched under the student: the screen keeps its answers (and the outbox) itself.
 */
export const examTakingPush: PushMap = { exam_result: [takingKeys.checks] };
