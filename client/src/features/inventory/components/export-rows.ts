/** One export file takes at most this many rows (the student export's limit; the server says so too). */
export const EXPORT_MAX_ROWS = 20_000;
/** 001 §5 Export: a PDF takes at most 3 fields, and not all of them. */
export const PDF_MAX = 3;
export const TOO_MANY = 'A maximum of 3 field can be choose in PDF type.';
export const NOT_ALL = "Can't select all the field in pdf type.";

/** The row slider: 0 to the list's total (capped), marks 0, 30, 50 and the total (001 §9). */
export function rowSlider(total: number | undefined): { max: number; marks: number[] } {
  const max = Math.min(EXPORT_MAX_ROWS, total ?? 1000);
  const marks = [...new Set([0, 30, 50, max])].filter((m) => m <= max).sort((a, b) => a - b);
  return { max, marks };
}

/** The fields after a type change: a PDF keeps the first 3 (and says why). */
export function fieldsForType(type: string, fields: string[]): { fields: string[]; problem: string | null } {
  if (type === 'pdf' && fields.length > PDF_MAX) return { fields: fields.slice(0, PDF_MAX), problem: TOO_MANY };
  return { fields, problem: null };
}
