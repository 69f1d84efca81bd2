import { describe, expect, it } from 'vitest';
import { DEFAULT_LIBRARY_RULES, LIBRARY_MESSAGES, type BookEvent } from '@school/contracts';
import { deciderSpec } from '../../../platform/testing/decider-spec.js';
import { circulationDecider, readyHolds, type CirculationCommand } from './decider.js';
import { librarySettingsDecider } from './settings-decider.js';

const spec = deciderSpec(circulationDecider);
const rules = { ...DEFAULT_LIBRARY_RULES, finePerDay: 2, graceDays: 0, maxRenewals: 1 };
const TODAY = '2026-11-02';

const added = (quantity: number): BookEvent => ({
  type: 'BookAdded',
  data: {
    bookId: 'b1',
    title: 'Godan',
    summery: null,
    authorId: null,
    publicationId: null,
    dateOfPublication: null,
    bookCategoryId: null,
    imageKey: null,
    quantity,
    source: 'FORM',
  },
});
const issued = (issueId: string, studentId: string, returnDate = '2026-11-10', holdId: string | null = null): BookEvent => ({
  type: 'BookIssued',
  data: { issueId, bookId: 'b1', studentId, issuedAt: '2026-11-02T04:30:00.000Z', returnDate, holdId },
});
const returned = (issueId: string, studentId: string, fine = 0, daysOverdue = 0): BookEvent => ({
  type: 'BookReturned',
  data: { issueId, bookId: 'b1', studentId, returnedAt: '2026-11-12T04:30:00.000Z', daysOverdue, fine },
});
const held = (holdId: string, studentId: string): BookEvent => ({
  type: 'BookHoldPlaced',
  data: { holdId, bookId: 'b1', studentId, placedAt: '2026-11-03T04:30:00.000Z' },
});
const issue = (issueId: string, studentId: string, returnDate = '2026-11-10', today = TODAY): CirculationCommand => ({
  type: 'IssueBook',
  data: { issueId, bookId: 'b1', studentId, returnDate, issuedAt: '2026-11-02T04:30:00.000Z', today },
});
const reck = (today: string) => ({ today, rules, holidays: [] });

describe('circulation decider: issuing', () => {
  it('issues a copy of a book in the catalogue', () => {
    spec
      .given(added(1))
      .when(issue('i1', 's1'))
      .then([issued('i1', 's1')]);
  });
  it('refuses a book not in the catalogue, or deleted', () => {
    spec.given().when(issue('i1', 's1')).thenThrows({ message: 'Book not found.', status: 404 });
    spec
      .given(added(1), { type: 'BookDeleted', data: { bookId: 'b1' } })
      .when(issue('i1', 's1'))
      .thenThrows({ status: 404 });
  });
  it('refuses a return date in the past or beyond the longest loan', () => {
    spec
      .given(added(1))
      .when(issue('i1', 's1', '2026-11-01'))
      .thenThrows({ message: LIBRARY_MESSAGES.returnDatePast, status: 400 });
    spec
      .given(added(1))
      .when(issue('i1', 's1', '2027-05-02'))
      .thenThrows({ message: LIBRARY_MESSAGES.returnDateTooFar, status: 400 });
  });
  it('never issues beyond the copies, and never two copies to one student', () => {
    spec.given(added(1), issued('i1', 's1')).when(issue('i2', 's2')).thenThrows({ message: LIBRARY_MESSAGES.noCopies, status: 409 });
    spec.given(added(2), issued('i1', 's1')).when(issue('i2', 's1')).thenThrows({ message: LIBRARY_MESSAGES.alreadyHolds, status: 409 });
    spec
      .given(added(1), { type: 'BookCopiesChanged', data: { bookId: 'b1', delta: 1, quantityAfter: 2, remark: null } }, issued('i1', 's1'))
      .when(issue('i2', 's2'))
      .then([issued('i2', 's2')]);
  });
  it('keeps a copy back for the earliest hold: only that student takes it, fulfilling the hold', () => {
    const given = [added(1), issued('i1', 's1'), held('h1', 's2'), held('h2', 's3'), returned('i1', 's1')];
    expect([...readyHolds(spec.given(...given).state)]).toEqual(['h1']);
    spec
      .given(...given)
      .when(issue('i2', 's3'))
      .thenThrows({ message: LIBRARY_MESSAGES.noCopies, status: 409 });
    spec
      .given(...given)
      .when(issue('i2', 's4'))
      .thenThrows({ message: LIBRARY_MESSAGES.heldForOther, status: 409 });
    spec
      .given(...given)
      .when(issue('i2', 's2'))
      .then([issued('i2', 's2', '2026-11-10', 'h1')]);
    expect(spec.given(...given, issued('i2', 's2', '2026-11-10', 'h1')).state.holds.map((h) => h.holdId)).toEqual(['h2']);
  });
  it('records an issue once (a retried call)', () => {
    spec.given(added(1), issued('i1', 's1')).when(issue('i1', 's1')).then([]);
  });
});

describe('circulation decider: returns, fines, renewals', () => {
  it('freezes the days overdue and the fine at the return', () => {
    spec
      .given(added(1), issued('i1', 's1'))
      .when({ type: 'ReturnBook', data: { issueId: 'i1', returnedAt: '2026-11-12T04:30:00.000Z', ...reck('2026-11-12') } })
      .then([returned('i1', 's1', 4, 2)]);
    spec
      .given(added(1), issued('i1', 's1'), returned('i1', 's1'))
      .when({ type: 'ReturnBook', data: { issueId: 'i1', returnedAt: 'x', ...reck('2026-11-12') } })
      .thenThrows({ message: LIBRARY_MESSAGES.alreadyReturned, status: 409 });
    spec
      .given(added(1))
      .when({ type: 'ReturnBook', data: { issueId: 'nope', returnedAt: 'x', ...reck('2026-11-12') } })
      .thenThrows({ message: LIBRARY_MESSAGES.issueMissing, status: 404 });
  });

  it('takes a fine in part or whole, never more than due, and once per payment', () => {
    const given = [added(1), issued('i1', 's1'), returned('i1', 's1', 10, 5)];
    const pay = (amount: number | true, paymentId = 'p1'): CirculationCommand => ({
      type: 'PayFine',
      data: { issueId: 'i1', amount, paymentId, paidAt: 't', method: 'CASH', ...reck('2026-11-20') },
    });
    const paid = (amount: number, paymentId = 'p1'): BookEvent => ({
      type: 'LibraryFinePaid',
      data: { issueId: 'i1', bookId: 'b1', studentId: 's1', amount, paymentId, paidAt: 't', method: 'CASH' },
    });
    spec
      .given(...given)
      .when(pay(4))
      .then([paid(4)]);
    spec
      .given(...given)
      .when(pay(true))
      .then([paid(10)]);
    spec
      .given(...given, paid(4))
      .when(pay(true, 'p2'))
      .then([paid(6, 'p2')]);
    spec
      .given(...given, paid(4))
      .when(pay(4))
      .then([]);
    spec
      .given(...given)
      .when(pay(11))
      .thenThrows({ message: LIBRARY_MESSAGES.fineTooMuch(10), status: 409 });
    spec
      .given(...given, paid(10))
      .when(pay(true, 'p2'))
      .thenThrows({ message: LIBRARY_MESSAGES.noFineDue, status: 409 });
    // A book still out owes the fine so far: nothing before its return date.
    const early: CirculationCommand = {
      type: 'PayFine',
      data: { issueId: 'i1', amount: true, paymentId: 'p1', paidAt: 't', method: 'CASH', ...reck('2026-11-05') },
    };
    spec.given(added(1), issued('i1', 's1')).when(early).thenThrows({ message: LIBRARY_MESSAGES.noFineDue, status: 409 });
    spec
      .given(added(1), issued('i1', 's1'))
      .when(pay(true))
      .then([paid(20)]);
  });

  it('waives with a reason, and a waiver lowers what is due', () => {
    const given = [added(1), issued('i1', 's1'), returned('i1', 's1', 10, 5)];
    const waive = (reason: string, amount?: number): CirculationCommand => ({
      type: 'WaiveFine',
      data: { issueId: 'i1', reason, ...(amount !== undefined ? { amount } : {}), ...reck('2026-11-20') },
    });
    spec
      .given(...given)
      .when(waive('  '))
      .thenThrows({ message: LIBRARY_MESSAGES.waiveReason, status: 400 });
    spec
      .given(...given)
      .when(waive('Hardship'))
      .then([{ type: 'LibraryFineWaived', data: { issueId: 'i1', bookId: 'b1', studentId: 's1', amount: 10, reason: 'Hardship' } }]);
    spec
      .given(...given)
      .when(waive('x', 12))
      .thenThrows({ message: LIBRARY_MESSAGES.fineTooMuch(10), status: 409 });
  });

  it('renews later, up to maxRenewals, not when overdue unless allowed', () => {
    const renew = (returnDate: string, today = TODAY, over = {}): CirculationCommand => ({
      type: 'RenewIssue',
      data: { issueId: 'i1', returnDate, today, rules: { ...rules, ...over }, holidays: [] },
    });
    const renewed: BookEvent = {
      type: 'BookIssueRenewed',
      data: { issueId: 'i1', bookId: 'b1', studentId: 's1', previousReturnDate: '2026-11-10', returnDate: '2026-11-17' },
    };
    const given = [added(1), issued('i1', 's1')];
    spec
      .given(...given)
      .when(renew('2026-11-17'))
      .then([renewed]);
    spec
      .given(...given)
      .when(renew('2026-11-10'))
      .thenThrows({ message: LIBRARY_MESSAGES.renewNotLater, status: 400 });
    spec
      .given(...given)
      .when(renew('2027-06-01'))
      .thenThrows({ message: LIBRARY_MESSAGES.returnDateTooFar, status: 400 });
    spec
      .given(...given, renewed)
      .when(renew('2026-11-24'))
      .thenThrows({ message: LIBRARY_MESSAGES.renewLimit(1), status: 409 });
    spec
      .given(...given)
      .when(renew('2026-11-20', '2026-11-12'))
      .thenThrows({ message: LIBRARY_MESSAGES.renewOverdue, status: 409 });
    spec
      .given(...given)
      .when(renew('2026-11-20', '2026-11-12', { renewOverdue: true }))
      .events();
    spec
      .given(...given, returned('i1', 's1'))
      .when(renew('2026-11-20'))
      .thenThrows({ message: LIBRARY_MESSAGES.alreadyReturned, status: 409 });
  });
});

describe('circulation decider: holds and reminders', () => {
  const place = (holdId: string, studentId: string): CirculationCommand => ({
    type: 'PlaceHold',
    data: { holdId, bookId: 'b1', studentId, placedAt: '2026-11-03T04:30:00.000Z' },
  });
  it('places a hold only when no copy is there for the student, once per student', () => {
    spec.given(added(1)).when(place('h1', 's2')).thenThrows({ message: LIBRARY_MESSAGES.holdAvailable, status: 409 });
    spec
      .given(added(1), issued('i1', 's1'))
      .when(place('h1', 's2'))
      .then([held('h1', 's2')]);
    spec
      .given(added(1), issued('i1', 's1'), held('h1', 's2'))
      .when(place('h2', 's2'))
      .thenThrows({ message: LIBRARY_MESSAGES.holdExists, status: 409 });
    spec.given(added(1), issued('i1', 's1')).when(place('h1', 's1')).thenThrows({ message: LIBRARY_MESSAGES.alreadyHolds, status: 409 });
  });
  it('cancels a waiting hold; a missing one is 404', () => {
    spec
      .given(added(1), issued('i1', 's1'), held('h1', 's2'))
      .when({ type: 'CancelHold', data: { holdId: 'h1', reason: null } })
      .then([{ type: 'BookHoldCancelled', data: { holdId: 'h1', bookId: 'b1', studentId: 's2', reason: null } }]);
    spec
      .given(added(1))
      .when({ type: 'CancelHold', data: { holdId: 'h1', reason: null } })
      .thenThrows({ message: LIBRARY_MESSAGES.holdMissing, status: 404 });
  });
  it('reminds once per kind and return date, never after the return', () => {
    const remind: CirculationCommand = { type: 'RemindIssue', data: { issueId: 'i1', kind: 'DUE_SOON' } };
    const reminded: BookEvent = {
      type: 'BookIssueReminded',
      data: { issueId: 'i1', bookId: 'b1', studentId: 's1', kind: 'DUE_SOON', returnDate: '2026-11-10' },
    };
    spec.given(added(1), issued('i1', 's1')).when(remind).then([reminded]);
    spec.given(added(1), issued('i1', 's1'), reminded).when(remind).then([]);
    spec.given(added(1), issued('i1', 's1'), returned('i1', 's1')).when(remind).then([]);
  });
});

describe('library settings decider', () => {
  it('records the rules whole, and nothing when they did not change', () => {
    const s = deciderSpec(librarySettingsDecider);
    s.given()
      .when({ type: 'SetLibraryRules', data: rules })
      .then([{ type: 'LibraryRulesSet', data: rules }]);
    s.given({ type: 'LibraryRulesSet', data: rules }).when({ type: 'SetLibraryRules', data: rules }).then([]);
  });
});
