export { assignmentKeys } from './api/assignment-keys';
export { useAssignment, useAssignments } from './api/get-assignments';
export { type AssignmentPanel, assignmentHref, assignmentListHref } from './components/assignment-links';
export { DeadlineBadge, batchLine } from './components/assignment-card';
export { deadlineLabel, isPastDue } from './components/deadline';
