import type { PushMap } from '@/lib/push';
import { academicKeys, academicReadModels } from './api/academic-keys';

/** One key family per academic read model; a student joining or leaving a batch changes the batch's student count. */
export const academicsPush: PushMap = {
  ...Object.fromEntries(academicReadModels.map((name) => [name, [academicKeys.resource(name)]])),
  student: [academicKeys.resource('batch'), academicKeys.resource('batch_student')],
  /** The teacher pickers, the H.O.D. choices and the batches' student lists show users' names. */
  app_user: [academicKeys.resource('teacher'), academicKeys.resource('batch_student')],
  /** Batch announcements are notices of a batch (the batch's Announcements tab). */
  notice: [academicKeys.resource('batch_announcement')],
  /** The Classes tab (GET class?batch=): classes and their registers. */
  lecture: [academicKeys.resource('lecture')],
  lecture_mark: [academicKeys.resource('lecture')],
};
