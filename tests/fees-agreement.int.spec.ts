import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

/**
 * Issue 11, part 1: one student taken through charges due before, on and after today (and one of an earlier year), a
 * part payment, a payment made ahead and reversed, a full payment and a cancelled fee. Every call that shows their
 * money, for the admin and for the student and their parent, must agree on every figure (student-fees/standing.ts).
 */
const TODAY = '2026-06-15';
const at = (day: string) => `${day}T10:00:00+05:30`;
const clock = settableClock(at('2026-03-01'));

let t: TestApp;
let admin: Record<string, string>;
let me: string;
let batch: string;
let last: string | undefined;
/** The fee assignment and the seeded student's charge of each fee. */
const fees: Record<string, { assignment: string; feeId: string; startDate: string; charge: string }> = {};

const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const r = await t.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...headers, ...(last ? { 'x-min-position': last } : {}) },
    ...(payload ? { payload } : {}),
  });
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
  last = (r.headers['x-position'] as string | undefined) ?? last;
  return r.json() as { data: any };
};

/** A one-time fee for the batch, falling due on `due` (a one-time fee is due on its end date). */
async function oneTime(name: string, amount: number, due: string) {
  const w = feeWorld(t, admin);
  const feeId = await w.fee(name, amount);
  const startDate = `${due.slice(0, 7)}-01`;
  const created = await send('POST', 'student-fee/create', admin, {
    fees: feeId,
    batch,
    amount,
    feeType: 'ONETIME',
    startDate,
    endDate: due,
  });
  const detail = await send('GET', `student-fee/detail/${created.data._id}`, admin);
  const row = detail.data.studentsList.find((s: { student: { _id: string } }) => s.student._id === me);
  fees[name] = { assignment: created.data._id, feeId, startDate, charge: row.charges[0]._id };
}

const pay = async (name: string, amount: number) =>
  (await send('POST', `student/pay/${me}`, admin, { paymentMode: 'CASH', studentFeesId: fees[name]!.charge, amount })).data._id as string;

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.as('ADMIN');
  const w = feeWorld(t, admin);
  batch = await w.batch('Agreement batch');
  me = t.schoolA.users.get('STUDENT')!;
  await w.enrol(me, batch);
  // Raised on 1 March (the clock stands there), paid and cancelled on the days the clock is set to.
  await oneTime('Exam 2025', 1200, '2025-12-10'); // an earlier year's fee, never paid: overdue
  await oneTime('Bus', 2500, '2026-04-01'); // paid in full ahead of its due date
  await oneTime('Tuition', 10000, '2026-05-10'); // part-paid, overdue
  await oneTime('Sports', 1500, '2026-06-01'); // cancelled after it fell due
  await oneTime('Lab', 3000, TODAY); // due today
  await oneTime('Library', 2000, '2026-07-10'); // upcoming; paid ahead, then the payment reversed
  clock.set(at('2026-03-20'));
  await pay('Bus', 2500);
  clock.set(at('2026-05-20'));
  await pay('Tuition', 4000);
  clock.set(at('2026-06-01'));
  const ahead = await pay('Library', 500);
  clock.set(at('2026-06-05'));
  const sports = fees.Sports!;
  await send('DELETE', `student-fee/delete/${sports.feeId}/${batch}/${sports.startDate}`, admin);
  clock.set(at('2026-06-10'));
  await send('POST', `student/payment/reverse/${ahead}`, admin, { reason: 'Cheque bounced' });
  clock.set(at(TODAY));
  await t.settle();
}, 240_000);
afterAll(async () => t?.close());

/** What the definition says, worked by hand for TODAY. */
const EXPECTED = {
  year: { total: 10000 + 3000 + 2000 + 2500, paid: 4000 + 2500 },
  dueNow: 6000 + 3000 + 1200,
  overdue: 6000 + 1200,
  upcoming: 2000,
  earlierYears: 1200,
};

describe('one truth about what is owed', () => {
  for (const role of ['ADMIN', 'STUDENT', 'PARENT'] as const) {
    it(`${role}: the pending list, the overview, the balance and the transactions agree`, async () => {
      const who = await t.as(role);
      const pending = (await send('GET', `student/student-fee/${me}`, who)).data as {
        fees: { title: string };
        amount: number;
        status: string;
        standing: string;
        partPaid: boolean;
        daysOverdue: number;
      }[];
      const byFee = (name: string) => pending.find((p) => p.fees.title.startsWith(`${name} `));
      expect(pending).toHaveLength(4);
      expect(byFee('Exam 2025')).toMatchObject({ amount: 1200, status: 'PENDING', standing: 'OVERDUE', partPaid: false, daysOverdue: 187 });
      expect(byFee('Tuition')).toMatchObject({ amount: 6000, status: 'PARTIAL', standing: 'OVERDUE', partPaid: true, daysOverdue: 36 });
      expect(byFee('Lab')).toMatchObject({ amount: 3000, status: 'PENDING', standing: 'DUE', partPaid: false, daysOverdue: 0 });
      expect(byFee('Library')).toMatchObject({ amount: 2000, status: 'PENDING', standing: 'UPCOMING', partPaid: false });
      expect(byFee('Bus')).toBeUndefined();
      expect(byFee('Sports')).toBeUndefined();
      const sum = (pick: (p: (typeof pending)[number]) => boolean) => pending.filter(pick).reduce((s, p) => s + p.amount, 0);
      const listDueNow = sum((p) => p.standing === 'DUE' || p.standing === 'OVERDUE');
      const listOverdue = sum((p) => p.standing === 'OVERDUE');
      const listUpcoming = sum((p) => p.standing === 'UPCOMING');

      const overview = (await send('GET', `student/payment-overview/${me}`, who)).data;
      expect(overview).toMatchObject({
        totalYearlyFee: EXPECTED.year.total,
        amountPaid: EXPECTED.year.paid,
        amountToPaid: EXPECTED.year.total - EXPECTED.year.paid,
        dueNow: EXPECTED.dueNow,
        overdue: EXPECTED.overdue,
        upcoming: EXPECTED.upcoming,
        earlierYears: EXPECTED.earlierYears,
        year: '2026',
        today: TODAY,
      });
      expect(overview.dueNow).toBe(listDueNow);
      expect(overview.overdue).toBe(listOverdue);
      expect(overview.upcoming).toBe(listUpcoming);
      // The year adds up: paid + what of it is due now + what is still to come.
      expect(overview.totalYearlyFee).toBe(overview.amountPaid + overview.dueNow - overview.earlierYears + overview.upcoming);
      expect(overview.amountToPaid).toBe(overview.dueNow - overview.earlierYears + overview.upcoming);

      const balance = async (asOf?: string) =>
        (await send('GET', `student/balance/${me}${asOf ? `?asOf=${asOf}` : ''}`, who)).data as {
          balance: number;
          charged: number;
          paid: number;
          reversed: number;
          entries: { kind: string; amount: number; balanceAfter: number }[];
        };
      // Today's balance is what is due now; a charge counts from its due date, a payment made ahead from then too.
      expect((await balance()).balance).toBe(overview.dueNow);
      expect((await balance(TODAY)).balance).toBe(overview.dueNow);
      expect((await balance('2025-12-09')).balance).toBe(0);
      expect((await balance('2026-03-31')).balance).toBe(1200);
      expect((await balance('2026-04-01')).balance).toBe(1200);
      expect((await balance('2026-05-31')).balance).toBe(1200 + 6000);
      expect((await balance('2026-06-03')).balance).toBe(1200 + 6000 + 1500);
      expect((await balance('2026-06-14')).balance).toBe(1200 + 6000);
      const july = await balance('2026-07-10');
      expect(july).toMatchObject({ balance: overview.dueNow + 2000, paid: 2500 + 4000 + 500, reversed: 500 });
      expect(july.entries.at(-1)).toMatchObject({ kind: 'REVERSAL', amount: 500, balanceAfter: overview.dueNow + 2000 });
      expect(july.entries.map((e) => e.balanceAfter).at(-1)).toBe(july.balance);

      const tx = (await send('GET', `student/transaction/${me}?perPage=50`, who)).data as { amount: number; status: string }[];
      const settled = tx.filter((p) => p.status === 'SUCCESSFUL').reduce((s, p) => s + p.amount, 0);
      expect(settled).toBe(overview.amountPaid);
      expect(tx.filter((p) => p.status === 'REVERSED').map((p) => p.amount)).toEqual([500]);
    });
  }

  it('the fee detail pages say the same of the student, charge by charge', async () => {
    const row = async (name: string) => {
      const d = (await send('GET', `student-fee/detail/${fees[name]!.assignment}`, admin)).data;
      return d.studentsList.find((s: { student: { _id: string } }) => s.student._id === me);
    };
    const tuition = await row('Tuition');
    expect(tuition).toMatchObject({ due: 6000, dueNow: 6000, overdue: 6000, standing: 'OVERDUE', partPaid: true, daysOverdue: 36 });
    expect(tuition.charges[0]).toMatchObject({ due: 6000, status: 'PARTIAL', standing: 'OVERDUE', partPaid: true, daysOverdue: 36 });
    expect(await row('Lab')).toMatchObject({ dueNow: 3000, overdue: 0, standing: 'DUE', partPaid: false });
    expect(await row('Library')).toMatchObject({ due: 2000, dueNow: 0, overdue: 0, standing: 'UPCOMING' });
    expect(await row('Bus')).toMatchObject({ due: 0, dueNow: 0, standing: 'PAID', status: 'PAID' });
    expect(await row('Exam 2025')).toMatchObject({ dueNow: 1200, overdue: 1200, standing: 'OVERDUE', daysOverdue: 187 });
    const cancelled = await t.inject({ method: 'GET', url: `/api/v1/student-fee/detail/${fees.Sports!.assignment}`, headers: admin });
    expect(cancelled.statusCode).toBe(404);
    const names = ['Tuition', 'Lab', 'Library', 'Bus', 'Exam 2025'];
    const dueNow = (await Promise.all(names.map(row))).reduce((s, r) => s + r.dueNow, 0);
    expect(dueNow).toBe(EXPECTED.dueNow);
  });

  it("the payment dashboard and the admin dashboard show the students' figures summed", async () => {
    const overview = (await send('GET', `student/payment-overview/${me}`, admin)).data;
    const board = (await send('GET', 'dashboard/payment/overview?from=2026-01&to=2026-06', admin)).data;
    expect(board.totals).toMatchObject({
      overdue: overview.overdue,
      dueNow: overview.dueNow,
      upcoming: overview.upcoming,
      // Left to pay on charges due by the end of June: the balance of 30 June.
      outstanding: (await send('GET', `student/balance/${me}?asOf=2026-06-30`, admin)).data.balance,
      collected: 2500 + 4000 + 500,
      reversed: 500,
    });
    expect(board.totals.netCollected).toBe(overview.amountPaid);
    const stat = (await send('GET', 'dashboard/admin/dashboard-stat', admin)).data;
    expect(stat).toMatchObject({ feesDueNow: overview.dueNow, feesOverdue: overview.overdue, totalRevenue: overview.amountPaid });
    // Tomorrow the charge due today is overdue everywhere at once.
    clock.set(at('2026-06-16'));
    try {
      const next = (await send('GET', `student/payment-overview/${me}`, admin)).data;
      expect(next).toMatchObject({ dueNow: EXPECTED.dueNow, overdue: EXPECTED.overdue + 3000 });
      expect((await send('GET', 'dashboard/payment/overview', admin)).data.totals.overdue).toBe(next.overdue);
      expect((await send('GET', 'dashboard/admin/dashboard-stat', admin)).data.feesOverdue).toBe(next.overdue);
      const lab = (await send('GET', `student/student-fee/${me}`, await t.as('PARENT'))).data.find((p: { fees: { title: string } }) =>
        p.fees.title.startsWith('Lab '),
      );
      expect(lab).toMatchObject({ status: 'PENDING', standing: 'OVERDUE', daysOverdue: 1 });
    } finally {
      clock.set(at(TODAY));
    }
  });

  it('a parent or student cannot read the dashboards; staff without the payment module see no fee figures', async () => {
    for (const role of ['STUDENT', 'PARENT'] as const) {
      expect((await t.as(role).get('dashboard/payment/overview')).statusCode).toBe(403);
      expect((await t.as(role).get('dashboard/admin/dashboard-stat')).statusCode).toBe(403);
    }
    for (const role of ['MANAGER', 'STAFF'] as const) {
      const stat = await t.as(role).get('dashboard/admin/dashboard-stat');
      expect(stat.statusCode).toBe(200);
      expect(stat.json().data).not.toHaveProperty('feesDueNow');
      expect(stat.json().data).not.toHaveProperty('feesOverdue');
    }
  });
});
