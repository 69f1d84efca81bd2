import type { LeaveRow } from '@school/contracts';

export type LeaveCode = 'SICK_LEAVE' | 'CASUAL_LEAVE';
export type LeaveType = 'HALF_DAY' | 'FULL_DAY' | 'MULTIPLE_DAY';
export type LeaveHalf = 'firstHalf' | 'secondHalf';
export type LeaveStatus = 'UPCOMING' | 'ONGOING' | 'PAST' | 'CANCELLED';

/** 000 §9 constants, as people read them. */
export const LEAVE_CODE_LABELS: Record<LeaveCode, string> = { SICK_LEAVE: 'Sick leave', CASUAL_LEAVE: 'Casual leave' };
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = { HALF_DAY: 'Half day', FULL_DAY: 'Full day', MULTIPLE_DAY: 'Multiple days' };
export const LEAVE_HALF_LABELS: Record<LeaveHalf, string> = { firstHalf: 'First half', secondHalf: 'Second half' };
export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  UPCOMING: 'Upcoming',
  ONGOING: 'On leave now',
  PAST: 'Past',
  CANCELLED: 'Cancelled',
};
/** An application's states besides the calendar ones (only for badges: the office list holds approved leave). */
export type LeaveBadgeStatus = LeaveStatus | 'PENDING' | 'REJECTED';
export const LEAVE_BADGE_LABELS: Record<LeaveBadgeStatus, string> = {
  ...LEAVE_STATUS_LABELS,
  PENDING: 'Pending approval',
  REJECTED: 'Rejected',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day `YYYY-MM-DD` as 'Nov 21, 2026' (no time zone shift: it is a day, not an instant). */
export function formatDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : 'Not Provided';
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today in the institute (the server decides "not before today" on the same calendar, Asia/Kolkata). */
export const instituteToday = () => dayFormat.format(new Date());
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** 'Nov 21, 2026 (second half)', 'Nov 21, 2026' or 'Nov 21 – Nov 24, 2026'. */
export function leaveDates(l: Pick<LeaveRow, 'leaveType' | 'leaveDate' | 'endDate' | 'additionalLeaveInfo'>): string {
  if (l.leaveType === 'HALF_DAY') {
    const half = LEAVE_HALF_LABELS[l.additionalLeaveInfo as LeaveHalf];
    return `${formatDay(l.leaveDate)}${half ? ` (${half.toLowerCase()})` : ''}`;
  }
  if (l.leaveType !== 'MULTIPLE_DAY' || l.endDate === l.leaveDate) return formatDay(l.leaveDate);
  return `${formatDay(l.leaveDate)} – ${formatDay(l.endDate)}`;
}

export const daysLabel = (days: number) => (days === 0.5 ? 'Half a day' : days === 1 ? '1 day' : `${days} days`);
