import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Role } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { canUse, isPage, isPanelRoot, pageModules, paths } from '../client/src/lib/routes.js';

/**
 * Issue 12 part 7: a page a role may open never ends in an access error. Each page linked from a dashboard (and each page
 * with a permission module) is listed with the calls it makes as it loads; the server's access matrix
 * (tests/access-matrix.expected.json) must let every role and module set that `canUse` admits to the page make them.
 */
const root = resolve(__dirname, '..');
const matrix = JSON.parse(readFileSync(join(root, 'tests/access-matrix.expected.json'), 'utf8')) as {
  routes: Record<string, { allow: 'public' | 'authenticated' | Role[]; module?: string | string[] }>;
};

const PAGE_CALLS: Record<string, string[]> = {
  [paths.adminDashboard]: [
    'GET /api/v1/dashboard/admin/dashboard-stat',
    'GET /api/v1/dashboard/admin/page-view-status',
    'GET /api/v1/dashboard/admin/department-report',
    'GET /api/v1/dashboard/admin/department-stat',
  ],
  [paths.studentStatsDashboard]: ['GET /api/v1/dashboard/admin/get-all-student-report'],
  [paths.staffStatsDashboard]: ['GET /api/v1/dashboard/admin/staff-statistic'],
  [paths.admissionDashboard]: ['GET /api/v1/dashboard/admin/new-admission'],
  [paths.departmentDashboard]: ['GET /api/v1/dashboard/admin/department-stat'],
  [paths.paymentDashboard]: ['GET /api/v1/dashboard/payment/overview'],
  [paths.feeDefaulters]: ['GET /api/v1/student-fee/defaulters'],
  [paths.department]: ['GET /api/v1/department'],
  [paths.finance]: ['GET /api/v1/finance'],
  [paths.fees]: ['GET /api/v1/student-fee'],
  [paths.feeDetail]: ['GET /api/v1/student-fee/detail/{assignmentId}'],
  [paths.notice]: ['GET /api/v1/notice'],
  [paths.config]: ['GET /api/v1/course', 'GET /api/v1/session'],
  [paths.configBookCategory]: ['GET /api/v1/book-category'],
  // ---- library catalogue (lib-catalogue) ----
  [paths.configAuthor]: ['GET /api/v1/author'],
  [paths.configPublication]: ['GET /api/v1/publication'],
  [paths.libraryBooks]: ['GET /api/v1/book'],
  [paths.libraryAddBook]: [],
  [paths.libraryUpdateStock]: [],
  [paths.libraryBulkUpload]: ['POST /api/v1/book/bulk'],
  // ---- end library catalogue ----
  // ---- placement reports (reports) ----
  [paths.placementDashboard]: ['GET /api/v1/dashboard/admin/placement-stat', 'GET /api/v1/dashboard/admin/placement-report'],
  [paths.placementArchive]: ['GET /api/v1/placement/year'],
  [paths.placementArchiveYear]: ['GET /api/v1/placement-report'],
  // ---- end placement reports ----
  [paths.configInventoryCategory]: ['GET /api/v1/inventory/category'],
  [paths.batch]: ['GET /api/v1/batch'],
  [paths.student]: ['GET /api/v1/student'],
  [paths.teachingStaff]: ['GET /api/v1/user'],
  [paths.staffAttendance]: ['POST /api/v1/staff/attendance-by-date'],
  [paths.staffAttendanceCalendar]: ['POST /api/v1/staff/attendance/{staffId}'],
  [paths.leaveManagement]: ['GET /api/v1/staff/leave'],
  [paths.leaveApplications]: ['GET /api/v1/staff/leave/applications'],
  [paths.myLeave]: ['GET /api/v1/staff/leave/mine'],
  [paths.myPay]: ['GET /api/v1/staff/payment/mine'],
  [paths.studentBulkUpload]: ['POST /api/v1/student-register/upload-excel'],
  [paths.staffBulkUpload]: ['POST /api/v1/staff/bulk'],
  [paths.register]: ['POST /api/v1/auth/management/register'],
  [paths.teacherTimetable]: ['GET /api/v1/teacher/timetable/{userId}'],
  [paths.teacherBatch]: ['GET /api/v1/batch/teacher'],
  [paths.teacherAttendance]: ['GET /api/v1/dashboard/teacher/attendance-stat', 'GET /api/v1/dashboard/teacher/attendance-overview-monthly'],
  [paths.teacherClass]: ['GET /api/v1/class/{classId}', 'GET /api/v1/attendance/{classId}'],
  [paths.teacherClasses]: ['GET /api/v1/teacher/class/{userId}'],
  [paths.adminClasses]: ['GET /api/v1/class'],
  [paths.adminClass]: ['GET /api/v1/class/{classId}', 'GET /api/v1/attendance/{classId}'],
  // Exams (issue 14): the calls each page makes as it loads (a drawer's or dialog's pickers load when opened).
  [paths.teacherExams]: ['GET /api/v1/exam'],
  [paths.adminExams]: ['GET /api/v1/exam'],
  [paths.teacherExamView]: [
    'GET /api/v1/exam/details/{id}',
    'GET /api/v1/exam/subject/{examId}',
    'GET /api/v1/exam/subject/created-by-user/{examId}',
  ],
  [paths.adminExamView]: ['GET /api/v1/exam/details/{id}', 'GET /api/v1/exam/subject/{examId}'],
  [paths.teacherSubjectExamForm]: ['GET /api/v1/exam/details/{id}', 'GET /api/v1/exam/subject/details/{id}', 'GET /api/v1/subject'],
  [paths.teacherSubjectExam]: ['GET /api/v1/exam/subject/details/{id}', 'GET /api/v1/exam/student-attended/{subjectExamId}'],
  [paths.teacherExamResult]: ['GET /api/v1/exam/details/{id}'],
  [paths.teacherExamDashboard]: [
    'GET /api/v1/dashboard/teacher/student-success-rate',
    'GET /api/v1/dashboard/teacher/exam-card-stat',
    'GET /api/v1/dashboard/teacher/exam-overview',
    'GET /api/v1/dashboard/teacher/previous-exam-result',
  ],
  [paths.adminExam]: [
    'GET /api/v1/exam/details/{id}',
    'GET /api/v1/exam/subject/details/{id}',
    'GET /api/v1/exam/student-attended/{subjectExamId}',
  ],
  // Assignment dashboards (issue 15): the dashboards, and the assignment lists their cards open (the assignments
  // feature's pages, by address).
  [paths.teacherAssignmentDashboard]: [
    'GET /api/v1/dashboard/teacher/assignment-stat',
    'GET /api/v1/dashboard/teacher/assignment-submission-stat-prev',
    'GET /api/v1/dashboard/teacher/assignment-type-stat',
  ],
  [paths.studentAssignmentDashboard]: [
    'GET /api/v1/dashboard/student/assignment-stat-card',
    'GET /api/v1/dashboard/student/week-assignment-overview',
    'GET /api/v1/dashboard/student/assignment-overview',
    'GET /api/v1/dashboard/student/upcoming-assignment',
  ],
  // Assignments (issue 15): the calls each page makes as it loads (a drawer's or dialog's pickers load when opened).
  [paths.teacherAssignments]: ['GET /api/v1/assignment'],
  [paths.adminAssignments]: ['GET /api/v1/assignment', 'GET /api/v1/assignment/late-policy'],
  [paths.studentAssignments]: ['GET /api/v1/assignment', 'GET /api/v1/assignment/late-policy'],
  [paths.teacherAssignment]: [
    'GET /api/v1/assignment/{id}',
    'GET /api/v1/assignment/stat/{assignmentId}',
    'GET /api/v1/assignment/student-stat/{assignmentId}',
  ],
  [paths.adminAssignment]: [
    'GET /api/v1/assignment/{id}',
    'GET /api/v1/assignment/stat/{assignmentId}',
    'GET /api/v1/assignment/student-stat/{assignmentId}',
  ],
  [paths.teacherAssignmentQuestions]: ['GET /api/v1/assignment/{id}', 'GET /api/v1/assignment/questions/{assignmentId}'],
  [paths.adminAssignmentQuestions]: ['GET /api/v1/assignment/{id}', 'GET /api/v1/assignment/questions/{assignmentId}'],
  [paths.teacherAssignmentGrading]: [
    'GET /api/v1/assignment/{id}',
    'GET /api/v1/assignment/answer/{assignmentId}/{studentId}',
    'GET /api/v1/user/details/{id}',
  ],
  [paths.adminAssignmentGrading]: [
    'GET /api/v1/assignment/{id}',
    'GET /api/v1/assignment/answer/{assignmentId}/{studentId}',
    'GET /api/v1/user/details/{id}',
  ],
  [paths.studentAssignment]: ['GET /api/v1/assignment/{id}', 'GET /api/v1/assignment/answer/{assignmentId}/{studentId}'],
  // Live classes (issue 16): the lists, the LMS dashboard, and the call page's join (the room itself is on the socket).
  [paths.teacherLms]: ['GET /api/v1/teacher/class/{userId}'],
  [paths.studentLms]: ['GET /api/v1/student/lms'],
  [paths.adminLms]: ['GET /api/v1/class'],
  [paths.teacherLmsDashboard]: [
    'GET /api/v1/dashboard/teacher/lms-card-stat',
    'GET /api/v1/dashboard/teacher/lms-batch-wise-class',
    'GET /api/v1/dashboard/teacher/weekly-lms',
    'GET /api/v1/dashboard/teacher/timetable-stat',
  ],
  [paths.teacherLiveClass]: ['POST /api/v1/lms/join/{classId}'],
  [paths.studentLiveClass]: ['POST /api/v1/lms/join/{classId}'],
  [paths.adminLiveClass]: ['POST /api/v1/lms/join/{classId}'],
  // ---- inventory (inv-client) ----
  // The calls each page makes as it loads (the supply dialog's pickers load when it opens).
  [paths.inventoryDashboard]: [
    'GET /api/v1/dashboard/admin/inventory-stat',
    'GET /api/v1/dashboard/admin/inventory-top-product',
    'GET /api/v1/inventory/settings',
  ],
  [paths.inventoryStock]: ['GET /api/v1/inventory', 'GET /api/v1/inventory/category'],
  [paths.inventoryCreate]: ['GET /api/v1/inventory/category', 'GET /api/v1/inventory/{id}'],
  [paths.inventorySupply]: ['GET /api/v1/inventory/supply'],
  [paths.teacherSupply]: ['GET /api/v1/inventory/supply'],
  [paths.inventoryBulkUpload]: ['POST /api/v1/inventory/bulk'],
  // ---- end inventory ----
  // ---- library circulation (lib-circ-client) ----
  [paths.libraryDashboard]: ['GET /api/v1/dashboard/admin/library-stat', 'GET /api/v1/library/issue-book'],
  [paths.libraryStudents]: ['GET /api/v1/library/student'],
  [paths.libraryStudent]: ['GET /api/v1/library/student/{id}', 'GET /api/v1/library/student/{id}/book-issued', 'GET /api/v1/library/hold'],
  [paths.librarySettings]: ['GET /api/v1/library/settings'],
  [paths.studentLibrary]: [
    'GET /api/v1/library/student/{id}',
    'GET /api/v1/library/student/{id}/book-issued',
    'GET /api/v1/library/hold',
    'GET /api/v1/library/settings',
  ],
  // ---- end library circulation ----
  [paths.appUpdate]: ['GET /api/v1/app-update', 'GET /api/v1/app-update/history'],
  [paths.mailDelivery]: ['GET /api/v1/mail/delivery'],
  [paths.financeBulkUpload]: ['POST /api/v1/finance/bulk'],
  // ---- placement notices (notices) ----
  [paths.placementNotices]: ['GET /api/v1/placement/notice'],
  // The form's session picker: academics' PICKER_MODULES opens GET session to MANAGER/STAFF with `placement`.
  [paths.placementNoticeForm]: ['GET /api/v1/placement/notice/{id}', 'GET /api/v1/session'],
  [paths.placementApplicants]: ['GET /api/v1/placement/notice/{id}', 'GET /api/v1/placement/notice/{placementId}/student'],
  [paths.studentPlacement]: ['GET /api/v1/placement/notice'],
  // ---- end placement notices ----
  // ---- transport fleet (fleet-client) ----
  // The route form's pickers (vehicle, driver, user?role=TEACHER) load when Add New Transport opens, not with the page.
  [paths.transportDashboard]: ['GET /api/v1/dashboard/admin/transport-stat'],
  [paths.manageVehicle]: ['GET /api/v1/vehicle'],
  [paths.manageDrivers]: ['GET /api/v1/driver'],
  [paths.transportRoutes]: ['GET /api/v1/transport'],
  [paths.transportBulkUpload]: ['POST /api/v1/transport/bulk'],
  // ---- end transport fleet ----
  // ---- transport riders (riders) ----
  // The route page loads its header and stops, and its riders; the dialogs' pickers and the history load when opened.
  [paths.transportRoute]: ['GET /api/v1/transport/route-detail/{routeId}', 'GET /api/v1/transport/rider'],
  [paths.studentTransport]: ['GET /api/v1/transport/student/{studentId}'],
  [paths.teacherTransport]: ['GET /api/v1/transport/teacher/routes'],
  // ---- end transport riders ----
  // ---- support (support) ----
  [paths.studentSupport]: ['GET /api/v1/enquiry/user', 'POST /api/v1/enquiry/create'],
  [paths.studentEnquiry]: ['GET /api/v1/enquiry/user/{enquiryId}', 'POST /api/v1/enquiry/reply'],
  [paths.teacherSupport]: ['GET /api/v1/enquiry/user', 'POST /api/v1/enquiry/create'],
  [paths.teacherEnquiry]: ['GET /api/v1/enquiry/user/{enquiryId}', 'POST /api/v1/enquiry/reply'],
  [paths.adminSupport]: ['GET /api/v1/enquiry/user', 'POST /api/v1/enquiry/create'],
  [paths.adminEnquiry]: ['GET /api/v1/enquiry/user/{enquiryId}', 'POST /api/v1/enquiry/reply'],
  [paths.supportInbox]: ['GET /api/v1/enquiry/list'],
  [paths.supportInboxEnquiry]: [
    'GET /api/v1/enquiry/{enquiryId}',
    'GET /api/v1/enquiry/history/{enquiryId}',
    'POST /api/v1/enquiry/reply-to-user',
    'POST /api/v1/enquiry/mark-resolved',
  ],
  // ---- end support ----
  // ---- records (records) ----
  [paths.studentDetail]: [
    'GET /api/v1/student/certificate/{studentId}',
    'GET /api/v1/student/academic/{studentId}',
    'GET /api/v1/student/issued-certificate/{studentId}',
  ],
  [paths.studentDocuments]: [
    'GET /api/v1/student/certificate/{studentId}',
    'GET /api/v1/student/academic/{studentId}',
    'GET /api/v1/student/issued-certificate/{studentId}',
  ],
  // ---- end records ----
};

const ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'];
const ALL_MODULES = [...new Set(Object.values(pageModules).flat())];
/** No module, each single module, all of them, and the demo staff's and manager's grants. */
const MODULE_SETS: string[][] = [
  [],
  ...ALL_MODULES.map((m) => [m]),
  ALL_MODULES,
  ['student', 'notice'],
  ['department', 'academics', 'batch', 'student', 'staff', 'leave', 'finance', 'notice', 'fees', 'manageInstitute'],
];

/** Why this caller may not make this call, or null when it may. */
function refused(call: string, role: Role, modules: readonly string[]): string | null {
  const rule = matrix.routes[call];
  if (!rule) return `${call} is not in the access matrix`;
  if (rule.allow === 'public' || rule.allow === 'authenticated') return null;
  if (!rule.allow.includes(role)) return `${role} may not call ${call}`;
  if (role !== 'MANAGER' && role !== 'STAFF') return null;
  const needed = rule.module === undefined ? [] : Array.isArray(rule.module) ? rule.module : [rule.module];
  return needed.length === 0 || needed.some((m) => modules.includes(m)) ? null : `${role} with [${modules}] lacks ${needed} for ${call}`;
}

describe('a page a role may use loads without an access error', () => {
  it('every caller canUse admits to a page may make the calls the page makes', () => {
    const problems: string[] = [];
    for (const [page, calls] of Object.entries(PAGE_CALLS))
      for (const role of ROLES)
        for (const modules of MODULE_SETS) {
          if (!canUse(role, modules, page)) continue;
          for (const call of calls) {
            const why = refused(call, role, modules);
            if (why) problems.push(`${page}: ${why}`);
          }
        }
    expect(problems).toEqual([]);
  });

  it('every page a dashboard links to is listed with its calls (so a new link is checked too)', () => {
    const dir = resolve(root, 'client/src/features/dashboards');
    const files = (d: string): string[] =>
      readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? files(join(d, f)) : [join(d, f)]));
    const linked = new Set<string>();
    for (const f of files(dir).filter((f) => f.endsWith('.tsx')))
      for (const [, name] of readFileSync(f, 'utf8').matchAll(/paths\.(\w+)/g)) linked.add(name as string);
    const unlisted = [...linked].filter((name) => !(paths[name as keyof typeof paths] in PAGE_CALLS));
    expect(unlisted).toEqual([]);
  });

  it('dashboard links use canUse (the role and its modules), not canOpen (the role only)', () => {
    const dir = resolve(root, 'client/src/features/dashboards');
    const sources = readdirSync(join(dir, 'components'))
      .map((f) => join(dir, 'components', f))
      .concat(readdirSync(join(dir, 'pages')).map((f) => join(dir, 'pages', f)))
      .map((f) => readFileSync(f, 'utf8'));
    expect(sources.filter((s) => /\bcanOpen\(/.test(s))).toEqual([]);
  });

  it("keeps the demo staff's dashboard away from payment and departments (the reported errors)", () => {
    const staff = ['student', 'notice'];
    expect(canUse('STAFF', staff, paths.paymentDashboard)).toBe(false);
    expect(canUse('STAFF', staff, paths.department)).toBe(false);
    expect(canUse('STAFF', staff, paths.studentStatsDashboard)).toBe(true);
    expect(canUse('STAFF', ['payment'], paths.paymentDashboard)).toBe(true);
    expect(canUse('STAFF', undefined, paths.student)).toBe(false);
    expect(canUse('ADMIN', [], paths.paymentDashboard)).toBe(true);
    expect(canUse('TEACHER', [], paths.paymentDashboard)).toBe(false);
  });
});

describe('addresses that are no page (the not-found page)', () => {
  it.each(['/panel/admin/nowhere', '/panel/student/xyz', '/panel/teacher/abc', '/panel/superadmin/x/y'])('%s is no page', (p) => {
    expect(isPage(p)).toBe(false);
    expect(isPanelRoot(p)).toBe(false);
  });
  it.each(['/panel', '/panel/admin', '/panel/teacher/', '/panel/student', '/panel/superadmin'])('%s lands on the dashboard', (p) =>
    expect(isPanelRoot(p)).toBe(true),
  );
  it.each([paths.adminDashboard, paths.teacherDashboard, '/panel/student/dashboard/', paths.studentFees, '/panel/admin/batch/b1/class'])(
    '%s is a page',
    (p) => expect(isPage(p)).toBe(true),
  );
});
