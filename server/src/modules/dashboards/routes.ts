import { sql } from 'kysely';
import { DashboardStat, DashboardStatQuery, ErrorReply, type Role } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';

const DASHBOARD: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const NEW_ADMISSION_DAYS = 30;

/**
 * The eight cards of the admin dashboard, from read models. `startDate`/`endDate` bound the flows
 * (revenue: manual income plus fees collected, less fee reversals; new admissions); the standing counts (students, staff, departments) are as of now.
 * Modules not built yet (stock, placements, vehicles) count 0 until they land.
 */
export async function dashboardRoutes(app: FastifyInstance, rt: Runtime) {
  const db = rt.database.db;
  app.get('/dashboard/admin/dashboard-stat', {
    config: { access: DASHBOARD, readModels: ['department', 'finance_entry', 'app_user'] },
    schema: { tags: ['dashboards'], querystring: DashboardStatQuery, response: { 200: DashboardStat, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const q = req.query as { startDate?: string; endDate?: string };
    const start = q.startDate ? new Date(q.startDate) : null;
    const end = q.endDate ? new Date(q.endDate) : null;
    if (start && end && end < start) throw badRequest('End date cannot be before start date.');
    const admissionsFrom = start ?? new Date(Date.now() - NEW_ADMISSION_DAYS * 86_400_000);
    const range = (col: string) =>
      sql.join([sql`true`, ...(start ? [sql`${sql.ref(col)} >= ${start.toISOString()}`] : []), ...(end ? [sql`${sql.ref(col)} <= ${end.toISOString()}`] : [])], sql` and `);
    const r = await sql<{ departments: string; revenue: number | null; students: string; staff: string; admissions: string }>`
      select
        (select count(*) from department where institute_id = ${inst} and deleted_at is null) as departments,
        (select coalesce(sum(case when source = 'FEE_REVERSAL' then -amount else amount end), 0) from finance_entry
           where institute_id = ${inst} and deleted_at is null and ${range('created_at')}
             and ((finance_type = 'CREDIT' and source in ('MANUAL', 'FEE_PAYMENT')) or source = 'FEE_REVERSAL')) as revenue,
        (select count(*) from app_user where ${inst} = any(institutes) and role = 'STUDENT' and not blocked) as students,
        (select count(*) from app_user where ${inst} = any(institutes) and role in ('STAFF', 'TEACHER') and not blocked) as staff,
        (select count(*) from app_user where ${inst} = any(institutes) and role = 'STUDENT'
           and created_at >= ${admissionsFrom.toISOString()} ${end ? sql`and created_at <= ${end.toISOString()}` : sql``}) as admissions`.execute(db);
    const row = r.rows[0]!;
    return ok('Dashboard statistics', {
      totalStudents: Number(row.students),
      totalStaff: Number(row.staff),
      totalStock: 0,
      totalRevenue: Number(row.revenue ?? 0),
      totalDepartments: Number(row.departments),
      totalPlacement: 0,
      totalActiveVehicle: 0,
      totalNewAdmission: Number(row.admissions),
    });
  });
}
