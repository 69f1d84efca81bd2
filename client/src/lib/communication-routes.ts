import type { Role } from '@school/contracts';

/**
 * The pages of student records and communication (issue 19): support enquiries, a student's documents, the public
 * certificate check, the app update notice and the e-mail delivery list. Spread into `paths`, `pageAccess` and
 * `pageModules` (./routes.ts).
 */
export const communicationPaths = {
  /** 002 §2 Support enquiries: Previous Queries and the thread (`?subject=`) per panel; the office's inbox. */
  studentSupport: '/panel/student/support',
  studentEnquiry: '/panel/student/support/:enquiryId',
  teacherSupport: '/panel/teacher/support',
  teacherEnquiry: '/panel/teacher/support/:enquiryId',
  adminSupport: '/panel/admin/support',
  adminEnquiry: '/panel/admin/support/:enquiryId',
  supportInbox: '/panel/admin/support-inbox',
  supportInboxEnquiry: '/panel/admin/support-inbox/:enquiryId',
  /** Issue 19 §1: a student's (a parent's child's) certificates and documents, read-only. */
  studentDocuments: '/panel/student/documents',
  /** Issue 19 §2: the public page that checks an issued certificate's code (no sign-in). */
  verify: '/verify',
  verifyCode: '/verify/:code',
  /** Not named by the spec: the Android App Update form (000 §2) with the notice shown now and those before. */
  appUpdate: '/panel/admin/app-update',
  /** Not named by the spec: the delivery state of every e-mail of the institute (issue 19 §3). */
  mailDelivery: '/panel/admin/mail-delivery',
} as const;

const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

export const communicationPageAccess: Record<string, readonly Role[]> = {
  // Everyone but the admins opens enquiries of their own (a parent from the student panel); the office answers them.
  [communicationPaths.studentSupport]: ['STUDENT', 'PARENT'],
  [communicationPaths.studentEnquiry]: ['STUDENT', 'PARENT'],
  [communicationPaths.teacherSupport]: ['TEACHER'],
  [communicationPaths.teacherEnquiry]: ['TEACHER'],
  [communicationPaths.adminSupport]: ['MANAGER', 'STAFF'],
  [communicationPaths.adminEnquiry]: ['MANAGER', 'STAFF'],
  [communicationPaths.supportInbox]: OFFICE,
  [communicationPaths.supportInboxEnquiry]: OFFICE,
  [communicationPaths.studentDocuments]: ['STUDENT', 'PARENT'],
  [communicationPaths.appUpdate]: ['SUPER_ADMIN', 'ADMIN'],
  [communicationPaths.mailDelivery]: ['SUPER_ADMIN', 'ADMIN'],
};

/** A MANAGER or STAFF member answers enquiries with the notice module. */
export const communicationPageModules: Record<string, readonly string[]> = {
  [communicationPaths.supportInbox]: ['notice'],
  [communicationPaths.supportInboxEnquiry]: ['notice'],
};
