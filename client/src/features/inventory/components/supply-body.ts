import type { SupplyBody } from '@school/contracts';

/** What the supply dialog holds: the picked product (with its item) and consumer, and the typed text. */
export interface SupplyValues {
  product: { _id: string; item: { price: number; quantity: number } } | null;
  consumer: { _id: string; role: string } | null;
  consumerRole: string;
  quantity: string;
  amount: string;
  purchasedDepartment: string;
}

/** The body POST inventory/supply/create receives; empty optionals are left out (the server fills them in). */
export function supplyBody(v: SupplyValues): SupplyBody {
  const body: SupplyBody = { product: v.product?._id ?? '' };
  if (v.consumer) body.consumer = v.consumer._id;
  if (v.consumerRole.trim()) body.consumerRole = v.consumerRole.trim();
  if (v.quantity.trim()) body.quantity = Number(v.quantity.trim());
  if (v.amount.trim()) body.amount = Number(v.amount.trim());
  if (v.purchasedDepartment.trim()) body.purchasedDepartment = v.purchasedDepartment.trim();
  return body;
}
