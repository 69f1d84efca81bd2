import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { ErrorReply, FileReply, STUDENT_EXPORT_MAX_ROWS } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { badRequest } from '../../platform/errors.js';
import { instituteDay } from '../../platform/days.js';
import { DOWNLOAD_TYPES, exportFile, exportFileName, type Cell, type DownloadType } from '../../platform/exports/table-file.js';
import { instituteName } from '../identity/index.js';
import { ITEM_SELECT, itemWhere, type ItemRow } from './items.js';
import { OFFICE } from './shared.js';

const EXPORT_MAX_ROWS = STUDENT_EXPORT_MAX_ROWS;
const PDF_MAX_FIELDS = 3;

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

const Fields = Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 64 })]);
export const InventoryExportQuery = Type.Object({
  perPage: Type.Optional(
    Type.Integer({ minimum: 1, maximum: EXPORT_MAX_ROWS, 'x-invalid': `perPage must be a whole number from 1 to ${EXPORT_MAX_ROWS}.` }),
  ),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, 'x-invalid': 'pageNo must be a whole number from 1.' })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 64 })),
  downloadType: Type.Optional(Type.String({ maxLength: 16 })),
  fields: Type.Optional(Fields),
  'fields[]': Type.Optional(Fields),
});

/** The download type (default excel) and the fields chosen, with the spec's two PDF messages (001 §5 Export). */
export function inventoryExportChoice(q: { downloadType?: string; fields?: string | string[]; 'fields[]'?: string | string[] }) {
  const type = (q.downloadType?.trim().toLowerCase() || 'excel') as DownloadType;
  if (!DOWNLOAD_TYPES.includes(type)) throw badRequest('Download type must be pdf, csv or excel.');
  const keys = [
    ...new Set(
      [q.fields ?? [], q['fields[]'] ?? []]
        .flat()
        .flatMap((f) => f.split(','))
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ];
  if (keys.length === 0) throw badRequest('Choose at least one field to export.');
  const unknown = keys.filter((k) => !BY_KEY.has(k));
  if (unknown.length > 0) throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  if (type === 'pdf' && keys.length === INVENTORY_EXPORT_FIELDS.length) throw badRequest("Can't select all the field in pdf type.");
  if (type === 'pdf' && keys.length > PDF_MAX_FIELDS) throw badRequest('A maximum of 3 field can be choose in PDF type.');
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
      const pageNo = q.pageNo ?? 1;
      const perPage = q.perPage ?? Math.max(1, matching);
      const offset = (pageNo - 1) * perPage;
      const asked = Math.max(0, Math.min(perPage, matching - offset));
      if (asked > EXPORT_MAX_ROWS) throw badRequest(`This export would hold ${asked} rows; one file holds at most ${EXPORT_MAX_ROWS}.`);
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
      return reply
        .type(file.contentType)
        .header('x-total-count', String(matching))
        .header('x-exported-rows', String(rows.rows.length))
        .header('content-disposition', `attachment; filename="${exportFileName('inventory', instituteDay(now), file.extension)}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
