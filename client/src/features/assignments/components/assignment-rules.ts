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

/** The form's checks, in the words of contracts/src/assignments/routes.ts (the server checks the same; this saves a round trip). */
export function checkAssignment(v: AssignmentValues): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  const mark = Number(v.fullMark);
  const title = v.title.trim();
  if (!title) out.title = 'Title is required.';
  else if (title.length < 2 || title.length > 120) out.title = 'Title must be between 2 and 120 characters.';
  if (!v.type) out.type = 'Type is required.';
  if (!v.creationType) out.creationType = 'Creation type is required.';
  if (v.introduction.length > 20_000 || htmlToText(v.introduction).length > 20_000)
    out.introduction = 'Introduction must be at most 20000 characters.';
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
