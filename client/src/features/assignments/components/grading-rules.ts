/** The grading page's marks (002 §5 Grading: marks are numbers), each within 0 and the question's marks. */
export interface Gradable {
  _id: string;
  markAwarded: number;
  markGiven: number | null;
}

export const givenMark = (row: Gradable): number | null => row.markGiven ?? null;

/** A mark's problem, or null ('' is "no mark given on this page"). */
export function markError(value: string, row: Pick<Gradable, 'markAwarded'>): string | null {
  const v = value.trim();
  if (v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n)) return 'Marks must be a number.';
  if (n < 0 || n > row.markAwarded) return `Marks must be between 0 and ${row.markAwarded}.`;
  return null;
}

/**
 * The marks of a page that change something: a mark typed where none was given, or a different one. Changing a mark
 * already given needs a reason (marks are never edited in place: the reason goes with the new event).
 */
export function pageMarks(rows: readonly Gradable[], values: readonly string[]) {
  const marks: { _id: string; mark: number }[] = [];
  let changesGiven = false;
  rows.forEach((r, i) => {
    const v = (values[i] ?? '').trim();
    if (v === '') return;
    const mark = Number(v);
    const before = givenMark(r);
    if (before === mark) return;
    marks.push({ _id: r._id, mark });
    if (before !== null) changesGiven = true;
  });
  return { marks, changesGiven };
}
