/** ₹ with Indian grouping: ₹1,200 (₹1,200.50 with paise). */
export const money = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
