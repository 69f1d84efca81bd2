import { sql } from 'kysely';
import type { InventoryItemEvent, InventorySettingsSet } from '@school/contracts';
import type { Projection } from '../types.js';

/** The institute's calendar day of an instant (Asia/Kolkata, as the server's `instituteDay`). */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
export const inventoryDayOf = (at: string) => dayFormat.format(new Date(at));

type CategoryEvent = { type: string; data: { inventoryCategoryId?: string; title?: string } };

/**
 * `inventory_item`: the store. One row per item with its quantity now and the units delivered (`stock_used`); the units
 * delivered per institute day (`inventory_sold_day`: the dashboard's today); the institute's low-stock threshold
 * (`inventory_settings`); and a copy of the inventory categories' titles (`inventory_item_category`), so the stock list
 * names them from this module's own tables. Every row moves only on events after its last position.
 */
export const inventoryItemsProjection: Projection = {
  name: 'inventory_item',
  version: 1,
  tables: {
    inventory_item: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, category_id text not null,
      price numeric(12, 2) not null, quantity integer not null, stock_used integer not null default 0,
      description text, image_key text, created_at timestamptz not null, updated_at timestamptz not null,
      deleted_at timestamptz, last_position bigint not null default 0)`,
    inventory_sold_day: (t) => sql`create table ${t} (
      institute_id text not null, day date not null, units integer not null, primary key (institute_id, day))`,
    inventory_settings: (t) => sql`create table ${t} (
      institute_id text primary key, low_stock_threshold integer not null, last_position bigint not null default 0)`,
    inventory_item_category: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, deleted boolean not null default false,
      last_position bigint not null default 0)`,
  },
  indexes: {
    'inventory_item.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
    'inventory_item_category.institute': (t, i) => sql`create index ${i} on ${t} (institute_id)`,
  },
  handles: [
    'InventoryItemAdded',
    'InventoryItemUpdated',
    'InventoryStockMoved',
    'InventoryItemDeleted',
    'InventorySettingsSet',
    'InventoryCategoryCreated',
    'InventoryCategoryUpdated',
    'InventoryCategoryDeleted',
  ],
  idsOf: (e) => {
    const d = (e.data ?? {}) as { itemId?: string; inventoryCategoryId?: string };
    return [String(d.itemId ?? d.inventoryCategoryId ?? e.metadata.instituteId)];
  },
  async apply({ tx, table }, event) {
    const m = event.metadata;
    const at = m.occurredAt;
    const pos = sql`${event.position.toString()}::bigint`;
    const items = table('inventory_item');
    if (event.type.startsWith('InventoryCategory')) {
      const d = (event as unknown as CategoryEvent).data ?? {};
      if (!d.inventoryCategoryId) return;
      if (event.type === 'InventoryCategoryDeleted') {
        await sql`update ${table('inventory_item_category')} set deleted = true, last_position = ${pos}
          where id = ${d.inventoryCategoryId} and last_position < ${pos}`.execute(tx);
        return;
      }
      if (typeof d.title !== 'string') return;
      await sql`insert into ${table('inventory_item_category')} as c (id, institute_id, title, last_position)
        values (${d.inventoryCategoryId}, ${m.instituteId}, ${d.title}, ${pos})
        on conflict (id) do update set title = excluded.title, last_position = excluded.last_position
        where c.last_position < excluded.last_position and not c.deleted`.execute(tx);
      return;
    }
    if (event.type === 'InventorySettingsSet') {
      const d = (event as unknown as InventorySettingsSet).data;
      if (typeof d?.lowStockThreshold !== 'number') return;
      await sql`insert into ${table('inventory_settings')} as s (institute_id, low_stock_threshold, last_position)
        values (${m.instituteId}, ${d.lowStockThreshold}, ${pos})
        on conflict (institute_id) do update set low_stock_threshold = excluded.low_stock_threshold,
          last_position = excluded.last_position where s.last_position < excluded.last_position`.execute(tx);
      return;
    }
    const e = event as unknown as InventoryItemEvent;
    switch (e.type) {
      case 'InventoryItemAdded': {
        const d = e.data;
        await sql`insert into ${items} (id, institute_id, title, category_id, price, quantity, description, image_key,
            created_at, updated_at, last_position)
          values (${d.itemId}, ${m.instituteId}, ${d.title}, ${d.categoryId}, ${d.price}, ${d.quantity}, ${d.description},
            ${d.imageKey}, ${at}, ${at}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'InventoryItemUpdated': {
        const d = e.data;
        await sql`update ${items} set title = coalesce(${d.title ?? null}, title),
            category_id = coalesce(${d.categoryId ?? null}, category_id), price = coalesce(${d.price ?? null}::numeric, price),
            description = case when ${d.changed.includes('description')} then ${d.description ?? null} else description end,
            image_key = coalesce(${d.imageKey ?? null}, image_key), updated_at = ${at}, last_position = ${pos}
          where id = ${d.itemId} and last_position < ${pos}`.execute(tx);
        return;
      }
      case 'InventoryStockMoved': {
        const d = e.data;
        const used = d.kind === 'SUPPLY' ? d.quantity : 0;
        const r = await sql<{ id: string }>`update ${items} set quantity = ${d.quantityAfter}, stock_used = stock_used + ${used},
            updated_at = ${at}, last_position = ${pos}
          where id = ${d.itemId} and last_position < ${pos} returning id`.execute(tx);
        // Counted once: only when the item's row took this event.
        if (used > 0 && r.rows.length > 0) {
          await sql`insert into ${table('inventory_sold_day')} as s (institute_id, day, units)
            values (${m.instituteId}, ${inventoryDayOf(at)}::date, ${used})
            on conflict (institute_id, day) do update set units = s.units + excluded.units`.execute(tx);
        }
        return;
      }
      case 'InventoryItemDeleted':
        await sql`update ${items} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos}
          where id = ${e.data.itemId} and last_position < ${pos}`.execute(tx);
        return;
      default:
        return;
    }
  },
};
