import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { ErrorReply, HistoryReply, isTestPayment, type RecordedEvent, type StudentChargeEvent } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { notFound } from '../../platform/errors.js';
import { readHistory, type HistoryDescription } from '../../platform/audit/history.js';
import { studentChargeStream } from './charge-decider.js';
import { paymentRow, STAFF } from './shared.js';

const r2 = (n: number) => Math.round(n * 100) / 100;

/** What each event of a charge stream says in a history drawer. */
export function describeChargeEvent(raw: RecordedEvent): HistoryDescription | null {
  const e = raw as unknown as StudentChargeEvent;
  switch (e.type) {
    case 'StudentChargeRaised':
      if (e.data.kind === 'LATE_FEE') {
        return { summary: `${e.data.feeTitle} raised: the fee was not paid by its due date`, amount: e.data.amount };
      }
      return {
        summary: `Fee ${e.data.feeTitle} raised for ${e.data.periodStart} – ${e.data.periodEnd}, due ${e.data.dueDate}`,
        amount: e.data.amount,
      };
    case 'StudentLateFeeIncreased':
      return {
        summary: `Late fee grew: ${e.data.daysOverdue} days overdue on ${e.data.asOf}`,
        amount: e.data.amount,
        changes: [{ label: 'Late fee', before: r2(e.data.total - e.data.amount), after: e.data.total }],
      };
    case 'StudentChargeConcessionGranted': {
      const word = e.data.kind === 'SCHOLARSHIP' ? 'Scholarship' : 'Concession';
      return {
        summary: `${word} granted${e.data.percent !== undefined ? ` (${e.data.percent}%)` : ''}`,
        reason: e.data.reason,
        amount: e.data.amount,
        changes: [{ label: 'Amount owed', before: r2(e.data.amountAfter + e.data.amount), after: e.data.amountAfter }],
      };
    }
    case 'StudentChargeConcessionRevoked':
      return {
        summary: 'Concession revoked',
        reason: e.data.reason,
        amount: e.data.amount,
        changes: [{ label: 'Amount owed', before: r2(e.data.amountAfter - e.data.amount), after: e.data.amountAfter }],
      };
    case 'StudentChargeCancelled':
      return { summary: 'Fee cancelled', ...(e.data.reason ? { reason: e.data.reason } : {}) };
    case 'StudentFeePaid':
      return {
        summary:
          `${e.data.direct ? 'Fee updated directly' : 'Payment received'} (${e.data.paymentMode}), receipt ${e.data.receiptNo}` +
          (isTestPayment(e.data) ? ' — test payment, no money was received' : ''),
        amount: e.data.amount,
        changes: e.data.providerPaymentId ? [{ label: 'Provider payment', after: e.data.providerPaymentId }] : undefined,
      };
    case 'StudentFeePaymentReversed':
      return {
        summary: `${e.data.test ? 'Test payment' : 'Payment'} reversed`,
        reason: e.data.reason,
        amount: e.data.amount,
        changes: [{ label: 'Status', before: 'SUCCESSFUL', after: 'REVERSED' }],
      };
    default:
      return null;
  }
}

/** The history drawers of a charge and of a payment (read from the event store). */
export function historyRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/student-fee/history/charge/:chargeId',
    {
      config: { access: STAFF, module: 'fees' },
      schema: {
        tags: ['student-fees'],
        params: Type.Object({ chargeId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: HistoryReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const { chargeId } = req.params;
      const data = await readHistory(rt, {
        streams: [studentChargeStream(chargeId)],
        instituteId: authOf(req).instituteId,
        describe: describeChargeEvent,
      });
      if (data.length === 0) throw notFound('Fee not found.');
      return ok('Fee history', data);
    },
  );

  app.get(
    '/student/payment/history/:paymentId',
    {
      config: { access: STAFF, module: 'payment' },
      schema: {
        tags: ['student-fees'],
        params: Type.Object({ paymentId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: HistoryReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const { paymentId } = req.params;
      const instituteId = authOf(req).instituteId;
      const row = await paymentRow(rt, instituteId, paymentId);
      const data = await readHistory(rt, {
        streams: [studentChargeStream(row.charge_id)],
        instituteId,
        describe: describeChargeEvent,
        filter: (e) => (e.data as { paymentId?: string }).paymentId === paymentId,
      });
      return ok('Payment history', data);
    },
  );
}
