import { describe, expect, it } from 'vitest';
import { pdfText } from '../../platform/pdf/pdf-text.test-util.js';
import { renderIssuedCertificate, type CertificatePdfData } from './certificate-pdf.js';

const data: CertificatePdfData = {
  instituteName: 'Demo Public School',
  instituteAddress: 'MG Road, Pune 411001',
  kind: 'TRANSFER',
  number: 'TC/2026/0001',
  verifyCode: 'V6YXE-0643Y',
  verifyUrl: 'https://panel.example/verify/V6YXE-0643Y',
  issuedOn: '2026-11-25',
  purpose: 'family relocation',
  snapshot: { studentName: 'Arjun Mehta', registrationNumber: 'REG2026100', batch: 'B.Tech · Computer Science', session: '2025-2029' },
};
/** The text without spaces: a justified paragraph is set word by word, so extraction loses its spaces. */
const squash = (s: string) => s.replace(/\s+/g, '');

describe('issued certificate PDF', () => {
  it("draws the letterhead, the number, the date, the student's record and the verification code", async () => {
    const text = squash(pdfText(await renderIssuedCertificate(data, { compress: false })));
    for (const part of [
      'Demo Public School',
      'MG Road, Pune 411001',
      'TC/2026/0001',
      '25 November 2026',
      'TRANSFER CERTIFICATE',
      'Arjun Mehta',
      'REG2026100',
      'V6YXE-0643Y',
      'https://panel.example/verify/V6YXE-0643Y',
      'family relocation',
    ]) {
      expect(text, part).toContain(squash(part));
    }
  });

  it('says a bonafide student, and marks a revoked certificate', async () => {
    const text = squash(
      pdfText(
        await renderIssuedCertificate(
          { ...data, kind: 'BONAFIDE', number: 'BON/2026/0003', revoked: { reason: 'Issued by mistake' } },
          { compress: false },
        ),
      ),
    );
    expect(text).toContain('BONAFIDECERTIFICATE');
    expect(text).toContain('bonafidestudent');
    expect(text).toContain('REVOKED');
    expect(text).toContain('Issuedbymistake');
  });
});
