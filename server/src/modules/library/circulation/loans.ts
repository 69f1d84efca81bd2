import { sql } from 'kysely';
import type { BookIssue, LibraryRules } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { CommandContext } from '../../../platform/commands.js';
import { AppError, conflict, notFound } from '../../../platform/errors.js';
import { LIBRARY_MESSAGES } from '@school/contracts';
import {
  bookStream,
  circulationDecider,
  type CirculationCommand,
  type CirculationState,
  type IssueState,
  type Reckoning,
} from './decider.js';
import { issueRow, type IssueRow } from './queries.js';
import { authorName, bookRefView, caughtUp, issueView, membersByIds, reckoningFor, studentRefView, type LoanFacts } from './shared.js';

/** The scope of a student's loan slots: values '1'..maxBooksPerStudent, each owned by one open loan. */
export const slotScope = (instituteId: string, studentId: string) => `library-slot:${instituteId}:${studentId}`;

/** Frees the slot a loan held (its return, or an issue that was refused after the slot was taken). */
export async function releaseSlot(rt: Runtime, instituteId: string, studentId: string, issueId: string): Promise<void> {
  await sql`delete from reservation where scope = ${slotScope(instituteId, studentId)} and owner_id = ${issueId}`.execute(rt.database.db);
}

/**
 * Takes a free slot of the student for the loan `issueId` ('1'..max in order; the same loan again keeps its slot), or
 * refuses with the limit's 409. The reservation's unique key decides between racing issues, never a count read.
 */
export async function takeSlot(rt: Runtime, instituteId: string, studentId: string, issueId: string, max: number, message: string) {
  const scope = slotScope(instituteId, studentId);
  for (let n = 1; n <= max; n++) {
    try {
      await rt.reservations.reserve(scope, String(n), issueId, message);
      return;
    } catch (err) {
      // Taken by another loan: try the next slot.
      if (!(err instanceof AppError && err.statusCode === 409)) throw err;
    }
  }
  throw conflict(message);
}

/** The loan `issueId` of the caller's institute from the read model (looked up again once it caught up), or 404. */
export async function loanRow(rt: Runtime, instituteId: string, issueId: string): Promise<IssueRow> {
  let row = await issueRow(rt, instituteId, issueId);
  if (!row) {
    await caughtUp(rt, ['library_issue']);
    row = await issueRow(rt, instituteId, issueId);
  }
  if (!row) throw notFound(LIBRARY_MESSAGES.issueMissing);
  return row;
}

const factsOf = (i: IssueState, bookId: string): LoanFacts => ({
  id: i.issueId,
  bookId,
  studentId: i.studentId,
  issuedAt: i.issuedAt,
  returnDate: i.returnDate,
  returnedAt: i.returnedAt,
  daysOverdue: i.daysOverdue,
  fine: i.fine,
  finePaid: i.paidPaise / 100,
  fineWaived: i.waivedPaise / 100,
  renewals: i.renewals,
});

/** The reply of a command on a loan: built from the state the decision led to, never from a second read. */
export async function loanReply(
  rt: Runtime,
  instituteId: string,
  state: CirculationState,
  issueId: string,
  r: Reckoning,
): Promise<BookIssue> {
  const issue = state.issues[issueId];
  if (!issue || !state.bookId) throw notFound(LIBRARY_MESSAGES.issueMissing);
  const [members, author] = await Promise.all([
    membersByIds(rt, instituteId, [issue.studentId]),
    authorName(rt, instituteId, state.authorId),
  ]);
  const book = bookRefView(rt, state.bookId, {
    title: state.title,
    authorId: state.authorId,
    imageKey: state.imageKey,
    authorName: author,
  });
  return issueView(factsOf(issue, state.bookId), r, book, studentRefView(rt, issue.studentId, members.get(issue.studentId)));
}

/** Runs a command on the loan's book stream (404 for a book of another institute). */
export function onBook(rt: Runtime, ctx: CommandContext, bookId: string, command: CirculationCommand) {
  return rt.commands.handle(circulationDecider, bookStream(bookId), command, ctx, {
    mustExist: LIBRARY_MESSAGES.issueMissing,
    maxAttempts: 8,
  });
}

/**
 * Issues a copy (the route and the demo): decided on the book's stream, with a slot of the student's limit taken
 * between the decision and the append; a refusal after the slot was taken (the last copy went to another student
 * meanwhile) frees it again.
 */
export async function issueCopy(
  rt: Runtime,
  ctx: CommandContext,
  d: { issueId: string; bookId: string; studentId: string; returnDate: string; today: string },
  rules: LibraryRules,
) {
  let slotTaken = false;
  try {
    return await rt.commands.handle(
      circulationDecider,
      bookStream(d.bookId),
      { type: 'IssueBook', data: { ...d, issuedAt: ctx.now.toISOString() } },
      ctx,
      {
        mustExist: 'Book not found.',
        maxAttempts: 8,
        beforeAppend: async () => {
          const max = rules.maxBooksPerStudent;
          await takeSlot(rt, ctx.instituteId, d.studentId, d.issueId, max, LIBRARY_MESSAGES.limitReached(max));
          slotTaken = true;
        },
      },
    );
  } catch (err) {
    if (slotTaken) await releaseSlot(rt, ctx.instituteId, d.studentId, d.issueId);
    throw err;
  }
}

/** Returns a copy as of `today` (the fine reckoned and frozen then) and frees the student's slot. */
export async function returnCopy(
  rt: Runtime,
  ctx: CommandContext,
  loan: { issueId: string; bookId: string; studentId: string; returnDate: string },
  today: string,
) {
  const r = await reckoningFor(rt, ctx.instituteId, [loan.returnDate], today);
  const res = await onBook(rt, ctx, loan.bookId, {
    type: 'ReturnBook',
    data: { issueId: loan.issueId, returnedAt: ctx.now.toISOString(), ...r },
  });
  await releaseSlot(rt, ctx.instituteId, loan.studentId, loan.issueId);
  return { res, reckoning: r };
}
