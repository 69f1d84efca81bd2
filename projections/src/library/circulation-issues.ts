import { sql } from 'kysely';
import type { BookEvent, BookFields, LibraryMasterEvent, RecordedEvent } from '@school/contracts';
import type { Projection } from '../types.js';

const studentOf = (e: RecordedEvent): string[] => {
  const d = e.data as { studentId?: string };
  return d.studentId ? [d.studentId] : [];
};

/**
 * `library_issue`: one row per loan of a copy (issue 17 §2–§4): the book, the student, the dates, the renewals and the
 * fine as far as it is settled (the fine frozen at the return, what was paid and waived). The fine of a loan still out
 * grows daily: the server reckons it at read time from `return_date`, today and the rules, never stored stale.
 *
 * Beside the loans, what the loans and the library's dashboard show of the catalogue (kept from the book and author
 * events, not read from the catalogue's tables): `library_issue_book` (title, author, cover, copies) and
 * `library_issue_author` (name). Every update is guarded by the event's position, so applying an event twice changes nothing.
 */
export const circulationIssuesProjection: Projection = {
  name: 'library_issue',
  version: 1,
  tables: {
    library_issue: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, book_id text not null, student_id text not null,
      issued_at timestamptz not null, return_date text not null, returned_at timestamptz, days_overdue integer not null default 0,
      fine numeric(12, 2) not null default 0, fine_paid numeric(12, 2) not null default 0, fine_waived numeric(12, 2) not null default 0,
      renewals integer not null default 0, hold_id text, position bigint not null)`,
    library_issue_book: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, author_id text, image_key text,
      quantity integer not null default 0, deleted boolean not null default false, position bigint not null)`,
    library_issue_author: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, name text not null, deleted boolean not null default false, position bigint not null)`,
  },
  indexes: {
    'library_issue.by_institute': (t, i) => sql`create index ${i} on ${t} (institute_id, issued_at desc, id)`,
    'library_issue.by_student': (t, i) => sql`create index ${i} on ${t} (student_id, issued_at desc)`,
    'library_issue.by_book': (t, i) => sql`create index ${i} on ${t} (book_id)`,
    'library_issue_book.by_institute': (t, i) => sql`create index ${i} on ${t} (institute_id)`,
    'library_issue_author.by_institute': (t, i) => sql`create index ${i} on ${t} (institute_id)`,
  },
  handles: [
    'BookAdded',
    'BookUpdated',
    'BookCopiesChanged',
    'BookDeleted',
    'BookIssued',
    'BookReturned',
    'BookIssueRenewed',
    'LibraryFinePaid',
    'LibraryFineWaived',
    'AuthorRecorded',
    'AuthorDeleted',
  ],
  idsOf: (e) => {
    const d = e.data as { issueId?: string; bookId?: string; authorId?: string };
    return [d.issueId ?? d.bookId ?? d.authorId ?? ''];
  },
  ownersOf: studentOf,
  async apply({ tx, table }, event) {
    const e = event as unknown as BookEvent | LibraryMasterEvent;
    const inst = event.metadata.instituteId;
    const pos = sql`${event.position.toString()}::bigint`;
    const issues = table('library_issue');
    const books = table('library_issue_book');
    const authors = table('library_issue_author');
    switch (e.type) {
      case 'BookAdded': {
        const d = e.data;
        if (!d?.bookId) return;
        await sql`insert into ${books} (id, institute_id, title, author_id, image_key, quantity, position)
          values (${d.bookId}, ${inst}, ${d.title ?? ''}, ${d.authorId ?? null}, ${d.imageKey ?? null}, ${Number(d.quantity) || 0}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'BookUpdated': {
        const d = e.data;
        const cols: [keyof BookFields, string][] = [
          ['title', 'title'],
          ['authorId', 'author_id'],
          ['imageKey', 'image_key'],
        ];
        const sets = cols
          .filter(([k]) => Object.hasOwn(d ?? {}, k))
          .map(([k, c]) => sql`${sql.ref(c)} = ${(d[k] as string | null) ?? null}`);
        if (sets.length === 0) return;
        await sql`update ${books} set ${sql.join(sets)}, position = ${pos} where id = ${d.bookId} and position < ${pos}`.execute(tx);
        return;
      }
      case 'BookCopiesChanged':
        await sql`update ${books} set quantity = ${Number(e.data.quantityAfter) || 0}, position = ${pos}
          where id = ${e.data.bookId} and position < ${pos}`.execute(tx);
        return;
      case 'BookDeleted':
        await sql`update ${books} set deleted = true, position = ${pos} where id = ${e.data.bookId} and position < ${pos}`.execute(tx);
        return;
      case 'AuthorRecorded':
        await sql`insert into ${authors} as a (id, institute_id, name, position) values (${e.data.authorId}, ${inst}, ${e.data.name}, ${pos})
          on conflict (id) do update set name = excluded.name, position = excluded.position where a.position < excluded.position`.execute(
          tx,
        );
        return;
      case 'AuthorDeleted':
        await sql`update ${authors} set deleted = true, position = ${pos} where id = ${e.data.authorId} and position < ${pos}`.execute(tx);
        return;
      case 'BookIssued': {
        const d = e.data;
        await sql`insert into ${issues} (id, institute_id, book_id, student_id, issued_at, return_date, hold_id, position)
          values (${d.issueId}, ${inst}, ${d.bookId}, ${d.studentId}, ${d.issuedAt}, ${d.returnDate}, ${d.holdId}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'BookReturned':
        await sql`update ${issues} set returned_at = ${e.data.returnedAt}, days_overdue = ${e.data.daysOverdue}, fine = ${e.data.fine},
          position = ${pos} where id = ${e.data.issueId} and position < ${pos}`.execute(tx);
        return;
      case 'BookIssueRenewed':
        await sql`update ${issues} set return_date = ${e.data.returnDate}, renewals = renewals + 1, position = ${pos}
          where id = ${e.data.issueId} and position < ${pos}`.execute(tx);
        return;
      case 'LibraryFinePaid':
        await sql`update ${issues} set fine_paid = fine_paid + ${e.data.amount}, position = ${pos}
          where id = ${e.data.issueId} and position < ${pos}`.execute(tx);
        return;
      case 'LibraryFineWaived':
        await sql`update ${issues} set fine_waived = fine_waived + ${e.data.amount}, position = ${pos}
          where id = ${e.data.issueId} and position < ${pos}`.execute(tx);
        return;
      default:
        return;
    }
  },
};

/**
 * `library_hold`: the holds on books, in the order they were placed (`seq`: the position of the placing event); a hold leaves the queue when the student takes
 * the copy (ISSUED) or it is cancelled. Its place in line and whether a copy is kept for it are reckoned at read time.
 */
export const circulationHoldsProjection: Projection = {
  name: 'library_hold',
  version: 1,
  tables: {
    library_hold: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, book_id text not null, student_id text not null,
      placed_at timestamptz not null, status text not null default 'WAITING', seq bigint not null, position bigint not null)`,
  },
  indexes: {
    'library_hold.by_book': (t, i) => sql`create index ${i} on ${t} (book_id, status, seq)`,
    'library_hold.by_institute': (t, i) => sql`create index ${i} on ${t} (institute_id, status, seq)`,
  },
  handles: ['BookHoldPlaced', 'BookHoldCancelled', 'BookIssued'],
  idsOf: (e) => {
    const d = e.data as { holdId?: string | null };
    return d.holdId ? [d.holdId] : [];
  },
  ownersOf: studentOf,
  async apply({ tx, table }, event) {
    const e = event as unknown as BookEvent;
    const t = table('library_hold');
    const pos = sql`${event.position.toString()}::bigint`;
    if (e.type === 'BookHoldPlaced') {
      const d = e.data;
      await sql`insert into ${t} (id, institute_id, book_id, student_id, placed_at, seq, position)
        values (${d.holdId}, ${event.metadata.instituteId}, ${d.bookId}, ${d.studentId}, ${d.placedAt}, ${pos}, ${pos}) on conflict (id) do nothing`.execute(
        tx,
      );
    } else if (e.type === 'BookHoldCancelled') {
      await sql`update ${t} set status = 'CANCELLED', position = ${pos} where id = ${e.data.holdId} and position < ${pos}`.execute(tx);
    } else if (e.type === 'BookIssued' && e.data.holdId) {
      await sql`update ${t} set status = 'ISSUED', position = ${pos} where id = ${e.data.holdId} and position < ${pos}`.execute(tx);
    }
  },
};
