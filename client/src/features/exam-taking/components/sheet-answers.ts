import type { SheetQuestion } from '../api/types';
import type { Outbox } from './outbox';

/** One question's answer as the screen holds it. */
export interface LocalAnswer {
  answer: string;
  markAsReview: boolean;
  attachmentUrl: string | null;
  /** A file chosen here and not yet acknowledged by the server. */
  pendingFile: string | null;
  visited: boolean;
}

/** The sheet's answers: the server's, overlaid by the unsent ones this device keeps (a reload shows those). */
export function initialAnswers(items: SheetQuestion[], outbox: Outbox): Record<string, LocalAnswer> {
  const pending = outbox.pendingAnswers();
  const out: Record<string, LocalAnswer> = {};
  for (const { question, answer } of items) {
    const p = pending.get(question._id);
    out[question._id] = {
      answer: p ? p.answer : answer.studentAnswer,
      markAsReview: p ? p.markAsReview : answer.markAsReview,
      attachmentUrl: answer.attachmentUrl,
      pendingFile: p?.file?.name ?? null,
      visited: answer.isVisited || outbox.isVisited(question._id),
    };
  }
  return out;
}
