import { sql } from 'kysely';
import type { RecordsEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';
import { issuedCertificatesProjection } from './issued-certificates.js';

const studentOf = (e: { data: unknown }) => [String((e.data as { studentId?: string }).studentId ?? '')];

/** Marks a record deleted once, with who and when (the row stays). */
const markDeleted = (ctx: ProjectionContext, table: string, id: string, m: { occurredAt: string; actorId: string }) =>
  sql`update ${ctx.table(table)} set deleted_at = ${m.occurredAt}, deleted_by = ${m.actorId}
    where id = ${id} and deleted_at is null`.execute(ctx.tx);

/**
 * `student_certificate`: the certificates kept on each student's profile. A deleted one stays, marked with who and
 * when, so the list, the history drawer and the audit agree.
 */
export const studentCertificatesProjection: Projection = {
  name: 'student_certificate',
  version: 1,
  tables: {
    student_certificate: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, student_id text not null, title text not null, type text not null,
      file_id text not null, created_by text not null, created_at timestamptz not null, deleted_at timestamptz, deleted_by text)`,
  },
  indexes: {
    'student_certificate.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id, created_at desc)`,
  },
  handles: ['StudentCertificateAdded', 'StudentCertificateDeleted'],
  ownersOf: studentOf,
  async apply(ctx, event) {
    const e = event as unknown as RecordsEvent;
    const m = event.metadata;
    switch (e.type) {
      case 'StudentCertificateAdded':
        await sql`insert into ${ctx.table('student_certificate')}
          (id, institute_id, student_id, title, type, file_id, created_by, created_at)
          values (${e.data.certificateId}, ${m.instituteId}, ${e.data.studentId}, ${e.data.title}, ${e.data.certificateType},
            ${e.data.fileId}, ${m.actorId}, ${m.occurredAt})
          on conflict (id) do nothing`.execute(ctx.tx);
        return;
      case 'StudentCertificateDeleted':
        await markDeleted(ctx, 'student_certificate', e.data.certificateId, m);
        return;
      default:
        return;
    }
  },
};

/** `student_document`: a student's academic documents, files or links; deleted ones stay, marked. */
export const studentDocumentsProjection: Projection = {
  name: 'student_document',
  version: 1,
  tables: {
    student_document: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, student_id text not null, title text not null, type text not null,
      file_id text, file_name text, link text, created_by text not null, created_at timestamptz not null,
      deleted_at timestamptz, deleted_by text)`,
  },
  indexes: {
    'student_document.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id, created_at desc)`,
  },
  handles: ['StudentDocumentAdded', 'StudentDocumentDeleted'],
  ownersOf: studentOf,
  async apply(ctx, event) {
    const e = event as unknown as RecordsEvent;
    const m = event.metadata;
    switch (e.type) {
      case 'StudentDocumentAdded':
        await sql`insert into ${ctx.table('student_document')}
          (id, institute_id, student_id, title, type, file_id, file_name, link, created_by, created_at)
          values (${e.data.documentId}, ${m.instituteId}, ${e.data.studentId}, ${e.data.title}, ${e.data.documentType},
            ${e.data.fileId}, ${e.data.fileName}, ${e.data.link}, ${m.actorId}, ${m.occurredAt})
          on conflict (id) do nothing`.execute(ctx.tx);
        return;
      case 'StudentDocumentDeleted':
        await markDeleted(ctx, 'student_document', e.data.documentId, m);
        return;
      default:
        return;
    }
  },
};

export const recordsProjections: readonly Projection[] = [
  studentCertificatesProjection,
  studentDocumentsProjection,
  issuedCertificatesProjection,
];
