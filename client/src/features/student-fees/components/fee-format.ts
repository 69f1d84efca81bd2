import type { StudentFeeAssignmentRow as FeeAssignment } from '@school/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day (YYYY-MM-DD or ISO) as 'Jan 5, 2027', read without a time-zone shift; missing → 'Not Provided'. */
export function formatDay(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return 'Not Provided';
  return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}

/** 'Jan 2027' */
export function formatMonth(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return m ? `${MONTHS[Number(m[2]) - 1]} ${m[1]}` : 'Not Provided';
}

/** 000 §4: ONETIME shows the full date range; RECURRING a month range (and the due day when known). */
export function feePeriodText(a: Pick<FeeAssignment, 'feeType' | 'startDate' | 'endDate'> & { dueDay?: number | null }): string {
  if (a.feeType === 'RECURRING') {
    const months = `${formatMonth(a.startDate)} – ${formatMonth(a.endDate)}`;
    return a.dueDay ? `${months}, due on day ${a.dueDay}` : `${months}, monthly`;
  }
  return `${formatDay(a.startDate)} – ${formatDay(a.endDate)}`;
}

/** A charge's period: a whole month reads 'Mar 2027', anything else as a day range. */
export function periodText(start: string, end: string): string {
  const s = /^(\d{4})-(\d{2})-(\d{2})/.exec(start);
  const e = /^(\d{4})-(\d{2})-(\d{2})/.exec(end);
  if (s && e && s[1] === e[1] && s[2] === e[2] && s[3] === '01') {
    const last = new Date(Date.UTC(Number(e[1]), Number(e[2]), 0)).getUTCDate();
    if (Number(e[3]) === last) return formatMonth(start);
  }
  return `${formatDay(start)} – ${formatDay(end)}`;
}

/** 001 §3: a transaction id shows only its first half. */
export function maskId(id: string): string {
  const half = Math.ceil(id.length / 2);
  return `${id.slice(0, half)}${'•'.repeat(Math.min(8, id.length - half))}`;
}

/** The course, branch and session of a batch, as one line. */
/** A fee's batch, or a batch of the academics list (whose title may be missing). */
export function batchText(b: Omit<FeeAssignment['batch'], 'title'> & { title?: string }): string {
  const parts = [b.course?.title, b.branch?.title, b.session?.title].filter(Boolean);
  return parts.length ? parts.join(' · ') : (b.title ?? 'Not Provided');
}

/**
 * Today as the institute counts days (YYYY-MM-DD): the server reads calendar days in Asia/Kolkata until
 * institutes carry a time zone (docs/api.md "Academics").
 */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** Amount input: rupees, more than 0, at most two decimals (the server checks the same). */
export function amountError(raw: string, required = 'Amount is required.'): string | undefined {
  const v = raw.trim();
  if (!v) return required;
  if (!/^\d+(\.\d{1,2})?$/.test(v) || Number(v) <= 0) return 'Amount must be a positive number with at most two decimals.';
  if (Number(v) > 1_000_000_000) return 'Amount is too large.';
  return undefined;
}
