import { describe, expect, it } from 'vitest';
import { deadlineLabel, instituteDay, isPastDue, notOpenYet, opensFromList, showDay } from './deadline';

// 2026-11-24 10:00 in Kolkata (04:30 UTC).
const now = Date.parse('2026-11-24T04:30:00Z');

describe('assignment deadline (002 §4)', () => {
  it('reads the institute day, not the UTC one', () => {
    expect(instituteDay(Date.parse('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
  });
  it("says 'Last day' on the due date, 'N days left' before, 'Submission ended' after", () => {
    expect(deadlineLabel('2026-11-24', now)).toBe('Last day');
    expect(deadlineLabel('2026-11-25', now)).toBe('1 day left');
    expect(deadlineLabel('2026-11-30', now)).toBe('6 days left');
    expect(deadlineLabel('2026-11-23', now)).toBe('Submission ended');
  });
  it('is past due only after the due date, and not open before the date of assignment', () => {
    expect(isPastDue('2026-11-24', now)).toBe(false);
    expect(isPastDue('2026-11-23', now)).toBe(true);
    expect(notOpenYet('2026-11-25', now)).toBe(true);
    expect(notOpenYet('2026-11-24', now)).toBe(false);
  });
  it('shows a day, or Not Available', () => {
    expect(showDay('2026-11-24')).toBe('24 Nov 2026');
    expect(showDay('')).toBe('Not Available');
  });
});

describe("a student's card past its due date (002 §4)", () => {
  const past = { isPastDue: true, mySubmission: { isSubmitted: false } };
  it('does not open under the REFUSE policy', () => expect(opensFromList('STUDENT', past, 'REFUSE')).toBe(false));
  it('opens when submitted, under PENALTY, before the due date, or for a parent', () => {
    expect(opensFromList('STUDENT', { ...past, mySubmission: { isSubmitted: true } }, 'REFUSE')).toBe(true);
    expect(opensFromList('STUDENT', past, 'PENALTY')).toBe(true);
    expect(opensFromList('STUDENT', { ...past, isPastDue: false }, 'REFUSE')).toBe(true);
    expect(opensFromList('PARENT', past, 'REFUSE')).toBe(true);
  });
});
