import { Type, type Static } from '@sinclair/typebox';
import { Rupees } from '../amounts.js';
import { FilePart, Ok, PageQuery, Paged, required } from '../envelope.js';
import { SUPPLY_STATUSES } from './events.js';

/**
 * Inventory calls (001 §2 Inventory, §3 Inventory item / category / supply, §5 Inventory, §6, §7 Inventory, §9; issue 17
 * §5–§7; docs/api.md "Inventory"). An item and its supplies live on `inventoryItem-<itemId>` (./events.ts).
 *
 * Who: "office" = SUPER_ADMIN, ADMIN, and MANAGER / STAFF with the permission module `inventory` (001 §6 "admin-type
 * users manage stock"). Any STAFF or TEACHER may request supplies for themselves and read their own requests.
 * - GET    inventory?perPage=12&pageNo&searchTitle&category       → InventoryList (reply data, perPage, totalCount, …) office
 *          and every requester (the supply dialog picks a product from it)
 * - GET    inventory/:id                                         → InventoryItemReply office
 * - POST   inventory/create          multipart InventoryItemBody (+ image) → InventoryItemReply ('Stock added successfully')
 * - PUT    inventory/update/:id      multipart InventoryUpdateBody (+ image, invoice) → InventoryItemReply
 *          ('Stock updated successfully'); `addQuantity` > 0 receives stock (a movement IN with challan, invoice, remark)
 * - DELETE inventory/delete/:id                                  → InventoryItemReply ('Stock deleted successfully')
 * - GET    inventory/history/:id                                 → HistoryReply (the item's History drawer: every movement)
 * - POST   inventory/supply/create   SupplyBody                  → SupplyReply: office → DELIVERED at once
 *          ('Stock supplied successfully'); STAFF/TEACHER without the module → ORDER_REQUEST for themselves
 *          ('Supply request sent')
 * - GET    inventory/supply?perPage&pageNo&searchTitle&status      → SupplyList: office all; others their own requests
 * - PUT    inventory/supply/status/:supplyId  SupplyStatusBody    → SupplyReply ('Supply status updated') office
 * - PUT    inventory/supply/cancel/:supplyId  SupplyCancelBody    → SupplyReply ('Supply cancelled') office; the requester
 *          while ORDER_REQUEST
 * - GET    inventory/settings / PUT inventory/settings  InventorySettingsBody → InventorySettingsReply office
 * - GET    dashboard/admin/inventory-stat                        → InventoryStatReply office
 * - GET    dashboard/admin/inventory-top-product                 → TopProductsReply (top 4) office
 * - GET    inventory/export?perPage&pageNo&downloadType&fields    → file office
 * - POST   inventory/bulk            multipart file, webUrl        → { message } office
 */

export const INVENTORY_MESSAGES = {
  // 001 §5 Inventory; 000 §5 category (exact where the spec gives them).
  titleRequired: 'Product name is required.',
  quantityRequired: 'Quantity is required.',
  priceRequired: 'Price is required.',
  categoryRequired: 'Category is required.',
  productRequired: 'Product is required.',
  // Server rules (designed; docs/api.md).
  itemMissing: 'Stock not found.',
  categoryMissing: 'Category not found.',
  supplyMissing: 'Supply not found.',
  notEnough: (left: number) => `Only ${left} left in stock.`,
  consumerMissing: 'Consumer not found.',
  badStep: (from: string, to: string) => `A supply at ${from} cannot move to ${to}.`,
  delivered: 'A delivered supply cannot be changed.',
  cancelled: 'This supply was cancelled.',
  reasonRequired: 'Reason is required.',
  deleteWithOpen: 'This stock has supplies in progress: deliver or cancel them first.',
  duplicateTitle: 'A stock with this name already exists.',
} as const;

export const TOP_PRODUCTS = 4;
export const MAX_STOCK_QUANTITY = 1_000_000;

const Qty = (message: string) => Type.Integer({ minimum: 0, maximum: MAX_STOCK_QUANTITY, 'x-message': message });
const Text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

/** POST inventory/create (multipart: these fields and `image`). */
export const InventoryItemBody = Type.Object({
  title: required(INVENTORY_MESSAGES.titleRequired, { maxLength: 200 }),
  /** Inventory category id. */
  category: required(INVENTORY_MESSAGES.categoryRequired, { maxLength: 64 }),
  price: Rupees({ 'x-message': INVENTORY_MESSAGES.priceRequired }),
  quantity: Qty(INVENTORY_MESSAGES.quantityRequired),
  description: Text(2000),
  image: FilePart('The item image (PNG, JPEG or WebP)'),
});
export type InventoryItemBody = Static<typeof InventoryItemBody>;

/** PUT inventory/update/:id (multipart): any item field, and/or stock received. `quantity` is not edited in place. */
export const InventoryUpdateBody = Type.Object({
  title: Type.Optional(required(INVENTORY_MESSAGES.titleRequired, { maxLength: 200 })),
  category: Type.Optional(required(INVENTORY_MESSAGES.categoryRequired, { maxLength: 64 })),
  price: Type.Optional(Rupees({ 'x-message': INVENTORY_MESSAGES.priceRequired })),
  description: Text(2000),
  image: FilePart('A new item image'),
  /** Units received now (a movement IN). */
  addQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_STOCK_QUANTITY })),
  /** Units written off (a movement OUT, e.g. damaged): needs a remark. */
  removeQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_STOCK_QUANTITY })),
  challanNumber: Text(100),
  remark: Text(500),
  invoice: FilePart('The supplier invoice (PDF or image)'),
});
export type InventoryUpdateBody = Static<typeof InventoryUpdateBody>;

/** 001 §3 Inventory item. */
export const InventoryItem = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.Object({ _id: Type.String(), title: Type.String() }), Type.Null()]),
  price: Type.Number(),
  /** Units in the store now. */
  quantity: Type.Integer(),
  /** Units supplied (delivered) so far. */
  stockUsed: Type.Integer(),
  description: Type.Union([Type.String(), Type.Null()]),
  /** At or under the institute's low-stock threshold. */
  low: Type.Boolean(),
  createdAt: Type.String(),
});
export type InventoryItem = Static<typeof InventoryItem>;
export const InventoryItemReply = Ok(InventoryItem);
export const InventoryList = Paged(InventoryItem);
export const InventoryListQuery = Type.Composite([PageQuery, Type.Object({ category: Type.Optional(Type.String({ maxLength: 64 })) })]);
export type InventoryListQuery = Static<typeof InventoryListQuery>;

export const SupplyStatusSchema = Type.Union(SUPPLY_STATUSES.map((s) => Type.Literal(s)));

/** POST inventory/supply/create (001 §7): product required, the rest optional (001 §5). */
export const SupplyBody = Type.Object({
  /** The item id. */
  product: required(INVENTORY_MESSAGES.productRequired, { maxLength: 64 }),
  /** The receiving user's id (absent: the caller). */
  consumer: Type.Optional(Type.String({ maxLength: 64 })),
  /** Free text in the spec; the server records the consumer's own role. */
  consumerRole: Type.Optional(Type.String({ maxLength: 40 })),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_STOCK_QUANTITY })),
  /** Rupees; absent: price × quantity. */
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
  purchasedDepartment: Text(200),
});
export type SupplyBody = Static<typeof SupplyBody>;

export const SupplyStatusBody = Type.Object({
  orderStatus: Type.Union(
    SUPPLY_STATUSES.filter((s) => s !== 'ORDER_REQUEST').map((s) => Type.Literal(s)),
    { 'x-message': 'Status is required.' },
  ),
  remark: Text(500),
});
export type SupplyStatusBody = Static<typeof SupplyStatusBody>;

export const SupplyCancelBody = Type.Object({ reason: required(INVENTORY_MESSAGES.reasonRequired, { maxLength: 500 }) });
export type SupplyCancelBody = Static<typeof SupplyCancelBody>;

/** 001 §3 Inventory supply. */
export const Supply = Type.Object({
  _id: Type.String(),
  product: Type.Object({
    _id: Type.String(),
    title: Type.String(),
    price: Type.Number(),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    category: Type.Union([Type.String(), Type.Null()]),
  }),
  consumer: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  consumerRole: Type.String(),
  quantity: Type.Integer(),
  amount: Type.Number(),
  purchasedDepartment: Type.Union([Type.String(), Type.Null()]),
  orderStatus: SupplyStatusSchema,
  cancelled: Type.Boolean(),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  requestedBy: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Supply = Static<typeof Supply>;
export const SupplyReply = Ok(Supply);
export const SupplyList = Paged(Supply);
export const SupplyListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union([...SUPPLY_STATUSES.map((s) => Type.Literal(s)), Type.Literal('CANCELLED')])),
  }),
]);
export type SupplyListQuery = Static<typeof SupplyListQuery>;

export const InventorySettingsBody = Type.Object({
  lowStockThreshold: Type.Integer({ minimum: 0, maximum: 100_000, 'x-message': 'Threshold is required.' }),
});
export type InventorySettingsBody = Static<typeof InventorySettingsBody>;
export const InventorySettingsReply = Ok(InventorySettingsBody);

/** dashboard/admin/inventory-stat (endpoints.tsv): units delivered in all and today, items out of stock, units in stock. */
export const InventoryStat = Type.Object({
  totalSold: Type.Integer(),
  todaySold: Type.Integer(),
  outOfStock: Type.Integer(),
  inStock: Type.Integer(),
});
export type InventoryStat = Static<typeof InventoryStat>;
export const InventoryStatReply = Ok(InventoryStat);

/** dashboard/admin/inventory-top-product: the 4 items with the most units delivered. */
export const TopProduct = Type.Object({
  product: Type.Object({ _id: Type.String(), title: Type.String() }),
  totalSold: Type.Integer(),
});
export type TopProduct = Static<typeof TopProduct>;
export const TopProductsReply = Ok(Type.Array(TopProduct));

/** Notification type the admins get when an item falls to the threshold. */
export const INVENTORY_LOW_STOCK = 'INVENTORY_LOW_STOCK';
