import { describe, expect, it } from 'vitest';
import { chargeStanding, chargeStandingLabel } from './standing.js';

describe('chargeStanding', () => {
  const today = '2026-11-23';
  it('reads the due date against today', () => {
    expect(chargeStanding({ status: 'PENDING', dueDate: '2026-11-24' }, today).standing).toBe('UPCOMING');
    expect(chargeStanding({ status: 'PENDING', dueDate: today }, today).standing).toBe('DUE');
    expect(chargeStanding({ status: 'PENDING', dueDate: '2026-10-23' }, today)).toEqual({
      standing: 'OVERDUE',
      partPaid: false,
      daysOverdue: 31,
    });
  });
  it('paid and cancelled do not depend on the day', () => {
    expect(chargeStanding({ status: 'PAID', dueDate: '2020-01-01' }, today).standing).toBe('PAID');
    expect(chargeStanding({ status: 'CANCELLED', dueDate: '2020-01-01' }, today).standing).toBe('CANCELLED');
  });
  it('marks a part payment and labels it', () => {
    const s = chargeStanding({ status: 'PARTIAL', dueDate: '2026-11-01' }, today);
    expect(s).toMatchObject({ standing: 'OVERDUE', partPaid: true, daysOverdue: 22 });
    expect(chargeStandingLabel(s)).toBe('Overdue · part-paid');
    expect(chargeStandingLabel({ standing: 'UPCOMING', partPaid: false })).toBe('Upcoming');
  });
});
