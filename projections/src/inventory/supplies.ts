import { sql } from 'kysely';
import type { InventoryItemEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `inventory_supply`: one row per supply of an item (a request or a direct issue) with its status, cancellation and who
 * asked. The product's title and price are read from `inventory_item` by the list. Requesters own their rows.
 */
export const inventorySuppliesProjection: Projection = {
  name: 'inventory_supply',
  version: 1,
  tables: {
    inventory_supply: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, item_id text not null, consumer_id text not null,
      consumer_role text not null, quantity integer not null, amount numeric(14, 2) not null, purchased_department text,
      status text not null, cancelled boolean not null default false, cancel_reason text, requested_by text not null,
      created_at timestamptz not null, updated_at timestamptz not null, last_position bigint not null default 0)`,
  },
  indexes: {
    'inventory_supply.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
    'inventory_supply.consumer': (t, i) => sql`create index ${i} on ${t} (institute_id, consumer_id)`,
  },
  handles: ['InventorySupplyRecorded', 'InventorySupplyStatusChanged', 'InventorySupplyCancelled'],
  idsOf: (e) => [String((e.data as { supplyId?: string }).supplyId ?? '')],
  /** The consumer and whoever asked: a teacher or staff member hears only of their own requests. */
  async ownersOf(event, { tx, table }) {
    const id = (event.data as { supplyId?: string }).supplyId ?? '';
    const r = await sql<{ consumer_id: string; requested_by: string }>`select consumer_id, requested_by
      from ${table('inventory_supply')} where id = ${id}`.execute(tx);
    return r.rows.flatMap((x) => [x.consumer_id, x.requested_by]);
  },
  async apply({ tx, table }, event) {
    const m = event.metadata;
    const at = m.occurredAt;
    const pos = sql`${event.position.toString()}::bigint`;
    const t = table('inventory_supply');
    const e = event as unknown as InventoryItemEvent;
    switch (e.type) {
      case 'InventorySupplyRecorded': {
        const d = e.data;
        await sql`insert into ${t} (id, institute_id, item_id, consumer_id, consumer_role, quantity, amount,
            purchased_department, status, requested_by, created_at, updated_at, last_position)
          values (${d.supplyId}, ${m.instituteId}, ${d.itemId}, ${d.consumerId}, ${d.consumerRole}, ${d.quantity}, ${d.amount},
            ${d.purchasedDepartment}, ${d.status}, ${m.actorId}, ${at}, ${at}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'InventorySupplyStatusChanged':
        await sql`update ${t} set status = ${e.data.status}, updated_at = ${at}, last_position = ${pos}
          where id = ${e.data.supplyId} and last_position < ${pos}`.execute(tx);
        return;
      case 'InventorySupplyCancelled':
        await sql`update ${t} set cancelled = true, cancel_reason = ${e.data.reason}, updated_at = ${at}, last_position = ${pos}
          where id = ${e.data.supplyId} and last_position < ${pos}`.execute(tx);
        return;
      default:
        return;
    }
  },
};
