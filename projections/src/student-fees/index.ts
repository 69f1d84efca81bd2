import { sql } from 'kysely';
import { isTestPayment, type PaymentOrderEvent, type StudentChargeEvent, type StudentFeeAssignmentEvent } from '@school/contracts';
import type { Projection } from '../types.js';
import { feeReminderProjection } from './reminders.js';

export { feeReminderProjection };

/** The student a fee event concerns (a cancelled charge or a failed order does not say: it then reaches staff only). */
const studentOf = (e: { data: unknown }): string[] => {
  const id = (e.data as { studentId?: unknown }).studentId;
  return typeof id === 'string' && id ? [id] : [];
};

/**
 * `student_fee_assignment`: one row per fee set for a batch from a day (its money counters are summed from
 * `student_charge` when read). An assignment set again after it was cancelled takes the same id: the row is reset.
 */
export const studentFeeAssignmentProjection: Projection = {
  name: 'student_fee_assignment',
  // 2: the late-fee setting (late_fee_type FLAT | PER_DAY, late_fee_amount, late_fee_cap).
  version: 2,
  tables: {
    student_fee_assignment: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, fee_id text not null, fee_title text not null, batch_id text not null,
      amount numeric(14, 2) not null, fee_type text not null, start_date text not null, end_date text not null, due_day integer,
      students integer not null, charges integer not null, created_at timestamptz not null, created_by text not null,
      cancelled_at timestamptz, cancel_reason text, last_position bigint not null default 0,
      late_fee_type text, late_fee_amount numeric(14, 2), late_fee_cap numeric(14, 2))`,
  },
  indexes: {
    'student_fee_assignment.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
  },
  handles: ['StudentFeeAssigned', 'StudentFeeAssignmentCancelled'],
  async apply({ tx, table }, event) {
    const e = event as unknown as StudentFeeAssignmentEvent;
    const m = event.metadata;
    const t = table('student_fee_assignment');
    const pos = sql`${event.position.toString()}::bigint`;
    if (e.type === 'StudentFeeAssigned') {
      const d = e.data;
      const students = new Set(d.charges.map((c) => c.studentId)).size;
      const late = d.lateFee;
      await sql`insert into ${t} (id, institute_id, fee_id, fee_title, batch_id, amount, fee_type, start_date, end_date, due_day,
          students, charges, created_at, created_by, last_position, late_fee_type, late_fee_amount, late_fee_cap)
        values (${d.assignmentId}, ${m.instituteId}, ${d.feeId}, ${d.feeTitle}, ${d.batchId}, ${d.amount}, ${d.feeType}, ${d.startDate},
          ${d.endDate}, ${d.dueDay ?? null}, ${students}, ${d.charges.length}, ${m.occurredAt}, ${m.actorId}, ${pos},
          ${late?.type ?? null}, ${late?.amount ?? null}, ${late?.cap ?? null})
        on conflict (id) do update set fee_title = excluded.fee_title, amount = excluded.amount, fee_type = excluded.fee_type,
          end_date = excluded.end_date, due_day = excluded.due_day, students = excluded.students, charges = excluded.charges,
          created_at = excluded.created_at, created_by = excluded.created_by, cancelled_at = null, cancel_reason = null,
          last_position = excluded.last_position, late_fee_type = excluded.late_fee_type, late_fee_amount = excluded.late_fee_amount,
          late_fee_cap = excluded.late_fee_cap
        where ${t}.last_position < excluded.last_position`.execute(tx);
    } else if (e.type === 'StudentFeeAssignmentCancelled') {
      await sql`update ${t} set cancelled_at = ${m.occurredAt}, cancel_reason = ${e.data.reason ?? null}, last_position = ${pos}
        where id = ${e.data.assignmentId} and last_position < ${pos}`.execute(tx);
    }
  },
};

/**
 * `student_charge`: one fee period of one student (kind CHARGE), or the late fee of one (kind LATE_FEE, `late_fee_of`
 * the charge it penalises), with what was paid on it (net of reversals) and its status. `gross_amount` is as raised
 * (plus what a per-day late fee grew by), `concession` the concessions in force, and `amount` = gross − concession is
 * what is owed: every read of money owed reads `amount`. `student_charge_concession`: each concession, revoked or not.
 * Version 2 added kind, late_fee_of, gross_amount, concession and the concession table.
 */
export const studentChargeProjection: Projection = {
  name: 'student_charge',
  version: 2,
  tables: {
    student_charge: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, assignment_id text not null, fee_id text not null, fee_title text not null,
      student_id text not null, batch_id text not null, amount numeric(14, 2) not null, paid numeric(14, 2) not null default 0,
      period_start text not null, period_end text not null, due_date text not null, status text not null,
      created_at timestamptz not null, cancelled_at timestamptz, last_position bigint not null default 0,
      kind text not null default 'CHARGE', late_fee_of text, gross_amount numeric(14, 2) not null default 0,
      concession numeric(14, 2) not null default 0)`,
    student_charge_concession: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, charge_id text not null, student_id text not null, kind text not null,
      amount numeric(14, 2) not null, percent numeric(6, 2), reason text not null, granted_at timestamptz not null,
      granted_by text not null, revoked_at timestamptz, revoked_by text, revoke_reason text)`,
  },
  indexes: {
    'student_charge.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id, due_date)`,
    'student_charge.assignment': (t, i) => sql`create index ${i} on ${t} (assignment_id)`,
    'student_charge.late_fee_of': (t, i) => sql`create index ${i} on ${t} (late_fee_of)`,
    'student_charge_concession.charge': (t, i) => sql`create index ${i} on ${t} (charge_id)`,
  },
  handles: [
    'StudentChargeRaised',
    'StudentChargeCancelled',
    'StudentFeePaid',
    'StudentFeePaymentReversed',
    'StudentChargeConcessionGranted',
    'StudentChargeConcessionRevoked',
    'StudentLateFeeIncreased',
  ],
  ownersOf: studentOf,
  async apply({ tx, table }, event) {
    const e = event as unknown as StudentChargeEvent;
    const m = event.metadata;
    const t = table('student_charge');
    const pos = sql`${event.position.toString()}::bigint`;
    const status = (paid: unknown, amount: unknown = sql`amount`) => sql`case when status = 'CANCELLED' then 'CANCELLED'
      when ${paid} >= ${amount} then 'PAID' when ${paid} > 0 then 'PARTIAL' else 'PENDING' end`;
    // Moves what is owed by `delta` (rupees; a concession lowers it), `gross` too for a late fee that grew.
    const owe = async (chargeId: string, delta: number, concession: number) => {
      const amount = sql`(amount + ${delta}::numeric)`;
      await sql`update ${t} set amount = ${amount}, gross_amount = gross_amount + ${delta + concession}::numeric,
          concession = concession + ${concession}::numeric, status = ${status(sql`paid`, amount)}, last_position = ${pos}
        where id = ${chargeId} and last_position < ${pos}`.execute(tx);
    };
    switch (e.type) {
      case 'StudentChargeRaised': {
        const d = e.data;
        await sql`insert into ${t} (id, institute_id, assignment_id, fee_id, fee_title, student_id, batch_id, amount, period_start,
            period_end, due_date, status, created_at, last_position, kind, late_fee_of, gross_amount)
          values (${d.chargeId}, ${m.instituteId}, ${d.assignmentId}, ${d.feeId}, ${d.feeTitle}, ${d.studentId}, ${d.batchId}, ${d.amount},
            ${d.periodStart}, ${d.periodEnd}, ${d.dueDate}, 'PENDING', ${m.occurredAt}, ${pos}, ${d.kind ?? 'CHARGE'},
            ${d.lateFeeOf ?? null}, ${d.amount}) on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'StudentLateFeeIncreased':
        return owe(e.data.chargeId, Number(e.data.amount), 0);
      case 'StudentChargeConcessionGranted': {
        const d = e.data;
        const c = table('student_charge_concession');
        await sql`insert into ${c} (id, institute_id, charge_id, student_id, kind, amount, percent, reason, granted_at,
            granted_by) values (${d.concessionId}, ${m.instituteId}, ${d.chargeId}, ${d.studentId}, ${d.kind}, ${d.amount},
            ${d.percent ?? null}, ${d.reason}, ${m.occurredAt}, ${m.actorId}) on conflict (id) do nothing`.execute(tx);
        await owe(d.chargeId, -Number(d.amount), Number(d.amount));
        return;
      }
      case 'StudentChargeConcessionRevoked': {
        const d = e.data;
        const c = table('student_charge_concession');
        await sql`update ${c} set revoked_at = ${m.occurredAt}, revoked_by = ${m.actorId}, revoke_reason = ${d.reason}
          where id = ${d.concessionId} and revoked_at is null`.execute(tx);
        await owe(d.chargeId, Number(d.amount), -Number(d.amount));
        return;
      }
      case 'StudentChargeCancelled':
        await sql`update ${t} set status = 'CANCELLED', cancelled_at = ${m.occurredAt}, last_position = ${pos}
          where id = ${e.data.chargeId} and last_position < ${pos}`.execute(tx);
        return;
      case 'StudentFeePaid': {
        const paid = sql`(paid + ${e.data.amount}::numeric)`;
        await sql`update ${t} set paid = ${paid}, status = ${status(paid)}, last_position = ${pos}
          where id = ${e.data.chargeId} and last_position < ${pos}`.execute(tx);
        return;
      }
      case 'StudentFeePaymentReversed': {
        const paid = sql`(paid - ${e.data.amount}::numeric)`;
        await sql`update ${t} set paid = ${paid}, status = ${status(paid)}, last_position = ${pos}
          where id = ${e.data.chargeId} and last_position < ${pos}`.execute(tx);
        return;
      }
    }
  },
};

/**
 * `student_payment`: one row per payment (SUCCESSFUL or REVERSED, with the reversal's who, when, why; `test` for a
 * sandbox payment, which moved no money); `payment_order`: online checkouts. Version 2 added `test`.
 */
export const studentPaymentProjection: Projection = {
  name: 'student_payment',
  version: 2,
  tables: {
    student_payment: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, charge_id text not null, assignment_id text not null, student_id text not null,
      fee_title text not null, amount numeric(14, 2) not null, payment_mode text not null, provider text, provider_order_id text,
      provider_payment_id text, receipt_no text not null, direct boolean not null default false, status text not null,
      created_at timestamptz not null, created_by text not null, reversal_reason text, reversed_at timestamptz, reversed_by text,
      test boolean not null default false)`,
    payment_order: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, charge_id text not null, student_id text not null, amount numeric(14, 2) not null,
      provider text not null, provider_order_id text not null, status text not null, failure_reason text, created_at timestamptz not null)`,
  },
  indexes: {
    'student_payment.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id, created_at desc)`,
    'student_payment.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
    'payment_order.provider': (t, i) => sql`create index ${i} on ${t} (provider, provider_order_id)`,
  },
  handles: ['StudentFeePaid', 'StudentFeePaymentReversed', 'PaymentOrderCreated', 'PaymentOrderFailed'],
  idsOf: (e) => {
    const d = e.data as { paymentId?: string; orderId?: string };
    return [String(d.paymentId ?? d.orderId ?? '')];
  },
  ownersOf: studentOf,
  async apply({ tx, table }, event) {
    const e = event as unknown as StudentChargeEvent | PaymentOrderEvent;
    const m = event.metadata;
    const t = table('student_payment');
    switch (e.type) {
      case 'StudentFeePaid': {
        const d = e.data;
        await sql`insert into ${t} (id, institute_id, charge_id, assignment_id, student_id, fee_title, amount, payment_mode, provider,
            provider_order_id, provider_payment_id, receipt_no, direct, status, created_at, created_by, test)
          values (${d.paymentId}, ${m.instituteId}, ${d.chargeId}, ${d.assignmentId}, ${d.studentId}, ${d.feeTitle}, ${d.amount},
            ${d.paymentMode}, ${d.provider ?? null}, ${d.providerOrderId ?? null}, ${d.providerPaymentId ?? null}, ${d.receiptNo},
            ${d.direct === true}, 'SUCCESSFUL', ${m.occurredAt}, ${m.actorId}, ${isTestPayment(d)}) on conflict (id) do nothing`.execute(
          tx,
        );
        if (d.providerOrderId) {
          await sql`update ${table('payment_order')} set status = 'PAID' where provider_order_id = ${d.providerOrderId}
            and institute_id = ${m.instituteId}`.execute(tx);
        }
        return;
      }
      case 'StudentFeePaymentReversed':
        await sql`update ${t} set status = 'REVERSED', reversal_reason = ${e.data.reason}, reversed_at = ${m.occurredAt},
          reversed_by = ${m.actorId} where id = ${e.data.paymentId} and status = 'SUCCESSFUL'`.execute(tx);
        return;
      case 'PaymentOrderCreated': {
        const d = e.data;
        await sql`insert into ${table('payment_order')} (id, institute_id, charge_id, student_id, amount, provider, provider_order_id,
            status, created_at)
          values (${d.orderId}, ${m.instituteId}, ${d.chargeId}, ${d.studentId}, ${d.amount}, ${d.provider}, ${d.providerOrderId},
            'CREATED', ${m.occurredAt}) on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'PaymentOrderFailed':
        await sql`update ${table('payment_order')} set status = 'FAILED', failure_reason = ${e.data.reason}
          where id = ${e.data.orderId} and status = 'CREATED'`.execute(tx);
        return;
    }
  },
};

export const studentFeesProjections: readonly Projection[] = [
  studentFeeAssignmentProjection,
  studentChargeProjection,
  studentPaymentProjection,
  feeReminderProjection,
];
