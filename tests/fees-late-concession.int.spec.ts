import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { raiseLateFees } from '../server/src/modules/student-fees/index.js';
import { scheduledJobs } from '../server/src/platform/queue/jobs.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

/** Late fees and concessions (issue 11, part 3) through the API. */
let t: TestApp;
let admin: Record<string, string>;
let w: ReturnType<typeof feeWorld>;
let me: string; // the seeded student of school a (linked to the seeded parent)
let other: string;
let batch: string;
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offset * 86_400_000));
const today = day(0);

type Charge = {
  _id: string;
  amount: number;
  paid: number;
  due: number;
  status: string;
  kind?: string;
  lateFeeOf?: string | null;
  grossAmount?: number;
  concession?: number;
  concessions?: {
    _id: string;
    kind: string;
    amount: number;
    percent: number | null;
    reason: string;
    grantedBy: string;
    revoked: boolean;
  }[];
};
type Detail = { lateFee: unknown; studentsList: { student: { _id: string }; amount: number; due: number; charges: Charge[] }[] };

const assign = (payload: object) => t.as('ADMIN').post('student-fee/create', { batch, feeType: 'ONETIME', ...payload });
const detail = async (id: string) => (await t.as('ADMIN').get(`student-fee/detail/${id}`)).json().data as Detail;
const chargesOf = (d: Detail, s: string) => d.studentsList.find((x) => x.student._id === s)?.charges ?? [];
const run = (body: object = {}, role: 'ADMIN' | 'SUPER_ADMIN' = 'ADMIN') => t.as(role).post('student-fee/late-fees/run', body);
const grant = (chargeId: string, body: object, role: Parameters<TestApp['as']>[0] = 'ADMIN', school: 'a' | 'b' = 'a') =>
  t.as(role, school).post(`student-fee/concession/${chargeId}`, body);

let exam: string; // PER_DAY ₹20 a day, cap ₹100, due 10 days ago, ₹1000
let lab: string; // FLAT ₹150, due 5 days ago, ₹800
let plain: string; // no late fee, due 10 days ago
beforeAll(async () => {
  // The job runs here when the tests say so; on its own schedule it would run soon after start (see runtime.ts).
  process.env.LATE_FEES_EVERY_MINUTES = '0';
  t = await startTestApp();
  delete process.env.LATE_FEES_EVERY_MINUTES;
  admin = await t.as('ADMIN');
  w = feeWorld(t, admin);
  batch = await w.batch('Late fee batch');
  me = t.schoolA.users.get('STUDENT')!;
  await w.enrol(me, batch);
  other = await w.student(batch, 'Punctual Student');
  const created = async (payload: object) => {
    const r = await assign(payload);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { _id: string; lateFee: unknown };
  };
  const e = await created({
    fees: await w.fee('Exam fee', 1000),
    amount: 1000,
    startDate: day(-40),
    endDate: day(-10),
    lateFeeType: 'PER_DAY',
    lateFeeAmount: 20,
    lateFeeCap: 100,
  });
  expect(e.lateFee).toEqual({ type: 'PER_DAY', amount: 20, cap: 100 });
  exam = e._id;
  lab = (
    await created({
      fees: await w.fee('Lab fee', 800),
      amount: 800,
      startDate: day(-30),
      endDate: day(-5),
      lateFeeType: 'FLAT',
      lateFeeAmount: 150,
    })
  )._id;
  plain = (await created({ fees: await w.fee('Sports fee', 300), amount: 300, startDate: day(-30), endDate: day(-10) }))._id;
  // The punctual student pays the lab fee in full: it never gets a late fee.
  const labOther = chargesOf(await detail(lab), other)[0]!;
  const paid = await t.as('ADMIN').post(`student/pay/${other}`, { paymentMode: 'CASH', studentFeesId: labOther._id, amount: 800 });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.settle();
}, 120_000);
afterAll(async () => t?.close());

describe('late-fee setting on Set Student Fees', () => {
  it('refuses an incomplete or inconsistent late fee, with clear messages', async () => {
    const base = { fees: await w.fee('Bus fee', 100), amount: 100, startDate: day(-3), endDate: day(20) };
    const error = async (extra: object) => (await assign({ ...base, ...extra })).json();
    expect(await error({ lateFeeType: 'PER_DAY', lateFeeAmount: 10 })).toEqual({ error: 'A late fee per day needs a cap.' });
    expect(await error({ lateFeeType: 'PER_DAY', lateFeeAmount: 10, lateFeeCap: 5 })).toEqual({
      error: 'The late fee cap must be at least the late fee of one day.',
    });
    expect(await error({ lateFeeType: 'FLAT', lateFeeAmount: 10, lateFeeCap: 50 })).toEqual({ error: 'A flat late fee has no cap.' });
    expect(await error({ lateFeeAmount: 10 })).toEqual({ error: 'Late fee type is required.' });
    expect(await error({ lateFeeType: 'FLAT' })).toEqual({ error: 'Late fee amount is required.' });
    expect((await assign({ ...base, lateFeeType: 'WEEKLY', lateFeeAmount: 1 })).statusCode).toBe(400);
    expect((await assign({ ...base, lateFeeType: 'FLAT', lateFeeAmount: -5 })).statusCode).toBe(400);
    expect(
      (await t.as('ADMIN').get('student-fee?perPage=50&pageNo=1'))
        .json()
        .data.some((r: { fees: { title: string } }) => r.fees.title.startsWith('Bus fee')),
    ).toBe(false);
  });
});

describe('the late-fee job', () => {
  it('raises a late fee as a charge of its own, grows a per-day one up to its cap, and is idempotent', async () => {
    // As of 7 days ago: the exam fee was 3 days overdue (₹60) for both students, the lab fee not yet due.
    const first = await run({ asOf: day(-7) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ asOf: day(-7), raised: 2, increased: 0 });
    const examLate = () => chargesOf(latestExam, me).find((c) => c.kind === 'LATE_FEE');
    let latestExam = await detail(exam);
    expect(examLate()).toMatchObject({ amount: 60, grossAmount: 60, status: 'PENDING' });
    // Today: 10 days overdue caps at ₹100 (grown by a new event); the lab fee gets its flat ₹150, except for the one who paid.
    const second = (await run({})).json().data;
    expect(second).toMatchObject({ asOf: today, raised: 1, increased: 2 });
    expect((await run({})).json().data).toMatchObject({ raised: 0, increased: 0 });
    await t.settle();
    latestExam = await detail(exam);
    const examCharge = chargesOf(latestExam, me).find((c) => c.kind === 'CHARGE')!;
    expect(examLate()).toMatchObject({ amount: 100, grossAmount: 100, due: 100, lateFeeOf: examCharge._id });
    expect(chargesOf(latestExam, me).find((c) => c.kind === 'CHARGE')).toMatchObject({ amount: 1000 });
    const labRows = await detail(lab);
    expect(
      chargesOf(labRows, me)
        .filter((c) => c.kind === 'LATE_FEE')
        .map((c) => c.amount),
    ).toEqual([150]);
    expect(chargesOf(labRows, other).filter((c) => c.kind === 'LATE_FEE')).toEqual([]);
    expect(chargesOf(await detail(plain), me).filter((c) => c.kind === 'LATE_FEE')).toEqual([]);
    // The job as the schedule runs it (every institute) adds nothing more today.
    expect(await raiseLateFees(t.rt, { today })).toMatchObject({ raised: 0, increased: 0 });
    // The parent sees the late fees among what is pending, labelled, and their history says why.
    const pending = (await t.as('PARENT').get(`student/student-fee/${me}`)).json().data as {
      fees: { title: string };
      kind: string;
      amount: number;
    }[];
    expect(
      pending
        .filter((p) => p.kind === 'LATE_FEE')
        .map((p) => [p.fees.title.replace(/ \d+$/, ''), p.amount])
        .sort(),
    ).toEqual([
      ['Late fee: Exam fee', 100],
      ['Late fee: Lab fee', 150],
    ]);
    const history = (await t.as('ADMIN').get(`student-fee/history/charge/${examLate()!._id}`)).json().data as {
      summary: string;
      amount: number;
    }[];
    expect(history.map((h) => [h.summary, h.amount])).toEqual([
      [expect.stringContaining('raised: the fee was not paid by its due date'), 60],
      [`Late fee grew: 10 days overdue on ${today}`, 40],
    ]);
  });

  it('is scheduled wherever jobs run, every LATE_FEES_EVERY_MINUTES (0: off)', () => {
    const every = new Map(scheduledJobs()).get('student-fees.late-fees')?.everyMs;
    expect(typeof every).toBe('function');
    const of = every as (c: typeof t.rt.config) => number;
    expect(of({ ...t.rt.config, lateFeesEveryMinutes: 60 })).toBe(3_600_000);
    expect(of({ ...t.rt.config, lateFeesEveryMinutes: 0 })).toBe(0);
  });

  it('is an administrator’s to run, never for a day ahead', async () => {
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as const) {
      expect((await t.as(role).post('student-fee/late-fees/run', {})).statusCode, role).toBe(403);
    }
    expect((await run({ asOf: day(2) })).json()).toEqual({ error: 'asOf must not be after today.' });
    expect((await run({ asOf: 'soon' })).statusCode).toBe(400);
    expect((await run({}, 'SUPER_ADMIN')).statusCode).toBe(200);
  });
});

describe('concessions and scholarships', () => {
  let examCharge: Charge;
  beforeAll(async () => {
    examCharge = chargesOf(await detail(exam), me).find((c) => c.kind === 'CHARGE')!;
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const id = examCharge._id;
    expect((await grant(id, { kind: 'SCHOLARSHIP', reason: 'Merit' })).json()).toEqual({
      error: 'Give either an amount or a percent, not both.',
    });
    expect((await grant(id, { kind: 'SCHOLARSHIP', amount: 10, percent: 10, reason: 'Merit' })).statusCode).toBe(400);
    expect((await grant(id, { kind: 'SCHOLARSHIP', percent: 0, reason: 'Merit' })).statusCode).toBe(400);
    expect((await grant(id, { kind: 'SCHOLARSHIP', percent: 101, reason: 'Merit' })).statusCode).toBe(400);
    expect((await grant(id, { kind: 'GIFT', amount: 10, reason: 'Merit' })).statusCode).toBe(400);
    expect((await grant(id, { kind: 'CONCESSION', amount: 10 })).json()).toEqual({ error: 'Reason is required.' });
    expect((await grant(id, { kind: 'CONCESSION', amount: 10, reason: '   ' })).json()).toEqual({ error: 'Reason is required.' });
    expect((await grant(id, { kind: 'CONCESSION', amount: 1000.01, reason: 'Too much' })).statusCode).toBe(409);
    expect((await grant('no-such-charge', { kind: 'CONCESSION', amount: 10, reason: 'x' })).statusCode).toBe(404);
    // Only an administrator of the charge's own institute.
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as const) {
      expect((await grant(id, { kind: 'CONCESSION', amount: 10, reason: 'x' }, role)).statusCode, role).toBe(403);
    }
    expect((await grant(id, { kind: 'CONCESSION', amount: 10, reason: 'x' }, 'ADMIN', 'b')).statusCode).toBe(404);
    // A fully paid charge cannot be lowered.
    const labOther = chargesOf(await detail(lab), other).find((c) => c.kind === 'CHARGE')!;
    expect((await grant(labOther._id, { kind: 'CONCESSION', amount: 10, reason: 'x' })).json()).toEqual({
      error: 'This fee is already paid in full: a concession cannot lower it.',
    });
    await t.settle();
    expect(chargesOf(await detail(exam), me).find((c) => c._id === id)).toMatchObject({ amount: 1000, concession: 0, concessions: [] });
  });

  it('lowers the charge by a percent, shows in history, pending, balance and totals; revoking restores it', async () => {
    const id = examCharge._id;
    const balanceBefore = (await t.as('PARENT').get(`student/balance/${me}`)).json().data as { balance: number };
    const r = await grant(id, { kind: 'SCHOLARSHIP', percent: 25, reason: 'Merit scholarship, term 1' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      message: 'Scholarship granted successfully',
      data: { _id: id, chargeId: id, grossAmount: 1000, concession: 250, amount: 750, paid: 0, due: 750 },
    });
    const at = r.headers['x-position'] as string;
    // The parent's page: the lowered amount, with gross and concession.
    const pending = (await t.as('PARENT').get(`student/student-fee/${me}`, { at })).json().data as { _id: string }[];
    expect(pending.find((p) => p._id === id)).toMatchObject({
      amount: 750,
      totalAmount: 750,
      grossAmount: 1000,
      concession: 250,
      kind: 'CHARGE',
    });
    // The History drawer: who, why, how much.
    const history = (await t.as('ADMIN').get(`student-fee/history/charge/${id}`)).json().data as {
      summary: string;
      reason?: string;
      amount?: number;
      actor: { role: string };
    }[];
    expect(history.at(-1)).toMatchObject({
      summary: 'Scholarship granted (25%)',
      reason: 'Merit scholarship, term 1',
      amount: 250,
      actor: { role: 'ADMIN' },
    });
    // The student's ledger (balance) and the fee's totals follow.
    const balance = (await t.as('PARENT').get(`student/balance/${me}`, { at })).json().data as {
      balance: number;
      concessions: number;
      entries: { kind: string; amount: number }[];
    };
    expect(balance.balance).toBe(balanceBefore.balance - 250);
    expect(balance.concessions).toBe(250);
    expect(balance.entries.filter((e) => e.kind === 'CONCESSION').map((e) => e.amount)).toEqual([250]);
    const d = await detail(exam);
    const row = chargesOf(d, me).find((c) => c._id === id)!;
    expect(row).toMatchObject({ grossAmount: 1000, concession: 250, amount: 750 });
    expect(row.concessions).toMatchObject([
      { kind: 'SCHOLARSHIP', amount: 250, percent: 25, reason: 'Merit scholarship, term 1', revoked: false },
    ]);
    expect(row.concessions![0]!.grantedBy).not.toBe('');
    const list = (await t.as('ADMIN').get('student-fee?perPage=50&pageNo=1')).json().data as { _id: string; totalAmountDue: number }[];
    // 750 + the ₹100 late fee for me, 1000 + 100 for the other student (who paid nothing on the exam fee).
    expect(list.find((x) => x._id === exam)!.totalAmountDue).toBe(750 + 100 + 1000 + 100);
    const dash = await sql<{ amount: string }>`select amount from dashboard_payment_charge where id = ${id}`.execute(t.database.db);
    expect(Number(dash.rows[0]!.amount)).toBe(750);

    // Revoked, with a reason: the charge owes ₹1000 again; revoking twice is refused.
    const concessionId = row.concessions![0]!._id;
    const revoke = (body: object) => t.as('ADMIN').post(`student-fee/concession/${id}/revoke/${concessionId}`, body);
    expect((await revoke({})).json()).toEqual({ error: 'Reason is required.' });
    expect((await t.as('MANAGER').post(`student-fee/concession/${id}/revoke/${concessionId}`, { reason: 'x' })).statusCode).toBe(403);
    const back = await revoke({ reason: 'Scholarship conditions not met' });
    expect(back.json().data).toMatchObject({ amount: 1000, concession: 0, due: 1000 });
    expect((await revoke({ reason: 'again' })).json()).toEqual({ error: 'This concession is already revoked.' });
    expect((await t.as('ADMIN').post(`student-fee/concession/${id}/revoke/nope`, { reason: 'x' })).statusCode).toBe(404);
    await t.settle();
    expect(chargesOf(await detail(exam), me).find((c) => c._id === id)).toMatchObject({ amount: 1000, concession: 0 });
    const h2 = (await t.as('ADMIN').get(`student-fee/history/charge/${id}`)).json().data as { summary: string; reason?: string }[];
    expect(h2.at(-1)).toMatchObject({ summary: 'Concession revoked', reason: 'Scholarship conditions not met' });
  });

  it('never takes a charge below what was already paid; a concession moves no money in the ledger', async () => {
    const id = examCharge._id;
    const ledgerBefore = await sql<{ n: number }>`select count(*)::int as n from finance_entry`.execute(t.database.db);
    const paid = await t.as('ADMIN').post(`student/pay/${me}`, { paymentMode: 'CASH', studentFeesId: id, amount: 600 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await grant(id, { kind: 'CONCESSION', amount: 500, reason: 'Sibling' })).json()).toEqual({
      error: 'The concession (₹500) is more than what is left to pay (₹400): a fee cannot go below what was already paid.',
    });
    const ok = await grant(id, { kind: 'CONCESSION', amount: 400, reason: 'Sibling concession' });
    expect(ok.json()).toMatchObject({ message: 'Concession granted successfully', data: { amount: 600, paid: 600, due: 0 } });
    await t.settle();
    expect(chargesOf(await detail(exam), me).find((c) => c._id === id)).toMatchObject({ status: 'PAID', amount: 600, concession: 400 });
    // The cash book has the ₹600 payment only.
    const ledgerAfter = await sql<{ n: number }>`select count(*)::int as n from finance_entry`.execute(t.database.db);
    expect(ledgerAfter.rows[0]!.n - ledgerBefore.rows[0]!.n).toBe(1);
    // Paid in full now: no more concessions, and it gets no late fee growth beyond what it has.
    expect((await grant(id, { kind: 'CONCESSION', amount: 1, reason: 'x' })).statusCode).toBe(409);
  });

  it('waives a late fee: the late fee stops growing', async () => {
    const late = chargesOf(await detail(exam), me).find((c) => c.kind === 'LATE_FEE')!;
    const r = await grant(late._id, { kind: 'CONCESSION', percent: 100, reason: 'Late fee waived: medical leave' });
    expect(r.json().data).toMatchObject({ amount: 0, due: 0 });
    expect((await run({})).json().data).toMatchObject({ raised: 0, increased: 0 });
  });
});
