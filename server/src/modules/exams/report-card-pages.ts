import type { SessionReportCard, StudentExamResult } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { ReportCardPage } from '../../platform/pdf/report-card.js';
import { payslipLetterhead } from '../identity/index.js';

/** The report card's letterhead and the PDF pages of an exam's and a session's report card (report-card-routes.ts sends them). */

const LOGO_TYPES = ['image/png', 'image/jpeg'];
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });
const dayLabel = (d: string) => dayFormat.format(new Date(`${d}T12:00:00+05:30`));
const fixed = (n: number, places: number) => n.toFixed(places);
const batchLabel = (b: { course: { title: string }; branch: { title: string }; session: { title: string } }) =>
  [b.course.title, b.branch.title, b.session.title].filter(Boolean).join(' · ');

/** The institute's letterhead for the report cards: name, address, logo (a PNG or JPEG of its own). */
export async function letterhead(rt: Runtime, instituteId: string) {
  const i = await payslipLetterhead(rt, instituteId);
  let logo: Buffer | undefined;
  if (i?.logoFileId) {
    try {
      const f = await rt.files.get(i.logoFileId);
      if (f && f.instituteId === instituteId && LOGO_TYPES.includes(f.contentType)) logo = f.data;
    } catch {
      logo = undefined;
    }
  }
  return {
    ref: {
      _id: instituteId,
      name: i?.name ?? 'Institute',
      address: i?.address ?? '',
      logoUrl: rt.files.signedUrl(i?.logoFileId ?? null, '/api/v1'),
    },
    logo,
  };
}

/** One exam report card as a PDF page. */
export function examPage(r: StudentExamResult): ReportCardPage {
  const rows = r.subjects.map((s) => [
    s.subject.title || 'Subject',
    fixed(s.fullMark, 0),
    fixed(s.passMark, 0),
    s.status === 'PENDING' || s.status === 'IN_PROGRESS' ? 'Pending' : s.isAttended ? String(s.obtainMark) : 'Absent',
    s.isAttended ? fixed(s.markPercentage, 1) : '—',
    s.grade,
    s.status === 'PENDING' || s.status === 'IN_PROGRESS' ? '—' : s.passed ? 'Pass' : 'Fail',
  ]);
  const pending = r.subjects.some((s) => s.status === 'PENDING' || s.status === 'IN_PROGRESS');
  return {
    heading: 'REPORT CARD',
    subheading: `${r.exam.title} · ${dayLabel(r.exam.startDate)} – ${dayLabel(r.exam.endDate)}`,
    facts: [
      ['Student', r.student.displayName],
      ['Roll No.', r.student.rollNumber],
      ['Registration No.', r.student.registrationNumber],
      ['Batch', batchLabel(r.batch)],
    ],
    columns: [
      { title: 'Subject', share: 3.2 },
      { title: 'Full marks', share: 1.1, align: 'right' },
      { title: 'Pass marks', share: 1.1, align: 'right' },
      { title: 'Obtained', share: 1.1, align: 'right' },
      { title: '%', share: 0.9, align: 'right' },
      { title: 'Grade', share: 0.9, align: 'center' },
      { title: 'Result', share: 0.9, align: 'center' },
    ],
    rows,
    footRows: [['Total', fixed(r.fullMark, 0), '', String(r.totalMarkSecured), fixed(r.percentage, 1), r.grade, '']],
    summary: [
      ['Percentage', `${fixed(r.percentage, 1)} %`],
      ['Grade', r.grade || '—'],
      ['SGPA', fixed(r.totalSGPA, 2)],
      ['Rank in batch', r.rank ? `${r.rank} of ${r.batchSize}` : '—'],
      ['Result', pending ? 'Pending' : r.passed ? 'Passed' : 'Failed'],
    ],
    verdict: pending ? '' : r.passed ? 'PASS' : 'FAIL',
    note: 'SGPA: the credit-weighted mean of grade points (percentage ÷ 10) over the subjects attended.',
  };
}

export function sessionPage(c: SessionReportCard): ReportCardPage {
  return {
    heading: 'SESSION REPORT CARD',
    subheading: batchLabel(c.batch),
    facts: [
      ['Student', c.student.displayName],
      ['Roll No.', c.student.rollNumber],
      ['Registration No.', c.student.registrationNumber],
      ['Batch', batchLabel(c.batch)],
    ],
    columns: [
      { title: 'Exam', share: 3.4 },
      { title: 'Weight', share: 1, align: 'right' },
      { title: 'Full marks', share: 1.1, align: 'right' },
      { title: 'Obtained', share: 1.1, align: 'right' },
      { title: '%', share: 1, align: 'right' },
      { title: 'Grade', share: 0.9, align: 'center' },
      { title: 'Result', share: 0.9, align: 'center' },
    ],
    rows: c.exams.map((e) => [
      e.exam.title,
      fixed(e.weight, 0),
      fixed(e.fullMark, 0),
      String(e.totalMarkSecured),
      fixed(e.percentage, 1),
      e.grade,
      e.passed ? 'Pass' : 'Fail',
    ]),
    summary: [
      ['Weighted percentage', `${fixed(c.percentage, 1)} %`],
      ['Grade', c.grade || '—'],
      ['Rank in batch', c.rank ? `${c.rank} of ${c.batchSize}` : '—'],
      ['Result', c.passed ? 'Passed' : 'Failed'],
    ],
    verdict: c.exams.length === 0 ? '' : c.passed ? 'PASS' : 'FAIL',
    note: 'Weighted percentage: Σ weight × exam percentage ÷ Σ weight, over the weighted exams whose results are published.',
  };
}
