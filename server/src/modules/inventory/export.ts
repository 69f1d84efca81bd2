import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { ErrorReply, FileReply, STUDENT_EXPORT_MAX_ROWS } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { instituteDay } from '../../platform/days.js';
import { exportFile, exportFileName, type Cell } from '../../platform/exports/table-file.js';
import { type ExportChoiceQuery, exportChoice, exportHeaders, exportQuery, exportWindow } from '../../platform/exports/export-request.js';
import { instituteName } from '../identity/index.js';
import { ITEM_SELECT, itemWhere, type ItemRow } from './items.js';
import { OFFICE } from './shared.js';

const EXPORT_MAX_ROWS = STUDENT_EXPORT_MAX_ROWS;

/** The inventory export fields (001 §3): Id, Title, Quantity, Price, Description, Stock Used, Category. */
export const INVENTORY_EXPORT_FIELDS: { key: string; label: string; value: (r: ItemRow) => Cell }[] = [
  { key: '_id', label: 'Id', value: (r) => r.id },
  { key: 'title', label: 'Title', value: (r) => r.title },
  { key: 'quantity', label: 'Quantity', value: (r) => r.quantity },
  { key: 'price', label: 'Price', value: (r) => Number(r.price) },
  { key: 'description', label: 'Description', value: (r) => r.description },
  { key: 'stockUsed', label: 'Stock Used', value: (r) => r.stock_used },
  { key: 'category', label: 'Category', value: (r) => r.category_title },
];
const BY_KEY = new Map(INVENTORY_EXPORT_FIELDS.map((f) => [f.key, f]));
const KEYS = INVENTORY_EXPORT_FIELDS.map((f) => f.key);

export const InventoryExportQuery = exportQuery(EXPORT_MAX_ROWS, {
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 64 })),
});

/** The download type (default excel) and the fields chosen, with the spec's two PDF messages (001 §5 Export). */
export function inventoryExportChoice(q: ExportChoiceQuery) {
  const { type, keys } = exportChoice(q, KEYS);
  return { type, fields: keys.map((k) => BY_KEY.get(k)!) };
}

/** GET inventory/export: the stock list (same filters) as a PDF, CSV or Excel download of the chosen fields. */
export function inventoryExportRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  app.get(
    '/inventory/export',
    {
      config: { access: OFFICE, module: 'inventory', readModels: ['inventory_item'] },
      schema: {
        tags: ['inventory'],
        querystring: InventoryExportQuery,
        response: { 200: FileReply('The stock list as a spreadsheet, PDF or CSV'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const inst = authOf(req).instituteId;
      const q = req.query;
      const { type, fields } = inventoryExportChoice(q);
      const where = itemWhere(inst, q);
      const counted = await sql<{ n: number }>`select count(*)::int as n from inventory_item i where ${where}`.execute(db);
      const matching = Number(counted.rows[0]?.n ?? 0);
      const { perPage, offset } = exportWindow(q, matching, EXPORT_MAX_ROWS, 'Narrow the search or export in parts.');
      const [rows, instName] = await Promise.all([
        sql<ItemRow>`${ITEM_SELECT} where ${where} order by i.created_at desc, i.id limit ${perPage} offset ${offset}`.execute(db),
        instituteName(db, inst),
      ]);
      const now = new Date();
      const file = await exportFile(type, {
        title: 'Inventory',
        instituteName: instName ?? 'Institute',
        generatedAt: now,
        columns: fields.map((f) => ({ key: f.key, label: f.label })),
        rows: rows.rows.map((r) => fields.map((f) => f.value(r))),
      });
      const name = exportFileName('inventory', instituteDay(now), file.extension);
      return reply.headers(exportHeaders(file, { name, total: matching, exported: rows.rows.length })).send(file.body);
    },
  );
}
