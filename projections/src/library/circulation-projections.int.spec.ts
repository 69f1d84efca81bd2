import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { circulationHoldsProjection, circulationIssuesProjection } from './circulation-issues.js';
import { libraryMembersProjection } from './member-students.js';

const spec = projectionSpec(circulationIssuesProjection, circulationHoldsProjection, libraryMembersProjection);
const { event } = spec;
const book = {
  bookId: 'b1',
  title: 'Godan',
  summery: null,
  authorId: 'a1',
  publicationId: null,
  dateOfPublication: null,
  bookCategoryId: null,
  imageKey: null,
  quantity: 2,
  source: 'FORM',
};

describe('library circulation projections', () => {
  it('keep a loan through renewal, return, payment and waiver, once each', async () => {
    const rows = await spec
      .given(event('BookAdded', book, { streamId: 'book-b1' }), event('AuthorRecorded', { authorId: 'a1', name: 'Premchand', bio: null }))
      .when(
        event('BookIssued', {
          issueId: 'i1',
          bookId: 'b1',
          studentId: 's1',
          issuedAt: '2026-11-02T04:30:00.000Z',
          returnDate: '2026-11-10',
          holdId: null,
        }),
        event('BookIssueRenewed', {
          issueId: 'i1',
          bookId: 'b1',
          studentId: 's1',
          previousReturnDate: '2026-11-10',
          returnDate: '2026-11-17',
        }),
        event('BookReturned', {
          issueId: 'i1',
          bookId: 'b1',
          studentId: 's1',
          returnedAt: '2026-11-20T04:30:00.000Z',
          daysOverdue: 3,
          fine: 6,
        }),
        event('LibraryFinePaid', { issueId: 'i1', bookId: 'b1', studentId: 's1', amount: 4, paymentId: 'p1', paidAt: 'x', method: 'CASH' }),
        event('LibraryFineWaived', { issueId: 'i1', bookId: 'b1', studentId: 's1', amount: 2, reason: 'ok' }),
      )
      .then('library_issue');
    expect(rows).toMatchObject([
      {
        id: 'i1',
        book_id: 'b1',
        student_id: 's1',
        return_date: '2026-11-17',
        renewals: 1,
        days_overdue: 3,
        fine: 6,
        fine_paid: 4,
        fine_waived: 2,
      },
    ]);
  });

  it('keep the books, copies and authors the loans show', async () => {
    const rows = await spec
      .when(
        event('BookAdded', { ...book, bookId: 'b2', title: 'Nirmala' }),
        event('BookUpdated', { bookId: 'b2', title: 'Nirmala (2nd ed.)', changed: ['title'] }),
        event('BookCopiesChanged', { bookId: 'b2', delta: 3, quantityAfter: 5, remark: null }),
        event('BookDeleted', { bookId: 'b2' }),
      )
      .then('library_issue_book');
    expect(rows).toMatchObject([{ id: 'b2', title: 'Nirmala (2nd ed.)', quantity: 5, deleted: true }]);
  });

  it('keep holds waiting until issued or cancelled', async () => {
    const rows = await spec
      .when(
        event('BookHoldPlaced', { holdId: 'h1', bookId: 'b1', studentId: 's2', placedAt: '2026-11-03T04:30:00.000Z' }),
        event('BookHoldPlaced', { holdId: 'h2', bookId: 'b1', studentId: 's3', placedAt: '2026-11-03T04:30:00.000Z' }),
        event('BookHoldPlaced', { holdId: 'h3', bookId: 'b1', studentId: 's4', placedAt: '2026-11-03T04:30:00.000Z' }),
        event('BookIssued', {
          issueId: 'i2',
          bookId: 'b1',
          studentId: 's2',
          issuedAt: '2026-11-04T04:30:00.000Z',
          returnDate: '2026-11-10',
          holdId: 'h1',
        }),
        event('BookHoldCancelled', { holdId: 'h2', bookId: 'b1', studentId: 's3', reason: null }),
      )
      .then('library_hold', 'seq');
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['h1', 'ISSUED'],
      ['h2', 'CANCELLED'],
      ['h3', 'WAITING'],
    ]);
  });

  it('keep the students as the library sees them', async () => {
    const rows = await spec
      .when(
        event('UserRegistered', { userId: 'u9', email: 'x@y.z', displayName: 'Asha', role: 'STUDENT', institutes: ['i1'] }),
        event('UserRegistered', { userId: 'u10', email: 't@y.z', displayName: 'Teacher', role: 'TEACHER', institutes: ['i1'] }),
        event('UserProfileUpdated', { userId: 'u9', profile: { libraryCardNumber: 'LIB-1', rollNumber: '7' } }),
      )
      .then('library_member');
    expect(rows).toMatchObject([{ id: 'u9', display_name: 'Asha', library_card_number: 'LIB-1', roll_number: '7', deleted_at: null }]);
  });
});
