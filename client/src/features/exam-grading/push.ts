import type { PushMap } from '@/lib/push';
import { gradingKeys } from './api/grading-keys';

/**
 * The grading page: a sheet's result (submitted, a colleague's marks) changes it live. Answer saves are not listened
 * to: during an exam every student's save would refetch every open grading page.
 */
export const examGradingPush: PushMap = { exam_result: [gradingKeys.all] };
