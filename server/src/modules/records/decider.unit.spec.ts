import { describe, expect, it } from 'vitest';
import { RECORDS_MESSAGES as M, type RecordsEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { assertDocumentEntries, studentRecordsDecider, type DocumentEntry } from './decider.js';

const spec = deciderSpec(studentRecordsDecider);
const added: RecordsEvent = {
  type: 'StudentCertificateAdded',
  data: { certificateId: 'c1', studentId: 's1', title: 'Sports day', certificateType: 'PDF', fileId: 'f1' },
};
const deleted: RecordsEvent = { type: 'StudentCertificateDeleted', data: { certificateId: 'c1', studentId: 's1' } };
const fileDoc: DocumentEntry = {
  documentId: 'd1',
  title: 'Marksheet',
  documentType: 'PDF',
  fileId: 'f2',
  fileName: 'marks.pdf',
  link: null,
};
const linkDoc: DocumentEntry = {
  documentId: 'd2',
  title: 'Portfolio',
  documentType: 'LINK',
  fileId: null,
  fileName: null,
  link: ' https://example.org/p ',
};

describe('student records decider', () => {
  it('adds a certificate once, with its title trimmed', () => {
    spec
      .given()
      .when({ type: 'AddCertificate', data: { ...added.data, title: ' Sports day ' } as never })
      .then([added]);
    spec
      .given(added)
      .when({ type: 'AddCertificate', data: added.data as never })
      .thenThrows({ status: 409 });
  });

  it('refuses a certificate without a title with the spec message', () => {
    spec
      .given()
      .when({ type: 'AddCertificate', data: { ...added.data, title: '  ' } as never })
      .thenThrows({ message: M.titleRequired, status: 400 });
    spec
      .given()
      .when({ type: 'AddCertificate', data: { ...added.data, title: 'x'.repeat(101) } as never })
      .thenThrows({ message: M.titleTooLong, status: 400 });
  });

  it('deletes a certificate by a new event, once', () => {
    spec
      .given(added)
      .when({ type: 'DeleteCertificate', data: { certificateId: 'c1', studentId: 's1' } })
      .then([deleted]);
    spec
      .given(added, deleted)
      .when({ type: 'DeleteCertificate', data: { certificateId: 'c1', studentId: 's1' } })
      .thenThrows({ message: M.certificateNotFound, status: 404 });
    spec
      .given()
      .when({ type: 'DeleteCertificate', data: { certificateId: 'c1', studentId: 's1' } })
      .thenThrows({ status: 404 });
  });

  it('adds documents, a file and a link, each its own event', () => {
    spec
      .given()
      .when({ type: 'AddDocuments', data: { studentId: 's1', documents: [fileDoc, linkDoc] } })
      .then([
        { type: 'StudentDocumentAdded', data: { ...fileDoc, studentId: 's1' } },
        { type: 'StudentDocumentAdded', data: { ...linkDoc, studentId: 's1', link: 'https://example.org/p' } },
      ]);
  });

  it('holds the rules of an upload: one at least, a title, a file or an http(s) link, titles once', () => {
    const when = (documents: DocumentEntry[]) => spec.given().when({ type: 'AddDocuments', data: { studentId: 's1', documents } });
    when([]).thenThrows({ message: M.fileRequired, status: 400 });
    when([{ ...fileDoc, title: ' ' }]).thenThrows({ message: M.titleRequired, status: 400 });
    when([{ ...fileDoc, fileId: null }]).thenThrows({ message: M.fileRequired, status: 400 });
    when([{ ...linkDoc, link: null }]).thenThrows({ message: M.linkRequired, status: 400 });
    when([{ ...linkDoc, link: 'javascript:alert(1)' }]).thenThrows({ message: M.linkInvalid, status: 400 });
    when([fileDoc, { ...linkDoc, title: 'marksheet ' }]).thenThrows({ message: M.titleTaken, status: 400 });
    when(Array.from({ length: 6 }, (_, i) => ({ ...fileDoc, documentId: `d${i}`, title: `T${i}` }))).thenThrows({
      message: M.tooManyDocuments,
      status: 400,
    });
  });

  it('checks entries before files are stored (no file id needed yet)', () => {
    expect(() => assertDocumentEntries([{ ...fileDoc, fileId: null }], false)).not.toThrow();
  });

  it('deletes a document once', () => {
    const docAdded: RecordsEvent = { type: 'StudentDocumentAdded', data: { ...fileDoc, studentId: 's1' } };
    const cmd = { type: 'DeleteDocument' as const, data: { documentId: 'd1', studentId: 's1' } };
    spec
      .given(docAdded)
      .when(cmd)
      .then([{ type: 'StudentDocumentDeleted', data: cmd.data }]);
    spec
      .given(docAdded, { type: 'StudentDocumentDeleted', data: cmd.data })
      .when(cmd)
      .thenThrows({ message: M.documentNotFound, status: 404 });
  });
});
