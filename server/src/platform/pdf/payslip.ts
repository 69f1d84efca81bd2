import PDFDocument from 'pdfkit';
import { amountInWords, formatIndianAmount } from './amount-words.js';
import { FONT, FONT_BOLD, printable, useFonts } from './fonts.js';
import { receiptNoFor } from './receipt.js';

/** Payslips show days in the institute's zone, as receipts do. */
const PAYSLIP_TIME_ZONE = 'Asia/Kolkata';

export interface PayslipLine {
  label: string;
  /** Rupees, at most two decimals. */
  amount: number;
}

export interface PayslipData {
  instituteName: string;
  instituteAddress?: string;
  /** The institute's logo (PNG or JPEG bytes); anything else is left out. */
  logo?: Buffer;
  payslipNo: string;
  /** The month paid for, YYYY-MM-DD (the first of the month) or YYYY-MM. */
  month: string;
  /** SALARY / BONUS / OTHER: the payslip's subtitle. */
  paymentType: 'SALARY' | 'BONUS' | 'OTHER';
  /** ISO instant the payment was recorded. */
  paidAt: string;
  employeeName: string;
  employeeCode?: string;
  designation?: string;
  department?: string;
  /** Teacher, Staff … as shown. */
  role?: string;
  /** What the payment was made of, as the payroll records it; deductions are taken off. */
  earnings: PayslipLine[];
  deductions: PayslipLine[];
  /** The amount paid: the earnings less the deductions (checked). */
  net: number;
  /** Cash / Online (shown as given). */
  paymentMode: string;
  status: 'SUCCESSFUL' | 'REVERSED';
  reversalReason?: string;
  /** ISO instant of the reversal. */
  reversedAt?: string;
  recordedBy?: string;
  note?: string;
}

export interface PayslipOptions {
  /** Compress content streams (default true; tests turn it off to search the text). */
  compress?: boolean;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TYPE_TITLES = { SALARY: 'Salary', BONUS: 'Bonus', OTHER: 'Other payment' } as const;
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: PAYSLIP_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });

/** 2026-03-01 (or 2026-03) → March 2026. */
export function payMonthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) throw new RangeError(`Not a month: ${month}`);
  return `${name} ${m[1]}`;
}

/**
 * The payslip number of a staff payment: `PAY-<YYYYMMDD>-<first 8 characters of the payment id, upper case>`, the day it
 * was recorded in the institute's zone; the same rule as a fee receipt's number, with its own prefix.
 */
export function payslipNoFor(paymentId: string, paidAt: string | Date): string {
  return receiptNoFor(paymentId, paidAt).replace(/^RCPT-/, 'PAY-');
}

const paise = (n: number) => Math.round(n * 100);

/** pdfkit reads PNG and JPEG only; anything else (or a broken image) leaves the letterhead without a logo. */
export function imageKind(b: Buffer | undefined): 'png' | 'jpeg' | null {
  if (!b || b.length < 8) return null;
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  return null;
}

/** Renders a one-page A4 payslip as PDF: letterhead, employee, earnings and deductions, net in figures and words. */
export function renderPayslip(data: PayslipData, opts: PayslipOptions = {}): Promise<Buffer> {
  const paidAt = new Date(data.paidAt);
  if (Number.isNaN(paidAt.getTime())) throw new RangeError(`Not a date: ${data.paidAt}`);
  const sum = (lines: PayslipLine[]) => lines.reduce((s, l) => s + paise(l.amount), 0);
  if (sum(data.earnings) - sum(data.deductions) !== paise(data.net)) {
    throw new RangeError('A payslip needs earnings less deductions to equal the net pay.');
  }
  const month = payMonthLabel(data.month);
  const title = `${TYPE_TITLES[data.paymentType]} for ${month}`;
  const doc = useFonts(
    new PDFDocument({
      size: 'A4',
      margin: 48,
      compress: opts.compress ?? true,
      info: { Title: `Payslip ${data.payslipNo}`, Author: data.instituteName, Subject: title, CreationDate: paidAt },
    }),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;
  const ink = '#111827';
  const muted = '#6b7280';
  const rule = '#d1d5db';
  const reversed = data.status === 'REVERSED';

  // Letterhead: the logo, the institute's name and address on the left; the document's name on the right.
  let textLeft = left;
  const logoSize = 54;
  if (imageKind(data.logo)) {
    try {
      doc.image(data.logo as Buffer, left, 44, { fit: [logoSize, logoSize] });
      textLeft = left + logoSize + 12;
    } catch {
      textLeft = left;
    }
  }
  const headW = right - textLeft - 150;
  doc.fillColor(ink).font(FONT_BOLD).fontSize(17).text(printable(data.instituteName), textLeft, 48, { width: headW });
  if (data.instituteAddress) doc.font(FONT).fontSize(9.5).fillColor(muted).text(printable(data.instituteAddress), { width: headW });
  const headerBottom = Math.max(doc.y, textLeft > left ? 44 + logoSize : 0);
  doc
    .font(FONT_BOLD)
    .fontSize(14)
    .fillColor(ink)
    .text('PAYSLIP', right - 150, 50, { width: 150, align: 'right' });
  doc
    .font(FONT)
    .fontSize(9.5)
    .fillColor(muted)
    .text(printable(title), right - 150, doc.y + 2, { width: 150, align: 'right' });
  let y = Math.max(headerBottom, doc.y) + 12;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.4).strokeColor(ink).stroke();
  y += 16;

  // Facts, in two columns of label/value pairs.
  const facts: [string, string][] = [
    ['Payslip No.', data.payslipNo],
    ['Pay month', month],
    ['Employee', data.employeeName],
    ['Paid on', dayFormat.format(paidAt)],
    ...(data.employeeCode ? ([['Employee ID', data.employeeCode]] as [string, string][]) : []),
    ['Payment mode', data.paymentMode],
    ...(data.designation ? ([['Designation', data.designation]] as [string, string][]) : []),
    ...(data.department ? ([['Department', data.department]] as [string, string][]) : []),
    ...(data.role ? ([['Role', data.role]] as [string, string][]) : []),
  ];
  const colW = width / 2;
  const labelW = 88;
  for (let i = 0; i < facts.length; i += 2) {
    let rowBottom = y;
    for (const [j, fact] of [facts[i], facts[i + 1]].entries()) {
      if (!fact) continue;
      const x = left + j * colW;
      doc.font(FONT).fontSize(9.5).fillColor(muted).text(fact[0], x, y, { width: labelW });
      doc
        .font(FONT_BOLD)
        .fontSize(9.5)
        .fillColor(ink)
        .text(printable(fact[1]), x + labelW, y, { width: colW - labelW - 8 });
      rowBottom = Math.max(rowBottom, doc.y);
    }
    y = rowBottom + 6;
  }
  y += 10;

  // Earnings and deductions side by side, then the net pay.
  const half = width / 2;
  const pad = 6;
  const tableTop = y;
  const head = (x: number, label: string) => {
    doc.rect(x, y, half, 22).fillColor('#f3f4f6').fill();
    doc
      .font(FONT_BOLD)
      .fontSize(9.5)
      .fillColor(ink)
      .text(label, x + pad, y + 7, { width: half - 2 * pad - 90 });
    doc.text('Amount (₹)', x + half - 90 - pad, y + 7, { width: 90, align: 'right' });
  };
  head(left, 'Earnings');
  head(left + half, 'Deductions');
  y += 22;
  const rows = Math.max(data.earnings.length, data.deductions.length, 1);
  const cell = (x: number, line: PayslipLine | undefined, empty: string | null, at: number) => {
    doc
      .font(FONT)
      .fontSize(9.5)
      .fillColor(line ? ink : muted);
    if (line) {
      doc.text(printable(line.label), x + pad, at + pad, { width: half - 2 * pad - 90 });
      doc.text(formatIndianAmount(line.amount), x + half - 90 - pad, at + pad, { width: 90, align: 'right' });
    } else if (empty) doc.text(empty, x + pad, at + pad, { width: half - 2 * pad });
  };
  for (let i = 0; i < rows; i++) {
    const e = data.earnings[i];
    const d = data.deductions[i];
    doc.font(FONT).fontSize(9.5);
    const h =
      Math.max(
        e ? doc.heightOfString(printable(e.label), { width: half - 2 * pad - 90 }) : 10,
        d ? doc.heightOfString(printable(d.label), { width: half - 2 * pad - 90 }) : 10,
      ) +
      2 * pad;
    cell(left, e, null, y);
    cell(left + half, d, i === 0 && data.deductions.length === 0 ? 'No deductions' : null, y);
    y += h;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).strokeColor(rule).stroke();
  }
  const totals = (x: number, label: string, amount: number) => {
    doc
      .font(FONT_BOLD)
      .fontSize(9.5)
      .fillColor(ink)
      .text(label, x + pad, y + pad, { width: half - 2 * pad - 90 });
    doc.text(formatIndianAmount(amount), x + half - 90 - pad, y + pad, { width: 90, align: 'right' });
  };
  totals(left, 'Total earnings', sum(data.earnings) / 100);
  totals(left + half, 'Total deductions', sum(data.deductions) / 100);
  y += 10 + 2 * pad;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).strokeColor(rule).stroke();
  doc.rect(left, y, width, 28).fillColor('#ecfdf5').fill();
  doc
    .font(FONT_BOLD)
    .fontSize(11)
    .fillColor(ink)
    .text('Net pay', left + pad, y + 9, { width: half });
  doc.text(`₹ ${formatIndianAmount(data.net)}`, left + half, y + 9, { width: half - pad, align: 'right' });
  y += 28;
  const tableBottom = y;
  doc
    .rect(left, tableTop, width, tableBottom - tableTop)
    .lineWidth(0.8)
    .strokeColor(rule)
    .stroke();
  doc
    .moveTo(left + half, tableTop)
    .lineTo(left + half, tableBottom - 28)
    .lineWidth(0.6)
    .strokeColor(rule)
    .stroke();
  y += 10;

  doc.font(FONT).fontSize(9).fillColor(muted).text('Net pay in words', left, y);
  doc
    .font(FONT_BOLD)
    .fontSize(10.5)
    .fillColor(ink)
    .text(amountInWords(data.net), left, doc.y + 2, { width });
  y = doc.y + 16;

  // Status and who recorded it; a reversal says when and why.
  const details: [string, string][] = [
    ['Status', reversed ? 'REVERSED' : 'PAID'],
    ...(reversed && data.reversedAt ? ([['Reversed on', dayFormat.format(new Date(data.reversedAt))]] as [string, string][]) : []),
    ...(reversed && data.reversalReason ? ([['Reversal reason', data.reversalReason]] as [string, string][]) : []),
    ...(data.note ? ([['Note', data.note]] as [string, string][]) : []),
    ...(data.recordedBy ? ([['Recorded by', data.recordedBy]] as [string, string][]) : []),
  ];
  for (const [label, value] of details) {
    doc.font(FONT).fontSize(9.5).fillColor(muted).text(label, left, y, { width: 110 });
    doc
      .font(FONT_BOLD)
      .fontSize(9.5)
      .fillColor(label === 'Status' && reversed ? '#b91c1c' : ink)
      .text(printable(value), left + 110, y, { width: width - 110 });
    y = doc.y + 5;
  }
  if (reversed) {
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor('#b91c1c')
      .text('This payment was reversed: it is not part of the pay received.', left, y + 4, { width });
  }

  // A stamp across the amounts when the payment was reversed.
  if (reversed) {
    const cx = left + width / 2;
    const cy = (tableTop + tableBottom) / 2;
    const w = 260;
    const h = 60;
    doc.save();
    doc.rotate(-12, { origin: [cx, cy] });
    doc.opacity(0.85);
    doc
      .roundedRect(cx - w / 2, cy - h / 2, w, h, 8)
      .lineWidth(3.5)
      .strokeColor('#dc2626')
      .stroke();
    doc
      .font(FONT_BOLD)
      .fontSize(38)
      .fillColor('#dc2626')
      .text('REVERSED', cx - w / 2, cy - 17, { width: w, align: 'center', lineBreak: false });
    doc.restore();
  }

  const footY = doc.page.height - doc.page.margins.bottom - 20;
  doc
    .moveTo(left, footY - 8)
    .lineTo(right, footY - 8)
    .lineWidth(0.6)
    .strokeColor(rule)
    .stroke();
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(muted)
    .text('This is a computer-generated payslip and needs no signature.', left, footY, { width, align: 'center', lineBreak: false });

  doc.end();
  return done;
}
