import PDFDocument from 'pdfkit';
import { placementNoticeStream, type PlacementNoticeFields } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { AppError } from '../platform/errors.js';
import { uuidFrom } from '../platform/ids.js';
import { addDays, endOfDay, instituteDay } from '../platform/days.js';
import { studentsByIds } from '../modules/people/index.js';
import { placementNoticeDecider, studentSession, studentsOfSession } from '../modules/placements/index.js';

interface DemoNotice {
  key: string;
  title: string;
  qualification: string | null;
  companyName: string;
  position: string;
  companyDetails: string;
  jobDescription: string;
  jobBenefits: string | null;
  howToApply: string;
  /** Posted this many days ago; the last day this many days from today (negative: passed). */
  postedDaysAgo: number;
  lastDayIn: number;
  /** How many of the session's other students apply; whether the demo student does. */
  applicants: number;
  demoStudentApplies: boolean;
}

const NOTICES: DemoNotice[] = [
  {
    key: 'tcs',
    title: 'Assistant System Engineer (campus drive)',
    qualification: 'B.Tech / B.E. (all branches), 60% throughout',
    companyName: 'Tata Consultancy Services',
    position: 'Assistant System Engineer',
    companyDetails: 'IT services, consulting and business solutions; 6 lakh+ employees in 55 countries.',
    jobDescription:
      '<p>Join a delivery team after 90 days of training at TCS Initial Learning Programme.</p><ul><li>Develop and test enterprise applications</li><li>Work with clients across banking and retail</li></ul>',
    jobBenefits: 'CTC ₹3.36 LPA to ₹7 LPA (Digital); relocation support',
    howToApply: 'Apply here with your resume; shortlisted students take the TCS NQT at the campus lab.',
    postedDaysAgo: 24,
    lastDayIn: -6,
    applicants: 4,
    demoStudentApplies: false,
  },
  {
    key: 'infosys',
    title: 'Systems Engineer (Specialist Programmer track)',
    qualification: 'B.Tech CSE / IT / ECE, no active backlogs',
    companyName: 'Infosys',
    position: 'Systems Engineer',
    companyDetails: 'Global leader in next-generation digital services and consulting, headquartered in Bengaluru.',
    jobDescription:
      '<p>Training at the <b>Mysuru Global Education Centre</b>, then a project in Java, Python or cloud.</p><p>Online test, then a technical and HR interview.</p>',
    jobBenefits: 'CTC ₹3.6 LPA (SE) / ₹9.5 LPA (SP); health cover for family',
    howToApply: 'Apply here before the last date with a one-page resume.',
    postedDaysAgo: 9,
    lastDayIn: 12,
    applicants: 3,
    demoStudentApplies: true,
  },
  {
    key: 'deloitte',
    title: 'Analyst, Technology Consulting',
    qualification: 'B.Tech / MCA with strong communication skills',
    companyName: 'Deloitte USI',
    position: 'Analyst',
    companyDetails: 'Deloitte US-India offices in Hyderabad, Bengaluru and Mumbai serve US member firms.',
    jobDescription:
      '<p>Work with consulting teams on ERP and cloud implementations.</p><ul><li>Requirement analysis</li><li>Configuration and testing</li></ul>',
    jobBenefits: null,
    howToApply: 'Apply here; a group discussion is held on campus.',
    postedDaysAgo: 3,
    lastDayIn: 18,
    applicants: 2,
    demoStudentApplies: false,
  },
  {
    key: 'zoho',
    title: 'Member Technical Staff',
    qualification: null,
    companyName: 'Zoho Corporation',
    position: 'Member Technical Staff',
    companyDetails: 'Makers of 55+ business applications, headquartered in Chennai.',
    jobDescription: '<p>Build products used by millions: programming rounds in any language, then a product design round.</p>',
    jobBenefits: 'Free meals and a gym at the Estancia campus',
    howToApply: 'Apply here; the first round is an online programming test.',
    postedDaysAgo: 1,
    lastDayIn: 25,
    applicants: 1,
    demoStudentApplies: false,
  },
];

const DESCRIPTIONS = [
  'I have built two full-stack projects and am keen to start in a delivery team.',
  'Final-year student with internship experience in Python and SQL.',
  'Interested in cloud and DevOps; AWS Cloud Practitioner certified.',
  'Looking forward to the training programme and client work.',
  '',
];

/** A one-page resume as a real PDF (pdfkit's built-in font: the demo's names are ASCII). */
function resumePdf(name: string, email: string, line: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Resume of ${name}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(name);
  doc.font('Helvetica').fontSize(11).fillColor('#475569').text(email).moveDown();
  doc.fillColor('#0f172a').font('Helvetica-Bold').fontSize(13).text('Objective');
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(line || 'A graduate engineer eager to learn and contribute.')
    .moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Skills');
  doc.font('Helvetica').fontSize(11).text('Java, Python, SQL, HTML and CSS, Git, problem solving, teamwork.').moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Projects');
  doc.font('Helvetica').fontSize(11).text('College library system (React, Node.js); attendance analytics dashboard (Python).');
  doc.end();
  return done;
}

/**
 * The demo's placement season (issue 18 §4): four notices for the demo student's session from realistic companies, one
 * closed (posted and applied to before its last date, which has passed), about ten applications with generated PDF
 * resumes, the demo student applied to one (Infosys) and not to the others. Recorded through the notices' decider with
 * the clock of each step, as the seeds of other modules back-date; the session's students are notified of each notice.
 */
export async function seedPlacementNotices(
  rt: Runtime,
  input: { instituteId: string; adminId: string; studentId: string },
  now: Date,
): Promise<number> {
  const { instituteId } = input;
  const demo = { userId: input.studentId, role: 'STUDENT' as const, instituteId };
  const auth = { ...demo, email: '', displayName: '', institutes: [instituteId], children: [] };
  const { batchId, sessionId } = await studentSession(rt, auth);
  if (!batchId || !sessionId) return 0;
  const everyone = await studentsOfSession(rt, instituteId, sessionId);
  const others = everyone.filter((s) => s !== input.studentId);
  const cards = new Map((await studentsByIds(rt.database.db, instituteId, everyone)).map((s) => [s.id, s]));
  const ctxAt = (at: Date, actor: { userId: string; role: 'ADMIN' | 'STUDENT' }): CommandContext => ({
    actor,
    instituteId,
    correlationId: 'demo-placement-notices',
    now: at,
  });
  const today = instituteDay(now);
  const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * 86_400_000 - (now.getUTCHours() - hour) * 3_600_000);
  const already = (err: unknown) => err instanceof AppError && err.statusCode === 409;
  let applications = 0;
  let next = 0;

  for (const n of NOTICES) {
    const noticeId = uuidFrom('demo-placement-notice', instituteId, n.key);
    const posted = at(n.postedDaysAgo, 10);
    const lastDay = addDays(today, n.lastDayIn)!;
    const fields: PlacementNoticeFields = {
      title: n.title,
      qualification: n.qualification,
      sessionId,
      companyName: n.companyName,
      position: n.position,
      lastDateToApply: endOfDay(lastDay).toISOString(),
      companyDetails: n.companyDetails,
      jobDescription: n.jobDescription,
      jobBenefits: n.jobBenefits,
      howToApply: n.howToApply,
    };
    try {
      await rt.commands.handle(
        placementNoticeDecider,
        placementNoticeStream(noticeId),
        { type: 'PostNotice', data: { noticeId, fields, recipients: everyone, lastDay, today: instituteDay(posted) } },
        ctxAt(posted, { userId: input.adminId, role: 'ADMIN' }),
      );
    } catch (err) {
      if (!already(err)) throw err;
    }
    const who = others.slice(next, next + n.applicants);
    next = (next + n.applicants) % Math.max(1, others.length);
    if (n.demoStudentApplies) who.push(input.studentId);
    for (const [i, studentId] of who.entries()) {
      const card = cards.get(studentId);
      if (!card?.batchId) continue;
      // Each applied a day or two after the notice went up, before its last date.
      const when = at(Math.max(0, n.postedDaysAgo - 1 - (i % 3)), 11 + i);
      const description = DESCRIPTIONS[(applications + i) % DESCRIPTIONS.length]!;
      const pdf = await resumePdf(card.displayName, card.email, description);
      const stored = await rt.files.put(
        { filename: 'resume.pdf', mimetype: 'application/pdf', data: pdf },
        {
          instituteId,
          ownerId: studentId,
          purpose: 'placement-resume',
          maxBytes: 5 * 1024 * 1024,
          types: ['application/pdf'],
          label: 'Resume',
        },
      );
      try {
        await rt.commands.handle(
          placementNoticeDecider,
          placementNoticeStream(noticeId),
          {
            type: 'Apply',
            data: {
              applicationId: uuidFrom('demo-placement-application', noticeId, studentId),
              studentId,
              batchId: card.batchId,
              studentSessionId: sessionId,
              description,
              resumeFileId: stored.id,
              now: when.toISOString(),
            },
          },
          ctxAt(when, { userId: studentId, role: 'STUDENT' }),
        );
        applications += 1;
      } catch (err) {
        if (!already(err)) throw err;
      }
    }
  }
  return applications;
}
