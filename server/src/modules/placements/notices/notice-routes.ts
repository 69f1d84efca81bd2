import { sql } from 'kysely';
import {
  ErrorReply,
  HistoryReply,
  IdParams,
  PLACEMENT_NOTICE_MESSAGES as M,
  PLACEMENT_PAGE_SIZE,
  PlacementNoticeBody,
  PlacementNoticeList,
  PlacementNoticeListQuery,
  PlacementNoticeReply,
  placementNoticeStream,
  type PlacementNoticeEvent,
  type PlacementNoticeFields,
  type RecordedEvent,
} from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { idFor, type CommandContext } from '../../../platform/commands.js';
import { badRequest } from '../../../platform/errors.js';
import { authOf, type AuthContext } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { ok, pageOf, paged } from '../../../platform/http/reply.js';
import { dayOf, endOfDay, instituteDay } from '../../../platform/days.js';
import { readHistory, type HistoryDescription } from '../../../platform/audit/index.js';
import { batchIdsWhere } from '../../academics/index.js';
import { sanitiseHtml } from '../../exams/index.js';
import { batchStudentIds } from '../../people/index.js';
import { placementNoticeDecider, type PlacementNoticeCommand } from './decider.js';
import {
  fieldsOfRow,
  isOffice,
  liveNotice,
  MODULE,
  NOTICE_SELECT,
  office,
  OFFICE,
  readableNotice,
  sessionOf,
  sessionTitles,
  studentSession,
  viewOfState,
  noticeView,
  type NoticeRow,
} from './shared.js';

const text = (v: string | null | undefined, message: string) => {
  const t = (v ?? '').trim();
  if (!t) throw badRequest(message);
  return t;
};
const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The notice's fields from the form: trimmed, the description's HTML made safe, the last day and its last instant. */
async function fieldsOf(rt: Runtime, a: AuthContext, b: PlacementNoticeBody) {
  const title = text(b.title, M.titleRequired);
  const sessionId = text(b.session, M.sessionRequired);
  const companyName = text(b.companyName, M.companyRequired);
  const position = text(b.position, M.positionRequired);
  const lastDay = dayOf(b.lastDateToApply ?? '');
  if (!lastDay) throw badRequest(M.lastDateRequired);
  const companyDetails = text(b.companyDetails, M.companyDetailsRequired);
  const jobDescription = sanitiseHtml(b.jobDescription ?? '');
  // An editor's empty paragraph (`<p><br></p>`) is no description.
  if (!jobDescription.replace(/<[^>]*>|&nbsp;/g, '').trim()) throw badRequest(M.jobDescriptionRequired);
  const howToApply = text(b.howToApply, M.howToApplyRequired);
  if (!(await sessionOf(rt, a.instituteId, sessionId))) throw badRequest(M.sessionMissing);
  const fields: PlacementNoticeFields = {
    title,
    qualification: orNull(b.qualification),
    sessionId,
    companyName,
    position,
    lastDateToApply: endOfDay(lastDay).toISOString(),
    companyDetails,
    jobDescription,
    jobBenefits: orNull(b.jobBenefits),
    howToApply,
  };
  return { fields, lastDay };
}

/** The live students of a session's running batches: told of a new notice (PLACEMENT_NOTICE). */
export async function studentsOfSession(rt: Runtime, instituteId: string, sessionId: string): Promise<string[]> {
  const db = rt.database.db;
  const batches = await batchIdsWhere(db, { instituteId, completed: false, session: sessionId });
  const ids = await Promise.all(batches.map((b) => batchStudentIds(db, instituteId, b)));
  return [...new Set(ids.flat())].sort();
}

const run = (rt: Runtime, noticeId: string, command: PlacementNoticeCommand, ctx: CommandContext) =>
  rt.commands.handle(placementNoticeDecider, placementNoticeStream(noticeId), command, ctx, { maxAttempts: 6 });

const LABELS: Record<string, string> = {
  title: 'Job title',
  qualification: 'Qualification',
  sessionId: 'Session',
  companyName: 'Company name',
  position: 'Designation',
  lastDateToApply: 'Last date',
  companyDetails: 'Company details',
  jobDescription: 'Job description',
  jobBenefits: 'Benefits',
  howToApply: 'How to apply',
};
const shown = (k: string, v: unknown) => {
  if (v === null || v === undefined) return null;
  if (k === 'lastDateToApply') return instituteDay(new Date(String(v)));
  const s = String(v)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
};

/** Describes a notice's events for its History drawer. */
export function noticeDescriber() {
  const prev: Record<string, unknown> = {};
  return (e: RecordedEvent): HistoryDescription | null => {
    const ev = e as unknown as PlacementNoticeEvent;
    switch (ev.type) {
      case 'PlacementNoticePosted':
        Object.assign(prev, ev.data);
        return {
          summary: `Notice posted: ${ev.data.title} at ${ev.data.companyName}`,
          changes: [{ label: 'Last date', after: shown('lastDateToApply', ev.data.lastDateToApply) }],
        };
      case 'PlacementNoticeUpdated': {
        const d = ev.data as unknown as Record<string, unknown> & { changed: string[] };
        const changes = d.changed.map((k) => ({ label: LABELS[k] ?? k, before: shown(k, prev[k]), after: shown(k, d[k]) }));
        for (const k of d.changed) prev[k] = d[k];
        return { summary: 'Notice edited', changes };
      }
      case 'PlacementNoticeDeleted':
        return { summary: 'Notice deleted' };
      case 'PlacementApplied':
        return { summary: 'A student applied' };
      default:
        return null;
    }
  };
}

/** The notice form's calls, one notice, the list (office and students), delete and history. */
export function noticeRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.post(
    '/placement/notice/create',
    {
      config: office,
      schema: { tags: ['placements'], body: PlacementNoticeBody, response: { 200: PlacementNoticeReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { fields, lastDay } = await fieldsOf(rt, a, req.body);
      const noticeId = idFor(ctx, 'placement-notice');
      const recipients = await studentsOfSession(rt, a.instituteId, fields.sessionId);
      const res = await run(
        rt,
        noticeId,
        { type: 'PostNotice', data: { noticeId, fields, recipients, lastDay, today: instituteDay(ctx.now) } },
        ctx,
      );
      return sendWritten(reply, res.append, M.created, await viewOfState(rt, a, res.state, ctx.now));
    },
  );

  app.put(
    '/placement/notice/update/:id',
    {
      config: office,
      schema: {
        tags: ['placements'],
        params: IdParams,
        body: PlacementNoticeBody,
        response: { 200: PlacementNoticeReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { id } = req.params;
      await liveNotice(rt, a, id);
      const { fields, lastDay } = await fieldsOf(rt, a, req.body);
      const res = await run(rt, id, { type: 'UpdateNotice', data: { noticeId: id, fields, lastDay, today: instituteDay(ctx.now) } }, ctx);
      return sendWritten(reply, res.append, M.updated, await viewOfState(rt, a, res.state, ctx.now));
    },
  );

  app.delete(
    '/placement/notice/delete/:id',
    {
      config: office,
      schema: { tags: ['placements'], params: IdParams, response: { 200: PlacementNoticeReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { id } = req.params;
      const before = await liveNotice(rt, a, id);
      const res = await run(rt, id, { type: 'DeleteNotice', data: { noticeId: id } }, ctx);
      return sendWritten(reply, res.append, M.deleted, await viewOfState(rt, a, { ...res.state, fields: before.fields }, ctx.now));
    },
  );

  app.get(
    '/placement/notice/history/:id',
    {
      config: { ...office, readModels: ['placement_notice', 'app_user'] },
      schema: { tags: ['placements'], params: IdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const { id } = req.params;
      await liveNotice(rt, a, id);
      const data = await readHistory(rt, { streams: [placementNoticeStream(id)], instituteId: a.instituteId, describe: noticeDescriber() });
      return ok('Placement notice history', data);
    },
  );

  app.get(
    '/placement/notice',
    {
      config: { access: [...OFFICE, 'STUDENT'], module: MODULE, readModels: ['placement_notice', 'placement_application'] },
      schema: {
        tags: ['placements'],
        querystring: PlacementNoticeListQuery,
        response: { 200: PlacementNoticeList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const now = new Date();
      const { perPage, pageNo, offset } = pageOf(req.query, PLACEMENT_PAGE_SIZE);
      let where = sql`n.institute_id = ${a.instituteId} and n.deleted_at is null`;
      if (!isOffice(a)) {
        const { sessionId } = await studentSession(rt, a);
        // A student outside any batch has no session: no notice is theirs.
        where = sql`${where} and n.session_id = ${sessionId ?? ''}`;
      }
      const [rows, count] = await Promise.all([
        sql<NoticeRow>`${NOTICE_SELECT} where ${where} order by n.created_at desc, n.id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from placement_notice n where ${where}`.execute(db),
      ]);
      const titles = await sessionTitles(
        rt,
        a.instituteId,
        rows.rows.map((r) => r.session_id),
      );
      const mine = new Map<string, { at: string; resumeFileId: string }>();
      if (!isOffice(a) && rows.rows.length > 0) {
        const own = await sql<{ notice_id: string; created_at: Date | string; resume_file_id: string }>`select notice_id, created_at,
            resume_file_id from placement_application where institute_id = ${a.instituteId} and student_id = ${a.userId}
            and notice_id = any(${rows.rows.map((r) => r.id)}::text[])`.execute(db);
        for (const o of own.rows) mine.set(o.notice_id, { at: new Date(o.created_at).toISOString(), resumeFileId: o.resume_file_id });
      }
      const data = rows.rows.map((r) =>
        noticeView(
          rt,
          {
            id: r.id,
            fields: fieldsOfRow(r),
            createdAt: new Date(r.created_at).toISOString(),
            applicants: isOffice(a) ? r.applicants : 0,
            sessionTitle: titles.get(r.session_id) ?? '',
          },
          now,
          mine.get(r.id) ?? null,
        ),
      );
      return paged('Placement notices', data, Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/placement/notice/:id',
    {
      config: { access: [...OFFICE, 'STUDENT'], module: MODULE, readModels: ['placement_notice', 'placement_application'] },
      schema: { tags: ['placements'], params: IdParams, response: { 200: PlacementNoticeReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const state = await readableNotice(rt, a, req.params.id);
      return ok('Placement notice', await viewOfState(rt, a, state, new Date()));
    },
  );
}
