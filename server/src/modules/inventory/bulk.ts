import { sql } from 'kysely';
import { AMOUNT_CEILING, INVENTORY_MESSAGES as M, MAX_STOCK_QUANTITY, type BulkRowError } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor, type CommandContext } from '../../platform/commands.js';
import { inventoryItemDecider, inventoryItemStream } from './decider.js';
import { addItem } from './items.js';
import { TITLE_SCOPE } from './shared.js';

/** The inventory sample's columns (001 §7 bulk upload): an existing title adds its quantity as stock received. */
export const INVENTORY_REQUIRED = ['title', 'category', 'price', 'quantity'];

interface Row {
  row: number;
  values: Record<string, string>;
}
interface Good {
  row: number;
  title: string;
  categoryId: string;
  price: number;
  quantity: number;
  description: string | null;
}

/**
 * Checks an uploaded inventory sheet and, unless a dry run, imports it row by row through the item's commands: a new
 * title adds an item (source BULK), a title the institute already has receives the row's quantity (a movement IN).
 */
export async function importInventoryRows(rt: Runtime, ctx: CommandContext, rows: Row[], dryRun: boolean) {
  const errors: BulkRowError[] = [];
  const cats = await sql<{ id: string; title: string }>`select id, title from inventory_item_category
    where institute_id = ${ctx.instituteId} and not deleted`.execute(rt.database.db);
  const byTitle = new Map(cats.rows.map((c) => [c.title.trim().toLowerCase(), c.id]));
  const good: Good[] = [];
  for (const { row, values: v } of rows) {
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const before = errors.length;
    const title = (v.title ?? '').trim();
    if (!title) fail('title', M.titleRequired);
    else if (title.length > 200) fail('title', 'Product name is at most 200 characters.');
    const cat = (v.category ?? '').trim();
    const categoryId = byTitle.get(cat.toLowerCase());
    if (!cat) fail('category', M.categoryRequired);
    else if (!categoryId) fail('category', `${M.categoryMissing} (${cat})`);
    const price = Number((v.price ?? '').trim());
    if (!(v.price ?? '').trim() || !Number.isFinite(price) || price <= 0 || price > AMOUNT_CEILING) fail('price', M.priceRequired);
    const quantity = Number((v.quantity ?? '').trim());
    if (!(v.quantity ?? '').trim() || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK_QUANTITY)
      fail('quantity', M.quantityRequired);
    const description = (v.description ?? '').trim().slice(0, 2000) || null;
    if (errors.length === before) {
      good.push({ row, title, categoryId: categoryId!, price: Math.round(price * 100) / 100, quantity, description });
    }
  }
  if (dryRun) return { good: good.length, imported: 0, errors };
  let imported = 0;
  for (const g of good) {
    try {
      const existing = await rt.reservations.owner(TITLE_SCOPE(ctx.instituteId), g.title);
      if (existing) {
        if (g.quantity > 0) {
          const data = {
            itemId: existing,
            fields: {},
            addQuantity: g.quantity,
            challanNumber: null,
            invoiceKey: null,
            remark: `Bulk upload, row ${g.row}`,
            threshold: 0,
            recipients: [],
          };
          await rt.commands.handle(inventoryItemDecider, inventoryItemStream(existing), { type: 'UpdateItem', data }, ctx, {
            mustExist: M.itemMissing,
            maxAttempts: 12,
          });
        }
      } else {
        const itemId = idFor({ ...ctx, idempotencyKey: undefined }, 'inventory-item');
        const fields = { title: g.title, categoryId: g.categoryId, price: g.price, description: g.description, imageKey: null };
        await addItem(rt, ctx, itemId, fields, g.quantity, 'BULK');
      }
      imported++;
    } catch (err) {
      errors.push({ row: g.row, field: 'row', message: (err as Error).message });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { good: good.length, imported, errors };
}
