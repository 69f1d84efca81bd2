import {
  LINK_PATTERN,
  MAX_DOCUMENTS_PER_UPLOAD,
  MAX_RECORD_TITLE,
  RECORDS_MESSAGES as M,
  type CertificateType,
  type RecordDocumentType,
  type RecordsEvent,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

/** A student's certificates and documents: which exist and which were deleted (one stream per student). */
export interface StudentRecordsState {
  certificates: Record<string, { deleted: boolean }>;
  documents: Record<string, { deleted: boolean }>;
}

export interface DocumentEntry {
  documentId: string;
  title: string;
  documentType: RecordDocumentType;
  fileId: string | null;
  fileName: string | null;
  link: string | null;
}

export type StudentRecordsCommand =
  | {
      type: 'AddCertificate';
      data: { certificateId: string; studentId: string; title: string; certificateType: CertificateType; fileId: string };
    }
  | { type: 'DeleteCertificate'; data: { certificateId: string; studentId: string } }
  | { type: 'AddDocuments'; data: { studentId: string; documents: DocumentEntry[] } }
  | { type: 'DeleteDocument'; data: { documentId: string; studentId: string } };

const LINK = new RegExp(LINK_PATTERN);

/** A record's title: trimmed, present, at most 100 characters. */
export function assertTitle(title: string): void {
  if (!title.trim()) throw badRequest(M.titleRequired);
  if (title.trim().length > MAX_RECORD_TITLE) throw badRequest(M.titleTooLong);
}

/**
 * The rules of one upload of documents, asked by the route before any file is stored and by the decider again:
 * at least one, at most five, each titled once, a file or an http(s) link.
 */
export function assertDocumentEntries(
  entries: readonly Pick<DocumentEntry, 'title' | 'documentType' | 'fileId' | 'link'>[],
  stored = true,
): void {
  if (entries.length === 0) throw badRequest(M.fileRequired);
  if (entries.length > MAX_DOCUMENTS_PER_UPLOAD) throw badRequest(M.tooManyDocuments);
  const titles = new Set<string>();
  for (const e of entries) {
    assertTitle(e.title);
    const key = e.title.trim().toLowerCase();
    if (titles.has(key)) throw badRequest(M.titleTaken);
    titles.add(key);
    if (e.documentType === 'LINK') {
      if (!e.link?.trim()) throw badRequest(M.linkRequired);
      if (!LINK.test(e.link.trim())) throw badRequest(M.linkInvalid);
    } else if (stored && !e.fileId) {
      throw badRequest(M.fileRequired);
    }
  }
}

export const studentRecordsDecider: Decider<StudentRecordsState, StudentRecordsCommand, RecordsEvent> = {
  initialState: () => ({ certificates: {}, documents: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'StudentCertificateAdded':
        return { ...state, certificates: { ...state.certificates, [event.data.certificateId]: { deleted: false } } };
      case 'StudentCertificateDeleted':
        return { ...state, certificates: { ...state.certificates, [event.data.certificateId]: { deleted: true } } };
      case 'StudentDocumentAdded':
        return { ...state, documents: { ...state.documents, [event.data.documentId]: { deleted: false } } };
      case 'StudentDocumentDeleted':
        return { ...state, documents: { ...state.documents, [event.data.documentId]: { deleted: true } } };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddCertificate': {
        const d = command.data;
        assertTitle(d.title);
        if (state.certificates[d.certificateId]) throw conflict('This certificate already exists.');
        return [{ type: 'StudentCertificateAdded', data: { ...d, title: d.title.trim() } }];
      }
      case 'DeleteCertificate': {
        const c = state.certificates[command.data.certificateId];
        if (!c || c.deleted) throw notFound(M.certificateNotFound);
        return [{ type: 'StudentCertificateDeleted', data: command.data }];
      }
      case 'AddDocuments': {
        const { studentId, documents } = command.data;
        assertDocumentEntries(documents);
        if (documents.some((x) => state.documents[x.documentId])) throw conflict('This document already exists.');
        return documents.map((x) => ({
          type: 'StudentDocumentAdded' as const,
          data: { ...x, studentId, title: x.title.trim(), link: x.link?.trim() || null },
        }));
      }
      case 'DeleteDocument': {
        const x = state.documents[command.data.documentId];
        if (!x || x.deleted) throw notFound(M.documentNotFound);
        return [{ type: 'StudentDocumentDeleted', data: command.data }];
      }
    }
  },
};
