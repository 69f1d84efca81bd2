import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import {
  ErrorReply,
  INVENTORY_MESSAGES as M,
  SupplyBody,
  SupplyCancelBody,
  SupplyList,
  SupplyListQuery,
  SupplyReply,
  SupplyStatusBody,
  type Supply,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { liveInstituteUser, userCards, usersMatching } from '../identity/index.js';
import { assertLive, inventoryItemDecider, inventoryItemStream, type InventoryItemState, type SupplyState } from './decider.js';
import { liveCategory, lowStockRule, OFFICE, officeCheck, REQUESTERS, textOrNull } from './shared.js';

/** Which item a supply belongs to: written when the supply is recorded, so a status change finds its stream at once. */
const SUPPLY_SCOPE = 'inventory-supply';
const SupplyParams = Type.Object({ supplyId: Type.String({ minLength: 1, maxLength: 64 }) });
/** Deliveries of one item race on its stream: enough tries that every contender is decided, none left to a 409. */
const RACE_ATTEMPTS = 25;

type SupplyRow = {
  id: string;
  item_id: string;
  consumer_id: string;
  consumer_role: string;
  quantity: number;
  amount: string | number;
  purchased_department: string | null;
  status: Supply['orderStatus'];
  cancelled: boolean;
  cancel_reason: string | null;
  requested_by: string;
  created_at: Date | string;
  updated_at: Date | string;
  title: string | null;
  price: string | number | null;
  image_key: string | null;
  category_title: string | null;
};

export function inventorySupplyRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const isOffice = officeCheck(rt);

  const named = async (ids: string[]) => {
    const cards = await userCards(rt, ids);
    return (id: string) => ({ _id: id, displayName: cards.get(id)?.displayName ?? 'Unknown user' });
  };

  /** A supply as the contract shows it, from the item's stream (a command's reply). */
  async function fromState(inst: string, item: InventoryItemState, s: SupplyState): Promise<Supply> {
    const f = item.fields!;
    const category = await liveCategory(rt, inst, f.categoryId).catch(() => null);
    const requester = s.created?.by ?? s.consumerId;
    const name = await named([s.consumerId, requester]);
    return {
      _id: s.supplyId,
      product: {
        _id: item.itemId!,
        title: f.title,
        price: f.price,
        imageUrl: rt.files.signedUrl(f.imageKey, '/api/v1'),
        category: category?.title ?? null,
      },
      consumer: name(s.consumerId),
      consumerRole: s.consumerRole,
      quantity: s.quantity,
      amount: s.amount,
      purchasedDepartment: s.purchasedDepartment,
      orderStatus: s.status,
      cancelled: s.cancelled,
      cancelReason: s.cancelReason,
      requestedBy: name(requester),
      createdAt: s.created?.at ?? new Date(0).toISOString(),
      updatedAt: s.updated?.at ?? new Date(0).toISOString(),
    };
  }

  /** The item stream a supply lives on; unknown supplies (or another institute's) are a 404. */
  const itemOfSupply = async (supplyId: string) => {
    const itemId = await rt.reservations.owner(SUPPLY_SCOPE, supplyId);
    if (!itemId) throw notFound(M.supplyMissing);
    return itemId;
  };

  app.post(
    '/inventory/supply/create',
    {
      config: { access: REQUESTERS },
      schema: { tags: ['inventory'], body: SupplyBody, response: { 200: SupplyReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const auth = authOf(req);
      const b = req.body;
      const direct = await isOffice(auth);
      const productId = b.product.trim();
      if (!productId) throw badRequest(M.productRequired);
      const item = await rt.commands.state(inventoryItemDecider, inventoryItemStream(productId), ctx);
      if (!item.fields || item.deleted) throw badRequest(M.itemMissing);
      // The office supplies anyone of the institute; anyone else requests for themselves.
      const consumerId = direct && b.consumer?.trim() ? b.consumer.trim() : auth.userId;
      const consumer = await liveInstituteUser(rt, consumerId, ctx.instituteId);
      if (!consumer) throw badRequest(M.consumerMissing);
      const supplyId = idFor(ctx, 'inventory-supply');
      await rt.reservations.reserve(SUPPLY_SCOPE, supplyId, productId, 'This supply already exists.');
      const rule = direct ? await lowStockRule(rt, ctx.instituteId) : { threshold: 0, recipients: [] };
      const data = {
        supplyId,
        consumerId,
        consumerRole: consumer.role,
        quantity: b.quantity ?? 1,
        amount: b.amount ?? null,
        purchasedDepartment: textOrNull(b.purchasedDepartment),
        direct,
        ...rule,
      };
      try {
        const out = await rt.commands.handle(inventoryItemDecider, inventoryItemStream(productId), { type: 'RecordSupply', data }, ctx, {
          mustExist: M.itemMissing,
          maxAttempts: RACE_ATTEMPTS,
        });
        const view = await fromState(ctx.instituteId, out.state, out.state.supplies[supplyId]!);
        return sendWritten(res, out.append, direct ? 'Stock supplied successfully' : 'Supply request sent', view);
      } catch (err) {
        await rt.reservations.release(SUPPLY_SCOPE, supplyId, productId);
        throw err;
      }
    },
  );

  app.put(
    '/inventory/supply/status/:supplyId',
    {
      config: { access: OFFICE, module: 'inventory' },
      schema: { tags: ['inventory'], params: SupplyParams, body: SupplyStatusBody, response: { 200: SupplyReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { supplyId } = req.params;
      const itemId = await itemOfSupply(supplyId);
      const rule = req.body.orderStatus === 'DELIVERED' ? await lowStockRule(rt, ctx.instituteId) : { threshold: 0, recipients: [] };
      const data = { supplyId, status: req.body.orderStatus, remark: textOrNull(req.body.remark), ...rule };
      const out = await rt.commands.handle(inventoryItemDecider, inventoryItemStream(itemId), { type: 'MoveSupply', data }, ctx, {
        mustExist: M.supplyMissing,
        maxAttempts: RACE_ATTEMPTS,
      });
      const view = await fromState(ctx.instituteId, out.state, out.state.supplies[supplyId]!);
      return sendWritten(res, out.append, 'Supply status updated', view);
    },
  );

  app.put(
    '/inventory/supply/cancel/:supplyId',
    {
      config: { access: REQUESTERS },
      schema: { tags: ['inventory'], params: SupplyParams, body: SupplyCancelBody, response: { 200: SupplyReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const auth = authOf(req);
      const { supplyId } = req.params;
      const itemId = await itemOfSupply(supplyId);
      const office = await isOffice(auth);
      const data = { supplyId, reason: req.body.reason, ...(office ? {} : { requesterOnly: auth.userId }) };
      const out = await rt.commands.handle(inventoryItemDecider, inventoryItemStream(itemId), { type: 'CancelSupply', data }, ctx, {
        mustExist: M.supplyMissing,
        maxAttempts: RACE_ATTEMPTS,
      });
      assertLive(out.state);
      const view = await fromState(ctx.instituteId, out.state, out.state.supplies[supplyId]!);
      return sendWritten(res, out.append, 'Supply cancelled', view);
    },
  );

  app.get(
    '/inventory/supply',
    {
      config: { access: REQUESTERS, readModels: ['inventory_supply', 'inventory_item', 'app_user'] },
      schema: { tags: ['inventory'], querystring: SupplyListQuery, response: { 200: SupplyList, '4xx': ErrorReply } },
    },
    async (req) => list(authOf(req), req.query),
  );

  async function list(auth: AuthContext, q: SupplyListQuery) {
    const inst = auth.instituteId;
    const { perPage, pageNo, offset } = pageOf(q, 12);
    const mine = !(await isOffice(auth));
    const search = q.searchTitle?.trim() ? likePattern(q.searchTitle) : null;
    const people = search
      ? await usersMatching(
          rt,
          (
            await sql<{ id: string }>`select distinct consumer_id as id from inventory_supply where institute_id = ${inst}`.execute(db)
          ).rows.map((r) => r.id),
          search,
        )
      : [];
    const where = sql.join(
      [
        sql`s.institute_id = ${inst}`,
        ...(mine ? [sql`(s.consumer_id = ${auth.userId} or s.requested_by = ${auth.userId})`] : []),
        ...(q.status === 'CANCELLED' ? [sql`s.cancelled`] : q.status ? [sql`s.status = ${q.status} and not s.cancelled`] : []),
        ...(search ? [sql`(i.title ilike ${search} or s.consumer_id = any(${people}::text[]))`] : []),
      ],
      sql` and `,
    );
    const from = sql`from inventory_supply s left join inventory_item i on i.id = s.item_id
      left join inventory_item_category c on c.id = i.category_id and not c.deleted`;
    const [rows, count] = await Promise.all([
      sql<SupplyRow>`select s.*, i.title, i.price, i.image_key, c.title as category_title ${from} where ${where}
        order by s.created_at desc, s.id limit ${perPage} offset ${offset}`.execute(db),
      sql<{ n: number }>`select count(*)::int as n ${from} where ${where}`.execute(db),
    ]);
    const name = await named(rows.rows.flatMap((r) => [r.consumer_id, r.requested_by]));
    const data: Supply[] = rows.rows.map((r) => ({
      _id: r.id,
      product: {
        _id: r.item_id,
        title: r.title ?? 'Deleted stock',
        price: Number(r.price ?? 0),
        imageUrl: rt.files.signedUrl(r.image_key, '/api/v1'),
        category: r.category_title,
      },
      consumer: name(r.consumer_id),
      consumerRole: r.consumer_role,
      quantity: r.quantity,
      amount: Number(r.amount),
      purchasedDepartment: r.purchased_department,
      orderStatus: r.status,
      cancelled: r.cancelled,
      cancelReason: r.cancel_reason,
      requestedBy: name(r.requested_by),
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
    }));
    return paged(mine ? 'Supply Requests' : 'Inventory Stock Supplied', data, Number(count.rows[0]?.n ?? 0), perPage, pageNo);
  }
}
