import { LIBRARY_MESSAGES, type BookEvent, type BookIssueReminded, type LibraryRules } from '@school/contracts';
import { notFound } from '../../../platform/errors.js';
import { fineOf, type HolidaySpan } from './fine.js';

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

/** Circulation's state of a book and the rules the decider and the routes share (decider.ts decides with them). */

/** One loan of a copy, as the book's stream tells it. */
export interface IssueState {
  issueId: string;
  studentId: string;
  issuedAt: string;
  returnDate: string;
  holdId: string | null;
  returned: boolean;
  returnedAt: string | null;
  /** Frozen at the return. */
  daysOverdue: number;
  fine: number;
  paidPaise: number;
  waivedPaise: number;
  renewals: number;
  paymentIds: string[];
  /** `<kind>:<returnDate>` of each reminder sent. */
  reminded: string[];
}

export interface HoldState {
  holdId: string;
  studentId: string;
  placedAt: string;
  /** The student was told a copy is kept for them. */
  readyNotified: boolean;
}

/**
 * A copy is kept for this hold now (the return that freed it, or the reminder job after copies were added): the
 * student's inbox tells them. Circulation's own event on the book stream, beside the shared ones of contracts.
 */
export interface BookHoldReady {
  type: 'BookHoldReady';
  data: { holdId: string; bookId: string; studentId: string };
}
export type CirculationEvent = BookEvent | BookHoldReady;

/** Circulation's view of a book: its copies, its loans and the holds waiting (in the order they were placed). */
export interface CirculationState {
  exists: boolean;
  deleted: boolean;
  bookId: string | null;
  /** What a loan's reply shows of the book (kept from the catalogue's events on the same stream). */
  title: string;
  authorId: string | null;
  imageKey: string | null;
  quantity: number;
  issues: Record<string, IssueState>;
  holds: HoldState[];
}

/** What the fine of an open loan is reckoned with: today, the rules and the holidays (the route reads them). */
export interface Reckoning {
  today: string;
  rules: LibraryRules;
  holidays: HolidaySpan[];
}

export type CirculationCommand =
  | { type: 'IssueBook'; data: { issueId: string; bookId: string; studentId: string; returnDate: string; issuedAt: string; today: string } }
  | { type: 'ReturnBook'; data: { issueId: string; returnedAt: string } & Reckoning }
  | { type: 'RenewIssue'; data: { issueId: string; returnDate: string } & Reckoning }
  | {
      type: 'PayFine';
      data: { issueId: string; amount: number | true; paymentId: string; paidAt: string; method: 'CASH' | 'ONLINE' } & Reckoning;
    }
  | { type: 'WaiveFine'; data: { issueId: string; amount?: number; reason: string } & Reckoning }
  | { type: 'PlaceHold'; data: { holdId: string; bookId: string; studentId: string; placedAt: string } }
  | { type: 'CancelHold'; data: { holdId: string; reason: string | null } }
  | { type: 'RemindIssue'; data: { issueId: string; kind: BookIssueReminded['data']['kind'] } }
  | { type: 'NotifyReadyHolds'; data: Record<string, never> };

export const openIssues = (s: CirculationState) => Object.values(s.issues).filter((i) => !i.returned);

/** The fine of a loan now: frozen at its return, else grown to `today`. */
export function fineNow(issue: IssueState, r: Pick<Reckoning, 'today' | 'rules' | 'holidays'>): { daysOverdue: number; fine: number } {
  if (issue.returned) return { daysOverdue: issue.daysOverdue, fine: issue.fine };
  const f = fineOf(issue.returnDate, r.today, r.rules, r.holidays);
  return { daysOverdue: f.daysOverdue, fine: f.fine };
}

/** What is left to pay of a loan's fine (rupees), never below 0. */
export function pendingOf(issue: IssueState, r: Pick<Reckoning, 'today' | 'rules' | 'holidays'>): number {
  return rupees(Math.max(0, paise(fineNow(issue, r).fine) - issue.paidPaise - issue.waivedPaise));
}

/**
 * Whether `studentId` may take a copy now, and which hold it fulfils: copies not out are kept for the holds in the
 * order they were placed; only copies beyond those go to a student without a hold. Null when they may take one.
 */
export function copyFor(s: CirculationState, studentId: string): { ok: true; holdId: string | null } | { ok: false; message: string } {
  const free = s.quantity - openIssues(s).length;
  const at = s.holds.findIndex((h) => h.studentId === studentId);
  if (at >= 0) return at < free ? { ok: true, holdId: s.holds[at]!.holdId } : { ok: false, message: LIBRARY_MESSAGES.noCopies };
  if (free - s.holds.length > 0) return { ok: true, holdId: null };
  return { ok: false, message: free > 0 ? LIBRARY_MESSAGES.heldForOther : LIBRARY_MESSAGES.noCopies };
}

/** The loan named by the command; 404 when the book has none of that id. */
export function issueOf(s: CirculationState, issueId: string): IssueState {
  const issue = s.issues[issueId];
  if (!issue) throw notFound(LIBRARY_MESSAGES.issueMissing);
  return issue;
}

/** The hold a copy is kept for now (the earliest holds, as many as copies are in), for the "ready" flag. */
export function readyHolds(s: CirculationState): Set<string> {
  const free = Math.max(0, s.quantity - openIssues(s).length);
  return new Set(s.holds.slice(0, free).map((h) => h.holdId));
}
