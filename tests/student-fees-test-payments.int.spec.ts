import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../server/src/platform/pdf/pdf-text.test-util.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

/**
 * PAYMENT_PROVIDER=sandbox (the harness): a student pays without money through student/pay → payment/sandbox/checkout →
 * student/pay/verify, the fee is paid, and the payment is marked as a test payment everywhere it shows: the transaction
 * row, the receipt, the ledger (kept out of revenue) and the payment dashboard (counted apart).
 */
let t: TestApp;
let admin: Record<string, string>;
let me: string;
let charges: string[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const w = feeWorld(t, admin);
  const batch = await w.batch('Sandbox batch');
  me = t.schoolA.users.get('STUDENT')!;
  await w.enrol(me, batch);
  const day = new Date().toISOString().slice(0, 10);
  for (const title of ['Lab fee', 'Sports fee']) {
    await w.call('student-fee/create', {
      fees: await w.fee(title, 700),
      batch,
      amount: 700,
      feeType: 'ONETIME',
      startDate: day,
      endDate: day,
    });
  }
  await t.settle();
  charges = (await t.as('ADMIN').get(`student/student-fee/${me}`)).json().data.map((c: { _id: string }) => c._id);
});
afterAll(async () => t?.close());

const post = async (url: string, payload: object, headers = admin) => {
  const r = await t.with(headers).post(url, payload);
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  return r.json().data;
};
type Entry = { title: string; source: string; sourceId?: string; financeType: string; amount: number };
const ledgerOf = async (paymentId: string) => {
  await t.settle();
  return ((await t.as('ADMIN').get('finance?perPage=100&source=POSTED')).json().data as Entry[]).filter((e) => e.sourceId === paymentId);
};
const revenue = async () => {
  await t.settle();
  return (await t.as('ADMIN').get('dashboard/admin/dashboard-stat')).json().data.totalRevenue as number;
};
const dashboard = async () => {
  await t.settle();
  return (await t.as('ADMIN').get('dashboard/payment/overview')).json().data;
};

describe('test payments through the sandbox', () => {
  it('a student pays a fee without money; every view marks it as a test payment and no money total counts it', async () => {
    const student = await t.as('STUDENT');
    const settings = (await t.with(student).get('payment/settings')).json().data;
    expect(settings).toMatchObject({ online: true, test: true, provider: 'sandbox' });
    const revenueBefore = await revenue();
    const dashBefore = await dashboard();

    const order = await post(`student/pay/${me}`, { paymentMode: 'ONLINE', studentFeesId: charges[0], amount: 700 }, student);
    const proof = await post(`payment/sandbox/checkout/${order.orderId}`, { outcome: 'success' }, student);
    const payment = await post('student/pay/verify', { orderId: order.orderId, ...proof }, student);
    expect(payment).toMatchObject({ paymentMode: 'ONLINE', amount: 700, provider: 'sandbox', status: 'SUCCESSFUL', test: true });
    const cash = await post(`student/pay/${me}`, { paymentMode: 'CASH', studentFeesId: charges[1], amount: 700 });
    expect(cash.test).toBe(false);
    await t.settle();

    // The fee is paid.
    expect((await t.with(student).get(`student/student-fee/${me}`)).json().data).toEqual([]);
    // The transaction row.
    const tx = (await t.with(student).get(`student/transaction/${me}`)).json().data as { _id: string; test: boolean }[];
    expect(tx.find((p) => p._id === payment._id)?.test).toBe(true);
    expect(tx.find((p) => p._id === cash._id)?.test).toBe(false);
    // The receipt.
    const receipt = await t.with(student).get(`student/receipt/${payment._id}`);
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain('TEST PAYMENT');
    expect(text).toContain('no money was received');
    expect(pdfText((await t.with(student).get(`student/receipt/${cash._id}`)).rawPayload)).not.toContain('TEST PAYMENT');
    // The ledger: a TEST_FEE_PAYMENT row, titled so; the cash one a real FEE_PAYMENT. Revenue counts only the cash.
    expect(await ledgerOf(payment._id)).toMatchObject([
      {
        source: 'TEST_FEE_PAYMENT',
        financeType: 'CREDIT',
        amount: 700,
        title: expect.stringMatching(/^TEST PAYMENT — Fee collected: Lab fee/),
      },
    ]);
    expect(await ledgerOf(cash._id)).toMatchObject([{ source: 'FEE_PAYMENT', title: expect.stringMatching(/^Fee collected: /) }]);
    expect(await revenue()).toBe(revenueBefore + 700);
    // The payment dashboard: the test money apart, not in collected or by mode.
    const dash = await dashboard();
    expect(dash.totals).toMatchObject({
      collected: dashBefore.totals.collected + 700,
      testCollected: dashBefore.totals.testCollected + 700,
      testCount: dashBefore.totals.testCount + 1,
    });
    expect(dash.months.at(-1)).toMatchObject({ testCollected: dashBefore.months.at(-1).testCollected + 700 });
    const online = dash.byMode.find((m: { mode: string }) => m.mode === 'ONLINE');
    expect(online?.amount ?? 0).toBe(dashBefore.byMode.find((m: { mode: string }) => m.mode === 'ONLINE')?.amount ?? 0);

    // Its reversal is a test reversal too: the ledger says so and real reversals are untouched.
    await post(`student/payment/reverse/${payment._id}`, { reason: 'Sandbox trial' });
    expect((await ledgerOf(payment._id)).map((e) => e.source).sort()).toEqual(['TEST_FEE_PAYMENT', 'TEST_FEE_REVERSAL']);
    expect(await revenue()).toBe(revenueBefore + 700);
    const after = await dashboard();
    expect(after.totals).toMatchObject({
      reversed: dashBefore.totals.reversed,
      testReversed: dashBefore.totals.testReversed + 700,
      testCount: dashBefore.totals.testCount,
    });
    const history = (await t.as('ADMIN').get(`student/payment/history/${payment._id}`)).json().data as { summary: string }[];
    expect(history.map((h) => h.summary)).toEqual([expect.stringMatching(/test payment, no money was received/), 'Test payment reversed']);
  });
});
