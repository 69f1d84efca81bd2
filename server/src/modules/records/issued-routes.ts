import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  ErrorReply,
  FileReply,
  HistoryReply,
  IdParams,
  ISSUED_MESSAGES as I,
  IssueCertificateBody,
  IssuedCertificateList,
  IssuedCertificateReply,
  RevokeIssuedBody,
  StudentIdParams,
  VerifyCodeParams,
  VerifyReply,
  issuedCertificatesStream,
  type IssuedCertificate,
  type IssuedKind,
  type IssuedSnapshot,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { notFound } from '../../platform/errors.js';
import { instituteDay } from '../../platform/days.js';
import { readHistory } from '../../platform/audit/history.js';
import { batchLabels } from '../academics/index.js';
import { payslipLetterhead, userCardsById } from '../identity/index.js';
import { issuedDecider } from './issued-decider.js';
import { renderIssuedCertificate } from './certificate-pdf.js';
import { describeIssuedEvent } from './history.js';
import type { StudentOf } from './routes.js';
import { office, readers } from './access.js';

const LOGO_TYPES = ['image/png', 'image/jpeg'];
/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh verification code, XXXXX-XXXXX (50 random bits). */
export function newVerifyCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]!).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A typed code as stored: upper case, the hyphen put back, the look-alikes read as digits. */
export const normalCode = (code: string) => {
  const c = code
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return c.length === 10 ? `${c.slice(0, 5)}-${c.slice(5)}` : c;
};

type Row = {
  id: string;
  student_id: string;
  kind: string;
  number: string;
  verify_code: string;
  purpose: string | null;
  student_name: string;
  snapshot: IssuedSnapshot;
  issued_on: Date | string;
  created_by: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
  revoke_reason: string | null;
};
const COLS = sql`id, student_id, kind, number, verify_code, purpose, student_name, snapshot, issued_on, created_by, created_at, revoked_at, revoke_reason`;
const day = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/** Bonafide and transfer certificates (issue 19 §2): issue, list, the PDF, revoke, and the public verification. */
export function issuedRoutes(app: TypedApp, rt: Runtime, studentOf: StudentOf) {
  const db = rt.database.db;

  const views = async (rows: Row[]): Promise<IssuedCertificate[]> => {
    const cards = await userCardsById(
      db,
      rows.map((r) => r.created_by),
    );
    return rows.map((r) => ({
      _id: r.id,
      number: r.number,
      kind: r.kind as IssuedKind,
      studentId: r.student_id,
      studentName: r.student_name,
      purpose: r.purpose,
      verifyCode: r.verify_code,
      status: r.revoked_at ? 'REVOKED' : 'VALID',
      issuedAt: new Date(r.created_at).toISOString(),
      issuedBy: { _id: r.created_by, displayName: cards.get(r.created_by)?.displayName ?? 'Former user' },
      revokedAt: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
      revokeReason: r.revoke_reason,
    }));
  };

  /** An issued certificate of the caller's institute (caught up once when just issued). */
  const rowOf = async (a: AuthContext, id: string) => {
    const find = async () =>
      (await sql<Row>`select ${COLS} from issued_certificate where id = ${id} and institute_id = ${a.instituteId}`.execute(db)).rows[0];
    let row = await find();
    if (!row) {
      await rt.runner.waitFor(['issued_certificate'], await rt.store.head(), 5000);
      row = await find();
    }
    if (!row) throw notFound(I.notFound);
    return row;
  };

  app.post(
    '/student/issued-certificate/:studentId',
    {
      config: { ...office, readModels: ['student', 'batch'] },
      schema: {
        tags: ['records'],
        params: StudentIdParams,
        body: IssueCertificateBody,
        response: { 200: IssuedCertificateReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const student = await studentOf(a, req.params.studentId);
      const label = student.batchId ? (await batchLabels(rt, [student.batchId])).get(student.batchId) : undefined;
      const batch = label ? [label.course, label.branch].filter(Boolean).join(' · ') || label.title : null;
      const issuedId = idFor(ctx, 'issued-certificate');
      const res = await rt.commands.handle(
        issuedDecider,
        issuedCertificatesStream(a.instituteId),
        {
          type: 'IssueCertificate',
          data: {
            issuedId,
            studentId: student.id,
            kind: req.body.kind,
            verifyCode: newVerifyCode(),
            purpose: req.body.purpose ?? null,
            issuedOn: instituteDay(ctx.now),
            snapshot: {
              studentName: student.displayName,
              registrationNumber: student.registrationNumber ?? null,
              batch,
              session: label?.session || null,
            },
          },
        },
        ctx,
        { maxAttempts: 8 },
      );
      const e = res.events[0]!;
      if (e.type !== 'StudentCertificateIssued') throw new Error('unexpected event');
      const [view] = await views([
        {
          id: e.data.issuedId,
          student_id: e.data.studentId,
          kind: e.data.kind,
          number: e.data.number,
          verify_code: e.data.verifyCode,
          purpose: e.data.purpose,
          student_name: e.data.snapshot.studentName,
          snapshot: e.data.snapshot,
          issued_on: e.data.issuedOn,
          created_by: ctx.actor.userId,
          created_at: ctx.now,
          revoked_at: null,
          revoke_reason: null,
        },
      ]);
      return sendWritten(reply, res.append, I.issued, view!);
    },
  );

  app.get(
    '/student/issued-certificate/:studentId',
    {
      config: { ...readers, readModels: ['issued_certificate', 'student'] },
      schema: { tags: ['records'], params: StudentIdParams, response: { 200: IssuedCertificateList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const student = await studentOf(a, req.params.studentId);
      const rows = await sql<Row>`select ${COLS} from issued_certificate where institute_id = ${a.instituteId}
        and student_id = ${student.id} order by created_at desc, id limit 200`.execute(db);
      return ok(I.list, await views(rows.rows));
    },
  );

  app.get(
    '/student/issued-certificate/pdf/:id',
    {
      config: { ...readers, readModels: ['issued_certificate', 'institute'] },
      schema: { tags: ['records'], params: IdParams, response: { 200: FileReply('The certificate, application/pdf.'), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const row = await rowOf(a, req.params.id);
      await studentOf(a, row.student_id);
      const head = await payslipLetterhead(rt, a.instituteId);
      let logo: Buffer | undefined;
      if (head?.logoFileId) {
        const f = await rt.files.get(head.logoFileId).catch(() => null);
        if (f && f.instituteId === a.instituteId && LOGO_TYPES.includes(f.contentType)) logo = f.data;
      }
      const pdf = await renderIssuedCertificate({
        instituteName: head?.name ?? 'Institute',
        instituteAddress: head?.address ?? null,
        ...(logo ? { logo } : {}),
        kind: row.kind as IssuedKind,
        number: row.number,
        verifyCode: row.verify_code,
        verifyUrl: `${rt.config.publicUrl.replace(/\/+$/, '')}/verify/${row.verify_code}`,
        issuedOn: day(row.issued_on),
        purpose: row.purpose,
        snapshot: row.snapshot,
        revoked: row.revoked_at ? { reason: row.revoke_reason ?? '' } : null,
      });
      const name = `${row.number.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/student/issued-certificate/revoke/:id',
    {
      config: { ...office, readModels: ['issued_certificate'] },
      schema: { tags: ['records'], params: IdParams, body: RevokeIssuedBody, response: { 200: IssuedCertificateReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const row = await rowOf(a, req.params.id);
      const res = await rt.commands.handle(
        issuedDecider,
        issuedCertificatesStream(a.instituteId),
        { type: 'RevokeIssuedCertificate', data: { issuedId: row.id, reason: req.body.reason } },
        commandContext(req),
        { maxAttempts: 8 },
      );
      const e = res.events[0]!;
      const [view] = await views([
        {
          ...row,
          revoked_at: new Date(),
          revoke_reason: e.type === 'IssuedCertificateRevoked' ? e.data.reason : req.body.reason,
        },
      ]);
      return sendWritten(reply, res.append, I.revoked, view!);
    },
  );

  app.get(
    '/student/issued-certificate/history/:id',
    {
      config: office,
      schema: { tags: ['records'], params: IdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const row = await rowOf(a, req.params.id);
      const data = await readHistory(rt, {
        streams: [issuedCertificatesStream(a.instituteId)],
        instituteId: a.instituteId,
        describe: describeIssuedEvent,
        filter: (e) => (e.data as { issuedId?: string }).issuedId === row.id,
      });
      return ok(I.list, data);
    },
  );

  app.get(
    '/certificate/verify/:code',
    {
      config: { access: 'public', readModels: ['issued_certificate'] },
      schema: {
        tags: ['records'],
        params: VerifyCodeParams,
        response: { 200: VerifyReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const code = normalCode(req.params.code);
      const r = await sql<Row>`select ${COLS} from issued_certificate where verify_code = ${code}`.execute(db);
      const row = r.rows[0];
      if (!row) throw notFound(I.unknownCode);
      return ok(I.verified, {
        number: row.number,
        name: row.student_name,
        type: row.kind as IssuedKind,
        date: day(row.issued_on),
        status: row.revoked_at ? ('REVOKED' as const) : ('VALID' as const),
      });
    },
  );
}
