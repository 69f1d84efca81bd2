import { sql } from 'kysely';
import { CATALOGUE_MESSAGES, MAX_BOOK_COPIES, type BulkRowError } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { CommandContext } from '../../../platform/commands.js';
import { uuidFrom } from '../../../platform/ids.js';
import { AppError } from '../../../platform/errors.js';
import { bookDecider, bookStream } from './book-decider.js';
import { authorDecider, authorStream, publicationDecider, publicationStream } from './masters-decider.js';
import { publicationDay } from './book-routes.js';

/** A sheet row by its header names (bulk-upload's SheetRow). */
export interface BookSheetRow {
  row: number;
  values: Record<string, string>;
}

export interface BookImportResult {
  goodRows: number;
  badRows: number;
  errors: BulkRowError[];
  /** Books added plus rows that added copies to a book already in the catalogue. */
  imported: number;
}

const READ_MODELS = ['library_book', 'library_author', 'library_publication'];
const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();

interface CheckedRow {
  row: number;
  title: string;
  summery: string | null;
  quantity: number;
  author: string | null;
  publication: string | null;
  dateOfPublication: string | null;
  bookCategoryId: string | null;
}

/**
 * The library bulk upload (001 §2/§7 `book/bulk`, /UploadLibrarySample.xlsx; issue 17 §1): checks every row with the
 * book form's rules and, unless a dry run, writes the good ones through the same commands as the form. An author or a
 * publication named that does not exist is created; the category must exist (by title). A row whose title and author
 * are already in the catalogue (or earlier in the sheet) adds its quantity as copies instead of a second book.
 */
export async function importBookSheet(rt: Runtime, ctx: CommandContext, rows: BookSheetRow[], dryRun: boolean): Promise<BookImportResult> {
  const db = rt.database.db;
  const inst = ctx.instituteId;
  await rt.runner.waitFor(READ_MODELS, await rt.store.head(), 10_000).catch(() => {});
  const [authors, pubs, cats, books] = await Promise.all([
    sql<{ id: string; name: string }>`select id, name from library_author where institute_id = ${inst} and deleted_at is null`.execute(db),
    sql<{ id: string; name: string }>`select id, name from library_publication where institute_id = ${inst} and deleted_at is null`.execute(
      db,
    ),
    sql<{
      id: string;
      title: string;
    }>`select id, title from library_book_category where institute_id = ${inst} and deleted_at is null`.execute(db),
    sql<{ id: string; title: string; author_id: string | null }>`select id, title, author_id from library_book
      where institute_id = ${inst} and deleted_at is null`.execute(db),
  ]);
  const authorIds = new Map(authors.rows.map((a) => [norm(a.name), a.id]));
  const pubIds = new Map(pubs.rows.map((p) => [norm(p.name), p.id]));
  const catIds = new Map(cats.rows.map((c) => [norm(c.title), c.id]));
  const bookKey = (title: string, authorId: string | null) => `${norm(title)}\u0000${authorId ?? ''}`;
  const bookIds = new Map(books.rows.map((b) => [bookKey(b.title, b.author_id), b.id]));

  const errors: BulkRowError[] = [];
  const good: CheckedRow[] = [];
  for (const { row, values } of rows) {
    const v = (k: string) => (values[k] ?? '').trim();
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const title = v('title');
    const before = errors.length;
    if (!title) fail('title', CATALOGUE_MESSAGES.titleRequired);
    else if (title.length > 300) fail('title', 'Title is at most 300 characters.');
    const q = v('quantity');
    const quantity = /^\d+$/.test(q) ? Number(q) : Number.NaN;
    if (!(quantity >= 1 && quantity <= MAX_BOOK_COPIES)) fail('quantity', CATALOGUE_MESSAGES.quantityRequired);
    const cat = v('bookCategory');
    const bookCategoryId = cat ? (catIds.get(norm(cat)) ?? null) : null;
    if (cat && !bookCategoryId) fail('bookCategory', `${CATALOGUE_MESSAGES.categoryMissing} (${cat})`);
    if (v('author').length > 200) fail('author', 'Author is at most 200 characters.');
    if (v('publication').length > 200) fail('publication', 'Publication is at most 200 characters.');
    let dateOfPublication: string | null = null;
    try {
      dateOfPublication = publicationDay(v('dateOfPublication'), ctx.now);
    } catch (err) {
      fail('dateOfPublication', err instanceof AppError ? err.message : 'Date of publication must be a date (YYYY-MM-DD).');
    }
    if (errors.length > before) continue;
    good.push({
      row,
      title,
      summery: v('summery') || null,
      quantity,
      author: v('author') || null,
      publication: v('publication') || null,
      dateOfPublication,
      bookCategoryId,
    });
  }
  const badRows = new Set(errors.map((e) => e.row)).size;
  if (dryRun) return { goodRows: good.length, badRows, errors, imported: 0 };

  const master = async (name: string | null, ids: Map<string, string>, kind: 'author' | 'publication') => {
    if (!name) return null;
    const known = ids.get(norm(name));
    if (known) return known;
    // Named from the job and the name: a job run again (a retried worker) lands on the same stream.
    const id = uuidFrom(ctx.correlationId, kind, norm(name));
    const decider = kind === 'author' ? authorDecider : (publicationDecider as unknown as typeof authorDecider);
    const stream = kind === 'author' ? authorStream(id) : publicationStream(id);
    const done = (await rt.store.readStream(stream)).length > 0;
    if (!done) await rt.commands.handle(decider, stream, { type: 'Record', id, name, bio: null, create: true }, ctx);
    ids.set(norm(name), id);
    return id;
  };

  let imported = 0;
  for (const g of good) {
    try {
      const authorId = await master(g.author, authorIds, 'author');
      const publicationId = await master(g.publication, pubIds, 'publication');
      const key = bookKey(g.title, authorId);
      const existing = bookIds.get(key);
      const remark = `Bulk upload, row ${g.row}`;
      // Named from the job and the row: a job run again (a retried worker) skips the rows it already wrote.
      const bookId = uuidFrom(ctx.correlationId, 'book', String(g.row));
      if ((await rt.store.readStream(bookStream(bookId))).length > 0) {
        bookIds.set(key, bookId);
        imported++;
        continue;
      }
      if (existing) {
        const copiesDone = (await rt.store.readStream(bookStream(existing))).some(
          (e) => e.metadata.correlationId === ctx.correlationId && (e.data as { remark?: string | null }).remark === remark,
        );
        if (!copiesDone) {
          await rt.commands.handle(
            bookDecider,
            bookStream(existing),
            { type: 'ChangeCopies', bookId: existing, delta: g.quantity, remark },
            ctx,
            { mustExist: CATALOGUE_MESSAGES.bookMissing },
          );
        }
      } else {
        const fields = {
          title: g.title,
          summery: g.summery,
          authorId,
          publicationId,
          dateOfPublication: g.dateOfPublication,
          bookCategoryId: g.bookCategoryId,
          imageKey: null,
        };
        await rt.commands.handle(
          bookDecider,
          bookStream(bookId),
          { type: 'AddBook', bookId, fields, quantity: g.quantity, source: 'BULK' },
          ctx,
        );
        bookIds.set(key, bookId);
      }
      imported++;
    } catch (err) {
      errors.push({ row: g.row, field: 'row', message: err instanceof Error ? err.message : String(err) });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { goodRows: imported, badRows: new Set(errors.map((e) => e.row)).size, errors, imported };
}
