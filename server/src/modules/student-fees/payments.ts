import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import {
  ErrorReply,
  PayStudentFeeBody,
  PayStudentFeeReply,
  ReversePaymentBody,
  StudentIdParams,
  StudentPaymentReply,
  VerifyPaymentBody,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import { idFor } from '../../platform/commands.js';
import { isOnline, ONLINE_PAYMENT_OFF, PaymentProviderError } from '../../platform/payments/index.js';
import { receiptNoFor } from '../../platform/pdf/receipt.js';
import { assertPayable, paise, studentChargeDecider, studentChargeStream } from './charge-decider.js';
import { paymentOrderDecider, paymentOrderStream } from './order-decider.js';
import { isRupeeAmount } from '../../platform/money.js';
import { orderOf, payCharge, PAYMENT_ATTEMPTS, recordOnlinePayment } from './record-payment.js';
import { assertOwnStudent, PAYERS, paymentRow, paymentView, REVERSERS, studentFor } from './shared.js';

/** Pay Fees / Add Payment (000 §8–§9): cash and direct updates at once, online through the provider's checkout. */
export function paymentRoutes(app: TypedApp, rt: Runtime) {
  app.post(
    '/student/pay/:studentId',
    {
      config: { access: PAYERS, module: 'payment' },
      schema: {
        tags: ['student-fees'],
        params: StudentIdParams,
        body: PayStudentFeeBody,
        response: { 200: PayStudentFeeReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const auth = authOf(req);
      const { studentId } = req.params;
      const body = req.body;
      await studentFor(rt, req, studentId);
      const family = auth.role === 'STUDENT' || auth.role === 'PARENT';
      const direct = body.status === true;
      if (direct && !(auth.role === 'ADMIN' && rt.config.feeRemoval))
        throw forbidden('Only an admin may update a fee directly, when fee removal is on.');
      if (!direct && body.paymentMode === 'CASH' && family) throw badRequest('Only online payment is allowed');
      if (!isRupeeAmount(body.amount)) throw badRequest('Amount must be a positive number with at most two decimals.');
      const chargeId = body.studentFeesId.trim();

      if (direct || body.paymentMode === 'CASH') {
        const paymentId = idFor(ctx, 'student-payment');
        const { payment, position } = await payCharge(rt, ctx, {
          paymentId,
          chargeId,
          studentId,
          amount: body.amount,
          paymentMode: body.paymentMode,
          receiptNo: receiptNoFor(paymentId, ctx.now),
          ...(direct ? { direct: true } : {}),
        });
        if (position !== null) reply.header('x-position', position.toString());
        return reply.send({ message: direct ? 'Payment Update Successful' : 'Payment Successful', data: payment });
      }

      // Online: only with a provider configured (nothing is recorded otherwise).
      const provider = rt.payments;
      if (!isOnline(provider)) throw badRequest(ONLINE_PAYMENT_OFF);
      // The charge must be able to take the amount now (the decider's own rules); the payment is decided again when it is verified.
      const charge = assertPayable(
        await rt.commands.state(studentChargeDecider, studentChargeStream(chargeId), ctx),
        studentId,
        body.amount,
      );
      const orderId = idFor(ctx, 'payment-order');
      const timestamp = ctx.now.toISOString();
      let order;
      try {
        order = await provider.createOrder({
          amountPaise: paise(body.amount),
          receipt: orderId,
          notes: { orderId, chargeId, studentId, instituteId: ctx.instituteId, timestamp },
        });
      } catch (err) {
        if (err instanceof PaymentProviderError) throw new AppError(err.status && err.status < 500 ? 400 : 502, err.description);
        throw err;
      }
      const res = await rt.commands.handle(
        paymentOrderDecider,
        paymentOrderStream(orderId),
        {
          type: 'CreatePaymentOrder',
          data: { orderId, chargeId, studentId, amount: body.amount, provider: provider.name, providerOrderId: order.providerOrderId },
        },
        ctx,
      );
      return sendWritten(reply, res.append, 'Payment order created', {
        orderId,
        provider: provider.name,
        keyId: provider.keyId,
        providerOrderId: order.providerOrderId,
        amount: body.amount,
        amountPaise: order.amountPaise,
        currency: 'INR' as const,
        totalPayableAmount: body.amount,
        payId: chargeId,
        paymentTitle: charge.feeTitle,
        studentId,
        notes: { timestamp },
        receipt: order.receipt,
      });
    },
  );

  app.post(
    '/student/pay/verify',
    {
      config: { access: PAYERS, module: 'payment' },
      schema: { tags: ['student-fees'], body: VerifyPaymentBody, response: { 200: StudentPaymentReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      if (!isOnline(rt.payments)) throw badRequest(ONLINE_PAYMENT_OFF);
      const order = await orderOf(rt, ctx.instituteId, body.orderId.trim());
      assertOwnStudent(authOf(req), order.studentId);
      const proof = { providerOrderId: body.providerOrderId, providerPaymentId: body.providerPaymentId, signature: body.signature };
      if (order.provider !== rt.payments.name || body.providerOrderId !== order.providerOrderId || !rt.payments.verifyCheckout(proof)) {
        throw badRequest('Payment verification failed.');
      }
      const { payment, position } = await recordOnlinePayment(rt, ctx, order, body.providerPaymentId);
      if (position !== null) reply.header('x-position', position.toString());
      return reply.send({ message: 'Payment Successful', data: payment });
    },
  );

  app.post(
    '/student/payment/reverse/:paymentId',
    {
      config: { access: REVERSERS, module: 'payment' },
      schema: {
        tags: ['student-fees'],
        params: Type.Object({ paymentId: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: ReversePaymentBody,
        response: { 200: StudentPaymentReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { paymentId } = req.params;
      const reason = req.body.reason.trim();
      if (!reason) throw badRequest('Reason is required.');
      const row = await paymentRow(rt, ctx.instituteId, paymentId);
      const res = await rt.commands.handle(
        studentChargeDecider,
        studentChargeStream(row.charge_id),
        {
          type: 'ReverseStudentPayment',
          data: { paymentId, reason },
        },
        ctx,
        { mustExist: 'Payment not found.', maxAttempts: PAYMENT_ATTEMPTS },
      );
      return sendWritten(reply, res.append, 'Payment reversed successfully', {
        ...paymentView(row),
        status: 'REVERSED' as const,
        reversal: { reason, at: ctx.now.toISOString(), by: ctx.actor.userId },
      });
    },
  );
}
