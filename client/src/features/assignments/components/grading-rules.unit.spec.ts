import { describe, expect, it } from 'vitest';
import { markError, pageMarks } from './grading-rules';

const row = (id: string, given: number | null, markAwarded = 5) => ({
  _id: id,
  markAwarded,
  markGiven: given,
});

describe('assignment grading marks', () => {
  it('bounds a mark by the question', () => {
    expect(markError('', { markAwarded: 5 })).toBeNull();
    expect(markError('5', { markAwarded: 5 })).toBeNull();
    expect(markError('6', { markAwarded: 5 })).toBe('Marks must be between 0 and 5.');
    expect(markError('-1', { markAwarded: 5 })).toBe('Marks must be between 0 and 5.');
    expect(markError('x', { markAwarded: 5 })).toBe('Marks must be a number.');
  });
  it('sends new and changed marks, and asks for a reason only when a given mark changes', () => {
    expect(pageMarks([row('a', null), row('b', 3)], ['4', '3'])).toEqual({ marks: [{ _id: 'a', mark: 4 }], changesGiven: false });
    expect(pageMarks([row('a', null), row('b', 3)], ['', '2'])).toEqual({ marks: [{ _id: 'b', mark: 2 }], changesGiven: true });
    expect(pageMarks([row('a', null)], [''])).toEqual({ marks: [], changesGiven: false });
  });
});
