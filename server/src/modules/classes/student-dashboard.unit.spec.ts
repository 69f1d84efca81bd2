import { describe, expect, it } from 'vitest';
import { lastMonths, mondayOf } from './student-dashboard.js';

describe('the student dashboard windows', () => {
  it('starts the week on its Monday (a Monday is its own, a Sunday ends the week)', () => {
    expect(mondayOf('2026-06-17')).toBe('2026-06-15');
    expect(mondayOf('2026-06-15')).toBe('2026-06-15');
    expect(mondayOf('2026-06-21')).toBe('2026-06-15');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });
  it('gives the 12 months ending with today’s, across a year', () => {
    expect(lastMonths('2026-02-10', 12)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastMonths('2026-12-31', 1)).toEqual(['2026-12']);
  });
});
