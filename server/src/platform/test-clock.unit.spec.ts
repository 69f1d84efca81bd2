import { describe, expect, it } from 'vitest';
import { movableClock, testClockAllowed } from './test-clock.js';

describe('the browser flows’ movable clock', () => {
  it('moves by days and back to the system clock', () => {
    const c = movableClock();
    const before = Date.now();
    c.advanceDays(3);
    const moved = c.now().getTime() - before;
    expect(moved).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(moved).toBeLessThan(3 * 86_400_000 + 5_000);
    c.reset();
    expect(Math.abs(c.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('is allowed only when asked for, and never in production', () => {
    expect(testClockAllowed({})).toBe(false);
    expect(testClockAllowed({ TEST_CLOCK: '1' })).toBe(true);
    expect(testClockAllowed({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toBe(false);
  });
});
