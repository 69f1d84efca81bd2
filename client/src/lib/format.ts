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

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with Indian digit grouping: ₹2,45,000 or ₹18,450.50. */
export function formatRupees(amount: number | null | undefined): string {
  const n = Number(amount ?? 0);
  if (!Number.isFinite(n)) return '₹0';
  return (Number.isInteger(n) ? whole : paise).format(n);
}

const count = new Intl.NumberFormat('en-IN');
export const formatCount = (n: number | null | undefined): string => count.format(Number(n ?? 0));

/** 000 §2: a file name over 25 characters shows as an ellipsis plus its last 9 characters. */
export const shortFileName = (name: string): string => (name.length > 25 ? `...${name.slice(-9)}` : name);
