import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import {
  BookHoldList,
  BookHoldReply,
  ErrorReply,
  HoldListQuery,
  LIBRARY_MESSAGES,
  PlaceHoldBody,
  type BookHold,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { idFor } from '../../../platform/commands.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { pageOf, paged } from '../../../platform/http/reply.js';
import { bookStream, circulationDecider, readyHolds, type CirculationState } from './decider.js';
import {
  assertOwn,
  authorName,
  bookRefView,
  bookRefs,
  caughtUp,
  HOLD_MODELS,
  liveMember,
  membersByIds,
  OFFICE,
  studentRefView,
} from './shared.js';

const HoldIdParams = Type.Object({ holdId: Type.String({ minLength: 1, maxLength: 64 }) });
const HOLDERS: Role[] = [...OFFICE, 'STUDENT'];

type HoldRow = { id: string; book_id: string; student_id: string; placed_at: Date | string; place: number; free: number };

/** The waiting holds matching `cond`, each with its place in its book's line and the copies not out. */
const holdRows = (cond: ReturnType<typeof sql>) => sql<HoldRow>`
  select h.id, h.book_id, h.student_id, h.placed_at,
    (select count(*)::int from library_hold o where o.book_id = h.book_id and o.status = 'WAITING'
       and o.seq <= h.seq) as place,
    coalesce((select b.quantity from library_issue_book b where b.id = h.book_id), 0)
      - (select count(*)::int from library_issue i where i.book_id = h.book_id and i.returned_at is null) as free
  from library_hold h where h.status = 'WAITING' and ${cond}`;

/** Holds on books that are out (issue 17 §3): the next copy back is kept for the earliest hold. */
export function holdRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  async function holdView(
    state: CirculationState,
    instituteId: string,
    holdId: string,
    fallback: BookHold['user'] | null,
  ): Promise<BookHold> {
    const at = state.holds.findIndex((h) => h.holdId === holdId);
    const hold = state.holds[at];
    const bookId = state.bookId ?? '';
    const [author, members] = await Promise.all([
      authorName(rt, instituteId, state.authorId),
      hold ? membersByIds(rt, instituteId, [hold.studentId]) : Promise.resolve(new Map()),
    ]);
    const book = bookRefView(rt, bookId, { title: state.title, authorId: state.authorId, imageKey: state.imageKey, authorName: author });
    return {
      _id: holdId,
      book,
      user: hold ? studentRefView(rt, hold.studentId, members.get(hold.studentId)) : (fallback ?? studentRefView(rt, '', undefined)),
      placedAt: hold ? hold.placedAt : new Date().toISOString(),
      position: at + 1,
      ready: readyHolds(state).has(holdId),
    };
  }

  app.post(
    '/library/hold',
    {
      config: { access: HOLDERS, module: 'library' },
      schema: { tags: ['library'], body: PlaceHoldBody, response: { 200: BookHoldReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const auth = authOf(req);
      if (auth.role === 'STUDENT' && req.body.user !== auth.userId) throw forbidden('A student may place a hold only for themself.');
      const member = await liveMember(rt, ctx.instituteId, req.body.user);
      if (!member) throw notFound('Student not found.');
      const holdId = idFor(ctx, 'book-hold');
      const res = await rt.commands.handle(
        circulationDecider,
        bookStream(req.body.book),
        { type: 'PlaceHold', data: { holdId, bookId: req.body.book, studentId: member.id, placedAt: ctx.now.toISOString() } },
        ctx,
        { mustExist: 'Book not found.', maxAttempts: 8 },
      );
      return sendWritten(reply, res.append, 'Hold placed', await holdView(res.state, ctx.instituteId, holdId, null));
    },
  );

  app.delete(
    '/library/hold/:holdId',
    {
      config: { access: HOLDERS, module: 'library', readModels: ['library_hold'] },
      schema: { tags: ['library'], params: HoldIdParams, response: { 200: BookHoldReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const auth = authOf(req);
      const find = async () =>
        (
          await sql<{ book_id: string; student_id: string }>`select book_id, student_id from library_hold
        where id = ${req.params.holdId} and institute_id = ${ctx.instituteId}`.execute(db)
        ).rows[0];
      let row = await find();
      if (!row) {
        await caughtUp(rt, ['library_hold']);
        row = await find();
      }
      if (!row || (auth.role === 'STUDENT' && row.student_id !== auth.userId)) throw notFound(LIBRARY_MESSAGES.holdMissing);
      const before = await rt.commands.state(circulationDecider, bookStream(row.book_id), ctx);
      const holder = before.holds.find((h) => h.holdId === req.params.holdId);
      const members = await membersByIds(rt, ctx.instituteId, [row.student_id]);
      const res = await rt.commands.handle(
        circulationDecider,
        bookStream(row.book_id),
        { type: 'CancelHold', data: { holdId: req.params.holdId, reason: auth.role === 'STUDENT' ? 'Cancelled by the student' : null } },
        ctx,
        { mustExist: LIBRARY_MESSAGES.holdMissing, maxAttempts: 8 },
      );
      const view = await holdView(
        res.state,
        ctx.instituteId,
        req.params.holdId,
        studentRefView(rt, row.student_id, members.get(row.student_id)),
      );
      return sendWritten(reply, res.append, 'Hold cancelled', { ...view, placedAt: holder?.placedAt ?? view.placedAt, position: 0 });
    },
  );

  app.get(
    '/library/hold',
    {
      config: { access: [...OFFICE, 'STUDENT', 'PARENT'], module: 'library', readModels: HOLD_MODELS },
      schema: { tags: ['library'], querystring: HoldListQuery, response: { 200: BookHoldList, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const inst = auth.instituteId;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      if (q.user) assertOwn(auth, q.user);
      const own = auth.role === 'STUDENT' ? [auth.userId] : auth.role === 'PARENT' ? auth.children : null;
      const cond = sql`h.institute_id = ${inst} ${q.book ? sql`and h.book_id = ${q.book}` : sql``}
        ${q.user ? sql`and h.student_id = ${q.user}` : sql``} ${own ? sql`and h.student_id = any(${own}::text[])` : sql``}`;
      const [rows, count] = await Promise.all([
        sql<HoldRow>`${holdRows(cond)} order by h.seq limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from library_hold h where h.status = 'WAITING' and ${cond}`.execute(db),
      ]);
      const [books, members] = await Promise.all([
        bookRefs(
          rt,
          inst,
          rows.rows.map((h) => h.book_id),
        ),
        membersByIds(
          rt,
          inst,
          rows.rows.map((h) => h.student_id),
        ),
      ]);
      const data: BookHold[] = rows.rows.map((h) => {
        const b = books.get(h.book_id);
        return {
          _id: h.id,
          book: bookRefView(
            rt,
            h.book_id,
            b && { title: b.title, authorId: b.author_id, imageKey: b.image_key, authorName: b.author_name },
          ),
          user: studentRefView(rt, h.student_id, members.get(h.student_id)),
          placedAt: new Date(h.placed_at).toISOString(),
          position: h.place,
          ready: h.place <= h.free,
        };
      });
      return paged('Holds', data, count.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );
}
