import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayProvider, PaymentProviderError } from './index.js';

/** A local fake of Razorpay's orders API: checks basic auth and the body, answers like Razorpay. */
let server: Server;
let api = '';
const seen: { auth?: string; body: unknown; path?: string; method?: string }[] = [];
let mode: 'ok' | 'error' | 'slow' | 'garbage' = 'ok';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c) => (s += c));
    req.on('end', () => resolve(s));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw = await read(req);
    const body = raw ? JSON.parse(raw) : null;
    seen.push({ auth: req.headers.authorization, body, path: req.url, method: req.method });
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (req.url !== '/v1/orders' || req.method !== 'POST')
      return json(404, { error: { code: 'NOT_FOUND', description: 'The requested URL was not found on the server.' } });
    const expected = `Basic ${Buffer.from('rzp_test_key:the-key-secret').toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (mode === 'slow') return void setTimeout(() => json(200, {}), 1500);
    if (mode === 'garbage') return void res.end('<html>gateway</html>');
    if (mode === 'error')
      return json(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Order amount less than minimum amount allowed',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
        },
      });
    json(200, {
      id: 'order_NQ3bH1aZ2pQx9y',
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: Object.keys(body.notes).length ? body.notes : [],
      created_at: 1763700000,
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const provider = (over: Partial<Parameters<typeof createRazorpayProvider>[0]> = {}) =>
  createRazorpayProvider({ keyId: 'rzp_test_key', keySecret: 'the-key-secret', webhookSecret: 'hook', apiUrl: api, ...over });

describe('Razorpay adapter against a fake orders API', () => {
  it('creates an order with basic auth and maps the reply', async () => {
    mode = 'ok';
    seen.length = 0;
    const order = await provider().createOrder({
      amountPaise: 250000,
      receipt: 'RCPT-20261121-AB12CD34',
      notes: { chargeId: 'c-1', studentId: 's-1' },
    });
    expect(order).toEqual({
      providerOrderId: 'order_NQ3bH1aZ2pQx9y',
      amountPaise: 250000,
      currency: 'INR',
      receipt: 'RCPT-20261121-AB12CD34',
      notes: { chargeId: 'c-1', studentId: 's-1' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 250000, currency: 'INR', receipt: 'RCPT-20261121-AB12CD34', notes: { chargeId: 'c-1', studentId: 's-1' } },
    });
    // Razorpay answers `notes: []` when there are none.
    expect((await provider().createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).notes).toEqual({});
  });

  it("turns a refusal into a typed error carrying Razorpay's description", async () => {
    mode = 'error';
    const err = await provider()
      .createOrder({ amountPaise: 100, receipt: 'r', notes: {} })
      .catch((e) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ description: 'Order amount less than minimum amount allowed', status: 400, code: 'BAD_REQUEST_ERROR' });
    mode = 'ok';
    const auth = await provider({ keySecret: 'wrong' })
      .createOrder({ amountPaise: 100, receipt: 'r', notes: {} })
      .catch((e) => e);
    expect(auth).toMatchObject({ description: 'Authentication failed', status: 401 });
  });

  it('times out, and reports unreadable replies and unreachable hosts as typed errors', async () => {
    mode = 'slow';
    const slow = await provider({ timeoutMs: 200 })
      .createOrder({ amountPaise: 100, receipt: 'r', notes: {} })
      .catch((e) => e);
    expect(slow).toMatchObject({ name: 'PaymentProviderError', code: 'TIMEOUT' });
    mode = 'garbage';
    const garbage = await provider()
      .createOrder({ amountPaise: 100, receipt: 'r', notes: {} })
      .catch((e) => e);
    expect(garbage).toMatchObject({ code: 'BAD_REPLY' });
    const down = await provider({ apiUrl: 'http://127.0.0.1:9' })
      .createOrder({ amountPaise: 100, receipt: 'r', notes: {} })
      .catch((e) => e);
    expect(down).toMatchObject({ code: 'UNREACHABLE' });
    mode = 'ok';
  });

  it('does not call Razorpay for input Razorpay would refuse', async () => {
    seen.length = 0;
    await expect(provider().createOrder({ amountPaise: 50, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(PaymentProviderError);
    expect(seen).toHaveLength(0);
  });
});
