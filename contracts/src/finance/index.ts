import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Rupees } from '../amounts.js';
import { Ok, Paged, PageQuery } from '../envelope.js';

export const FINANCE_TYPES = ['CREDIT', 'DEBIT'] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

/** 000 §5 Finance: the spec's messages. */
export const CreateFinanceBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, 'x-message': 'Finance name is required.' }),
  financeType: Type.Union([Type.Literal('CREDIT'), Type.Literal('DEBIT')], {
    'x-message': 'Finance type is required.',
    'x-invalid': 'Finance type must be CREDIT or DEBIT.',
  }),
  amount: Rupees({
    'x-message': 'Amount is required.',
    'x-invalid': 'Amount must be a positive number.',
  }),
});
export type CreateFinanceBody = Static<typeof CreateFinanceBody>;

export const FinanceEntry = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  title: Type.String(),
  financeType: Type.Union([Type.Literal('CREDIT'), Type.Literal('DEBIT')]),
  amount: Type.Number(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  /**
   * MANUAL (Add Finance) or posted by a payment: FEE_PAYMENT, FEE_REVERSAL, STAFF_PAYMENT, STAFF_PAYMENT_REVERSAL; a fee
   * paid through the test sandbox (no money) posts TEST_FEE_PAYMENT / TEST_FEE_REVERSAL, titled 'TEST PAYMENT — …'.
   */
  source: Type.Optional(Type.String()),
  /** The payment a posted row stands for. */
  sourceId: Type.Optional(Type.String()),
  /** The student or staff member of a posted row. */
  partyName: Type.Optional(Type.String()),
});
export type FinanceEntry = Static<typeof FinanceEntry>;

export const FinanceListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    financeType: Type.Optional(Type.Union([Type.Literal('CREDIT'), Type.Literal('DEBIT')])),
    startDate: Type.Optional(Type.String({ format: 'date-time', [WINDOW]: 'report', 'x-label': 'startDate' })),
    endDate: Type.Optional(Type.String({ format: 'date-time', [WINDOW]: 'report', 'x-label': 'endDate' })),
    source: Type.Optional(Type.Union([Type.Literal('MANUAL'), Type.Literal('POSTED')])),
  }),
]);
export const FinanceEntryReply = Ok(FinanceEntry);
export const FinanceList = Paged(FinanceEntry);

export interface FinanceEntryRecorded {
  type: 'FinanceEntryRecorded';
  data: { entryId: string; title: string; financeType: FinanceType; amount: number };
}
export interface FinanceEntryDeleted {
  type: 'FinanceEntryDeleted';
  data: { entryId: string };
}
export type FinanceEvent = FinanceEntryRecorded | FinanceEntryDeleted;
