import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  createPaymentProvider,
  createRazorpayProvider,
  createSandboxProvider,
  isOnline,
  isSandbox,
  ONLINE_PAYMENT_OFF,
  parseRazorpayWebhook,
  PaymentDeclinedError,
  PaymentProviderError,
} from './index.js';

const hmac = (secret: string, s: string | Buffer) => createHmac('sha256', secret).update(s).digest('hex');

const razorpay = () =>
  createRazorpayProvider({
    keyId: 'rzp_test_abc',
    keySecret: 'key-secret-1',
    webhookSecret: 'hook-secret-1',
    apiUrl: 'http://127.0.0.1:9',
  });

describe('Razorpay signatures', () => {
  const p = razorpay();
  const orderId = 'order_NQ3bH1aZ2pQx9y';
  const paymentId = 'pay_NQ3bL0wH2cT1Zt';
  const good = hmac('key-secret-1', `${orderId}|${paymentId}`);

  it('accepts the checkout signature HMAC-SHA256(order|payment, key secret)', () => {
    expect(p.verifyCheckout({ providerOrderId: orderId, providerPaymentId: paymentId, signature: good })).toBe(true);
    expect(p.verifyCheckout({ providerOrderId: orderId, providerPaymentId: paymentId, signature: good.toUpperCase() })).toBe(true);
  });

  it('refuses tampered, swapped, short, long, non-hex and missing signatures without throwing', () => {
    const flip = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
    const cases: unknown[] = [
      flip,
      good.slice(0, 63),
      `${good}0`,
      `${good.slice(0, 62)}zz`,
      '',
      undefined,
      null,
      42,
      hmac('webhook', `${orderId}|${paymentId}`),
    ];
    for (const signature of cases) {
      expect(p.verifyCheckout({ providerOrderId: orderId, providerPaymentId: paymentId, signature } as never)).toBe(false);
    }
    // The same signature for another payment or order.
    expect(p.verifyCheckout({ providerOrderId: orderId, providerPaymentId: 'pay_other', signature: good })).toBe(false);
    expect(p.verifyCheckout({ providerOrderId: 'order_other', providerPaymentId: paymentId, signature: good })).toBe(false);
    expect(p.verifyCheckout({ providerOrderId: '', providerPaymentId: '', signature: hmac('key-secret-1', '|') })).toBe(false);
    expect(p.verifyCheckout(null as never)).toBe(false);
  });

  it('accepts the webhook signature HMAC-SHA256(raw body, webhook secret) as string or Buffer', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const sig = hmac('hook-secret-1', body);
    expect(p.verifyWebhook(body, sig)).toBe(true);
    expect(p.verifyWebhook(Buffer.from(body), sig)).toBe(true);
    // One byte more (re-serialised JSON) no longer matches; the key secret is not the webhook secret.
    expect(p.verifyWebhook(`${body} `, sig)).toBe(false);
    expect(p.verifyWebhook(body, hmac('key-secret-1', body))).toBe(false);
    expect(p.verifyWebhook(body, undefined)).toBe(false);
    expect(p.verifyWebhook(body, 'abc')).toBe(false);
  });
});

describe('parseRazorpayWebhook', () => {
  it('reads payment.captured, payment.failed and order.paid', () => {
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 50000, status: 'captured' } } },
    };
    expect(parseRazorpayWebhook(JSON.stringify(captured))).toEqual({
      event: 'payment.captured',
      providerOrderId: 'order_1',
      providerPaymentId: 'pay_1',
      amountPaise: 50000,
      status: 'captured',
    });
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_2', order_id: 'order_2', amount: 100, status: 'failed' } } },
    };
    expect(parseRazorpayWebhook(Buffer.from(JSON.stringify(failed)))?.status).toBe('failed');
    const paid = {
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_3', order_id: null, amount: 700, status: 'captured' } },
        order: { entity: { id: 'order_3', status: 'paid' } },
      },
    };
    expect(parseRazorpayWebhook(JSON.stringify(paid))).toMatchObject({
      event: 'order.paid',
      providerOrderId: 'order_3',
      providerPaymentId: 'pay_3',
    });
  });

  it('returns null for what it cannot use', () => {
    for (const body of [
      '',
      'not json',
      '[]',
      '{"event":"refund.created","payload":{"refund":{"entity":{}}}}',
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":"5"}}}}',
    ]) {
      expect(parseRazorpayWebhook(body)).toBeNull();
    }
  });
});

describe('sandbox provider', () => {
  const sandbox = createSandboxProvider({ platformSecret: 'platform-secret-1' });

  it('creates orders, completes them into proofs that verify, and signs webhooks like Razorpay', async () => {
    const order = await sandbox.createOrder({ amountPaise: 125050, receipt: 'RCPT-20261121-3F2A9C1E', notes: { chargeId: 'c1' } });
    expect(order).toMatchObject({ amountPaise: 125050, currency: 'INR', receipt: 'RCPT-20261121-3F2A9C1E', notes: { chargeId: 'c1' } });
    expect(order.providerOrderId).toMatch(/^order_sbx_/);
    const proof = sandbox.complete(order.providerOrderId, 'success')!;
    expect(proof.providerPaymentId).toMatch(/^pay_sbx_/);
    expect(sandbox.verifyCheckout(proof)).toBe(true);
    // One order, one payment: completing again yields the same payment.
    expect(sandbox.complete(order.providerOrderId, 'success')).toEqual(proof);
    expect(sandbox.verifyCheckout({ ...proof, providerPaymentId: 'pay_sbx_forged000000' })).toBe(false);

    const hook = sandbox.webhookFor(proof);
    expect(sandbox.verifyWebhook(hook.body, hook.signature)).toBe(true);
    expect(sandbox.verifyWebhook(hook.body.replace('125050', '125051'), hook.signature)).toBe(false);
    expect(sandbox.parseWebhook(hook.body)).toEqual({
      event: 'payment.captured',
      providerOrderId: order.providerOrderId,
      providerPaymentId: proof.providerPaymentId,
      amountPaise: 125050,
      status: 'captured',
    });
  });

  it('declines with a typed error, and does not know orders it did not issue', async () => {
    const order = await sandbox.createOrder({ amountPaise: 100, receipt: 'r', notes: {} });
    expect(() => sandbox.complete(order.providerOrderId, 'failure')).toThrow(PaymentDeclinedError);
    expect(sandbox.complete('order_NQ3bH1aZ2pQx9y', 'success')).toBeNull();
    // A forged amount breaks the order id's MAC.
    const forged = order.providerOrderId.replace(/_([0-9a-z]+)_([0-9a-f]{10})$/, '_1_$2');
    expect(forged).not.toBe(order.providerOrderId);
    expect(sandbox.complete(forged, 'success')).toBeNull();
    expect(createSandboxProvider({ platformSecret: 'another-secret' }).complete(order.providerOrderId, 'success')).toBeNull();
    expect(() => sandbox.webhookFor({ providerOrderId: 'order_x', providerPaymentId: 'pay_x', signature: '' })).toThrow(
      PaymentProviderError,
    );
  });

  it('agrees across processes that share the platform secret, and its key differs from another platform', async () => {
    const server = createSandboxProvider({ platformSecret: 'shared' });
    const worker = createSandboxProvider({ platformSecret: 'shared' });
    const order = await server.createOrder({ amountPaise: 5000, receipt: 'r1', notes: {} });
    const proof = worker.complete(order.providerOrderId, 'success')!;
    expect(server.verifyCheckout(proof)).toBe(true);
    expect(createSandboxProvider({ platformSecret: 'other' }).verifyCheckout(proof)).toBe(false);
    const hook = worker.webhookFor(proof);
    expect(server.verifyWebhook(hook.body, hook.signature)).toBe(true);
  });

  it('refuses what Razorpay refuses', async () => {
    for (const input of [
      { amountPaise: 99, receipt: 'r', notes: {} },
      { amountPaise: 100.5, receipt: 'r', notes: {} },
      { amountPaise: 100, receipt: 'x'.repeat(41), notes: {} },
      { amountPaise: 100, receipt: '', notes: {} },
      { amountPaise: 100, receipt: 'r', notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v'])) },
    ]) {
      await expect(sandbox.createOrder(input)).rejects.toBeInstanceOf(PaymentProviderError);
    }
  });
});

describe('payment configuration', () => {
  const env = { DATA_DIR: '/tmp/x' };

  it('uses the sandbox only where asked for: PAYMENT_PROVIDER=sandbox, or the embedded demo without PAYMENT_PROVIDER', () => {
    const demo = loadConfig(env, []);
    expect([demo.paymentProvider, demo.paymentSandboxByDemo]).toEqual(['sandbox', true]);
    const asked = loadConfig({ ...env, DATABASE_URL: 'postgres://x/y', PAYMENT_PROVIDER: 'sandbox' }, []);
    expect([asked.paymentProvider, asked.paymentSandboxByDemo]).toEqual(['sandbox', false]);
    // Production (DATABASE_URL, even with --demo), an embedded server without the demo, or 'none': no online payment.
    for (const c of [
      loadConfig({ ...env, DATABASE_URL: 'postgres://x/y' }, []),
      loadConfig({ ...env, DATABASE_URL: 'postgres://x/y' }, ['--demo']),
      loadConfig({ ...env, DEMO: '0' }, []),
      loadConfig({ ...env, PAYMENT_PROVIDER: 'none' }, []),
    ]) {
      expect([c.paymentProvider, c.paymentSandboxByDemo]).toEqual(['none', false]);
    }
  });

  it('with no provider refuses every online call with a clear message', async () => {
    const p = createPaymentProvider(loadConfig({ ...env, DATABASE_URL: 'postgres://x/y' }, []), 'platform');
    expect([p.name, p.keyId, isOnline(p), isSandbox(p)]).toEqual(['none', '', false, false]);
    await expect(p.createOrder({ amountPaise: 10000, receipt: 'r', notes: {} })).rejects.toMatchObject({
      description: ONLINE_PAYMENT_OFF,
      status: 400,
    });
    const sandbox = createSandboxProvider({ platformSecret: 'platform' });
    const order = await sandbox.createOrder({ amountPaise: 10000, receipt: 'r', notes: {} });
    const proof = sandbox.complete(order.providerOrderId, 'success')!;
    const hook = sandbox.webhookFor(proof);
    expect([p.verifyCheckout(proof), p.verifyWebhook(hook.body, hook.signature), p.parseWebhook(hook.body)]).toEqual([false, false, null]);
  });

  it('reads FEE_REMOVAL', () => {
    const c = loadConfig({ ...env, PAYMENT_PROVIDER: 'sandbox' }, []);
    expect(c.paymentProvider).toBe('sandbox');
    expect(c.feeRemoval).toBe(false);
    expect(c.razorpayApiUrl).toBe('https://api.razorpay.com');
    expect(loadConfig({ ...env, FEE_REMOVAL: '1' }, []).feeRemoval).toBe(true);
    expect(loadConfig({ ...env, FEE_REMOVAL: 'true' }, []).feeRemoval).toBe(true);
    expect(loadConfig({ ...env, FEE_REMOVAL: '0' }, []).feeRemoval).toBe(false);
    const p = createPaymentProvider(c, 'platform');
    expect(p.name).toBe('sandbox');
    expect(p.keyId).toBe('sandbox');
    expect(isSandbox(p)).toBe(true);
  });

  it('refuses to start with Razorpay and missing secrets, naming them', () => {
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_1' }, [])).toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: 'paypal' }, [])).toThrow(/PAYMENT_PROVIDER must be/);
  });

  it('builds the Razorpay adapter from complete settings', () => {
    const c = loadConfig(
      {
        ...env,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_1',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
        RAZORPAY_API_URL: 'http://127.0.0.1:1234/',
      },
      [],
    );
    expect(c.razorpayApiUrl).toBe('http://127.0.0.1:1234');
    const p = createPaymentProvider(c, 'platform');
    expect(p.name).toBe('razorpay');
    expect(p.keyId).toBe('rzp_test_1');
    expect(isSandbox(p)).toBe(false);
  });
});
