import PDFDocument from 'pdfkit';
import { TEST_PAYMENT_LABEL } from '@school/contracts';
import { amountInWords, formatIndianAmount } from './amount-words.js';
import { FONT, FONT_BOLD, printable, useFonts } from './fonts.js';

export { amountInWords, formatIndianAmount, integerInWords } from './amount-words.js';

/** Receipts show times and number days in the institute's zone (the platform serves Indian institutes). */
const RECEIPT_TIME_ZONE = 'Asia/Kolkata';

export interface ReceiptData {
  instituteName: string;
  instituteAddress?: string;
  receiptNo: string;
  /** ISO instant of the payment. */
  paidAt: string;
  studentName: string;
  registrationNumber?: string;
  batchTitle?: string;
  feeTitle: string;
  /** The fee period, e.g. "01 Apr 2026 – 30 Apr 2026" or "April 2026". */
  period?: string;
  /** Rupees, at most two decimals. */
  amount: number;
  /** CASH / ONLINE (shown as given). */
  paymentMode: string;
  providerPaymentId?: string;
  status: 'SUCCESSFUL' | 'REVERSED';
  reversalReason?: string;
  collectedBy?: string;
  /** Paid through the test sandbox: the receipt says no money was received. */
  test?: boolean;
}

export interface ReceiptOptions {
  /** Page size; A5 by default. */
  size?: 'A5' | 'A4';
  /** Compress content streams (default true; tests turn it off to search the text). */
  compress?: boolean;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: RECEIPT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const shownFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: RECEIPT_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function toDate(paidAt: string | Date): Date {
  const d = paidAt instanceof Date ? paidAt : new Date(paidAt);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${String(paidAt)}`);
  return d;
}

/**
 * The receipt number of a payment: `RCPT-<YYYYMMDD>-<first 8 characters of the payment id, upper case>`, the day
 * taken in the institute's zone (Asia/Kolkata). Both the payment recorder and the receipt use this.
 */
export function receiptNoFor(paymentId: string, paidAt: string | Date): string {
  const day = dayFormat.format(toDate(paidAt)).replaceAll('-', '');
  const id = paymentId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  if (!id) throw new RangeError('A payment id is needed for a receipt number.');
  return `RCPT-${day}-${id}`;
}

/** Renders a one-page fee receipt as PDF. */
export function renderReceipt(data: ReceiptData, opts: ReceiptOptions = {}): Promise<Buffer> {
  const paidAt = toDate(data.paidAt);
  const doc = useFonts(
    new PDFDocument({
      size: opts.size ?? 'A5',
      margin: 36,
      compress: opts.compress ?? true,
      info: {
        Title: `Fee receipt ${data.receiptNo}`,
        Author: data.instituteName,
        Subject: 'Fee receipt',
        CreationDate: paidAt,
      },
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
  const scale = opts.size === 'A4' ? 1.25 : 1;
  const fs = (n: number) => n * scale;

  // Header: institute on the left, the document's name on the right.
  doc
    .fillColor(ink)
    .font(FONT_BOLD)
    .fontSize(fs(15))
    .text(printable(data.instituteName), left, 36, { width: width * 0.65 });
  if (data.instituteAddress)
    doc
      .font(FONT)
      .fontSize(fs(8.5))
      .fillColor(muted)
      .text(printable(data.instituteAddress), { width: width * 0.65 });
  const headerBottom = doc.y;
  doc.font(FONT_BOLD).fontSize(fs(11)).fillColor(ink).text('FEE RECEIPT', left, 38, { width, align: 'right' });
  doc
    .font(FONT)
    .fontSize(fs(8.5))
    .fillColor(muted)
    .text(data.status === 'REVERSED' ? 'Payment reversed' : 'Payment received', { width, align: 'right' });
  let y = Math.max(headerBottom, doc.y) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.2).strokeColor(ink).stroke();
  y += 12;

  // A test payment (sandbox) says so before anything else: no money was received.
  if (data.test) {
    const h = fs(22);
    doc.rect(left, y, width, h).fillColor('#fef3c7').fill();
    doc.rect(left, y, width, h).lineWidth(1).strokeColor('#b45309').stroke();
    doc
      .font(FONT_BOLD)
      .fontSize(fs(10))
      .fillColor('#92400e')
      .text(TEST_PAYMENT_LABEL, left, y + (h - fs(10)) / 2, { width, align: 'center', lineBreak: false });
    y += h + 10;
  }

  // Receipt facts, two columns of label/value pairs.
  const facts: [string, string][] = [
    ['Receipt No.', data.receiptNo],
    ['Date', shownFormat.format(paidAt)],
    ['Student', data.studentName],
    ...(data.registrationNumber ? ([['Registration No.', data.registrationNumber]] as [string, string][]) : []),
    ...(data.batchTitle ? ([['Batch', data.batchTitle]] as [string, string][]) : []),
  ];
  const labelW = fs(92);
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(fs(9)).fillColor(muted).text(label, left, y, { width: labelW });
    doc
      .font(FONT_BOLD)
      .fontSize(fs(9))
      .fillColor(ink)
      .text(printable(value), left + labelW, y, { width: width - labelW });
    y = doc.y + 5;
  }
  y += 6;

  // Lines table.
  const cols = [
    { title: '#', w: fs(20), align: 'left' as const },
    { title: 'Description', w: 0, align: 'left' as const },
    { title: 'Period', w: fs(125), align: 'left' as const },
    { title: 'Amount (₹)', w: fs(80), align: 'right' as const },
  ];
  cols[1]!.w = width - cols.reduce((s, c) => s + c.w, 0);
  const pad = 5;
  const row = (cells: string[], bold: boolean, fill?: string) => {
    doc.font(bold ? FONT_BOLD : FONT).fontSize(fs(9));
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.w - 2 * pad }))) + 2 * pad;
    if (fill) doc.rect(left, y, width, h).fillColor(fill).fill();
    let x = left;
    cells.forEach((c, i) => {
      doc.fillColor(ink).text(c, x + pad, y + pad, { width: cols[i]!.w - 2 * pad, align: cols[i]!.align });
      x += cols[i]!.w;
    });
    y += h;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).strokeColor(rule).stroke();
  };
  const tableTop = y;
  row(
    cols.map((c) => c.title),
    true,
    '#f3f4f6',
  );
  row(['1', printable(data.feeTitle), printable(data.period) || '—', formatIndianAmount(data.amount)], false);
  row(['', 'Total', '', formatIndianAmount(data.amount)], true);
  const tableBottom = y;
  doc
    .rect(left, tableTop, width, tableBottom - tableTop)
    .lineWidth(0.8)
    .strokeColor(rule)
    .stroke();
  y += 8;

  doc.font(FONT).fontSize(fs(8.5)).fillColor(muted).text('Amount in words', left, y);
  doc
    .font(FONT_BOLD)
    .fontSize(fs(9.5))
    .fillColor(ink)
    .text(amountInWords(data.amount), left, doc.y + 2, { width });
  y = doc.y + 12;

  // Payment details.
  const details: [string, string][] = [
    ['Payment mode', data.test ? `${data.paymentMode} (test sandbox)` : data.paymentMode],
    ...(data.providerPaymentId ? ([['Transaction ID', data.providerPaymentId]] as [string, string][]) : []),
    ['Status', `${data.status === 'REVERSED' ? 'REVERSED' : 'SUCCESSFUL'}${data.test ? ' (TEST PAYMENT)' : ''}`],
    ...(data.collectedBy ? ([['Collected by', data.collectedBy]] as [string, string][]) : []),
    ...(data.status === 'REVERSED' && data.reversalReason ? ([['Reversal reason', data.reversalReason]] as [string, string][]) : []),
  ];
  for (const [label, value] of details) {
    doc.font(FONT).fontSize(fs(9)).fillColor(muted).text(label, left, y, { width: labelW });
    const red = label === 'Status' && data.status === 'REVERSED';
    doc
      .font(FONT_BOLD)
      .fontSize(fs(9))
      .fillColor(red ? '#b91c1c' : ink)
      .text(printable(value), left + labelW, y, { width: width - labelW });
    y = doc.y + 5;
  }

  // A stamp across the lines when the payment was reversed.
  if (data.status === 'REVERSED') {
    const cx = left + width / 2;
    const cy = (tableTop + tableBottom) / 2;
    const w = fs(190);
    const h = fs(46);
    doc.save();
    doc.rotate(-14, { origin: [cx, cy] });
    doc.opacity(0.85);
    doc
      .roundedRect(cx - w / 2, cy - h / 2, w, h, 6)
      .lineWidth(3)
      .strokeColor('#dc2626')
      .stroke();
    doc
      .font(FONT_BOLD)
      .fontSize(fs(30))
      .fillColor('#dc2626')
      .text('REVERSED', cx - w / 2, cy - fs(13), { width: w, align: 'center', lineBreak: false });
    doc.restore();
  }

  // Footer.
  const footY = doc.page.height - doc.page.margins.bottom - fs(22);
  doc
    .moveTo(left, footY - 6)
    .lineTo(right, footY - 6)
    .lineWidth(0.6)
    .strokeColor(rule)
    .stroke();
  doc
    .font(FONT)
    .fontSize(fs(7.5))
    .fillColor(muted)
    .text('This is a computer-generated receipt and needs no signature.', left, footY, { width, align: 'center', lineBreak: false });

  doc.end();
  return done;
}
