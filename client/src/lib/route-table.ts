import type { Role } from '@school/contracts';
import { stockPageAccess, stockPageModules, stockPaths } from './stock-routes';
import { transportPageAccess, transportPageModules, transportPaths } from './transport-routes';
import { communicationPageAccess, communicationPageModules, communicationPaths } from './communication-routes';

/*
 * The route table: every page's address, who may open it, and the permission modules a MANAGER or STAFF member needs.
 * The rules that read it (landing, canOpen, canUse, …) are in ./routes.ts, which re-exports these.
 */

/** The panel routes this client has pages for. Names are the spec's (screens.tsv) where it gives one. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  /** The link of the forgot-password e-mail (docs/api.md). */
  resetPassword: '/reset-password',
  superadminDashboard: '/panel/superadmin/dashboard',
  adminDashboard: '/panel/admin/dashboard',
  department: '/panel/admin/department',
  /** Not named by the spec; it sits beside the spec's /panel/admin/payment/dashboard. */
  finance: '/panel/admin/payment/finance',
  /** Not named by the spec: Upload Finance Data (001 §2 bulk upload, /UploadFinanceSample.xlsx; issue 19 §7). */
  financeBulkUpload: '/panel/admin/payment/finance/bulk-upload',
  /** 001 §2: collections, dues and salaries over time. */
  paymentDashboard: '/panel/admin/payment/dashboard',
  /** Not named by the spec (issue 11): students with overdue fees, and their reminders. */
  feeDefaulters: '/panel/admin/payment/defaulters',
  /** 000 §2 All Batches Fees List (not named by the spec) and a fee's detail: `<assignmentId>_<startDate>_<endDate>`, one segment. */
  fees: '/panel/admin/fees',
  feeDetail: '/panel/admin/fees/:feeKey',
  /** Not named by the spec (screens.tsv: "notice list/creation form", route not named). */
  notice: '/panel/admin/notice',
  /** 000 §2 academic configuration (not named by the spec; /panel/admin/config/{courseId} is). */
  config: '/panel/admin/config',
  configCourse: '/panel/admin/config/:courseId',
  /** 000 §2 the book form's add-new shortcuts and the inventory category config (screens.tsv): literal, so they win over
   * `:courseId`; each opens its Configuration tab until the library and inventory pages exist (`configShortcuts`). */
  configAuthor: '/panel/admin/config/author',
  configPublication: '/panel/admin/config/publication',
  configBookCategory: '/panel/admin/config/book-category',
  configInventoryCategory: '/panel/admin/config/set-inventory-category',
  batch: '/panel/admin/batch',
  batchCreate: '/panel/admin/batch/create',
  batchDetail: '/panel/admin/batch/:batchId',
  /** 002 §2 the batch page's tabs: materials, class, students, announcement, assign-teacher, time-table. */
  batchTab: '/panel/admin/batch/:batchId/:tab',
  teacherBatchDetail: '/panel/teacher/batch/:batchId',
  teacherBatchTab: '/panel/teacher/batch/:batchId/:tab',
  student: '/panel/admin/student',
  studentDetail: '/panel/admin/student/:id',
  alumni: '/panel/admin/alumni',
  alumniDetail: '/panel/admin/alumni/:id',
  staff: '/panel/admin/staff',
  staffDetail: '/panel/admin/staff/:id',
  /** 001 §2 (screens.tsv): the staff lists; `staff?type=` stays for old links. */
  teachingStaff: '/panel/admin/staff/teaching-staff',
  nonTeachingStaff: '/panel/admin/staff/non-teaching-staff',
  /** Not named by the spec: the registration form, ?role=STUDENT|TEACHER|STAFF|ADMIN|MANAGER|PARENT. */
  register: '/panel/admin/register',
  /** 001 §2 specialised dashboards (screens.tsv). */
  studentStatsDashboard: '/panel/admin/student/dashboard',
  staffStatsDashboard: '/panel/admin/staff/dashboard',
  admissionDashboard: '/panel/admin/admission/dashboard',
  departmentDashboard: '/panel/admin/department/dashboard',
  /** Not named by the spec: today's staff attendance grid (?date=YYYY-MM-DD) and a staff member's monthly calendar. */
  staffAttendance: '/panel/admin/staff/attendance',
  staffAttendanceCalendar: '/panel/admin/staff/attendance/:staffId',
  /** Not named by the spec (issue 12 part 9): the log of absence alerts to parents and the institute's switch. */
  absenceAlerts: '/panel/admin/attendance/alerts',
  /** 001 §2 (screens.tsv): staff leave. */
  leaveManagement: '/panel/admin/staff/leave-management',
  /** Not named by the spec (issue 11): leave applications for approvers, and one's own leave. */
  leaveApplications: '/panel/admin/staff/leave-applications',
  myLeave: '/panel/admin/my-leave',
  teacherLeave: '/panel/teacher/leave',
  /** Not named by the spec: the people bulk-upload pages ('Upload {title} Data'). */
  studentBulkUpload: '/panel/admin/student/bulk-upload',
  staffBulkUpload: '/panel/admin/staff/bulk-upload',
  /** 001 §2 admin and manager cards; institutes (list and form, ?edit=true&editId=). */
  admins: '/panel/superadmin/admins',
  managers: '/panel/superadmin/managers',
  institutes: '/panel/superadmin/institute',
  instituteForm: '/panel/superadmin/institute/create',
  /** 002 account settings, for every role (not named by the spec). */
  account: '/panel/account',
  teacherDashboard: '/panel/teacher/dashboard',
  studentDashboard: '/panel/student/dashboard',
  /** 001 §2 a student's (or parent's child's) fees overview and transactions (not named by the spec). */
  studentFees: '/panel/student/fees',
  /** Issue 11 part 5: a teacher's own payments and payslips (not named by the spec). */
  teacherPay: '/panel/teacher/pay',
  /** The same for STAFF and MANAGER, in the admin panel. */
  myPay: '/panel/admin/my-pay',
  /** 002 §2 (issue 12): the class register, opened from a class list; the admin's is not named by the spec. */
  teacherClass: '/panel/teacher/class/:classId',
  adminClass: '/panel/admin/class/:classId',
  /** Not named by the spec: the class lists the registers are opened from (a teacher's own classes; the institute's). */
  teacherClasses: '/panel/teacher/class',
  adminClasses: '/panel/admin/class',
  /** 002 §2 teacher attendance dashboard: the teacher's own attendance (staff attendance and leave). */
  teacherAttendance: '/panel/teacher/attendance',
  /** 002 §2 timetables and their dashboards. */
  teacherTimetable: '/panel/teacher/timetable',
  teacherTimetableDashboard: '/panel/teacher/timetable/dashboard',
  /** 002 §2 the teacher's batch list. */
  teacherBatch: '/panel/teacher/batch',
  studentAttendance: '/panel/student/attendance',
  studentAttendanceDashboard: '/panel/student/attendance/dashboard',
  studentTimetable: '/panel/student/timetable',
  studentTimetableDashboard: '/panel/student/timetable/dashboard',
  /** Not named by the spec (issue 12): the batch's materials and announcements, read-only, for its students and parents. */
  studentMaterials: '/panel/student/materials',
  studentAnnouncements: '/panel/student/announcements',
  /** 002 §2 Exams (screens.tsv): the lists, an exam's details with its subject exams, a subject exam's page. */
  teacherExams: '/panel/teacher/exam',
  adminExams: '/panel/admin/exam',
  teacherExamView: '/panel/teacher/exam/view/:examId',
  adminExamView: '/panel/admin/exam/view/:examId',
  /** ?edit=true&subjectExamId= edits one; without them it adds a subject exam. */
  teacherSubjectExamForm: '/panel/teacher/exam/view/:examId/create',
  teacherSubjectExam: '/panel/teacher/exam/:examId/:subjectExamId',
  /** A finished exam's card: the subject exams with their results; an admin's with ?subjectExamId= is the subject exam's page. */
  teacherExamResult: '/panel/teacher/result/:examId',
  adminExam: '/panel/admin/exam/:examId',
  /** 002 §2 the student's exam screen (issue 14 part 3), opened from the student's exam page. */
  studentExamTaking: '/panel/student/exam/:examId/:subjectExamId',
  /** 002 §2 the grading page of one student's answers (generic route, teacher or admin panel). */
  teacherExamGrading: '/panel/teacher/exam/:examId/:subjectExamId/:studentId',
  adminExamGrading: '/panel/admin/exam/:examId/:subjectExamId/:studentId',
  /** 002 §2 the student's exam dashboard, an exam card's target and a subject exam's review (issue 14 parts 5 and 7). */
  studentExamDashboard: '/panel/student/exam/dashboard',
  studentExam: '/panel/student/exam/:examId',
  studentExamReview: '/panel/student/exam/:examId/:subjectExamId/review',
  /** 002 §2 the teacher's exam dashboard. */
  teacherExamDashboard: '/panel/teacher/exam/dashboard',
  /** 001 §2 a student's result in an exam (?studentId=, from the profile's result cards); the teacher's is teacherExamResult with ?studentId=. */
  adminResults: '/panel/admin/results/:examId',
  /** Issue 14 part 6 (not named by the spec): a report card per exam, and per session across the batch's exams. */
  adminReportCard: '/panel/admin/report-card/:examId/:studentId',
  teacherReportCard: '/panel/teacher/report-card/:examId/:studentId',
  studentReportCard: '/panel/student/report-card/:examId/:studentId',
  adminSessionReportCard: '/panel/admin/report-card/session/:batchId/:studentId',
  teacherSessionReportCard: '/panel/teacher/report-card/session/:batchId/:studentId',
  studentSessionReportCard: '/panel/student/report-card/session/:batchId/:studentId',
  // Assignment dashboards (issue 15)
  /** 002 §2 the student's (and a parent's, for the child) and the teacher's assignment dashboards. */
  studentAssignmentDashboard: '/panel/student/assignment/dashboard',
  teacherAssignmentDashboard: '/panel/teacher/assignment/dashboard',
  // Assignments (issue 15)
  /** 002 §2 Assignments: the lists (shared by roles), the summary with the student status, the questions page (not named
   * by the spec: "Assignment questions page: a list plus the create form"), the grading page and the student's answer page. */
  teacherAssignments: '/panel/teacher/assignment',
  adminAssignments: '/panel/admin/assignment',
  studentAssignments: '/panel/student/assignment',
  teacherAssignment: '/panel/teacher/assignment/:assignmentId',
  adminAssignment: '/panel/admin/assignment/:assignmentId',
  teacherAssignmentQuestions: '/panel/teacher/assignment/:assignmentId/questions',
  adminAssignmentQuestions: '/panel/admin/assignment/:assignmentId/questions',
  teacherAssignmentGrading: '/panel/teacher/assignment/:assignmentId/:studentId',
  adminAssignmentGrading: '/panel/admin/assignment/:assignmentId/:studentId',
  studentAssignment: '/panel/student/assignment/:id',
  // ---- live classes (live-client) ----
  /** 002 §2 Live classes: the role's LMS page (class cards; the fallback after a failed join), the call pages and the
   * teacher's LMS dashboard. The office's list and call page (watching) are not named by the spec. */
  teacherLms: '/panel/teacher/lms',
  studentLms: '/panel/student/lms',
  adminLms: '/panel/admin/lms',
  teacherLmsDashboard: '/panel/teacher/lms/dashboard',
  /** ?joinWithoutVideo=&joinWithoutAudio= (002 §4 go-live options). */
  teacherLiveClass: '/panel/teacher/lms/:classId',
  studentLiveClass: '/panel/student/lms/:classId',
  adminLiveClass: '/panel/admin/lms/:classId',
  // ---- end live classes ----
  ...stockPaths,
  ...transportPaths,
  ...communicationPaths,
} as const;

const ADMINS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

/** Who may open each page: the spec's roles (screens.tsv) narrowed to what the server lets them read. */
export const pageAccess: Record<string, readonly Role[]> = {
  [paths.superadminDashboard]: ['SUPER_ADMIN', 'MANAGER'],
  [paths.adminDashboard]: ['ADMIN', 'STAFF'],
  [paths.department]: ADMINS,
  [paths.finance]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.financeBulkUpload]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.paymentDashboard]: ADMINS,
  [paths.feeDefaulters]: ADMINS,
  [paths.fees]: ADMINS,
  [paths.feeDetail]: ADMINS,
  [paths.notice]: ADMINS,
  [paths.config]: ADMINS,
  [paths.configCourse]: ADMINS,
  [paths.configAuthor]: ADMINS,
  [paths.configPublication]: ADMINS,
  [paths.configBookCategory]: ADMINS,
  [paths.configInventoryCategory]: ADMINS,
  [paths.batch]: ADMINS,
  [paths.batchCreate]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.batchDetail]: ADMINS,
  [paths.batchTab]: ADMINS,
  [paths.teacherBatchDetail]: ['TEACHER'],
  [paths.teacherBatchTab]: ['TEACHER'],
  [paths.student]: ADMINS,
  [paths.studentDetail]: ADMINS,
  [paths.alumni]: ADMINS,
  [paths.alumniDetail]: ADMINS,
  [paths.staff]: ADMINS,
  [paths.staffDetail]: ADMINS,
  [paths.teachingStaff]: ADMINS,
  [paths.nonTeachingStaff]: ADMINS,
  [paths.register]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.studentStatsDashboard]: ADMINS,
  [paths.staffStatsDashboard]: ADMINS,
  [paths.admissionDashboard]: ADMINS,
  [paths.departmentDashboard]: ADMINS,
  [paths.staffAttendance]: ADMINS,
  [paths.staffAttendanceCalendar]: ADMINS,
  [paths.absenceAlerts]: ADMINS,
  [paths.leaveManagement]: ADMINS,
  [paths.leaveApplications]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.myLeave]: ['ADMIN', 'MANAGER', 'STAFF'],
  [paths.teacherLeave]: ['TEACHER'],
  [paths.studentBulkUpload]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.staffBulkUpload]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
  [paths.admins]: ['SUPER_ADMIN', 'ADMIN'],
  [paths.managers]: ['SUPER_ADMIN', 'ADMIN'],
  [paths.institutes]: ['SUPER_ADMIN', 'MANAGER'],
  [paths.instituteForm]: ['SUPER_ADMIN', 'MANAGER'],
  [paths.account]: ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'],
  [paths.teacherDashboard]: ['TEACHER'],
  [paths.studentDashboard]: ['STUDENT', 'PARENT'],
  [paths.studentFees]: ['STUDENT', 'PARENT'],
  [paths.teacherPay]: ['TEACHER'],
  [paths.myPay]: ['STAFF', 'MANAGER'],
  [paths.teacherClass]: ['TEACHER'],
  [paths.adminClass]: ADMINS,
  [paths.teacherClasses]: ['TEACHER'],
  [paths.adminClasses]: ADMINS,
  [paths.teacherAttendance]: ['TEACHER'],
  [paths.teacherTimetable]: ['TEACHER'],
  [paths.teacherTimetableDashboard]: ['TEACHER'],
  [paths.teacherBatch]: ['TEACHER'],
  [paths.studentAttendance]: ['STUDENT', 'PARENT'],
  [paths.studentAttendanceDashboard]: ['STUDENT', 'PARENT'],
  [paths.studentTimetable]: ['STUDENT', 'PARENT'],
  [paths.studentTimetableDashboard]: ['STUDENT', 'PARENT'],
  [paths.studentMaterials]: ['STUDENT', 'PARENT'],
  [paths.studentAnnouncements]: ['STUDENT', 'PARENT'],
  [paths.teacherExams]: ['TEACHER'],
  [paths.adminExams]: ADMINS,
  [paths.teacherExamView]: ['TEACHER'],
  [paths.adminExamView]: ADMINS,
  [paths.teacherSubjectExamForm]: ['TEACHER'],
  [paths.teacherSubjectExam]: ['TEACHER'],
  [paths.teacherExamResult]: ['TEACHER'],
  [paths.adminExam]: ADMINS,
  [paths.studentExamTaking]: ['STUDENT'],
  [paths.teacherExamGrading]: ['TEACHER'],
  [paths.adminExamGrading]: ADMINS,
  [paths.studentExamDashboard]: ['STUDENT', 'PARENT'],
  [paths.studentExam]: ['STUDENT', 'PARENT'],
  [paths.studentExamReview]: ['STUDENT', 'PARENT'],
  [paths.teacherExamDashboard]: ['TEACHER'],
  [paths.adminResults]: ADMINS,
  [paths.adminReportCard]: ADMINS,
  [paths.teacherReportCard]: ['TEACHER'],
  [paths.studentReportCard]: ['STUDENT', 'PARENT'],
  [paths.adminSessionReportCard]: ADMINS,
  [paths.teacherSessionReportCard]: ['TEACHER'],
  [paths.studentSessionReportCard]: ['STUDENT', 'PARENT'],
  // Assignment dashboards (issue 15)
  [paths.studentAssignmentDashboard]: ['STUDENT', 'PARENT'],
  [paths.teacherAssignmentDashboard]: ['TEACHER'],
  // Assignments (issue 15): a PARENT reads their child's list and answers (read-only).
  [paths.teacherAssignments]: ['TEACHER'],
  [paths.adminAssignments]: ADMINS,
  [paths.studentAssignments]: ['STUDENT', 'PARENT'],
  [paths.teacherAssignment]: ['TEACHER'],
  [paths.adminAssignment]: ADMINS,
  [paths.teacherAssignmentQuestions]: ['TEACHER'],
  [paths.adminAssignmentQuestions]: ADMINS,
  [paths.teacherAssignmentGrading]: ['TEACHER'],
  [paths.adminAssignmentGrading]: ADMINS,
  [paths.studentAssignment]: ['STUDENT', 'PARENT'],
  // ---- live classes (live-client) ----
  // Students join, teachers go live, the office watches; a parent has no live class (002 §6).
  [paths.teacherLms]: ['TEACHER'],
  [paths.studentLms]: ['STUDENT'],
  [paths.adminLms]: ADMINS,
  [paths.teacherLmsDashboard]: ['TEACHER'],
  [paths.teacherLiveClass]: ['TEACHER'],
  [paths.studentLiveClass]: ['STUDENT'],
  [paths.adminLiveClass]: ADMINS,
  // ---- end live classes ----
  ...stockPageAccess,
  ...transportPageAccess,
  ...communicationPageAccess,
};

/**
 * The permission modules a MANAGER or STAFF member needs (any one of them) to use a page: those of the calls the page
 * makes (tests/access-matrix.expected.json). Without one the page would end in an access error, so no link leads there.
 */
export const pageModules: Record<string, readonly string[]> = {
  [paths.department]: ['department'],
  [paths.finance]: ['finance'],
  [paths.financeBulkUpload]: ['finance'],
  [paths.paymentDashboard]: ['payment'],
  [paths.feeDefaulters]: ['payment'],
  [paths.fees]: ['fees'],
  [paths.feeDetail]: ['fees'],
  [paths.notice]: ['notice'],
  [paths.config]: ['academics'],
  [paths.configCourse]: ['academics'],
  // The shortcuts open the library's and the inventory's tabs, whose calls need those modules.
  [paths.configAuthor]: ['library'],
  [paths.configPublication]: ['library'],
  [paths.configBookCategory]: ['library'],
  [paths.configInventoryCategory]: ['inventory'],
  [paths.batch]: ['batch'],
  [paths.batchCreate]: ['batch'],
  [paths.batchDetail]: ['batch'],
  [paths.batchTab]: ['batch'],
  [paths.student]: ['student'],
  [paths.studentDetail]: ['student'],
  [paths.alumni]: ['student'],
  [paths.alumniDetail]: ['student'],
  [paths.staff]: ['staff'],
  [paths.staffDetail]: ['staff'],
  [paths.teachingStaff]: ['staff'],
  [paths.nonTeachingStaff]: ['staff'],
  [paths.register]: ['staff'],
  [paths.staffAttendance]: ['attendance'],
  [paths.staffAttendanceCalendar]: ['attendance'],
  [paths.leaveManagement]: ['staff'],
  [paths.leaveApplications]: ['leave'],
  [paths.studentBulkUpload]: ['bulkUpload'],
  [paths.staffBulkUpload]: ['bulkUpload'],
  [paths.institutes]: ['manageInstitute'],
  [paths.instituteForm]: ['manageInstitute'],
  [paths.adminClasses]: ['attendance'],
  [paths.adminClass]: ['attendance'],
  [paths.absenceAlerts]: ['attendance'],
  [paths.adminExams]: ['exam'],
  [paths.adminExamView]: ['exam'],
  [paths.adminExam]: ['exam'],
  [paths.adminExamGrading]: ['exam'],
  [paths.adminResults]: ['exam'],
  [paths.adminReportCard]: ['exam'],
  [paths.adminSessionReportCard]: ['exam'],
  // Assignments (issue 15)
  [paths.adminAssignments]: ['assignment'],
  [paths.adminAssignment]: ['assignment'],
  [paths.adminAssignmentQuestions]: ['assignment'],
  [paths.adminAssignmentGrading]: ['assignment'],
  // ---- live classes (live-client) ----
  // The institute's classes (GET class) need the attendance module, as the Classes page.
  [paths.adminLms]: ['attendance'],
  [paths.adminLiveClass]: ['attendance'],
  // ---- end live classes ----
  ...stockPageModules,
  ...transportPageModules,
  ...communicationPageModules,
};
