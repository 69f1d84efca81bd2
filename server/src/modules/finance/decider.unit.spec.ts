import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { FinanceEvent } from '@school/contracts';
import { financeDecider as d, isRupeeAmount } from './decider.js';

const spec = deciderSpec(d);
const recorded: FinanceEvent = {
  type: 'FinanceEntryRecorded',
  data: { entryId: 'e1', title: 'Fees', financeType: 'CREDIT', amount: 1500.5 },
};

describe('finance decider', () => {
  it('records an entry', () => {
    spec.given().when({ type: 'RecordFinanceEntry', data: recorded.data }).then([recorded]);
  });
  it('refuses amounts that are not rupees and paise', () => {
    expect(isRupeeAmount(10.25)).toBe(true);
    expect(isRupeeAmount(10.255)).toBe(false);
    expect(isRupeeAmount(0)).toBe(false);
    spec
      .given()
      .when({ type: 'RecordFinanceEntry', data: { ...recorded.data, amount: 1.001 } } as never)
      .thenThrows('two decimals');
  });
  it('holds the rules of an entry itself, as client errors (the route does not repeat them)', () => {
    spec
      .given()
      .when({ type: 'RecordFinanceEntry', data: { ...recorded.data, title: '  ' } })
      .thenThrows({ message: 'Finance name is required.', status: 400 });
    spec
      .given()
      .when({ type: 'RecordFinanceEntry', data: { ...recorded.data, amount: 0 } })
      .thenThrows({ message: 'Amount must be a positive number with at most two decimals.', status: 400 });
  });
  it('deletes by a new event, once', () => {
    const del: FinanceEvent = { type: 'FinanceEntryDeleted', data: { entryId: 'e1' } };
    spec
      .given(recorded)
      .when({ type: 'DeleteFinanceEntry', data: { entryId: 'e1' } })
      .then([del]);
    spec
      .given(recorded, del)
      .when({ type: 'DeleteFinanceEntry', data: { entryId: 'e1' } })
      .thenThrows('not found');
    spec
      .given()
      .when({ type: 'DeleteFinanceEntry', data: { entryId: 'e1' } })
      .thenThrows('not found');
  });
});
