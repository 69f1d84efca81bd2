import { sql } from 'kysely';
import {
  ErrorReply,
  StaffAttendanceBody,
  StaffAttendanceByDateBody,
  StaffAttendanceByDateReply,
  StaffAttendanceMarkedReply,
  StaffAttendanceMonthBody,
  StaffAttendanceMonthReply,
  StaffIdParams,
  type AttendanceStatus,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { dayOf, instituteDay } from '../../platform/days.js';
import { loadUser } from '../identity/index.js';
import { staffAttendanceDecider, staffAttendanceStream, statusOf } from './staff-attendance-decider.js';

/** Who takes staff attendance (001 §2 Staff). TEACHER is not among them: teachers are its subjects. */
export const ATTENDANCE_TAKERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who has staff attendance: the institute's employees (the staff table lists teachers, admins and staff). */
export const STAFF_ROLES: Role[] = ['STAFF', 'TEACHER', 'ADMIN', 'MANAGER'];
const MISSING = 'Staff member not found.';

/**
 * A day of the institute from what a client sends: an ISO date, an ISO date-time (the day it falls on in the
 * institute) or epoch milliseconds (the student attendance call sends those). Null when it is none of them.
 */
export function attendanceDay(value: string): string | null {
  const v = value.trim();
  if (/^\d{10,15}$/.test(v)) return dayOf(instituteDay(new Date(Number(v))));
  return dayOf(v);
}

const dayOrToday = (value: string | undefined, now: Date) => {
  if (value === undefined || value.trim() === '') return instituteDay(now);
  const d = attendanceDay(value);
  if (!d) throw badRequest('Date must be an ISO date, e.g. 2026-03-02.');
  return d;
};

const flags = (status: AttendanceStatus | null) => ({
  isPresent: status === 'PRESENT',
  isAbsent: status === 'ABSENT',
  isOnLeave: status === 'LEAVE',
});

type GridRow = { id: string; display_name: string; email: string; role: string; gender: string | null; photo_file_id: string | null; status: AttendanceStatus | null };

export function staffAttendanceRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.post('/staff/attendance/create', {
    config: { access: ATTENDANCE_TAKERS, module: 'attendance' },
    schema: { tags: ['attendance'], body: StaffAttendanceBody, response: { 200: StaffAttendanceMarkedReply, '4xx': ErrorReply } },
  }, async (req, reply) => {
    const ctx = commandContext(req);
    const b = req.body;
    const status = statusOf(b);
    const date = attendanceDay(b.date);
    if (!date) throw badRequest('Date must be an ISO date, e.g. 2026-03-02.');
    // The command side's own view of the user: a registration a moment ago counts, another institute's user is unknown.
    const user = await loadUser(rt, b.user.trim());
    if (!user?.exists || user.deleted || !user.institutes.includes(ctx.instituteId)) throw notFound(MISSING);
    if (!user.role || !STAFF_ROLES.includes(user.role)) throw badRequest('Attendance here is for staff members only.');
    const userId = b.user.trim();
    const res = await rt.commands.handle(staffAttendanceDecider, staffAttendanceStream(ctx.instituteId, userId, date), {
      type: 'MarkStaffAttendance', data: { userId, date, status, today: instituteDay(ctx.now) },
    }, ctx);
    return sendWritten(reply, res.append, 'Attendance marked successfully', { _id: `${userId}_${date}`, user: userId, date, ...flags(status) });
  });

  app.post('/staff/attendance-by-date', {
    config: { access: ATTENDANCE_TAKERS, module: 'attendance', readModels: ['app_user', 'staff_attendance'] },
    schema: { tags: ['attendance'], body: StaffAttendanceByDateBody, response: { 200: StaffAttendanceByDateReply, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const b = req.body;
    const day = dayOrToday(b.date, new Date());
    const { perPage, pageNo, offset } = pageOf(b, 30);
    const where = sql`${inst} = any(u.institutes) and u.deleted_at is null and u.role = any(${STAFF_ROLES}::text[])
      ${b.searchTitle?.trim() ? sql`and (u.display_name ilike ${likePattern(b.searchTitle)} or u.email ilike ${likePattern(b.searchTitle)})` : sql``}`;
    const order = [genderOrder(b.sortByGender), sql`lower(u.display_name) ${b.sortByName === 'Z-A' ? sql`desc` : sql`asc`}`, sql`u.id`];
    const [rows, count] = await Promise.all([
      sql<GridRow>`select u.id, u.display_name, u.email, u.role, u.gender, u.photo_file_id, a.status from app_user u
        left join staff_attendance a on a.institute_id = ${inst} and a.user_id = u.id and a.day = ${day}::date
        where ${where} order by ${sql.join(order.filter((o) => o !== null))} limit ${perPage} offset ${offset}`.execute(db),
      sql<{ n: number }>`select count(*)::int as n from app_user u where ${where}`.execute(db),
    ]);
    const data = rows.rows.map((r) => ({
      _id: r.id, displayName: r.display_name, email: r.email, role: r.role,
      photoUrl: rt.files.signedUrl(r.photo_file_id, '/api/v1'), gender: r.gender, ...flags(r.status),
    }));
    return paged('Staff attendance', data, Number(count.rows[0]?.n ?? 0), perPage, pageNo);
  });

  app.post('/staff/attendance/:staffId', {
    config: { access: ATTENDANCE_TAKERS, module: 'attendance', readModels: ['app_user', 'staff_attendance'] },
    schema: { tags: ['attendance'], params: StaffIdParams, body: StaffAttendanceMonthBody, response: { 200: StaffAttendanceMonthReply, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const { staffId } = req.params;
    const month = dayOrToday(req.body.date, new Date()).slice(0, 7);
    const staff = await sql<{ id: string }>`select id from app_user where id = ${staffId} and ${inst} = any(institutes)
      and deleted_at is null and role = any(${STAFF_ROLES}::text[])`.execute(db);
    if (!staff.rows[0]) throw notFound(MISSING);
    const r = await sql<{ day: string; status: AttendanceStatus }>`select to_char(day, 'YYYY-MM-DD') as day, status from staff_attendance
      where institute_id = ${inst} and user_id = ${staffId} and day >= ${`${month}-01`}::date and day < (${`${month}-01`}::date + interval '1 month')
      order by day`.execute(db);
    const count = (s: AttendanceStatus) => r.rows.filter((x) => x.status === s).length;
    return ok('Staff attendance', {
      attendance: r.rows.map((x) => ({ date: x.day, ...flags(x.status) })),
      statistic: { totalPresent: count('PRESENT'), totalAbsent: count('ABSENT'), totalLeave: count('LEAVE'), totalDays: r.rows.length },
    });
  });
}

/** MALE, FEMALE or OTHER lists that gender first; A-Z / Z-A orders by gender, people without one last. */
function genderOrder(value: string | undefined) {
  const v = (value ?? '').trim().toUpperCase();
  if (!v) return null;
  if (v === 'A-Z') return sql`u.gender asc nulls last`;
  if (v === 'Z-A') return sql`u.gender desc nulls last`;
  if (['MALE', 'FEMALE', 'OTHER'].includes(v)) return sql`(case when u.gender = ${v} then 0 else 1 end)`;
  throw badRequest('sortByGender must be MALE, FEMALE, OTHER, A-Z or Z-A.');
}
