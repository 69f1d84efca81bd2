import type { ConcessionKind, CreateStudentFeeBody, GrantConcessionBody } from '@school/contracts';
import { amountError } from './fee-format';

/** The late-fee fields of Set Student Fees, as the form holds them. */
export interface LateFeeValues {
  lateFeeType: '' | 'FLAT' | 'PER_DAY';
  lateFeeAmount: string;
  lateFeeCap: string;
}

/** The server's words for a late fee (assignment-decider.ts `lateFeeSetting`), said before sending. */
export function lateFeeErrors(v: LateFeeValues): Partial<Record<keyof LateFeeValues, string>> {
  if (!v.lateFeeType) return {};
  const e: Partial<Record<keyof LateFeeValues, string>> = {};
  if (!v.lateFeeAmount.trim()) e.lateFeeAmount = 'Late fee amount is required.';
  else if (amountError(v.lateFeeAmount)) e.lateFeeAmount = 'Late fee must be a positive number.';
  if (v.lateFeeType === 'PER_DAY') {
    if (!v.lateFeeCap.trim()) e.lateFeeCap = 'A late fee per day needs a cap.';
    else if (amountError(v.lateFeeCap)) e.lateFeeCap = 'Late fee cap must be a positive number.';
    else if (!e.lateFeeAmount && Number(v.lateFeeCap) < Number(v.lateFeeAmount))
      e.lateFeeCap = 'The late fee cap must be at least the late fee of one day.';
  }
  return e;
}

/** The late-fee part of the create body (nothing when there is no late fee). */
export function lateFeeBody(v: LateFeeValues): Pick<CreateStudentFeeBody, 'lateFeeType' | 'lateFeeAmount' | 'lateFeeCap'> {
  if (!v.lateFeeType) return {};
  return {
    lateFeeType: v.lateFeeType,
    lateFeeAmount: Number(v.lateFeeAmount),
    ...(v.lateFeeType === 'PER_DAY' ? { lateFeeCap: Number(v.lateFeeCap) } : {}),
  };
}

/** The Concession dialog's values. */
export interface ConcessionValues {
  kind: ConcessionKind | '';
  mode: 'AMOUNT' | 'PERCENT';
  value: string;
  reason: string;
}

const rupeeText = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** What the Concession form can say before the server: the decider's words (adjustment-rules.ts). */
export function validateConcession(v: ConcessionValues, due: number): Partial<Record<keyof ConcessionValues, string>> {
  const n = Number(v.value);
  const percent = v.mode === 'PERCENT';
  if (!v.value.trim()) return { value: percent ? 'Percent is required.' : 'Amount is required.' };
  if (!Number.isFinite(n) || n <= 0 || (percent && n > 100))
    return { value: percent ? 'Percent must be more than 0 and at most 100.' : 'Amount must be a positive number.' };
  if (!percent && n > due) return { value: `The concession is more than what is left to pay (${rupeeText(due)}).` };
  return {};
}

export const concessionBody = (v: ConcessionValues): GrantConcessionBody => ({
  kind: (v.kind || 'CONCESSION') as ConcessionKind,
  ...(v.mode === 'PERCENT' ? { percent: Number(v.value) } : { amount: Number(v.value) }),
  reason: v.reason.trim(),
});
