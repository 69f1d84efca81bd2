import { sql } from 'kysely';
import { isTestPayment, type FinanceEvent, type RecordedEvent } from '@school/contracts';
import { columnList, keysOf, Rounds, recordset } from '../batch.js';
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
  | 'STAFF_PAYMENT_REVERSAL'
  // ---- library fines (lib-circ-server) ----
  | 'LIBRARY_FINE';
// ---- end library fines ----

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
  | { type: 'StaffPaymentReversed'; data: { paymentId: string; staffId: string; amount: number; reason: string } }
  // ---- library fines (lib-circ-server) ----
  | { type: 'LibraryFinePaid'; data: { paymentId: string; studentId: string; issueId: string; amount: number } };
// ---- end library fines ----

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
    // ---- library fines (lib-circ-server) ----
    'LibraryFinePaid',
    // ---- end library fines ----
  ],
  idsOf: (event) => {
    const d = event.data as { entryId?: string; paymentId?: string };
    return [d.entryId ?? ledgerIdOf(event.type, d.paymentId ?? event.eventId)];
  },
  async apply(ctx, event) {
    let test = false;
    if (event.type === 'StudentFeePaymentReversed') {
      const d = (event as unknown as Extract<PaymentEvent, { type: 'StudentFeePaymentReversed' }>).data;
      // Older reversals do not say; the row their payment posted does.
      test =
        d.test === true ||
        (
          await sql<{ n: number }>`select 1 as n from ${ctx.table('finance_entry')}
          where id = ${ledgerIdOf('StudentFeePaid', d.paymentId)} and source = 'TEST_FEE_PAYMENT'`.execute(ctx.tx)
        ).rows.length > 0;
    }
    const w = writeOf(event, test);
    if (w?.kind === 'insert') await insertRows(ctx, [w.row]);
    else if (w?.kind === 'delete') await deleteRows(ctx, [w.row]);
  },
};

type Write = { kind: 'insert'; row: LedgerRow } | { kind: 'delete'; row: Deletion } | null;

/** What an event writes; `test`: whether a fee reversal undoes a test payment. */
function writeOf(event: RecordedEvent, test: boolean): Write {
  const e = event as unknown as FinanceEvent | PaymentEvent;
  const m = event.metadata;
  switch (e.type) {
    case 'FinanceEntryRecorded':
      return {
        kind: 'insert',
        row: {
          id: e.data.entryId,
          institute_id: m.instituteId,
          title: e.data.title,
          finance_type: e.data.financeType,
          amount: e.data.amount,
          created_by: m.actorId,
          created_at: m.occurredAt,
          source: 'MANUAL',
          source_id: null,
          party_id: null,
        },
      };
    case 'FinanceEntryDeleted':
      return { kind: 'delete', row: { id: e.data.entryId, at: m.occurredAt, by: m.actorId } };
    case 'StudentFeePaid': {
      const paidTest = isTestPayment(e.data);
      return post(
        event,
        paidTest ? 'TEST_FEE_PAYMENT' : 'FEE_PAYMENT',
        'CREDIT',
        e.data.paymentId,
        e.data.studentId,
        e.data.amount,
        `${paidTest ? TEST_LEDGER_PREFIX : ''}Fee collected: ${e.data.feeTitle}${e.data.receiptNo ? ` (${e.data.receiptNo})` : ''}`,
      );
    }
    case 'StudentFeePaymentReversed':
      return post(
        event,
        test ? 'TEST_FEE_REVERSAL' : 'FEE_REVERSAL',
        'DEBIT',
        e.data.paymentId,
        e.data.studentId,
        e.data.amount,
        `${test ? TEST_LEDGER_PREFIX : ''}Fee payment reversed: ${e.data.reason}`,
      );
    case 'StaffPaymentRecorded':
      return post(
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
        event,
        'STAFF_PAYMENT_REVERSAL',
        'CREDIT',
        e.data.paymentId,
        e.data.staffId,
        e.data.amount,
        `Staff payment reversed: ${e.data.reason}`,
      );
    // ---- library fines (lib-circ-server) ----
    // A fine collected is income: CREDIT. A waiver moves no money and posts nothing.
    case 'LibraryFinePaid':
      return post(event, 'LIBRARY_FINE', 'CREDIT', e.data.paymentId, e.data.studentId, e.data.amount, 'Library fine');
    // ---- end library fines ----
  }
  return null;
}

/** A posted row's id: one per source event kind and payment, so re-applying an event writes nothing new. */
export const ledgerIdOf = (eventType: string, paymentId: string) => `${eventType}:${paymentId}`;

/**
 * The same rows in a few statements: inserts and deletions in rounds (see Rounds). A reversal that does not say
 * whether it was a test reads its payment's row, so what came before it is written first and it is applied alone.
 */
financeEntriesProjection.applyBatch = async (ctx, events) => {
  const rounds = new Rounds<'insert' | 'delete'>();
  const flush = () =>
    rounds.flush((kind, rows) => (kind === 'insert' ? insertRows(ctx, rows as LedgerRow[]) : deleteRows(ctx, rows as Deletion[])));
  for (const event of events) {
    if (event.type === 'StudentFeePaymentReversed' && (event.data as { test?: boolean }).test !== true) {
      await flush();
      await financeEntriesProjection.apply(ctx, event);
      continue;
    }
    const w = writeOf(event, true);
    // An insert of a row that exists changes nothing, nor a second deletion.
    if (w) rounds.add(w.kind, w.row.id, w.row, 'first');
  }
  await flush();
};

type LedgerRow = {
  id: string;
  institute_id: string;
  title: string;
  finance_type: string;
  amount: unknown;
  created_by: string;
  created_at: string;
  source: LedgerSource;
  source_id: string | null;
  party_id: string | null;
};
type Deletion = { id: string; at: string; by: string };

const LEDGER_COLUMNS = {
  id: 'text',
  institute_id: 'text',
  title: 'text',
  finance_type: 'text',
  amount: 'numeric',
  created_by: 'text',
  created_at: 'timestamptz',
  source: 'text',
  source_id: 'text',
  party_id: 'text',
};

async function insertRows(ctx: ProjectionContext, rows: LedgerRow[]): Promise<void> {
  await sql`insert into ${ctx.table('finance_entry')} (${columnList(LEDGER_COLUMNS)})
    select ${columnList(LEDGER_COLUMNS)} from ${recordset(rows, LEDGER_COLUMNS)} on conflict (id) do nothing`.execute(ctx.tx);
}

async function deleteRows(ctx: ProjectionContext, rows: Deletion[]): Promise<void> {
  await sql`update ${ctx.table('finance_entry')} f set deleted_at = x.at, deleted_by = x.by
    from ${recordset(rows, { id: 'text', at: 'timestamptz', by: 'text' })}
    where f.id = any(${keysOf(rows)}) and f.id = x.id and f.deleted_at is null and f.source = 'MANUAL'`.execute(ctx.tx);
}

function post(
  event: RecordedEvent,
  source: LedgerSource,
  financeType: 'CREDIT' | 'DEBIT',
  paymentId: string,
  partyId: string,
  amount: number,
  title: string,
): Write {
  if (!paymentId || !(Number(amount) > 0)) return null;
  const m = event.metadata;
  return {
    kind: 'insert',
    row: {
      id: ledgerIdOf(event.type, paymentId),
      institute_id: m.instituteId,
      title: title.slice(0, 200),
      finance_type: financeType,
      amount,
      created_by: m.actorId,
      created_at: m.occurredAt,
      source,
      source_id: paymentId,
      party_id: partyId ?? null,
    },
  };
}
