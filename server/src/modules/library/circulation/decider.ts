import { LIBRARY_MESSAGES, MAX_LOAN_DAYS, type BookEvent, type BookIssued } from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';
import { instituteDay } from '../../../platform/days.js';
import { daysAfter } from './fine.js';
import {
  copyFor,
  fineNow,
  issueOf,
  openIssues,
  pendingOf,
  readyHolds,
  type BookHoldReady,
  type CirculationCommand,
  type CirculationEvent,
  type CirculationState,
  type IssueState,
} from './state.js';

export const bookStream = (bookId: string) => `book-${bookId}`;
export const BOOK_MISSING = 'Book not found.';

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

export {
  copyFor,
  fineNow,
  issueOf,
  openIssues,
  pendingOf,
  readyHolds,
  type BookHoldReady,
  type CirculationCommand,
  type CirculationEvent,
  type CirculationState,
  type HoldState,
  type IssueState,
  type Reckoning,
} from './state.js';

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
