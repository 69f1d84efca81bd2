import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@school/contracts';
import { grant } from './support/harness.js';
import { libraryWorld } from './library-circ-world.js';

/** Library circulation (issue 17 §2–§4): issue, return, holds, the per-student limit, the races, who sees what. */
const w = libraryWorld('2026-11-02T10:00:00+05:30');
beforeAll(() => w.setup(), 120_000);
afterAll(() => w.t.close());

const RULES = {
  finePerDay: 2,
  graceDays: 0,
  fineCap: null,
  countHolidays: true,
  maxBooksPerStudent: 3,
  loanDays: 14,
  maxRenewals: 2,
  renewOverdue: false,
};

describe('library rules', () => {
  it('are the defaults until saved, readable by every role, saved by the office only', async () => {
    const { call, ok, refused, admin, teacher, student } = w;
    expect((await ok(call('GET', 'library/settings', student))).data).toEqual(RULES);
    const saved = await ok(call('PUT', 'library/settings', admin, { ...RULES, maxBooksPerStudent: 2 }));
    expect(saved).toMatchObject({ message: 'Library rules saved', data: { maxBooksPerStudent: 2 } });
    expect((await ok(call('GET', 'library/settings', teacher))).data.maxBooksPerStudent).toBe(2);
    await refused(call('PUT', 'library/settings', student, RULES), 403);
    await refused(call('PUT', 'library/settings', admin, { ...RULES, maxBooksPerStudent: 0 }), 400);
    await refused(call('PUT', 'library/settings', admin, { ...RULES, fineCap: true }), 400);
    // School B still has its defaults.
    expect((await ok(call('GET', 'library/settings', w.adminB))).data).toEqual(RULES);
  });
});

describe('issuing and returning', () => {
  it('refuses what the spec names, with its messages, and writes nothing', async () => {
    const { call, refused, admin } = w;
    const book = await w.book('Refusals', 1);
    await refused(call('POST', 'library/issue-book', admin, { book, returnDate: '2026-11-10' }), 400, LIBRARY_MESSAGES.studentRequired);
    await refused(
      call('POST', 'library/issue-book', admin, { user: w.studentId, returnDate: '2026-11-10' }),
      400,
      LIBRARY_MESSAGES.bookRequired,
    );
    await refused(call('POST', 'library/issue-book', admin, { user: w.studentId, book }), 400, LIBRARY_MESSAGES.returnDateRequired);
    await refused(w.issue(w.studentId, book, '2026-11-01'), 400, LIBRARY_MESSAGES.returnDatePast);
    await refused(w.issue(w.studentId, book, '2027-06-01'), 400, LIBRARY_MESSAGES.returnDateTooFar);
    await refused(w.issue(w.t.schoolA.users.get('TEACHER')!, book, '2026-11-10'), 400, LIBRARY_MESSAGES.notAStudent);
    await refused(w.issue(w.t.schoolB.users.get('STUDENT')!, book, '2026-11-10'), 404);
    const bookB = await w.book('Elsewhere', 1, w.instB);
    await refused(w.issue(w.studentId, bookB, '2026-11-10'), 404);
    await refused(w.issue(w.studentId, 'no-such-book', '2026-11-10'), 404);
    expect((await w.t.rt.store.readStream(`book-${book}`)).length).toBe(1);
  });

  it('issues a copy, refuses a second copy to the same student and a copy that is not there, and returns it', async () => {
    const { call, ok, refused, admin } = w;
    const book = await w.book('Wings of Fire', 1);
    const other = await w.newStudent('Asha Verma');
    const issued = await ok(w.issue(w.studentId, book, '2026-11-16'));
    expect(issued.message).toBe('Book issued successfully');
    expect(issued.data).toMatchObject({
      book: { _id: book, title: 'Wings of Fire', author: null },
      user: { _id: w.studentId },
      returnDate: '2026-11-16',
      returned: false,
      actualReturnDate: null,
      daysOverdue: 0,
      overdue: false,
      fine: 0,
      pendingAmount: 0,
      renewals: 0,
    });
    await refused(w.issue(w.studentId, book, '2026-11-16'), 409, LIBRARY_MESSAGES.alreadyHolds);
    await refused(w.issue(other, book, '2026-11-16'), 409, LIBRARY_MESSAGES.noCopies);
    const id = issued.data._id as string;
    const back = await ok(call('POST', `library/return-issue-book/${id}`, admin));
    expect(back).toMatchObject({ message: 'Book returned successfully', data: { returned: true, fine: 0 } });
    await refused(call('POST', `library/return-issue-book/${id}`, admin), 409, LIBRARY_MESSAGES.alreadyReturned);
    await refused(call('POST', 'library/return-issue-book/nope', admin), 404, LIBRARY_MESSAGES.issueMissing);
    expect((await ok(w.issue(other, book, '2026-11-16'))).data.user._id).toBe(other);
  });

  it('lists recently issued and returned books, newest first, and finds them by title or name', async () => {
    const { call, ok, admin } = w;
    const issued = await ok(call('GET', 'library/issue-book?status=ISSUED&perPage=50', admin));
    expect(issued.data.every((i: { returned: boolean }) => !i.returned)).toBe(true);
    const returned = await ok(call('GET', 'library/issue-book?status=RETURNED', admin));
    expect(returned.data.map((i: { book: { title: string } }) => i.book.title)).toContain('Wings of Fire');
    const found = await ok(call('GET', 'library/issue-book?searchTitle=wings', admin));
    expect(found.data.length).toBe(2);
    expect(found.totalCount).toBe(2);
    expect((await ok(call('GET', 'library/issue-book?searchTitle=asha', admin))).totalCount).toBe(1);
  });
});

describe('holds', () => {
  it('keeps the copy back for the earliest hold: only that student may take it', async () => {
    const { call, ok, refused, admin, student } = w;
    const book = await w.book('The Guide', 1);
    const first = await w.newStudent('Ravi Das');
    const third = await w.newStudent('Meera Iyer');
    const out = await ok(w.issue(first, book, '2026-11-20'));
    // A student places a hold for themself only; while a copy is free for them there is nothing to hold.
    const free = await w.book('Free Copies', 2);
    await refused(call('POST', 'library/hold', student, { book: free, user: w.studentId }), 409, LIBRARY_MESSAGES.holdAvailable);
    await refused(call('POST', 'library/hold', student, { book, user: third }), 403);
    const hold = await ok(call('POST', 'library/hold', student, { book, user: w.studentId }));
    expect(hold).toMatchObject({
      message: 'Hold placed',
      data: { book: { _id: book }, user: { _id: w.studentId }, position: 1, ready: false },
    });
    await refused(call('POST', 'library/hold', admin, { book, user: w.studentId }), 409, LIBRARY_MESSAGES.holdExists);
    await refused(call('POST', 'library/hold', admin, { book, user: first }), 409, LIBRARY_MESSAGES.alreadyHolds);
    const second = await ok(call('POST', 'library/hold', admin, { book, user: third }));
    expect(second.data.position).toBe(2);
    // A parent sees their child's holds and places none; the office filters by student.
    const ofChild = await ok(call('GET', 'library/hold', w.parent));
    expect(ofChild.data.map((h: { _id: string }) => h._id)).toEqual([hold.data._id]);
    await refused(call('POST', 'library/hold', w.parent, { book, user: w.studentId }), 403);
    await refused(call('GET', `library/hold?user=${third}`, w.parent), 403);
    expect((await ok(call('GET', `library/hold?user=${third}`, admin))).data.map((h: { _id: string }) => h._id)).toEqual([second.data._id]);

    await ok(call('POST', `library/return-issue-book/${out.data._id}`, admin));
    const holds = await ok(call('GET', `library/hold?book=${book}`, admin));
    expect(holds.data.map((h: { user: { _id: string }; position: number; ready: boolean }) => [h.user._id, h.position, h.ready])).toEqual([
      [w.studentId, 1, true],
      [third, 2, false],
    ]);
    await refused(w.issue(third, book, '2026-11-20'), 409, LIBRARY_MESSAGES.noCopies);
    await refused(w.issue(first, book, '2026-11-20'), 409, LIBRARY_MESSAGES.heldForOther);
    await ok(w.issue(w.studentId, book, '2026-11-20'));
    const left = await ok(call('GET', `library/hold?book=${book}`, admin));
    expect(left.data.map((h: { _id: string; position: number }) => [h._id, h.position])).toEqual([[second.data._id, 1]]);

    // The student sees only their own holds; the holder or the office cancels.
    expect((await ok(call('GET', 'library/hold', student))).data.every((h: { user: { _id: string } }) => h.user._id === w.studentId)).toBe(
      true,
    );
    await refused(call('DELETE', `library/hold/${second.data._id}`, student), 404, LIBRARY_MESSAGES.holdMissing);
    const cancelled = await ok(call('DELETE', `library/hold/${second.data._id}`, admin));
    expect(cancelled.message).toBe('Hold cancelled');
    await refused(call('DELETE', `library/hold/${second.data._id}`, admin), 404, LIBRARY_MESSAGES.holdMissing);
    await refused(call('DELETE', `library/hold/${hold.data._id}`, w.adminB), 404);
  });
});

describe('the per-student limit', () => {
  it('refuses a book beyond maxBooksPerStudent and frees the slot on return', async () => {
    const { call, ok, refused, admin } = w;
    await ok(call('PUT', 'library/settings', admin, { ...RULES, maxBooksPerStudent: 2 }));
    const s = await w.newStudent('Limit Lal');
    const [a, b, c] = await Promise.all([w.book('L1', 1), w.book('L2', 1), w.book('L3', 1)]);
    const first = await ok(w.issue(s, a, '2026-11-20'));
    await ok(w.issue(s, b, '2026-11-20'));
    await refused(w.issue(s, c, '2026-11-20'), 409, LIBRARY_MESSAGES.limitReached(2));
    const profile = await ok(call('GET', `library/student/${s}`, admin));
    expect(profile.data).toMatchObject({ totalBookTaken: 2, totalBookIssue: 2, totalReturnedBook: 0, canTake: 0 });
    await ok(call('POST', `library/return-issue-book/${first.data._id}`, admin));
    await ok(w.issue(s, c, '2026-11-20'));
    await ok(call('PUT', 'library/settings', admin, RULES));
  });

  it('decides racing issues at write time: 20 students for the last copy, 1 gets it; 8 books for one student, 3 go out', async () => {
    const { ok } = w;
    const book = await w.book('Last Copy', 1);
    const students = await Promise.all(Array.from({ length: 20 }, (_, i) => w.newStudent(`Racer ${i}`)));
    await w.t.settle();
    const results = await Promise.all(students.map((s) => w.issue(s, book, '2026-11-20')));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(results.filter((r) => r.statusCode === 409).length).toBe(19);
    const issued = (await w.t.rt.store.readStream(`book-${book}`)).filter((e) => e.type === 'BookIssued');
    expect(issued.length).toBe(1);

    const one = await w.newStudent('Greedy Gupta');
    const books = await Promise.all(Array.from({ length: 8 }, (_, i) => w.book(`Race ${i}`, 1)));
    await w.t.settle();
    const many = await Promise.all(books.map((b) => w.issue(one, b, '2026-11-20')));
    expect(many.filter((r) => r.statusCode === 200).length).toBe(3);
    expect(many.filter((r) => r.statusCode === 409).every((r) => r.json().error === LIBRARY_MESSAGES.limitReached(3))).toBe(true);
    await w.t.settle();
    const profile = await ok(w.call('GET', `library/student/${one}`, w.admin));
    expect(profile.data.totalBookIssue).toBe(3);
  });
});

describe('who sees what', () => {
  it('a student sees their own records, their parent the child’s, another institute nothing', async () => {
    const { call, ok, refused, admin, student, parent, teacher, adminB } = w;
    const book = await w.book('Own Records', 2);
    const other = await w.newStudent('Not Yours');
    const mine = await ok(w.issue(w.studentId, book, '2026-11-20'));
    const theirs = await ok(w.issue(other, book, '2026-11-20'));
    await w.t.settle();
    expect((await ok(call('GET', `library/issue-book/${mine.data._id}`, student))).data._id).toBe(mine.data._id);
    expect((await ok(call('GET', `library/issue-book/${mine.data._id}`, parent))).data._id).toBe(mine.data._id);
    await refused(call('GET', `library/issue-book/${theirs.data._id}`, student), 404);
    await refused(call('GET', `library/issue-book/${theirs.data._id}`, parent), 404);
    await refused(call('GET', `library/issue-book/${mine.data._id}`, adminB), 404);
    await refused(call('GET', `library/issue-book/${mine.data._id}`, teacher), 403);
    await refused(call('GET', 'library/issue-book', student), 403);
    await refused(call('GET', 'library/student', parent), 403);

    const profile = await ok(call('GET', `library/student/${w.studentId}`, student));
    expect(profile.data._id).toBe(w.studentId);
    expect((await ok(call('GET', `library/student/${w.studentId}`, parent))).data._id).toBe(w.studentId);
    await refused(call('GET', `library/student/${other}`, student), 403);
    await refused(call('GET', `library/student/${w.studentId}`, adminB), 404);
    const own = await ok(call('GET', `library/student/${w.studentId}/book-issued`, student));
    expect(own.data.every((i: { user: { _id: string } }) => i.user._id === w.studentId)).toBe(true);
    expect(own.data.length).toBeGreaterThan(0);
    await refused(call('GET', `library/student/${other}/book-issued`, parent), 403);
    expect((await ok(call('GET', `library/history/issue/${mine.data._id}`, student))).data[0].type).toBe('BookIssued');
    await refused(call('GET', `library/history/issue/${theirs.data._id}`, student), 404);
    await refused(call('POST', `library/return-issue-book/${mine.data._id}`, student), 403);
    await refused(call('POST', `library/return-issue-book/${mine.data._id}`, adminB), 404);

    // MANAGER and STAFF need the library module.
    await refused(call('GET', 'library/issue-book', await w.t.as('STAFF')), 403);
    await grant(w.t, 'STAFF', ['library']);
    expect((await w.t.as('STAFF').get('library/issue-book')).statusCode).toBe(200);
    const list = await ok(call('GET', 'library/student?searchTitle=not%20yours', admin));
    expect(list.data).toMatchObject([{ user: { _id: other, displayName: 'Not Yours' }, totalBookIssue: 1, totalReturnedBook: 0 }]);
  });

  it('finds a student by library card number', async () => {
    const { call, ok, refused, admin } = w;
    const s = await w.newStudent('Card Holder', { libraryCardNumber: 'LIB-0042' });
    await w.t.settle();
    expect((await ok(call('GET', 'library/card/lib-0042', admin))).data).toEqual({ studentId: s, displayName: 'Card Holder' });
    await refused(call('GET', 'library/card/LIB-9999', admin), 404, LIBRARY_MESSAGES.cardMissing);
    await refused(call('GET', 'library/card/LIB-0042', w.adminB), 404, LIBRARY_MESSAGES.cardMissing);
  });
});
