import type { Projection } from '../types.js';
import { batchProjection, batchTeachersProjection, gradeProjection, holidayProjection } from './batches.js';
import { branchProjection, courseProjection, sessionProjection } from './catalog.js';
import { batchMaterialProjection, timetableSlotProjection } from './batch-tabs.js';
import { bookCategoryProjection, designationProjection, feeProjection, inventoryCategoryProjection, subjectProjection } from './masters.js';

export { batchMaterialProjection, timetableSlotProjection };
export {
  batchProjection,
  batchTeachersProjection,
  gradeProjection,
  holidayProjection,
  branchProjection,
  courseProjection,
  sessionProjection,
  bookCategoryProjection,
  designationProjection,
  feeProjection,
  inventoryCategoryProjection,
  subjectProjection,
};

/** The read models of the academics module; each is named like its one table (the view other modules read). */
export const academicsProjections: readonly Projection[] = [
  courseProjection,
  branchProjection,
  sessionProjection,
  batchProjection,
  batchTeachersProjection,
  subjectProjection,
  designationProjection,
  gradeProjection,
  holidayProjection,
  bookCategoryProjection,
  inventoryCategoryProjection,
  feeProjection,
  timetableSlotProjection,
  batchMaterialProjection,
];
