import type { ServerModule } from '../types.js';
import { userReadRoutes } from './users.js';
import { userUpdateRoutes } from './update.js';
import { studentRoutes } from './students.js';
import { studentExportRoutes } from './student-export.js';
import { studentRegistrationRoutes } from './student-registration.js';

export { checkBirth } from './update.js';
export {
  anyStudentInBatch,
  batchStudentIds,
  batchStudentsAndParents,
  batchStudentsPage,
  studentBatchId,
  studentCountsByBatch,
  studentsByIds,
  type StudentCard,
} from './queries.js';
export { batchUsable } from './batches.js';
export { owningModule, profileView, sensitiveAccess, taughtStudents, viewerOf, type ProfileView, type Viewer } from './access.js';

/** People: the user table and details, staff and student edits, the student list (001 §2 Staff, Students). */
export const peopleModule: ServerModule = {
  name: 'people',
  async routes(app, rt) {
    await userReadRoutes(app, rt);
    await userUpdateRoutes(app, rt);
    await studentRoutes(app, rt);
    await studentExportRoutes(app, rt);
    await studentRegistrationRoutes(app, rt);
  },
};
export {
  liveStudent,
  liveStudentIds,
  parentsOfStudents,
  studentCards,
  studentIdsOfBatch,
  type StudentCard as FeeStudentCard,
} from './queries-for-student-fees.js';
export { registerStudentsPage, type RegisterStudent } from './queries-for-classes.js';
export { genderOfStudents, studentGendersByBatch, type GenderCounts } from './queries-for-teacher-dashboard.js';
