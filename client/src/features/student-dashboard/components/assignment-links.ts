/**
 * The student's assignment list and answer page belong to the assignments feature (issue 15, its own routes); the
 * dashboards link to their addresses (002 §2 Student routes). A parent's links keep the chosen child (?child=).
 */
export const STUDENT_ASSIGNMENTS = '/panel/student/assignment';
export const studentAssignmentsHref = (studentId: string | undefined, isParent: boolean) =>
  isParent && studentId ? `${STUDENT_ASSIGNMENTS}?child=${encodeURIComponent(studentId)}` : STUDENT_ASSIGNMENTS;
export const studentAssignmentHref = (assignmentId: string) => `${STUDENT_ASSIGNMENTS}/${encodeURIComponent(assignmentId)}`;
