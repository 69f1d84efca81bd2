import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { CheckoutProofReply, ErrorReply, Ok, SandboxCheckoutBody, type PaymentOrderCreated } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext } from '../../platform/http/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { isSandbox, PaymentDeclinedError } from '../../platform/payments/index.js';
import { paymentOrderDecider, paymentOrderStream } from './order-decider.js';
import { orderOf, recordOnlinePayment } from './record-payment.js';
import { assertOwnStudent, lookup, PAYERS } from './shared.js';

/** The provider's webhook (public, signed, raw body) and the sandbox's stand-in for the hosted checkout. */
export async function onlineRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  // Its own plugin scope: the raw-body JSON parser applies to the webhook only.
  await app.register(async (scope: TypedApp) => {
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payment/webhook/:provider',
      {
        config: { access: 'public' },
        schema: {
          tags: ['student-fees'],
          params: Type.Object({ provider: Type.String({ minLength: 1, maxLength: 20 }) }),
          response: { 200: Ok(Type.Object({ recorded: Type.Boolean(), paymentId: Type.Optional(Type.String()) })), '4xx': ErrorReply },
        },
      },
      async (req) => {
        const { provider } = req.params;
        if (provider === 'none' || provider !== rt.payments.name) throw notFound('Unknown payment provider.');
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
        const sig = req.headers['x-razorpay-signature'];
        if (!rt.payments.verifyWebhook(raw, typeof sig === 'string' ? sig : undefined)) throw badRequest('Invalid webhook signature.');
        const hook = rt.payments.parseWebhook(raw);
        if (!hook || !['payment.captured', 'order.paid'].includes(hook.event) || !hook.providerPaymentId || !hook.providerOrderId) {
          return { message: 'Webhook ignored', data: { recorded: false } };
        }
        // The order's institute comes from the read model (the webhook carries no caller).
        const row = await lookup(
          rt,
          ['student_payment'],
          async () =>
            (
              await sql<{ id: string; institute_id: string }>`
        select id, institute_id from payment_order where provider = ${rt.payments.name} and provider_order_id = ${hook.providerOrderId}`.execute(
                db,
              )
            ).rows[0],
        );
        if (!row) throw notFound('Payment order not found.');
        const order = await orderOf(rt, row.institute_id, row.id);
        if (Math.round(order.amount * 100) !== hook.amountPaise) throw badRequest('The webhook amount does not match the order.');
        const ctx = {
          actor: { userId: 'system', role: 'SYSTEM' as const },
          instituteId: row.institute_id,
          correlationId: req.id,
          causationId: req.id,
          now: new Date(),
        };
        try {
          const { payment } = await recordOnlinePayment(rt, ctx, order, hook.providerPaymentId);
          return { message: 'Webhook processed', data: { recorded: true, paymentId: payment._id } };
        } catch (err) {
          // A charge that can no longer take it (paid meanwhile) is not the provider's fault: acknowledged, order failed.
          if (err instanceof AppError && err.statusCode === 409) return { message: err.message, data: { recorded: false } };
          throw err;
        }
      },
    );
  });

  app.post(
    '/payment/sandbox/checkout/:orderId',
    {
      config: { access: PAYERS, module: 'payment' },
      schema: {
        tags: ['student-fees'],
        params: Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: SandboxCheckoutBody,
        response: { 200: CheckoutProofReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const ctx = commandContext(req);
      const provider = rt.payments;
      if (!isSandbox(provider)) throw notFound('The sandbox checkout is not available.');
      const { orderId } = req.params;
      const order: PaymentOrderCreated['data'] = await orderOf(rt, ctx.instituteId, orderId);
      assertOwnStudent(authOf(req), order.studentId);
      const { outcome } = req.body;
      try {
        const proof = provider.complete(order.providerOrderId, outcome);
        if (!proof) throw notFound('Payment order not found.');
        return { message: 'Checkout completed', data: proof };
      } catch (err) {
        if (!(err instanceof PaymentDeclinedError)) throw err;
        await rt.commands.handle(
          paymentOrderDecider,
          paymentOrderStream(orderId),
          {
            type: 'FailPaymentOrder',
            data: { orderId, reason: err.reason },
          },
          { ...ctx, idempotencyKey: undefined },
        );
        throw badRequest(err.reason);
      }
    },
  );
}
