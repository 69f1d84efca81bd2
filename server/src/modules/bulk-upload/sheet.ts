import ExcelJS from 'exceljs';

export interface SheetRow {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  values: Record<string, string>;
}

/** An .xlsx is a ZIP archive: its first bytes are 'PK\x03\x04' whatever the name or declared type say. */
export const looksLikeXlsx = (data: Buffer) =>
  data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a form field would hold: numbers without exponent, dates as YYYY-MM-DD, links as their text. */
function text(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v).toString() : String(v);
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in v && typeof v.text === 'string') return v.text.trim();
    if ('text' in v && v.text && typeof v.text === 'object') {
      // A hyperlink whose text is rich text (e-mail cells typed into Excel).
      const rich = (v.text as { richText?: { text: string }[] }).richText;
      if (rich)
        return rich
          .map((r) => r.text)
          .join('')
          .trim();
    }
    if ('result' in v) return text(v.result as ExcelJS.CellValue);
    if ('error' in v) return '';
  }
  return String(v).trim();
}

/**
 * Reads the first worksheet: row 1 names the columns (matched case-insensitively to `columns`), every later
 * non-empty row is a record. Throws an Error with a user-facing message when the file cannot be read.
 */
export async function readSheet(data: Buffer, columns: readonly string[]): Promise<{ rows: SheetRow[]; missing: string[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new Error('The file is not a readable .xlsx workbook.');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('The workbook has no sheet.');
  const byLower = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const header = new Map<number, string>();
  ws.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    const name = byLower.get(text(cell.value).replace(/\s+/g, '').toLowerCase());
    if (name) header.set(col, name);
  });
  const found = new Set(header.values());
  const missing = columns.filter((c) => !found.has(c));
  const rows: SheetRow[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const values: Record<string, string> = {};
    let any = false;
    for (const [col, name] of header) {
      const t = text(r.getCell(col).value);
      values[name] = t;
      if (t) any = true;
    }
    if (any) rows.push({ row: n, values });
  });
  return { rows, missing };
}
