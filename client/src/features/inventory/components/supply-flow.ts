import type { Role, Supply, SupplyStatus } from '@school/contracts';

/** How each status reads (001 §4 values; the order of the steps is designed: docs/api.md "Inventory (client)"). */
export const STATUS_LABELS: Record<SupplyStatus | 'CANCELLED', string> = {
  ORDER_REQUEST: 'Requested',
  INITIATED: 'Initiated',
  PROCESSING: 'Processing',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** The button that moves a supply to a status. */
export const STEP_LABELS: Record<Exclude<SupplyStatus, 'ORDER_REQUEST'>, string> = {
  INITIATED: 'Initiate',
  PROCESSING: 'Processing',
  DELIVERED: 'Deliver',
};

const ORDER: readonly SupplyStatus[] = ['ORDER_REQUEST', 'INITIATED', 'PROCESSING', 'DELIVERED'];

/** The one step the office may move a supply to next; none once delivered or cancelled. */
export function nextStep(s: Pick<Supply, 'orderStatus' | 'cancelled'>): Exclude<SupplyStatus, 'ORDER_REQUEST'> | null {
  if (s.cancelled) return null;
  const next = ORDER[ORDER.indexOf(s.orderStatus) + 1];
  return next && next !== 'ORDER_REQUEST' ? next : null;
}

/** The status a row shows: cancelled wins over the step it was cancelled at. */
export const shownStatus = (s: Pick<Supply, 'orderStatus' | 'cancelled'>): SupplyStatus | 'CANCELLED' =>
  s.cancelled ? 'CANCELLED' : s.orderStatus;

/** The office cancels any supply before delivery; a requester only their own while it is still a request. */
export function canCancel(
  s: Pick<Supply, 'orderStatus' | 'cancelled' | 'requestedBy'>,
  office: boolean,
  userId: string | undefined,
): boolean {
  if (s.cancelled || s.orderStatus === 'DELIVERED') return false;
  if (office) return true;
  return s.orderStatus === 'ORDER_REQUEST' && !!userId && s.requestedBy._id === userId;
}

/** Price × quantity in rupees, to the paisa; null while either is missing. */
export function defaultAmount(price: number | undefined, quantity: string | number): number | null {
  const q = typeof quantity === 'number' ? quantity : Number(quantity.trim());
  if (price === undefined || !Number.isFinite(price) || !Number.isInteger(q) || q < 1) return null;
  return Math.round(price * q * 100) / 100;
}

/** 001 §6: the supply list is 'Supply Requests' for STAFF (and a teacher's own page), 'Inventory Stock Supplied' otherwise. */
export const supplyTitle = (role: Role | undefined): string =>
  role === 'STAFF' || role === 'TEACHER' ? 'Supply Requests' : 'Inventory Stock Supplied';

/** "Office": SUPER_ADMIN, ADMIN, and MANAGER / STAFF holding the inventory module (contracts inventory/routes.ts). */
export function isOffice(role: Role | undefined, modules: readonly string[] | undefined): boolean {
  if (role === 'SUPER_ADMIN' || role === 'ADMIN') return true;
  if (role === 'MANAGER' || role === 'STAFF') return (modules ?? []).includes('inventory');
  return false;
}
