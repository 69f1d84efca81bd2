import type { PushMap } from '@/lib/push';
import { examKeys } from './api/exam-keys';

/** Exams, their subject exams and questions: a change made by a colleague shows without a reload. */
export const examsPush: PushMap = {
  exam: [examKeys.all],
  subject_exam: [examKeys.all],
  exam_question: [examKeys.all],
  exam_result: [examKeys.all],
};
