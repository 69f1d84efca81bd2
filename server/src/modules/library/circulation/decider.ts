import {
  LIBRARY_MESSAGES,
  MAX_LOAN_DAYS,
  type BookEvent,
  type BookIssued,
  type BookIssueReminded,
  type LibraryRules,
} from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';
import { instituteDay } from '../../../platform/days.js';
import { daysAfter, fineOf, type HolidaySpan } from './fine.js';

export const bookStream = (bookId: string) => `book-${bookId}`;
export const BOOK_MISSING = 'Book not found.';

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

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

function liveBook(s: CirculationState): void {
  if (!s.exists || s.deleted) throw notFound(BOOK_MISSING);
}

const updateIssue = (s: CirculationState, id: string, f: (i: IssueState) => IssueState): CirculationState => {
  const i = s.issues[id];
  return i ? { ...s, issues: { ...s.issues, [id]: f(i) } } : s;
};

function evolve(state: CirculationState, event: CirculationEvent): CirculationState {
  switch (event.type) {
    case 'BookAdded':
      return {
        ...state,
        exists: true,
        deleted: false,
        bookId: event.data.bookId,
        title: event.data.title,
        authorId: event.data.authorId,
        imageKey: event.data.imageKey,
        quantity: event.data.quantity,
      };
    case 'BookUpdated': {
      const d = event.data;
      return {
        ...state,
        title: d.title ?? state.title,
        authorId: Object.hasOwn(d, 'authorId') ? (d.authorId ?? null) : state.authorId,
        imageKey: Object.hasOwn(d, 'imageKey') ? (d.imageKey ?? null) : state.imageKey,
      };
    }
    case 'BookCopiesChanged':
      return { ...state, quantity: event.data.quantityAfter };
    case 'BookDeleted':
      return { ...state, deleted: true };
    case 'BookIssued': {
      const d = event.data;
      if (state.issues[d.issueId]) return state;
      const issue: IssueState = {
        issueId: d.issueId,
        studentId: d.studentId,
        issuedAt: d.issuedAt,
        returnDate: d.returnDate,
        holdId: d.holdId,
        returned: false,
        returnedAt: null,
        daysOverdue: 0,
        fine: 0,
        paidPaise: 0,
        waivedPaise: 0,
        renewals: 0,
        paymentIds: [],
        reminded: [],
      };
      return {
        ...state,
        issues: { ...state.issues, [d.issueId]: issue },
        holds: d.holdId ? state.holds.filter((h) => h.holdId !== d.holdId) : state.holds,
      };
    }
    case 'BookReturned':
      return updateIssue(state, event.data.issueId, (i) => ({
        ...i,
        returned: true,
        returnedAt: event.data.returnedAt,
        daysOverdue: event.data.daysOverdue,
        fine: event.data.fine,
      }));
    case 'BookIssueRenewed':
      return updateIssue(state, event.data.issueId, (i) => ({ ...i, returnDate: event.data.returnDate, renewals: i.renewals + 1 }));
    case 'LibraryFinePaid':
      return updateIssue(state, event.data.issueId, (i) => ({
        ...i,
        paidPaise: i.paidPaise + paise(event.data.amount),
        paymentIds: [...i.paymentIds, event.data.paymentId],
      }));
    case 'LibraryFineWaived':
      return updateIssue(state, event.data.issueId, (i) => ({ ...i, waivedPaise: i.waivedPaise + paise(event.data.amount) }));
    case 'BookHoldPlaced':
      if (state.holds.some((h) => h.holdId === event.data.holdId)) return state;
      return {
        ...state,
        holds: [
          ...state.holds,
          { holdId: event.data.holdId, studentId: event.data.studentId, placedAt: event.data.placedAt, readyNotified: false },
        ],
      };
    case 'BookHoldReady':
      return { ...state, holds: state.holds.map((h) => (h.holdId === event.data.holdId ? { ...h, readyNotified: true } : h)) };
    case 'BookHoldCancelled':
      return { ...state, holds: state.holds.filter((h) => h.holdId !== event.data.holdId) };
    case 'BookIssueReminded':
      return updateIssue(state, event.data.issueId, (i) => ({
        ...i,
        reminded: [...i.reminded, `${event.data.kind}:${event.data.returnDate}`],
      }));
    default:
      return state;
  }
}

function issueBook(state: CirculationState, d: Extract<CirculationCommand, { type: 'IssueBook' }>['data']): BookEvent[] {
  if (state.issues[d.issueId]) return [];
  liveBook(state);
  if (d.returnDate < d.today) throw badRequest(LIBRARY_MESSAGES.returnDatePast);
  if (d.returnDate > daysAfter(d.today, MAX_LOAN_DAYS)) throw badRequest(LIBRARY_MESSAGES.returnDateTooFar);
  if (openIssues(state).some((i) => i.studentId === d.studentId)) throw conflict(LIBRARY_MESSAGES.alreadyHolds);
  const copy = copyFor(state, d.studentId);
  if (!copy.ok) throw conflict(copy.message);
  const data: BookIssued['data'] = {
    issueId: d.issueId,
    bookId: d.bookId,
    studentId: d.studentId,
    issuedAt: d.issuedAt,
    returnDate: d.returnDate,
    holdId: copy.holdId,
  };
  return [{ type: 'BookIssued', data }];
}

function payFine(state: CirculationState, d: Extract<CirculationCommand, { type: 'PayFine' }>['data']): BookEvent[] {
  const issue = issueOf(state, d.issueId);
  if (issue.paymentIds.includes(d.paymentId)) return [];
  const due = pendingOf(issue, d);
  if (due <= 0) throw conflict(LIBRARY_MESSAGES.noFineDue);
  const amount = d.amount === true ? due : d.amount;
  if (paise(amount) <= 0) throw badRequest('Fine amount must be more than 0.');
  if (paise(amount) > paise(due)) throw conflict(LIBRARY_MESSAGES.fineTooMuch(due));
  return [
    {
      type: 'LibraryFinePaid',
      data: {
        issueId: issue.issueId,
        bookId: state.bookId ?? '',
        studentId: issue.studentId,
        amount: rupees(paise(amount)),
        paymentId: d.paymentId,
        paidAt: d.paidAt,
        method: d.method,
      },
    },
  ];
}

function waiveFine(state: CirculationState, d: Extract<CirculationCommand, { type: 'WaiveFine' }>['data']): BookEvent[] {
  const issue = issueOf(state, d.issueId);
  const reason = d.reason.trim();
  if (!reason) throw badRequest(LIBRARY_MESSAGES.waiveReason);
  const due = pendingOf(issue, d);
  if (due <= 0) throw conflict(LIBRARY_MESSAGES.noFineDue);
  const amount = d.amount ?? due;
  if (paise(amount) <= 0) throw badRequest('Amount waived must be more than 0.');
  if (paise(amount) > paise(due)) throw conflict(LIBRARY_MESSAGES.fineTooMuch(due));
  return [
    {
      type: 'LibraryFineWaived',
      data: { issueId: issue.issueId, bookId: state.bookId ?? '', studentId: issue.studentId, amount: rupees(paise(amount)), reason },
    },
  ];
}

function renew(state: CirculationState, d: Extract<CirculationCommand, { type: 'RenewIssue' }>['data']): BookEvent[] {
  const issue = issueOf(state, d.issueId);
  if (issue.returned) throw conflict(LIBRARY_MESSAGES.alreadyReturned);
  if (issue.renewals >= d.rules.maxRenewals) throw conflict(LIBRARY_MESSAGES.renewLimit(d.rules.maxRenewals));
  if (d.today > issue.returnDate && !d.rules.renewOverdue) throw conflict(LIBRARY_MESSAGES.renewOverdue);
  if (d.returnDate <= issue.returnDate) throw badRequest(LIBRARY_MESSAGES.renewNotLater);
  if (d.returnDate < d.today) throw badRequest(LIBRARY_MESSAGES.returnDatePast);
  if (d.returnDate > daysAfter(instituteDay(new Date(issue.issuedAt)), MAX_LOAN_DAYS)) throw badRequest(LIBRARY_MESSAGES.returnDateTooFar);
  return [
    {
      type: 'BookIssueRenewed',
      data: {
        issueId: issue.issueId,
        bookId: state.bookId ?? '',
        studentId: issue.studentId,
        previousReturnDate: issue.returnDate,
        returnDate: d.returnDate,
      },
    },
  ];
}

export const circulationDecider: Decider<CirculationState, CirculationCommand, CirculationEvent> = {
  initialState: () => ({
    exists: false,
    deleted: false,
    bookId: null,
    title: '',
    authorId: null,
    imageKey: null,
    quantity: 0,
    issues: {},
    holds: [],
  }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'IssueBook':
        return issueBook(state, command.data);
      case 'ReturnBook': {
        const d = command.data;
        const issue = issueOf(state, d.issueId);
        if (issue.returned) throw conflict(LIBRARY_MESSAGES.alreadyReturned);
        const f = fineNow(issue, d);
        const back: BookEvent = {
          type: 'BookReturned',
          data: {
            issueId: issue.issueId,
            bookId: state.bookId ?? '',
            studentId: issue.studentId,
            returnedAt: d.returnedAt,
            daysOverdue: f.daysOverdue,
            fine: f.fine,
          },
        };
        // The copy back is kept for the earliest hold: its student hears of it.
        return [back, ...holdsReady(evolve(state, back))];
      }
      case 'RenewIssue':
        return renew(state, command.data);
      case 'PayFine':
        return payFine(state, command.data);
      case 'WaiveFine':
        return waiveFine(state, command.data);
      case 'PlaceHold': {
        const d = command.data;
        if (state.holds.some((h) => h.holdId === d.holdId)) return [];
        liveBook(state);
        if (state.holds.some((h) => h.studentId === d.studentId)) throw conflict(LIBRARY_MESSAGES.holdExists);
        if (openIssues(state).some((i) => i.studentId === d.studentId)) throw conflict(LIBRARY_MESSAGES.alreadyHolds);
        if (copyFor(state, d.studentId).ok) throw conflict(LIBRARY_MESSAGES.holdAvailable);
        return [{ type: 'BookHoldPlaced', data: { holdId: d.holdId, bookId: d.bookId, studentId: d.studentId, placedAt: d.placedAt } }];
      }
      case 'CancelHold': {
        const hold = state.holds.find((h) => h.holdId === command.data.holdId);
        if (!hold) throw notFound(LIBRARY_MESSAGES.holdMissing);
        return [
          {
            type: 'BookHoldCancelled',
            data: { holdId: hold.holdId, bookId: state.bookId ?? '', studentId: hold.studentId, reason: command.data.reason },
          },
        ];
      }
      case 'NotifyReadyHolds':
        return state.exists && !state.deleted ? holdsReady(state) : [];
      case 'RemindIssue': {
        const issue = issueOf(state, command.data.issueId);
        const key = `${command.data.kind}:${issue.returnDate}`;
        if (issue.returned || issue.reminded.includes(key)) return [];
        return [
          {
            type: 'BookIssueReminded',
            data: {
              issueId: issue.issueId,
              bookId: state.bookId ?? '',
              studentId: issue.studentId,
              kind: command.data.kind,
              returnDate: issue.returnDate,
            },
          },
        ];
      }
    }
  },
};

/** BookHoldReady for each hold a copy is kept for whose student was not told yet. */
function holdsReady(s: CirculationState): BookHoldReady[] {
  const ready = readyHolds(s);
  return s.holds
    .filter((h) => ready.has(h.holdId) && !h.readyNotified)
    .map((h) => ({ type: 'BookHoldReady' as const, data: { holdId: h.holdId, bookId: s.bookId ?? '', studentId: h.studentId } }));
}

/** The hold a copy is kept for now (the earliest holds, as many as copies are in), for the "ready" flag. */
export function readyHolds(s: CirculationState): Set<string> {
  const free = Math.max(0, s.quantity - openIssues(s).length);
  return new Set(s.holds.slice(0, free).map((h) => h.holdId));
}
