// Relative: the unit specs run without the client's '@' alias.
import { htmlToText } from '../../../lib/html-text';
import type { QuestionType } from '../api/types';

/** The Create Question form's values (002 §5 Question form). */
export interface QuestionValues {
  type: QuestionType | '';
  question: string;
  options: string[];
  newOption: string;
  answer: string;
  markAwarded: string;
  explanation: string;
  attachment: File | null;
}

export const MAX_FILE = 10 * 1024 * 1024;
const isPdf = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

/**
 * 002 §5 Question form, in the spec's words (its double spaces included), and the designed ones of docs/api.md.
 * The server checks the same; this saves a round trip.
 */
export function checkQuestion(v: QuestionValues): Record<string, string | undefined> {
  const text = htmlToText(v.question).trim();
  const mark = Number(v.markAwarded);
  const out: Record<string, string | undefined> = {};
  if (!v.type) out.type = 'Question type is required*';
  if (text && text.length < 10) out.question = 'Question  must be at least 10 characters*';
  if (v.type === 'ATTACHMENT') {
    if (!v.attachment || !isPdf(v.attachment)) out.attachment = 'Upload a PDF for an attachment question.';
  } else if (!text && !v.attachment) out.question = 'Type  or upload an image to create a question.';
  else if (v.attachment && !v.attachment.type.startsWith('image/')) out.attachment = 'The question’s file must be an image.';
  if (v.attachment && v.attachment.size > MAX_FILE) out.attachment = 'The file must be at most 10 MiB.';
  if (v.type === 'MCQTYPE') {
    const options = v.options.map((o) => o.trim());
    if (options.length < 2) out.newOption = 'Options are required*';
    else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) out.newOption = 'Options must be unique.';
    if (!v.answer) out.answer = 'Answer is required for creating a question*.';
    else if (!options.includes(v.answer)) out.answer = 'Please select one option to be the answer.';
  }
  if (v.markAwarded.trim() === '' || !(mark >= 0.25 && mark <= 100)) out.markAwarded = 'Mark must be between 0.25 and 100.';
  return out;
}

/** The multipart body of exam/question/add: options repeated, the file as 'attachment'. */
export function questionForm(subjectExamId: string, v: QuestionValues): FormData {
  const form = new FormData();
  form.append('subjectExam', subjectExamId);
  form.append('type', v.type);
  form.append('question', v.question.trim());
  if (v.type === 'MCQTYPE') {
    for (const o of v.options) form.append('options', o.trim());
    form.append('answer', v.answer);
  }
  form.append('markAwarded', String(Number(v.markAwarded)));
  if (v.explanation.trim()) form.append('explanation', v.explanation.trim());
  if (v.attachment) form.append('attachment', v.attachment);
  return form;
}

/** Adding an option one at a time: trimmed, not empty, not already there (any case). Returns the error, or null. */
export function optionProblem(options: readonly string[], next: string): string | null {
  const o = next.trim();
  if (!o) return 'Type an option first.';
  if (options.some((x) => x.trim().toLowerCase() === o.toLowerCase())) return 'Options must be unique.';
  if (options.length >= 6) return 'At most 6 options.';
  return null;
}
