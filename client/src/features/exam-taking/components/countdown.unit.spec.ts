import { describe, expect, it } from 'vitest';
import { formatClock } from './countdown';

describe('formatClock', () => {
  it('shows mm:ss under an hour and h:mm:ss from an hour, never below zero', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(59.9)).toBe('00:59');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(-5)).toBe('00:00');
  });
});
