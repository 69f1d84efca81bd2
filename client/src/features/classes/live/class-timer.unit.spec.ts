import { describe, expect, it } from 'vitest';
import { classTimerText, clockText } from './class-timer';

const start = '2026-11-24T04:30:00Z';
const end = '2026-11-24T05:30:00Z';
const at = (iso: string) => Date.parse(iso);

describe('class timer (002 §2 class call page)', () => {
  it('writes mm:ss under an hour and h:mm:ss from an hour, never negative', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(65_000)).toBe('01:05');
    expect(clockText(3_600_000 + 5 * 60_000 + 9_000)).toBe('1:05:09');
    expect(clockText(-5_000)).toBe('00:00');
    expect(clockText(1_999)).toBe('00:01');
  });
  it('counts down to the start before it', () => {
    expect(classTimerText(at('2026-11-24T04:25:50Z'), start, end)).toEqual({ main: 'Starts in 04:10', remaining: '', phase: 'BEFORE' });
  });
  it('shows the time elapsed since the start and the time left to the end while it runs', () => {
    expect(classTimerText(at('2026-11-24T04:42:05Z'), start, end)).toEqual({
      main: '12:05 elapsed',
      remaining: '47:55 left',
      phase: 'RUNNING',
    });
    expect(classTimerText(at(start), start, end).main).toBe('00:00 elapsed');
  });
  it('reads Ended at the end time, and as soon as the teacher ended it', () => {
    expect(classTimerText(at(end), start, end).phase).toBe('ENDED');
    expect(classTimerText(at('2026-11-24T04:50:00Z'), start, end, '2026-11-24T04:49:00Z')).toEqual({
      main: 'Ended',
      remaining: '',
      phase: 'ENDED',
    });
  });
});
