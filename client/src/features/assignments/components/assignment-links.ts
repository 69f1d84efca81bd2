/** Which panel an assignment page is in: teacher for teachers, admin for every other staff role, student for students and parents. */
export type AssignmentPanel = 'teacher' | 'admin' | 'student';
export type StaffPanel = Exclude<AssignmentPanel, 'student'>;

const seg = encodeURIComponent;

/** /panel/{role}/assignment (the list, and where a delete lands, 002 §2). */
export const assignmentListHref = (panel: AssignmentPanel) => `/panel/${panel}/assignment`;
/** /panel/{teacher|admin}/assignment/{assignmentId}: the summary; /panel/student/assignment/{id}: the answer page. */
export const assignmentHref = (panel: AssignmentPanel, assignmentId: string) => `/panel/${panel}/assignment/${seg(assignmentId)}`;
/** /panel/{teacher|admin}/assignment/{assignmentId}/questions: the questions page (a list plus the create form). */
export const assignmentQuestionsHref = (panel: StaffPanel, assignmentId: string) => `${assignmentHref(panel, assignmentId)}/questions`;
/** /panel/{teacher|admin}/assignment/{assignmentId}/{studentId}: a student's submission, graded 5 answers a page. */
export const assignmentGradingHref = (panel: StaffPanel, assignmentId: string, studentId: string) =>
  `${assignmentHref(panel, assignmentId)}/${seg(studentId)}`;
