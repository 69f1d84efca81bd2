import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Ok } from '../envelope.js';

const Month = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  [WINDOW]: 'report',
  'x-label': 'Month',
  'x-invalid': 'Months are written YYYY-MM.',
});

/** GET dashboard/payment/overview?from=YYYY-MM&to=YYYY-MM (designed; docs/api.md "Payment dashboard"). */
export const PaymentDashboardQuery = Type.Object({ from: Type.Optional(Month), to: Type.Optional(Month) });

export const PaymentDashboardMonth = Type.Object({
  month: Type.String(),
  /** Fees collected in the month (before reversals). */
  collected: Type.Number(),
  /** Fee payments reversed in the month. */
  reversed: Type.Number(),
  /** Salaries, bonuses and other staff payments (less their reversals). */
  salaries: Type.Number(),
  /** Fee charges falling due in the month, and what of them is still unpaid. */
  due: Type.Number(),
  outstanding: Type.Number(),
  /** Manual finance entries. */
  otherIncome: Type.Number(),
  otherExpense: Type.Number(),
  /** Test payments (the sandbox: no money moved) and their reversals; not in `collected`/`reversed`. */
  testCollected: Type.Number(),
  testReversed: Type.Number(),
});

export const PaymentDashboard = Ok(
  Type.Object({
    from: Type.String(),
    to: Type.String(),
    months: Type.Array(PaymentDashboardMonth),
    totals: Type.Object({
      collected: Type.Number(),
      reversed: Type.Number(),
      netCollected: Type.Number(),
      salaries: Type.Number(),
      otherIncome: Type.Number(),
      otherExpense: Type.Number(),
      /**
       * What is owed, by the fee module's definition (student-fees/standing.ts), summed over the students:
       * `outstanding` left to pay on charges due up to the end of the range; `overdue` on charges past their due date
       * today; `dueNow` on charges whose due date has come (due today or overdue); `upcoming` on charges not yet due.
       */
      outstanding: Type.Number(),
      overdue: Type.Number(),
      dueNow: Type.Number(),
      upcoming: Type.Number(),
      /** Test payments in the range, apart from the real money above: collected, reversed, and the successful ones' count. */
      testCollected: Type.Number(),
      testReversed: Type.Number(),
      testCount: Type.Integer(),
    }),
    /** Successful real payments by mode (test payments are counted in `totals.testCount` only). */
    byMode: Type.Array(Type.Object({ mode: Type.String(), amount: Type.Number(), count: Type.Integer() })),
  }),
);
export type PaymentDashboard = Static<typeof PaymentDashboard>['data'];
