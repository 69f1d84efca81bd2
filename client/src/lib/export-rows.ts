/** The download types of the export panels (001 §2, §9): default excel. */
export type DownloadType = 'pdf' | 'csv' | 'excel';

/** 001 §5 Export: a PDF takes at most 3 fields, and not all of them (the spec's two messages). */
export const PDF_MAX = 3;
export const TOO_MANY = 'A maximum of 3 field can be choose in PDF type.';
export const NOT_ALL = "Can't select all the field in pdf type.";

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
 * How an export drawer opens (issue 11): the fields the list shows ticked (`listKeys`; absent: all of them), and every
 * row of the list. The marks stay the spec's; a list larger than one file's limit (`maxRows`, the server's) is said,
 * not cut short quietly.
 */
export function exportDefaults(
  allKeys: readonly string[],
  total: number | undefined,
  o: { maxRows: number; listKeys?: readonly string[] },
): ExportDefaults {
  const known = total ?? UNKNOWN_TOTAL;
  const max = Math.min(o.maxRows, known);
  const marks = [...new Set([0, 30, 50, max])].filter((m) => m <= max).sort((a, b) => a - b);
  return {
    fields: o.listKeys ? allKeys.filter((k) => o.listKeys!.includes(k)) : [...allKeys],
    max,
    rows: max,
    marks,
    capped:
      known > o.maxRows
        ? `The list holds ${known.toLocaleString('en-IN')} rows; one file takes at most ${o.maxRows.toLocaleString('en-IN')}. Narrow the filters to export the rest.`
        : null,
  };
}

/**
 * The rows part of the request: every row (no perPage, so rows added since the list loaded are not dropped) when the
 * slider is at the whole list, else the first `rows`.
 */
export const rowsQuery = (rows: number, d: Pick<ExportDefaults, 'max' | 'capped'>, total: number | undefined): number | undefined =>
  rows >= d.max && total !== undefined && !d.capped ? undefined : rows;

/** The fields after a type change: a PDF keeps the first 3 (and says why). */
export function fieldsForType(type: DownloadType, fields: string[]): { fields: string[]; problem: string | null } {
  if (type === 'pdf' && fields.length > PDF_MAX) return { fields: fields.slice(0, PDF_MAX), problem: TOO_MANY };
  return { fields, problem: null };
}
