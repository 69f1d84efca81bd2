import { describe, expect, it } from 'vitest';
import { DEFAULT_LIBRARY_RULES } from '@school/contracts';
import { fineOf, holidayDaysBetween } from './fine.js';

const rules = { ...DEFAULT_LIBRARY_RULES, finePerDay: 5, graceDays: 0, fineCap: null, countHolidays: true };

describe('the fine rule', () => {
  it('is nothing on or before the return date', () => {
    expect(fineOf('2026-11-10', '2026-11-10', rules, [])).toEqual({ daysOverdue: 0, fineDays: 0, fine: 0 });
    expect(fineOf('2026-11-10', '2026-11-01', rules, [])).toEqual({ daysOverdue: 0, fineDays: 0, fine: 0 });
  });

  it('counts the days after the return date times the fine per day', () => {
    expect(fineOf('2026-11-10', '2026-11-13', rules, [])).toEqual({ daysOverdue: 3, fineDays: 3, fine: 15 });
    // Across a month end.
    expect(fineOf('2026-11-29', '2026-12-02', rules, []).daysOverdue).toBe(3);
  });

  it('takes off the grace days, never below nothing', () => {
    expect(fineOf('2026-11-10', '2026-11-13', { ...rules, graceDays: 2 }, [])).toMatchObject({ daysOverdue: 3, fineDays: 1, fine: 5 });
    expect(fineOf('2026-11-10', '2026-11-11', { ...rules, graceDays: 2 }, [])).toMatchObject({ daysOverdue: 1, fine: 0 });
  });

  it('takes off the holidays after the return date unless they count', () => {
    const holidays = [
      { from: '2026-11-09', to: '2026-11-11' },
      { from: '2026-11-11', to: '2026-11-12' },
      { from: '2026-11-20', to: '2026-11-21' },
    ];
    expect(holidayDaysBetween('2026-11-10', '2026-11-14', holidays)).toBe(2);
    expect(fineOf('2026-11-10', '2026-11-14', { ...rules, countHolidays: false }, holidays)).toMatchObject({
      daysOverdue: 4,
      fineDays: 2,
      fine: 10,
    });
    expect(fineOf('2026-11-10', '2026-11-14', rules, holidays)).toMatchObject({ fineDays: 4, fine: 20 });
  });

  it('stops at the cap and keeps paise exact', () => {
    expect(fineOf('2026-11-10', '2026-12-31', { ...rules, fineCap: 40 }, []).fine).toBe(40);
    expect(fineOf('2026-11-10', '2026-11-13', { ...rules, finePerDay: 0.1 }, []).fine).toBe(0.3);
    expect(fineOf('2026-11-10', '2026-11-13', { ...rules, finePerDay: 0 }, []).fine).toBe(0);
  });
});
