import { sql } from 'kysely';
import { ErrorReply, PaymentDashboard, PaymentDashboardQuery, type Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { byMonth, feesOwed } from './read-model.js';
import { todayOf } from '../../platform/clock.js';
import { perRequest } from '../../platform/http/shared-read.js';

const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const MAX_MONTHS = 36;
const M = 'dashboard_payment';
const LEDGER = ['collected', 'reversed', 'testCollected', 'testReversed', 'otherIncome', 'otherExpense'] as const;
type LedgerKey = (typeof LEDGER)[number];
const isLedgerKey = (k: string): k is LedgerKey => (LEDGER as readonly string[]).includes(k);

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const monthStart = (key: string) => new Date(`${key}-01T00:00:00.000Z`);
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * /panel/admin/payment/dashboard (001 §2): collections, dues and salaries per month, from the dashboards' own read model
 * (`dashboard_payment`: the ledger's postings, the fee charges and staff pay by the month it is for, in day buckets).
 * Test payments (the sandbox) are counted apart (`testCollected`, `testReversed`, `testCount`), never in the money
 * collected; the charges they settled are settled (dues and outstanding follow them). The totals of what is owed
 * (outstanding, overdue, due now, upcoming) depend on the day, so they are counted when asked from the charges' due
 * dates (`feesOwed`), with the fee module's definition (student-fees/standing.ts) and the institute's today.
 */
export function paymentDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  // The institute's today (what is owed) and this month (the default last month), once per request: the shared key's.
  const whenOf = perRequest(() => {
    const now = rt.clock.now();
    return { today: todayOf({ now: () => now }), month: monthKey(now) };
  });
  app.get(
    '/dashboard/payment/overview',
    {
      // Shared by the viewers of the institute with the same role until the read model moves; what is owed counts on
      // the institute's today, and the default months end with this one: one reply per day.
      config: {
        access: READERS,
        module: 'payment',
        readModels: [M],
        shared: { per: 'role', vary: async (req) => Object.values(await whenOf(req)) },
      },
      schema: { tags: ['dashboards'], querystring: PaymentDashboardQuery, response: { 200: PaymentDashboard, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const q = req.query;
      const { today, month } = await whenOf(req);
      const to = q.to ?? month;
      const from = q.from ?? monthKey(addMonths(monthStart(to), -11));
      if (from > to) throw badRequest('The first month cannot be after the last.');
      const start = monthStart(from);
      const end = addMonths(monthStart(to), 1);
      const span = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
      if (span > MAX_MONTHS) throw badRequest(`Choose at most ${MAX_MONTHS} months.`);

      const endDay = end.toISOString().slice(0, 10);
      const [ledger, dues, unpaid, modes, owed, pay] = await Promise.all([
        byMonth(db, M, inst, 'ledger', `${from}-01`, endDay),
        byMonth(db, M, inst, 'due', `${from}-01`, endDay),
        byMonth(db, M, inst, 'unpaid', `${from}-01`, endDay),
        sql<{ mode: string; test: boolean; amount: string; n: string }>`
        select split_part(key, '|', 1) as mode, split_part(key, '|', 2) = '1' as test, sum(amount)::text as amount, sum(n)::text as n
        from dashboard_payment_day where institute_id = ${inst} and kind = 'payment'
          and day >= ${`${from}-01`}::date and day < ${endDay}::date
        group by 1, 2 order by 1`.execute(db),
        // What is owed depends on today: counted now from the charges' due dates, by the fee module's definition.
        feesOwed(db, inst, today, endDay),
        // Staff pay counts in the month it is for (a September salary paid on 2 October is September's).
        byMonth(db, M, inst, 'salary', `${from}-01`, endDay),
      ]);

      const months = new Map<string, PaymentDashboard['months'][number]>();
      for (let d = start; d < end; d = addMonths(d, 1)) {
        const month = monthKey(d);
        months.set(month, {
          month,
          collected: 0,
          reversed: 0,
          salaries: 0,
          due: 0,
          outstanding: 0,
          otherIncome: 0,
          otherExpense: 0,
          testCollected: 0,
          testReversed: 0,
        });
      }
      for (const r of ledger) {
        const m = months.get(r.month);
        if (m && isLedgerKey(r.key)) m[r.key] += money(r.amount);
      }
      const add = (rows: typeof pay, field: 'salaries' | 'due' | 'outstanding') => {
        for (const r of rows) {
          const m = months.get(r.month);
          if (m) m[field] += r.amount;
        }
      };
      add(pay, 'salaries');
      add(dues, 'due');
      add(unpaid, 'outstanding');
      const list = [...months.values()].map((m) => ({
        ...m,
        collected: money(m.collected),
        reversed: money(m.reversed),
        salaries: money(m.salaries),
        due: money(m.due),
        outstanding: money(m.outstanding),
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
          outstanding: owed.dueBefore ?? 0,
          overdue: owed.overdue,
          dueNow: owed.dueNow,
          upcoming: owed.upcoming,
          testCollected: sum('testCollected'),
          testReversed: sum('testReversed'),
          testCount: modes.rows.filter((r) => r.test).reduce((n, r) => n + Number(r.n), 0),
        },
        byMode: modes.rows.filter((r) => !r.test).map((r) => ({ mode: r.mode, amount: money(r.amount), count: Number(r.n) })),
      });
    },
  );
}
