import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../server/src/platform/payments/index.js';
import { studentChargeDecider, studentChargeStream } from '../server/src/modules/student-fees/index.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

let t: TestApp;
let admin: Record<string, string>;
let w: ReturnType<typeof feeWorld>;
let me: string; // the seeded student of school a (linked to the seeded parent)
let other: string; // another student of the same batch
let exam: { mine: string; other: string }; // ONETIME 1000 charges
let tuition: string[]; // RECURRING monthly charges of the seeded student
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  w = feeWorld(t, admin);
  const batch = await w.batch('Pay batch');
  me = t.schoolA.users.get('STUDENT')!;
  await w.enrol(me, batch);
  other = await w.student(batch, 'Other Student');
  const year = new Date().getFullYear();
  const examFee = await w.fee('Exam fee', 1000);
  const a = await t.inject({
    method: 'POST',
    url: '/api/v1/student-fee/create',
    headers: admin,
    payload: { fees: examFee, batch, amount: 1000, feeType: 'ONETIME', startDate: `${year}-03-01`, endDate: `${year}-03-31` },
  });
  const tuitionFee = await w.fee('Tuition fee', 500);
  const b = await t.inject({
    method: 'POST',
    url: '/api/v1/student-fee/create',
    headers: admin,
    payload: {
      fees: tuitionFee,
      batch,
      amount: 500,
      feeType: 'RECURRING',
      startDate: `${year}-01-01`,
      endDate: `${year}-03-31`,
      dueDay: 5,
    },
  });
  const detail = async (id: string) =>
    (await t.inject({ method: 'GET', url: `/api/v1/student-fee/detail/${id}`, headers: admin })).json().data;
  const da = await detail(a.json().data._id);
  const db = await detail(b.json().data._id);
  const of = (d: { studentsList: { student: { _id: string }; charges: { _id: string }[] }[] }, s: string) =>
    d.studentsList.find((x) => x.student._id === s)!.charges.map((c) => c._id);
  exam = { mine: of(da, me)[0]!, other: of(da, other)[0]! };
  tuition = of(db, me);
});
afterAll(async () => t?.close());

const pay = (studentId: string, payload: object, headers = admin, extra: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/api/v1/student/pay/${studentId}`, headers: { ...headers, ...extra }, payload });
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

describe('POST student/pay/:studentId', () => {
  it("says the spec's messages and applies the payment-mode role rules", async () => {
    const full = { paymentMode: 'CASH', studentFeesId: tuition[0], amount: 100 };
    const without = (k: string) => Object.fromEntries(Object.entries(full).filter(([key]) => key !== k));
    expect((await pay(me, without('paymentMode'))).json()).toEqual({ error: 'Mode of payment is required.' });
    expect((await pay(me, without('studentFeesId'))).json()).toEqual({ error: ' Name Of Fee is required.' });
    expect((await pay(me, without('amount'))).json()).toEqual({ error: 'Amount is required.' });
    const student = await t.as('STUDENT');
    const parent = await t.as('PARENT');
    const cashByStudent = await pay(me, full, student);
    expect(cashByStudent.statusCode).toBe(400);
    expect(cashByStudent.json()).toEqual({ error: 'Only online payment is allowed' });
    expect((await pay(me, full, parent)).json()).toEqual({ error: 'Only online payment is allowed' });
    // Not their own: refused before anything else.
    expect((await pay(other, { ...full, studentFeesId: exam.other, paymentMode: 'ONLINE' }, student)).statusCode).toBe(403);
    expect((await pay(other, { ...full, studentFeesId: exam.other, paymentMode: 'ONLINE' }, parent)).statusCode).toBe(403);
    expect((await pay(me, full, await t.as('TEACHER'))).statusCode).toBe(403);
    // Another institute: the student is not found there.
    expect((await pay(me, full, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    // A charge of another student named under this one is not found.
    expect((await pay(me, { ...full, studentFeesId: exam.other })).json()).toEqual({ error: 'Fee not found.' });
    // Nothing was recorded by any of these.
    const tx = await t.as('ADMIN').get(`student/transaction/${me}`);
    expect(tx.json().totalCount).toBe(0);
  });

  it('records cash by staff at once with a receipt number; refuses more than the due', async () => {
    const r = await pay(me, { paymentMode: 'CASH', studentFeesId: tuition[0], amount: 200 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Payment Successful');
    expect(r.json().data).toMatchObject({
      amount: 200,
      paymentMode: 'CASH',
      paymentType: 'CASH',
      status: 'SUCCESSFUL',
      chargeId: tuition[0],
      studentId: me,
      fees: { title: expect.stringMatching(/^Tuition fee/) },
    });
    expect(r.json().data.receiptNo).toMatch(/^RCPT-\d{8}-[0-9A-F]{8}$/);
    const over = await pay(me, { paymentMode: 'CASH', studentFeesId: tuition[0], amount: 300.01 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'Amount is more than the fee due (₹300).' });
    const rest = await pay(me, { paymentMode: 'CASH', studentFeesId: tuition[0], amount: 300 }, await t.as('MANAGER'));
    // A manager needs the payment module granted: without it, refused.
    expect(rest.statusCode).toBe(403);
    const done = await pay(me, { paymentMode: 'CASH', studentFeesId: tuition[0], amount: 300 });
    expect(done.statusCode).toBe(200);
    expect((await pay(me, { paymentMode: 'CASH', studentFeesId: tuition[0], amount: 1 })).json()).toEqual({
      error: 'This fee is already paid.',
    });
    // Pending: the first month is gone, the others remain with their due.
    const pending = await t.as('STUDENT').get(`student/student-fee/${me}`, { at: pos(done) });
    expect(pending.statusCode, pending.body).toBe(200);
    const ids = pending.json().data.map((c: { _id: string }) => c._id);
    expect(ids).not.toContain(tuition[0]);
    expect(ids).toEqual(expect.arrayContaining([tuition[1], tuition[2], exam.mine]));
    expect(pending.json().data.find((c: { _id: string }) => c._id === exam.mine)).toMatchObject({
      amount: 1000,
      totalAmount: 1000,
      paid: 0,
      status: 'PENDING',
    });
  });

  it('direct Update (status true): only an admin, only with fee removal on', async () => {
    const body = { paymentMode: 'CASH', studentFeesId: tuition[1], amount: 500, status: true };
    const settings = async () => (await t.as('STUDENT').get('payment/settings')).json().data;
    t.rt.config.feeRemoval = false;
    expect(await settings()).toEqual({ feeRemoval: false, online: true, test: true, provider: 'sandbox', keyId: 'sandbox' });
    expect((await pay(me, body)).statusCode).toBe(403);
    t.rt.config.feeRemoval = true;
    try {
      expect((await settings()).feeRemoval).toBe(true);
      expect((await pay(me, body, await t.as('SUPER_ADMIN'))).statusCode).toBe(403);
      expect((await pay(me, body, await t.as('STUDENT'))).statusCode).toBe(403);
      const r = await pay(me, body);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe('Payment Update Successful');
      expect(r.json().data).toMatchObject({ direct: true, amount: 500 });
    } finally {
      t.rt.config.feeRemoval = false;
    }
  });

  it('online: order, sandbox checkout, verify once; a bad signature records nothing; webhook repeats are harmless', async () => {
    const student = await t.as('STUDENT');
    await t.settle();
    const before = (await t.as('ADMIN').get(`student/transaction/${me}`)).json().totalCount as number;
    const o = await pay(me, { paymentMode: 'ONLINE', studentFeesId: exam.mine, amount: 600 }, student);
    expect(o.statusCode, o.body).toBe(200);
    expect(o.json().message).toBe('Payment order created');
    const order = o.json().data;
    expect(order).toMatchObject({
      provider: 'sandbox',
      keyId: 'sandbox',
      amount: 600,
      amountPaise: 60000,
      currency: 'INR',
      totalPayableAmount: 600,
      payId: exam.mine,
      studentId: me,
      paymentTitle: expect.stringMatching(/^Exam fee/),
    });
    expect(order.notes.timestamp).toMatch(/^\d{4}-/);
    // Another student may not complete this checkout; the parent of the student may.
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v1/payment/sandbox/checkout/${order.orderId}`,
          headers: await t.as('STUDENT', 'b'),
          payload: { outcome: 'success' },
        })
      ).statusCode,
    ).toBe(404);
    const checkout = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/checkout/${order.orderId}`,
      headers: await t.as('PARENT'),
      payload: { outcome: 'success' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const proof = checkout.json().data as { providerOrderId: string; providerPaymentId: string; signature: string };
    expect(proof.providerOrderId).toBe(order.providerOrderId);
    const verify = (payload: object) => t.inject({ method: 'POST', url: '/api/v1/student/pay/verify', headers: student, payload });
    const bad = await verify({
      orderId: order.orderId,
      ...proof,
      signature: proof.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Payment verification failed.' });
    await t.settle();
    expect((await t.as('ADMIN').get(`student/transaction/${me}`)).json().totalCount).toBe(before);
    const good = await verify({ orderId: order.orderId, ...proof });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().message).toBe('Payment Successful');
    const payment = good.json().data;
    expect(payment).toMatchObject({
      amount: 600,
      paymentMode: 'ONLINE',
      provider: 'sandbox',
      providerPaymentId: proof.providerPaymentId,
      status: 'SUCCESSFUL',
      test: true,
    });
    const again = await verify({ orderId: order.orderId, ...proof });
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(payment._id);
    // The provider's webhook for the same payment: acknowledged, nothing new.
    const hook = (t.rt.payments as SandboxProvider).webhookFor(proof);
    const send = (signature: string) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook/sandbox',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: hook.body,
      });
    expect((await send('0'.repeat(64))).statusCode).toBe(400);
    const h1 = await send(hook.signature);
    expect(h1.statusCode, h1.body).toBe(200);
    expect(h1.json().data).toEqual({ recorded: true, paymentId: payment._id });
    expect((await send(hook.signature)).json().data.paymentId).toBe(payment._id);
    await t.settle();
    const tx = (await t.as('ADMIN').get(`student/transaction/${me}`)).json();
    expect(tx.totalCount).toBe(before + 1);
    expect(tx.data[0]).toMatchObject({ _id: payment._id, paymentMode: 'ONLINE', amount: 600, test: true });
    expect(tx.data.filter((p: { paymentMode: string }) => p.paymentMode === 'CASH').every((p: { test: boolean }) => p.test === false)).toBe(
      true,
    );
    const events = await t.rt.store.readStream(studentChargeStream(exam.mine));
    expect(events.filter((e) => e.type === 'StudentFeePaid')).toHaveLength(1);
    // A declined checkout says so and marks the order failed.
    const o2 = await pay(me, { paymentMode: 'ONLINE', studentFeesId: exam.mine, amount: 400 }, student);
    const declined = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/checkout/${o2.json().data.orderId}`,
      headers: student,
      payload: { outcome: 'failure' },
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().error).toMatch(/declined/i);
    // An online order for more than the due is refused at once.
    expect((await pay(me, { paymentMode: 'ONLINE', studentFeesId: exam.mine, amount: 400.5 }, student)).json()).toEqual({
      error: 'Amount is more than the fee due (₹400).',
    });
  });

  it('a webhook alone records the payment (the browser never came back)', async () => {
    const o = await pay(other, { paymentMode: 'ONLINE', studentFeesId: exam.other, amount: 1000 });
    expect(o.statusCode, o.body).toBe(200);
    const proof = (t.rt.payments as SandboxProvider).complete(o.json().data.providerOrderId, 'success')!;
    const hook = (t.rt.payments as SandboxProvider).webhookFor(proof);
    await t.settle();
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature },
      payload: hook.body,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.recorded).toBe(true);
    // Then the browser's verify: the same payment.
    const v = await t.inject({
      method: 'POST',
      url: '/api/v1/student/pay/verify',
      headers: admin,
      payload: { orderId: o.json().data.orderId, ...proof },
    });
    expect(v.json().data._id).toBe(r.json().data.paymentId);
  });

  it('the same Idempotency-Key records once', async () => {
    const key = { 'idempotency-key': `pay-${Date.now()}` };
    const body = { paymentMode: 'CASH', studentFeesId: tuition[2], amount: 50 };
    const first = await pay(me, body, admin, key);
    const second = await pay(me, body, admin, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data._id).toBe(first.json().data._id);
    const events = await t.rt.store.readStream(studentChargeStream(tuition[2]!));
    expect(events.filter((e) => e.type === 'StudentFeePaid')).toHaveLength(1);
  });
});

describe('reads, reversal, receipt, balance', () => {
  it('overview and transactions add up; a student and parent see only their own', async () => {
    await t.settle();
    const year = new Date().getFullYear();
    const ov = await t.as('PARENT').get(`student/payment-overview/${me}`);
    expect(ov.statusCode, ov.body).toBe(200);
    // 3 × 500 tuition + 1000 exam; paid 500 + 500 (direct) + 50 + 600.
    expect(ov.json().data).toMatchObject({ totalYearlyFee: 2500, amountPaid: 1650, amountToPaid: 850, student: { _id: me } });
    expect(year).toBeGreaterThan(2000);
    const tx = await t.as('STUDENT').get(`student/transaction/${me}?perPage=2&pageNo=1`);
    expect(tx.json()).toMatchObject({ totalCount: 5, perPage: 2, pageNo: 1, isLastChunk: false });
    for (const url of [
      `student/payment-overview/${other}`,
      `student/transaction/${other}`,
      `student/student-fee/${other}`,
      `student/balance/${other}`,
    ]) {
      expect((await t.as('STUDENT').get(url)).statusCode, url).toBe(403);
      expect((await t.as('PARENT').get(url)).statusCode, url).toBe(403);
      expect((await t.as('TEACHER').get(url)).statusCode, url).toBe(403);
      expect((await t.as('ADMIN', 'b').get(url)).statusCode, url).toBe(404);
    }
  });

  it('reversal: admins only, with a reason, once; the due comes back and the transaction shows REVERSED', async () => {
    const tx = (await t.as('ADMIN').get(`student/transaction/${me}`)).json().data as {
      _id: string;
      amount: number;
      chargeId: string;
      paymentMode: string;
    }[];
    const online = tx.find((p) => p.paymentMode === 'ONLINE')!;
    const reverse = (payload: object, headers = admin) =>
      t.inject({ method: 'POST', url: `/api/v1/student/payment/reverse/${online._id}`, headers, payload });
    expect((await reverse({ reason: 'x' }, await t.as('MANAGER'))).statusCode).toBe(403);
    expect((await reverse({ reason: 'x' }, await t.as('STAFF'))).statusCode).toBe(403);
    expect((await reverse({ reason: 'x' }, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    expect((await reverse({})).json()).toEqual({ error: 'Reason is required.' });
    expect((await reverse({ reason: '   ' })).json()).toEqual({ error: 'Reason is required.' });
    const r = await reverse({ reason: 'Bank charged back' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Payment reversed successfully');
    expect(r.json().data).toMatchObject({ _id: online._id, status: 'REVERSED', reversal: { reason: 'Bank charged back' } });
    expect((await reverse({ reason: 'again' })).json()).toEqual({ error: 'This payment is already reversed.' });
    const after = (await t.as('ADMIN').get(`student/transaction/${me}`, { at: pos(r) }))
      .json()
      .data.find((p: { _id: string }) => p._id === online._id);
    expect(after).toMatchObject({ status: 'REVERSED', reversal: { reason: 'Bank charged back', by: t.schoolA.users.get('ADMIN') } });
    const pending = (await t.as('ADMIN').get(`student/student-fee/${me}`, { at: pos(r) }))
      .json()
      .data.find((c: { _id: string }) => c._id === online.chargeId);
    expect(pending).toMatchObject({ amount: 1000, paid: 0, status: 'PENDING' });
    const ov = (await t.as('ADMIN').get(`student/payment-overview/${me}`, { at: pos(r) })).json().data;
    expect(ov).toMatchObject({ amountPaid: 1050, amountToPaid: 1450 });
    // The history drawers.
    const h = await t.as('ADMIN').get(`student/payment/history/${online._id}`);
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json().data.map((e: { type: string }) => e.type)).toEqual(['StudentFeePaid', 'StudentFeePaymentReversed']);
    expect(h.json().data[1]).toMatchObject({ reason: 'Bank charged back', amount: 600, actor: { role: 'ADMIN' } });
    const ch = await t.as('ADMIN').get(`student-fee/history/charge/${online.chargeId}`);
    expect(ch.json().data.map((e: { type: string }) => e.type)).toEqual([
      'StudentChargeRaised',
      'StudentFeePaid',
      'StudentFeePaymentReversed',
    ]);
    expect((await t.as('ADMIN', 'b').get(`student-fee/history/charge/${online.chargeId}`)).statusCode).toBe(404);
  });

  it('receipt: a PDF named by its number, for staff and the student; not for another student', async () => {
    const tx = (await t.as('ADMIN').get(`student/transaction/${me}`)).json().data as { _id: string; receiptNo: string }[];
    const r = await t.as('STUDENT').get(`student/receipt/${tx[0]!._id}`);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/pdf/);
    expect(r.headers['content-disposition']).toBe(`inline; filename="receipt-${tx[0]!.receiptNo}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const otherPayment = (await t.as('ADMIN').get(`student/transaction/${other}`)).json().data[0]._id as string;
    expect((await t.as('STUDENT').get(`student/receipt/${otherPayment}`)).statusCode).toBe(403);
    expect((await t.as('ADMIN', 'b').get(`student/receipt/${otherPayment}`)).statusCode).toBe(404);
  });

  it('balance as of a day replays the charge streams up to the end of that day', async () => {
    // A charge raised, paid and reversed on past days (the decider takes its time from the command context).
    const chargeId = '00000000-0000-4000-8000-00000000b001';
    const ctx = (day: string) => ({
      actor: { userId: t.schoolA.users.get('ADMIN')!, role: 'ADMIN' as const },
      instituteId: t.schoolA.instituteId,
      correlationId: 'balance-test',
      now: new Date(`${day}T10:00:00+05:30`),
    });
    const stream = studentChargeStream(chargeId);
    await t.rt.commands.handle(
      studentChargeDecider,
      stream,
      {
        type: 'RaiseStudentCharge',
        data: {
          chargeId,
          assignmentId: 'past',
          feeId: 'f',
          feeTitle: 'Old fee',
          studentId: me,
          batchId: 'b',
          amount: 700,
          periodStart: '2024-01-01',
          periodEnd: '2024-01-31',
          dueDate: '2024-01-10',
        },
      },
      ctx('2024-01-01'),
    );
    await t.rt.commands.handle(
      studentChargeDecider,
      stream,
      {
        type: 'PayStudentCharge',
        data: { paymentId: 'p-old', chargeId, studentId: me, amount: 300, paymentMode: 'CASH', receiptNo: 'RCPT-20240115-OLD' },
      },
      ctx('2024-01-15'),
    );
    await t.rt.commands.handle(
      studentChargeDecider,
      stream,
      { type: 'ReverseStudentPayment', data: { paymentId: 'p-old', reason: 'Cheque bounced' } },
      ctx('2024-02-01'),
    );
    await t.settle();
    const bal = async (asOf: string) => (await t.as('PARENT').get(`student/balance/${me}?asOf=${asOf}`)).json().data;
    expect(await bal('2023-12-31')).toMatchObject({ charged: 0, paid: 0, reversed: 0, balance: 0, entries: [] });
    // Raised on 1 January, the charge counts from its due date (10 January), not from the day it was raised.
    expect(await bal('2024-01-01')).toMatchObject({ charged: 0, paid: 0, balance: 0, entries: [] });
    expect(await bal('2024-01-09')).toMatchObject({ charged: 0, balance: 0 });
    expect(await bal('2024-01-10')).toMatchObject({ charged: 700, paid: 0, balance: 700 });
    const mid = await bal('2024-01-31');
    expect(mid).toMatchObject({ charged: 700, paid: 300, reversed: 0, balance: 400 });
    expect(mid.entries.map((e: { kind: string; balanceAfter: number }) => [e.kind, e.balanceAfter])).toEqual([
      ['CHARGE', 700],
      ['PAYMENT', 400],
    ]);
    const later = await bal('2024-02-01');
    expect(later).toMatchObject({ charged: 700, paid: 300, reversed: 300, balance: 700 });
    expect(later.entries[2]).toMatchObject({ kind: 'REVERSAL', title: 'Cheque bounced', amount: 300, balanceAfter: 700 });
    const now = await bal(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    expect(now.charged).toBe(700 + 2500);
    expect((await t.as('ADMIN').get(`student/balance/${me}?asOf=yesterday`)).statusCode).toBe(400);
  });
});
