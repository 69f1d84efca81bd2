import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { batchRoutes } from './batches.js';
import { branchRoutes } from './branches.js';
import { courseRoutes } from './courses.js';
import { gradeRoutes } from './grades.js';
import { holidayRoutes } from './holidays.js';
import { MASTERS, masterRoutes } from './masters.js';
import { sessionRoutes } from './sessions.js';
import { timetableRoutes } from './timetable.js';
import { batchMaterialRoutes } from './batch-materials.js';
import { batchAnnouncementRoutes } from './batch-announcements.js';
import { studentBatchRoutes } from './student-batch.js';

export { batchDecider, batchStream } from './batch-decider.js';
export {
  batchesTaughtBy,
  batchIdsWhere,
  batchOf,
  batchTitlesByIds,
  instituteBatchTitles,
  batchUsable,
  batchViewsExist,
  liveBatch,
  liveFee,
  type BatchTitles,
} from './queries.js';
export { branchDecider, branchStream, courseDecider, courseStream } from './course-decider.js';
export { sessionDecider, sessionStream } from './session-decider.js';
export { gradeDecider, gradeScaleStream } from './grade-decider.js';

/** Master data of an institute (000 §3) and its batches (001 §5). */
async function academicsRoutes(app: TypedApp, rt: Runtime) {
  courseRoutes(app, rt);
  branchRoutes(app, rt);
  sessionRoutes(app, rt);
  batchRoutes(app, rt);
  gradeRoutes(app, rt);
  holidayRoutes(app, rt);
  for (const m of MASTERS) masterRoutes(app, rt, m);
  timetableRoutes(app, rt);
  batchMaterialRoutes(app, rt);
  batchAnnouncementRoutes(app, rt);
  studentBatchRoutes(app, rt);
}

export const academicsModule: ServerModule = { name: 'academics', routes: academicsRoutes };
export { batchLabels, batchesTitled, type BatchLabel } from './queries-for-student-fees.js';
export {
  batchesOfTeacher,
  holidaysBetween,
  institutesWithSlots,
  producibleSlots,
  removedSlotIds,
  subjectTitlesByIds,
  teachesSubjectIn,
  type ProducibleSlot,
} from './queries-for-classes.js';
export { batchAudience, type BatchFacts } from './batch-tabs-access.js';
export { instituteTeacher } from './shared.js';
export { instantOf as instituteInstant, local as instituteLocal } from './timetable-time.js';
export { subjectTitles } from './queries-for-absence-alerts.js';
export { holidayDates, holidayDaysBetween } from './queries-for-student-attendance.js';
export { batchIdsOfPlacement, batchRefsByIds, gradeScaleOf, type BatchRef } from './queries-for-exams.js';
