import { sql } from 'kysely';
import { ErrorReply, PaymentDashboard, PaymentDashboardQuery, type Role } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';

const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const MAX_MONTHS = 36;

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const monthStart = (key: string) => new Date(`${key}-01T00:00:00.000Z`);
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * /panel/admin/payment/dashboard (001 §2): collections, dues and salaries per month, from the ledger
 * (`finance_entry`, where payments post themselves), the fee charges (`student_charge`) and staff pay (`staff_payment`,
 * by the month it is for). Test payments (the sandbox) are counted apart (`testCollected`, `testReversed`, `testCount`),
 * never in the money collected; the charges they settled are settled (dues and outstanding follow them).
 */
export function paymentDashboardRoutes(app: FastifyInstance, rt: Runtime) {
  const db = rt.database.db;
  app.get('/dashboard/payment/overview', {
    config: { access: READERS, module: 'payment', readModels: ['finance_entry', 'student_charge', 'student_payment', 'staff_payment'] },
    schema: { tags: ['dashboards'], querystring: PaymentDashboardQuery, response: { 200: PaymentDashboard, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const q = req.query as { from?: string; to?: string };
    const now = new Date();
    const to = q.to ?? monthKey(now);
    const from = q.from ?? monthKey(addMonths(monthStart(to), -11));
    if (from > to) throw badRequest('The first month cannot be after the last.');
    const start = monthStart(from);
    const end = addMonths(monthStart(to), 1);
    const span = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
    if (span > MAX_MONTHS) throw badRequest(`Choose at most ${MAX_MONTHS} months.`);

    const [ledger, dues, modes, standing, pay] = await Promise.all([
      sql<{ month: string; source: string; finance_type: string; amount: string }>`
        select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, source, finance_type,
          sum(amount)::text as amount
        from finance_entry
        where institute_id = ${inst} and deleted_at is null
          and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}
        group by 1, 2, 3`.execute(db),
      sql<{ month: string; due: string; outstanding: string }>`
        select substr(due_date, 1, 7) as month, sum(amount)::text as due, sum(amount - paid)::text as outstanding
        from student_charge
        where institute_id = ${inst} and status <> 'CANCELLED'
          and due_date >= ${from + '-01'} and due_date < ${end.toISOString().slice(0, 10)}
        group by 1`.execute(db),
      sql<{ mode: string; test: boolean; amount: string; n: string }>`
        select payment_mode as mode, test, sum(amount)::text as amount, count(*)::text as n
        from student_payment
        where institute_id = ${inst} and status = 'SUCCESSFUL'
          and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}
        group by 1, 2 order by 1`.execute(db),
      sql<{ outstanding: string | null; overdue: string | null }>`
        select sum(amount - paid) filter (where due_date < ${end.toISOString().slice(0, 10)})::text as outstanding,
          sum(amount - paid) filter (where due_date < ${now.toISOString().slice(0, 10)})::text as overdue
        from student_charge where institute_id = ${inst} and status in ('PENDING', 'PARTIAL')`.execute(db),
      // Staff pay counts in the month it is for (a September salary paid on 2 October is September's).
      sql<{ month: string; amount: string }>`
        select to_char(payment_month, 'YYYY-MM') as month, sum(amount)::text as amount
        from staff_payment
        where institute_id = ${inst} and reversed_at is null
          and payment_month >= ${from + '-01'}::date and payment_month < ${end.toISOString().slice(0, 10)}::date
        group by 1`.execute(db),
    ]);

    const months = new Map<string, PaymentDashboard['months'][number]>();
    for (let d = start; d < end; d = addMonths(d, 1)) {
      const month = monthKey(d);
      months.set(month, {
        month, collected: 0, reversed: 0, salaries: 0, due: 0, outstanding: 0, otherIncome: 0, otherExpense: 0, testCollected: 0, testReversed: 0,
      });
    }
    for (const r of ledger.rows) {
      const m = months.get(r.month);
      if (!m) continue;
      const amount = money(r.amount);
      if (r.source === 'FEE_PAYMENT') m.collected += amount;
      else if (r.source === 'FEE_REVERSAL') m.reversed += amount;
      else if (r.source === 'TEST_FEE_PAYMENT') m.testCollected += amount;
      else if (r.source === 'TEST_FEE_REVERSAL') m.testReversed += amount;
      else if (r.source === 'STAFF_PAYMENT' || r.source === 'STAFF_PAYMENT_REVERSAL') continue;
      else if (r.finance_type === 'CREDIT') m.otherIncome += amount;
      else m.otherExpense += amount;
    }
    for (const r of pay.rows) {
      const m = months.get(r.month);
      if (m) m.salaries = money(r.amount);
    }
    for (const r of dues.rows) {
      const m = months.get(r.month);
      if (!m) continue;
      m.due = money(r.due);
      m.outstanding = money(r.outstanding);
    }
    const list = [...months.values()].map((m) => ({
      ...m,
      collected: money(m.collected),
      reversed: money(m.reversed),
      salaries: money(m.salaries),
      otherIncome: money(m.otherIncome),
      otherExpense: money(m.otherExpense),
      testCollected: money(m.testCollected),
      testReversed: money(m.testReversed),
    }));
    const sum = (k: keyof (typeof list)[number]) => money(list.reduce((s, m) => s + Number(m[k]), 0));
    const collected = sum('collected');
    const reversed = sum('reversed');
    return ok('Payment dashboard', {
      from,
      to,
      months: list,
      totals: {
        collected,
        reversed,
        netCollected: money(collected - reversed),
        salaries: sum('salaries'),
        otherIncome: sum('otherIncome'),
        otherExpense: sum('otherExpense'),
        outstanding: money(standing.rows[0]?.outstanding),
        overdue: money(standing.rows[0]?.overdue),
        testCollected: sum('testCollected'),
        testReversed: sum('testReversed'),
        testCount: modes.rows.filter((r) => r.test).reduce((n, r) => n + Number(r.n), 0),
      },
      byMode: modes.rows.filter((r) => !r.test).map((r) => ({ mode: r.mode, amount: money(r.amount), count: Number(r.n) })),
    });
  });
}
