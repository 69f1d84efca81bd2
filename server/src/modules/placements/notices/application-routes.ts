import { sql } from 'kysely';
import {
  ApplicantList,
  ApplicationReply,
  ApplyBody,
  ErrorReply,
  FileReply,
  IdParams,
  MAX_RESUME_BYTES,
  PLACEMENT_NOTICE_MESSAGES as M,
  PLACEMENT_PAGE_SIZE,
  PageQuery,
  PlacementIdParams,
  placementNoticeStream,
  type Applicant,
} from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { idFor } from '../../../platform/commands.js';
import { badRequest } from '../../../platform/errors.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { MULTIPART, filePart } from '../../../platform/http/multipart.js';
import { pageOf, paged } from '../../../platform/http/reply.js';
import { instituteDay } from '../../../platform/days.js';
import { toCsv } from '../../../platform/exports/table-file.js';
import { batchLabels } from '../../academics/index.js';
import { instituteName } from '../../identity/index.js';
import { studentsByIds } from '../../people/index.js';
import { assertMayApply, placementNoticeDecider } from './decider.js';
import { liveNotice, office, resumeUrl, studentSession } from './shared.js';

const PDF = 'application/pdf';
/** The most applicants one CSV holds (far beyond a placement drive). */
const EXPORT_MAX_ROWS = 20_000;

type ApplicationRow = {
  id: string;
  student_id: string;
  batch_id: string;
  description: string;
  resume_file_id: string;
  created_at: Date | string;
};

/** Applying (students), the applicants of a notice and their CSV (the office). */
export function applicationRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  /** Applicants as the contract shows them: the student's card, their batch, the resume's signed link. */
  const applicants = async (instituteId: string, rows: ApplicationRow[]): Promise<Applicant[]> => {
    const students = new Map(
      (
        await studentsByIds(
          db,
          instituteId,
          rows.map((r) => r.student_id),
        )
      ).map((s) => [s.id, s]),
    );
    const batchOf = (r: ApplicationRow) => students.get(r.student_id)?.batchId ?? r.batch_id;
    const labels = await batchLabels(rt, rows.map(batchOf));
    return rows.map((r) => {
      const s = students.get(r.student_id);
      const batchId = batchOf(r);
      const label = labels.get(batchId);
      return {
        _id: r.id,
        user: {
          _id: r.student_id,
          displayName: s?.displayName ?? 'Former student',
          email: s?.email ?? '',
          phoneNumber: s?.phoneNumber ?? null,
          academicDetails: { batch: label ? { _id: batchId, title: label.title, session: label.session } : null },
        },
        resumeFile: resumeUrl(rt, r.resume_file_id),
        description: r.description,
        createdAt: new Date(r.created_at).toISOString(),
      };
    });
  };

  app.post(
    '/placement/notice/:id/apply',
    {
      config: { access: ['STUDENT'] },
      schema: {
        tags: ['placements'],
        consumes: MULTIPART,
        params: IdParams,
        body: ApplyBody,
        response: { 200: ApplicationReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { id } = req.params;
      const { batchId, sessionId } = await studentSession(rt, a);
      const check = { studentId: a.userId, studentSessionId: sessionId, now: ctx.now.toISOString() };
      // Every rule asked before the resume is stored: a refused application leaves no file behind.
      assertMayApply(await liveNotice(rt, a, id), check);
      if (!batchId) throw badRequest(M.notInBatch);
      const part = filePart(req.body.resume, M.resumeLabel);
      if (!part) throw badRequest(M.resumeRequired);
      const stored = await rt.files.put(part, {
        instituteId: a.instituteId,
        ownerId: a.userId,
        purpose: 'placement-resume',
        maxBytes: MAX_RESUME_BYTES,
        types: [PDF],
        label: M.resumeLabel,
      });
      const applicationId = idFor(ctx, 'placement-application');
      const description = (req.body.description ?? '').trim();
      const res = await rt.commands.handle(
        placementNoticeDecider,
        placementNoticeStream(id),
        { type: 'Apply', data: { applicationId, batchId, description, resumeFileId: stored.id, ...check } },
        ctx,
        { maxAttempts: 6 },
      );
      const mine = res.state.applications[a.userId]!;
      return sendWritten(reply, res.append, M.applied, {
        _id: mine.applicationId,
        noticeId: id,
        description: mine.description,
        resumeFile: resumeUrl(rt, mine.resumeFileId),
        createdAt: mine.at ?? ctx.now.toISOString(),
      });
    },
  );

  app.get(
    '/placement/notice/:placementId/student',
    {
      config: { ...office, readModels: ['placement_application', 'student', 'batch'] },
      schema: {
        tags: ['placements'],
        params: PlacementIdParams,
        querystring: PageQuery,
        response: { 200: ApplicantList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const noticeId = req.params.placementId;
      await liveNotice(rt, a, noticeId);
      const { perPage, pageNo, offset } = pageOf(req.query, PLACEMENT_PAGE_SIZE);
      const where = sql`institute_id = ${a.instituteId} and notice_id = ${noticeId}`;
      const [rows, count] = await Promise.all([
        sql<ApplicationRow>`select id, student_id, batch_id, description, resume_file_id, created_at from placement_application
          where ${where} order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from placement_application where ${where}`.execute(db),
      ]);
      return paged('Applied students', await applicants(a.instituteId, rows.rows), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/placement/notice/:placementId/student/export',
    {
      config: { ...office, readModels: ['placement_application', 'student', 'batch'] },
      schema: {
        tags: ['placements'],
        params: PlacementIdParams,
        response: { 200: FileReply("The notice's applicants as CSV ('Download Excel')"), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const noticeId = req.params.placementId;
      const notice = await liveNotice(rt, a, noticeId);
      const rows = await sql<ApplicationRow>`select id, student_id, batch_id, description, resume_file_id, created_at
        from placement_application where institute_id = ${a.instituteId} and notice_id = ${noticeId}
        order by created_at, id limit ${EXPORT_MAX_ROWS}`.execute(db);
      const list = await applicants(a.instituteId, rows.rows);
      const now = new Date();
      const f = notice.fields!;
      const body = toCsv({
        title: 'Applicants',
        instituteName: (await instituteName(db, a.instituteId)) ?? 'Institute',
        generatedAt: now,
        columns: [
          { key: 'name', label: 'Name' },
          { key: 'email', label: 'Email' },
          { key: 'phone', label: 'Phone' },
          { key: 'batch', label: 'Batch' },
          { key: 'session', label: 'Session' },
          { key: 'company', label: 'Company' },
          { key: 'position', label: 'Position' },
          { key: 'appliedOn', label: 'Applied on' },
          { key: 'description', label: 'Description' },
        ],
        rows: list.map((x) => [
          x.user.displayName,
          x.user.email,
          x.user.phoneNumber,
          x.user.academicDetails.batch?.title ?? '',
          x.user.academicDetails.batch?.session ?? '',
          f.companyName,
          f.position,
          instituteDay(new Date(x.createdAt)),
          x.description,
        ]),
      });
      const name = `placement-applicants-${instituteDay(now)}.csv`;
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"`,
          'x-total-count': String(list.length),
          'cache-control': 'no-store',
        })
        .send(body);
    },
  );
}
