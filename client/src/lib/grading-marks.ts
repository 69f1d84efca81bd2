/**
 * Grading a page of answers (002 §5 Grading: marks are numbers), shared by the exams' and the assignments' grading
 * pages: the same range check and the same rule for what a page's Submit sends.
 */

/** A mark's problem within [min, max], or null; '' is "no mark given on this page". */
export function markInRange(value: string, min: number, max: number): string | null {
  const v = value.trim();
  if (v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n)) return 'Marks must be a number.';
  if (n < min || n > max) return `Marks must be between ${min} and ${max}.`;
  return null;
}

/** One answer on the page: the mark it has (null when none was given) and what the grader typed. */
export interface TypedMark {
  _id: string;
  given: number | null;
  value: string;
}

/**
 * The marks of a page that change something: a mark typed where none was given, or a different one. A change of a
 * mark already given needs a reason (marks are never edited in place: the reason goes with the new event).
 */
export function changedMarks(rows: readonly TypedMark[]) {
  const marks: { _id: string; mark: number }[] = [];
  let changesGiven = false;
  for (const r of rows) {
    const v = r.value.trim();
    if (v === '') continue;
    const mark = Number(v);
    if (r.given === mark) continue;
    marks.push({ _id: r._id, mark });
    if (r.given !== null) changesGiven = true;
  }
  return { marks, changesGiven };
}
