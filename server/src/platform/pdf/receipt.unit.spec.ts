import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedFonts, pdfText } from './pdf-text.test-util.js';
import { amountInWords, formatIndianAmount, integerInWords, receiptNoFor, renderReceipt, type ReceiptData } from './receipt.js';

describe('amounts in Indian numbering', () => {
  it('writes whole numbers in words with lakh and crore', () => {
    const cases: [number, string][] = [
      [0, 'Zero'],
      [7, 'Seven'],
      [15, 'Fifteen'],
      [40, 'Forty'],
      [99, 'Ninety Nine'],
      [100, 'One Hundred'],
      [101, 'One Hundred One'],
      [999, 'Nine Hundred Ninety Nine'],
      [1000, 'One Thousand'],
      [1001, 'One Thousand One'],
      [12500, 'Twelve Thousand Five Hundred'],
      [99999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
      [100000, 'One Lakh'],
      [125000, 'One Lakh Twenty Five Thousand'],
      [1000000, 'Ten Lakh'],
      [9999999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
      [10000000, 'One Crore'],
      [12345678, 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'],
      [1000000000, 'One Hundred Crore'],
      [123456789012, 'Twelve Thousand Three Hundred Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand Twelve'],
    ];
    for (const [n, words] of cases) expect(integerInWords(n), String(n)).toBe(words);
    expect(() => integerInWords(-1)).toThrow(RangeError);
    expect(() => integerInWords(1.5)).toThrow(RangeError);
  });

  it('writes rupees and paise', () => {
    expect(amountInWords(125000.5)).toBe('Rupees One Lakh Twenty Five Thousand and Fifty Paise Only');
    expect(amountInWords(1)).toBe('Rupees One Only');
    expect(amountInWords(0.75)).toBe('Seventy Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    // Binary fractions round to the paisa.
    expect(amountInWords(0.1 + 0.2)).toBe('Thirty Paise Only');
    expect(amountInWords(1999.99)).toBe('Rupees One Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only');
  });

  it('groups figures as 1,23,45,678.00', () => {
    expect(formatIndianAmount(0)).toBe('0.00');
    expect(formatIndianAmount(999)).toBe('999.00');
    expect(formatIndianAmount(1000)).toBe('1,000.00');
    expect(formatIndianAmount(125000.5)).toBe('1,25,000.50');
    expect(formatIndianAmount(12345678.9)).toBe('1,23,45,678.90');
    expect(formatIndianAmount(1000000000)).toBe('1,00,00,00,000.00');
  });
});

describe('receiptNoFor', () => {
  it('is RCPT-<day in India>-<first 8 of the payment id>', () => {
    expect(receiptNoFor('3f2a9c1e-1111-2222-3333-444455556666', '2026-11-21T10:15:00.000Z')).toBe('RCPT-20261121-3F2A9C1E');
    // 20:00 UTC is already the next day in India.
    expect(receiptNoFor('ab-cd-ef-12-34', new Date('2026-03-31T20:00:00Z'))).toBe('RCPT-20260401-ABCDEF12');
    expect(() => receiptNoFor('x', 'not a date')).toThrow(RangeError);
  });
});

const sample: ReceiptData = {
  instituteName: 'Demo Public School',
  instituteAddress: '12 MG Road, Bengaluru',
  receiptNo: 'RCPT-20261121-3F2A9C1E',
  paidAt: '2026-11-21T10:15:00.000Z',
  studentName: 'Aarav Sharma',
  registrationNumber: 'DPS-2026-0042',
  batchTitle: 'Class 8 A',
  feeTitle: 'Tuition fee',
  period: '01 Nov 2026 - 30 Nov 2026',
  amount: 125000.5,
  paymentMode: 'ONLINE',
  providerPaymentId: 'pay_sbx_1a2b3c4d5e6f70',
  status: 'SUCCESSFUL',
  collectedBy: 'Office',
};

const textOf = (pdf: Buffer) => pdfText(pdf);
const shows = (pdf: Buffer, text: string) => textOf(pdf).includes(text);

describe('renderReceipt', () => {
  it('renders a one-page PDF with the receipt number, student, amounts and words', async () => {
    const pdf = await renderReceipt(sample, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Count 1');
    for (const text of [
      'RCPT-20261121-3F2A9C1E',
      'Aarav Sharma',
      'DPS-2026-0042',
      'Tuition fee',
      '1,25,000.50',
      'pay_sbx_1a2b3c4d5e6f70',
      'SUCCESSFUL',
    ]) {
      expect(shows(pdf, text), text).toBe(true);
    }
    expect(shows(pdf, 'REVERSED')).toBe(false);
    expect(pdf.toString('latin1')).toContain('(Fee receipt RCPT-20261121-3F2A9C1E)');
  });

  it('stamps a reversed payment and shows the reason', async () => {
    const pdf = await renderReceipt({ ...sample, status: 'REVERSED', reversalReason: 'Entered twice' }, { compress: false });
    expect(shows(pdf, 'REVERSED')).toBe(true);
    expect(shows(pdf, 'Entered twice')).toBe(true);
  });

  it('embeds the font: the rupee sign and names in Indian scripts are text a reader extracts as written', async () => {
    const pdf = await renderReceipt(
      { ...sample, studentName: 'श्रेया Das', batchTitle: 'বাংলা মাধ্যম', feeTitle: 'Tuition fee ₹ (“term 2”) 漢' },
      { compress: false },
    );
    const text = textOf(pdf);
    expect(text).toContain('Amount (₹)');
    expect(text).toContain('Tuition fee ₹ (“term 2”) ?');
    expect(text).toContain(' Das');
    expect(text).toContain('বাংলা মাধ্যম');
    expect(text).not.toContain('Rs.');
    expect(embeddedFonts(pdf)).toEqual(['NotoSansBengali-Bold', 'NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    // Helvetica and the other standard fonts are not used any more.
    expect(pdf.toString('latin1')).not.toContain('/BaseFont /Helvetica');
    // The compressed receipt reads the same.
    expect(textOf(await renderReceipt({ ...sample, studentName: 'श्रेया Das' }))).toContain('Amount (₹)');
  });

  it('is compressed by default, and the same data gives the same bytes', async () => {
    const a = await renderReceipt(sample);
    const b = await renderReceipt(sample);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a.toString('latin1')).toContain('/FlateDecode');
    expect(a.equals(b)).toBe(true);
    expect((await renderReceipt(sample, { size: 'A4' })).toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('reads as text in a PDF reader (when pdftotext is installed)', async () => {
    let has = true;
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    } catch {
      has = false;
    }
    if (!has) return;
    const file = join(mkdtempSync(join(tmpdir(), 'receipt-')), 'r.pdf');
    writeFileSync(file, await renderReceipt({ ...sample, status: 'REVERSED', reversalReason: 'Entered twice' }));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const t of [
      'Demo Public School',
      'FEE RECEIPT',
      'RCPT-20261121-3F2A9C1E',
      'Rupees One Lakh Twenty Five Thousand and Fifty Paise Only',
      'REVERSED',
      'Entered twice',
      '21 Nov 2026',
    ]) {
      expect(text).toContain(t);
    }
  });
});
