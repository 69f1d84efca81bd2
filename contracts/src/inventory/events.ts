/**
 * Inventory events (001 §2 Inventory, §3 Inventory item and supply, §4 supply orderStatus; issue 17 §5–§7).
 *
 * One stream per item, `inventoryItem-<itemId>`, holds the item, every movement of its quantity, and the supplies of it
 * (requests and their status), so a delivery that takes stock out is decided on the same stream as every other movement:
 * stock never goes below zero however many deliveries race. Categories are the academics masters (`inventory_category`).
 * The institute's inventory settings (low-stock threshold) are on `inventorySettings-<instituteId>`.
 */

export interface InventoryItemFields {
  title: string;
  categoryId: string;
  /** Rupees per unit. */
  price: number;
  description: string | null;
  /** Stored file key of the image (files module), or null. */
  imageKey: string | null;
}

/** An item entered the store with its first units (a movement IN of `quantity`). */
export interface InventoryItemAdded {
  type: 'InventoryItemAdded';
  data: InventoryItemFields & { itemId: string; quantity: number; source: 'FORM' | 'BULK' };
}

/** Item fields changed (never the quantity: that moves by InventoryStockMoved). `changed` names the keys. */
export interface InventoryItemUpdated {
  type: 'InventoryItemUpdated';
  data: Partial<InventoryItemFields> & { itemId: string; changed: string[] };
}

/**
 * The quantity moved. IN: stock received (challan, invoice); OUT: written off or corrected down; SUPPLY: delivered to a
 * consumer (`supplyId`). `quantityAfter` never below 0.
 */
export interface InventoryStockMoved {
  type: 'InventoryStockMoved';
  data: {
    itemId: string;
    kind: 'IN' | 'OUT' | 'SUPPLY';
    /** Units, always > 0; the kind gives the direction. */
    quantity: number;
    quantityAfter: number;
    challanNumber: string | null;
    /** Stored file key of the invoice, or null. */
    invoiceKey: string | null;
    remark: string | null;
    supplyId: string | null;
  };
}

export interface InventoryItemDeleted {
  type: 'InventoryItemDeleted';
  data: { itemId: string };
}

export const SUPPLY_STATUSES = ['ORDER_REQUEST', 'INITIATED', 'PROCESSING', 'DELIVERED'] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/**
 * A supply of the item to a consumer: a staff member's request (ORDER_REQUEST) or an admin's direct issue (recorded
 * DELIVERED at once, with its InventoryStockMoved SUPPLY in the same append).
 */
export interface InventorySupplyRecorded {
  type: 'InventorySupplyRecorded';
  data: {
    supplyId: string;
    itemId: string;
    /** User id of who receives it. */
    consumerId: string;
    consumerRole: string;
    quantity: number;
    /** Rupees (price × quantity unless given). */
    amount: number;
    purchasedDepartment: string | null;
    status: SupplyStatus;
  };
}

/** An admin moved a supply on (INITIATED → PROCESSING → DELIVERED); DELIVERED comes with its InventoryStockMoved SUPPLY. */
export interface InventorySupplyStatusChanged {
  type: 'InventorySupplyStatusChanged';
  data: { supplyId: string; itemId: string; from: SupplyStatus; status: SupplyStatus; remark: string | null };
}

/** A supply was cancelled before delivery, with why. */
export interface InventorySupplyCancelled {
  type: 'InventorySupplyCancelled';
  data: { supplyId: string; itemId: string; from: SupplyStatus; reason: string };
}

/** The item fell to the institute's low-stock threshold or below (once per crossing; admins are notified). */
export interface InventoryStockLow {
  type: 'InventoryStockLow';
  data: {
    itemId: string;
    quantity: number;
    threshold: number;
    // ---- inventory (inv-server) ----
    /** The item's title and the admins told (decided by the route, so the notification needs no other read model). */
    title?: string;
    recipients?: string[];
    // ---- end inventory ----
  };
}

export type InventoryItemEvent =
  | InventoryItemAdded
  | InventoryItemUpdated
  | InventoryStockMoved
  | InventoryItemDeleted
  | InventorySupplyRecorded
  | InventorySupplyStatusChanged
  | InventorySupplyCancelled
  | InventoryStockLow;

export interface InventorySettings {
  /** An item at or under this many units is low; 0 turns the alert off. */
  lowStockThreshold: number;
}
export const DEFAULT_INVENTORY_SETTINGS: InventorySettings = { lowStockThreshold: 5 };

export interface InventorySettingsSet {
  type: 'InventorySettingsSet';
  data: InventorySettings;
}
