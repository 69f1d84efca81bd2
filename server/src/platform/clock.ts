import { instituteDay } from './days.js';

/**
 * The time the server acts at: commands take their `now` from it and reads that depend on the day (which fee charges
 * are due, overdue or upcoming) ask it for the institute's today. Production runs on the system clock; a test sets
 * its own (`settableClock`) so dates in its assertions do not drift with the calendar.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The institute's calendar day (YYYY-MM-DD) on this clock. */
export const todayOf = (clock: Clock): string => instituteDay(clock.now());

/** A clock that stands at `at` until set again (tests). */
export function settableClock(at: Date | string): Clock & { set(at: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current.getTime()),
    set(next) {
      current = new Date(next);
    },
  };
}
