import { ErrorReply, HistoryReply, StaffPaymentIdParams, type RecordedEvent, type Role, type StaffPaymentEvent } from '@school/contracts';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { readHistory, type HistoryDescription } from '../../platform/audit/index.js';
import { notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { staffPaymentStream } from './decider.js';

const TYPES: Record<string, string> = { SALARY: 'Salary', BONUS: 'Bonus', OTHER: 'Other payment' };
const METHODS: Record<string, string> = { ONLINE: 'Online', CASH: 'Cash' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 2026-03-01 → March 2026. */
export const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${day.slice(0, 4)}`.trim();

/** What each event of a staff payment stream says in the History drawer. */
export function describeStaffPaymentEvent(e: RecordedEvent): HistoryDescription | null {
  const ev = e as unknown as StaffPaymentEvent;
  switch (ev.type) {
    case 'StaffPaymentRecorded': {
      const d = ev.data;
      return {
        summary: `${TYPES[d.paymentType] ?? d.paymentType} for ${monthLabel(d.paymentMonth)} paid`,
        amount: d.amount,
        changes: [
          { label: 'Payment type', after: TYPES[d.paymentType] ?? d.paymentType },
          { label: 'Payment method', after: METHODS[d.paymentMethod] ?? d.paymentMethod },
          { label: 'Month', after: monthLabel(d.paymentMonth) },
          { label: 'Status', after: 'Successful' },
          ...(d.note ? [{ label: 'Note', after: d.note }] : []),
        ],
      };
    }
    case 'StaffPaymentReversed':
      return {
        summary: 'Payment reversed',
        amount: ev.data.amount,
        reason: ev.data.reason,
        changes: [{ label: 'Status', before: 'Successful', after: 'Reversed' }],
      };
    default:
      return null;
  }
}

/** `GET staff/payment/history/:paymentId`: what happened to one staff payment, who did it, when and why. */
export function staffPaymentHistoryRoute(
  app: TypedApp,
  rt: Runtime,
  opts: { readers: Role[]; mayRead: (req: FastifyRequest, staffId: string) => Promise<void>; missing: string },
) {
  app.get(
    '/staff/payment/history/:paymentId',
    {
      config: { access: opts.readers, readModels: ['app_user'] },
      schema: { tags: ['payroll'], params: StaffPaymentIdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const { paymentId } = req.params;
      const events = await rt.store.readStream(staffPaymentStream(paymentId));
      const first = events[0];
      // Another institute's payment is as unknown as a missing one.
      if (!first || first.metadata.instituteId !== auth.instituteId) throw notFound(opts.missing);
      await opts.mayRead(req, String((first.data as { staffId?: string }).staffId ?? ''));
      const data = await readHistory(rt, {
        streams: [staffPaymentStream(paymentId)],
        instituteId: auth.instituteId,
        describe: describeStaffPaymentEvent,
      });
      return ok('Payment history', data);
    },
  );
}
