import { sql } from 'kysely';
import {
  ErrorReply,
  IdParams,
  INVENTORY_MESSAGES as M,
  InventoryItemBody,
  InventoryItemReply,
  InventoryList,
  InventoryListQuery,
  InventoryUpdateBody,
  type InventoryItem,
  type InventoryItemFields,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { idFor, type CommandContext } from '../../platform/commands.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../platform/files/file-store.js';
import { assertLive, inventoryItemDecider, inventoryItemStream, type InventoryItemState } from './decider.js';
import { itemFromState, liveCategory, lowStockRule, OFFICE, REQUESTERS, settingsOf, textOrNull, TITLE_SCOPE } from './shared.js';

const text = (v: string | undefined, message: string) => {
  const t = (v ?? '').trim();
  if (!t) throw badRequest(message);
  return t;
};

export type ItemRow = {
  id: string;
  title: string;
  category_id: string;
  category_title: string | null;
  price: string | number;
  quantity: number;
  stock_used: number;
  description: string | null;
  image_key: string | null;
  created_at: Date | string;
  threshold: number;
};

/** The stock list's rows: the item, its category's title and the institute's threshold (for `low`). */
export const ITEM_SELECT = sql`select i.id, i.title, i.category_id, c.title as category_title, i.price, i.quantity, i.stock_used,
    i.description, i.image_key, i.created_at, coalesce(s.low_stock_threshold, 5) as threshold
  from inventory_item i left join inventory_item_category c on c.id = i.category_id and not c.deleted
  left join inventory_settings s on s.institute_id = i.institute_id`;

export const itemFromRow = (rt: Runtime, r: ItemRow): InventoryItem => ({
  _id: r.id,
  title: r.title,
  imageUrl: rt.files.signedUrl(r.image_key, '/api/v1'),
  category: r.category_title === null ? null : { _id: r.category_id, title: r.category_title },
  price: Number(r.price),
  quantity: r.quantity,
  stockUsed: r.stock_used,
  description: r.description,
  low: r.threshold > 0 && r.quantity <= r.threshold,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The stock list's filter: this institute's live items, by title and category. */
export function itemWhere(inst: string, q: { searchTitle?: string; category?: string }) {
  return sql.join(
    [
      sql`i.institute_id = ${inst}`,
      sql`i.deleted_at is null`,
      ...(q.searchTitle?.trim() ? [sql`i.title ilike ${likePattern(q.searchTitle)}`] : []),
      ...(q.category?.trim() ? [sql`i.category_id = ${q.category.trim()}`] : []),
    ],
    sql` and `,
  );
}

/** An item and its category as a command reply shows them. */
export async function itemReply(rt: Runtime, ctx: Pick<CommandContext, 'instituteId'>, state: InventoryItemState) {
  const category = await liveCategory(rt, ctx.instituteId, state.fields!.categoryId).catch(() => null);
  return itemFromState(rt, state, category, (await settingsOf(rt, ctx.instituteId)).lowStockThreshold);
}

/** Adds an item (the form and the bulk upload): the title reserved per institute, then the decider. */
export async function addItem(
  rt: Runtime,
  ctx: CommandContext,
  itemId: string,
  fields: InventoryItemFields,
  quantity: number,
  source: 'FORM' | 'BULK',
) {
  await rt.reservations.reserve(TITLE_SCOPE(ctx.instituteId), fields.title, itemId, M.duplicateTitle);
  try {
    return await rt.commands.handle(
      inventoryItemDecider,
      inventoryItemStream(itemId),
      { type: 'AddItem', data: { itemId, fields, quantity, source } },
      ctx,
    );
  } catch (err) {
    await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), fields.title, itemId);
    throw err;
  }
}

/** The stock list, one item, and the item's create, update (and stock received or written off) and delete. */
export function inventoryItemRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const storeImage = async (value: unknown, ctx: CommandContext, itemId: string) => {
    const part = filePart(value, 'Image');
    if (!part) return null;
    const f = await rt.files.put(part, {
      instituteId: ctx.instituteId,
      ownerId: itemId,
      purpose: 'inventory-image',
      maxBytes: 2 * 1024 * 1024,
      types: IMAGE_TYPES,
      label: 'Image',
    });
    return f.id;
  };

  // Every requester reads the items (the supply dialog's product picker); managing them needs the module.
  app.get(
    '/inventory',
    {
      config: { access: REQUESTERS, readModels: ['inventory_item'] },
      schema: { tags: ['inventory'], querystring: InventoryListQuery, response: { 200: InventoryList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { perPage, pageNo, offset } = pageOf(req.query, 12);
      const where = itemWhere(inst, req.query);
      const [rows, count] = await Promise.all([
        sql<ItemRow>`${ITEM_SELECT} where ${where} order by i.created_at desc, i.id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from inventory_item i where ${where}`.execute(db),
      ]);
      return paged(
        'Stock list',
        rows.rows.map((r) => itemFromRow(rt, r)),
        Number(count.rows[0]?.n ?? 0),
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/inventory/:id',
    {
      config: { access: OFFICE, module: 'inventory', readModels: ['inventory_item'] },
      schema: { tags: ['inventory'], params: IdParams, response: { 200: InventoryItemReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const state = await rt.commands.state(inventoryItemDecider, inventoryItemStream(req.params.id), auth);
      assertLive(state);
      return ok('Stock', await itemReply(rt, auth, state));
    },
  );

  app.post(
    '/inventory/create',
    {
      config: { access: OFFICE, module: 'inventory' },
      schema: {
        tags: ['inventory'],
        consumes: MULTIPART,
        body: InventoryItemBody,
        response: { 200: InventoryItemReply, '4xx': ErrorReply },
      },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const b = req.body;
      const title = text(b.title, M.titleRequired);
      const category = await liveCategory(rt, ctx.instituteId, text(b.category, M.categoryRequired));
      const itemId = idFor(ctx, 'inventory-item');
      const imageKey = await storeImage(b.image, ctx, itemId);
      const fields = { title, categoryId: category._id, price: b.price, description: textOrNull(b.description), imageKey };
      const out = await addItem(rt, ctx, itemId, fields, b.quantity, 'FORM');
      return sendWritten(res, out.append, 'Stock added successfully', await itemReply(rt, ctx, out.state));
    },
  );

  app.put(
    '/inventory/update/:id',
    {
      config: { access: OFFICE, module: 'inventory' },
      schema: {
        tags: ['inventory'],
        consumes: MULTIPART,
        params: IdParams,
        body: InventoryUpdateBody,
        response: { 200: InventoryItemReply, '4xx': ErrorReply },
      },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const b = req.body;
      const before = await rt.commands.state(inventoryItemDecider, inventoryItemStream(id), ctx);
      const current = assertLive(before);
      const title = b.title === undefined ? undefined : text(b.title, M.titleRequired);
      const categoryId =
        b.category === undefined ? undefined : (await liveCategory(rt, ctx.instituteId, text(b.category, M.categoryRequired)))._id;
      const [imageKey, invoice] = await Promise.all([
        storeImage(b.image, ctx, id),
        (async () => {
          const part = filePart(b.invoice, 'Invoice');
          if (!part) return null;
          const purpose = 'inventory-invoice';
          const opts = { instituteId: ctx.instituteId, ownerId: id, purpose, maxBytes: 5 * 1024 * 1024, types: DOCUMENT_TYPES };
          return (await rt.files.put(part, { ...opts, label: 'Invoice' })).id;
        })(),
      ]);
      const renamed = title !== undefined && title.toLowerCase() !== current.title.toLowerCase();
      if (renamed) await rt.reservations.reserve(TITLE_SCOPE(ctx.instituteId), title, id, M.duplicateTitle);
      const fields: Partial<InventoryItemFields> = {
        ...(title !== undefined ? { title } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
        ...(b.price !== undefined ? { price: b.price } : {}),
        ...(b.description !== undefined ? { description: textOrNull(b.description) } : {}),
        ...(imageKey ? { imageKey } : {}),
      };
      try {
        const rule = b.removeQuantity ? await lowStockRule(rt, ctx.instituteId) : { threshold: 0, recipients: [] };
        const data = {
          itemId: id,
          fields,
          ...(b.addQuantity ? { addQuantity: b.addQuantity } : {}),
          ...(b.removeQuantity ? { removeQuantity: b.removeQuantity } : {}),
          challanNumber: textOrNull(b.challanNumber),
          invoiceKey: invoice,
          remark: textOrNull(b.remark),
          ...rule,
        };
        const out = await rt.commands.handle(inventoryItemDecider, inventoryItemStream(id), { type: 'UpdateItem', data }, ctx, {
          mustExist: M.itemMissing,
          maxAttempts: 12,
        });
        if (renamed) await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), current.title, id);
        return sendWritten(res, out.append, 'Stock updated successfully', await itemReply(rt, ctx, out.state));
      } catch (err) {
        if (renamed) await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), title, id);
        throw err;
      }
    },
  );

  app.delete(
    '/inventory/delete/:id',
    {
      config: { access: OFFICE, module: 'inventory' },
      schema: { tags: ['inventory'], params: IdParams, response: { 200: InventoryItemReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const out = await rt.commands.handle(
        inventoryItemDecider,
        inventoryItemStream(id),
        { type: 'DeleteItem', data: { itemId: id } },
        ctx,
        { mustExist: M.itemMissing },
      );
      const f = out.state.fields;
      if (!f) throw notFound(M.itemMissing);
      await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), f.title, id);
      return sendWritten(res, out.append, 'Stock deleted successfully', await itemReply(rt, ctx, out.state));
    },
  );
}
