import { LIBRARY_MESSAGES, MAX_LOAN_DAYS, type BookIssue, type LibraryRulesBody } from '@school/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the institute (the server decides due dates on the same calendar, Asia/Kolkata). */
export const instituteToday = (now: Date = new Date()) => dayFormat.format(now);

/** A calendar day plus n days (no time zone shift: it is a day, not an instant). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The Issue New Book dialog's return date: today plus the rules' loan days (14 while the rules load). */
export const defaultReturnDate = (today: string, loanDays: number | undefined) =>
  addDays(today, Math.min(Math.max(loanDays ?? 14, 1), MAX_LOAN_DAYS));

/** The later of two calendar days (`YYYY-MM-DD` sorts as text). */
export const laterDay = (a: string, b: string) => [a, b].sort()[1] as string;

/** The last day a return date may be (the server allows at most MAX_LOAN_DAYS after the issue). */
export const lastReturnDate = (today: string) => addDays(today, MAX_LOAN_DAYS);

/** A calendar day `YYYY-MM-DD` (or an instant's day) as 'Nov 21, 2026'. */
export function formatDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : 'Not Provided';
}

/** An amount as the rules say it: ₹2, ₹2.50 (no paise when whole). */
export const plainRupees = (n: number) => `₹${Number.isInteger(n) ? n : n.toFixed(2)}`;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Days elapsed from one calendar day to another (0 when `to` is not later). */
export const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));

/**
 * '3 days overdue' for a book not returned and past its return date; nothing otherwise. The server's count wins (it
 * knows the institute's calendar and its own clock); without it, the days since the return date by this browser's today.
 */
export function daysOverdueLabel(issue: Pick<BookIssue, 'returned' | 'returnDate' | 'daysOverdue'>, today: string): string | null {
  if (issue.returned) return null;
  if (issue.daysOverdue > 0) return `${days(issue.daysOverdue)} overdue`;
  return issue.returnDate < today ? `${days(daysBetween(issue.returnDate, today))} overdue` : null;
}

/** The issued-book card's fine line: what is payable, else what became of the fine (paid, waived), else none. */
export function fineLabel(
  issue: Pick<BookIssue, 'fine' | 'finePaid' | 'fineWaived' | 'pendingAmount'>,
  format: (n: number) => string,
): string {
  if (issue.pendingAmount > 0) return `${format(issue.pendingAmount)} payable`;
  if (issue.fine <= 0) return 'No fine';
  const parts = [
    issue.finePaid > 0 ? `${format(issue.finePaid)} paid` : null,
    issue.fineWaived > 0 ? `${format(issue.fineWaived)} waived` : null,
  ];
  return parts.filter(Boolean).join(', ') || 'No fine';
}

/** The read-only tag a student (and a parent) sees on an issued-book card (001 §2). */
export const issueStateTag = (issue: Pick<BookIssue, 'returned'>): 'Returned' | 'Not Returned' =>
  issue.returned ? 'Returned' : 'Not Returned';

/** The fine rule in one line: '₹2 a day after 0 grace days, no cap, holidays count'. */
export function fineRuleLine(r: Pick<LibraryRulesBody, 'finePerDay' | 'graceDays' | 'fineCap' | 'countHolidays'>): string {
  if (r.finePerDay <= 0) return 'No fine for late returns';
  const cap = r.fineCap === null ? 'no cap' : `at most ${plainRupees(r.fineCap)} a book`;
  return `${plainRupees(r.finePerDay)} a day after ${r.graceDays} grace ${r.graceDays === 1 ? 'day' : 'days'}, ${cap}, holidays ${r.countHolidays ? 'count' : 'do not count'}`;
}

/** The rule on a return date chosen in a dialog (the server says the same): today or later, at most 180 days on. */
export function returnDateProblem(value: string, today: string, messages: { past: string; tooFar: string }): string | undefined {
  if (!value) return undefined;
  if (value < today) return messages.past;
  if (value > lastReturnDate(today)) return messages.tooFar;
  return undefined;
}

/** What the Pay Fine dialog sends: the whole fine due (`true`) or the rupees typed. */
export function finePaidOf(mode: 'ALL' | 'AMOUNT', amount: string): true | number {
  return mode === 'ALL' ? true : Number(amount);
}

/** The Pay Fine amount's check: a positive amount of at most the pending fine, paise at most. */
export function fineAmountProblem(amount: string, pending: number, tooMuch: (due: number) => string): string | undefined {
  const text = amount.trim();
  if (!text) return 'Fine amount is required.';
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return 'Fine amount must be a positive amount in rupees.';
  if (Number(text) > pending) return tooMuch(pending);
  return undefined;
}

/** Return Books needs one of the two: a picked student or a library card id. */
export const returnTargetProblem = (v: { student: unknown; card: string }): { student?: string } =>
  !v.student && !v.card.trim() ? { student: LIBRARY_MESSAGES.studentOrCardRequired } : {};
