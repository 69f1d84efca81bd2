import { sql } from 'kysely';
import {
  DefaultersExportQuery,
  DefaultersList,
  DefaultersQuery,
  ErrorReply,
  FileReply,
  type DefaulterRow,
  type ReminderCharge,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { pageOf } from '../../platform/http/reply.js';
import { instituteDay } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { exportFile, exportFileName, type Cell } from '../../platform/exports/table-file.js';
import { batchLabels } from '../academics/index.js';
import { instituteName } from '../identity/index.js';
import { liveStudentIds, studentCards } from '../people/index.js';
import { overdueSql } from './standing.js';
import { money } from './shared.js';

/** Who reads the defaulters list: the office, MANAGER and STAFF with the `payment` module. */
export const DEFAULTER_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
export const DEFAULTER_MODELS = ['student', 'student_charge', 'fee_reminder'];
/** The most rows one export carries (the student export's cap). */
export const DEFAULTERS_EXPORT_MAX = 5000;

export interface DefaulterFilters {
  batch?: string;
  minDays?: number;
  searchTitle?: string;
}

type Row = {
  student_id: string;
  owed: string;
  n: number;
  oldest: string;
  days: number;
  reminders: number;
  last_at: Date | string | null;
  last_day: string | null;
  last_auto: boolean | null;
  total_rows: number;
  total_owed: string;
};

/**
 * The institute's defaulters on `today`: one row per live student with at least one OVERDUE charge (`overdueSql`, the
 * one definition), the money left on those charges, how many, the oldest due date and the days since it, and the
 * reminders sent. Most days overdue first, then most money. The student filters (batch, search) are the people module's.
 */
export async function defaulters(
  rt: Runtime,
  instituteId: string,
  today: string,
  f: DefaulterFilters,
  page: { perPage: number; offset: number },
): Promise<{ rows: DefaulterRow[]; total: number; totalOverdue: number }> {
  const db = rt.database.db;
  // The students with an overdue charge first (few, however large the institute), then which of them are live and match
  // the filters: not every live student's id sent back with each page (5,000 at a large college).
  const owing = await sql<{ student_id: string }>`select distinct c.student_id from student_charge c
    where c.institute_id = ${instituteId} and ${overdueSql('c', today)}`.execute(db);
  const ids = await liveStudentIds(rt, instituteId, {
    batchId: f.batch?.trim() || undefined,
    search: f.searchTitle,
    among: owing.rows.map((x) => x.student_id),
  });
  if (ids.length === 0) return { rows: [], total: 0, totalOverdue: 0 };
  const r = await sql<Row>`
    with od as (
      select c.student_id, sum(c.amount - c.paid) as owed, count(*)::int as n, min(left(c.due_date, 10)) as oldest
      from student_charge c
      where c.institute_id = ${instituteId} and ${overdueSql('c', today)} and c.student_id = any(${ids}::text[])
      group by c.student_id
      having (${today}::date - min(left(c.due_date, 10))::date) >= ${f.minDays ?? 0}
    )
    select od.student_id, od.owed, od.n, od.oldest, (${today}::date - od.oldest::date)::int as days,
      coalesce(rc.n, 0)::int as reminders, lr.sent_at as last_at, lr.day as last_day, lr.automatic as last_auto,
      count(*) over ()::int as total_rows, sum(od.owed) over () as total_owed
    from od
    left join lateral (select count(*)::int as n from fee_reminder f
      where f.institute_id = ${instituteId} and f.student_id = od.student_id) rc on true
    left join lateral (select f.sent_at, f.day, f.automatic from fee_reminder f
      where f.institute_id = ${instituteId} and f.student_id = od.student_id order by f.sent_at desc, f.id desc limit 1) lr on true
    order by days desc, od.owed desc, od.student_id
    limit ${page.perPage} offset ${page.offset}`.execute(db);
  const cards = await studentCards(
    rt,
    r.rows.map((x) => x.student_id),
  );
  const batches = await batchLabels(
    rt,
    [...cards.values()].flatMap((c) => (c.batchId ? [c.batchId] : [])),
  );
  const rows = r.rows.map((x): DefaulterRow => {
    const s = cards.get(x.student_id);
    const b = s?.batchId ? batches.get(s.batchId) : undefined;
    return {
      student: { _id: x.student_id, displayName: s?.displayName ?? 'Unknown student', registrationNumber: s?.registrationNumber ?? null },
      batch: s?.batchId && b ? { _id: s.batchId, title: b.title, course: b.course, branch: b.branch, session: b.session } : null,
      overdueAmount: money(x.owed),
      overdueCharges: x.n,
      oldestDueDate: x.oldest,
      daysOverdue: x.days,
      lastReminder: x.last_at ? { at: new Date(x.last_at).toISOString(), day: x.last_day ?? '', automatic: x.last_auto === true } : null,
      reminders: x.reminders,
      remindedToday: x.last_day === today,
    };
  });
  // Past the last page the window functions see no row: the totals then come from a count of their own.
  if (r.rows.length === 0 && page.offset > 0) {
    const all = await defaulters(rt, instituteId, today, f, { perPage: 1, offset: 0 });
    return { rows, total: all.total, totalOverdue: all.totalOverdue };
  }
  return { rows, total: r.rows[0]?.total_rows ?? 0, totalOverdue: money(r.rows[0]?.total_owed) };
}

/** The OVERDUE charges of the given students on `today`, with what is left on each: what a reminder names. */
export async function overdueCharges(
  rt: Runtime,
  instituteId: string,
  studentIds: readonly string[],
  today: string,
  opts: { minDays?: number; notAutoReminded?: boolean } = {},
): Promise<Map<string, ReminderCharge[]>> {
  const r = await sql<{ id: string; student_id: string; fee_title: string; due_date: string; due: string; days: number }>`
    select c.id, c.student_id, c.fee_title, left(c.due_date, 10) as due_date, (c.amount - c.paid) as due,
      (${today}::date - left(c.due_date, 10)::date)::int as days
    from student_charge c
    where c.institute_id = ${instituteId} and ${overdueSql('c', today)} and c.student_id = any(${[...studentIds]}::text[])
      and (${today}::date - left(c.due_date, 10)::date) >= ${opts.minDays ?? 0}
      ${opts.notAutoReminded ? sql`and not exists (select 1 from fee_reminder_charge fc where fc.charge_id = c.id)` : sql``}
    order by c.student_id, c.due_date, c.fee_title, c.id`.execute(rt.database.db);
  const out = new Map<string, ReminderCharge[]>();
  for (const x of r.rows) {
    const list = out.get(x.student_id) ?? [];
    list.push({ chargeId: x.id, feeTitle: x.fee_title, dueDate: x.due_date, due: money(x.due), daysOverdue: x.days });
    out.set(x.student_id, list);
  }
  return out;
}

const EXPORT_COLUMNS: { key: string; label: string; value: (r: DefaulterRow) => Cell }[] = [
  { key: 'displayName', label: 'Name', value: (r) => r.student.displayName },
  { key: 'registrationNumber', label: 'Registration Number', value: (r) => r.student.registrationNumber },
  { key: 'course', label: 'Course', value: (r) => r.batch?.course ?? null },
  { key: 'branch', label: 'Branch', value: (r) => r.batch?.branch ?? null },
  { key: 'session', label: 'Session', value: (r) => r.batch?.session ?? null },
  { key: 'overdueAmount', label: 'Overdue Amount (INR)', value: (r) => r.overdueAmount },
  { key: 'overdueCharges', label: 'Overdue Fees', value: (r) => r.overdueCharges },
  { key: 'oldestDueDate', label: 'Oldest Due Date', value: (r) => r.oldestDueDate },
  { key: 'daysOverdue', label: 'Days Overdue', value: (r) => r.daysOverdue },
  { key: 'lastReminder', label: 'Last Reminder', value: (r) => r.lastReminder?.day ?? null },
  { key: 'reminders', label: 'Reminders Sent', value: (r) => r.reminders },
];
export const DEFAULTERS_EXPORT_LABELS = EXPORT_COLUMNS.map((c) => c.label);

/** GET student-fee/defaulters and its export. */
export function defaulterRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/student-fee/defaulters',
    {
      config: { access: DEFAULTER_READERS, module: 'payment', readModels: DEFAULTER_MODELS },
      schema: { tags: ['student-fees'], querystring: DefaultersQuery, response: { 200: DefaultersList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const today = todayOf(rt.clock);
      const { perPage, pageNo, offset } = pageOf(req.query, 20);
      const { rows, total, totalOverdue } = await defaulters(rt, inst, today, req.query, { perPage, offset });
      return {
        message: 'Defaulters',
        data: rows,
        totalCount: total,
        perPage,
        pageNo,
        isLastChunk: offset + rows.length >= total,
        today,
        totalOverdue,
      };
    },
  );

  app.get(
    '/student-fee/defaulters/export',
    {
      config: { access: DEFAULTER_READERS, module: 'payment', readModels: DEFAULTER_MODELS },
      schema: {
        tags: ['student-fees'],
        querystring: DefaultersExportQuery,
        response: { 200: FileReply('The defaulters list as a spreadsheet, PDF or CSV'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const inst = authOf(req).instituteId;
      const now = rt.clock.now();
      const today = instituteDay(now);
      const type = req.query.downloadType ?? 'excel';
      const [{ rows }, name] = await Promise.all([
        defaulters(rt, inst, today, req.query, { perPage: DEFAULTERS_EXPORT_MAX, offset: 0 }),
        instituteName(rt.database.db, inst),
      ]);
      const file = await exportFile(type, {
        title: `Fee defaulters on ${today}`,
        instituteName: name ?? 'Institute',
        generatedAt: now,
        columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, label: c.label })),
        rows: rows.map((r) => EXPORT_COLUMNS.map((c) => c.value(r))),
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${exportFileName('fee-defaulters', today, file.extension)}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
