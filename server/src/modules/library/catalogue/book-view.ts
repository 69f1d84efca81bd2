import { sql } from 'kysely';
import type { Book, BookCounts, BookFields } from '@school/contracts';
import type { DB } from '../../../platform/db/database.js';
import type { Runtime } from '../../../platform/runtime.js';
import { likePattern } from '../../../platform/http/reply.js';
import type { BookState } from './book-decider.js';
import type { BookRefs } from './lookups.js';

export type BookRow = {
  id: string;
  title: string;
  summery: string | null;
  author_id: string | null;
  author_name: string | null;
  publication_id: string | null;
  publication_name: string | null;
  book_category_id: string | null;
  category_title: string | null;
  date_of_publication: string | null;
  image_key: string | null;
  quantity: number;
  total_issue: number;
  holds_waiting: number;
  created_at: Date | string;
};

/** Copies on the shelf and not kept for a hold. */
export const availableOf = (quantity: number, out: number, holds: number) => Math.max(0, quantity - out - holds);

export function bookView(rt: Runtime, r: BookRow): Book {
  const quantity = Number(r.quantity);
  const out = Number(r.total_issue);
  return {
    _id: r.id,
    title: r.title,
    summery: r.summery,
    imageUrl: rt.files.signedUrl(r.image_key, '/api/v1'),
    author: r.author_id && r.author_name !== null ? { _id: r.author_id, name: r.author_name } : null,
    publication: r.publication_id && r.publication_name !== null ? { _id: r.publication_id, name: r.publication_name } : null,
    category: r.book_category_id && r.category_title !== null ? { _id: r.book_category_id, title: r.category_title } : null,
    dateOfPublication: r.date_of_publication,
    quantity,
    totalIssue: out,
    available: availableOf(quantity, out, Number(r.holds_waiting)),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** The reply of a write, from the state the decider reached and the names the route looked up. */
export function writtenBook(rt: Runtime, id: string, s: BookState, refs: BookRefs, createdAt: string): Book {
  const f: BookFields = s.fields;
  return bookView(rt, {
    id,
    title: f.title,
    summery: f.summery,
    author_id: refs.author?._id ?? null,
    author_name: refs.author?.name ?? null,
    publication_id: refs.publication?._id ?? null,
    publication_name: refs.publication?.name ?? null,
    book_category_id: refs.category?._id ?? null,
    category_title: refs.category?.title ?? null,
    date_of_publication: f.dateOfPublication,
    image_key: f.imageKey,
    quantity: s.quantity,
    total_issue: s.out.length,
    holds_waiting: s.holds.length,
    created_at: createdAt,
  });
}

const SELECT = sql`select b.id, b.title, b.summery, b.author_id, a.name as author_name, b.publication_id,
  p.name as publication_name, b.book_category_id, c.title as category_title, b.date_of_publication, b.image_key,
  b.quantity, b.total_issue, b.holds_waiting, b.created_at
  from library_book b
  left join library_author a on a.id = b.author_id
  left join library_publication p on p.id = b.publication_id
  left join library_book_category c on c.id = b.book_category_id and c.deleted_at is null`;

const whereOf = (inst: string, searchTitle?: string) =>
  sql`where b.institute_id = ${inst} and b.deleted_at is null ${
    searchTitle?.trim()
      ? sql`and (b.title ilike ${likePattern(searchTitle)} or a.name ilike ${likePattern(searchTitle)}
          or p.name ilike ${likePattern(searchTitle)})`
      : sql``
  }`;

/** A page of the institute's books (newest first), with the matching count. */
export async function bookPage(db: DB, inst: string, q: { searchTitle?: string }, perPage: number, offset: number) {
  const where = whereOf(inst, q.searchTitle);
  const [rows, count] = await Promise.all([
    sql<BookRow>`${SELECT} ${where} order by b.created_at desc, b.id limit ${perPage} offset ${offset}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n from library_book b
      left join library_author a on a.id = b.author_id left join library_publication p on p.id = b.publication_id
      ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function bookRow(db: DB, inst: string, id: string): Promise<BookRow | undefined> {
  const r = await sql<BookRow>`${SELECT} where b.id = ${id} and b.institute_id = ${inst} and b.deleted_at is null`.execute(db);
  return r.rows[0];
}

/** The dashboard's library counters: books (titles) and authors of an institute. */
export async function bookCounts(db: DB, instituteId: string): Promise<BookCounts> {
  const r = await sql<{ books: string | number; authors: string | number }>`select
    (select count(*) from library_book where institute_id = ${instituteId} and deleted_at is null) as books,
    (select count(*) from library_author where institute_id = ${instituteId} and deleted_at is null) as authors`.execute(db);
  return { totalBook: Number(r.rows[0]?.books ?? 0), totalAuthors: Number(r.rows[0]?.authors ?? 0) };
}
