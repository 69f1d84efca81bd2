import { sql } from 'kysely';
import {
  ErrorReply,
  FileReply,
  MyStaffPaymentsQuery,
  STAFF_PAYMENT_DRAWER_PAGE,
  StaffPaymentIdParams,
  StaffPaymentList,
  type Role,
} from '@school/contracts';
import type { FastifyRequest } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { pageOf, paged } from '../../platform/http/reply.js';
import { renderPayslip } from '../../platform/pdf/payslip.js';
import { departmentsOfUsers } from '../departments/index.js';
import { payslipEmployee, payslipLetterhead, userCards } from '../identity/index.js';
import type { ModuleGate } from '../../platform/http/access.js';
import { COLS, MISSING_PAYMENT, paymentView, type Row } from './views.js';

/** Who has a "My pay" page: the people an institute pays (TEACHER, STAFF) and MANAGER, whose list is simply empty. */
export const MY_PAY_ROLES: Role[] = ['MANAGER', 'STAFF', 'TEACHER'];

const METHODS = { ONLINE: 'Online', CASH: 'Cash' } as const;
const TYPES = { SALARY: 'Salary', BONUS: 'Bonus', OTHER: 'Other payment' } as const;
const ROLE_NAMES: Record<string, string> = { TEACHER: 'Teacher', STAFF: 'Staff', MANAGER: 'Manager', ADMIN: 'Admin' };
const LOGO_TYPES = ['image/png', 'image/jpeg'];

/**
 * The staff member's own pay: `GET staff/payment/mine` (their payments, newest first) and `GET staff/payment/payslip/:paymentId`
 * (the PDF payslip of one payment: their own, or anyone's for an administrator or a MANAGER/STAFF holding 'payment').
 */
export function myPaymentRoutes(
  app: TypedApp,
  rt: Runtime,
  opts: { readers: Role[]; gate: ModuleGate; minPosition: (req: FastifyRequest) => bigint | null },
) {
  const db = rt.database.db;

  app.get(
    '/staff/payment/mine',
    {
      config: { access: MY_PAY_ROLES, readModels: ['staff_payment'] },
      schema: { tags: ['payroll'], querystring: MyStaffPaymentsQuery, response: { 200: StaffPaymentList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, STAFF_PAYMENT_DRAWER_PAGE);
      const where = sql`institute_id = ${a.instituteId} and staff_id = ${a.userId}
      ${q.month ? sql`and payment_month = ${`${q.month}-01`}::date` : sql``}
      ${q.paymentType ? sql`and payment_type = ${q.paymentType}` : sql``}`;
      const [rows, count] = await Promise.all([
        sql<Row>`select ${COLS} from staff_payment where ${where}
          order by payment_month desc, created_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from staff_payment where ${where}`.execute(db),
      ]);
      return paged('My payments', rows.rows.map(paymentView), count.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/staff/payment/payslip/:paymentId',
    {
      config: { access: opts.readers, readModels: ['staff_payment', 'app_user', 'institute', 'department'] },
      schema: {
        tags: ['payroll'],
        params: StaffPaymentIdParams,
        response: { 200: FileReply('The payslip, application/pdf.'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const anyone =
        a.role === 'SUPER_ADMIN' ||
        a.role === 'ADMIN' ||
        ((a.role === 'MANAGER' || a.role === 'STAFF') && (await opts.gate(a, 'payment', opts.minPosition(req))));
      // A MANAGER is never paid here: without the module there is no payslip they may open (as staff/payment/:staffId says).
      if (a.role === 'MANAGER' && !anyone) throw forbidden('You may only view your own payments.');
      const found = await sql<Row>`select ${COLS} from staff_payment
        where id = ${req.params.paymentId} and institute_id = ${a.instituteId}`.execute(db);
      const row = found.rows[0];
      // Another institute's payment, and another person's for someone who may read only their own, are unknown.
      if (!row || (!anyone && row.staff_id !== a.userId)) throw notFound(MISSING_PAYMENT);
      const p = paymentView(row);
      const [institute, employee, departments, recorders] = await Promise.all([
        payslipLetterhead(rt, a.instituteId),
        payslipEmployee(rt, a.instituteId, p.staffId),
        departmentsOfUsers(db, a.instituteId, [p.staffId]),
        userCards(rt, [p.createdBy]),
      ]);
      const pdf = await renderPayslip({
        instituteName: institute?.name ?? 'Institute',
        ...(institute?.address ? { instituteAddress: institute.address } : {}),
        ...(await logoOf(rt, a.instituteId, institute?.logoFileId ?? null)),
        payslipNo: p.payslipNo,
        month: p.paymentMonth,
        paymentType: p.paymentType,
        paidAt: p.createdAt,
        employeeName: employee?.displayName ?? 'Former staff member',
        ...(employee?.employmentCode ? { employeeCode: employee.employmentCode } : {}),
        ...(employee?.designation ? { designation: employee.designation } : {}),
        ...(departments.get(p.staffId) ? { department: departments.get(p.staffId)!.title } : {}),
        ...(employee ? { role: ROLE_NAMES[employee.role] ?? employee.role } : {}),
        // The payroll records one amount per payment: it is the earning, with nothing deducted (docs/api.md "Payslips").
        earnings: [{ label: TYPES[p.paymentType], amount: p.amount }],
        deductions: [],
        net: p.amount,
        paymentMode: METHODS[p.paymentMethod],
        status: p.paymentStatus,
        ...(p.reversal ? { reversalReason: p.reversal.reason, reversedAt: p.reversal.at } : {}),
        ...(p.note ? { note: p.note } : {}),
        ...(recorders.get(p.createdBy) ? { recordedBy: recorders.get(p.createdBy)!.displayName } : {}),
      });
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="payslip-${p.payslipNo}.pdf"`).send(pdf);
    },
  );
}

/** The institute's own logo, when it is one the PDF can draw; a missing or unreadable file leaves it out. */
async function logoOf(rt: Runtime, instituteId: string, fileId: string | null): Promise<{ logo?: Buffer }> {
  if (!fileId) return {};
  try {
    const f = await rt.files.get(fileId);
    return f && f.instituteId === instituteId && LOGO_TYPES.includes(f.contentType) ? { logo: f.data } : {};
  } catch {
    return {};
  }
}
