import { describe, expect, it } from 'vitest';
import { BLANK_CHOICE, BLANK_WRITTEN, blankAnswerMessage, paletteState } from './palette-state';

const base = { answer: '', hasAttachment: false, markAsReview: false, visited: false };

describe('paletteState (002 §4 precedence)', () => {
  it('puts marked for review first, whatever else holds', () => {
    expect(paletteState({ ...base, markAsReview: true })).toBe('review');
    expect(paletteState({ ...base, markAsReview: true, answer: 'A', visited: true })).toBe('review');
  });
  it('then answered (text or an uploaded file)', () => {
    expect(paletteState({ ...base, answer: 'A', visited: true })).toBe('answered');
    expect(paletteState({ ...base, hasAttachment: true, visited: true })).toBe('answered');
    // An answer implies the question was seen (restored answers may come without the visited flag).
    expect(paletteState({ ...base, answer: 'A' })).toBe('answered');
  });
  it('then not answered once visited, otherwise not visited', () => {
    expect(paletteState({ ...base, visited: true })).toBe('notAnswered');
    expect(paletteState({ ...base, visited: true, answer: '   ' })).toBe('notAnswered');
    expect(paletteState(base)).toBe('notVisited');
  });
});

describe('blankAnswerMessage (002 §5)', () => {
  it('asks for an option on a choice question and for writing otherwise, unless blank answers are allowed', () => {
    expect(blankAnswerMessage('MCQTYPE', { answer: '', hasAttachment: false }, false)).toBe(BLANK_CHOICE);
    expect(blankAnswerMessage('LONGTYPE', { answer: '  ', hasAttachment: false }, false)).toBe(BLANK_WRITTEN);
    expect(blankAnswerMessage('ATTACHMENT', { answer: '', hasAttachment: false }, false)).toBe(BLANK_WRITTEN);
    expect(blankAnswerMessage('MCQTYPE', { answer: '', hasAttachment: false }, true)).toBeNull();
    expect(blankAnswerMessage('MCQTYPE', { answer: 'B', hasAttachment: false }, false)).toBeNull();
    expect(blankAnswerMessage('ATTACHMENT', { answer: '', hasAttachment: true }, false)).toBeNull();
  });
  it('uses the spec’s exact texts', () => {
    expect(BLANK_CHOICE).toBe('Please select an option to move forward');
    expect(BLANK_WRITTEN).toBe('Please write something to move forward');
  });
});
