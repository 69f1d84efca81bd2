import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRupees, shortFileName } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(245000)).toBe('₹2,45,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('shows paise only when there are some', () => {
    expect(formatRupees(18450.5)).toBe('₹18,450.50');
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
