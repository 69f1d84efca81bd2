import { STUDENT_EXPORT_MAX_ROWS } from '@school/contracts';

/** The student list's columns (User with the registration number, Name, Phone, Email, Batch, Gender, Joined Date) as export fields. */
export const LIST_FIELDS = [
  'displayName',
  'registrationNumber',
  'phoneNumber',
  'email',
  'session',
  'course',
  'branch',
  'gender',
  'createdAt',
] as const;

/** What the spec's slider shows when the list has not said how many rows it holds (001 §5 Export). */
const UNKNOWN_TOTAL = 1000;

export interface ExportDefaults {
  /** Ticked fields, in the order of `allKeys`. */
  fields: string[];
  /** The slider's end: the list's total (capped at what one file holds). */
  max: number;
  /** Rows to export: all of them. */
  rows: number;
  /** Slider marks 0, 30, 50 and the total (001 §9). */
  marks: number[];
  /** Set when the list holds more rows than one file: the drawer says so instead of dropping rows silently. */
  capped: string | null;
}

/**
 * How the export drawer opens (issue 11): the fields the list shows ticked, and every row of the list. The marks stay
 * the spec's; a list larger than one file's limit is said, not cut short quietly.
 */
export function exportDefaults(allKeys: readonly string[], total: number | undefined): ExportDefaults {
  const known = total ?? UNKNOWN_TOTAL;
  const max = Math.min(STUDENT_EXPORT_MAX_ROWS, known);
  const marks = [...new Set([0, 30, 50, max])].filter((m) => m <= max).sort((a, b) => a - b);
  return {
    fields: allKeys.filter((k) => (LIST_FIELDS as readonly string[]).includes(k)),
    max,
    rows: max,
    marks,
    capped:
      known > STUDENT_EXPORT_MAX_ROWS
        ? `The list holds ${known.toLocaleString('en-IN')} rows; one file takes at most ${STUDENT_EXPORT_MAX_ROWS.toLocaleString('en-IN')}. Narrow the filters to export the rest.`
        : null,
  };
}

/**
 * The rows part of the request: every row (no perPage, so rows added since the list loaded are not dropped) when the
 * slider is at the whole list, else the first `rows`.
 */
export const rowsQuery = (rows: number, d: Pick<ExportDefaults, 'max' | 'capped'>, total: number | undefined): number | undefined =>
  rows >= d.max && total !== undefined && !d.capped ? undefined : rows;
