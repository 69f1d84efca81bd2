import { DashboardStat, DashboardStatQuery, ErrorReply, type Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { feesOwed, sumOf, totals, userKeyIs, within } from './read-model.js';
import { todayOf } from '../../platform/clock.js';
import { grantsOf } from '../permissions/index.js';
import { sharedReply } from '../../platform/http/shared-read.js';

const DASHBOARD: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const NEW_ADMISSION_DAYS = 30;

/**
 * The eight cards of the admin dashboard, from the dashboards' own read model (`dashboard_admin`). `startDate`/`endDate`
 * bound the flows (revenue: manual income plus fees collected, less fee reversals; new admissions); the standing counts
 * (students, staff, departments) are as of now; the fees due now and overdue are counted on the institute's today from
 * the payment dashboard's read model (`feesOwed`). Modules not built yet (stock, placements, vehicles) count 0 until
 * they land.
 */
export async function dashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const grants = grantsOf(rt);
  app.get(
    '/dashboard/admin/dashboard-stat',
    {
      config: { access: DASHBOARD, readModels: ['dashboard_admin', 'dashboard_payment'] },
      schema: { tags: ['dashboards'], querystring: DashboardStatQuery, response: { 200: DashboardStat, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const inst = auth.instituteId;
      // What is owed belongs to the payment module: MANAGER and STAFF see it only with that module granted.
      const seesFees = (auth.role !== 'MANAGER' && auth.role !== 'STAFF') || (await grants(auth)).has('payment');
      const start = req.query.startDate ? new Date(req.query.startDate) : null;
      const end = req.query.endDate ? new Date(req.query.endDate) : null;
      if (start && end && end < start) throw badRequest('End date cannot be before start date.');
      const today = todayOf(rt.clock);
      // One reply for every viewer of the institute with the same role and visibility, until its read models move.
      return sharedReply(req, reply, { per: 'role', vary: [seesFees, today] }, async () => {
        const admissionsFrom = start ?? new Date(rt.clock.now().getTime() - NEW_ADMISSION_DAYS * 86_400_000);
        const [departments, revenue, users, admissions, owed] = await Promise.all([
          totals(db, 'dashboard_admin', inst, 'department'),
          within(db, 'dashboard_admin', inst, 'revenue', start, end),
          totals(db, 'dashboard_admin', inst, 'user'),
          within(db, 'dashboard_admin', inst, 'user', admissionsFrom, end),
          seesFees ? feesOwed(db, inst, today) : null,
        ]);
        return ok('Dashboard statistics', {
          totalStudents: sumOf(users, userKeyIs(['STUDENT'], { blocked: false })),
          totalStaff: sumOf(users, userKeyIs(['STAFF', 'TEACHER'], { blocked: false })),
          totalStock: 0,
          totalRevenue: Math.round(sumOf(revenue, (k) => k === 'real', 'amount') * 100) / 100,
          totalDepartments: sumOf(departments, () => true),
          totalPlacement: 0,
          totalActiveVehicle: 0,
          totalNewAdmission: sumOf(admissions, userKeyIs(['STUDENT'], {})),
          ...(owed ? { feesDueNow: owed.dueNow, feesOverdue: owed.overdue } : {}),
        });
      });
    },
  );
}
