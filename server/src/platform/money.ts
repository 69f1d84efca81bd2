/** Rupees with at most two decimals: 10.005 is refused rather than silently rounded. One rule for every amount. */
export const isRupeeAmount = (n: number) => Number.isFinite(n) && n > 0 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** The schema keyword of a money field (`x-amount: true`): the validator holds it to the cap below. */
export { AMOUNT } from '@school/contracts';

/** ₹10,00,00,000 (ten crore): the default largest single amount, raised with MAX_AMOUNT_RUPEES (docs/operations.md). */
export const DEFAULT_MAX_AMOUNT = 100_000_000;

/**
 * The largest amount one entry, fee or payment may carry: MAX_AMOUNT_RUPEES when set to a positive number up to the
 * schemas' ceiling (₹1,00,00,00,00,000), else ten crore. Read on each check, so a test or an operator's restart
 * takes the new value.
 */
export function maxAmount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number((env.MAX_AMOUNT_RUPEES ?? '').trim() || NaN);
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, 1_000_000_000_000) : DEFAULT_MAX_AMOUNT;
}

/** Indian grouping: 100000000 → 10,00,00,000. */
export const rupeeText = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export const amountCapMessage = (label: string) =>
  `${label} cannot be more than ${rupeeText(maxAmount())}; an operator can raise this limit (MAX_AMOUNT_RUPEES).`;
