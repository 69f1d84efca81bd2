import { sql, type RawBuilder } from 'kysely';
import type { BookIssue } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import { likePattern } from '../../../platform/http/reply.js';
import type { Reckoning } from './decider.js';
import { bookRefView, bookRefs, issueView, membersByIds, pendingOfLoan, studentRefView, type LoanFacts } from './shared.js';

export interface IssueRow {
  id: string;
  institute_id: string;
  book_id: string;
  student_id: string;
  issued_at: Date | string;
  return_date: string;
  returned_at: Date | string | null;
  days_overdue: number;
  fine: string | number;
  fine_paid: string | number;
  fine_waived: string | number;
  renewals: number;
}
const ISSUE_COLS = sql`i.id, i.institute_id, i.book_id, i.student_id, i.issued_at, i.return_date, i.returned_at, i.days_overdue, i.fine,
  i.fine_paid, i.fine_waived, i.renewals`;

export const loanOf = (r: IssueRow): LoanFacts => ({
  id: r.id,
  bookId: r.book_id,
  studentId: r.student_id,
  issuedAt: new Date(r.issued_at).toISOString(),
  returnDate: r.return_date,
  returnedAt: r.returned_at ? new Date(r.returned_at).toISOString() : null,
  daysOverdue: r.days_overdue,
  fine: Number(r.fine),
  finePaid: Number(r.fine_paid),
  fineWaived: Number(r.fine_waived),
  renewals: r.renewals,
});

/** The views of loan rows of one institute, with their books and students. */
export async function issueViews(rt: Runtime, instituteId: string, rows: readonly IssueRow[], r: Reckoning): Promise<BookIssue[]> {
  const books = await bookRefs(
    rt,
    instituteId,
    rows.map((x) => x.book_id),
  );
  const members = await membersByIds(
    rt,
    instituteId,
    rows.map((x) => x.student_id),
  );
  return rows.map((x) => {
    const b = books.get(x.book_id);
    const book = bookRefView(
      rt,
      x.book_id,
      b && { title: b.title, authorId: b.author_id, imageKey: b.image_key, authorName: b.author_name },
    );
    return issueView(loanOf(x), r, book, studentRefView(rt, x.student_id, members.get(x.student_id)));
  });
}

/** One loan of the institute, or undefined. */
export async function issueRow(rt: Runtime, instituteId: string, issueId: string): Promise<IssueRow | undefined> {
  const r =
    await sql<IssueRow>`select ${ISSUE_COLS} from library_issue i where i.id = ${issueId} and i.institute_id = ${instituteId}`.execute(
      rt.database.db,
    );
  return r.rows[0];
}

export interface IssueFilter {
  status?: 'ISSUED' | 'RETURNED' | 'OVERDUE';
  studentId?: string;
  search?: string;
  today: string;
}

/** A page of the institute's loans: newest first by issue (by return for RETURNED); search by book title or student name. */
export async function issuePage(
  rt: Runtime,
  instituteId: string,
  f: IssueFilter,
  perPage: number,
  offset: number,
): Promise<{ rows: IssueRow[]; total: number }> {
  const where: RawBuilder<unknown>[] = [sql`i.institute_id = ${instituteId}`];
  if (f.studentId) where.push(sql`i.student_id = ${f.studentId}`);
  if (f.status === 'ISSUED') where.push(sql`i.returned_at is null`);
  if (f.status === 'RETURNED') where.push(sql`i.returned_at is not null`);
  if (f.status === 'OVERDUE') where.push(sql`i.returned_at is null and i.return_date < ${f.today}`);
  if (f.search?.trim()) {
    const like = likePattern(f.search);
    where.push(sql`(exists (select 1 from library_issue_book b where b.id = i.book_id and b.title ilike ${like})
      or exists (select 1 from library_member m where m.id = i.student_id and m.display_name ilike ${like}))`);
  }
  const cond = sql.join(where, sql` and `);
  const order = f.status === 'RETURNED' ? sql`i.returned_at desc, i.id` : sql`i.issued_at desc, i.id`;
  const db = rt.database.db;
  const [rows, count] = await Promise.all([
    sql<IssueRow>`select ${ISSUE_COLS} from library_issue i where ${cond} order by ${order} limit ${perPage} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from library_issue i where ${cond}`.execute(db),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export interface StudentCounts {
  taken: number;
  out: number;
  returned: number;
  pending: number;
}

/** Per student: loans ever, out now, returned, and the fine pending (open loans' fines grown to today). */
export async function studentCounts(
  rt: Runtime,
  instituteId: string,
  ids: readonly string[],
  r: Reckoning,
): Promise<Map<string, StudentCounts>> {
  const out = new Map<string, StudentCounts>();
  for (const id of ids) out.set(id, { taken: 0, out: 0, returned: 0, pending: 0 });
  if (ids.length === 0) return out;
  const rows = await sql<IssueRow>`select ${ISSUE_COLS} from library_issue i
    where i.student_id = any(${[...ids]}::text[]) and i.institute_id = ${instituteId}`.execute(rt.database.db);
  for (const row of rows.rows) {
    const c = out.get(row.student_id);
    if (!c) continue;
    c.taken += 1;
    if (row.returned_at) c.returned += 1;
    else c.out += 1;
    c.pending = Math.round((c.pending + pendingOfLoan(loanOf(row), r)) * 100) / 100;
  }
  return out;
}

/** The earliest return date among the open loans of these students (or of the institute): where the holidays are read from. */
export async function earliestOpenReturn(rt: Runtime, instituteId: string, ids?: readonly string[]): Promise<string[]> {
  const r = await sql<{ d: string | null }>`select min(return_date) as d from library_issue
    where institute_id = ${instituteId} and returned_at is null ${ids ? sql`and student_id = any(${[...ids]}::text[])` : sql``}`.execute(
    rt.database.db,
  );
  return r.rows[0]?.d ? [r.rows[0].d] : [];
}
