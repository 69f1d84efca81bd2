import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok, required } from '../envelope.js';

export * from './issued.js';

/**
 * Student records (issue 19 §1): certificates and academic documents kept on a student's profile.
 *
 * - POST   student/certificate/:studentId   multipart AddCertificateBody (title, type IMAGE|PDF, file) → CertificateReply  office
 * - GET    student/certificate/:studentId                                      → CertificateList  office; the student, their parent
 * - DELETE student/certificate/:id                                           → RecordDeletedReply office
 * - POST   student/academic/:studentId      multipart: every field is a document keyed by its title, its value a file
 *                                           or an http(s) link (a LINK document)                → DocumentListReply office
 * - GET    student/academic/:studentId                                         → DocumentList     office; the student, their parent
 * - DELETE student/document/:id                                              → RecordDeletedReply office
 * - GET    student/records/history/:studentId                                  → HistoryReply     office
 * Office: SUPER_ADMIN, ADMIN, and MANAGER/STAFF holding the `student` permission module.
 */
export const RECORDS_MESSAGES = {
  // 000 §5
  titleRequired: 'Title is required*',
  fileRequired: 'Upload file required*',
  // the spec's form names these fields; the messages are in its style
  typeRequired: 'Type is required*',
  typeInvalid: 'Type must be IMAGE or PDF.',
  linkRequired: 'Link is required*',
  linkInvalid: 'Enter a link that starts with http:// or https://',
  titleTooLong: 'Title must be at most 100 characters.',
  titleTaken: 'A document with this title is already in the list.',
  tooManyDocuments: 'Upload at most 5 documents at once.',
  certificateAdded: 'Certificate added successfully',
  certificateDeleted: 'Certificate deleted successfully',
  documentsAdded: 'Documents uploaded successfully',
  documentDeleted: 'Document deleted successfully',
  certificates: 'Certificates',
  documents: 'Documents',
  history: 'Student records history',
  certificateLabel: 'Certificate file',
  documentLabel: 'Document file',
  studentNotFound: 'Student not found.',
  certificateNotFound: 'Certificate not found.',
  documentNotFound: 'Document not found.',
  ownOnly: 'You may see only your own records.',
  // 001 §8
  noCertificate: 'No Certificate',
  noDocuments: 'No Documents Found',
  // 000 §8: the certificate and document versions have no final period; the generic document add ends with a space
  oops: 'Oops! Something went wrong',
  oopsDocument: 'Oops! Something went wrong ',
  // 001 §8 delete confirmation
  confirmTitle: 'Are you sure?',
  confirmText: 'You will not be able to recover it again!',
  confirmButton: 'Yes, delete it!',
} as const;

export const CERTIFICATE_TYPES = ['IMAGE', 'PDF'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
/** A document's kind: from the bytes of its file (PDF, IMAGE, an Office DOCUMENT), or LINK. */
export const RECORD_DOCUMENT_TYPES = ['PDF', 'IMAGE', 'DOCUMENT', 'LINK'] as const;
export type RecordDocumentType = (typeof RECORD_DOCUMENT_TYPES)[number];
/** The most bytes of one certificate or document file. */
export const MAX_RECORD_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_RECORD_TITLE = 100;
export const MAX_RECORD_LINK = 500;
/** Documents in one upload (the server's multipart limit is five files). */
export const MAX_DOCUMENTS_PER_UPLOAD = 5;
export const LINK_PATTERN = '^https?://[^\\s]+$';

const M = RECORDS_MESSAGES;

const Title = required(M.titleRequired, { maxLength: MAX_RECORD_TITLE, 'x-invalid': M.titleTooLong });

export const AddCertificateBody = Type.Object({
  title: Title,
  type: Type.Union(
    CERTIFICATE_TYPES.map((t) => Type.Literal(t)),
    { 'x-message': M.typeRequired, 'x-invalid': M.typeInvalid },
  ),
  file: FilePart('The certificate: an image (PNG, JPEG, GIF, WebP) or a PDF, as its type says; at most 5 MB'),
});
export type AddCertificateBody = Static<typeof AddCertificateBody>;

/** Every field of the form is one document: its name is the title, its value the file or an http(s) link. */
export const AddDocumentsBody = Type.Record(Type.String(), Type.Any(), {
  description: 'Each field is a document keyed by its title: a file (PDF, image, DOCX/XLSX/PPTX, at most 5 MB) or an http(s) link',
});
export type AddDocumentsBody = Static<typeof AddDocumentsBody>;

/** The Add Documents dialog's entry form (the client checks it before adding a row to the list). */
export const DocumentEntryForm = Type.Object({
  title: Title,
  type: Type.Union(
    RECORD_DOCUMENT_TYPES.map((t) => Type.Literal(t)),
    { 'x-message': M.typeRequired },
  ),
  link: Type.Optional(Type.String({ maxLength: MAX_RECORD_LINK })),
});
export type DocumentEntryForm = Static<typeof DocumentEntryForm>;

const IssuedBy = Type.Object({ _id: Type.String(), displayName: Type.String(), email: Type.String() });

/** 001 §3 Certificate: _id, fileUrl, type, title, createdAt, issuedBy (displayName, email). */
export const Certificate = Type.Object({
  _id: Type.String(),
  studentId: Type.String(),
  title: Type.String(),
  type: Type.Union(CERTIFICATE_TYPES.map((t) => Type.Literal(t))),
  fileUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  issuedBy: IssuedBy,
});
export type Certificate = Static<typeof Certificate>;

export const RecordDocument = Type.Object({
  _id: Type.String(),
  studentId: Type.String(),
  title: Type.String(),
  type: Type.Union(RECORD_DOCUMENT_TYPES.map((t) => Type.Literal(t))),
  /** The signed file link, or the link itself for a LINK document. */
  fileUrl: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  fileName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  issuedBy: IssuedBy,
});
export type RecordDocument = Static<typeof RecordDocument>;

export const CertificateReply = Ok(Certificate);
export const CertificateList = Ok(Type.Array(Certificate));
export type CertificateList = Static<typeof CertificateList>;
export const DocumentListReply = Ok(Type.Array(RecordDocument));
export type DocumentListReply = Static<typeof DocumentListReply>;
export const RecordDeletedReply = Ok(Type.Object({ _id: Type.String() }));

// ---- events: one stream per student, `studentRecords-<studentId>` ----
export const studentRecordsStream = (studentId: string) => `studentRecords-${studentId}`;

export interface StudentCertificateAdded {
  type: 'StudentCertificateAdded';
  data: { certificateId: string; studentId: string; title: string; certificateType: CertificateType; fileId: string };
}
export interface StudentCertificateDeleted {
  type: 'StudentCertificateDeleted';
  data: { certificateId: string; studentId: string };
}
export interface StudentDocumentAdded {
  type: 'StudentDocumentAdded';
  data: {
    documentId: string;
    studentId: string;
    title: string;
    documentType: RecordDocumentType;
    fileId: string | null;
    fileName: string | null;
    link: string | null;
  };
}
export interface StudentDocumentDeleted {
  type: 'StudentDocumentDeleted';
  data: { documentId: string; studentId: string };
}
export type RecordsEvent = StudentCertificateAdded | StudentCertificateDeleted | StudentDocumentAdded | StudentDocumentDeleted;
