import { sql } from 'kysely';
import { BookList, BookReply, CATALOGUE_MESSAGES, ErrorReply, HistoryReply, IdParams, PageQuery } from '@school/contracts';
import type { BookEvent, BookFields, RecordedEvent } from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { ok, pageOf, paged } from '../../../platform/http/reply.js';
import { notFound } from '../../../platform/errors.js';
import { readHistory, type HistoryChange, type HistoryDescription } from '../../../platform/audit/index.js';
import { bookPage, bookRow, bookView } from './book-view.js';
import { bookStream } from './book-decider.js';
import { BOOK_READERS, OFFICE } from './lookups.js';

const READS = ['library_book', 'library_author', 'library_publication'];
const copies = (n: number) => `${n} ${Math.abs(n) === 1 ? 'copy' : 'copies'}`;
const LABELS: Record<keyof BookFields, string> = {
  title: 'Title',
  summery: 'Summary',
  authorId: 'Author',
  publicationId: 'Publication',
  dateOfPublication: 'Date of publication',
  bookCategoryId: 'Category',
  imageKey: 'Cover',
};

/** Describes a book's stream in order; `names` turns author, publication and category ids into what people read. */
export function bookDescriber(names: Map<string, string>) {
  let prev: Partial<BookFields> = {};
  let quantity = 0;
  const shown = (k: keyof BookFields, v: string | null | undefined) =>
    v === null || v === undefined ? null : k === 'imageKey' ? 'image' : k.endsWith('Id') ? (names.get(v) ?? v) : v;
  return (e: RecordedEvent): HistoryDescription | null => {
    const ev = e as unknown as BookEvent;
    switch (ev.type) {
      case 'BookAdded': {
        const { bookId: _b, quantity: q, source, ...fields } = ev.data;
        prev = fields;
        quantity = q;
        const changes: HistoryChange[] = (Object.keys(LABELS) as (keyof BookFields)[])
          .filter((k) => fields[k] !== null && fields[k] !== undefined)
          .map((k) => ({ label: LABELS[k], after: shown(k, fields[k]) }));
        changes.push({ label: 'Quantity', after: q });
        return { summary: `Book added${source === 'BULK' ? ' by bulk upload' : ''} with ${copies(q)}`, changes };
      }
      case 'BookUpdated': {
        const d = ev.data as Partial<BookFields> & { changed: string[] };
        const changes = (d.changed as (keyof BookFields)[])
          .filter((k) => k in LABELS)
          .map((k) => ({ label: LABELS[k], before: shown(k, prev[k]), after: shown(k, d[k]) }));
        prev = { ...prev, ...d };
        return { summary: 'Book details changed', changes };
      }
      case 'BookCopiesChanged': {
        const { delta, quantityAfter, remark } = ev.data;
        const before = quantity;
        quantity = quantityAfter;
        return {
          summary: delta > 0 ? `${copies(delta)} added` : `${copies(-delta)} written off`,
          ...(remark ? { reason: remark } : {}),
          changes: [{ label: 'Quantity', before, after: quantityAfter }],
        };
      }
      case 'BookDeleted':
        return { summary: 'Book deleted' };
      case 'BookIssued':
        return { summary: `A copy issued until ${ev.data.returnDate}` };
      case 'BookReturned':
        return { summary: 'A copy returned', ...(ev.data.fine > 0 ? { amount: ev.data.fine } : {}) };
      case 'BookHoldPlaced':
        return { summary: 'A hold placed' };
      case 'BookHoldCancelled':
        return { summary: 'A hold cancelled', ...(ev.data.reason ? { reason: ev.data.reason } : {}) };
      default:
        return null;
    }
  };
}

/** GET book (grid 12, pickers 20), book/:id, book/history/:id (001 §2, §7; issue 17 §1). */
export function bookReadRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.get(
    '/book',
    {
      config: { access: BOOK_READERS, module: 'library', readModels: READS },
      schema: { tags: ['library'], querystring: PageQuery, response: { 200: BookList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 12);
      const { rows, total } = await bookPage(db, authOf(req).instituteId, q, perPage, offset);
      return paged(
        'Book list',
        rows.map((r) => bookView(rt, r)),
        total,
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/book/:id',
    {
      config: { access: BOOK_READERS, module: 'library', readModels: READS },
      schema: { tags: ['library'], params: IdParams, response: { 200: BookReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await bookRow(db, authOf(req).instituteId, req.params.id);
      if (!r) throw notFound(CATALOGUE_MESSAGES.bookMissing);
      return ok('Book', bookView(rt, r));
    },
  );

  app.get(
    '/book/history/:id',
    {
      config: { access: OFFICE, module: 'library', readModels: [...READS, 'app_user'] },
      schema: { tags: ['library'], params: IdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const stream = bookStream(req.params.id);
      const events = await rt.store.readStream(stream);
      if (events[0]?.metadata.instituteId !== inst || events[0]?.type !== 'BookAdded') throw notFound(CATALOGUE_MESSAGES.bookMissing);
      const ids = new Set<string>();
      for (const e of events) {
        const d = e.data as Partial<BookFields>;
        for (const v of [d.authorId, d.publicationId, d.bookCategoryId]) if (v) ids.add(v);
      }
      const names = new Map<string, string>();
      if (ids.size > 0) {
        const r = await sql<{ id: string; name: string }>`
          select id, name from library_author where id = any(${[...ids]}::text[]) and institute_id = ${inst}
          union all select id, name from library_publication where id = any(${[...ids]}::text[]) and institute_id = ${inst}
          union all select id, title as name from library_book_category where id = any(${[...ids]}::text[]) and institute_id = ${inst}`.execute(
          db,
        );
        for (const row of r.rows) names.set(row.id, row.name);
      }
      const entries = await readHistory(rt, { streams: [stream], instituteId: inst, describe: bookDescriber(names) });
      return ok('Book history', entries);
    },
  );
}
