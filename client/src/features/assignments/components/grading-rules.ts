import { changedMarks, markInRange } from '../../../lib/grading-marks';

/** The grading page's marks (002 §5 Grading: marks are numbers), each within 0 and the question's marks. */
export interface Gradable {
  _id: string;
  markAwarded: number;
  markGiven: number | null;
}

export const givenMark = (row: Gradable): number | null => row.markGiven ?? null;

/** A mark's problem, or null ('' is "no mark given on this page"). */
export const markError = (value: string, row: Pick<Gradable, 'markAwarded'>): string | null => markInRange(value, 0, row.markAwarded);

/** The marks of a page that change something (lib/grading-marks), the typed values in the rows' order. */
export const pageMarks = (rows: readonly Gradable[], values: readonly string[]) =>
  changedMarks(rows.map((r, i) => ({ _id: r._id, given: givenMark(r), value: values[i] ?? '' })));
