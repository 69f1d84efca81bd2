import { describe, expect, it } from 'vitest';
import { tileIcon } from '../../demo/icons.js';
import { embeddedFonts, pdfText } from './pdf-text.test-util.js';
import { payMonthLabel, payslipNoFor, renderPayslip, type PayslipData } from './payslip.js';

const sample: PayslipData = {
  instituteName: 'Demo Public School',
  instituteAddress: '12 MG Road, Pune 411001',
  payslipNo: 'PAY-20261030-3F2A9C1E',
  month: '2026-10-01',
  paymentType: 'SALARY',
  paidAt: '2026-10-30T06:00:00.000Z',
  employeeName: 'Meera Iyer',
  employeeCode: 'EMP1004',
  designation: 'Senior Teacher',
  department: 'Science',
  role: 'Teacher',
  earnings: [{ label: 'Salary for October 2026', amount: 45500.5 }],
  deductions: [],
  net: 45500.5,
  paymentMode: 'Online',
  status: 'SUCCESSFUL',
  recordedBy: 'Asha Admin',
};

describe('payslipNoFor', () => {
  it('is PAY-<day in India>-<first 8 of the payment id>', () => {
    expect(payslipNoFor('3f2a9c1e-1111-2222-3333-444455556666', '2026-10-30T06:00:00.000Z')).toBe('PAY-20261030-3F2A9C1E');
    // 20:00 UTC is already the next day in India.
    expect(payslipNoFor('ab-cd-ef-12-34', new Date('2026-03-31T20:00:00Z'))).toBe('PAY-20260401-ABCDEF12');
    expect(() => payslipNoFor('x', 'not a date')).toThrow(RangeError);
  });

  it('names the month paid for', () => {
    expect(payMonthLabel('2026-03-01')).toBe('March 2026');
    expect(payMonthLabel('2025-12')).toBe('December 2025');
    expect(() => payMonthLabel('2026-13-01')).toThrow(RangeError);
  });
});

describe('renderPayslip', () => {
  it('shows the letterhead, number, employee, month, earnings, deductions, net in words and the mode', async () => {
    const pdf = await renderPayslip(sample, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Count 1');
    expect(pdf.toString('latin1')).toContain('(Payslip PAY-20261030-3F2A9C1E)');
    const text = pdfText(pdf);
    for (const s of [
      'Demo Public School',
      '12 MG Road, Pune 411001',
      'PAYSLIP',
      'Salary for October 2026',
      'PAY-20261030-3F2A9C1E',
      'October 2026',
      'Meera Iyer',
      'EMP1004',
      'Senior Teacher',
      'Science',
      'Earnings',
      'Deductions',
      'No deductions',
      '45,500.50',
      'Net pay',
      'Rupees Forty Five Thousand Five Hundred and Fifty Paise Only',
      'Online',
      '30 Oct 2026',
      'PAID',
      'Asha Admin',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain('REVERSED');
  });

  it('lists deductions and takes them off the earnings', async () => {
    const pdf = await renderPayslip(
      {
        ...sample,
        earnings: [
          { label: 'Basic', amount: 40000 },
          { label: 'House rent allowance', amount: 8000 },
        ],
        deductions: [{ label: 'Provident fund', amount: 2499.5 }],
        net: 45500.5,
      },
      { compress: false },
    );
    const text = pdfText(pdf);
    for (const s of ['Basic', 'House rent allowance', '48,000.00', 'Provident fund', '2,499.50', '45,500.50']) expect(text, s).toContain(s);
    expect(text).not.toContain('No deductions');
    expect(() => renderPayslip({ ...sample, net: 45000 })).toThrow(RangeError);
  });

  it('marks a reversed payment REVERSED with when and why', async () => {
    const pdf = await renderPayslip(
      { ...sample, status: 'REVERSED', reversalReason: 'Paid to the wrong account', reversedAt: '2026-11-02T05:00:00.000Z' },
      { compress: false },
    );
    const text = pdfText(pdf);
    expect(text).toContain('REVERSED');
    expect(text).toContain('Paid to the wrong account');
    expect(text).toContain('02 Nov 2026');
    expect(text).toContain('This payment was reversed');
    expect(text).not.toContain('PAID\n');
  });

  it('draws the logo when it is a PNG, and leaves out what it cannot read', async () => {
    const withLogo = await renderPayslip({ ...sample, logo: tileIcon('#2563eb', 64) }, { compress: false });
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    const junk = await renderPayslip({ ...sample, logo: Buffer.from('RIFF0000WEBPVP8 not an image') }, { compress: false });
    expect(junk.toString('latin1')).not.toContain('/Subtype /Image');
    // A file that claims to be a PNG but is broken: no logo, still a payslip.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
    const still = await renderPayslip({ ...sample, logo: broken }, { compress: false });
    expect(pdfText(still)).toContain('Meera Iyer');
  });

  it('prints the rupee sign, typographic quotes and Indian scripts in the embedded font, and is the same bytes for the same data', async () => {
    const pdf = await renderPayslip({ ...sample, employeeName: 'Zoë “Z” D’Souza ₹', designation: 'शिक्षक / শিক্ষক' }, { compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('Zoë “Z” D’Souza ₹');
    expect(text).toContain('₹ ');
    expect(text).not.toContain('Rs.');
    expect(embeddedFonts(pdf)).toEqual(['NotoSansBengali-Bold', 'NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    const a = await renderPayslip(sample);
    const b = await renderPayslip(sample);
    expect(a.toString('latin1')).toContain('/FlateDecode');
    expect(a.equals(b)).toBe(true);
  });
});
