import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { isTestPayment, type Role, type StudentFeePaid, type StudentPaymentRow } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { liveStudent } from '../people/index.js';

/** Staff roles (000 §9): fee assignment goes by the 'fees' module, student payments by 'payment'. */
export const STAFF: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Staff, plus a student for themself and a parent for their linked children. */
export const PAYERS: Role[] = [...STAFF, 'STUDENT', 'PARENT'];
export const REVERSERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];

export const READ_MODELS = ['student_fee_assignment', 'student_charge', 'student_payment'];

/** Waits for the read models to apply the whole log (a row written just now). */
export async function caughtUp(rt: Runtime, readModels: string[]) {
  await rt.runner.waitFor(readModels, await rt.store.head(), 5000);
}

/** A read-model row that may have just been written: looked up again once the projections caught up. */
export async function lookup<T>(rt: Runtime, models: string[], query: () => Promise<T | undefined>): Promise<T | undefined> {
  const first = await query();
  if (first) return first;
  await caughtUp(rt, models);
  return query();
}

/** A student or parent may act only for themself or their linked children; everyone else by institute. */
export function assertOwnStudent(auth: Pick<AuthContext, 'role' | 'userId' | 'children'>, studentId: string) {
  if (auth.role === 'STUDENT' && studentId !== auth.userId) throw forbidden('You may see only your own fees.');
  if (auth.role === 'PARENT' && !auth.children.includes(studentId)) throw forbidden('You may see only the fees of your own children.');
}

export type StudentRow = {
  id: string;
  display_name: string;
  registration_number: string | null;
  photo_file_id: string | null;
  batch_id: string | null;
};

/** The student of the caller's institute the call names, after the own-student check. 404 when not there. */
export async function studentFor(rt: Runtime, req: FastifyRequest, studentId: string): Promise<StudentRow> {
  const auth = authOf(req);
  assertOwnStudent(auth, studentId);
  const s = await lookup(rt, ['student'], () => liveStudent(rt, auth.instituteId, studentId));
  if (!s) throw notFound('Student not found.');
  return {
    id: s.id,
    display_name: s.displayName,
    registration_number: s.registrationNumber,
    photo_file_id: s.photoFileId,
    batch_id: s.batchId,
  };
}

export const money = (v: number | string | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;
export const dayText = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

export type PaymentDbRow = {
  id: string;
  charge_id: string;
  student_id: string;
  fee_title: string;
  amount: string | number;
  payment_mode: 'CASH' | 'ONLINE';
  provider: string | null;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  receipt_no: string;
  direct: boolean;
  status: 'SUCCESSFUL' | 'REVERSED';
  created_at: Date | string;
  created_by: string;
  reversal_reason: string | null;
  reversed_at: Date | string | null;
  reversed_by: string | null;
  institute_id: string;
  assignment_id: string;
  test: boolean;
};

export const PAYMENT_COLUMNS = sql`id, charge_id, student_id, fee_title, amount, payment_mode, provider, provider_order_id,
  provider_payment_id, receipt_no, direct, status, created_at, created_by, reversal_reason, reversed_at, reversed_by, institute_id, assignment_id,
  test`;

export function paymentView(r: PaymentDbRow): StudentPaymentRow {
  return {
    _id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    paymentType: r.payment_mode,
    paymentMode: r.payment_mode,
    amount: money(r.amount),
    status: r.status,
    fees: { title: r.fee_title },
    chargeId: r.charge_id,
    studentId: r.student_id,
    receiptNo: r.receipt_no,
    direct: r.direct,
    test: r.test === true,
    ...(r.provider ? { provider: r.provider } : {}),
    ...(r.provider_order_id ? { providerOrderId: r.provider_order_id } : {}),
    ...(r.provider_payment_id ? { providerPaymentId: r.provider_payment_id } : {}),
    ...(r.status === 'REVERSED' && r.reversed_at
      ? { reversal: { reason: r.reversal_reason ?? '', at: new Date(r.reversed_at).toISOString(), by: r.reversed_by ?? '' } }
      : {}),
  };
}

/** The reply for a payment just decided (from its event, before the read model has it). */
export function paymentFromEvent(d: StudentFeePaid['data'], at: string): StudentPaymentRow {
  return {
    _id: d.paymentId,
    createdAt: at,
    paymentType: d.paymentMode,
    paymentMode: d.paymentMode,
    amount: d.amount,
    status: 'SUCCESSFUL',
    fees: { title: d.feeTitle },
    chargeId: d.chargeId,
    studentId: d.studentId,
    receiptNo: d.receiptNo,
    direct: d.direct === true,
    test: isTestPayment(d),
    ...(d.provider ? { provider: d.provider } : {}),
    ...(d.providerOrderId ? { providerOrderId: d.providerOrderId } : {}),
    ...(d.providerPaymentId ? { providerPaymentId: d.providerPaymentId } : {}),
  };
}

/** The payment of the caller's institute (read model), 404 when not there. */
export async function paymentRow(rt: Runtime, instituteId: string, paymentId: string): Promise<PaymentDbRow> {
  const row = await lookup(
    rt,
    ['student_payment'],
    async () =>
      (
        await sql<PaymentDbRow>`
    select ${PAYMENT_COLUMNS} from student_payment where id = ${paymentId} and institute_id = ${instituteId}`.execute(rt.database.db)
      ).rows[0],
  );
  if (!row) throw notFound('Payment not found.');
  return row;
}
