import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import {
  BookIssueList,
  BookIssueReply,
  ErrorReply,
  HistoryReply,
  IssueListQuery,
  LIBRARY_MESSAGES,
  LibraryCardReply,
  LibraryProfileReply,
  LibraryStudentList,
  PageQuery,
  type BookEvent,
  type RecordedEvent,
} from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { likePattern, ok, pageOf, paged } from '../../../platform/http/reply.js';
import { notFound } from '../../../platform/errors.js';
import { todayOf } from '../../../platform/clock.js';
import { readHistory, type HistoryDescription } from '../../../platform/audit/history.js';
import { batchLabels } from '../../academics/index.js';
import { bookStream } from './decider.js';
import { loanRow } from './loans.js';
import { earliestOpenReturn, issuePage, issueViews, studentCounts } from './queries.js';
import { ISSUE_MODELS, mayReach, memberFor, OFFICE, OFFICE_AND_OWN, reckoningFor, rulesFor, type MemberRow } from './shared.js';

const IssueIdParams = Type.Object({ issueId: Type.String({ minLength: 1, maxLength: 64 }) });
const StudentParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const CardParams = Type.Object({ libraryCardNumber: Type.String({ minLength: 1, maxLength: 64 }) });
const MEMBER_MODELS = ['library_member', 'library_issue'];

/** What each circulation event of a book stream says in a loan's History drawer. */
export function describeLoanEvent(raw: RecordedEvent): HistoryDescription | null {
  const e = raw as unknown as BookEvent;
  switch (e.type) {
    case 'BookIssued':
      return { summary: `Book issued, to be returned by ${e.data.returnDate}${e.data.holdId ? ' (the copy kept for a hold)' : ''}` };
    case 'BookReturned':
      return {
        summary: e.data.daysOverdue > 0 ? `Book returned ${e.data.daysOverdue} days late` : 'Book returned',
        ...(e.data.fine > 0 ? { amount: e.data.fine, changes: [{ label: 'Fine', after: e.data.fine }] } : {}),
      };
    case 'BookIssueRenewed':
      return { summary: 'Book renewed', changes: [{ label: 'Return date', before: e.data.previousReturnDate, after: e.data.returnDate }] };
    case 'LibraryFinePaid':
      return { summary: `Fine paid (${e.data.method})`, amount: e.data.amount };
    case 'LibraryFineWaived':
      return { summary: 'Fine waived', amount: e.data.amount, reason: e.data.reason };
    case 'BookIssueReminded':
      return { summary: e.data.kind === 'DUE_SOON' ? 'Reminded: the return date is near' : 'Reminded: the book is overdue' };
    default:
      return null;
  }
}

/** The lists and records of circulation (issue 17 §2–§3): loans, a loan, its history, the library's students, the card lookup. */
export function readRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.get(
    '/library/issue-book',
    {
      config: { access: OFFICE, module: 'library', readModels: ISSUE_MODELS },
      schema: { tags: ['library'], querystring: IssueListQuery, response: { 200: BookIssueList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const today = todayOf(rt.clock);
      const page = await issuePage(rt, inst, { status: q.status, search: q.searchTitle, today }, perPage, offset);
      const r = await reckoningFor(
        rt,
        inst,
        page.rows.map((x) => x.return_date),
      );
      return paged('Book issues', await issueViews(rt, inst, page.rows, r), page.total, perPage, pageNo);
    },
  );

  app.get(
    '/library/issue-book/:issueId',
    {
      config: { access: OFFICE_AND_OWN, module: 'library', readModels: ISSUE_MODELS },
      schema: { tags: ['library'], params: IssueIdParams, response: { 200: BookIssueReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const row = await loanRow(rt, auth.instituteId, req.params.issueId);
      if (!mayReach(auth, row.student_id)) throw notFound(LIBRARY_MESSAGES.issueMissing);
      const r = await reckoningFor(rt, auth.instituteId, [row.return_date]);
      return ok('Book issue', (await issueViews(rt, auth.instituteId, [row], r))[0]!);
    },
  );

  app.get(
    '/library/history/issue/:issueId',
    {
      config: { access: OFFICE_AND_OWN, module: 'library', readModels: ['library_issue'] },
      schema: { tags: ['library'], params: IssueIdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const row = await loanRow(rt, auth.instituteId, req.params.issueId);
      if (!mayReach(auth, row.student_id)) throw notFound(LIBRARY_MESSAGES.issueMissing);
      const data = await readHistory(rt, {
        streams: [bookStream(row.book_id)],
        instituteId: auth.instituteId,
        describe: describeLoanEvent,
        filter: (e) => (e.data as { issueId?: string }).issueId === row.id,
      });
      return ok('Book issue history', data);
    },
  );

  app.get(
    '/library/student',
    {
      config: { access: OFFICE, module: 'library', readModels: MEMBER_MODELS },
      schema: { tags: ['library'], querystring: PageQuery, response: { 200: LibraryStudentList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 15);
      const like = q.searchTitle?.trim() ? likePattern(q.searchTitle) : null;
      const cond = sql`institute_id = ${inst} and deleted_at is null ${
        like ? sql`and (display_name ilike ${like} or registration_number ilike ${like} or library_card_number ilike ${like})` : sql``
      }`;
      const [rows, count] = await Promise.all([
        sql<MemberRow>`select id, institute_id, display_name, gender, photo_file_id, batch_id, registration_number, roll_number,
          library_card_number from library_member where ${cond} order by display_name, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from library_member where ${cond}`.execute(db),
      ]);
      const ids = rows.rows.map((m) => m.id);
      const r = await reckoningFor(rt, inst, await earliestOpenReturn(rt, inst, ids));
      const [counts, batches] = await Promise.all([
        studentCounts(rt, inst, ids, r),
        batchLabels(
          rt,
          rows.rows.map((m) => m.batch_id ?? ''),
        ),
      ]);
      const data = rows.rows.map((m) => {
        const c = counts.get(m.id);
        return {
          user: {
            _id: m.id,
            displayName: m.display_name,
            photoUrl: rt.files.signedUrl(m.photo_file_id, '/api/v1'),
            registrationNumber: m.registration_number,
            libraryCardNumber: m.library_card_number,
            batch: m.batch_id ? (batches.get(m.batch_id)?.title ?? null) : null,
          },
          totalBookIssue: c?.out ?? 0,
          totalFinePending: c?.pending ?? 0,
          totalReturnedBook: c?.returned ?? 0,
        };
      });
      return paged('Library students', data, count.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/library/student/:id',
    {
      config: { access: OFFICE_AND_OWN, module: 'library', readModels: MEMBER_MODELS },
      schema: { tags: ['library'], params: StudentParams, response: { 200: LibraryProfileReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const m = await memberFor(rt, req, req.params.id);
      const inst = m.institute_id;
      const r = await reckoningFor(rt, inst, await earliestOpenReturn(rt, inst, [m.id]));
      const [counts, batches, rules] = await Promise.all([
        studentCounts(rt, inst, [m.id], r),
        batchLabels(rt, m.batch_id ? [m.batch_id] : []),
        rulesFor(rt, inst),
      ]);
      const c = counts.get(m.id) ?? { taken: 0, out: 0, returned: 0, pending: 0 };
      const b = m.batch_id ? batches.get(m.batch_id) : undefined;
      return ok('Library student', {
        _id: m.id,
        displayName: m.display_name,
        photoUrl: rt.files.signedUrl(m.photo_file_id, '/api/v1'),
        registrationNumber: m.registration_number,
        rollNumber: m.roll_number,
        libraryCardNumber: m.library_card_number,
        gender: m.gender,
        session: b?.session || null,
        course: b?.course || null,
        branch: b?.branch || null,
        totalBookTaken: c.taken,
        totalReturnedBook: c.returned,
        totalBookIssue: c.out,
        totalFinePending: c.pending,
        canTake: Math.max(0, rules.maxBooksPerStudent - c.out),
      });
    },
  );

  app.get(
    '/library/student/:id/book-issued',
    {
      config: { access: OFFICE_AND_OWN, module: 'library', readModels: ISSUE_MODELS },
      schema: {
        tags: ['library'],
        params: StudentParams,
        querystring: IssueListQuery,
        response: { 200: BookIssueList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const m = await memberFor(rt, req, req.params.id);
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 15);
      const today = todayOf(rt.clock);
      const page = await issuePage(
        rt,
        m.institute_id,
        { status: q.status, search: q.searchTitle, studentId: m.id, today },
        perPage,
        offset,
      );
      const r = await reckoningFor(
        rt,
        m.institute_id,
        page.rows.map((x) => x.return_date),
      );
      return paged('Books issued', await issueViews(rt, m.institute_id, page.rows, r), page.total, perPage, pageNo);
    },
  );

  app.get(
    '/library/card/:libraryCardNumber',
    {
      config: { access: OFFICE, module: 'library', readModels: ['library_member'] },
      schema: { tags: ['library'], params: CardParams, response: { 200: LibraryCardReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const card = req.params.libraryCardNumber.trim().toLowerCase();
      const r = await sql<{ id: string; display_name: string }>`select id, display_name from library_member
        where institute_id = ${inst} and lower(library_card_number) = ${card} and deleted_at is null limit 1`.execute(db);
      const m = r.rows[0];
      if (!m) throw notFound(LIBRARY_MESSAGES.cardMissing);
      return ok('Library card', { studentId: m.id, displayName: m.display_name });
    },
  );
}
