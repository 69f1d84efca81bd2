import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { tileIcon } from './icons.js';

type Headers = Record<string, string>;
type Part = string | { filename: string; type: string; data: Buffer };

/** A multipart body whose field names repeat freely (documents are keyed by their titles). */
function form(fields: [string, Part][]) {
  const boundary = `----records${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, v] of fields) {
    if (typeof v === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${v.filename}"\r\nContent-Type: ${v.type}\r\n\r\n`,
        ),
        v.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A one-page certificate as a real PDF (pdfkit's built-in font: the demo's texts are ASCII). */
function certificatePdf(title: string, line: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 64, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .rect(32, 32, doc.page.width - 64, doc.page.height - 64)
    .lineWidth(3)
    .stroke('#1d4ed8');
  doc.moveDown(3).font('Helvetica-Bold').fontSize(30).fillColor('#0f172a').text(title, { align: 'center' });
  doc.moveDown().font('Helvetica').fontSize(14).fillColor('#334155').text(line, { align: 'center' });
  doc.end();
  return done;
}

const pdf = async (filename: string, title: string, line: string) => ({
  filename,
  type: 'application/pdf',
  data: await certificatePdf(title, line),
});

async function post(app: FastifyInstance, headers: Headers, url: string, fields: [string, Part][]) {
  const body = form(fields);
  const r = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  if (r.statusCode !== 200) throw new Error(`demo records ${url}: ${r.statusCode} ${r.body}`);
  return r;
}

/**
 * Certificates and documents on the demo student's profile and on three more students (issue 19 §1), through the
 * same calls as the Add Certificate and Add Documents dialogs: PDF and image certificates, files and a link; and a
 * bonafide certificate the institute issued to the demo student.
 */
export async function seedRecords(app: FastifyInstance, headers: Headers, opts: { studentId: string }): Promise<void> {
  const s = opts.studentId;
  await post(app, headers, `student/certificate/${s}`, [
    ['title', 'Inter-college Hackathon, first prize'],
    ['type', 'PDF'],
    ['file', await pdf('hackathon-first-prize.pdf', 'Certificate of Excellence', 'First prize, Inter-college Hackathon 2026')],
  ]);
  await post(app, headers, `student/certificate/${s}`, [
    ['title', 'Annual sports day, 400 m'],
    ['type', 'IMAGE'],
    ['file', { filename: 'sports-day.png', type: 'image/png', data: tileIcon('#16a34a', 240) }],
  ]);
  await post(app, headers, `student/academic/${s}`, [
    [
      'Class 12 marksheet',
      await pdf('class-12-board-examination-marksheet.pdf', 'Statement of Marks', 'Senior School Certificate Examination'),
    ],
    [
      'Transfer certificate (previous school)',
      await pdf('transfer-certificate.pdf', 'Transfer Certificate', 'Issued by the previous school'),
    ],
    ['Project portfolio', 'https://github.com/'],
  ]);
  // Issue 19 §2: a bonafide certificate issued to the demo student (numbered, with a verification code).
  const bonafide = await app.inject({
    method: 'POST',
    url: `/api/v1/student/issued-certificate/${s}`,
    headers,
    payload: { kind: 'BONAFIDE', purpose: 'an education loan application' },
  });
  if (bonafide.statusCode !== 200) throw new Error(`demo bonafide certificate: ${bonafide.statusCode} ${bonafide.body}`);
  const list = await app.inject({ method: 'GET', url: '/api/v1/student?perPage=6', headers });
  const others = ((list.json() as { data?: { _id: string }[] }).data ?? [])
    .map((x) => x._id)
    .filter((id) => id !== s)
    .slice(0, 3);
  for (const [i, id] of others.entries()) {
    await post(app, headers, `student/certificate/${id}`, [
      ['title', ['NSS volunteer, 120 hours', 'Science fair, second place', 'Perfect attendance 2025'][i]!],
      ['type', 'PDF'],
      ['file', await pdf(`certificate-${i + 1}.pdf`, 'Certificate of Merit', 'Awarded by the institute')],
    ]);
    await post(app, headers, `student/academic/${id}`, [
      ['Class 10 marksheet', await pdf('class-10-marksheet.pdf', 'Statement of Marks', 'Secondary School Examination')],
    ]);
  }
}
