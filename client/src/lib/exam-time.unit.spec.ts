import { describe, expect, it } from 'vitest';
import { examBadge, examDay, examDuration, examIso } from './exam-time';

const at = (iso: string) => Date.parse(iso);

describe('examBadge (002 §4)', () => {
  const exam = { startDate: '2026-12-10', endDate: '2026-12-12', scheduleAt: null };
  it('reads Finished once the end date is past in the institute', () => {
    expect(examBadge(exam, at('2026-12-13T00:00:00+05:30'))).toBe('Finished');
    expect(examBadge(exam, at('2026-12-12T23:59:00+05:30'))).toBe('In progress');
  });
  it('counts days to a start more than a day ahead, hours within the day', () => {
    expect(examBadge(exam, at('2026-12-07T00:00:00+05:30'))).toBe('3 day(s) to go');
    expect(examBadge(exam, at('2026-12-09T20:30:00+05:30'))).toBe('4 hr(s) to go');
    expect(examBadge(exam, at('2026-12-09T23:59:00+05:30'))).toBe('1 hr(s) to go');
  });
  it('uses the first subject exam time when there is one', () => {
    const scheduled = { ...exam, scheduleAt: '2026-12-10T10:00:00+05:30' };
    expect(examBadge(scheduled, at('2026-12-10T08:00:00+05:30'))).toBe('2 hr(s) to go');
    expect(examBadge(scheduled, at('2026-12-10T10:00:00+05:30'))).toBe('In progress');
  });
});

describe('examDuration (002 §9)', () => {
  it('shows minutes up to 60, then hours with two decimals', () => {
    expect(examDuration('2026-12-10T10:00:00Z', '2026-12-10T11:00:00Z')).toBe('60 minutes');
    expect(examDuration('2026-12-10T10:00:00Z', '2026-12-10T11:20:00Z')).toBe('1.33 hours');
  });
});

describe('institute days', () => {
  it('reads the day in Asia/Kolkata and builds instants there', () => {
    expect(examDay('2026-12-09T19:00:00Z')).toBe('2026-12-10');
    expect(examIso('2026-12-10', '09:30')).toBe('2026-12-10T09:30:00+05:30');
    expect(examIso('', '09:30')).toBe('');
  });
});
