import { MAX_CHAT_MESSAGE_LENGTH } from '@school/contracts';

export { MAX_CHAT_MESSAGE_LENGTH };

/**
 * The chat input's rules (002 §5: a blank or whitespace-only message is not sent; contracts: at most
 * MAX_CHAT_MESSAGE_LENGTH characters after trimming). Returns the text to send, or why it is not sent.
 */
export function chatDraft(input: string): { send: string } | { reason: 'blank' | 'too-long' } {
  const text = input.trim();
  if (text === '') return { reason: 'blank' };
  if ([...text].length > MAX_CHAT_MESSAGE_LENGTH) return { reason: 'too-long' };
  return { send: text };
}

/** What the input says about a draft that is not sent ('' for a blank one: the Send button is just off). */
export const draftHint = (input: string): string => {
  const d = chatDraft(input);
  return 'reason' in d && d.reason === 'too-long' ? `A message is at most ${MAX_CHAT_MESSAGE_LENGTH} characters.` : '';
};

/** Initials of a name, for a chat line without a photo. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';
