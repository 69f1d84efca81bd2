// Relative: the unit specs run without the client's '@' alias.
import { htmlToText } from '../../../lib/html-text';

/** The Create Assignment form's values. */
export interface AssignmentValues {
  title: string;
  type: string;
  creationType: string;
  introduction: string;
  chapter: string;
  subject: { _id: string; label: string } | null;
  batch: { _id: string; label: string } | null;
  dateOfAssignment: string;
  dueDate: string;
  fullMark: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form's checks (the server checks the same; this saves a round trip). Messages in the spec's style. */
export function checkAssignment(v: AssignmentValues): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  const mark = Number(v.fullMark);
  if (!v.title.trim()) out.title = 'Title is required.';
  else if (v.title.trim().length > 200) out.title = 'Title must be at most 200 characters.';
  if (!v.type) out.type = 'Type is required.';
  if (!v.creationType) out.creationType = 'Creation type is required.';
  if (htmlToText(v.introduction).length > 20_000) out.introduction = 'Introduction is too long.';
  if (v.chapter.trim().length > 200) out.chapter = 'Chapter must be at most 200 characters.';
  if (!v.subject) out.subject = 'Subject is required.';
  if (!v.batch) out.batch = 'Batch is required.';
  if (!DAY.test(v.dateOfAssignment)) out.dateOfAssignment = 'Date of assignment is required.';
  if (!DAY.test(v.dueDate)) out.dueDate = 'Due date is required.';
  else if (DAY.test(v.dateOfAssignment) && v.dueDate < v.dateOfAssignment)
    out.dueDate = 'Due date must be on or after the date of assignment.';
  if (v.fullMark.trim() === '') out.fullMark = 'Full mark is required.';
  else if (!(mark > 0 && mark <= 1000)) out.fullMark = 'Full mark must be between 1 and 1000.';
  return out;
}
