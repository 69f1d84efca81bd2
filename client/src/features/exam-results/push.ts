import type { PushMap } from '@/lib/push';
import { resultKeys } from './api/result-keys';

/**
 * Results, report cards and the student's exam pages read exams, subject exams and results: a change of any refreshes
 * them (a publish, a mark given, a sheet submitted).
 */
export const examResultsPush: PushMap = {
  exam: [resultKeys.all],
  subject_exam: [resultKeys.all],
  exam_dashboard: [resultKeys.all],
  exam_result: [resultKeys.all],
  exam_weight: [resultKeys.all],
  grade: [resultKeys.all],
};
