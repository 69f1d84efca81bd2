import { describe, expect, it } from 'vitest';
import { READ_MODELS } from '@school/contracts';
import { academicsPush } from '../features/academics/push';
import { attendancePush } from '../features/attendance/push';
import { auditPush } from '../features/audit/push';
import { communicationPush } from '../features/communication/push';
import { dashboardsPush } from '../features/dashboards/push';
import { departmentsPush } from '../features/departments/push';
import { financePush } from '../features/finance/push';
import { identityPush } from '../features/identity/push';
import { leavePush } from '../features/leave/push';
import { payrollPush } from '../features/payroll/push';
import { peoplePush } from '../features/people/push';
import { studentFeesPush } from '../features/student-fees/push';
import { appUpdatesPush } from '../features/app-updates/push';
import { pageViewsPush } from '../features/page-views/push';
// ---- support (support) ----
import { supportPush } from '../features/support/push';
// ---- end support ----
// ---- records (records) ----
import { recordsPush } from '../features/records/push';
// ---- end records ----
import { composePushMaps } from '../lib/push-map';

// The same list as app/push-invalidation.ts (tests/architecture-client.spec.ts checks it composes every push.ts).
const composed = composePushMaps([
  academicsPush,
  attendancePush,
  auditPush,
  communicationPush,
  dashboardsPush,
  departmentsPush,
  financePush,
  identityPush,
  leavePush,
  payrollPush,
  peoplePush,
  studentFeesPush,
  appUpdatesPush,
  pageViewsPush,
  // ---- support (support) ----
  supportPush,
  // ---- end support ----
  // ---- records (records) ----
  recordsPush,
  // ---- end records ----
]);
const keysOf = (model: string) => ((composed as Record<string, unknown[]>)[model] ?? []).map((k) => JSON.stringify(k));

describe('the composed push map', () => {
  it('is keyed by read models the server signals', () => {
    for (const model of Object.keys(composed)) expect(READ_MODELS as readonly string[]).toContain(model);
  });

  // What the single map of app/push-invalidation.ts refreshed before each feature owned its part: none is lost.
  it.each([
    ['department', ['["departments"]', '["dashboard"]']],
    ['finance_entry', ['["finance"]', '["dashboard"]']],
    ['app_user', ['["dashboard"]', '["auth","me"]', '["users"]', '["students"]']],
    ['student', ['["students"]', '["users"]', '["dashboard"]', '["academics","batch"]']],
    ['staff_attendance', ['["staff-attendance"]', '["dashboard"]']],
    ['staff_leave', ['["leave"]', '["history"]', '["dashboard"]']],
    ['leave_quota', ['["leave"]']],
    ['institute', ['["institutes"]', '["auth","logo"]']],
    ['staff_payment', ['["payroll"]']],
    ['notice', ['["notices"]', '["academics","batch_announcement"]']],
    ['permission', ['["auth","modules"]']],
    ['notification', ['["notifications"]']],
    ['timetable_slot', ['["academics","timetable_slot"]']],
    ['student_payment', ['["student-fees"]', '["dashboard"]']],
    ['student_charge', ['["student-fees"]', '["dashboard"]']],
    ['student_fee_assignment', ['["student-fees"]', '["dashboard"]']],
    ['fee_reminder', ['["student-fees"]']],
  ])('%s refreshes what it did', (model, keys) => {
    for (const k of keys) expect(keysOf(model)).toContain(k);
  });

  // Keys that moved out of the users' and students' families so that academics need not import people.
  it.each([
    ['app_user', ['["academics","teacher"]', '["academics","batch_student"]']],
    ['student', ['["academics","batch_student"]']],
    ['batch', ['["students"]']],
  ])('%s refreshes the academics keys of users and students', (model, keys) => {
    for (const k of keys) expect(keysOf(model)).toContain(k);
  });
});

// Assignment dashboards (issue 15): the counters move the teacher's dashboards (the student's: studentDashboardReadModels,
// whose file needs the client's aliases); the module's assignments and sheets move the profile's assignments.
describe('the assignment signals', () => {
  const map = composePushMaps([dashboardsPush, peoplePush]);
  const keys = (model: string) => ((map as Record<string, unknown[]>)[model] ?? []).map((k) => JSON.stringify(k));
  it("assignment_dashboard refreshes the teacher's dashboard queries", () => {
    expect(keys('assignment_dashboard')).toContain('["dashboard","teacher"]');
  });
  it.each(['assignment', 'assignment_sheet'])('%s refreshes the profile assignments', (model) => {
    expect(keys(model)).toContain('["student-assignments"]');
  });
});
