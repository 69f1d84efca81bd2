import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import {
  AddCertificateBody,
  AddDocumentsBody,
  CertificateList,
  CertificateReply,
  DocumentListReply,
  ErrorReply,
  HistoryReply,
  IdParams,
  MAX_RECORD_FILE_BYTES,
  MAX_RECORD_LINK,
  RECORDS_MESSAGES as M,
  RecordDeletedReply,
  StudentIdParams,
  studentRecordsStream,
  type Certificate,
  type CertificateType,
  type RecordDocument,
  type RecordDocumentType,
  type RecordsEvent,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART, filePart } from '../../platform/http/multipart.js';
import { ok } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { DOCUMENT_TYPES, IMAGE_TYPES, sniff, type UploadedPart } from '../../platform/files/file-store.js';
import { readHistory } from '../../platform/audit/history.js';
import { liveStudent } from '../people/index.js';
import { userCardsById } from '../identity/index.js';
import { assertDocumentEntries, assertTitle, studentRecordsDecider, type DocumentEntry } from './decider.js';
import { describeRecordsEvent } from './history.js';
import { issuedRoutes } from './issued-routes.js';
import { office, readers } from './access.js';

const PDF = 'application/pdf';

type CertificateRow = {
  id: string;
  student_id: string;
  title: string;
  type: string;
  file_id: string;
  created_by: string;
  created_at: Date | string;
};
type DocumentRow = {
  id: string;
  student_id: string;
  title: string;
  type: string;
  file_id: string | null;
  file_name: string | null;
  link: string | null;
  created_by: string;
  created_at: Date | string;
};

/** A student or parent reaches only their own records; the office any student of its institute. */
function assertOwn(a: Pick<AuthContext, 'role' | 'userId' | 'children'>, studentId: string) {
  if (a.role === 'STUDENT' && studentId !== a.userId) throw forbidden(M.ownOnly);
  if (a.role === 'PARENT' && !a.children.includes(studentId)) throw forbidden(M.ownOnly);
}

/** The file-store checks of a part (size, kind by its bytes), without storing it. */
const acceptable = (part: UploadedPart, types: readonly string[]) => {
  const kind = part.data.length > 0 && part.data.length <= MAX_RECORD_FILE_BYTES ? sniff(part.data) : null;
  return kind !== null && types.includes(kind.type);
};

const documentTypeOf = (contentType: string): RecordDocumentType =>
  contentType === PDF ? 'PDF' : contentType.startsWith('image/') ? 'IMAGE' : 'DOCUMENT';

/** The live student a call names, after the own check (404 when not of the caller's institute). */
export type StudentOf = (
  a: AuthContext,
  studentId: string,
) => ReturnType<typeof liveStudent> extends Promise<infer S> ? Promise<NonNullable<S>> : never;

export async function recordsRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  /** The live student of the caller's institute (caught up once when just registered), after the own check. */
  const studentOf: StudentOf = async (a, studentId) => {
    assertOwn(a, studentId);
    let s = await liveStudent(rt, a.instituteId, studentId);
    if (!s) {
      await rt.runner.waitFor(['student'], await rt.store.head(), 5000);
      s = await liveStudent(rt, a.instituteId, studentId);
    }
    if (!s) throw notFound(M.studentNotFound);
    return s;
  };

  const issuers = async (ids: string[]) => {
    const cards = await userCardsById(db, ids);
    return (id: string) => {
      const u = cards.get(id);
      return { _id: id, displayName: u?.displayName ?? 'Former user', email: u?.email ?? '' };
    };
  };

  const certificateViews = async (rows: CertificateRow[]): Promise<Certificate[]> => {
    const by = await issuers(rows.map((r) => r.created_by));
    return rows.map((r) => ({
      _id: r.id,
      studentId: r.student_id,
      title: r.title,
      type: r.type as CertificateType,
      fileUrl: rt.files.signedUrl(r.file_id, '/api/v1'),
      createdAt: new Date(r.created_at).toISOString(),
      issuedBy: by(r.created_by),
    }));
  };

  const documentViews = async (rows: DocumentRow[]): Promise<RecordDocument[]> => {
    const by = await issuers(rows.map((r) => r.created_by));
    return rows.map((r) => ({
      _id: r.id,
      studentId: r.student_id,
      title: r.title,
      type: r.type as RecordDocumentType,
      fileUrl: r.type === 'LINK' ? r.link : rt.files.signedUrl(r.file_id, '/api/v1'),
      link: r.link,
      fileName: r.file_name,
      createdAt: new Date(r.created_at).toISOString(),
      issuedBy: by(r.created_by),
    }));
  };

  /** A live row of the caller's institute by id (looked up again once the read model caught up). */
  const liveRow = async <T>(model: 'student_certificate' | 'student_document', a: AuthContext, id: string) => {
    const find = async () =>
      (
        await sql<T>`select * from ${sql.table(model)} where id = ${id} and institute_id = ${a.instituteId} and deleted_at is null`.execute(
          db,
        )
      ).rows[0];
    const first = await find();
    if (first) return first;
    await rt.runner.waitFor([model], await rt.store.head(), 5000);
    return find();
  };

  app.post(
    '/student/certificate/:studentId',
    {
      config: office,
      schema: {
        tags: ['records'],
        consumes: MULTIPART,
        params: StudentIdParams,
        body: AddCertificateBody,
        response: { 200: CertificateReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const student = await studentOf(a, req.params.studentId);
      // Every rule asked before the file is stored: a refused certificate leaves no file behind.
      assertTitle(req.body.title);
      const part = filePart(req.body.file, M.certificateLabel);
      if (!part) throw badRequest(M.fileRequired);
      const certificateType = req.body.type;
      const stored = await rt.files.put(part, {
        instituteId: a.instituteId,
        ownerId: student.id,
        purpose: 'student-certificate',
        maxBytes: MAX_RECORD_FILE_BYTES,
        types: certificateType === 'PDF' ? [PDF] : IMAGE_TYPES,
        label: M.certificateLabel,
      });
      const certificateId = idFor(ctx, 'student-certificate');
      const res = await rt.commands.handle(
        studentRecordsDecider,
        studentRecordsStream(student.id),
        {
          type: 'AddCertificate',
          data: { certificateId, studentId: student.id, title: req.body.title, certificateType, fileId: stored.id },
        },
        ctx,
      );
      const e = res.events[0] as Extract<RecordsEvent, { type: 'StudentCertificateAdded' }>;
      const [view] = await certificateViews([
        {
          id: e.data.certificateId,
          student_id: e.data.studentId,
          title: e.data.title,
          type: e.data.certificateType,
          file_id: e.data.fileId,
          created_by: ctx.actor.userId,
          created_at: ctx.now,
        },
      ]);
      return sendWritten(reply, res.append, M.certificateAdded, view!);
    },
  );

  app.get(
    '/student/certificate/:studentId',
    {
      config: { ...readers, readModels: ['student_certificate', 'student'] },
      schema: { tags: ['records'], params: StudentIdParams, response: { 200: CertificateList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const student = await studentOf(a, req.params.studentId);
      const rows = await sql<CertificateRow>`select id, student_id, title, type, file_id, created_by, created_at
        from student_certificate where institute_id = ${a.instituteId} and student_id = ${student.id} and deleted_at is null
        order by created_at desc, id limit 200`.execute(db);
      return ok(M.certificates, await certificateViews(rows.rows));
    },
  );

  app.delete(
    '/student/certificate/:id',
    {
      config: { ...office, readModels: ['student_certificate'] },
      schema: { tags: ['records'], params: IdParams, response: { 200: RecordDeletedReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const row = await liveRow<CertificateRow>('student_certificate', a, req.params.id);
      if (!row) throw notFound(M.certificateNotFound);
      const res = await rt.commands.handle(
        studentRecordsDecider,
        studentRecordsStream(row.student_id),
        { type: 'DeleteCertificate', data: { certificateId: row.id, studentId: row.student_id } },
        commandContext(req),
      );
      return sendWritten(reply, res.append, M.certificateDeleted, { _id: row.id });
    },
  );

  app.post(
    '/student/academic/:studentId',
    {
      config: office,
      schema: {
        tags: ['records'],
        consumes: MULTIPART,
        params: StudentIdParams,
        body: AddDocumentsBody,
        response: { 200: DocumentListReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const student = await studentOf(a, req.params.studentId);
      // Each field is one document keyed by its title: a file, or a text that is an http(s) link.
      const entries = Object.entries(req.body ?? {}).map(([title, value], i) => {
        const part = typeof value === 'string' ? null : filePart(value, M.documentLabel);
        const link = typeof value === 'string' ? value.slice(0, MAX_RECORD_LINK + 1) : null;
        if (link !== null && link.length > MAX_RECORD_LINK) throw badRequest(M.linkInvalid);
        return {
          documentId: idFor(ctx, `student-document-${i}`),
          title,
          part,
          documentType: (part ? 'PDF' : 'LINK') as RecordDocumentType,
          fileId: null as string | null,
          fileName: part ? part.filename.slice(0, 200) || null : null,
          link: part ? null : link,
        };
      });
      assertDocumentEntries(entries, false);
      // Checked before any is stored: one refused file leaves none of the others behind.
      const refused = entries.find((x) => x.part && !acceptable(x.part, DOCUMENT_TYPES));
      const opts = {
        instituteId: a.instituteId,
        ownerId: student.id,
        purpose: 'student-document',
        maxBytes: MAX_RECORD_FILE_BYTES,
        types: DOCUMENT_TYPES,
        label: M.documentLabel,
      };
      if (refused?.part) await rt.files.put(refused.part, opts); // throws the file store's own 413/415 message
      const documents: DocumentEntry[] = [];
      for (const x of entries) {
        const stored = x.part ? await rt.files.put(x.part, opts) : null;
        documents.push({
          documentId: x.documentId,
          title: x.title,
          documentType: stored ? documentTypeOf(stored.contentType) : 'LINK',
          fileId: stored?.id ?? null,
          fileName: x.fileName,
          link: x.link,
        });
      }
      const res = await rt.commands.handle(
        studentRecordsDecider,
        studentRecordsStream(student.id),
        { type: 'AddDocuments', data: { studentId: student.id, documents } },
        ctx,
      );
      const views = await documentViews(
        res.events.flatMap((e) =>
          e.type === 'StudentDocumentAdded'
            ? [
                {
                  id: e.data.documentId,
                  student_id: e.data.studentId,
                  title: e.data.title,
                  type: e.data.documentType,
                  file_id: e.data.fileId,
                  file_name: e.data.fileName,
                  link: e.data.link,
                  created_by: ctx.actor.userId,
                  created_at: ctx.now,
                },
              ]
            : [],
        ),
      );
      return sendWritten(reply, res.append, M.documentsAdded, views);
    },
  );

  app.get(
    '/student/academic/:studentId',
    {
      config: { ...readers, readModels: ['student_document', 'student'] },
      schema: { tags: ['records'], params: StudentIdParams, response: { 200: DocumentListReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const student = await studentOf(a, req.params.studentId);
      const rows = await sql<DocumentRow>`select id, student_id, title, type, file_id, file_name, link, created_by, created_at
        from student_document where institute_id = ${a.instituteId} and student_id = ${student.id} and deleted_at is null
        order by created_at desc, id limit 200`.execute(db);
      return ok(M.documents, await documentViews(rows.rows));
    },
  );

  app.delete(
    '/student/document/:id',
    {
      config: { ...office, readModels: ['student_document'] },
      schema: { tags: ['records'], params: IdParams, response: { 200: RecordDeletedReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const row = await liveRow<DocumentRow>('student_document', a, req.params.id);
      if (!row) throw notFound(M.documentNotFound);
      const res = await rt.commands.handle(
        studentRecordsDecider,
        studentRecordsStream(row.student_id),
        { type: 'DeleteDocument', data: { documentId: row.id, studentId: row.student_id } },
        commandContext(req),
      );
      return sendWritten(reply, res.append, M.documentDeleted, { _id: row.id });
    },
  );

  app.get(
    '/student/records/history/:studentId',
    {
      config: office,
      schema: {
        tags: ['records'],
        params: Type.Object({ studentId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: HistoryReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const student = await studentOf(a, req.params.studentId);
      const data = await readHistory(rt, {
        streams: [studentRecordsStream(student.id)],
        instituteId: a.instituteId,
        describe: describeRecordsEvent,
      });
      return ok(M.history, data);
    },
  );

  issuedRoutes(app, rt, studentOf);
}
