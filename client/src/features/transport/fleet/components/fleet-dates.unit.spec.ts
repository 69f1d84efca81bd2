import { describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '@school/contracts';
import { clockLabel, daysLeft, expiryChecks, expiryState, localClock, localDay, startTimeIso } from './fleet-dates';

describe('the fleet forms’ dates', () => {
  it('counts the days left to an expiry', () => {
    expect(daysLeft('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysLeft('2026-12-09', '2026-11-25')).toBe(14);
    expect(daysLeft('2026-11-20', '2026-11-25')).toBe(-5);
    expect(daysLeft('2026-12-09T00:00:00.000Z', '2026-11-25')).toBe(14);
    expect(daysLeft('soon', '2026-11-25')).toBeNull();
  });

  it('flags papers expired or within 30 days', () => {
    expect(expiryState('2026-11-24', '2026-11-25')).toBe('expired');
    expect(expiryState('2026-11-25', '2026-11-25')).toBe('soon');
    expect(expiryState('2026-12-25', '2026-11-25')).toBe('soon');
    expect(expiryState('2026-12-26', '2026-11-25')).toBe('ok');
  });

  it('sends startTime as today with the chosen time (000 §7)', () => {
    const now = new Date(2026, 10, 25, 15, 42, 10);
    const iso = startTimeIso('07:30', now);
    const at = new Date(iso);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds()]).toEqual([
      2026, 10, 25, 7, 30, 0,
    ]);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(startTimeIso('')).toBe('');
    expect(startTimeIso('7.30')).toBe('');
    expect(localClock(iso)).toBe('07:30');
    expect(localClock('07:30')).toBeNull();
  });

  it('shows a route’s start on a 12-hour clock', () => {
    expect(clockLabel('07:05')).toBe('7:05 AM');
    expect(clockLabel('00:15')).toBe('12:15 AM');
    expect(clockLabel('13:40')).toBe('1:40 PM');
    expect(clockLabel('')).toBe('—');
  });

  it('asks for each expiry date with the spec’s message, and keeps it in the calendar window', () => {
    const rules = {
      rcExpiryDate: { required: TRANSPORT_MESSAGES.rcExpiryRequired, label: 'RC Expiry Date' },
      pucExpiryDate: { required: TRANSPORT_MESSAGES.pucExpiryRequired, label: 'PUC Expiry Date' },
    };
    expect(expiryChecks({ rcExpiryDate: '', pucExpiryDate: ' ' }, rules, '2026-11-25')).toEqual({
      rcExpiryDate: 'RC Expiry Date is required.',
      pucExpiryDate: 'PUC Expiry Date is required.',
    });
    expect(expiryChecks({ rcExpiryDate: '2027-03-01', pucExpiryDate: '2040-01-01' }, rules, '2026-11-25')).toEqual({
      pucExpiryDate: 'PUC Expiry Date must be between 2021-11-25 and 2031-11-25.',
    });
  });

  it('reads the viewer’s day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
