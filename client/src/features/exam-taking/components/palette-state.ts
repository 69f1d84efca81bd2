import type { QuestionType } from '@school/contracts';

/** 002 §4 Student exam taking: the palette's four states. */
export type PaletteState = 'review' | 'answered' | 'notAnswered' | 'notVisited';

export interface PaletteInput {
  answer: string;
  /** An uploaded file (ATTACHMENT questions) counts as an answer. */
  hasAttachment: boolean;
  markAsReview: boolean;
  visited: boolean;
}

export const isAnswered = (a: Pick<PaletteInput, 'answer' | 'hasAttachment'>) => a.answer.trim() !== '' || a.hasAttachment;

/**
 * The spec's precedence: marked for review, then answered (and visited), then not answered (and visited), otherwise
 * not visited. An answer can only be given on a visited question, so an answer makes it visited.
 */
export function paletteState(a: PaletteInput): PaletteState {
  if (a.markAsReview) return 'review';
  if (isAnswered(a)) return 'answered';
  if (a.visited) return 'notAnswered';
  return 'notVisited';
}

/** The legend's order and labels; the colours are the spec's (answered green). */
export const PALETTE_LEGEND: { state: PaletteState; label: string; className: string }[] = [
  { state: 'answered', label: 'Answered', className: 'bg-emerald-600 text-white border-emerald-600' },
  { state: 'notAnswered', label: 'Not Answered', className: 'bg-rose-600 text-white border-rose-600' },
  { state: 'review', label: 'Marked for review', className: 'bg-violet-600 text-white border-violet-600' },
  { state: 'notVisited', label: 'Not Visited', className: 'bg-white text-slate-700 border-slate-300' },
];

export const BLANK_CHOICE = 'Please select an option to move forward';
export const BLANK_WRITTEN = 'Please write something to move forward';

/**
 * 002 §5 Student exam taking: unless allowBlankSubmit is on, Save & Next needs an answer. The message names what is
 * missing: an option for a choice question, something written otherwise. Null when the move may go ahead.
 */
export function blankAnswerMessage(
  type: QuestionType,
  a: Pick<PaletteInput, 'answer' | 'hasAttachment'>,
  allowBlankSubmit: boolean,
): string | null {
  if (allowBlankSubmit || isAnswered(a)) return null;
  return type === 'MCQTYPE' ? BLANK_CHOICE : BLANK_WRITTEN;
}
