import { changedMarks, markInRange } from '../../../lib/grading-marks';
import type { GradingAnswer } from '../api/types';

/** The lowest mark a question may get: 0, or for a choice question the negative mark the server allows (it checks). */
export const minMark = (row: Pick<GradingAnswer, 'type' | 'markAwarded'>) => (row.type === 'MCQTYPE' ? -row.markAwarded : 0);

/** 002 §5 Grading: marks are numbers, here within the question's range. Empty means "no mark given on this page". */
export const markError = (value: string, row: Pick<GradingAnswer, 'type' | 'markAwarded'>): string | null =>
  markInRange(value, minMark(row), row.markAwarded);

export const givenMark = (row: GradingAnswer): number | null => row.studentAnswered?.markAwarded ?? null;

/** The marks of a page that change something (lib/grading-marks), the typed values keyed by answer id. */
export const pageMarks = (rows: GradingAnswer[], values: Record<string, string>) =>
  changedMarks(rows.map((r) => ({ _id: r._id, given: givenMark(r), value: values[r._id] ?? '' })));
