import type { LibraryRulesBody } from '@school/contracts';

/** The rules form holds text (what the inputs hold); the body is numbers, the cap null when empty. */
export interface RulesValues {
  finePerDay: string;
  graceDays: string;
  fineCap: string;
  countHolidays: boolean;
  maxBooksPerStudent: string;
  loanDays: string;
  maxRenewals: string;
  renewOverdue: boolean;
}

export const rulesValuesOf = (r: LibraryRulesBody): RulesValues => ({
  finePerDay: String(r.finePerDay),
  graceDays: String(r.graceDays),
  fineCap: r.fineCap === null ? '' : String(r.fineCap),
  countHolidays: r.countHolidays,
  maxBooksPerStudent: String(r.maxBooksPerStudent),
  loanDays: String(r.loanDays),
  maxRenewals: String(r.maxRenewals),
  renewOverdue: r.renewOverdue,
});

/** A number field's text (the resolver refused an empty one before a body is built). */
const num = (s: string): number => (s.trim() === '' ? Number.NaN : Number(s));

export const rulesBodyOf = (v: RulesValues): LibraryRulesBody => ({
  finePerDay: num(v.finePerDay),
  graceDays: num(v.graceDays),
  fineCap: v.fineCap.trim() === '' ? null : Number(v.fineCap),
  countHolidays: v.countHolidays,
  maxBooksPerStudent: num(v.maxBooksPerStudent),
  loanDays: num(v.loanDays),
  maxRenewals: num(v.maxRenewals),
  renewOverdue: v.renewOverdue,
});
