import PDFDocument from 'pdfkit';
import { ISSUED_KIND_LABEL, type IssuedKind, type IssuedSnapshot } from '@school/contracts';
import { FONT, FONT_BOLD, useFonts } from '../../platform/pdf/fonts.js';

export interface CertificatePdfData {
  instituteName: string;
  instituteAddress?: string | null;
  logo?: Buffer;
  kind: IssuedKind;
  number: string;
  verifyCode: string;
  /** Where the code is checked, e.g. https://school.example/verify/ABCDE-12345. */
  verifyUrl: string;
  issuedOn: string;
  purpose: string | null;
  snapshot: IssuedSnapshot;
  revoked?: { reason: string } | null;
}

const shown = (ymd: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: '2-digit', month: 'long', year: 'numeric' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/** The certificate's statement, from the student's record as it was when issued. */
function statement(d: CertificatePdfData): string {
  const s = d.snapshot;
  const reg = s.registrationNumber ? ` (Registration No. ${s.registrationNumber})` : '';
  const batch = s.batch ? ` in ${s.batch}${s.session ? `, session ${s.session}` : ''}` : '';
  if (d.kind === 'BONAFIDE') {
    return (
      `This is to certify that ${s.studentName}${reg} is a bonafide student of ${d.instituteName}${batch}. ` +
      (d.purpose ? `This certificate is issued on request for the purpose of ${d.purpose}.` : 'This certificate is issued on request.')
    );
  }
  return (
    `This is to certify that ${s.studentName}${reg} was a student of ${d.instituteName}${batch}, and has left the ` +
    `institute. The institute has no objection to the student joining another institution.` +
    (d.purpose ? ` Reason for leaving: ${d.purpose}.` : '')
  );
}

/** A one-page certificate on the institute's letterhead (name, address, logo), with its number and verification code. */
export function renderIssuedCertificate(d: CertificatePdfData, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const title = ISSUED_KIND_LABEL[d.kind];
  const doc = useFonts(
    new PDFDocument({ size: 'A4', margin: 56, compress: opts.compress ?? true, info: { Title: `${title} ${d.number}` } }),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 56;
  const width = doc.page.width - 112;
  let y = 56;
  if (d.logo) {
    try {
      doc.image(d.logo, left, y, { fit: [64, 64] });
    } catch {
      // an unreadable logo leaves the letterhead without it
    }
  }
  doc
    .font(FONT_BOLD)
    .fontSize(20)
    .fillColor('#0f172a')
    .text(d.instituteName, left + 80, y + 6, { width: width - 80 });
  if (d.instituteAddress)
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor('#475569')
      .text(d.instituteAddress, left + 80, doc.y + 2, { width: width - 80 });
  y = Math.max(doc.y, y + 64) + 12;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .stroke('#1d4ed8');
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor('#334155')
    .text(`No. ${d.number}`, left, y + 12, { width: width / 2 });
  doc.text(`Date: ${shown(d.issuedOn)}`, left + width / 2, y + 12, { width: width / 2, align: 'right' });
  doc
    .font(FONT_BOLD)
    .fontSize(22)
    .fillColor('#0f172a')
    .text(title.toUpperCase(), left, y + 56, { width, align: 'center' });
  doc
    .font(FONT)
    .fontSize(12.5)
    .fillColor('#0f172a')
    .text(statement(d), left, doc.y + 28, { width, align: 'justify', lineGap: 6 });
  doc
    .font(FONT)
    .fontSize(11)
    .text('Principal / Head of Institution', left, doc.y + 80, { width, align: 'right' });
  doc.font(FONT).fontSize(9).fillColor('#475569');
  doc.text(`Verification code: ${d.verifyCode}`, left, doc.page.height - 110, { width });
  doc.text(`Check this certificate at ${d.verifyUrl}`, left, doc.y + 2, { width });
  if (d.revoked) {
    doc.font(FONT_BOLD).fontSize(40).fillColor('#dc2626').opacity(0.35);
    doc.text('REVOKED', left, doc.page.height / 2 - 20, { width, align: 'center' });
    doc
      .opacity(1)
      .font(FONT)
      .fontSize(10)
      .fillColor('#dc2626')
      .text(`Revoked: ${d.revoked.reason}`, left, doc.page.height / 2 + 30, {
        width,
        align: 'center',
      });
  }
  doc.end();
  return done;
}
