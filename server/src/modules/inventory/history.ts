import type { InventoryItemEvent, RecordedEvent } from '@school/contracts';
import { ErrorReply, HistoryReply, IdParams, INVENTORY_MESSAGES as M } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { readHistory, type HistoryChange, type HistoryDescription } from '../../platform/audit/index.js';
import { authOf } from '../../platform/http/access.js';
import { notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http/reply.js';
import { inventoryItemDecider, inventoryItemStream } from './decider.js';
import { OFFICE } from './shared.js';

const KINDS = { IN: 'Stock received', OUT: 'Stock written off', SUPPLY: 'Stock supplied' } as const;
const STATUS: Record<string, string> = {
  ORDER_REQUEST: 'Order request',
  INITIATED: 'Initiated',
  PROCESSING: 'Processing',
  DELIVERED: 'Delivered',
};
const LABELS: Record<string, string> = {
  title: 'Title',
  categoryId: 'Category',
  price: 'Price',
  description: 'Description',
  imageKey: 'Image',
};

/** Describes an item's events: every movement with the quantity before and after, and why; `link` signs an invoice's URL. */
export function inventoryDescriber(link: (fileKey: string) => string | null = () => null) {
  const prev: Record<string, unknown> = {};
  return (e: RecordedEvent): HistoryDescription | null => {
    const ev = e as unknown as InventoryItemEvent;
    switch (ev.type) {
      case 'InventoryItemAdded': {
        const d = ev.data;
        Object.assign(prev, d);
        return {
          summary: `Stock added${d.source === 'BULK' ? ' (bulk upload)' : ''}: ${d.quantity} units`,
          changes: [
            { label: 'Title', after: d.title },
            { label: 'Price', after: d.price },
            { label: 'Quantity', before: 0, after: d.quantity },
          ],
        };
      }
      case 'InventoryItemUpdated': {
        const d = ev.data as unknown as Record<string, unknown> & { changed: string[] };
        const changes: HistoryChange[] = d.changed.map((k) => ({
          label: LABELS[k] ?? k,
          ...(k === 'imageKey'
            ? {}
            : { before: (prev[k] as string | number | null) ?? null, after: (d[k] as string | number | null) ?? null }),
        }));
        for (const k of d.changed) prev[k] = d[k];
        return { summary: 'Stock details edited', changes };
      }
      case 'InventoryStockMoved': {
        const d = ev.data;
        const before = d.kind === 'IN' ? d.quantityAfter - d.quantity : d.quantityAfter + d.quantity;
        const changes: HistoryChange[] = [{ label: 'Quantity', before, after: d.quantityAfter }];
        if (d.challanNumber) changes.push({ label: 'Challan number', after: d.challanNumber });
        if (d.invoiceKey) changes.push({ label: 'Invoice', after: link(d.invoiceKey) ?? 'Attached' });
        return { summary: `${KINDS[d.kind]}: ${d.quantity} units`, changes, ...(d.remark ? { reason: d.remark } : {}) };
      }
      case 'InventoryItemDeleted':
        return { summary: 'Stock deleted' };
      case 'InventorySupplyRecorded': {
        const d = ev.data;
        return {
          summary: d.status === 'DELIVERED' ? `Supplied ${d.quantity} units` : `Supply requested: ${d.quantity} units`,
          amount: d.amount,
          changes: [{ label: 'Status', after: STATUS[d.status] ?? d.status }],
        };
      }
      case 'InventorySupplyStatusChanged':
        return {
          summary: 'Supply status changed',
          changes: [{ label: 'Status', before: STATUS[ev.data.from] ?? ev.data.from, after: STATUS[ev.data.status] ?? ev.data.status }],
          ...(ev.data.remark ? { reason: ev.data.remark } : {}),
        };
      case 'InventorySupplyCancelled':
        return { summary: 'Supply cancelled', reason: ev.data.reason };
      case 'InventoryStockLow':
        return { summary: `Low stock: ${ev.data.quantity} left (threshold ${ev.data.threshold})` };
      default:
        return null;
    }
  };
}

/** `GET inventory/history/:id`: the item's History drawer (oldest first). */
export function inventoryHistoryRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/inventory/history/:id',
    {
      config: { access: OFFICE, module: 'inventory', readModels: ['inventory_item', 'app_user'] },
      schema: { tags: ['inventory'], params: IdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const { id } = req.params;
      const state = await rt.commands.state(inventoryItemDecider, inventoryItemStream(id), auth);
      if (!state.fields) throw notFound(M.itemMissing);
      const data = await readHistory(rt, {
        streams: [inventoryItemStream(id)],
        instituteId: auth.instituteId,
        describe: inventoryDescriber((key) => rt.files.signedUrl(key, '/api/v1')),
      });
      return ok('Stock history', data);
    },
  );
}
