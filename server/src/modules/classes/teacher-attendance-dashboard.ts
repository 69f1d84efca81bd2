import {
  ErrorReply,
  TeacherAttendanceMonthlyReply,
  TeacherAttendanceStatReply,
  type TeacherAttendanceMonth,
  type TeacherAttendanceStat,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { FastifyRequest } from 'fastify';
import { perRequest } from '../../platform/http/shared-read.js';
import type { DB } from '../../platform/db/database.js';
import { ok } from '../../platform/http/reply.js';
import { holidayDates } from '../academics/index.js';
import { staffDaysOf } from '../attendance/index.js';
import { approvedLeaveDaysOf } from '../leave/index.js';
import { months, scopeOf, tags, TEACHER, type Scope } from './teacher-dashboard.js';

/**
 * The teacher's own attendance (002 §2 Teacher attendance dashboard): this calendar year's staff attendance, a day
 * covered by an approved leave counting as leave unless marked present. The class side of the dashboard is in
 * teacher-dashboard.ts.
 */
const ATTENDANCE_MODELS = ['staff_attendance', 'staff_leave', 'holiday'];

/** The teacher's own attendance this year, day by day up to today: PRESENT, ABSENT or LEAVE. */
async function attendanceDays(db: DB, s: Scope) {
  const year = Number(s.today.slice(0, 4));
  const from = `${year}-01-01`;
  const [marked, leave, holidays] = await Promise.all([
    staffDaysOf(db, s.inst, s.me, from, s.today),
    approvedLeaveDaysOf(db, s.inst, s.me, from, s.today),
    holidayDates(db, s.inst, from, s.today),
  ]);
  const days = new Map<string, 'PRESENT' | 'ABSENT' | 'LEAVE'>();
  for (const m of marked) days.set(m.day, m.status);
  // An approved leave makes its day a leave, unless the teacher was marked present that day (a half day).
  for (const d of leave) if (days.get(d) !== 'PRESENT') days.set(d, 'LEAVE');
  const reported = marked.find((m) => m.day === s.today && m.status === 'PRESENT');
  return { year, days, holidays: holidays.length, reportedAt: reported?.markedAt ?? null };
}

export function teacherAttendanceDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  // The calling teacher's own figures, by the institute's day (they count days up to today, not classes held by the
  // hour), until their read models move (decision 0024): one reading a day and a change, however long the year so far.
  // The day is taken once per request, for the reply's key and the reply alike.
  const scope = perRequest((req) => scopeOf(req, rt));
  const shared = { per: 'user' as const, vary: async (req: FastifyRequest) => [(await scope(req)).today] };

  app.get(
    '/dashboard/teacher/attendance-stat',
    {
      config: { access: TEACHER, shared, readModels: ATTENDANCE_MODELS },
      schema: { tags, response: { 200: TeacherAttendanceStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const att = await attendanceDays(db, await scope(req));
      const statuses = [...att.days.values()];
      const count = (x: string) => statuses.filter((y) => y === x).length;
      const stat: TeacherAttendanceStat = {
        todaysDate: att.reportedAt,
        totalPresent: count('PRESENT'),
        totalAttendance: statuses.length,
        totalLeave: count('LEAVE'),
        totalAbsent: count('ABSENT'),
        totalHoliday: att.holidays,
        year: att.year,
      };
      return ok('Attendance stat', stat);
    },
  );

  app.get(
    '/dashboard/teacher/attendance-overview-monthly',
    {
      config: { access: TEACHER, shared, readModels: ATTENDANCE_MODELS },
      schema: { tags, response: { 200: TeacherAttendanceMonthlyReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const att = await attendanceDays(db, await scope(req));
      const rows = new Map<string, TeacherAttendanceMonth>(months(att.year).map((m) => [m, { _id: m, Leave: 0, Absent: 0, Attended: 0 }]));
      for (const [day, status] of att.days) {
        const row = rows.get(day.slice(0, 7));
        if (!row) continue;
        if (status === 'PRESENT') row.Attended += 1;
        else if (status === 'ABSENT') row.Absent += 1;
        else row.Leave += 1;
      }
      return ok('Attendance overview', [...rows.values()]);
    },
  );
}
