import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRupees, formatRupeesShort, shortFileName } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(245000)).toBe('₹2,45,000.00');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });
  it('shows paise the same way for every amount, so whole and part rupees line up (issue 11 part 13)', () => {
    expect(formatRupees(18450.5)).toBe('₹18,450.50');
    expect(formatRupees(48260.5)).toBe('₹48,260.50');
    const column = [48260.5, 245000, 1500, 0.05].map(formatRupees);
    expect(column.every((s) => /\.\d{2}$/.test(s))).toBe(true);
    expect(formatRupees(-1500)).toBe('-₹1,500.00');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
    expect(formatRupees(null)).toBe('₹0.00');
  });
  it('shortens chart ticks only', () => {
    expect(formatRupeesShort(250000)).toBe('₹2.5L');
    expect(formatRupeesShort(45000)).toBe('₹45k');
    expect(formatRupeesShort(900)).toBe('₹900');
  });
});

describe('formatDateTime', () => {
  it("reads like 'MMM D, YYYY h:mm A'", () => {
    expect(formatDateTime(new Date(2026, 10, 21, 19, 7))).toBe('Nov 21, 2026 7:07 PM');
    expect(formatDateTime(new Date(2026, 0, 3, 0, 30))).toBe('Jan 3, 2026 12:30 AM');
    expect(formatDateTime(new Date(2026, 0, 3, 12, 0))).toBe('Jan 3, 2026 12:00 PM');
  });
  it("says 'Not Provided' for a missing or broken date", () => {
    expect(formatDateTime(null)).toBe('Not Provided');
    expect(formatDateTime('not a date')).toBe('Not Provided');
  });
});

describe('shortFileName', () => {
  it('keeps names of up to 25 characters', () => {
    expect(shortFileName('a'.repeat(25))).toBe('a'.repeat(25));
  });
  it('shows an ellipsis and the last 9 characters of longer names', () => {
    expect(shortFileName('science-laboratory-department-icon.png')).toBe('...-icon.png');
  });
});
