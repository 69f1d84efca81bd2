import { sql } from 'kysely';
import {
  ErrorReply,
  HistoryReply,
  IdParams,
  PLACEMENT_EXCEL_MAX_BYTES,
  PLACEMENT_REPORT_MESSAGES as M,
  PlacementExcelBody,
  PlacementExcelReply,
  PlacementRecordList,
  PlacementRecordQuery,
  PlacementRecordReply,
  PlacementReportBody,
  PlacementStatReply,
  PlacementStudentList,
  PageQuery,
  PlacementWithdrawBody,
  PlacementYearReportReply,
  PlacementYearsReply,
  type PlacementRecord,
  type RecordedEvent,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { DB } from '../../../platform/db/database.js';
import { readHistory } from '../../../platform/audit/index.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { filePart, MULTIPART } from '../../../platform/http/multipart.js';
import { likePattern, ok, pageOf, paged } from '../../../platform/http/reply.js';
import { liveStudentIds, studentCards, studentsByIds } from '../../people/index.js';
import { placementYearDecider, placementYearStream, yearOfRecordId } from './decider.js';
import { importPlacementSheet } from './excel.js';
import { recordPlacements } from './record.js';
import { OFFICE, studentSnapshot, studentSnapshots, yearOf } from './shared.js';

type Row = {
  id: string;
  year: number;
  student_id: string;
  student_name: string;
  gender: string | null;
  batch_id: string | null;
  batch_name: string | null;
  company_name: string;
  position: string;
  source: 'MANUAL' | 'EXCEL';
  created_at: Date | string;
  withdrawn_at: Date | string | null;
  withdraw_reason: string | null;
};

/** Placed students' cards, with the student's photo now (people's read model). */
async function recordsOf(rt: Runtime, rows: Row[]): Promise<PlacementRecord[]> {
  const cards = await studentCards(
    rt,
    rows.map((r) => r.student_id),
  );
  return rows.map((r) => ({
    _id: r.id,
    placementYear: r.year,
    student: {
      _id: r.student_id,
      displayName: r.student_name,
      gender: r.gender,
      photo: rt.files.signedUrl(cards.get(r.student_id)?.photoFileId ?? null, '/api/v1'),
    },
    batch: r.batch_id ? { _id: r.batch_id, name: r.batch_name ?? '' } : null,
    companyName: r.company_name,
    position: r.position,
    source: r.source,
    withdrawn: r.withdrawn_at !== null,
    withdrawReason: r.withdraw_reason,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Placed students now: distinct students with a standing record (the admin dashboard's Placements card). */
export async function placedStudents(db: DB, instituteId: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(distinct student_id)::int as n from placement_report
    where institute_id = ${instituteId} and withdrawn_at is null`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

const READS = ['placement_report'] as const;
const TAGS = ['placements'];

/** Placement reports and dashboards (issue 18 §5–§6). */
export function placementReportRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const byId = async (instituteId: string, id: string) =>
    (await sql<Row>`select * from placement_report where id = ${id} and institute_id = ${instituteId}`.execute(db)).rows[0];

  app.get(
    '/placement/year',
    {
      config: { access: OFFICE, module: 'placement', readModels: [...READS] },
      schema: { tags: TAGS, response: { 200: PlacementYearsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ year: number; n: number }>`select year, count(distinct student_id)::int as n from placement_report
        where institute_id = ${authOf(req).instituteId} and withdrawn_at is null group by year order by year desc`.execute(db);
      return ok(
        'Placement years',
        r.rows.map((y) => ({ _id: y.year, totalStudent: Number(y.n) })),
      );
    },
  );

  app.post(
    '/placement-report/create',
    {
      config: { access: OFFICE, module: 'placement' },
      schema: { tags: TAGS, consumes: MULTIPART, body: PlacementReportBody, response: { 200: PlacementRecordReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const b = req.body;
      const y = yearOf(rt, b.placementYear);
      if ('error' in y) throw badRequest(y.error);
      const companyName = b.companyName.trim();
      if (!companyName) throw badRequest(M.companyRequired);
      const position = b.position.trim();
      if (!position) throw badRequest(M.positionRequired);
      if (!b.student.trim()) throw badRequest(M.studentRequired);
      const student = await studentSnapshot(rt, ctx.instituteId, b.student.trim());
      if (!student) throw badRequest(M.studentMissing);
      const out = await recordPlacements(
        rt,
        ctx,
        y.year,
        [{ student, companyName, position, source: 'MANUAL', row: null }],
        ctx.idempotencyKey,
      );
      const ev = out.events[0];
      if (ev?.type !== 'PlacementRecorded') throw notFound(M.recordMissing);
      const e = ev.data;
      const [card] = await recordsOf(rt, [
        {
          id: e.recordId,
          year: e.year,
          student_id: e.studentId,
          student_name: e.studentName,
          gender: e.gender,
          batch_id: e.batchId,
          batch_name: e.batchName,
          company_name: e.companyName,
          position: e.position,
          source: e.source,
          created_at: ctx.now,
          withdrawn_at: null,
          withdraw_reason: null,
        },
      ]);
      return sendWritten(res, out.append, 'Placement report added successfully', card!);
    },
  );

  app.post(
    '/placement-report/excel/upload',
    {
      config: { access: OFFICE, module: 'placement' },
      bodyLimit: PLACEMENT_EXCEL_MAX_BYTES + 64 * 1024,
      schema: { tags: TAGS, consumes: MULTIPART, body: PlacementExcelBody, response: { 200: PlacementExcelReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const b = req.body;
      const part = filePart(b.file, 'File');
      if (!part) throw badRequest(M.fileRequired);
      const { result, append } = await importPlacementSheet(rt, ctx, part.data, b, b.dryRun === true);
      const message = result.dryRun
        ? result.errors.length === 0
          ? `All ${result.rows} rows can be uploaded`
          : `${new Set(result.errors.map((e) => e.row)).size} of ${result.rows} rows have problems`
        : `${result.recorded} placed students recorded`;
      return sendWritten(res, append, message, result);
    },
  );

  app.get(
    '/placement-report',
    {
      config: { access: OFFICE, module: 'placement', readModels: [...READS, 'student'] },
      schema: { tags: TAGS, querystring: PlacementRecordQuery, response: { 200: PlacementRecordList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { perPage, pageNo, offset } = pageOf(req.query, 12);
      const q = req.query.searchTitle?.trim();
      const where = sql.join(
        [
          sql`institute_id = ${inst}`,
          sql`withdrawn_at is null`,
          ...(req.query.year ? [sql`year = ${req.query.year}`] : []),
          ...(q
            ? [sql`(student_name ilike ${likePattern(q)} or company_name ilike ${likePattern(q)} or position ilike ${likePattern(q)})`]
            : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<Row>`select * from placement_report where ${where} order by year desc, student_name, id limit ${perPage} offset ${offset}`.execute(
          db,
        ),
        sql<{ n: number }>`select count(*)::int as n from placement_report where ${where}`.execute(db),
      ]);
      return paged('Placement report', await recordsOf(rt, rows.rows), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.put(
    '/placement-report/withdraw/:id',
    {
      config: { access: OFFICE, module: 'placement' },
      schema: { tags: TAGS, params: IdParams, body: PlacementWithdrawBody, response: { 200: PlacementRecordReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const year = yearOfRecordId(id);
      if (year === null) throw notFound(M.recordMissing);
      const out = await rt.commands.handle(
        placementYearDecider,
        placementYearStream(ctx.instituteId, year),
        { type: 'WithdrawPlacement', data: { recordId: id, reason: req.body.reason } },
        ctx,
        { mustExist: M.recordMissing },
      );
      if (out.append) await rt.runner.waitFor([...READS], out.append.lastPosition, 5000);
      const row = await byId(ctx.instituteId, id);
      if (!row) throw notFound(M.recordMissing);
      const [card] = await recordsOf(rt, [row]);
      return sendWritten(res, out.append, 'Placement record withdrawn', card!);
    },
  );

  app.get(
    '/placement-report/history/:id',
    {
      config: { access: OFFICE, module: 'placement', readModels: [...READS, 'app_user'] },
      schema: { tags: TAGS, params: IdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const { id } = req.params;
      const year = yearOfRecordId(id);
      const stream = year === null ? null : placementYearStream(auth.instituteId, year);
      const state = stream ? await rt.commands.state(placementYearDecider, stream, auth) : null;
      if (!stream || !state?.records[id]) throw notFound(M.recordMissing);
      const data = await readHistory(rt, {
        streams: [stream],
        instituteId: auth.instituteId,
        filter: (e: RecordedEvent) => (e.data as { recordId?: string } | null)?.recordId === id,
        describe: (e) => {
          if (e.type === 'PlacementRecorded') {
            const d = e.data as { companyName: string; position: string; source: string; row: number | null; studentName: string };
            return {
              summary: `Placed: ${d.studentName} at ${d.companyName}${d.source === 'EXCEL' ? ` (Excel upload, row ${d.row})` : ''}`,
              changes: [
                { label: 'Company', after: d.companyName },
                { label: 'Position', after: d.position },
              ],
            };
          }
          if (e.type === 'PlacementWithdrawn') return { summary: 'Placement withdrawn', reason: (e.data as { reason: string }).reason };
          return null;
        },
      });
      return ok('Placement record history', data);
    },
  );

  app.get(
    '/placement-report/students',
    {
      config: { access: OFFICE, module: 'placement', readModels: ['student', 'batch'] },
      schema: { tags: TAGS, querystring: PageQuery, response: { 200: PlacementStudentList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { perPage, pageNo, offset } = pageOf(req.query, 15);
      const ids = await liveStudentIds(rt, inst, { search: req.query.searchTitle });
      const cards = await studentsByIds(db, inst, ids);
      cards.sort((a, b) => a.displayName.localeCompare(b.displayName) || a.id.localeCompare(b.id));
      const page = await studentSnapshots(rt, inst, cards.slice(offset, offset + perPage));
      return paged(
        'Students',
        page.map((s) => ({ _id: s.studentId, displayName: s.studentName, registrationNumber: s.registrationNumber, batch: s.batchName })),
        cards.length,
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/dashboard/admin/placement-stat',
    {
      config: { access: OFFICE, module: 'placement', readModels: [...READS] },
      schema: { tags: TAGS, response: { 200: PlacementStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ total: number; boys: number; girls: number }>`select count(distinct student_id)::int as total,
          (count(distinct student_id) filter (where gender = 'MALE'))::int as boys,
          (count(distinct student_id) filter (where gender = 'FEMALE'))::int as girls
        from placement_report where institute_id = ${authOf(req).instituteId} and withdrawn_at is null`.execute(db);
      const x = r.rows[0];
      return ok('Placement statistics', {
        totalPlacedStudent: Number(x?.total ?? 0),
        totalBoysPlaced: Number(x?.boys ?? 0),
        totalGirlPlaced: Number(x?.girls ?? 0),
      });
    },
  );

  app.get(
    '/dashboard/admin/placement-report',
    {
      config: { access: OFFICE, module: 'placement', readModels: [...READS] },
      schema: { tags: TAGS, response: { 200: PlacementYearReportReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ year: number; boys: number; girls: number; total: number }>`select year,
          (count(distinct student_id) filter (where gender = 'MALE'))::int as boys,
          (count(distinct student_id) filter (where gender = 'FEMALE'))::int as girls,
          count(distinct student_id)::int as total
        from placement_report where institute_id = ${authOf(req).instituteId} and withdrawn_at is null
        group by year order by year`.execute(db);
      return ok(
        'Placement report',
        r.rows.map((y) => ({ _id: y.year, totalBoys: Number(y.boys), totalGirls: Number(y.girls), totalStudent: Number(y.total) })),
      );
    },
  );
}
