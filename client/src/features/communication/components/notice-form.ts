import type { CreateNoticeBody, NoticeAudience } from '@school/contracts';
// Relative, not '@/': the root vitest config (which runs this file's spec) has no alias for it.
import { htmlToText } from '../../../lib/html-text';

/** The form's audience (001 §4): everyone, staff (then teaching or non-teaching), or students. */
export type AudienceChoice = 'ALL' | 'STAFF' | 'STUDENT';
export type StaffKind = '' | 'TEACHER' | 'STAFF';

export interface NoticeValues {
  title: string;
  description: string;
  /** `datetime-local` values: `YYYY-MM-DDTHH:mm` in the viewer's time zone. */
  startTime: string;
  endTime: string;
  audience: AudienceChoice;
  staffKind: StaffKind;
}
export type NoticeErrors = Partial<Record<keyof NoticeValues, string>>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A date as a `datetime-local` value (minutes, local time). */
export const toLocalInput = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** A `datetime-local` value as a Date (the browser reads a date-time without an offset as local time). */
export const fromLocalInput = (s: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s)) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
};
/** How far in the past a start may be and still mean "now" (see validateNotice). */
const START_GRACE_MS = 10 * 60_000;
const startOfMinute = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000);

export const emptyNotice = (now = new Date()): NoticeValues => ({
  title: '',
  description: '',
  startTime: toLocalInput(now),
  endTime: '',
  audience: 'ALL',
  staffKind: '',
});

/** 001 §5 Notice, with the server's messages (contracts CreateNoticeBody, the notice decider). */
export function validateNotice(v: NoticeValues, now = new Date()): NoticeErrors {
  const e: NoticeErrors = {};
  const title = v.title.trim();
  if (!title) e.title = 'Title is required.';
  else if (title.length < 3 || title.length > 50) e.title = 'Title must be 3 to 50 characters.';
  const description = v.description.trim();
  if (!description || !htmlToText(description)) e.description = 'Description is required.';
  else if (description.length < 3) e.description = 'Description must be at least 3 characters.';
  const start = fromLocalInput(v.startTime);
  const end = fromLocalInput(v.endTime);
  if (!v.startTime) e.startTime = 'Start time is required.';
  else if (!start) e.startTime = 'Start time must be a date and time.';
  // The picker has minutes only, and the form starts at the minute it was opened: a start within the last few minutes
  // (the form left open while writing) counts as now and is sent as now (noticeBody); an earlier one is refused.
  else if (start.getTime() < startOfMinute(now).getTime() - START_GRACE_MS) e.startTime = 'Start time cannot be earlier than now.';
  if (!v.endTime) e.endTime = 'End time is required.';
  else if (!end) e.endTime = 'End time must be a date and time.';
  else if (start && end < start) e.endTime = 'End time cannot be earlier than start time.';
  if (v.audience === 'STAFF' && !v.staffKind) e.staffKind = 'Choose teaching or non-teaching staff.';
  return e;
}

/** The role the server expects: STAFF means non-teaching staff there, TEACHER teaching staff. */
export const audienceRole = (v: Pick<NoticeValues, 'audience' | 'staffKind'>): NoticeAudience =>
  v.audience === 'STAFF' ? (v.staffKind === 'TEACHER' ? 'TEACHER' : 'STAFF') : v.audience;

/** The body for POST notice/create. A start within the current minute is sent as now, so it is never "earlier than now". */
export function noticeBody(v: NoticeValues, now = new Date()): CreateNoticeBody {
  const start = fromLocalInput(v.startTime)!;
  const end = fromLocalInput(v.endTime)!;
  const startAt = start < now ? now : start;
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    startTime: startAt.toISOString(),
    endTime: (end < startAt ? startAt : end).toISOString(),
    role: audienceRole(v),
  };
}

/** How a notice's audience reads on its card. */
export function audienceLabel(role: string): string {
  switch (role) {
    case 'ALL':
      return 'Everyone';
    case 'TEACHER':
      return 'Teaching staff';
    case 'STAFF':
      return 'Non-teaching staff';
    case 'STUDENT':
      return 'Students and parents';
    default:
      return role;
  }
}

export type NoticeStatus = 'scheduled' | 'active' | 'ended';
export function noticeStatus(n: { startTime: string; endTime: string }, now = new Date()): NoticeStatus {
  if (Date.parse(n.startTime) > now.getTime()) return 'scheduled';
  if (Date.parse(n.endTime) < now.getTime()) return 'ended';
  return 'active';
}
