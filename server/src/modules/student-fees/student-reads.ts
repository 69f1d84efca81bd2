import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import {
  BalanceQuery,
  ErrorReply,
  PageQuery,
  PaymentOverviewReply,
  PendingChargesReply,
  StudentBalanceReply,
  StudentIdParams,
  StudentTransactionList,
  chargeStanding,
  isTestPayment,
  type RecordedEvent,
  type StudentChargeEvent,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { renderReceipt } from '../../platform/pdf/receipt.js';
import { paise, rupees, studentChargeStream } from './charge-decider.js';
import { endOfDay } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { batchLabels } from '../academics/index.js';
import { instituteLetterhead, userCards } from '../identity/index.js';
import { studentOwed } from './queries.js';
import { money, PAYERS, PAYMENT_COLUMNS, paymentRow, paymentView, studentFor, type PaymentDbRow } from './shared.js';

const STUDENT_MODELS = ['student', 'student_charge', 'student_payment'];

/** A student's fees: what is pending, the year's overview, the payments, the balance on a day, receipts. */
export function studentReadRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.get(
    '/student/student-fee/:studentId',
    {
      config: { access: PAYERS, module: 'payment', readModels: STUDENT_MODELS },
      schema: { tags: ['student-fees'], params: StudentIdParams, response: { 200: PendingChargesReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { studentId } = req.params;
      await studentFor(rt, req, studentId);
      const today = todayOf(rt.clock);
      const rows = (
        await sql<{
          id: string;
          amount: string;
          paid: string;
          fee_id: string;
          fee_title: string;
          period_start: string;
          period_end: string;
          due_date: string;
          status: 'PENDING' | 'PARTIAL';
          kind: 'CHARGE' | 'LATE_FEE';
          gross_amount: string;
          concession: string;
        }>`
      select id, amount, paid, fee_id, fee_title, period_start, period_end, due_date, status, kind, gross_amount, concession
      from student_charge
      where student_id = ${studentId} and institute_id = ${authOf(req).instituteId} and status in ('PENDING', 'PARTIAL')
      order by due_date, fee_title, id`.execute(db)
      ).rows;
      return ok(
        'Pending fees',
        rows.map((r) => ({
          _id: r.id,
          amount: money(Number(r.amount) - Number(r.paid)),
          totalAmount: money(r.amount),
          paid: money(r.paid),
          fees: { _id: r.fee_id, title: r.fee_title },
          periodStart: r.period_start,
          periodEnd: r.period_end,
          dueDate: r.due_date,
          status: r.status,
          ...chargeStanding({ status: r.status, dueDate: r.due_date }, today),
          kind: r.kind,
          grossAmount: money(r.gross_amount),
          concession: money(r.concession),
        })),
      );
    },
  );

  app.get(
    '/student/payment-overview/:studentId',
    {
      config: { access: PAYERS, module: 'payment', readModels: STUDENT_MODELS },
      schema: { tags: ['student-fees'], params: StudentIdParams, response: { 200: PaymentOverviewReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { studentId } = req.params;
      const student = await studentFor(rt, req, studentId);
      const today = todayOf(rt.clock);
      const year = today.slice(0, 4);
      const o = await studentOwed(rt, authOf(req).instituteId, studentId, today, year);
      return ok('Payment overview', {
        totalYearlyFee: o.total,
        amountPaid: o.paid,
        amountToPaid: money(o.total - o.paid),
        dueNow: o.dueNow,
        overdue: o.overdue,
        upcoming: o.upcoming,
        earlierYears: o.earlierYears,
        year,
        today,
        student: { _id: student.id, displayName: student.display_name, registrationNumber: student.registration_number },
      });
    },
  );

  app.get(
    '/student/transaction/:studentId',
    {
      config: { access: PAYERS, module: 'payment', readModels: STUDENT_MODELS },
      schema: {
        tags: ['student-fees'],
        params: StudentIdParams,
        querystring: PageQuery,
        response: { 200: StudentTransactionList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const { studentId } = req.params;
      await studentFor(rt, req, studentId);
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      const where = sql`where student_id = ${studentId} and institute_id = ${authOf(req).instituteId}`;
      const [rows, count] = await Promise.all([
        sql<PaymentDbRow>`select ${PAYMENT_COLUMNS} from student_payment ${where} order by created_at desc, id limit ${perPage} offset ${offset}`.execute(
          db,
        ),
        sql<{ n: number }>`select count(*)::int as n from student_payment ${where}`.execute(db),
      ]);
      return paged('Transactions', rows.rows.map(paymentView), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/student/balance/:studentId',
    {
      config: { access: PAYERS, module: 'payment', readModels: STUDENT_MODELS },
      schema: {
        tags: ['student-fees'],
        params: StudentIdParams,
        querystring: BalanceQuery,
        response: { 200: StudentBalanceReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const { studentId } = req.params;
      await studentFor(rt, req, studentId);
      const asOf = req.query.asOf ?? todayOf(rt.clock);
      const instituteId = authOf(req).instituteId;
      // The charges' own streams (not the read model's present), replayed up to the end of that day.
      const ids = (
        await sql<{ id: string }>`select id from student_charge where student_id = ${studentId} and institute_id = ${instituteId}`.execute(
          db,
        )
      ).rows.map((r) => r.id);
      const streams = await Promise.all(ids.map((id) => rt.store.readStream(studentChargeStream(id))));
      const events = streams.filter((s) => s[0]?.metadata.instituteId === instituteId);
      return ok('Balance', replayBalance(asOf, events));
    },
  );

  app.get(
    '/student/receipt/:paymentId',
    {
      config: { access: PAYERS, module: 'payment', readModels: ['student_payment'] },
      schema: {
        tags: ['student-fees'],
        params: Type.Object({ paymentId: Type.String({ minLength: 1, maxLength: 64 }) }),
        // The PDF goes out as it is (a Buffer is never serialised); the schema says what it is.
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The receipt, application/pdf.' }),
          '4xx': ErrorReply,
        },
      },
    },
    async (req, reply) => {
      const { paymentId } = req.params;
      const auth = authOf(req);
      const row = await paymentRow(rt, auth.instituteId, paymentId);
      const student = await studentFor(rt, req, row.student_id);
      // The letterhead, batch and collector are asked of the modules that own them; the period is the charge's own.
      const [institute, batches, users, period] = await Promise.all([
        instituteLetterhead(rt, auth.instituteId),
        batchLabels(rt, student.batch_id ? [student.batch_id] : []),
        userCards(rt, [row.created_by]),
        sql<{
          period_start: string;
          period_end: string;
        }>`select period_start, period_end from student_charge where id = ${row.charge_id}`.execute(db),
      ]);
      const extra = {
        batch_title: student.batch_id ? (batches.get(student.batch_id)?.title ?? null) : null,
        period_start: period.rows[0]?.period_start ?? null,
        period_end: period.rows[0]?.period_end ?? null,
        collector: users.get(row.created_by)?.displayName ?? null,
      };
      const pdf = await renderReceipt({
        instituteName: institute?.name ?? 'Institute',
        ...(institute?.address ? { instituteAddress: institute.address } : {}),
        receiptNo: row.receipt_no,
        paidAt: new Date(row.created_at).toISOString(),
        studentName: student.display_name,
        ...(student.registration_number ? { registrationNumber: student.registration_number } : {}),
        ...(extra.batch_title ? { batchTitle: extra.batch_title } : {}),
        feeTitle: row.fee_title,
        ...(extra.period_start ? { period: `${extra.period_start} – ${extra.period_end}` } : {}),
        amount: money(row.amount),
        paymentMode: row.payment_mode,
        ...(row.provider_payment_id ? { providerPaymentId: row.provider_payment_id } : {}),
        status: row.status,
        ...(row.reversal_reason ? { reversalReason: row.reversal_reason } : {}),
        ...(extra.collector ? { collectedBy: extra.collector } : {}),
        ...(row.test ? { test: true } : {}),
      });
      return reply.type('application/pdf').header('content-disposition', `inline; filename="receipt-${row.receipt_no}.pdf"`).send(pdf);
    },
  );
}

type Line = { at: number; position: bigint; event: StudentChargeEvent };

/**
 * When each event of one charge's stream starts to count in a balance (standing.ts): a charge from its due date (or
 * the moment it was raised, if later), and what was paid on it, reversed or cancelled no earlier than the charge
 * itself. A charge cancelled before it fell due never counts.
 */
function countedFrom(stream: RecordedEvent[]): Line[] {
  const raised = stream.find((e) => e.type === 'StudentChargeRaised');
  if (!raised) return [];
  const data = (raised as unknown as StudentChargeEvent & { type: 'StudentChargeRaised' }).data;
  const dueFrom = new Date(`${data.dueDate.slice(0, 10)}T00:00:00+05:30`).getTime();
  const cancelled = stream.find((e) => e.type === 'StudentChargeCancelled');
  if (cancelled && new Date(cancelled.metadata.occurredAt).getTime() < dueFrom) return [];
  return stream.map((e) => ({
    at: Math.max(new Date(e.metadata.occurredAt).getTime(), dueFrom),
    position: e.position,
    event: e as unknown as StudentChargeEvent,
  }));
}

/**
 * The balance at the end of `asOf` from the student's charge streams: charges add from their due date, payments take
 * off, reversals add back, cancellations take a charge out. On today it equals the overview's `dueNow`.
 */
export function replayBalance(asOf: string, streams: RecordedEvent[][]) {
  const until = endOfDay(asOf).getTime();
  const lines = streams
    .flatMap(countedFrom)
    .filter((l) => l.at <= until)
    .sort((a, b) => a.at - b.at || (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const charges = new Map<string, { title: string; amount: number; paid: number }>();
  const payments = new Map<string, number>();
  const concessions = new Map<string, number>();
  let charged = 0;
  let paid = 0;
  let reversed = 0;
  let conceded = 0;
  const entries: {
    at: string;
    kind: 'CHARGE' | 'PAYMENT' | 'REVERSAL' | 'CANCELLATION' | 'CONCESSION' | 'CONCESSION_REVOKED';
    title: string;
    amount: number;
    balanceAfter: number;
  }[] = [];
  for (const { at: when, event: e } of lines) {
    const at = new Date(when).toISOString();
    const line = (kind: (typeof entries)[number]['kind'], title: string, amountPaise: number) =>
      entries.push({ at, kind, title, amount: rupees(amountPaise), balanceAfter: rupees(charged - paid + reversed) });
    if (e.type === 'StudentChargeRaised') {
      if (charges.has(e.data.chargeId)) continue;
      const amount = paise(e.data.amount);
      charges.set(e.data.chargeId, { title: e.data.feeTitle, amount, paid: 0 });
      charged += amount;
      line('CHARGE', `${e.data.feeTitle} (${e.data.periodStart} – ${e.data.periodEnd})`, amount);
    } else if (e.type === 'StudentChargeCancelled') {
      const c = charges.get(e.data.chargeId);
      if (!c) continue;
      charged -= c.amount;
      line('CANCELLATION', c.title, c.amount);
    } else if (e.type === 'StudentFeePaid') {
      if (payments.has(e.data.paymentId)) continue;
      const amount = paise(e.data.amount);
      payments.set(e.data.paymentId, amount);
      paid += amount;
      const mode = `${e.data.paymentMode}${isTestPayment(e.data) ? ' (TEST PAYMENT)' : ''}`;
      line('PAYMENT', `${e.data.feeTitle} · ${mode} · ${e.data.receiptNo}`, amount);
    } else if (e.type === 'StudentFeePaymentReversed') {
      const amount = payments.get(e.data.paymentId);
      if (amount === undefined) continue;
      reversed += amount;
      line('REVERSAL', e.data.reason, amount);
    } else if (e.type === 'StudentLateFeeIncreased') {
      const c = charges.get(e.data.chargeId);
      if (!c) continue;
      const amount = paise(e.data.amount);
      c.amount += amount;
      charged += amount;
      line('CHARGE', `${c.title} (${e.data.daysOverdue} days overdue)`, amount);
    } else if (e.type === 'StudentChargeConcessionGranted') {
      const c = charges.get(e.data.chargeId);
      if (!c || concessions.has(e.data.concessionId)) continue;
      // A concession lowers what is charged (it is not money received).
      const amount = paise(e.data.amount);
      concessions.set(e.data.concessionId, amount);
      c.amount -= amount;
      charged -= amount;
      conceded += amount;
      const word = e.data.kind === 'SCHOLARSHIP' ? 'Scholarship' : 'Concession';
      line('CONCESSION', `${word} on ${c.title}${e.data.percent !== undefined ? ` (${e.data.percent}%)` : ''}: ${e.data.reason}`, amount);
    } else if (e.type === 'StudentChargeConcessionRevoked') {
      const c = charges.get(e.data.chargeId);
      const amount = concessions.get(e.data.concessionId);
      if (!c || amount === undefined) continue;
      concessions.delete(e.data.concessionId);
      c.amount += amount;
      charged += amount;
      conceded -= amount;
      line('CONCESSION_REVOKED', `Concession on ${c.title} revoked: ${e.data.reason}`, amount);
    }
  }
  return {
    asOf,
    charged: rupees(charged),
    paid: rupees(paid),
    reversed: rupees(reversed),
    concessions: rupees(conceded),
    balance: rupees(charged - paid + reversed),
    entries,
  };
}
