import { describe, expect, it } from 'vitest';
import { resultRules } from './result-rules';

describe('the Update Result rules (002 §5 Exam result update)', () => {
  it('requires attendance', () => {
    expect(resultRules.isAttended('')).toBe('Attendance is required*');
    expect(resultRules.isAttended('true')).toBe(true);
    expect(resultRules.isAttended('false')).toBe(true);
  });
  it('requires a numeric mark within the full mark only when attended', () => {
    expect(resultRules.obtainMark('', 'true', 50)).toBe('Please enter obtain mark*');
    expect(resultRules.obtainMark('abc', 'true', 50)).toBe('Obtained mark must be a number.');
    expect(resultRules.obtainMark('51', 'true', 50)).toBe('Obtained mark must be between 0 and the full mark.');
    expect(resultRules.obtainMark('42.5', 'true', 50)).toBe(true);
    expect(resultRules.obtainMark('', 'false', 50)).toBe(true);
  });
  it('asks for a reason only when an existing result changes', () => {
    expect(resultRules.reason('', true)).toBe('Give a reason for changing a result.');
    expect(resultRules.reason('re-checked', true)).toBe(true);
    expect(resultRules.reason('', false)).toBe(true);
  });
});
