/** Assignment days are institute days (YYYY-MM-DD, Asia/Kolkata); these helpers compare and show them. */

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Math.floor(Date.parse(`${ymd}T00:00:00Z`) / DAY_MS);
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** 'Wed 26 Nov' for an institute day. */
export const showAssignmentDay = (ymd: string) => shortDay.format(new Date(`${ymd}T00:00:00Z`));

/** 002 §4 deadline label: 'Submission ended' once past, 'Last day' on the due date, else 'N days left'. */
export function deadlineLabel(dueDate: string, today: string): string {
  const left = dayNumber(dueDate) - dayNumber(today);
  if (left < 0) return 'Submission ended';
  if (left === 0) return 'Last day';
  return `${left} ${left === 1 ? 'day' : 'days'} left`;
}
