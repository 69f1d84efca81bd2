import PDFDocument from 'pdfkit';
import { FONT, FONT_BOLD, printable, useFonts } from './fonts.js';
import { imageKind } from './payslip.js';

/** Report cards show days in the institute's zone, as receipts do. */
const TIME_ZONE = 'Asia/Kolkata';
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });

export interface ReportCardColumn {
  title: string;
  /** Share of the table's width (the columns' shares are scaled to fill it). */
  share: number;
  align?: 'left' | 'right' | 'center';
}

/** One page of a report card: the student's card for an exam, or the session card across exams. */
export interface ReportCardPage {
  /** REPORT CARD / SESSION REPORT CARD, under it the exam or session it is for. */
  heading: string;
  subheading: string;
  /** Label/value pairs about the student (name, roll number, batch …), two columns. */
  facts: [string, string][];
  columns: ReportCardColumn[];
  rows: string[][];
  /** Rows drawn bold at the table's foot (totals). */
  footRows?: string[][];
  /** Label/value pairs under the table: percentage, grade, SGPA, result, rank. */
  summary: [string, string][];
  /** The outcome stamped beside the summary: PASS / FAIL / '' (pending, no stamp). */
  verdict: 'PASS' | 'FAIL' | '';
  note?: string;
}

export interface ReportCardDocument {
  instituteName: string;
  instituteAddress?: string;
  /** The institute's logo (PNG or JPEG bytes); anything else is left out. */
  logo?: Buffer;
  title: string;
  /** ISO instant printed in the footer. */
  generatedAt: string;
  pages: ReportCardPage[];
}

export interface ReportCardOptions {
  /** Compress content streams (default true; tests turn it off to search the text). */
  compress?: boolean;
}

/** Renders report cards on A4, one page each (a whole batch in one file), in the embedded fonts (decision 0026). */
export function renderReportCards(data: ReportCardDocument, opts: ReportCardOptions = {}): Promise<Buffer> {
  const generatedAt = new Date(data.generatedAt);
  if (Number.isNaN(generatedAt.getTime())) throw new RangeError(`Not a date: ${data.generatedAt}`);
  const doc = useFonts(
    new PDFDocument({
      size: 'A4',
      margin: 44,
      compress: opts.compress ?? true,
      autoFirstPage: false,
      info: { Title: data.title, Author: data.instituteName, Subject: 'Report card', CreationDate: generatedAt },
    }),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const logo = imageKind(data.logo) ? data.logo : undefined;
  const pages = data.pages.length > 0 ? data.pages : null;
  if (!pages) {
    doc.addPage();
    doc.font(FONT).fontSize(12).text('No report card to print.', { align: 'center' });
  } else {
    for (const page of pages) drawPage(doc, data, page, logo, generatedAt);
  }
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;
const ink = '#111827';
const muted = '#6b7280';
const rule = '#d1d5db';

function drawPage(doc: Doc, data: ReportCardDocument, page: ReportCardPage, logo: Buffer | undefined, generatedAt: Date) {
  doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;

  // Letterhead: the logo, the institute's name and address, then the card's name centred.
  let textLeft = left;
  const logoSize = 56;
  if (logo) {
    try {
      doc.image(logo, left, 40, { fit: [logoSize, logoSize] });
      textLeft = left + logoSize + 12;
    } catch {
      textLeft = left;
    }
  }
  doc
    .fillColor(ink)
    .font(FONT_BOLD)
    .fontSize(18)
    .text(printable(data.instituteName), textLeft, 44, { width: right - textLeft });
  if (data.instituteAddress)
    doc
      .font(FONT)
      .fontSize(9.5)
      .fillColor(muted)
      .text(printable(data.instituteAddress), { width: right - textLeft });
  let y = Math.max(doc.y, textLeft > left ? 40 + logoSize : 0) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.4).strokeColor(ink).stroke();
  y += 12;
  doc.font(FONT_BOLD).fontSize(14).fillColor(ink).text(page.heading, left, y, { width, align: 'center' });
  doc
    .font(FONT)
    .fontSize(10.5)
    .fillColor(muted)
    .text(printable(page.subheading), left, doc.y + 2, { width, align: 'center' });
  y = doc.y + 14;

  // Facts about the student, two columns.
  const colW = width / 2;
  const labelW = 96;
  for (let i = 0; i < page.facts.length; i += 2) {
    let bottom = y;
    for (const [k, fact] of [page.facts[i], page.facts[i + 1]].entries()) {
      if (!fact) continue;
      const x = left + k * colW;
      doc.font(FONT).fontSize(9.5).fillColor(muted).text(fact[0], x, y, { width: labelW });
      doc
        .font(FONT_BOLD)
        .fontSize(9.5)
        .fillColor(ink)
        .text(printable(fact[1]) || '—', x + labelW, y, { width: colW - labelW - 8 });
      bottom = Math.max(bottom, doc.y);
    }
    y = bottom + 5;
  }
  y += 8;

  // The marks table.
  const total = page.columns.reduce((s, c) => s + c.share, 0);
  const widths = page.columns.map((c) => (c.share / total) * width);
  const pad = 5;
  const drawRow = (cells: string[], bold: boolean, fill?: string) => {
    doc.font(bold ? FONT_BOLD : FONT).fontSize(9.5);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(printable(c) || ' ', { width: widths[i]! - 2 * pad }))) + 2 * pad;
    if (y + h > doc.page.height - doc.page.margins.bottom - 120) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    if (fill) doc.rect(left, y, width, h).fillColor(fill).fill();
    let x = left;
    cells.forEach((c, i) => {
      doc
        .fillColor(ink)
        .font(bold ? FONT_BOLD : FONT)
        .fontSize(9.5)
        .text(printable(c), x + pad, y + pad, { width: widths[i]! - 2 * pad, align: page.columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    y += h;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).strokeColor(rule).stroke();
  };
  const top = y;
  drawRow(
    page.columns.map((c) => c.title),
    true,
    '#f3f4f6',
  );
  if (page.rows.length === 0) drawRow([page.note ?? 'No subjects.', ...page.columns.slice(1).map(() => '')], false);
  for (const r of page.rows) drawRow(r, false);
  for (const r of page.footRows ?? []) drawRow(r, true, '#f9fafb');
  doc
    .rect(left, top, width, y - top)
    .lineWidth(0.8)
    .strokeColor(rule)
    .stroke();
  y += 14;

  // Summary and the verdict stamp.
  const summaryTop = y;
  for (const [label, value] of page.summary) {
    doc.font(FONT).fontSize(10).fillColor(muted).text(label, left, y, { width: 120 });
    doc
      .font(FONT_BOLD)
      .fontSize(10)
      .fillColor(ink)
      .text(printable(value) || '—', left + 120, y, { width: width / 2 - 120 });
    y = doc.y + 5;
  }
  if (page.verdict) {
    const pass = page.verdict === 'PASS';
    const w = 150;
    const h = 46;
    const x = right - w;
    const colour = pass ? '#15803d' : '#b91c1c';
    doc.roundedRect(x, summaryTop, w, h, 6).lineWidth(2.5).strokeColor(colour).stroke();
    doc
      .font(FONT_BOLD)
      .fontSize(22)
      .fillColor(colour)
      .text(pass ? 'PASSED' : 'FAILED', x, summaryTop + 10, { width: w, align: 'center', lineBreak: false });
  }
  if (page.note && page.rows.length > 0) {
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(muted)
      .text(printable(page.note), left, y + 6, { width });
  }

  // Footer: signatures and when it was made.
  const footY = doc.page.height - doc.page.margins.bottom - 60;
  const sigW = 150;
  for (const [i, label] of ['Class teacher', 'Principal'].entries()) {
    const x = i === 0 ? left : right - sigW;
    doc
      .moveTo(x, footY)
      .lineTo(x + sigW, footY)
      .lineWidth(0.6)
      .strokeColor(muted)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(muted)
      .text(label, x, footY + 4, { width: sigW, align: 'center', lineBreak: false });
  }
  doc
    .font(FONT)
    .fontSize(7.5)
    .fillColor(muted)
    .text(`Generated on ${dayFormat.format(generatedAt)}. This is a computer-generated report card.`, left, footY + 36, {
      width,
      align: 'center',
      lineBreak: false,
    });
}
