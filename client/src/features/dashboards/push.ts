import type { ReadModel } from '@school/contracts';
import type { PushMap } from '@/lib/push';
import { dashboardKeys, dashboardReadModels } from './api/dashboard-keys';

/**
 * The dashboards read read models of their own (`dashboard_admin`, `dashboard_payment`); the department statistics and
 * the member dashboards still read department, people, attendance and leave models.
 */
const counted: readonly ReadModel[] = [
  ...dashboardReadModels,
  'department',
  'finance_entry',
  'app_user',
  'student',
  'staff_attendance',
  'staff_leave',
  'student_fee_assignment',
  'student_charge',
  'student_payment',
  // ---- inventory (inv-server): the admin dashboard's Total Stocks ----
  'inventory_item',
  // ---- end inventory ----
  // ---- placement reports (reports): the admin dashboard's Placements card and Placements Report widget ----
  'placement_report',
  // ---- end placement reports ----
];
/**
 * The teacher's dashboard reads classes (held ones counted in `class_count`), their register and the teacher's batches
 * (staff attendance and leave above).
 */
const teacher: readonly ReadModel[] = [
  'class_count',
  'lecture',
  'lecture_mark',
  'holiday',
  'batch',
  'batch_teacher',
  'timetable_slot',
  'subject',
  'course',
  'branch',
  'academic_session',
  // The exam widgets (issue 14 part 7): exams, their subject exams and results.
  'exam',
  'subject_exam',
  'exam_dashboard',
  'exam_result',
  // The assignment widgets (issue 15 part 5): the assignment counters of the teacher's dashboards.
  'assignment_dashboard',
];
export const dashboardsPush: PushMap = {
  ...Object.fromEntries(teacher.map((name) => [name, [dashboardKeys.teacherAll()]])),
  ...Object.fromEntries(counted.map((name) => [name, [dashboardKeys.all]])),
};
