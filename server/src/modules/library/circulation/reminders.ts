import { sql } from 'kysely';
import { DUE_SOON_DAYS } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { CommandContext } from '../../../platform/commands.js';
import { AppError } from '../../../platform/errors.js';
import { bookStream, circulationDecider } from './decider.js';
import { daysAfter } from './fine.js';

export const LIBRARY_REMINDER_JOB = 'library.reminders';
const SYSTEM = { userId: 'system', role: 'SYSTEM' as const };

type OpenLoan = { id: string; institute_id: string; book_id: string; return_date: string };

/**
 * The library's daily reminders as of `today` (issue 17 §4): a loan due within DUE_SOON_DAYS is reminded once
 * (DUE_SOON), a loan past its return date once (OVERDUE), each per return date (a renewal may remind again); and a hold
 * whose copy is kept for it, not told yet (copies added since), is told. Idempotent: the book's decider refuses a
 * second reminder, so a rerun or a second worker writes nothing new.
 */
export async function remindLoans(
  rt: Runtime,
  opts: { today: string; instituteId?: string },
): Promise<{ reminded: number; holdsReady: number }> {
  const { today } = opts;
  const soon = daysAfter(today, DUE_SOON_DAYS);
  const db = rt.database.db;
  const loans = await sql<OpenLoan>`select id, institute_id, book_id, return_date from library_issue
    where returned_at is null and return_date <= ${soon} ${opts.instituteId ? sql`and institute_id = ${opts.instituteId}` : sql``}
    order by institute_id, book_id, id`.execute(db);
  const now = rt.clock.now();
  const ctxOf = (instituteId: string): CommandContext => ({
    actor: SYSTEM,
    instituteId,
    correlationId: `library-reminders-${today}`,
    causationId: `library-reminders-${today}`,
    now,
  });
  let reminded = 0;
  for (const l of loans.rows) {
    const kind = l.return_date < today ? 'OVERDUE' : 'DUE_SOON';
    try {
      const res = await rt.commands.handle(
        circulationDecider,
        bookStream(l.book_id),
        { type: 'RemindIssue', data: { issueId: l.id, kind } },
        ctxOf(l.institute_id),
      );
      reminded += res.events.length;
    } catch (err) {
      // A loan that changed meanwhile (returned, raced) is left for the next run; anything else is a real failure.
      if (!(err instanceof AppError)) throw err;
    }
  }
  const books = await sql<{ book_id: string; institute_id: string }>`select distinct book_id, institute_id from library_hold
    where status = 'WAITING' ${opts.instituteId ? sql`and institute_id = ${opts.instituteId}` : sql``} order by book_id`.execute(db);
  let holdsReady = 0;
  for (const b of books.rows) {
    try {
      const res = await rt.commands.handle(
        circulationDecider,
        bookStream(b.book_id),
        { type: 'NotifyReadyHolds', data: {} },
        ctxOf(b.institute_id),
      );
      holdsReady += res.events.length;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return { reminded, holdsReady };
}

/** The institute's students and books as circulation's read models hold them (the demo seed borrows among them). */
export async function libraryDemoPool(rt: Runtime, instituteId: string): Promise<{ studentIds: string[]; bookIds: string[] }> {
  await rt.runner.waitFor(['library_member', 'library_issue'], await rt.store.head(), 60_000);
  const db = rt.database.db;
  const [students, books] = await Promise.all([
    sql<{ id: string }>`select id from library_member where institute_id = ${instituteId} and deleted_at is null
      order by created_at, id limit 60`.execute(db),
    sql<{ id: string }>`select id from library_issue_book where institute_id = ${instituteId} and not deleted and quantity > 0
      order by position, id`.execute(db),
  ]);
  return { studentIds: students.rows.map((r) => r.id), bookIds: books.rows.map((r) => r.id) };
}
