/** Indian number formatting and amounts in words (lakh / crore), for receipts. */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const t = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${t} ${ONES[n % 10]}` : t;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts = h ? [`${ONES[h]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A non-negative whole number in words, Indian system: 1,23,45,678 → One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight. */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a non-negative whole number: ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${integerInWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

function toPaise(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(amount * 100);
}

/** 125000.5 → "Rupees One Lakh Twenty Five Thousand and Fifty Paise Only". */
export function amountInWords(amount: number): string {
  const paise = toPaise(amount);
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  if (rupees === 0 && p > 0) return `${belowHundred(p)} Paise Only`;
  return `Rupees ${integerInWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`;
}

/** 125000.5 → "1,25,000.50" (last three digits, then groups of two). */
export function formatIndianAmount(amount: number): string {
  const paise = toPaise(amount);
  const digits = String(Math.floor(paise / 100));
  const last3 = digits.slice(-3);
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${grouped}.${String(paise % 100).padStart(2, '0')}`;
}
