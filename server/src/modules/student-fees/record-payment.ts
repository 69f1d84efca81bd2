import type { PaymentOrderCreated, RecordedEvent, StudentFeePaid, StudentPaymentRow } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { fold, type CommandContext } from '../../platform/commands.js';
import { AppError, notFound } from '../../platform/errors.js';
import { uuidFrom } from '../../platform/ids.js';
import { receiptNoFor } from '../../platform/pdf/receipt.js';
import { studentChargeDecider, studentChargeStream, type StudentChargeCommand } from './charge-decider.js';
import { paymentOrderDecider, paymentOrderStream } from './order-decider.js';
import { paymentFromEvent } from './shared.js';

/** Enough tries that 50 payments racing on one charge each get a real decision (paid, or the 409 of the due). */
export const PAYMENT_ATTEMPTS = 120;

/** The reply for a payment already on the charge stream (a repeated verify, a webhook after the verify). */
function existingPayment(events: RecordedEvent[], match: (d: StudentFeePaid['data']) => boolean): StudentPaymentRow | null {
  const e = events.find((x) => x.type === 'StudentFeePaid' && match(x.data as StudentFeePaid['data']));
  if (!e) return null;
  const d = e.data as StudentFeePaid['data'];
  const state = fold(studentChargeDecider, events);
  const row = paymentFromEvent(d, e.metadata.occurredAt);
  return state.payments[d.paymentId]?.reversed ? { ...row, status: 'REVERSED' } : row;
}

/** Decides a payment on its charge's stream (retrying lost races); an already recorded one is replied as it is. */
export async function payCharge(
  rt: Runtime,
  ctx: CommandContext,
  data: Extract<StudentChargeCommand, { type: 'PayStudentCharge' }>['data'],
): Promise<{ payment: StudentPaymentRow; position: bigint | null }> {
  const stream = studentChargeStream(data.chargeId);
  const res = await rt.commands.handle(studentChargeDecider, stream, { type: 'PayStudentCharge', data }, ctx, {
    mustExist: 'Fee not found.',
    maxAttempts: PAYMENT_ATTEMPTS,
  });
  const paid = res.events.find((e) => e.type === 'StudentFeePaid');
  if (paid && res.append)
    return { payment: paymentFromEvent(paid.data as StudentFeePaid['data'], ctx.now.toISOString()), position: res.append.lastPosition };
  const events = await rt.store.readStream(stream);
  const found = existingPayment(
    events,
    (d) => d.paymentId === data.paymentId || (!!data.providerPaymentId && d.providerPaymentId === data.providerPaymentId),
  );
  if (!found) throw notFound('Payment not found.');
  return { payment: found, position: events[events.length - 1]?.position ?? null };
}

/** The order of an online checkout, of the given institute (404 otherwise). */
export async function orderOf(rt: Runtime, instituteId: string, orderId: string): Promise<PaymentOrderCreated['data']> {
  const state = await rt.commands.state(paymentOrderDecider, paymentOrderStream(orderId), { instituteId });
  if (!state.order) throw notFound('Payment order not found.');
  return state.order;
}

/**
 * Records the payment of a verified online checkout, once per provider payment id. When the charge cannot take it
 * any more (paid in cash meanwhile, cancelled), the order is marked failed and the 409 goes back.
 */
export async function recordOnlinePayment(rt: Runtime, ctx: CommandContext, order: PaymentOrderCreated['data'], providerPaymentId: string) {
  const paymentId = uuidFrom(ctx.instituteId, 'provider-payment', order.provider, providerPaymentId);
  try {
    return await payCharge(rt, ctx, {
      paymentId,
      chargeId: order.chargeId,
      studentId: order.studentId,
      amount: order.amount,
      paymentMode: 'ONLINE',
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      providerPaymentId,
      receiptNo: receiptNoFor(paymentId, ctx.now),
      // The sandbox moves no money: its payments settle the fee but are marked as tests wherever they show.
      ...(order.provider === 'sandbox' ? { test: true } : {}),
    });
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) {
      await rt.commands.handle(
        paymentOrderDecider,
        paymentOrderStream(order.orderId),
        {
          type: 'FailPaymentOrder',
          data: { orderId: order.orderId, reason: err.message },
        },
        { ...ctx, idempotencyKey: undefined },
      );
    }
    throw err;
  }
}
