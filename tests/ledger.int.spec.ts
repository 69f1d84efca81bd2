import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventToAppend } from '@school/contracts';
import { startTestApp, type TestApp } from './support/harness.js';

/**
 * The ledger posts payments on its own: a fee collected is a CREDIT, a staff payment a DEBIT, and reversals post the
 * opposite row. These tests append the payment events as their modules record them and read the finance list and the
 * admin dashboard's revenue back.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const meta = (school: 'a' | 'b' = 'a') => ({
  actorId: (school === 'a' ? t.schoolA : t.schoolB).users.get('ADMIN')!,
  actorRole: 'ADMIN' as const,
  instituteId: (school === 'a' ? t.schoolA : t.schoolB).instituteId,
  occurredAt: new Date().toISOString(),
  correlationId: randomUUID(),
  causationId: randomUUID(),
});
const append = (stream: string, type: string, data: unknown, school: 'a' | 'b' = 'a') =>
  t.rt.store.append(stream, 'any', [{ type, data, eventId: randomUUID(), metadata: meta(school) } as EventToAppend]);

type Entry = { _id: string; title: string; financeType: string; amount: number; source: string; sourceId?: string; partyName?: string };
const ledger = async (query = '', headers = admin) => {
  await t.settle();
  const r = await t.inject({ method: 'GET', url: `/api/v1/finance?perPage=50${query}`, headers });
  expect(r.statusCode).toBe(200);
  return (r.json() as { data: Entry[] }).data;
};
const revenue = async () => {
  await t.settle();
  const r = await t.inject({ method: 'GET', url: '/api/v1/dashboard/admin/dashboard-stat', headers: admin });
  return (r.json() as { data: { totalRevenue: number } }).data.totalRevenue;
};

describe('the ledger', () => {
  it('posts a CREDIT for a fee collected and a DEBIT for its reversal; revenue follows both', async () => {
    const before = await revenue();
    const paymentId = randomUUID();
    const studentId = t.schoolA.users.get('STUDENT')!;
    await append(`studentCharge-${randomUUID()}`, 'StudentFeePaid', {
      paymentId,
      chargeId: 'c1',
      assignmentId: 'a1',
      studentId,
      feeTitle: 'Tuition',
      amount: 1500,
      paymentMode: 'CASH',
      receiptNo: 'RCPT-1',
    });
    const rows = (await ledger()).filter((e) => e.sourceId === paymentId);
    expect(rows).toMatchObject([{ financeType: 'CREDIT', amount: 1500, source: 'FEE_PAYMENT', title: 'Fee collected: Tuition (RCPT-1)' }]);
    expect(rows[0]!.partyName).toBeTruthy();
    expect(await revenue()).toBe(before + 1500);

    await append(`studentCharge-${randomUUID()}`, 'StudentFeePaymentReversed', {
      paymentId,
      chargeId: 'c1',
      studentId,
      amount: 1500,
      reason: 'Cheque bounced',
    });
    const after = (await ledger()).filter((e) => e.sourceId === paymentId);
    expect(after.map((e) => [e.source, e.financeType])).toEqual(
      expect.arrayContaining([
        ['FEE_PAYMENT', 'CREDIT'],
        ['FEE_REVERSAL', 'DEBIT'],
      ]),
    );
    expect(await revenue()).toBe(before);
  });

  it('posts a DEBIT for a staff payment, which is not revenue, and refuses to delete a posted row', async () => {
    const before = await revenue();
    const paymentId = randomUUID();
    await append(`staffPayment-${paymentId}`, 'StaffPaymentRecorded', {
      paymentId,
      staffId: t.schoolA.users.get('TEACHER')!,
      paymentType: 'SALARY',
      paymentMethod: 'ONLINE',
      paymentStatus: 'SUCCESSFUL',
      paymentMonth: '2026-10-01T00:00:00.000Z',
      amount: 42000,
    });
    const [row] = (await ledger('&source=POSTED')).filter((e) => e.sourceId === paymentId);
    expect(row).toMatchObject({ financeType: 'DEBIT', amount: 42000, source: 'STAFF_PAYMENT', title: 'Salary, October 2026' });
    expect(await revenue()).toBe(before);
    const del = await t.inject({ method: 'DELETE', url: `/api/v1/finance/delete/${encodeURIComponent(row!._id)}`, headers: admin });
    expect(del.statusCode).toBe(404);
    expect((await ledger()).some((e) => e._id === row!._id)).toBe(true);
    expect((await ledger('&source=MANUAL')).some((e) => e._id === row!._id)).toBe(false);
  });

  it('applying a payment event twice posts one row, and another institute sees none of it', async () => {
    const paymentId = randomUUID();
    const event = {
      type: 'StudentFeePaid',
      data: {
        paymentId,
        chargeId: 'c2',
        assignmentId: 'a2',
        studentId: t.schoolA.users.get('STUDENT')!,
        feeTitle: 'Exam fee',
        amount: 300,
        paymentMode: 'ONLINE',
      },
      eventId: randomUUID(),
      metadata: meta(),
    } as EventToAppend;
    await t.rt.store.append(`studentCharge-${randomUUID()}`, 'any', [event]);
    await t.rt.store.append(`studentCharge-${randomUUID()}`, 'any', [{ ...event, eventId: randomUUID() }]);
    expect((await ledger()).filter((e) => e.sourceId === paymentId)).toHaveLength(1);
    const other = await ledger('', await t.as('ADMIN', 'b'));
    expect(other.some((e) => e.sourceId === paymentId)).toBe(false);
  });

  it('posts a sandbox payment as a TEST_FEE_PAYMENT, titled so, and its reversal as TEST_FEE_REVERSAL; revenue counts neither', async () => {
    const before = await revenue();
    const studentId = t.schoolA.users.get('STUDENT')!;
    const flagged = randomUUID();
    const older = randomUUID(); // recorded before the test flag existed: the sandbox provider alone marks it
    await append(`studentCharge-${randomUUID()}`, 'StudentFeePaid', {
      paymentId: flagged,
      chargeId: 'c3',
      assignmentId: 'a3',
      studentId,
      feeTitle: 'Lab fee',
      amount: 800,
      paymentMode: 'ONLINE',
      provider: 'sandbox',
      receiptNo: 'RCPT-3',
      test: true,
    });
    await append(`studentCharge-${randomUUID()}`, 'StudentFeePaid', {
      paymentId: older,
      chargeId: 'c4',
      assignmentId: 'a4',
      studentId,
      feeTitle: 'Bus fee',
      amount: 200,
      paymentMode: 'ONLINE',
      provider: 'sandbox',
      receiptNo: 'RCPT-4',
    });
    const rows = await ledger();
    expect(rows.filter((e) => e.sourceId === flagged)).toMatchObject([
      { financeType: 'CREDIT', amount: 800, source: 'TEST_FEE_PAYMENT', title: 'TEST PAYMENT — Fee collected: Lab fee (RCPT-3)' },
    ]);
    expect(rows.filter((e) => e.sourceId === older)).toMatchObject([
      { source: 'TEST_FEE_PAYMENT', title: 'TEST PAYMENT — Fee collected: Bus fee (RCPT-4)' },
    ]);
    expect(await revenue()).toBe(before);
    // A reversal that does not say it was a test (older events) is known by the row its payment posted.
    await append(`studentCharge-${randomUUID()}`, 'StudentFeePaymentReversed', {
      paymentId: older,
      chargeId: 'c4',
      studentId,
      amount: 200,
      reason: 'Trial',
    });
    expect((await ledger()).filter((e) => e.sourceId === older).map((e) => [e.source, e.financeType, e.title])).toEqual(
      expect.arrayContaining([
        ['TEST_FEE_PAYMENT', 'CREDIT', 'TEST PAYMENT — Fee collected: Bus fee (RCPT-4)'],
        ['TEST_FEE_REVERSAL', 'DEBIT', 'TEST PAYMENT — Fee payment reversed: Trial'],
      ]),
    );
    expect(await revenue()).toBe(before);
  });
});
