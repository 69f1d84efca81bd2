import { sql } from 'kysely';
import { DashboardStatQuery, ErrorReply, NewAdmissionStat, StaffStatistic, StudentReportStat, type Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { instituteDay } from '../../platform/days.js';
import { perRequest } from '../../platform/http/shared-read.js';
import { sumOf, totals, userKeyIs, within } from './read-model.js';

const DASHBOARD: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const RECENT_DAYS = 30;

/** `startDate`/`endDate` bound who counts as new; without a start, the last 30 days. */
function window(q: { startDate?: string; endDate?: string }): [Date, Date | null] {
  const start = q.startDate ? new Date(q.startDate) : null;
  const end = q.endDate ? new Date(q.endDate) : null;
  if (start && end && end < start) throw badRequest('End date cannot be before start date.');
  return [start ?? new Date(Date.now() - RECENT_DAYS * 86_400_000), end];
}

/**
 * The people cards of the specialised dashboards (001 §2): admissions, the student report, staff. From `dashboard_admin`,
 * each reply shared by the viewers of the institute with the same role until the read model moves (decision 0024).
 */
export function peopleDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const todayOf = perRequest(() => instituteDay(new Date()));

  app.get(
    '/dashboard/admin/new-admission',
    {
      config: { access: DASHBOARD, readModels: ['dashboard_admin'], shared: { per: 'role' } },
      schema: { tags: ['dashboards'], querystring: DashboardStatQuery, response: { 200: NewAdmissionStat, '4xx': ErrorReply } },
    },
    async (req) => {
      const [from, to] = window(req.query);
      const r = await within(db, 'dashboard_admin', authOf(req).instituteId, 'student', from, to);
      const of = (g: string) => r.get(g)?.n ?? 0;
      return ok('New admissions', {
        totalNewAdmission: sumOf(r, () => true),
        // Boys and girls always, so the card shows 0 rather than nothing.
        genderWise: [
          { _id: 'MALE', total: of('MALE') },
          { _id: 'FEMALE', total: of('FEMALE') },
        ],
      });
    },
  );

  app.get(
    '/dashboard/admin/get-all-student-report',
    {
      config: { access: DASHBOARD, readModels: ['dashboard_admin'], shared: { per: 'role' } },
      schema: { tags: ['dashboards'], response: { 200: StudentReportStat, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await totals(db, 'dashboard_admin', authOf(req).instituteId, 'student');
      const total = sumOf(r, () => true);
      const male = r.get('MALE')?.n ?? 0;
      const female = r.get('FEMALE')?.n ?? 0;
      // Other is everyone else, a student whose gender is not filled in included, so the three add up to the total.
      return ok('Student report', { totalStudent: total, totalMale: male, totalFemale: female, totalOther: total - male - female });
    },
  );

  app.get(
    '/dashboard/admin/staff-statistic',
    {
      // Who is away counts on the institute's today: one reply per day.
      config: { access: DASHBOARD, readModels: ['dashboard_admin'], shared: { per: 'role', vary: async (req) => [await todayOf(req)] } },
      schema: { tags: ['dashboards'], querystring: DashboardStatQuery, response: { 200: StaffStatistic, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const [from, to] = window(req.query);
      const today = await todayOf(req);
      const [fresh, standing, absent] = await Promise.all([
        within(db, 'dashboard_admin', inst, 'user', from, to),
        totals(db, 'dashboard_admin', inst, 'user'),
        // Marked absent or on leave today, or on a recorded leave (not cancelled) covering today: each person once.
        // Both are today's rows alone (the leaves by their days), however many days and leaves lie behind.
        sql<{ n: number }>`select count(distinct x.user_id)::int as n from (
          select user_id from dashboard_admin_absence where institute_id = ${inst} and day = ${today}::date
            and status in ('ABSENT', 'LEAVE')
          union select staff_id from dashboard_admin_leave_day where institute_id = ${inst} and day = ${today}::date
        ) x join dashboard_admin_fact u on u.kind = 'user' and u.id = x.user_id and u.institute_id = ${inst} and u.live
          and u.key not like '%:1'`.execute(db),
      ]);
      return ok('Staff statistics', {
        totalNewStaff: sumOf(fresh, userKeyIs(['STAFF', 'TEACHER'], { deleted: false })),
        totalAbsent: absent.rows[0]?.n ?? 0,
        totalTeachingStaff: sumOf(standing, userKeyIs(['TEACHER'], { blocked: false, deleted: false })),
        totalNonteachingStaff: sumOf(standing, userKeyIs(['STAFF'], { blocked: false, deleted: false })),
      });
    },
  );
}
