import { sql } from 'kysely';
import type { StaffPayment } from '@school/contracts';
import { notFound } from '../../platform/errors.js';
import { payslipNoFor } from '../../platform/pdf/payslip.js';
import type { StaffPaymentState } from './decider.js';

export const MISSING_PAYMENT = 'Payment not found.';

/** A `staff_payment` row as the payroll's queries select it (`cols`). */
export type Row = {
  id: string;
  staff_id: string;
  payment_type: StaffPayment['paymentType'];
  payment_method: StaffPayment['paymentMethod'];
  payment_month: string;
  amount: string | number;
  status: StaffPayment['paymentStatus'];
  note: string | null;
  created_by: string;
  created_at: Date | string;
  reversed_at: Date | string | null;
  reversed_by: string | null;
  reversal_reason: string | null;
};
export const iso = (v: Date | string) => new Date(v).toISOString();
export const paymentView = (r: Row): StaffPayment => ({
  _id: r.id,
  payslipNo: payslipNoFor(r.id, r.created_at),
  staffId: r.staff_id,
  paymentType: r.payment_type,
  paymentMethod: r.payment_method,
  paymentMonth: r.payment_month,
  amount: Number(r.amount),
  paymentStatus: r.status,
  ...(r.note ? { note: r.note } : {}),
  createdAt: iso(r.created_at),
  createdBy: r.created_by,
  ...(r.reversed_at ? { reversal: { reason: r.reversal_reason ?? '', at: iso(r.reversed_at), by: r.reversed_by ?? '' } } : {}),
});
export const cols = (p: string) =>
  sql.raw(`${p}.id, ${p}.staff_id, ${p}.payment_type, ${p}.payment_method,
  to_char(${p}.payment_month, 'YYYY-MM-DD') as payment_month, ${p}.amount, ${p}.status, ${p}.note, ${p}.created_by, ${p}.created_at,
  ${p}.reversed_at, ${p}.reversed_by, ${p}.reversal_reason`);
export const COLS = cols('staff_payment');

/** The payment as the decider left it after a command (the command handler's state), for the command's reply. */
export function paymentOfState(s: StaffPaymentState): StaffPayment {
  const p = s.payment;
  if (!p || !s.recorded) throw notFound(MISSING_PAYMENT);
  return {
    _id: p.paymentId,
    payslipNo: payslipNoFor(p.paymentId, s.recorded.at),
    staffId: p.staffId,
    paymentType: p.paymentType,
    paymentMethod: p.paymentMethod,
    paymentMonth: p.paymentMonth,
    amount: p.amount,
    paymentStatus: s.reversal ? 'REVERSED' : 'SUCCESSFUL',
    ...(p.note ? { note: p.note } : {}),
    createdAt: s.recorded.at,
    createdBy: s.recorded.by,
    ...(s.reversal ? { reversal: s.reversal } : {}),
  };
}
