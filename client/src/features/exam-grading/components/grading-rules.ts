import type { GradingAnswer } from '../api/types';

/** The lowest mark a question may get: 0, or for a choice question the negative mark the server allows (it checks). */
export const minMark = (row: Pick<GradingAnswer, 'type' | 'markAwarded'>) => (row.type === 'MCQTYPE' ? -row.markAwarded : 0);

/** 002 §5 Grading: marks are numbers, here within the question's range. Empty means "no mark given on this page". */
export function markError(value: string, row: Pick<GradingAnswer, 'type' | 'markAwarded'>): string | null {
  const v = value.trim();
  if (v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n)) return 'Marks must be a number.';
  const lo = minMark(row);
  if (n < lo || n > row.markAwarded) return `Marks must be between ${lo} and ${row.markAwarded}.`;
  return null;
}

export const givenMark = (row: GradingAnswer): number | null => row.studentAnswered?.markAwarded ?? null;

/**
 * The marks of a page that change something: a mark typed where none was given, or a different one. A change of a
 * mark already given needs a reason (marks are never edited in place: the reason goes with the new event).
 */
export function pageMarks(rows: GradingAnswer[], values: Record<string, string>) {
  const marks: { _id: string; mark: number }[] = [];
  let changesGiven = false;
  for (const r of rows) {
    const v = (values[r._id] ?? '').trim();
    if (v === '') continue;
    const mark = Number(v);
    const before = givenMark(r);
    if (before === mark) continue;
    marks.push({ _id: r._id, mark });
    if (before !== null) changesGiven = true;
  }
  return { marks, changesGiven };
}
