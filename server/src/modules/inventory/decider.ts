import {
  INVENTORY_MESSAGES as M,
  SUPPLY_STATUSES,
  type EventMetadata,
  type InventoryItemEvent,
  type InventoryItemFields,
  type InventoryStockLow,
  type InventoryStockMoved,
  type SupplyStatus,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export const inventoryItemStream = (itemId: string) => `inventoryItem-${itemId}`;

export interface Stamp {
  at: string;
  by: string;
}

export interface SupplyState {
  supplyId: string;
  consumerId: string;
  consumerRole: string;
  quantity: number;
  amount: number;
  purchasedDepartment: string | null;
  status: SupplyStatus;
  cancelled: boolean;
  cancelReason: string | null;
  created: Stamp | null;
  updated: Stamp | null;
}

export interface InventoryItemState {
  itemId: string | null;
  fields: InventoryItemFields | null;
  deleted: boolean;
  quantity: number;
  stockUsed: number;
  supplies: Record<string, SupplyState>;
  created: Stamp | null;
}

/** What a movement needs beside its units: the institute's threshold now, the item's admins to tell when it falls low. */
export interface LowStockRule {
  threshold: number;
  recipients: string[];
}

export type InventoryItemCommand =
  | { type: 'AddItem'; data: { itemId: string; fields: InventoryItemFields; quantity: number; source: 'FORM' | 'BULK' } }
  | {
      type: 'UpdateItem';
      data: {
        itemId: string;
        fields: Partial<InventoryItemFields>;
        addQuantity?: number;
        removeQuantity?: number;
        challanNumber: string | null;
        invoiceKey: string | null;
        remark: string | null;
      } & LowStockRule;
    }
  | { type: 'DeleteItem'; data: { itemId: string } }
  | {
      type: 'RecordSupply';
      data: {
        supplyId: string;
        consumerId: string;
        consumerRole: string;
        quantity: number;
        amount: number | null;
        purchasedDepartment: string | null;
        /** The office issues it (DELIVERED at once); otherwise a request (ORDER_REQUEST). */
        direct: boolean;
      } & LowStockRule;
    }
  | { type: 'MoveSupply'; data: { supplyId: string; status: SupplyStatus; remark: string | null } & LowStockRule }
  | { type: 'CancelSupply'; data: { supplyId: string; reason: string; requesterOnly?: string } };

type Folded = InventoryItemEvent & { metadata?: Pick<EventMetadata, 'occurredAt' | 'actorId'> };
const stampOf = (e: Folded): Stamp | null => (e.metadata ? { at: e.metadata.occurredAt, by: e.metadata.actorId } : null);

const rank = (s: SupplyStatus) => SUPPLY_STATUSES.indexOf(s);
const FIELD_KEYS: (keyof InventoryItemFields)[] = ['title', 'categoryId', 'price', 'description', 'imageKey'];

/** The item of this stream, live: a missing or deleted one is a 404 with the contract's message. */
export function assertLive(state: InventoryItemState): InventoryItemFields {
  if (!state.fields || state.deleted) throw notFound(M.itemMissing);
  return state.fields;
}

/** A supply of this item: a missing one is a 404. */
export function supplyOf(state: InventoryItemState, supplyId: string): SupplyState {
  const s = state.supplies[supplyId];
  if (!s) throw notFound(M.supplyMissing);
  return s;
}

/** Supplies not yet delivered nor cancelled. */
export const openSupplies = (state: InventoryItemState) =>
  Object.values(state.supplies).filter((s) => !s.cancelled && s.status !== 'DELIVERED');

/**
 * A movement that takes `units` out (kind OUT or SUPPLY), refused when the stock is short (never below zero), and the
 * InventoryStockLow that goes with it when it crosses the threshold from above.
 */
function takeOut(
  state: InventoryItemState,
  kind: 'OUT' | 'SUPPLY',
  units: number,
  rule: LowStockRule,
  extra: { remark: string | null; supplyId: string | null },
): InventoryItemEvent[] {
  if (units > state.quantity) throw badRequest(M.notEnough(state.quantity));
  const after = state.quantity - units;
  const moved: InventoryStockMoved = {
    type: 'InventoryStockMoved',
    data: { itemId: state.itemId!, kind, quantity: units, quantityAfter: after, challanNumber: null, invoiceKey: null, ...extra },
  };
  const crosses = rule.threshold > 0 && state.quantity > rule.threshold && after <= rule.threshold;
  if (!crosses) return [moved];
  const low: InventoryStockLow = {
    type: 'InventoryStockLow',
    data: { itemId: state.itemId!, quantity: after, threshold: rule.threshold, title: state.fields!.title, recipients: rule.recipients },
  };
  return [moved, low];
}

/**
 * One item and everything that moves its quantity: stock received and written off, and its supplies with their status
 * (ORDER_REQUEST → INITIATED → PROCESSING → DELIVERED, any step forward, never back; cancelled before delivery). Stock
 * leaves on delivery, decided here, so racing deliveries never take it below zero (docs/decisions/0031).
 */
export const inventoryItemDecider: Decider<InventoryItemState, InventoryItemCommand, InventoryItemEvent> = {
  initialState: () => ({ itemId: null, fields: null, deleted: false, quantity: 0, stockUsed: 0, supplies: {}, created: null }),
  evolve(state, event: Folded) {
    const stamp = stampOf(event);
    switch (event.type) {
      case 'InventoryItemAdded': {
        const { itemId, quantity, source: _s, ...fields } = event.data;
        return { ...state, itemId, fields, quantity, created: stamp };
      }
      case 'InventoryItemUpdated': {
        const { itemId: _i, changed: _c, ...fields } = event.data;
        return state.fields ? { ...state, fields: { ...state.fields, ...fields } } : state;
      }
      case 'InventoryStockMoved':
        return {
          ...state,
          quantity: event.data.quantityAfter,
          stockUsed: state.stockUsed + (event.data.kind === 'SUPPLY' ? event.data.quantity : 0),
        };
      case 'InventoryItemDeleted':
        return { ...state, deleted: true };
      case 'InventorySupplyRecorded': {
        const { itemId: _i, status, ...d } = event.data;
        const supply: SupplyState = { ...d, status, cancelled: false, cancelReason: null, created: stamp, updated: stamp };
        return { ...state, supplies: { ...state.supplies, [d.supplyId]: supply } };
      }
      case 'InventorySupplyStatusChanged': {
        const s = state.supplies[event.data.supplyId];
        if (!s) return state;
        return { ...state, supplies: { ...state.supplies, [s.supplyId]: { ...s, status: event.data.status, updated: stamp } } };
      }
      case 'InventorySupplyCancelled': {
        const s = state.supplies[event.data.supplyId];
        if (!s) return state;
        const next = { ...s, cancelled: true, cancelReason: event.data.reason, updated: stamp };
        return { ...state, supplies: { ...state.supplies, [s.supplyId]: next } };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddItem': {
        const { itemId, fields, quantity, source } = command.data;
        if (state.fields) throw conflict(M.duplicateTitle);
        if (!Number.isInteger(quantity) || quantity < 0) throw badRequest(M.quantityRequired);
        return [{ type: 'InventoryItemAdded', data: { itemId, ...fields, quantity, source } }];
      }
      case 'UpdateItem': {
        const d = command.data;
        const current = assertLive(state);
        const changed = FIELD_KEYS.filter((k) => d.fields[k] !== undefined && d.fields[k] !== current[k]);
        const events: InventoryItemEvent[] = [];
        if (changed.length > 0) {
          const fields = Object.fromEntries(changed.map((k) => [k, d.fields[k]])) as Partial<InventoryItemFields>;
          events.push({ type: 'InventoryItemUpdated', data: { itemId: state.itemId!, ...fields, changed } });
        }
        if (d.addQuantity && d.removeQuantity) throw badRequest('Receive or write off stock, not both at once.');
        if (d.addQuantity) {
          const after = state.quantity + d.addQuantity;
          events.push({
            type: 'InventoryStockMoved',
            data: {
              itemId: state.itemId!,
              kind: 'IN',
              quantity: d.addQuantity,
              quantityAfter: after,
              challanNumber: d.challanNumber,
              invoiceKey: d.invoiceKey,
              remark: d.remark,
              supplyId: null,
            },
          });
        }
        if (d.removeQuantity) {
          if (!d.remark?.trim()) throw badRequest('A remark is required to write off stock.');
          events.push(...takeOut(state, 'OUT', d.removeQuantity, d, { remark: d.remark.trim(), supplyId: null }));
        }
        return events;
      }
      case 'DeleteItem': {
        assertLive(state);
        if (openSupplies(state).length > 0) throw conflict(M.deleteWithOpen);
        return [{ type: 'InventoryItemDeleted', data: { itemId: state.itemId! } }];
      }
      case 'RecordSupply': {
        const d = command.data;
        const item = assertLive(state);
        if (state.supplies[d.supplyId]) throw conflict('This supply already exists.');
        const amount = d.amount ?? Math.round(item.price * d.quantity * 100) / 100;
        const base = { supplyId: d.supplyId, itemId: state.itemId!, consumerId: d.consumerId, consumerRole: d.consumerRole };
        const recorded: InventoryItemEvent = {
          type: 'InventorySupplyRecorded',
          data: {
            ...base,
            quantity: d.quantity,
            amount,
            purchasedDepartment: d.purchasedDepartment,
            status: d.direct ? 'DELIVERED' : 'ORDER_REQUEST',
          },
        };
        if (!d.direct) return [recorded];
        return [recorded, ...takeOut(state, 'SUPPLY', d.quantity, d, { remark: null, supplyId: d.supplyId })];
      }
      case 'MoveSupply': {
        const d = command.data;
        assertLive(state);
        const s = supplyOf(state, d.supplyId);
        if (s.cancelled) throw conflict(M.cancelled);
        if (s.status === 'DELIVERED') throw conflict(M.delivered);
        if (rank(d.status) <= rank(s.status)) throw badRequest(M.badStep(s.status, d.status));
        const changed: InventoryItemEvent = {
          type: 'InventorySupplyStatusChanged',
          data: { supplyId: s.supplyId, itemId: state.itemId!, from: s.status, status: d.status, remark: d.remark },
        };
        if (d.status !== 'DELIVERED') return [changed];
        return [changed, ...takeOut(state, 'SUPPLY', s.quantity, d, { remark: d.remark, supplyId: s.supplyId })];
      }
      case 'CancelSupply': {
        const d = command.data;
        assertLive(state);
        const s = supplyOf(state, d.supplyId);
        // Someone else's request reads as unknown to a requester.
        if (d.requesterOnly !== undefined && s.consumerId !== d.requesterOnly && s.created?.by !== d.requesterOnly) {
          throw notFound(M.supplyMissing);
        }
        if (s.cancelled) throw conflict(M.cancelled);
        if (s.status === 'DELIVERED') throw conflict(M.delivered);
        if (d.requesterOnly !== undefined && s.status !== 'ORDER_REQUEST')
          throw conflict('Only a request not yet taken up can be cancelled by its requester.');
        const reason = d.reason.trim();
        if (!reason) throw badRequest(M.reasonRequired);
        return [{ type: 'InventorySupplyCancelled', data: { supplyId: s.supplyId, itemId: state.itemId!, from: s.status, reason } }];
      }
    }
  },
};
