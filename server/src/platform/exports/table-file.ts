import { instituteDay } from '../days.js';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { FONT, FONT_BOLD, useFonts } from '../pdf/fonts.js';

/** The download types of the export panels (001 §2, §9): default excel. */
export const DOWNLOAD_TYPES = ['pdf', 'csv', 'excel'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

export type Cell = string | number | boolean | null | undefined;

/** A table to export: the columns in order and one array of cells per row, in the same order. */
export interface ExportTable {
  /** The sheet name and the PDF's heading, e.g. 'Students'. */
  title: string;
  /** The institute the data belongs to (PDF header). */
  instituteName: string;
  /** When the export was made (PDF header; the caller passes the request's time). */
  generatedAt: Date;
  columns: { key: string; label: string }[];
  rows: Cell[][];
}

export interface ExportFile {
  body: Buffer;
  contentType: string;
  extension: 'pdf' | 'csv' | 'xlsx';
}

const text = (c: Cell): string => (c === null || c === undefined ? '' : typeof c === 'boolean' ? (c ? 'Yes' : 'No') : String(c));

/**
 * A cell a spreadsheet would read as a formula (=, @, a tab or carriage return first, or + / - not starting a number)
 * gets a leading apostrophe, so opening an export never runs what a user typed into a name.
 */
export function safeCell(v: string): string {
  if (/^[=@\t\r]/.test(v) || /^[+-](?![\d\s.(])/.test(v)) return `'${v}`;
  return v;
}

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** RFC 4180 CSV with CRLF line ends and a UTF-8 byte order mark (Excel then reads ₹ and Indian names right). */
export function toCsv(t: ExportTable): Buffer {
  const lines = [t.columns.map((c) => quote(c.label)), ...t.rows.map((r) => t.columns.map((_, i) => quote(safeCell(text(r[i])))))];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.map((l) => l.join(',')).join('\r\n')}\r\n`, 'utf8')]);
}

/** One worksheet named after the table: a bold, frozen header row and columns sized to their content. */
export async function toXlsx(t: ExportTable): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = t.generatedAt;
  const ws = wb.addWorksheet(t.title.slice(0, 31) || 'Export', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = t.columns.map((c, i) => ({
    header: c.label,
    key: c.key,
    width: Math.min(50, Math.max(10, c.label.length + 2, ...t.rows.map((r) => text(r[i]).length + 2))),
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of t.rows) ws.addRow(t.columns.map((_, i) => (typeof r[i] === 'number' ? r[i] : safeCell(text(r[i])))));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The built-in PDF fonts cover Latin-1 only: other characters would print as wrong glyphs, so they show as '?'. */

/** DD-MM-YYYY of the institute's day, like the file name. */
const fmtDate = (d: Date) => instituteDay(d).split('-').reverse().join('-');

/**
 * An A4 table (landscape beyond two columns): the institute's name, the title and the date at the top, a header row
 * repeated on every page, and page numbers. `compress: false` keeps the content streams readable (tests).
 */
export function toPdf(t: ExportTable, opts: { compress?: boolean } = {}): Promise<Buffer> {
  // The embedded Noto fonts (decision 0026): names in Indian scripts and '₹' print as written; what no font has is '?'.
  const doc = useFonts(
    new PDFDocument({
      size: 'A4',
      layout: t.columns.length > 2 ? 'landscape' : 'portrait',
      margin: 40,
      compress: opts.compress ?? true,
      bufferPages: true,
      info: { Title: `${t.instituteName} – ${t.title}`, Producer: 'School platform' },
    }),
  );
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const numberWidth = 30;
  const colWidth = (width - numberWidth) / Math.max(1, t.columns.length);
  const pad = 4;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 20;

  doc.font(FONT_BOLD).fontSize(16).text(t.instituteName, left, doc.page.margins.top, { width });
  doc
    .font(FONT)
    .fontSize(11)
    .fillColor('#444')
    .text(`${t.title} · ${fmtDate(t.generatedAt)} · ${t.rows.length} rows`, { width });
  doc.fillColor('black').moveDown(0.8);

  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? FONT_BOLD : FONT).fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: (i === 0 ? numberWidth : colWidth) - 2 * pad }));
    const h = Math.max(...heights) + 2 * pad;
    if (doc.y + h > bottom()) {
      doc.addPage();
      if (!bold) drawRow(['#', ...t.columns.map((c) => c.label)], true);
      doc.font(bold ? FONT_BOLD : FONT).fontSize(9);
    }
    const y = doc.y;
    if (bold) doc.rect(left, y, width, h).fill('#e8edf3').fillColor('black');
    let x = left;
    cells.forEach((c, i) => {
      const w = i === 0 ? numberWidth : colWidth;
      doc.text(c, x + pad, y + pad, { width: w - 2 * pad });
      x += w;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.5)
      .strokeColor('#c8d0da')
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };

  drawRow(['#', ...t.columns.map((c) => c.label)], true);
  t.rows.forEach((r, n) => drawRow([String(n + 1), ...t.columns.map((_, i) => text(r[i]))], false));
  if (t.rows.length === 0)
    doc
      .font(FONT)
      .fontSize(10)
      .text('No data found', left, doc.y + 8);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#666')
      .text(`Page ${i + 1} of ${range.count}`, left, bottom() + 6, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The file for a download type, with its MIME type and file extension. */
export async function exportFile(type: DownloadType, t: ExportTable): Promise<ExportFile> {
  if (type === 'csv') return { body: toCsv(t), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  if (type === 'pdf') return { body: await toPdf(t), contentType: 'application/pdf', extension: 'pdf' };
  return { body: await toXlsx(t), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
}

/** `students-2026-11-21.csv`: the name stem, the institute's day (platform/days.ts `instituteDay`), the extension. */
export const exportFileName = (stem: string, day: string, ext: string) => `${stem}-${day}.${ext}`;
