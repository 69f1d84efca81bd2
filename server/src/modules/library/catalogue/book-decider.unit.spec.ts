import { describe, it } from 'vitest';
import type { BookEvent, BookFields } from '@school/contracts';
import { deciderSpec } from '../../../platform/testing/decider-spec.js';
import { bookDecider } from './book-decider.js';

const spec = deciderSpec(bookDecider);
const fields: BookFields = {
  title: 'Engineering Mathematics',
  summery: null,
  authorId: 'a1',
  publicationId: null,
  dateOfPublication: '2019-01-01',
  bookCategoryId: null,
  imageKey: null,
};
const added: BookEvent = { type: 'BookAdded', data: { ...fields, bookId: 'b1', quantity: 2, source: 'FORM' } };
const issued = (issueId: string, holdId: string | null = null): BookEvent => ({
  type: 'BookIssued',
  data: { issueId, bookId: 'b1', studentId: 's1', issuedAt: '2026-11-01T10:00:00Z', returnDate: '2026-11-15', holdId },
});
const returned = (issueId: string): BookEvent => ({
  type: 'BookReturned',
  data: { issueId, bookId: 'b1', studentId: 's1', returnedAt: '2026-11-10T10:00:00Z', daysOverdue: 0, fine: 0 },
});
const hold: BookEvent = { type: 'BookHoldPlaced', data: { holdId: 'h1', bookId: 'b1', studentId: 's2', placedAt: '2026-11-02T10:00:00Z' } };

describe('book decider (catalogue)', () => {
  it('adds a book with its first copies', () => {
    spec.given().when({ type: 'AddBook', bookId: 'b1', fields, quantity: 2, source: 'FORM' }).then([added]);
  });
  it('refuses a blank title and a missing quantity with the spec messages', () => {
    spec
      .given()
      .when({ type: 'AddBook', bookId: 'b1', fields: { ...fields, title: ' ' }, quantity: 2, source: 'FORM' })
      .thenThrows({ message: 'Title is required', status: 400 });
    spec
      .given()
      .when({ type: 'AddBook', bookId: 'b1', fields, quantity: -1, source: 'FORM' })
      .thenThrows({ message: 'Book quantity is required', status: 400 });
  });
  it('an update names the changed fields and moves the copies by the difference', () => {
    spec
      .given(added)
      .when({ type: 'UpdateBook', bookId: 'b1', fields: { ...fields, title: 'Higher Engineering Mathematics' }, quantity: 5 })
      .then([
        { type: 'BookUpdated', data: { bookId: 'b1', changed: ['title'], title: 'Higher Engineering Mathematics' } },
        { type: 'BookCopiesChanged', data: { bookId: 'b1', delta: 3, quantityAfter: 5, remark: 'Quantity changed in the book form' } },
      ]);
    spec.given(added).when({ type: 'UpdateBook', bookId: 'b1', fields, quantity: 2 }).then([]);
  });
  it('never lowers the quantity below the copies out', () => {
    spec
      .given(added, issued('i1'), issued('i2'))
      .when({ type: 'UpdateBook', bookId: 'b1', fields, quantity: 1 })
      .thenThrows({ message: /2 copies are out/, status: 409 });
    spec
      .given(added, issued('i1'))
      .when({ type: 'ChangeCopies', bookId: 'b1', delta: -2, remark: 'Lost' })
      .thenThrows({ message: /1 copy is out/, status: 409 });
    spec
      .given(added, issued('i1'), returned('i1'))
      .when({ type: 'ChangeCopies', bookId: 'b1', delta: -2, remark: 'Damaged in the flood' })
      .then([{ type: 'BookCopiesChanged', data: { bookId: 'b1', delta: -2, quantityAfter: 0, remark: 'Damaged in the flood' } }]);
  });
  it('adds copies; a write-off needs a remark; zero is refused', () => {
    spec
      .given(added)
      .when({ type: 'ChangeCopies', bookId: 'b1', delta: 3, remark: null })
      .then([{ type: 'BookCopiesChanged', data: { bookId: 'b1', delta: 3, quantityAfter: 5, remark: null } }]);
    spec
      .given(added)
      .when({ type: 'ChangeCopies', bookId: 'b1', delta: -1, remark: '  ' })
      .thenThrows({ message: 'Remark is required when copies are written off.', status: 400 });
    spec.given(added).when({ type: 'ChangeCopies', bookId: 'b1', delta: 0, remark: null }).thenThrows({ status: 400 });
    spec.given(added).when({ type: 'ChangeCopies', bookId: 'b1', delta: -3, remark: 'Lost' }).thenThrows({ status: 409 });
  });
  it('refuses to delete while a copy is out or a hold waits; an issue that serves the hold ends it', () => {
    spec
      .given(added, issued('i1'))
      .when({ type: 'DeleteBook', bookId: 'b1' })
      .thenThrows({ status: 409, message: /copy of this book is out/ });
    spec.given(added, hold).when({ type: 'DeleteBook', bookId: 'b1' }).thenThrows({ status: 409, message: /holds/ });
    spec
      .given(added, hold, issued('i1', 'h1'), returned('i1'))
      .when({ type: 'DeleteBook', bookId: 'b1' })
      .then([{ type: 'BookDeleted', data: { bookId: 'b1' } }]);
    spec
      .given(added, hold, { type: 'BookHoldCancelled', data: { holdId: 'h1', bookId: 'b1', studentId: 's2', reason: null } })
      .when({ type: 'DeleteBook', bookId: 'b1' })
      .then([{ type: 'BookDeleted', data: { bookId: 'b1' } }]);
  });
  it('a deleted or unknown book is not found', () => {
    spec.given().when({ type: 'DeleteBook', bookId: 'b1' }).thenThrows({ status: 404, message: 'Book not found.' });
    spec
      .given(added, { type: 'BookDeleted', data: { bookId: 'b1' } })
      .when({ type: 'ChangeCopies', bookId: 'b1', delta: 1, remark: null })
      .thenThrows({ status: 404 });
  });
});
