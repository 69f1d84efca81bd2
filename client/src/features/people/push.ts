import type { PushMap } from '@/lib/push';
import { studentAssignmentKeys, studentKeys, userKeys } from './api/people-keys';

export const peoplePush: PushMap = {
  app_user: [userKeys.all, studentKeys.all],
  student: [studentKeys.all, userKeys.all],
  /** A student row shows its batch's course, branch and session. */
  batch: [studentKeys.all],
  /** The profile's assignments: an assignment given, changed or deleted, a sheet answered, submitted or reviewed. */
  assignment: [studentAssignmentKeys.all],
  assignment_sheet: [studentAssignmentKeys.all],
};
