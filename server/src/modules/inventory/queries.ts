import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/**
 * The admin dashboard's Total Stocks card: the institute's items with at least one unit in the store (read model
 * `inventory_item`; docs/api.md "Inventory").
 */
export async function itemsInStock(db: DB, instituteId: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from inventory_item
    where institute_id = ${instituteId} and deleted_at is null and quantity > 0`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
