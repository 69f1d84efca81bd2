import { describe, expect, it } from 'vitest';
import { toggleTri, triParam } from './tri-state';

describe('tri-state filters (002 §4)', () => {
  it('checks a box, moves to the other, and clears on a click of the checked one', () => {
    expect(toggleTri('', 'true')).toBe('true');
    expect(toggleTri('true', 'false')).toBe('false');
    expect(toggleTri('false', 'false')).toBe('');
  });
  it('sends nothing when unset', () => {
    expect(triParam('')).toBeUndefined();
    expect(triParam('true')).toBe(true);
    expect(triParam('false')).toBe(false);
  });
});
