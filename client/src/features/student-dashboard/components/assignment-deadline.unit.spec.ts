import { describe, expect, it } from 'vitest';
import { deadlineLabel, showAssignmentDay } from './assignment-deadline';

describe('the deadline label (002 §4 Assignment)', () => {
  it('counts the days left, says Last day on the due date and Submission ended after it', () => {
    expect(deadlineLabel('2026-11-28', '2026-11-24')).toBe('4 days left');
    expect(deadlineLabel('2026-11-25', '2026-11-24')).toBe('1 day left');
    expect(deadlineLabel('2026-11-24', '2026-11-24')).toBe('Last day');
    expect(deadlineLabel('2026-11-23', '2026-11-24')).toBe('Submission ended');
  });
  it('counts across a month and a year end', () => {
    expect(deadlineLabel('2027-01-02', '2026-12-30')).toBe('3 days left');
  });
  it('shows an institute day without moving it to another zone', () => {
    expect(showAssignmentDay('2026-11-24')).toBe('Tue 24 Nov');
  });
});
