import type { PushMap } from '@/lib/push';
import { academicKeys, academicReadModels } from './api/academic-keys';

/** One key family per academic read model; a student joining or leaving a batch changes the batch's student count. */
export const academicsPush: PushMap = {
  ...Object.fromEntries(academicReadModels.map((name) => [name, [academicKeys.resource(name)]])),
  student: [academicKeys.resource('batch')],
  /** The teacher pickers and the H.O.D. choices (academicKeys.list('teacher', …)). */
  app_user: [academicKeys.resource('teacher')],
  /** Batch announcements are notices of a batch (the batch's Announcements tab). */
  notice: [academicKeys.resource('batch_announcement')],
};
