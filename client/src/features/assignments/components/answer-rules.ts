/** The student's answer to one question as the page holds it. */
export interface AnswerDraft {
  answer: string;
  file: File | null;
}

export const MAX_ANSWER_FILE = 10 * 1024 * 1024;
const ACCEPTED = /^(application\/pdf|image\/(png|jpe?g|gif|webp))$/;

/** An attachment answer's file: a PDF or an image of at most 10 MiB (contracts MAX_ASSIGNMENT_FILE_BYTES). */
export function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!ACCEPTED.test(file.type) && !/\.(pdf|png|jpe?g|gif|webp)$/i.test(file.name)) return 'Upload a PDF or an image.';
  if (file.size > MAX_ANSWER_FILE) return 'The file must be at most 10 MiB.';
  return null;
}

/** Does the draft differ from what is saved (a new file, or other text)? Nothing to send otherwise. */
export const draftChanged = (draft: AnswerDraft, saved: string): boolean => !!draft.file || draft.answer.trim() !== saved.trim();

/** The multipart body of assignment/answer/create. */
export function answerForm(questionId: string, draft: AnswerDraft): FormData {
  const form = new FormData();
  form.append('question', questionId);
  form.append('answer', draft.answer.trim());
  if (draft.file) form.append('attachment', draft.file);
  return form;
}
