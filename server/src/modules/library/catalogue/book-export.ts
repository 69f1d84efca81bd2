import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { BOOK_EXPORT_FIELDS, CATALOGUE_MESSAGES, ErrorReply, FileReply, type BookExportField } from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { instituteDay } from '../../../platform/days.js';
import { exportFile, exportFileName, type Cell } from '../../../platform/exports/table-file.js';
import {
  type ExportChoiceQuery,
  exportChoice,
  exportHeaders,
  exportQuery,
  exportWindow,
} from '../../../platform/exports/export-request.js';
import { instituteName } from '../../identity/index.js';
import { bookPage, type BookRow } from './book-view.js';
import { OFFICE } from './lookups.js';

/** One file holds at most this many rows; a bigger export is refused with a message, never cut short. */
export const BOOK_EXPORT_MAX_ROWS = 10_000;

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
const KEYS: string[] = BOOK_EXPORT_FIELDS.map((f) => f.key);

const BookExportQuery = exportQuery(BOOK_EXPORT_MAX_ROWS, { searchTitle: Type.Optional(Type.String({ maxLength: 200 })) });

/** The download type (default excel) and the chosen fields in the spec's order, or a 400 with the spec's PDF messages. */
export function bookExportChoice(q: ExportChoiceQuery) {
  const { type, keys } = exportChoice(q, KEYS, { tooMany: CATALOGUE_MESSAGES.pdfMax, all: CATALOGUE_MESSAGES.pdfAll });
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
      const { perPage, offset } = exportWindow(q, first.total, BOOK_EXPORT_MAX_ROWS, 'Narrow the search or export in parts.');
      const [{ rows }, instName] = await Promise.all([bookPage(db, inst, q, perPage, offset), instituteName(db, inst)]);
      const now = new Date();
      const file = await exportFile(type, {
        title: 'Books',
        instituteName: instName ?? 'Institute',
        generatedAt: now,
        columns: fields.map((f) => ({ key: f.key, label: f.label })),
        rows: rows.map((r) => fields.map((f) => VALUES[f.key](r))),
      });
      const name = exportFileName('books', instituteDay(now), file.extension);
      const total = Number(counted.rows[0]?.n ?? 0);
      return reply.headers(exportHeaders(file, { name, total, exported: rows.length })).send(file.body);
    },
  );
}
