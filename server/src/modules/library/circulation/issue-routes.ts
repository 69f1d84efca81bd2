import { Type } from '@sinclair/typebox';
import { BookIssueReply, ErrorReply, IssueBookBody, LIBRARY_MESSAGES, PayFineBody, RenewIssueBody, WaiveFineBody } from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { idFor } from '../../../platform/commands.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { dayOf } from '../../../platform/days.js';
import { todayOf } from '../../../platform/clock.js';
import { liveInstituteUser } from '../../identity/index.js';
import { issueCopy, loanReply, loanRow, onBook, returnCopy } from './loans.js';
import { liveMember, OFFICE, reckoningFor, rulesFor } from './shared.js';

const IssueIdParams = Type.Object({ issueId: Type.String({ minLength: 1, maxLength: 64 }) });
const INVALID_DAY = 'Return date must be a date (YYYY-MM-DD).';
const config = { access: OFFICE, module: 'library' as const };

/** Issue, return, renew, pay and waive (issue 17 §2–§4): commands on the book's stream. */
export function issueRoutes(app: TypedApp, rt: Runtime) {
  app.post(
    '/library/issue-book',
    { config, schema: { tags: ['library'], body: IssueBookBody, response: { 200: BookIssueReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const ctx = commandContext(req);
      const inst = ctx.instituteId;
      const body = req.body;
      const returnDate = dayOf(body.returnDate);
      if (!returnDate) throw badRequest(INVALID_DAY);
      const member = await liveMember(rt, inst, body.user);
      if (!member) {
        if (await liveInstituteUser(rt, body.user, inst)) throw badRequest(LIBRARY_MESSAGES.notAStudent);
        throw notFound('Student not found.');
      }
      const rules = await rulesFor(rt, inst);
      const today = todayOf(rt.clock);
      const issueId = idFor(ctx, 'book-issue');
      const res = await issueCopy(rt, ctx, { issueId, bookId: body.book, studentId: member.id, returnDate, today }, rules);
      const view = await loanReply(rt, inst, res.state, issueId, { today, rules, holidays: [] });
      return sendWritten(reply, res.append, 'Book issued successfully', view);
    },
  );

  app.post(
    '/library/return-issue-book/:issueId',
    { config, schema: { tags: ['library'], params: IssueIdParams, response: { 200: BookIssueReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const ctx = commandContext(req);
      const row = await loanRow(rt, ctx.instituteId, req.params.issueId);
      const loan = { issueId: row.id, bookId: row.book_id, studentId: row.student_id, returnDate: row.return_date };
      const { res, reckoning: r } = await returnCopy(rt, ctx, loan, todayOf(rt.clock));
      return sendWritten(reply, res.append, 'Book returned successfully', await loanReply(rt, ctx.instituteId, res.state, row.id, r));
    },
  );

  app.put(
    '/library/update-issue-book/:issueId',
    {
      config,
      schema: { tags: ['library'], params: IssueIdParams, body: PayFineBody, response: { 200: BookIssueReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const row = await loanRow(rt, ctx.instituteId, req.params.issueId);
      const r = await reckoningFor(rt, ctx.instituteId, [row.return_date]);
      const data = {
        issueId: row.id,
        amount: req.body.finePaid,
        paymentId: idFor(ctx, 'library-fine'),
        paidAt: ctx.now.toISOString(),
        method: req.body.method ?? ('CASH' as const),
        ...r,
      };
      const res = await onBook(rt, ctx, row.book_id, { type: 'PayFine', data });
      return sendWritten(reply, res.append, 'Fine paid successfully', await loanReply(rt, ctx.instituteId, res.state, row.id, r));
    },
  );

  app.post(
    '/library/waive-fine/:issueId',
    {
      config,
      schema: { tags: ['library'], params: IssueIdParams, body: WaiveFineBody, response: { 200: BookIssueReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const row = await loanRow(rt, ctx.instituteId, req.params.issueId);
      const r = await reckoningFor(rt, ctx.instituteId, [row.return_date]);
      const data = {
        issueId: row.id,
        reason: req.body.reason,
        ...(req.body.amount !== undefined ? { amount: req.body.amount } : {}),
        ...r,
      };
      const res = await onBook(rt, ctx, row.book_id, { type: 'WaiveFine', data });
      return sendWritten(reply, res.append, 'Fine waived', await loanReply(rt, ctx.instituteId, res.state, row.id, r));
    },
  );

  app.post(
    '/library/renew-issue-book/:issueId',
    {
      config,
      schema: { tags: ['library'], params: IssueIdParams, body: RenewIssueBody, response: { 200: BookIssueReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const returnDate = dayOf(req.body.returnDate);
      if (!returnDate) throw badRequest(INVALID_DAY);
      const row = await loanRow(rt, authOf(req).instituteId, req.params.issueId);
      const r = await reckoningFor(rt, ctx.instituteId, [row.return_date]);
      const res = await onBook(rt, ctx, row.book_id, { type: 'RenewIssue', data: { issueId: row.id, returnDate, ...r } });
      return sendWritten(reply, res.append, 'Book renewed', await loanReply(rt, ctx.instituteId, res.state, row.id, r));
    },
  );
}
