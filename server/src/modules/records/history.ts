import type { IssuedCertificateEvent, RecordedEvent, RecordsEvent } from '@school/contracts';
import type { HistoryDescription } from '../../platform/audit/history.js';

/** What each event of a student's records stream says in the history drawer. */
export function describeRecordsEvent(raw: RecordedEvent): HistoryDescription | null {
  const e = raw as unknown as RecordsEvent;
  switch (e.type) {
    case 'StudentCertificateAdded':
      return { summary: `Certificate added: ${e.data.title} (${e.data.certificateType})` };
    case 'StudentCertificateDeleted':
      return { summary: 'Certificate deleted', changes: [{ label: 'Certificate', before: e.data.certificateId }] };
    case 'StudentDocumentAdded':
      return {
        summary: `Document added: ${e.data.title} (${e.data.documentType})`,
        ...(e.data.link ? { changes: [{ label: 'Link', after: e.data.link }] } : {}),
      };
    case 'StudentDocumentDeleted':
      return { summary: 'Document deleted', changes: [{ label: 'Document', before: e.data.documentId }] };
    default:
      return null;
  }
}

/** What each event of an issued certificate says in its history drawer. */
export function describeIssuedEvent(raw: RecordedEvent): HistoryDescription | null {
  const e = raw as unknown as IssuedCertificateEvent;
  switch (e.type) {
    case 'StudentCertificateIssued':
      return {
        summary: `${e.data.kind === 'TRANSFER' ? 'Transfer' : 'Bonafide'} certificate ${e.data.number} issued to ${e.data.snapshot.studentName}`,
        ...(e.data.purpose ? { changes: [{ label: 'Purpose', after: e.data.purpose }] } : {}),
      };
    case 'IssuedCertificateRevoked':
      return { summary: 'Certificate revoked', reason: e.data.reason, changes: [{ label: 'Status', before: 'VALID', after: 'REVOKED' }] };
    default:
      return null;
  }
}
