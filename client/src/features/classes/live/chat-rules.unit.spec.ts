import { describe, expect, it } from 'vitest';
import { chatDraft, draftHint, initialsOf, MAX_CHAT_MESSAGE_LENGTH } from './chat-rules';

describe('chat input (002 §5: blank messages are not sent; contracts MAX_CHAT_MESSAGE_LENGTH)', () => {
  it('does not send an empty, blank or whitespace-only message', () => {
    for (const blank of ['', ' ', '   ', '\n', '\t \n ', '\u00a0']) expect(chatDraft(blank)).toEqual({ reason: 'blank' });
    expect(draftHint('   ')).toBe('');
  });
  it('sends the text trimmed', () => {
    expect(chatDraft('  Good morning, ma’am \n')).toEqual({ send: 'Good morning, ma’am' });
    expect(chatDraft('a')).toEqual({ send: 'a' });
  });
  it('sends up to the limit after trimming, and says why it does not over it', () => {
    const atLimit = 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH);
    expect(chatDraft(`  ${atLimit}  `)).toEqual({ send: atLimit });
    expect(chatDraft(`${atLimit}y`)).toEqual({ reason: 'too-long' });
    expect(draftHint(`${atLimit}y`)).toBe(`A message is at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`);
    expect(draftHint(atLimit)).toBe('');
  });
  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    expect(chatDraft('😀'.repeat(MAX_CHAT_MESSAGE_LENGTH))).toEqual({ send: '😀'.repeat(MAX_CHAT_MESSAGE_LENGTH) });
  });
  it('reads initials of one or two words', () => {
    expect(initialsOf('Arjun Mehta')).toBe('AM');
    expect(initialsOf('kavita')).toBe('K');
    expect(initialsOf('  ')).toBe('?');
  });
});
