/** Rupees with at most two decimals: 10.005 is refused rather than silently rounded. One rule for every amount. */
export const isRupeeAmount = (n: number) => Number.isFinite(n) && n > 0 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
