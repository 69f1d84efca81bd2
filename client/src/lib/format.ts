const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 001 §9: dates like 'MMM D, YYYY h:mm A' (Nov 21, 2026 7:57 PM), in the viewer's time zone. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Not Provided';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Not Provided';
  const h = d.getHours();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const minutes = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()} ${hour12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Every amount the panel shows, one way (issue 11 part 13): Indian digit grouping and always the paise, so ₹48,260.50
 * and ₹2,45,000.00 line up in one column and no figure looks rounded next to another: ₹2,45,000.00, ₹18,450.50.
 */
export function formatRupees(amount: number | null | undefined): string {
  const n = Number(amount ?? 0);
  return rupees.format(Number.isFinite(n) ? n : 0);
}

/** A chart axis tick (not an amount of a record): ₹2.5L, ₹45k, ₹900. */
export function formatRupeesShort(v: number): string {
  const a = Math.abs(v);
  return a >= 100_000 ? `₹${(v / 100_000).toFixed(1)}L` : a >= 1000 ? `₹${(v / 1000).toFixed(0)}k` : `₹${Math.round(v)}`;
}

const count = new Intl.NumberFormat('en-IN');
export const formatCount = (n: number | null | undefined): string => count.format(Number(n ?? 0));

/** 000 §2: a file name over 25 characters shows as an ellipsis plus its last 9 characters. */
export const shortFileName = (name: string): string => (name.length > 25 ? `...${name.slice(-9)}` : name);
