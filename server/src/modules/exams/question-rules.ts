import {
  MAX_OPTIONS,
  MAX_QUESTION_MARK,
  MIN_QUESTION_MARK,
  QUESTION_TYPES,
  type QuestionFields,
  type QuestionType,
} from '@school/contracts';
import { badRequest } from '../../platform/errors.js';
import { textOfHtml } from './safe-html.js';

/** A question as the form or a sheet row gives it, after sanitising; the attachment's kind decides what it may be. */
export interface QuestionInput {
  question: string;
  type: string | undefined;
  options: string[];
  answer: string;
  markAwarded: number;
  explanation: string;
  attachment: { id: string; kind: 'image' | 'pdf' } | null;
}

/** The spec's messages (002 §5 Question form), with their odd spacing kept; the last two and the PDF rule are designed. */
export const QUESTION_MESSAGES = {
  type: 'Question type is required*',
  short: 'Question  must be at least 10 characters*',
  empty: 'Type  or upload an image to create a question.',
  options: 'Options are required*',
  unique: 'Options must be unique.',
  answer: 'Answer is required for creating a question*.',
  answerInOptions: 'Please select one option to be the answer.',
  pdf: 'Upload a PDF for an attachment question.',
  mark: `Mark must be between ${MIN_QUESTION_MARK} and ${MAX_QUESTION_MARK}.`,
  tooManyOptions: `At most ${MAX_OPTIONS} options.`,
} as const;

/**
 * The rules of one question (the form and every row of an import ask this, so both say the same): the first broken
 * rule as `{ field, message }`, or the question's fields to record.
 */
export function checkQuestion(q: QuestionInput): { ok: true; fields: QuestionFields } | { ok: false; field: string; message: string } {
  const type = (q.type?.trim() || 'MCQTYPE') as QuestionType;
  if (!(QUESTION_TYPES as readonly string[]).includes(type)) return { ok: false, field: 'type', message: QUESTION_MESSAGES.type };
  const text = textOfHtml(q.question);
  const image = q.attachment?.kind === 'image';
  if (type === 'ATTACHMENT') {
    if (q.attachment?.kind !== 'pdf') return { ok: false, field: 'attachment', message: QUESTION_MESSAGES.pdf };
  } else if (!text && !image) return { ok: false, field: 'question', message: QUESTION_MESSAGES.empty };
  if (text && text.length < 10) return { ok: false, field: 'question', message: QUESTION_MESSAGES.short };
  const options = type === 'MCQTYPE' ? q.options.map((o) => o.trim()).filter(Boolean) : [];
  const answer = q.answer.trim();
  if (type === 'MCQTYPE') {
    if (options.length < 2) return { ok: false, field: 'options', message: QUESTION_MESSAGES.options };
    if (options.length > MAX_OPTIONS) return { ok: false, field: 'options', message: QUESTION_MESSAGES.tooManyOptions };
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      return { ok: false, field: 'options', message: QUESTION_MESSAGES.unique };
    }
    if (!answer) return { ok: false, field: 'answer', message: QUESTION_MESSAGES.answer };
    if (!options.includes(answer)) return { ok: false, field: 'answer', message: QUESTION_MESSAGES.answerInOptions };
  }
  if (!(Number.isFinite(q.markAwarded) && q.markAwarded >= MIN_QUESTION_MARK && q.markAwarded <= MAX_QUESTION_MARK)) {
    return { ok: false, field: 'markAwarded', message: QUESTION_MESSAGES.mark };
  }
  return {
    ok: true,
    fields: {
      question: q.question,
      type,
      options,
      answer,
      markAwarded: q.markAwarded,
      explanation: q.explanation,
      attachmentId: q.attachment?.id ?? null,
    },
  };
}

/** The same rules for a command: the first broken one as a 400. */
export function assertQuestion(q: QuestionInput): QuestionFields {
  const r = checkQuestion(q);
  if (!r.ok) throw badRequest(r.message);
  return r.fields;
}
