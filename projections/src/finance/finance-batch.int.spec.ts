import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { financeEntriesProjection } from './finance-entries.js';

const spec = batchSpec(financeEntriesProjection);

/** Entries recorded, deleted (twice, before they exist, posted ones), payments and reversals, interleaved. */
function ledgerEvents() {
  const ev = eventMaker();
  const entry = (id: string, amount = 100, financeType = 'CREDIT') =>
    ev('FinanceEntryRecorded', { entryId: id, title: `Entry ${id}`, financeType, amount }, `financeEntry-${id}`);
  const del = (id: string, actorId = 'u2') => ev('FinanceEntryDeleted', { entryId: id }, `financeEntry-${id}`, { actorId });
  const paid = (paymentId: string, extra: object = {}) =>
    ev('StudentFeePaid', { paymentId, studentId: 's1', feeTitle: 'Term 1', amount: 500, receiptNo: `R-${paymentId}`, ...extra });
  const reversed = (paymentId: string, extra: object = {}) =>
    ev('StudentFeePaymentReversed', { paymentId, studentId: 's1', amount: 500, reason: 'bounced', ...extra });
  return [
    entry('a', 250.5, 'DEBIT'),
    del('b'),
    entry('b'),
    entry('a', 999),
    del('a'),
    del('a', 'u3'),
    entry('c', 0.1 + 0.2),
    paid('p1'),
    paid('p2', { test: true, provider: 'sandbox' }),
    reversed('p2'),
    reversed('p1'),
    reversed('p1'),
    del('StudentFeePaid:p1'),
    ev('StaffPaymentRecorded', { paymentId: 'sp1', staffId: 't1', paymentType: 'SALARY', paymentMonth: '2026-01-01', amount: 20000 }),
    ev('StaffPaymentReversed', { paymentId: 'sp1', staffId: 't1', amount: 20000, reason: 'twice' }),
    ev('StaffPaymentRecorded', { paymentId: 'sp2', staffId: 't1', paymentType: 'BONUS', paymentMonth: 'x', amount: 0 }),
    entry('d'),
    del('d'),
    entry('e'),
  ];
}

describe('finance_entry applyBatch', () => {
  it('leaves the rows apply leaves, from empty tables and from half of the batch', async () => {
    const events = ledgerEvents();
    const empty = await spec.compare(events);
    expect(empty.fellBack).toBe(false);
    expect(empty.rows.finance_entry!.length).toBe(11);
    expect(empty.rows.finance_entry!.filter((r) => r.includes('"deleted_by":"u2"'))).toHaveLength(2);
    for (const split of [3, 9, 13]) expect((await spec.compare(events, split)).fellBack).toBe(false);
  });

  it('falls back to one event at a time around an event it cannot write, and keeps the others', async () => {
    const ev = eventMaker();
    const events = [
      ev('FinanceEntryRecorded', { entryId: 'ok1', title: 'fine', financeType: 'CREDIT', amount: 5 }),
      ev('FinanceEntryRecorded', { entryId: 'bad', title: null, financeType: 'CREDIT', amount: 5 }),
      ev('FinanceEntryRecorded', { entryId: 'ok2', title: 'fine', financeType: 'DEBIT', amount: 7 }),
    ];
    const r = await spec.compare(events);
    expect(r.fellBack).toBe(true);
    expect(r.rows.finance_entry!.map((x) => JSON.parse(x).id).sort()).toEqual(['ok1', 'ok2']);
  });
});
