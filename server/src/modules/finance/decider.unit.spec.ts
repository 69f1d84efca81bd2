import { describe, expect, it } from 'vitest';
import type { FinanceEvent } from '@school/contracts';
import { financeDecider as d, isRupeeAmount } from './decider.js';

const given = (...events: FinanceEvent[]) => events.reduce(d.evolve, d.initialState());
const recorded: FinanceEvent = { type: 'FinanceEntryRecorded', data: { entryId: 'e1', title: 'Fees', financeType: 'CREDIT', amount: 1500.5 } };

describe('finance decider', () => {
  it('records an entry', () => {
    expect(d.decide({ type: 'RecordFinanceEntry', data: recorded.data }, given())).toEqual([recorded]);
  });
  it('refuses amounts that are not rupees and paise', () => {
    expect(isRupeeAmount(10.25)).toBe(true);
    expect(isRupeeAmount(10.255)).toBe(false);
    expect(isRupeeAmount(0)).toBe(false);
    expect(() => d.decide({ type: 'RecordFinanceEntry', data: { ...recorded.data, amount: 1.001 } } as never, given())).toThrow('two decimals');
  });
  it('holds the rules of an entry itself, as client errors (the route does not repeat them)', () => {
    const blank = () => d.decide({ type: 'RecordFinanceEntry', data: { ...recorded.data, title: '  ' } } as never, given());
    expect(blank).toThrow('Finance name is required.');
    const cents = () => d.decide({ type: 'RecordFinanceEntry', data: { ...recorded.data, amount: 0 } } as never, given());
    expect(cents).toThrow(expect.objectContaining({ statusCode: 400, message: 'Amount must be a positive number with at most two decimals.' }));
  });
  it('deletes by a new event, once', () => {
    const del: FinanceEvent = { type: 'FinanceEntryDeleted', data: { entryId: 'e1' } };
    expect(d.decide({ type: 'DeleteFinanceEntry', data: { entryId: 'e1' } }, given(recorded))).toEqual([del]);
    expect(() => d.decide({ type: 'DeleteFinanceEntry', data: { entryId: 'e1' } }, given(recorded, del))).toThrow('not found');
    expect(() => d.decide({ type: 'DeleteFinanceEntry', data: { entryId: 'e1' } }, given())).toThrow('not found');
  });
});
