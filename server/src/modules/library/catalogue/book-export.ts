import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { BOOK_EXPORT_FIELDS, CATALOGUE_MESSAGES, ErrorReply, FileReply, type BookExportField } from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { badRequest } from '../../../platform/errors.js';
import { instituteDay } from '../../../platform/days.js';
import { DOWNLOAD_TYPES, exportFile, exportFileName, type Cell, type DownloadType } from '../../../platform/exports/table-file.js';
import { instituteName } from '../../identity/index.js';
import { bookPage, type BookRow } from './book-view.js';
import { OFFICE } from './lookups.js';

/** One file holds at most this many rows; a bigger export is refused with a message, never cut short. */
export const BOOK_EXPORT_MAX_ROWS = 10_000;
const PDF_MAX_FIELDS = 3;

const VALUES: Record<BookExportField, (r: BookRow) => Cell> = {
  _id: (r) => r.id,
  author: (r) => r.author_name,
  category: (r) => r.category_title,
  title: (r) => r.title,
  dateOfPublication: (r) => r.date_of_publication,
  publication: (r) => r.publication_name,
  quantity: (r) => Number(r.quantity),
  totalIssue: (r) => Number(r.total_issue),
};
const KEYS = new Set<string>(BOOK_EXPORT_FIELDS.map((f) => f.key));

const Fields = Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 64 })]);
const BookExportQuery = Type.Object({
  perPage: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: BOOK_EXPORT_MAX_ROWS,
      'x-invalid': `perPage must be a whole number from 1 to ${BOOK_EXPORT_MAX_ROWS}.`,
    }),
  ),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, 'x-invalid': 'pageNo must be a whole number from 1.' })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  downloadType: Type.Optional(Type.String({ maxLength: 16 })),
  fields: Type.Optional(Fields),
  'fields[]': Type.Optional(Fields),
});

/** The download type (default excel) and the chosen fields in the spec's order, or a 400 with the spec's PDF messages. */
export function bookExportChoice(q: { downloadType?: string; fields?: string | string[]; 'fields[]'?: string | string[] }) {
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
  const unknown = keys.filter((k) => !KEYS.has(k));
  if (unknown.length > 0) throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  if (type === 'pdf' && keys.length === BOOK_EXPORT_FIELDS.length) throw badRequest(CATALOGUE_MESSAGES.pdfAll);
  if (type === 'pdf' && keys.length > PDF_MAX_FIELDS) throw badRequest(CATALOGUE_MESSAGES.pdfMax);
  return { type, fields: BOOK_EXPORT_FIELDS.filter((f) => keys.includes(f.key)) };
}

/** GET book/export: the book list (same search) as a PDF, CSV or Excel download of the chosen fields (001 §3, §5, §7). */
export function bookExportRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  app.get(
    '/book/export',
    {
      config: { access: OFFICE, module: 'library', readModels: ['library_book', 'library_author', 'library_publication'] },
      schema: {
        tags: ['library'],
        querystring: BookExportQuery,
        response: { 200: FileReply('The book list as a spreadsheet, PDF or CSV'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const inst = authOf(req).instituteId;
      const q = req.query;
      const { type, fields } = bookExportChoice(q);
      const counted = await sql<{ n: string | number }>`select count(*) as n from library_book
        where institute_id = ${inst} and deleted_at is null`.execute(db);
      // Without perPage: every matching row; a file never silently holds fewer rows than asked.
      const first = await bookPage(db, inst, q, 1, 0);
      const matching = first.total;
      const pageNo = q.pageNo ?? 1;
      const perPage = q.perPage ?? Math.max(1, matching);
      const offset = (pageNo - 1) * perPage;
      const asked = Math.max(0, Math.min(perPage, matching - offset));
      if (asked > BOOK_EXPORT_MAX_ROWS) {
        throw badRequest(
          `This export would hold ${asked.toLocaleString('en-IN')} rows; one file holds at most ${BOOK_EXPORT_MAX_ROWS.toLocaleString('en-IN')}. Narrow the search or export in parts.`,
        );
      }
      const [{ rows }, instName] = await Promise.all([bookPage(db, inst, q, perPage, offset), instituteName(db, inst)]);
      const now = new Date();
      const file = await exportFile(type, {
        title: 'Books',
        instituteName: instName ?? 'Institute',
        generatedAt: now,
        columns: fields.map((f) => ({ key: f.key, label: f.label })),
        rows: rows.map((r) => fields.map((f) => VALUES[f.key](r))),
      });
      return reply
        .type(file.contentType)
        .header('x-total-count', String(Number(counted.rows[0]?.n ?? 0)))
        .header('x-exported-rows', String(rows.length))
        .header('content-disposition', `attachment; filename="${exportFileName('books', instituteDay(now), file.extension)}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
