/* The assignment's deadline as 002 §4 words it. The institute keeps Asia/Kolkata days; an assignment is open from the
 * start of its dateOfAssignment to the end of its dueDate (contracts/src/assignments/events.ts). */

const DAY = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const shownDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** The institute's day (YYYY-MM-DD) of an instant. */
export const instituteDay = (at: number | string | Date): string => dayFormat.format(new Date(at));

/** Whole days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** 'Nov 24, 2026' for an institute day ('Not Available' when missing). */
export const showDay = (day: string | null | undefined): string =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? shownDay.format(new Date(`${day}T00:00:00Z`)) : day || 'Not Available';

/** Is the due date past (the institute's today is after it)? */
export const isPastDue = (dueDate: string, now: number): boolean => instituteDay(now) > dueDate;

/** Has the assignment not opened yet (before its dateOfAssignment)? */
export const notOpenYet = (dateOfAssignment: string, now: number): boolean => instituteDay(now) < dateOfAssignment;

/** 002 §4 deadline label: 'Submission ended' if past, 'Last day' on the due date, else 'N days left'. */
export function deadlineLabel(dueDate: string, now: number): string {
  const left = daysBetween(instituteDay(now), dueDate);
  if (left < 0) return 'Submission ended';
  if (left === 0) return 'Last day';
  return `${left} ${left === 1 ? 'day' : 'days'} left`;
}

/**
 * 002 §4: a STUDENT's past-due card does not open (the warning shows instead), unless it was submitted (to read the
 * marks) or the institute's late policy takes late answers. A PARENT's always opens, read-only.
 */
export const opensFromList = (
  role: string | undefined,
  a: { isPastDue: boolean; mySubmission: { isSubmitted: boolean } | null },
  policy: string | undefined,
): boolean => role !== 'STUDENT' || !a.isPastDue || !!a.mySubmission?.isSubmitted || policy === 'PENALTY';
