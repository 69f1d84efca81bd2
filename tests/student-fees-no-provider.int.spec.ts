import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { studentChargeStream } from '../server/src/modules/student-fees/index.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

/**
 * A deployment with no payment provider configured (production without PAYMENT_PROVIDER): the sandbox does not run, an
 * ONLINE payment is refused with a clear 400 and records nothing, the settings tell the panel that online payment is
 * off, and cash still works.
 */
let t: TestApp;
let admin: Record<string, string>;
let me: string;
let charge: string;
const provider = process.env.PAYMENT_PROVIDER;
beforeAll(async () => {
  process.env.PAYMENT_PROVIDER = ''; // the harness passes it on: no provider (restored after, for a worker that runs more files)
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const w = feeWorld(t, admin);
  const batch = await w.batch('No provider batch');
  me = t.schoolA.users.get('STUDENT')!;
  await w.enrol(me, batch);
  const fee = await w.fee('Exam fee', 800);
  const day = new Date().toISOString().slice(0, 10);
  await w.call('student-fee/create', { fees: fee, batch, amount: 800, feeType: 'ONETIME', startDate: day, endDate: day });
  await t.settle();
  charge = (await t.inject({ method: 'GET', url: `/api/v1/student/student-fee/${me}`, headers: admin })).json().data[0]._id;
});
afterAll(async () => {
  if (provider === undefined) delete process.env.PAYMENT_PROVIDER;
  else process.env.PAYMENT_PROVIDER = provider;
  await t?.close();
});

const OFF = { error: 'Online payment is not set up for this institute.' };

describe('no payment provider configured', () => {
  it('the settings say online payment is off', async () => {
    expect(t.rt.payments.name).toBe('none');
    const r = await t.inject({ method: 'GET', url: '/api/v1/payment/settings', headers: await t.as('STUDENT') });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ feeRemoval: false, online: false, test: false, provider: 'none', keyId: '' });
  });

  it('refuses an ONLINE payment with a clear 400 and records nothing; cash by staff still works', async () => {
    const body = { paymentMode: 'ONLINE', studentFeesId: charge, amount: 800 };
    for (const role of ['STUDENT', 'PARENT', 'ADMIN'] as const) {
      const r = await t.inject({ method: 'POST', url: `/api/v1/student/pay/${me}`, headers: await t.as(role), payload: body });
      expect(r.statusCode, role).toBe(400);
      expect(r.json()).toEqual(OFF);
    }
    const verify = await t.inject({
      method: 'POST',
      url: '/api/v1/student/pay/verify',
      headers: await t.as('STUDENT'),
      payload: { orderId: 'o1', providerOrderId: 'order_sbx_x', providerPaymentId: 'pay_sbx_x', signature: 'a'.repeat(64) },
    });
    expect([verify.statusCode, verify.json()]).toEqual([400, OFF]);
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/payment/sandbox/checkout/o1', headers: admin, payload: { outcome: 'success' } }))
        .statusCode,
    ).toBe(404);
    for (const provider of ['none', 'sandbox']) {
      const hook = await t.inject({
        method: 'POST',
        url: `/api/v1/payment/webhook/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode, provider).toBe(404);
    }
    await t.settle();
    expect((await t.rt.store.readStream(studentChargeStream(charge))).map((e) => e.type)).toEqual(['StudentChargeRaised']);
    const orders = await sql<{ n: number }>`select count(*)::int as n from payment_order`.execute(t.database.db);
    expect(orders.rows[0]!.n).toBe(0);

    const cash = await t.inject({
      method: 'POST',
      url: `/api/v1/student/pay/${me}`,
      headers: admin,
      payload: { ...body, paymentMode: 'CASH' },
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().data).toMatchObject({ paymentMode: 'CASH', amount: 800, test: false });
  });
});
