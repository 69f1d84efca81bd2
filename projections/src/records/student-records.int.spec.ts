import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { issuedCertificatesProjection } from './issued-certificates.js';
import { studentCertificatesProjection, studentDocumentsProjection } from './student-records.js';

describe('student_certificate projection', () => {
  const spec = projectionSpec(studentCertificatesProjection);
  const { event } = spec;
  const added = event('StudentCertificateAdded', {
    certificateId: 'c1',
    studentId: 's1',
    title: 'Sports day',
    certificateType: 'PDF',
    fileId: 'f1',
  });

  it('keeps a certificate and marks its deletion once, with who and when', async () => {
    const deleted = event('StudentCertificateDeleted', { certificateId: 'c1', studentId: 's1' }, { actorId: 'u2' });
    const rows = await spec.given(added).when(deleted).then('student_certificate');
    expect(rows).toMatchObject([
      { id: 'c1', institute_id: 'i1', student_id: 's1', type: 'PDF', file_id: 'f1', created_by: 'u1', deleted_by: 'u2' },
    ]);
    expect(rows[0]!.deleted_at).toEqual(new Date(deleted.metadata.occurredAt));
  });

  it('adds a certificate once however often it is applied', async () => {
    expect(await spec.when(added).then('student_certificate')).toMatchObject([{ id: 'c1', title: 'Sports day', deleted_at: null }]);
  });

  it('writes nothing for the deletion of a certificate it does not know', async () => {
    expect(
      await spec.when(event('StudentCertificateDeleted', { certificateId: 'x', studentId: 's1' })).then('student_certificate'),
    ).toEqual([]);
  });
});

describe('student_document projection', () => {
  const spec = projectionSpec(studentDocumentsProjection);
  const { event } = spec;
  const file = event('StudentDocumentAdded', {
    documentId: 'd1',
    studentId: 's1',
    title: 'Marksheet',
    documentType: 'PDF',
    fileId: 'f1',
    fileName: 'marks.pdf',
    link: null,
  });
  const link = event('StudentDocumentAdded', {
    documentId: 'd2',
    studentId: 's1',
    title: 'Portfolio',
    documentType: 'LINK',
    fileId: null,
    fileName: null,
    link: 'https://example.org',
  });

  it('keeps files and links, and marks a deletion with who and when', async () => {
    const deleted = event('StudentDocumentDeleted', { documentId: 'd1', studentId: 's1' }, { actorId: 'u2' });
    const rows = await spec.given(file).when(link, deleted).then('student_document', 'id');
    expect(rows).toMatchObject([
      { id: 'd1', type: 'PDF', file_id: 'f1', file_name: 'marks.pdf', deleted_by: 'u2' },
      { id: 'd2', type: 'LINK', file_id: null, link: 'https://example.org', deleted_at: null },
    ]);
  });
});

describe('issued_certificate projection', () => {
  const spec = projectionSpec(issuedCertificatesProjection);
  const { event } = spec;
  const snapshot = { studentName: 'Aarav Sharma', registrationNumber: 'R1', batch: 'B.Tech', session: '2025-2029' };
  const issued = event('StudentCertificateIssued', {
    issuedId: 'c1',
    studentId: 's1',
    kind: 'TRANSFER',
    number: 'TC/2026/0001',
    verifyCode: 'ABCDE-12345',
    purpose: null,
    issuedOn: '2026-11-25',
    snapshot,
  });

  it('keeps the certificate with its code and marks a revocation once, with who, when and why', async () => {
    const revoked = event('IssuedCertificateRevoked', { issuedId: 'c1', studentId: 's1', reason: 'Wrong date' }, { actorId: 'u2' });
    const rows = await spec.given(issued).when(revoked).then('issued_certificate');
    expect(rows).toMatchObject([
      {
        id: 'c1',
        number: 'TC/2026/0001',
        verify_code: 'ABCDE-12345',
        student_name: 'Aarav Sharma',
        revoked_by: 'u2',
        revoke_reason: 'Wrong date',
      },
    ]);
  });

  it('adds a certificate once however often it is applied', async () => {
    expect(await spec.when(issued).then('issued_certificate')).toMatchObject([{ id: 'c1', revoked_at: null }]);
  });
});
