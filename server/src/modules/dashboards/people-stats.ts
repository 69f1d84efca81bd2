import { sql } from 'kysely';
import { DashboardStatQuery, ErrorReply, NewAdmissionStat, StaffStatistic, StudentReportStat, type Role } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { instituteDay } from '../../platform/days.js';

const DASHBOARD: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const RECENT_DAYS = 30;

/** `startDate`/`endDate` bound who counts as new; without a start, the last 30 days. */
function window(q: { startDate?: string; endDate?: string }) {
  const start = q.startDate ? new Date(q.startDate) : null;
  const end = q.endDate ? new Date(q.endDate) : null;
  if (start && end && end < start) throw badRequest('End date cannot be before start date.');
  const from = (start ?? new Date(Date.now() - RECENT_DAYS * 86_400_000)).toISOString();
  return sql`created_at >= ${from} ${end ? sql`and created_at <= ${end.toISOString()}` : sql``}`;
}

/** The people cards of the specialised dashboards (001 §2): admissions, the student report, staff. From read models. */
export function peopleDashboardRoutes(app: FastifyInstance, rt: Runtime) {
  const db = rt.database.db;

  app.get('/dashboard/admin/new-admission', {
    config: { access: DASHBOARD, readModels: ['student'] },
    schema: { tags: ['dashboards'], querystring: DashboardStatQuery, response: { 200: NewAdmissionStat, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const r = await sql<{ gender: string | null; n: number }>`select gender, count(*)::int as n from student
      where institute_id = ${inst} and deleted_at is null and ${window(req.query as object)} group by gender`.execute(db);
    const of = (g: string) => r.rows.find((x) => x.gender === g)?.n ?? 0;
    return ok('New admissions', {
      totalNewAdmission: r.rows.reduce((s, x) => s + x.n, 0),
      // Boys and girls always, so the card shows 0 rather than nothing.
      genderWise: [{ _id: 'MALE', total: of('MALE') }, { _id: 'FEMALE', total: of('FEMALE') }],
    });
  });

  app.get('/dashboard/admin/get-all-student-report', {
    config: { access: DASHBOARD, readModels: ['student'] },
    schema: { tags: ['dashboards'], response: { 200: StudentReportStat, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const r = await sql<{ total: number; male: number; female: number }>`select count(*)::int as total,
        count(*) filter (where gender = 'MALE')::int as male, count(*) filter (where gender = 'FEMALE')::int as female
      from student where institute_id = ${inst} and deleted_at is null`.execute(db);
    const x = r.rows[0]!;
    // Other is everyone else, a student whose gender is not filled in included, so the three add up to the total.
    return ok('Student report', { totalStudent: x.total, totalMale: x.male, totalFemale: x.female, totalOther: x.total - x.male - x.female });
  });

  app.get('/dashboard/admin/staff-statistic', {
    config: { access: DASHBOARD, readModels: ['app_user', 'staff_attendance', 'staff_leave'] },
    schema: { tags: ['dashboards'], querystring: DashboardStatQuery, response: { 200: StaffStatistic, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const today = instituteDay(new Date());
    const staff = sql`${inst} = any(u.institutes) and u.deleted_at is null`;
    const r = await sql<{ fresh: number; absent: number; teaching: number; nonteaching: number }>`select
        (select count(*)::int from app_user u where ${staff} and u.role in ('STAFF', 'TEACHER') and ${window(req.query as object)}) as fresh,
        (select count(distinct x.user_id)::int from (
            select a.user_id from staff_attendance a where a.institute_id = ${inst} and a.day = ${today}::date and a.status in ('ABSENT', 'LEAVE')
            -- A recorded leave (not cancelled) covering today counts too, marked or not (staff leave, 000 §2).
            union select l.staff_id from staff_leave l where l.institute_id = ${inst} and l.cancelled_at is null
              and l.start_date <= ${today}::date and l.end_date >= ${today}::date
          ) x join app_user u on u.id = x.user_id and ${staff}) as absent,
        (select count(*)::int from app_user u where ${staff} and not u.blocked and u.role = 'TEACHER') as teaching,
        (select count(*)::int from app_user u where ${staff} and not u.blocked and u.role = 'STAFF') as nonteaching`.execute(db);
    const x = r.rows[0]!;
    return ok('Staff statistics', {
      totalNewStaff: x.fresh, totalAbsent: x.absent, totalTeachingStaff: x.teaching, totalNonteachingStaff: x.nonteaching,
    });
  });
}
