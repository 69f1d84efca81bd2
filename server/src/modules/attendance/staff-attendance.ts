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
  type ApprovedLeaveOnDay,
  type AttendanceStatus,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { dayOf, instituteDay } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { instituteUsersPage, liveInstituteUser, loadUser, type GenderSort } from '../identity/index.js';
import { approvedLeaveDays, approvedLeaveOn } from '../leave/index.js';
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

/** A day's flags with its approved leave: a full day of it is a leave day whatever was marked before the leave. */
const dayFlags = (status: AttendanceStatus | null, leave: ApprovedLeaveOnDay | undefined) => ({
  ...flags(leave?.fullDay ? 'LEAVE' : status),
  ...(leave ? { leave } : {}),
});

export function staffAttendanceRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.post(
    '/staff/attendance/create',
    {
      config: { access: ATTENDANCE_TAKERS, module: 'attendance' },
      schema: { tags: ['attendance'], body: StaffAttendanceBody, response: { 200: StaffAttendanceMarkedReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
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
      // The leave module's read model, caught up with every write so far: an approved full-day leave that day refuses
      // present and absent (409).
      await rt.runner.waitFor(['staff_leave'], await rt.store.head(), 5000);
      const leave = (await approvedLeaveOn(db, ctx.instituteId, date, [userId])).get(userId);
      const res = await rt.commands.handle(
        staffAttendanceDecider,
        staffAttendanceStream(ctx.instituteId, userId, date),
        {
          type: 'MarkStaffAttendance',
          data: { userId, date, status, today: instituteDay(ctx.now), onFullDayLeave: leave?.fullDay === true },
        },
        ctx,
      );
      return sendWritten(reply, res.append, 'Attendance marked successfully', {
        _id: `${userId}_${date}`,
        user: userId,
        date,
        ...flags(status),
      });
    },
  );

  app.post(
    '/staff/attendance-by-date',
    {
      config: { access: ATTENDANCE_TAKERS, module: 'attendance', readModels: ['app_user', 'staff_attendance', 'staff_leave'] },
      schema: { tags: ['attendance'], body: StaffAttendanceByDateBody, response: { 200: StaffAttendanceByDateReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const b = req.body;
      const day = dayOrToday(b.date, rt.clock.now());
      const { perPage, pageNo, offset } = pageOf(b, 30);
      // The staff are identity's (a page of them), their marks of the day this module's.
      const page = await instituteUsersPage(db, {
        instituteId: inst,
        roles: STAFF_ROLES,
        searchTitle: b.searchTitle,
        gender: genderSort(b.sortByGender),
        nameDesc: b.sortByName === 'Z-A',
        perPage,
        offset,
      });
      const ids = page.rows.map((u) => u.id);
      // The day's marks and approved leave of the page's staff, side by side (two round trips in the time of one).
      const [marks, leave] = await Promise.all([
        sql<{ user_id: string; status: AttendanceStatus }>`select user_id, status from staff_attendance
        where institute_id = ${inst} and day = ${day}::date and user_id = any(${ids}::text[])`.execute(db),
        approvedLeaveOn(db, inst, day, ids),
      ]);
      const status = new Map(marks.rows.map((m) => [m.user_id, m.status]));
      const data = page.rows.map((u) => ({
        _id: u.id,
        displayName: u.displayName,
        email: u.email,
        role: u.role,
        photoUrl: rt.files.signedUrl(u.photoFileId, '/api/v1'),
        gender: u.gender,
        ...dayFlags(status.get(u.id) ?? null, leave.get(u.id)),
      }));
      return paged('Staff attendance', data, page.total, perPage, pageNo);
    },
  );

  app.post(
    '/staff/attendance/:staffId',
    {
      config: { access: ATTENDANCE_TAKERS, module: 'attendance', readModels: ['app_user', 'staff_attendance', 'staff_leave'] },
      schema: {
        tags: ['attendance'],
        params: StaffIdParams,
        body: StaffAttendanceMonthBody,
        response: { 200: StaffAttendanceMonthReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { staffId } = req.params;
      const month = dayOrToday(req.body.date, rt.clock.now()).slice(0, 7);
      const staff = await liveInstituteUser(rt, staffId, inst, false);
      if (!staff || !STAFF_ROLES.includes(staff.role as Role)) throw notFound(MISSING);
      const r = await sql<{ day: string; status: AttendanceStatus }>`select to_char(day, 'YYYY-MM-DD') as day, status from staff_attendance
      where institute_id = ${inst} and user_id = ${staffId} and day >= ${`${month}-01`}::date and day < (${`${month}-01`}::date + interval '1 month')
      order by day`.execute(db);
      // The month's approved leave joins the marks: a full day of it is a leave day (marked or not). Upcoming leave is
      // listed too, but only marked days and leave days up to today count in the statistic.
      const first = `${month}-01`;
      const leave = await approvedLeaveDays(db, inst, staffId, first, lastDayOfMonth(month));
      const today = todayOf(rt.clock);
      const marked = new Map(r.rows.map((x) => [x.day, x.status]));
      const days = [...new Set([...marked.keys(), ...leave.keys()])].sort();
      const attendance = days.map((date) => ({ date, ...dayFlags(marked.get(date) ?? null, leave.get(date)) }));
      const counted = attendance.filter((a) => marked.has(a.date) || (a.isOnLeave && a.date <= today));
      const count = (flag: 'isPresent' | 'isAbsent' | 'isOnLeave') => counted.filter((a) => a[flag]).length;
      return ok('Staff attendance', {
        attendance,
        statistic: {
          totalPresent: count('isPresent'),
          totalAbsent: count('isAbsent'),
          totalLeave: count('isOnLeave'),
          totalDays: counted.length,
        },
      });
    },
  );
}

/** The last day (YYYY-MM-DD) of a month `yyyy-mm`. */
function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** MALE, FEMALE or OTHER lists that gender first; A-Z / Z-A orders by gender, people without one last. */
function genderSort(value: string | undefined): GenderSort | undefined {
  const v = (value ?? '').trim().toUpperCase();
  if (!v) return undefined;
  if (['A-Z', 'Z-A', 'MALE', 'FEMALE', 'OTHER'].includes(v)) return v as GenderSort;
  throw badRequest('sortByGender must be MALE, FEMALE, OTHER, A-Z or Z-A.');
}
