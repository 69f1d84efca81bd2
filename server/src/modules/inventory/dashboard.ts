import { sql } from 'kysely';
import {
  ErrorReply,
  InventorySettingsBody,
  InventorySettingsReply,
  InventoryStatReply,
  TOP_PRODUCTS,
  TopProductsReply,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { todayOf } from '../../platform/clock.js';
import { inventorySettingsDecider, inventorySettingsStream, OFFICE, settingsOf } from './shared.js';

/** The institute's inventory settings and the inventory dashboard (stats and top products). */
export function inventoryDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.get(
    '/inventory/settings',
    {
      config: { access: OFFICE, module: 'inventory', readModels: ['inventory_item'] },
      schema: { tags: ['inventory'], response: { 200: InventorySettingsReply, '4xx': ErrorReply } },
    },
    async (req) => ok('Inventory settings', await settingsOf(rt, authOf(req).instituteId)),
  );

  app.put(
    '/inventory/settings',
    {
      config: { access: OFFICE, module: 'inventory' },
      schema: { tags: ['inventory'], body: InventorySettingsBody, response: { 200: InventorySettingsReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const out = await rt.commands.handle(
        inventorySettingsDecider,
        inventorySettingsStream(ctx.instituteId),
        { type: 'SetInventorySettings', data: { lowStockThreshold: req.body.lowStockThreshold } },
        ctx,
      );
      return sendWritten(res, out.append, 'Inventory settings updated', out.state);
    },
  );

  app.get(
    '/dashboard/admin/inventory-stat',
    {
      config: { access: OFFICE, module: 'inventory', readModels: ['inventory_item'] },
      schema: { tags: ['inventory'], response: { 200: InventoryStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const today = todayOf(rt.clock);
      const [items, day] = await Promise.all([
        sql<{ sold: number; out: number; units: number }>`select coalesce(sum(stock_used), 0)::int as sold,
            (count(*) filter (where quantity = 0 and deleted_at is null))::int as out,
            coalesce(sum(quantity) filter (where deleted_at is null), 0)::int as units
          from inventory_item where institute_id = ${inst}`.execute(db),
        sql<{ units: number }>`select units from inventory_sold_day where institute_id = ${inst} and day = ${today}::date`.execute(db),
      ]);
      const r = items.rows[0]!;
      return ok('Inventory statistics', {
        totalSold: Number(r.sold),
        todaySold: Number(day.rows[0]?.units ?? 0),
        outOfStock: Number(r.out),
        inStock: Number(r.units),
      });
    },
  );

  app.get(
    '/dashboard/admin/inventory-top-product',
    {
      config: { access: OFFICE, module: 'inventory', readModels: ['inventory_item'] },
      schema: { tags: ['inventory'], response: { 200: TopProductsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const r = await sql<{ id: string; title: string; stock_used: number }>`select id, title, stock_used from inventory_item
        where institute_id = ${inst} and deleted_at is null and stock_used > 0 order by stock_used desc, title, id limit ${TOP_PRODUCTS}`.execute(
        db,
      );
      return ok(
        'Top products',
        r.rows.map((x) => ({ product: { _id: x.id, title: x.title }, totalSold: x.stock_used })),
      );
    },
  );
}
