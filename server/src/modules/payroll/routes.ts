import { sql } from 'kysely';
import {
  CreateStaffPaymentBody,
  ErrorReply,
  PAYABLE_ROLES,
  PayrollStaffParams,
  ReverseStaffPaymentBody,
  StaffPaymentIdParams,
  StaffPaymentInstituteList,
  StaffPaymentList,
  StaffPaymentListQuery,
  StaffPaymentOverviewReply,
  StaffPaymentReply,
  STAFF_PAYMENT_DRAWER_PAGE,
  type Role,
} from '@school/contracts';
import type { FastifyRequest } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { instituteDay } from '../../platform/days.js';
import { loadUser, memberInRoles, userCards, usersMatching } from '../identity/index.js';
import { createModuleGate } from '../permissions/index.js';
import { paymentMonthOf, staffPaymentDecider, staffPaymentStream } from './decider.js';
import { staffPaymentHistoryRoute } from './history.js';
import { myPaymentRoutes } from './payslip.js';
import { COLS, cols, MISSING_PAYMENT, paymentOfState, paymentView, type Row } from './views.js';

/** Who records staff pay: the staff roles, MANAGER and STAFF only with the 'payment' module. */
export const PAYROLL_WRITERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who reverses a payment: administrators only (money leaves the books). */
export const PAYROLL_REVERSERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];
/** Who may read a staff member's pay: the writers, and a teacher or staff member their own. */
const PAYROLL_READERS: Role[] = [...PAYROLL_WRITERS, 'TEACHER'];
const MISSING_STAFF = 'Staff member not found.';
/** One SALARY per staff member and month, decided by a unique reservation (not the read model). */
const SALARY_SCOPE = (instituteId: string) => `staff-salary:${instituteId}`;
const PAID = 'Salary for this month is already paid.';

export async function payrollRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const gate = createModuleGate(rt);
  const minPosition = (req: FastifyRequest) => {
    const v = req.headers['x-min-position'];
    return typeof v === 'string' && /^\d{1,19}$/.test(v.trim()) ? BigInt(v.trim()) : null;
  };

  /** Reading pay: administrators; a manager or staff member holding 'payment'; anyone their own. */
  const mayRead = async (req: FastifyRequest, staffId: string) => {
    const a = authOf(req);
    if (a.role === 'SUPER_ADMIN' || a.role === 'ADMIN' || staffId === a.userId) return;
    if ((a.role === 'MANAGER' || a.role === 'STAFF') && (await gate(a, 'payment', minPosition(req)))) return;
    throw forbidden('You may only view your own payments.');
  };

  /** A teacher or staff member of the caller's institute (the read model), else 404. */
  const staffOf = async (instituteId: string, staffId: string) => {
    const s = await memberInRoles(rt, instituteId, staffId, PAYABLE_ROLES);
    if (!s) throw notFound(MISSING_STAFF);
    return s;
  };

  app.post(
    '/staff/payment/create/:staffId',
    {
      config: { access: PAYROLL_WRITERS, module: 'payment' },
      schema: {
        tags: ['payroll'],
        params: PayrollStaffParams,
        body: CreateStaffPaymentBody,
        response: { 200: StaffPaymentReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const staffId = req.params.staffId.trim();
      const b = req.body;
      if (!b.paymentMonth.trim()) throw badRequest('Payment date is required.');
      const paymentMonth = paymentMonthOf(b.paymentMonth);
      if (!paymentMonth) throw badRequest('Payment date must be a date, e.g. 2026-03-01.');
      // The command side's own view of the user: a registration a moment ago counts, another institute's user is unknown.
      const user = await loadUser(rt, staffId);
      if (!user?.exists || user.deleted || !user.institutes.includes(ctx.instituteId)) throw notFound(MISSING_STAFF);
      if (!user.role || !(PAYABLE_ROLES as readonly string[]).includes(user.role))
        throw badRequest('Only teachers and staff members are paid here.');
      if (staffId === ctx.actor.userId) throw forbidden('You may not record a payment to yourself.');
      const paymentId = idFor(ctx, 'staff-payment');
      const note = b.note?.trim() || undefined;
      const data = { paymentId, staffId, paymentType: b.paymentType, paymentMethod: b.paymentMethod, paymentMonth, amount: b.amount, note };
      const salaryKey = `${staffId}:${paymentMonth.slice(0, 7)}`;
      const salary = b.paymentType === 'SALARY';
      if (salary) await rt.reservations.reserve(SALARY_SCOPE(ctx.instituteId), salaryKey, paymentId, PAID);
      try {
        const res = await rt.commands.handle(
          staffPaymentDecider,
          staffPaymentStream(paymentId),
          {
            type: 'RecordStaffPayment',
            data: { ...data, currentMonth: instituteDay(ctx.now).slice(0, 7) },
          },
          ctx,
        );
        return sendWritten(reply, res.append, 'Payment added successfully', paymentOfState(res.state));
      } catch (err) {
        if (salary) await rt.reservations.release(SALARY_SCOPE(ctx.instituteId), salaryKey, paymentId);
        throw err;
      }
    },
  );

  app.post(
    '/staff/payment/reverse/:paymentId',
    {
      config: { access: PAYROLL_REVERSERS },
      schema: {
        tags: ['payroll'],
        params: StaffPaymentIdParams,
        body: ReverseStaffPaymentBody,
        response: { 200: StaffPaymentReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { paymentId } = req.params;
      const reason = req.body.reason.trim();
      if (!reason) throw badRequest('Reason is required.');
      const res = await rt.commands.handle(
        staffPaymentDecider,
        staffPaymentStream(paymentId),
        {
          type: 'ReverseStaffPayment',
          data: { paymentId, reason },
        },
        ctx,
        { mustExist: MISSING_PAYMENT },
      );
      const payment = paymentOfState(res.state);
      // A reversed salary frees its month: the right salary can then be paid.
      if (payment.paymentType === 'SALARY') {
        await rt.reservations.release(SALARY_SCOPE(ctx.instituteId), `${payment.staffId}:${payment.paymentMonth.slice(0, 7)}`, paymentId);
      }
      return sendWritten(reply, res.append, 'Payment reversed successfully', payment);
    },
  );

  app.get(
    '/staff/payment',
    {
      config: { access: PAYROLL_WRITERS, module: 'payment', readModels: ['staff_payment', 'app_user'] },
      schema: { tags: ['payroll'], querystring: StaffPaymentListQuery, response: { 200: StaffPaymentInstituteList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, STAFF_PAYMENT_DRAWER_PAGE);
      // A search names the person paid: asked of identity, among the people this institute has paid.
      const named = q.searchTitle?.trim()
        ? await usersMatching(
            rt,
            (
              await sql<{ staff_id: string }>`select distinct staff_id from staff_payment where institute_id = ${inst}`.execute(db)
            ).rows.map((r) => r.staff_id),
            likePattern(q.searchTitle),
          )
        : null;
      const where = sql`p.institute_id = ${inst}
      ${q.month ? sql`and p.payment_month = ${`${q.month}-01`}::date` : sql``}
      ${q.paymentType ? sql`and p.payment_type = ${q.paymentType}` : sql``}
      ${named ? sql`and p.staff_id = any(${named}::text[])` : sql``}`;
      const [rows, count] = await Promise.all([
        sql<Row>`select ${cols('p')} from staff_payment p where ${where} order by p.created_at desc, p.id limit ${perPage} offset ${offset}`.execute(
          db,
        ),
        sql<{ n: number }>`select count(*)::int as n from staff_payment p where ${where}`.execute(db),
      ]);
      const cards = await userCards(
        rt,
        rows.rows.map((r) => r.staff_id),
      );
      const data = rows.rows.map((r) => {
        const u = cards.get(r.staff_id);
        return { ...paymentView(r), staff: { _id: r.staff_id, displayName: u?.displayName ?? 'Unknown', role: u?.role ?? '' } };
      });
      return paged('Staff payments', data, count.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/staff/payment/:staffId',
    {
      config: { access: PAYROLL_READERS, readModels: ['staff_payment', 'app_user'] },
      schema: {
        tags: ['payroll'],
        params: PayrollStaffParams,
        querystring: StaffPaymentListQuery,
        response: { 200: StaffPaymentList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { staffId } = req.params;
      await mayRead(req, staffId);
      await staffOf(inst, staffId);
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, STAFF_PAYMENT_DRAWER_PAGE);
      const where = sql`institute_id = ${inst} and staff_id = ${staffId}
      ${q.month ? sql`and payment_month = ${`${q.month}-01`}::date` : sql``}
      ${q.paymentType ? sql`and payment_type = ${q.paymentType}` : sql``}`;
      const [rows, count] = await Promise.all([
        sql<Row>`select ${COLS} from staff_payment where ${where} order by created_at desc, id limit ${perPage} offset ${offset}`.execute(
          db,
        ),
        sql<{ n: number }>`select count(*)::int as n from staff_payment where ${where}`.execute(db),
      ]);
      return paged('Staff payments', rows.rows.map(paymentView), count.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/staff/payment-overview/:staffId',
    {
      config: { access: PAYROLL_READERS, readModels: ['staff_payment', 'app_user'] },
      schema: { tags: ['payroll'], params: PayrollStaffParams, response: { 200: StaffPaymentOverviewReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { staffId } = req.params;
      await mayRead(req, staffId);
      const s = await staffOf(inst, staffId);
      const year = instituteDay(new Date()).slice(0, 4);
      const [totals, last] = await Promise.all([
        sql<{ year_total: string | null; n: number }>`select
          sum(amount) filter (where payment_month >= ${`${year}-01-01`}::date and payment_month < ${`${Number(year) + 1}-01-01`}::date) as year_total,
          count(*)::int as n
        from staff_payment where institute_id = ${inst} and staff_id = ${staffId} and status = 'SUCCESSFUL'`.execute(db),
        sql<Row>`select ${COLS} from staff_payment where institute_id = ${inst} and staff_id = ${staffId} and status = 'SUCCESSFUL'
        order by created_at desc, id limit 1`.execute(db),
      ]);
      const t = totals.rows[0];
      return ok('Payment overview', {
        totalAmountPaidThisYear: Number(t?.year_total ?? 0),
        totalPayments: t?.n ?? 0,
        ...(last.rows[0] ? { lastPayment: paymentView(last.rows[0]) } : {}),
        staff: { _id: s.id, displayName: s.displayName, role: s.role, ...(s.employmentCode ? { employmentCode: s.employmentCode } : {}) },
      });
    },
  );

  staffPaymentHistoryRoute(app, rt, { readers: PAYROLL_READERS, mayRead, missing: MISSING_PAYMENT });
  myPaymentRoutes(app, rt, { readers: PAYROLL_READERS, gate, minPosition });
}
