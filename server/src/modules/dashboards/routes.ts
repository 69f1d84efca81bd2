import { DashboardStat, DashboardStatQuery, ErrorReply, type Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { authOf } from '../../platform/http/access.js';
import { perRequest } from '../../platform/http/shared-read.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { feesOwed, sumOf, totals, userKeyIs, within } from './read-model.js';
import { todayOf } from '../../platform/clock.js';
import { grantsOf } from '../permissions/index.js';
// ---- inventory (inv-server) ----
import { itemsInStock } from '../inventory/index.js';
// ---- end inventory ----
// ---- transport fleet (fleet-server) ----
import { activeVehicles } from '../transport/index.js';
// ---- end transport fleet ----
// ---- placement reports (reports) ----
import { placedStudents } from '../placements/index.js';
// ---- end placement reports ----

const DASHBOARD: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const NEW_ADMISSION_DAYS = 30;

/**
 * The eight cards of the admin dashboard, from the dashboards' own read model (`dashboard_admin`). `startDate`/`endDate`
 * bound the flows (revenue: manual income plus fees collected, less fee reversals; new admissions); the standing counts
 * (students, staff, departments) are as of now; the fees due now and overdue are counted on the institute's today from
 * the payment dashboard's read model (`feesOwed`); stock, active vehicles and placed students from their modules.
 */
export async function dashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const grants = grantsOf(rt);
  // What is owed belongs to the payment module: MANAGER and STAFF see it only with that module granted. It is counted on
  // the institute's today. Both once per request, so the shared reply's key and the reply say the same.
  const viewOf = perRequest(async (req) => {
    const auth = authOf(req);
    const fees = (auth.role !== 'MANAGER' && auth.role !== 'STAFF') || (await grants(auth)).has('payment');
    return { fees, today: todayOf(rt.clock) };
  });
  app.get(
    '/dashboard/admin/dashboard-stat',
    {
      config: {
        access: DASHBOARD,
        // ---- inventory (inv-server): inventory_item for Total Stocks ----
        // Total Stocks (inventory_item), Active Vehicles (transport_vehicle) and Placements (placement_report) move live.
        readModels: ['dashboard_admin', 'dashboard_payment', 'inventory_item', 'transport_vehicle', 'placement_report'],
        // One reply for the viewers of an institute with the same role, visibility and day, until its read models move.
        shared: { per: 'role', vary: async (req) => Object.values(await viewOf(req)) },
      },
      schema: { tags: ['dashboards'], querystring: DashboardStatQuery, response: { 200: DashboardStat, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const inst = auth.instituteId;
      const { fees, today } = await viewOf(req);
      const start = req.query.startDate ? new Date(req.query.startDate) : null;
      const end = req.query.endDate ? new Date(req.query.endDate) : null;
      if (start && end && end < start) throw badRequest('End date cannot be before start date.');
      const admissionsFrom = start ?? new Date(rt.clock.now().getTime() - NEW_ADMISSION_DAYS * 86_400_000);
      const [departments, revenue, users, admissions, owed, stock, vehicles, placed] = await Promise.all([
        totals(db, 'dashboard_admin', inst, 'department'),
        within(db, 'dashboard_admin', inst, 'revenue', start, end),
        totals(db, 'dashboard_admin', inst, 'user'),
        within(db, 'dashboard_admin', inst, 'user', admissionsFrom, end),
        fees ? feesOwed(db, inst, today) : null,
        // ---- inventory (inv-server) ----
        itemsInStock(db, inst),
        // ---- end inventory ----
        // ---- transport fleet (fleet-server) ----
        activeVehicles(db, inst),
        // ---- end transport fleet ----
        // ---- placement reports (reports) ----
        placedStudents(db, inst),
        // ---- end placement reports ----
      ]);
      return ok('Dashboard statistics', {
        totalStudents: sumOf(users, userKeyIs(['STUDENT'], { blocked: false })),
        totalStaff: sumOf(users, userKeyIs(['STAFF', 'TEACHER'], { blocked: false })),
        // ---- inventory (inv-server): items with at least one unit in the store ----
        totalStock: stock,
        // ---- end inventory ----
        totalRevenue: Math.round(sumOf(revenue, (k) => k === 'real', 'amount') * 100) / 100,
        totalDepartments: sumOf(departments, () => true),
        // ---- transport fleet (fleet-server): ACTIVE vehicles ----
        totalActiveVehicle: vehicles,
        // ---- end transport fleet ----
        // ---- placement reports (reports): students with a standing placement record ----
        totalPlacement: placed,
        // ---- end placement reports ----
        totalNewAdmission: sumOf(admissions, userKeyIs(['STUDENT'], {})),
        ...(owed ? { feesDueNow: owed.dueNow, feesOverdue: owed.overdue } : {}),
      });
    },
  );
}
