import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { libraryBookProjection } from './catalogue-books.js';
import { libraryAuthorProjection } from './catalogue-masters.js';

const books = projectionSpec(libraryBookProjection);
const authors = projectionSpec(libraryAuthorProjection);

const fields = {
  title: 'Wings of Fire',
  summery: null,
  authorId: 'a1',
  publicationId: null,
  dateOfPublication: '1999-01-01',
  bookCategoryId: 'c1',
  imageKey: null,
};

describe('library_book projection', () => {
  it('keeps quantity, copies out and holds waiting from the catalogue and circulation events, once', async () => {
    const e = books.event;
    const rows = await books
      .given(
        e('BookCategoryCreated', { bookCategoryId: 'c1', title: 'Biography', description: 'Lives' }),
        e('BookAdded', { ...fields, bookId: 'b1', quantity: 3, source: 'FORM' }),
      )
      .when(
        e('BookUpdated', { bookId: 'b1', changed: ['title'], title: 'Wings of Fire: An Autobiography' }),
        e('BookCopiesChanged', { bookId: 'b1', delta: 2, quantityAfter: 5, remark: null }),
        e('BookIssued', { issueId: 'i1', bookId: 'b1', studentId: 's1', issuedAt: 'x', returnDate: '2026-12-01', holdId: null }),
        e('BookIssued', { issueId: 'i2', bookId: 'b1', studentId: 's2', issuedAt: 'x', returnDate: '2026-12-01', holdId: null }),
        e('BookHoldPlaced', { holdId: 'h1', bookId: 'b1', studentId: 's3', placedAt: 'x' }),
        e('BookHoldPlaced', { holdId: 'h2', bookId: 'b1', studentId: 's4', placedAt: 'x' }),
        e('BookReturned', { issueId: 'i1', bookId: 'b1', studentId: 's1', returnedAt: 'x', daysOverdue: 0, fine: 0 }),
        e('BookIssued', { issueId: 'i3', bookId: 'b1', studentId: 's3', issuedAt: 'x', returnDate: '2026-12-01', holdId: 'h1' }),
        e('BookHoldCancelled', { holdId: 'h2', bookId: 'b1', studentId: 's4', reason: null }),
        e('BookCategoryUpdated', { bookCategoryId: 'c1', title: 'Biographies', description: 'Lives' }),
      )
      .then('library_book');
    expect(rows).toMatchObject([
      {
        id: 'b1',
        institute_id: 'i1',
        title: 'Wings of Fire: An Autobiography',
        author_id: 'a1',
        quantity: 5,
        total_issue: 2,
        holds_waiting: 0,
      },
    ]);
    const cats = await books
      .given()
      .when(e('BookCategoryCreated', { bookCategoryId: 'c9', title: 'Poetry', description: '-' }))
      .then('library_book_category');
    expect(cats).toMatchObject([{ id: 'c9', title: 'Poetry' }]);
  });

  it('marks a deleted book and leaves it deleted', async () => {
    const e = books.event;
    const rows = await books
      .given(e('BookAdded', { ...fields, bookId: 'b2', quantity: 1, source: 'BULK' }))
      .when(e('BookDeleted', { bookId: 'b2' }))
      .then('library_book');
    expect(rows[0]!.deleted_at).not.toBeNull();
  });
});

describe('library_author projection', () => {
  it('records, renames and deletes an author', async () => {
    const e = authors.event;
    const rows = await authors
      .given(e('AuthorRecorded', { authorId: 'a1', name: 'A. P. J. Abdul Kalam', bio: null }))
      .when(e('AuthorRecorded', { authorId: 'a1', name: 'APJ Abdul Kalam', bio: 'Missile man' }), e('AuthorDeleted', { authorId: 'a1' }))
      .then('library_author');
    expect(rows).toMatchObject([{ id: 'a1', name: 'APJ Abdul Kalam', bio: 'Missile man' }]);
    expect(rows[0]!.deleted_at).not.toBeNull();
  });
});
