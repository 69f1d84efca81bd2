import { describe, expect, it } from 'vitest';
import type { GradingAnswer } from '../api/types';
import { markError, pageMarks } from './grading-rules';

const row = (id: string, type: GradingAnswer['type'], markAwarded: number, given: number | null): GradingAnswer => ({
  _id: id,
  question: 'Q',
  type,
  options: [],
  answer: '',
  markAwarded,
  explanation: '',
  attachmentUrl: null,
  studentAnswered: { _id: `a-${id}`, studentAnswer: 'x', attachmentUrl: null, markAwarded: given },
});

describe('markError (002 §5 Grading)', () => {
  it('accepts an empty box and numbers within the range, refuses the rest', () => {
    const long = row('q1', 'LONGTYPE', 5, null);
    expect(markError('', long)).toBeNull();
    expect(markError('0', long)).toBeNull();
    expect(markError('4.5', long)).toBeNull();
    expect(markError('5.5', long)).toBe('Marks must be between 0 and 5.');
    expect(markError('-1', long)).toBe('Marks must be between 0 and 5.');
    expect(markError('abc', long)).toBe('Marks must be a number.');
    expect(markError('-1', row('q2', 'MCQTYPE', 2, null))).toBeNull();
  });
});

describe('pageMarks', () => {
  it('sends new and changed marks only, and asks for a reason only when a given mark changes', () => {
    const rows = [row('q1', 'LONGTYPE', 5, null), row('q2', 'LONGTYPE', 5, 3), row('q3', 'ATTACHMENT', 5, null)];
    expect(pageMarks(rows, { q1: '4', q2: '3', q3: '' })).toEqual({ marks: [{ _id: 'q1', mark: 4 }], changesGiven: false });
    expect(pageMarks(rows, { q1: '', q2: '2' })).toEqual({ marks: [{ _id: 'q2', mark: 2 }], changesGiven: true });
    expect(pageMarks(rows, {})).toEqual({ marks: [], changesGiven: false });
  });
});
