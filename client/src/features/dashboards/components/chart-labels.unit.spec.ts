import { describe, expect, it } from 'vitest';
import { distinctTitles } from './chart-labels';

describe('distinctTitles (chart categories)', () => {
  it('numbers a title that repeats and leaves the others alone', () => {
    expect(distinctTitles(['Mid-term', 'Unit test', 'Mid-term', 'Mid-term'])).toEqual([
      'Mid-term (1)',
      'Unit test',
      'Mid-term (2)',
      'Mid-term (3)',
    ]);
    expect(distinctTitles(['A', 'B'])).toEqual(['A', 'B']);
    expect(distinctTitles([])).toEqual([]);
  });
});
