import { sql } from 'kysely';
import { isTestPayment, type FinanceEvent, type RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';

/**
 * Where a ledger row comes from: typed by hand (Add Finance), or posted by the system for a fee payment, a
 * staff payment, or the reversal of either. Posted rows carry the id of the payment they stand for. A fee paid
 * through the test sandbox posts TEST_FEE_PAYMENT (and its reversal TEST_FEE_REVERSAL): no money moved, so no total
 * that reads FEE_PAYMENT counts it.
 */
export type LedgerSource =
  | 'MANUAL'
  | 'FEE_PAYMENT'
  | 'FEE_REVERSAL'
  | 'TEST_FEE_PAYMENT'
  | 'TEST_FEE_REVERSAL'
  | 'STAFF_PAYMENT'
  | 'STAFF_PAYMENT_REVERSAL';

/** The title prefix of a test payment's ledger rows. */
export const TEST_LEDGER_PREFIX = 'TEST PAYMENT — ';

/** The payment events the ledger reads; their owners (student fees, payroll) define them in contracts. */
type PaymentEvent =
  | {
      type: 'StudentFeePaid';
      data: {
        paymentId: string;
        studentId: string;
        feeTitle: string;
        amount: number;
        receiptNo?: string;
        test?: boolean;
        provider?: string;
      };
    }
  | { type: 'StudentFeePaymentReversed'; data: { paymentId: string; studentId: string; amount: number; reason: string; test?: boolean } }
  | {
      type: 'StaffPaymentRecorded';
      data: { paymentId: string; staffId: string; paymentType: string; paymentMonth: string; amount: number };
    }
  | { type: 'StaffPaymentReversed'; data: { paymentId: string; staffId: string; amount: number; reason: string } };

const PAYMENT_TYPE_TITLES: Record<string, string> = { SALARY: 'Salary', BONUS: 'Bonus', OTHER: 'Staff payment' };

const monthOf = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/**
 * `finance_entry`: the institute's ledger. Manual income and expense rows, and the rows that fee and staff payments
 * post on their own (CREDIT for a fee collected, DEBIT for pay and for reversals). A deleted manual entry stays,
 * marked, so history and audit agree; posted rows cannot be deleted, only reversed at their source.
 */
export const financeEntriesProjection: Projection = {
  name: 'finance_entry',
  version: 3,
  tables: {
    finance_entry: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, finance_type text not null,
      amount numeric(16, 2) not null, created_by text not null, created_at timestamptz not null,
      deleted_at timestamptz, deleted_by text,
      source text not null default 'MANUAL', source_id text, party_id text)`,
  },
  indexes: {
    'finance_entry.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
  },
  handles: [
    'FinanceEntryRecorded',
    'FinanceEntryDeleted',
    'StudentFeePaid',
    'StudentFeePaymentReversed',
    'StaffPaymentRecorded',
    'StaffPaymentReversed',
  ],
  idsOf: (event) => {
    const d = event.data as { entryId?: string; paymentId?: string };
    return [d.entryId ?? ledgerIdOf(event.type, d.paymentId ?? event.eventId)];
  },
  async apply(ctx, event) {
    const e = event as unknown as FinanceEvent | PaymentEvent;
    const m = event.metadata;
    switch (e.type) {
      case 'FinanceEntryRecorded':
        await sql`insert into ${ctx.table('finance_entry')} (id, institute_id, title, finance_type, amount, created_by, created_at)
          values (${e.data.entryId}, ${m.instituteId}, ${e.data.title}, ${e.data.financeType}, ${e.data.amount},
            ${m.actorId}, ${m.occurredAt}) on conflict (id) do nothing`.execute(ctx.tx);
        return;
      case 'FinanceEntryDeleted':
        await sql`update ${ctx.table('finance_entry')} set deleted_at = ${m.occurredAt}, deleted_by = ${m.actorId}
          where id = ${e.data.entryId} and deleted_at is null and source = 'MANUAL'`.execute(ctx.tx);
        return;
      case 'StudentFeePaid': {
        const test = isTestPayment(e.data);
        return post(
          ctx,
          event,
          test ? 'TEST_FEE_PAYMENT' : 'FEE_PAYMENT',
          'CREDIT',
          e.data.paymentId,
          e.data.studentId,
          e.data.amount,
          `${test ? TEST_LEDGER_PREFIX : ''}Fee collected: ${e.data.feeTitle}${e.data.receiptNo ? ` (${e.data.receiptNo})` : ''}`,
        );
      }
      case 'StudentFeePaymentReversed': {
        // Older reversals do not say; the row their payment posted does.
        const test =
          e.data.test === true ||
          (
            await sql<{ n: number }>`select 1 as n from ${ctx.table('finance_entry')}
          where id = ${ledgerIdOf('StudentFeePaid', e.data.paymentId)} and source = 'TEST_FEE_PAYMENT'`.execute(ctx.tx)
          ).rows.length > 0;
        return post(
          ctx,
          event,
          test ? 'TEST_FEE_REVERSAL' : 'FEE_REVERSAL',
          'DEBIT',
          e.data.paymentId,
          e.data.studentId,
          e.data.amount,
          `${test ? TEST_LEDGER_PREFIX : ''}Fee payment reversed: ${e.data.reason}`,
        );
      }
      case 'StaffPaymentRecorded':
        return post(
          ctx,
          event,
          'STAFF_PAYMENT',
          'DEBIT',
          e.data.paymentId,
          e.data.staffId,
          e.data.amount,
          `${PAYMENT_TYPE_TITLES[e.data.paymentType] ?? 'Staff payment'}${monthOf(e.data.paymentMonth) ? `, ${monthOf(e.data.paymentMonth)}` : ''}`,
        );
      case 'StaffPaymentReversed':
        return post(
          ctx,
          event,
          'STAFF_PAYMENT_REVERSAL',
          'CREDIT',
          e.data.paymentId,
          e.data.staffId,
          e.data.amount,
          `Staff payment reversed: ${e.data.reason}`,
        );
    }
  },
};

/** A posted row's id: one per source event kind and payment, so re-applying an event writes nothing new. */
export const ledgerIdOf = (eventType: string, paymentId: string) => `${eventType}:${paymentId}`;

async function post(
  ctx: ProjectionContext,
  event: RecordedEvent,
  source: LedgerSource,
  financeType: 'CREDIT' | 'DEBIT',
  paymentId: string,
  partyId: string,
  amount: number,
  title: string,
): Promise<void> {
  if (!paymentId || !(Number(amount) > 0)) return;
  const m = event.metadata;
  await sql`insert into ${ctx.table('finance_entry')}
      (id, institute_id, title, finance_type, amount, created_by, created_at, source, source_id, party_id)
    values (${ledgerIdOf(event.type, paymentId)}, ${m.instituteId}, ${title.slice(0, 200)}, ${financeType}, ${amount},
      ${m.actorId}, ${m.occurredAt}, ${source}, ${paymentId}, ${partyId ?? null})
    on conflict (id) do nothing`.execute(ctx.tx);
}
