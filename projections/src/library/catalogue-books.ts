import { sql } from 'kysely';
import type { BookEvent, RecordedEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * Library books (001 §3 Book; issue 17 §1), one row per `book-<bookId>` stream: the catalogue record and copies, and from
 * circulation's events on the same stream the copies out (`total_issue`) and holds waiting, so the grid, the pickers and
 * the export read `available` = quantity − out − holds waiting. Book category titles are mirrored from the academics
 * masters' events (`library_book_category`), so the library reads only its own tables.
 * Every update is guarded by the event's position: applying an event twice changes nothing.
 */
const CATEGORY_EVENTS = ['BookCategoryCreated', 'BookCategoryUpdated', 'BookCategoryDeleted'];
const BOOK_EVENTS = [
  'BookAdded',
  'BookUpdated',
  'BookCopiesChanged',
  'BookDeleted',
  'BookIssued',
  'BookReturned',
  'BookHoldPlaced',
  'BookHoldCancelled',
];

const COLUMNS: Record<string, string> = {
  title: 'title',
  summery: 'summery',
  authorId: 'author_id',
  publicationId: 'publication_id',
  dateOfPublication: 'date_of_publication',
  bookCategoryId: 'book_category_id',
  imageKey: 'image_key',
};

export const libraryBookProjection: Projection = {
  name: 'library_book',
  version: 1,
  tables: {
    library_book: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, summery text,
      author_id text, publication_id text, book_category_id text, date_of_publication text, image_key text,
      quantity integer not null default 0, total_issue integer not null default 0, holds_waiting integer not null default 0,
      created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
    library_book_category: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
  },
  indexes: {
    'library_book.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at)`,
    'library_book.author': (t, i) => sql`create index ${i} on ${t} (institute_id, author_id)`,
  },
  handles: [...BOOK_EVENTS, ...CATEGORY_EVENTS],
  idsOf: (e) => {
    const d = e.data as Record<string, unknown>;
    return [String(d.bookId ?? d.bookCategoryId)];
  },
  async apply({ tx, table: tb }, event: RecordedEvent) {
    const at = event.metadata.occurredAt;
    const pos = sql`${event.position.toString()}::bigint`;
    if (CATEGORY_EVENTS.includes(event.type)) {
      const d = event.data as { bookCategoryId: string; title?: string };
      const t = tb('library_book_category');
      if (event.type === 'BookCategoryDeleted') {
        await sql`update ${t} set deleted_at = ${at}, last_position = ${pos} where id = ${d.bookCategoryId} and last_position < ${pos}`.execute(
          tx,
        );
      } else {
        await sql`insert into ${t} (id, institute_id, title, last_position)
          values (${d.bookCategoryId}, ${event.metadata.instituteId}, ${String(d.title ?? '')}, ${pos})
          on conflict (id) do update set title = excluded.title, last_position = excluded.last_position
          where ${t}.last_position < excluded.last_position`.execute(tx);
      }
      return;
    }
    const t = tb('library_book');
    const e = event as unknown as BookEvent;
    const guard = sql`where id = ${e.data.bookId} and last_position < ${pos}`;
    switch (e.type) {
      case 'BookAdded': {
        const d = e.data;
        await sql`insert into ${t} (id, institute_id, title, summery, author_id, publication_id, book_category_id,
            date_of_publication, image_key, quantity, created_at, updated_at, last_position)
          values (${d.bookId}, ${event.metadata.instituteId}, ${d.title}, ${d.summery}, ${d.authorId}, ${d.publicationId},
            ${d.bookCategoryId}, ${d.dateOfPublication}, ${d.imageKey}, ${d.quantity}, ${at}, ${at}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'BookUpdated': {
        const d = e.data as Record<string, unknown>;
        const sets = Object.entries(COLUMNS)
          .filter(([k]) => k in d)
          .map(([k, c]) => sql`${sql.ref(c)} = ${(d[k] as string | null) ?? null}`);
        await sql`update ${t} set ${sql.join([...sets, sql`updated_at = ${at}`, sql`last_position = ${pos}`])} ${guard}`.execute(tx);
        return;
      }
      case 'BookCopiesChanged':
        await sql`update ${t} set quantity = ${e.data.quantityAfter}, updated_at = ${at}, last_position = ${pos} ${guard}`.execute(tx);
        return;
      case 'BookDeleted':
        await sql`update ${t} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} ${guard}`.execute(tx);
        return;
      case 'BookIssued': {
        const served = e.data.holdId ? 1 : 0;
        await sql`update ${t} set total_issue = total_issue + 1, holds_waiting = greatest(0, holds_waiting - ${served}),
          last_position = ${pos} ${guard}`.execute(tx);
        return;
      }
      case 'BookReturned':
        await sql`update ${t} set total_issue = greatest(0, total_issue - 1), last_position = ${pos} ${guard}`.execute(tx);
        return;
      case 'BookHoldPlaced':
        await sql`update ${t} set holds_waiting = holds_waiting + 1, last_position = ${pos} ${guard}`.execute(tx);
        return;
      case 'BookHoldCancelled':
        await sql`update ${t} set holds_waiting = greatest(0, holds_waiting - 1), last_position = ${pos} ${guard}`.execute(tx);
        return;
      default:
        return;
    }
  },
};
