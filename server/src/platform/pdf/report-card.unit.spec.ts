import { describe, expect, it } from 'vitest';
import { embeddedFonts, pdfText } from './pdf-text.test-util.js';
import { renderReportCards, type ReportCardPage } from './report-card.js';
import { tileIcon } from '../../demo/icons.js';

const page = (name: string, verdict: ReportCardPage['verdict']): ReportCardPage => ({
  heading: 'REPORT CARD',
  subheading: 'Term 1 · 16 Nov 2026 – 20 Nov 2026',
  facts: [
    ['Student', name],
    ['Roll No.', '12'],
  ],
  columns: [
    { title: 'Subject', share: 3 },
    { title: 'Obtained', share: 1, align: 'right' },
  ],
  rows: [
    ['गणित', '80'],
    ['Physics', 'Absent'],
  ],
  footRows: [['Total', '80']],
  summary: [['Percentage', '53.33 %']],
  verdict,
});

describe('renderReportCards', () => {
  it('prints one A4 page per card with Indian-script names, the logo and the verdict, in the embedded font', async () => {
    const pdf = await renderReportCards(
      {
        instituteName: 'सरस्वती विद्या मंदिर',
        instituteAddress: '12 MG Road',
        logo: tileIcon('#2563eb', 64),
        title: 'Report cards',
        generatedAt: '2026-12-10T10:00:00.000Z',
        pages: [page('অমিত চক্রবর্তী', 'PASS'), page('Zara Khan', 'FAIL'), page('Ravi', '')],
      },
      { compress: false },
    );
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Count 3');
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(raw).toContain('/Subtype /Image');
    const text = pdfText(pdf);
    for (const s of ['REPORT CARD', 'Zara Khan', 'PASSED', 'FAILED', 'Absent', '53.33 %', '10 Dec 2026']) expect(text, s).toContain(s);
    expect(embeddedFonts(pdf)).toEqual(['NotoSansBengali-Bold', 'NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
  });

  it('says so when there is no card, and leaves out a logo it cannot read; the same data gives the same bytes', async () => {
    const empty = await renderReportCards(
      { instituteName: 'X', title: 'None', generatedAt: '2026-12-10T10:00:00.000Z', pages: [] },
      { compress: false },
    );
    expect(pdfText(empty)).toContain('No report card to print.');
    const junk = await renderReportCards(
      {
        instituteName: 'X',
        logo: Buffer.from('not an image'),
        title: 'T',
        generatedAt: '2026-12-10T10:00:00.000Z',
        pages: [page('A', 'PASS')],
      },
      { compress: false },
    );
    expect(junk.toString('latin1')).not.toContain('/Subtype /Image');
    const a = await renderReportCards({
      instituteName: 'X',
      title: 'T',
      generatedAt: '2026-12-10T10:00:00.000Z',
      pages: [page('A', 'PASS')],
    });
    const b = await renderReportCards({
      instituteName: 'X',
      title: 'T',
      generatedAt: '2026-12-10T10:00:00.000Z',
      pages: [page('A', 'PASS')],
    });
    expect(a.equals(b)).toBe(true);
    expect(() => renderReportCards({ instituteName: 'X', title: 'T', generatedAt: 'soon', pages: [] })).toThrow(RangeError);
  });
});
