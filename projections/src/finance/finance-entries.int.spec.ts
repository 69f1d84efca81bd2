import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { financeEntriesProjection, ledgerIdOf, TEST_LEDGER_PREFIX } from './finance-entries.js';

const spec = projectionSpec(financeEntriesProjection);
const { event } = spec;

describe('finance_entry projection', () => {
  it('keeps a manual entry and marks its deletion once, with who and when', async () => {
    const recorded = event('FinanceEntryRecorded', { entryId: 'f1', title: 'Books', financeType: 'DEBIT', amount: 250.5 });
    const deleted = event('FinanceEntryDeleted', { entryId: 'f1' }, { actorId: 'u2' });
    const rows = await spec.given(recorded).when(deleted).then('finance_entry');
    expect(rows).toMatchObject([
      {
        id: 'f1',
        institute_id: 'i1',
        title: 'Books',
        finance_type: 'DEBIT',
        amount: 250.5,
        source: 'MANUAL',
        created_by: 'u1',
        deleted_by: 'u2',
      },
    ]);
    expect(rows[0]!.deleted_at).toEqual(new Date(deleted.metadata.occurredAt));
  });

  it('posts fee and staff payments and their reversals as rows of their own, once', async () => {
    const rows = await spec
      .when(
        event('StudentFeePaid', { paymentId: 'p1', studentId: 's1', feeTitle: 'Tuition', amount: 1000, receiptNo: 'R-1' }),
        event('StudentFeePaymentReversed', { paymentId: 'p1', studentId: 's1', amount: 1000, reason: 'Bounced' }),
        event('StaffPaymentRecorded', {
          paymentId: 'sp1',
          staffId: 't1',
          paymentType: 'SALARY',
          paymentMonth: '2026-03-01',
          amount: 42000,
        }),
        event('StaffPaymentReversed', { paymentId: 'sp1', staffId: 't1', amount: 42000, reason: 'Twice' }),
      )
      .then('finance_entry', 'created_at');
    expect(rows.map((r) => [r.id, r.source, r.finance_type, r.amount, r.party_id, r.title])).toEqual([
      [ledgerIdOf('StudentFeePaid', 'p1'), 'FEE_PAYMENT', 'CREDIT', 1000, 's1', 'Fee collected: Tuition (R-1)'],
      [ledgerIdOf('StudentFeePaymentReversed', 'p1'), 'FEE_REVERSAL', 'DEBIT', 1000, 's1', 'Fee payment reversed: Bounced'],
      [ledgerIdOf('StaffPaymentRecorded', 'sp1'), 'STAFF_PAYMENT', 'DEBIT', 42000, 't1', 'Salary, March 2026'],
      [ledgerIdOf('StaffPaymentReversed', 'sp1'), 'STAFF_PAYMENT_REVERSAL', 'CREDIT', 42000, 't1', 'Staff payment reversed: Twice'],
    ]);
  });

  it('marks a sandbox payment and its reversal as test rows, even when the reversal does not say so', async () => {
    const rows = await spec
      .when(
        event('StudentFeePaid', { paymentId: 'p2', studentId: 's1', feeTitle: 'Bus', amount: 50, test: true }),
        event('StudentFeePaymentReversed', { paymentId: 'p2', studentId: 's1', amount: 50, reason: 'Try' }),
      )
      .then('finance_entry', 'created_at');
    expect(rows.map((r) => [r.source, r.title])).toEqual([
      ['TEST_FEE_PAYMENT', `${TEST_LEDGER_PREFIX}Fee collected: Bus`],
      ['TEST_FEE_REVERSAL', `${TEST_LEDGER_PREFIX}Fee payment reversed: Try`],
    ]);
  });

  it('does not delete a posted row, and posts nothing for a payment without an id or amount', async () => {
    const paid = event('StaffPaymentRecorded', { paymentId: 'sp2', staffId: 't1', paymentType: 'BONUS', paymentMonth: 'x', amount: 10 });
    const rows = await spec
      .given(paid)
      .when(
        event('FinanceEntryDeleted', { entryId: ledgerIdOf('StaffPaymentRecorded', 'sp2') }),
        event('StudentFeePaid', { paymentId: '', studentId: 's1', feeTitle: 'X', amount: 5 }),
        event('StaffPaymentRecorded', { paymentId: 'sp3', staffId: 't1', paymentType: 'SALARY', paymentMonth: '2026-03-01', amount: 0 }),
      )
      .then('finance_entry');
    expect(rows).toMatchObject([{ id: ledgerIdOf('StaffPaymentRecorded', 'sp2'), title: 'Bonus', deleted_at: null }]);
  });

  // ---- library fines (lib-circ-server) ----
  it('posts a library fine paid as a CREDIT of its own, once', async () => {
    const rows = await spec
      .when(
        event('LibraryFinePaid', {
          paymentId: 'lf1',
          studentId: 's1',
          issueId: 'i1',
          bookId: 'b1',
          amount: 12.5,
          paidAt: '',
          method: 'CASH',
        }),
      )
      .then('finance_entry');
    expect(rows.map((r) => [r.id, r.source, r.finance_type, r.amount, r.party_id, r.title])).toEqual([
      [ledgerIdOf('LibraryFinePaid', 'lf1'), 'LIBRARY_FINE', 'CREDIT', 12.5, 's1', 'Library fine'],
    ]);
  });
  // ---- end library fines ----
});
