import type { ClassView } from '@school/contracts';

/** The institute's zone (docs/api.md: Asia/Kolkata); class times read in it whatever the viewer's zone. */
const ZONE = 'Asia/Kolkata';
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short' });

/** h:mm A in the institute's zone (002 §9). */
export const classClock = (iso: string) => timeFormat.format(new Date(iso));
/** 'Mon, 24 Nov' in the institute's zone. */
export const classDay = (iso: string) => dayFormat.format(new Date(iso));

export type ClassPhase =
  | { phase: 'NOT_STARTED'; label: string }
  | { phase: 'IN_PROGRESS'; label: string; percent: number }
  | { phase: 'ENDED'; label: string };

/** 002 §4 class timing: 'Schedule At {h:mm A}' before the start, 'In Progress' with the percent elapsed, 'Class Ended'. */
export function classPhase(c: Pick<ClassView, 'startTime' | 'endTime'> & { endedAt?: string | null }, now: number): ClassPhase {
  const start = Date.parse(c.startTime);
  // A live class the teacher ended early has ended then (002 §4: no joining after it was ended).
  const endedEarly = c.endedAt ? Date.parse(c.endedAt) : Number.NaN;
  const scheduledEnd = Date.parse(c.endTime);
  const end = Number.isFinite(endedEarly) ? Math.min(endedEarly, scheduledEnd) : scheduledEnd;
  if (now < start) return { phase: 'NOT_STARTED', label: `Schedule At ${classClock(c.startTime)}` };
  if (now < end) {
    const percent = Math.min(100, Math.max(0, Math.round(((now - start) / Math.max(1, scheduledEnd - start)) * 100)));
    return { phase: 'IN_PROGRESS', label: 'In Progress', percent };
  }
  return { phase: 'ENDED', label: 'Class Ended' };
}
