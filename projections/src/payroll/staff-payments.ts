import { sql } from 'kysely';
import type { StaffPaymentEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `staff_payment`: one row per staff payment (000 §6, 001 §3): SUCCESSFUL when recorded, REVERSED (with who, when and
 * why) after a reversal. Inserting skips a row that exists and a reversal only touches a row not yet reversed, so
 * applying an event again changes nothing.
 */
export const staffPaymentsProjection: Projection = {
  name: 'staff_payment',
  version: 1,
  tables: {
    staff_payment: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, staff_id text not null, payment_type text not null,
      payment_method text not null, payment_month date not null, amount numeric(14, 2) not null,
      status text not null, note text, created_by text not null, created_at timestamptz not null,
      reversed_at timestamptz, reversed_by text, reversal_reason text)`,
  },
  indexes: {
    'staff_payment.staff': (t, i) => sql`create index ${i} on ${t} (institute_id, staff_id, created_at desc)`,
    'staff_payment.month': (t, i) => sql`create index ${i} on ${t} (institute_id, payment_month)`,
  },
  handles: ['StaffPaymentRecorded', 'StaffPaymentReversed'],
  /** The staff member paid: a teacher reads only their own payments. */
  ownersOf: (e) => [String((e.data as { staffId?: string }).staffId ?? '')],
  async apply({ tx, table }, event) {
    const e = event as unknown as StaffPaymentEvent;
    const m = event.metadata;
    const t = table('staff_payment');
    switch (e.type) {
      case 'StaffPaymentRecorded': {
        const d = e.data;
        if (!d?.paymentId || !d.staffId || !/^\d{4}-\d{2}-\d{2}$/.test(String(d.paymentMonth)) || !Number.isFinite(Number(d.amount))) {
          console.warn(`staff_payment: skipped ${event.type} at ${event.position} without a payment, staff, month or amount`);
          return;
        }
        await sql`insert into ${t} (id, institute_id, staff_id, payment_type, payment_method, payment_month, amount, status,
            note, created_by, created_at)
          values (${d.paymentId}, ${m.instituteId}, ${d.staffId}, ${d.paymentType}, ${d.paymentMethod}, ${d.paymentMonth}::date,
            ${d.amount}, 'SUCCESSFUL', ${d.note ?? null}, ${m.actorId}, ${m.occurredAt})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'StaffPaymentReversed': {
        const d = e.data;
        if (!d?.paymentId) return;
        await sql`update ${t} set status = 'REVERSED', reversed_at = ${m.occurredAt}, reversed_by = ${m.actorId},
            reversal_reason = ${d.reason ?? ''}
          where id = ${d.paymentId} and institute_id = ${m.instituteId} and status <> 'REVERSED'`.execute(tx);
        return;
      }
      default:
        return;
    }
  },
};
