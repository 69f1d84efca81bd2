import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@school/contracts';
import { libraryWorld } from './library-circ-world.js';

/** Fines across a moved clock (grace, cap, holidays), paying (ledger CREDIT), waiving, renewing; the dashboard's cards. */
const w = libraryWorld('2026-11-02T10:00:00+05:30');
beforeAll(() => w.setup(), 120_000);
afterAll(() => w.t.close());

const RULES = {
  finePerDay: 5,
  graceDays: 1,
  fineCap: 40,
  countHolidays: false,
  maxBooksPerStudent: 5,
  loanDays: 14,
  maxRenewals: 1,
  renewOverdue: false,
};

describe('fines', () => {
  it('grow daily after the grace days, skip the holidays, stop at the cap, and freeze at the return', async () => {
    const { call, ok, admin } = w;
    await ok(call('PUT', 'library/settings', admin, RULES));
    // 2026-11-07 and 08 are holidays.
    await ok(call('POST', 'holiday', admin, { startDate: '2026-11-07', endDate: '2026-11-08', title: 'Festival' }));
    const book = await w.book('Godan', 2);
    const s = await w.newStudent('Fine Farooq');
    const issued = await ok(w.issue(s, book, '2026-11-05'));
    const id = issued.data._id as string;
    await w.t.settle();
    const fineOn = async (iso: string) => {
      w.at(iso);
      return (await ok(call('GET', `library/issue-book/${id}`, admin))).data;
    };
    expect(await fineOn('2026-11-05T18:00:00+05:30')).toMatchObject({ daysOverdue: 0, overdue: false, fine: 0 });
    // 06: one day late, inside the grace.
    expect(await fineOn('2026-11-06T10:00:00+05:30')).toMatchObject({ daysOverdue: 1, overdue: true, fine: 0 });
    // 09: four days late, two of them holidays, one grace: one day fined.
    expect(await fineOn('2026-11-09T10:00:00+05:30')).toMatchObject({ daysOverdue: 4, fine: 5, pendingAmount: 5 });
    // 11: six late − 2 holidays − 1 grace = 3 days.
    expect(await fineOn('2026-11-11T10:00:00+05:30')).toMatchObject({ daysOverdue: 6, fine: 15 });
    // Far later: the cap.
    expect(await fineOn('2026-12-20T10:00:00+05:30')).toMatchObject({ fine: 40 });
    w.at('2026-11-11T12:00:00+05:30');
    const back = await ok(call('POST', `library/return-issue-book/${id}`, admin));
    expect(back.data).toMatchObject({ returned: true, daysOverdue: 6, fine: 15, pendingAmount: 15 });
    await w.t.settle();
    expect(await fineOn('2026-12-01T10:00:00+05:30')).toMatchObject({ daysOverdue: 6, fine: 15, pendingAmount: 15 });
    const students = await ok(call('GET', 'library/student?searchTitle=farooq', admin));
    expect(students.data[0]).toMatchObject({ totalFinePending: 15, totalReturnedBook: 1, totalBookIssue: 0 });
  });

  it('are paid in part or in whole (a CREDIT in the ledger each), waived with a reason, never beyond what is due', async () => {
    const { call, ok, refused, admin } = w;
    w.at('2026-11-02T10:00:00+05:30');
    const book = await w.book('Gitanjali', 1);
    const s = await w.newStudent('Payer Patel');
    const id = (await ok(w.issue(s, book, '2026-11-03'))).data._id as string;
    await refused(call('PUT', `library/update-issue-book/${id}`, admin, { finePaid: true }), 409, LIBRARY_MESSAGES.noFineDue);
    w.at('2026-11-10T10:00:00+05:30');
    // 7 late − 2 holidays − 1 grace = 4 days: ₹20.
    const back = await ok(call('POST', `library/return-issue-book/${id}`, admin));
    expect(back.data.fine).toBe(20);
    await refused(call('PUT', `library/update-issue-book/${id}`, admin, { finePaid: 25 }), 409, LIBRARY_MESSAGES.fineTooMuch(20));
    await refused(call('PUT', `library/update-issue-book/${id}`, admin, {}), 400);
    const part = await ok(call('PUT', `library/update-issue-book/${id}`, admin, { finePaid: 5, method: 'CASH' }));
    expect(part).toMatchObject({ message: 'Fine paid successfully', data: { finePaid: 5, pendingAmount: 15 } });
    await refused(call('POST', `library/waive-fine/${id}`, admin, { amount: 5, reason: ' ' }), 400, LIBRARY_MESSAGES.waiveReason);
    await refused(call('POST', `library/waive-fine/${id}`, admin, { amount: 5 }), 400, LIBRARY_MESSAGES.waiveReason);
    const waived = await ok(call('POST', `library/waive-fine/${id}`, admin, { amount: 5, reason: 'First time' }));
    expect(waived).toMatchObject({ message: 'Fine waived', data: { fineWaived: 5, pendingAmount: 10 } });
    const rest = await ok(call('PUT', `library/update-issue-book/${id}`, admin, { finePaid: true }));
    expect(rest.data).toMatchObject({ finePaid: 15, fineWaived: 5, pendingAmount: 0 });
    await refused(call('POST', `library/waive-fine/${id}`, admin, { reason: 'x' }), 409, LIBRARY_MESSAGES.noFineDue);
    await refused(call('PUT', `library/update-issue-book/${id}`, w.student, { finePaid: true }), 403);
    await refused(call('PUT', `library/update-issue-book/${id}`, w.adminB, { finePaid: true }), 404);

    await w.t.settle();
    const ledger = await ok(call('GET', 'finance?perPage=50', admin));
    const fines = ledger.data.filter((e: { title: string }) => e.title === 'Library fine');
    expect(fines.map((e: { financeType: string; amount: number }) => [e.financeType, e.amount]).sort()).toEqual([
      ['CREDIT', 10],
      ['CREDIT', 5],
    ]);
    const stat = await ok(call('GET', 'dashboard/admin/library-stat', admin));
    expect(stat.data.totalFineCollected).toBe(15);
    expect(stat.data.totalBook).toBe(2);
    expect(stat.data.totalBookIssued).toBe(0);
    expect(stat.data.totalStudents).toBeGreaterThanOrEqual(3);
    expect((await ok(call('GET', 'dashboard/admin/library-stat', w.adminB))).data).toMatchObject({ totalFineCollected: 0, totalBook: 0 });

    const history = await ok(call('GET', `library/history/issue/${id}`, admin));
    expect(history.data.map((h: { type: string }) => h.type)).toEqual([
      'BookIssued',
      'BookReturned',
      'LibraryFinePaid',
      'LibraryFineWaived',
      'LibraryFinePaid',
    ]);
    expect(history.data[3]).toMatchObject({ reason: 'First time', amount: 5 });
  });

  it('pays the fine so far of a book still out', async () => {
    const { call, ok } = w;
    w.at('2026-11-02T10:00:00+05:30');
    const book = await w.book('Still Out', 1);
    const s = await w.newStudent('Late Lata');
    const id = (await ok(w.issue(s, book, '2026-11-03'))).data._id as string;
    w.at('2026-11-12T10:00:00+05:30');
    await w.t.settle();
    // 9 late − 2 holidays − 1 grace = 6 days: ₹30; pay 30, and the fine keeps growing after.
    const paid = await ok(call('PUT', `library/update-issue-book/${id}`, w.admin, { finePaid: true }));
    expect(paid.data).toMatchObject({ fine: 30, finePaid: 30, pendingAmount: 0, returned: false });
    w.at('2026-11-13T10:00:00+05:30');
    await w.t.settle();
    expect((await ok(call('GET', `library/issue-book/${id}`, w.admin))).data).toMatchObject({ fine: 35, pendingAmount: 5 });
    expect((await ok(call('GET', 'library/issue-book?status=OVERDUE', w.admin))).data.map((i: { _id: string }) => i._id)).toContain(id);
  });
});

describe('renewals', () => {
  it('move the return date later, up to maxRenewals, never for an overdue book unless the rules allow', async () => {
    const { call, ok, refused, admin } = w;
    w.at('2026-11-02T10:00:00+05:30');
    const book = await w.book('Renewable', 3);
    const s = await w.newStudent('Renew Rao');
    const id = (await ok(w.issue(s, book, '2026-11-10'))).data._id as string;
    await refused(call('POST', `library/renew-issue-book/${id}`, admin, { returnDate: '2026-11-10' }), 400, LIBRARY_MESSAGES.renewNotLater);
    await refused(
      call('POST', `library/renew-issue-book/${id}`, admin, { returnDate: '2027-06-01' }),
      400,
      LIBRARY_MESSAGES.returnDateTooFar,
    );
    await refused(call('POST', `library/renew-issue-book/${id}`, admin, {}), 400, LIBRARY_MESSAGES.returnDateRequired);
    const renewed = await ok(call('POST', `library/renew-issue-book/${id}`, admin, { returnDate: '2026-11-17' }));
    expect(renewed).toMatchObject({ message: 'Book renewed', data: { returnDate: '2026-11-17', renewals: 1 } });
    await refused(call('POST', `library/renew-issue-book/${id}`, admin, { returnDate: '2026-11-24' }), 409, LIBRARY_MESSAGES.renewLimit(1));

    const late = (await ok(w.issue(s, await w.book('Late Renewal', 1), '2026-11-04'))).data._id as string;
    w.at('2026-11-06T10:00:00+05:30');
    await refused(
      call('POST', `library/renew-issue-book/${late}`, admin, { returnDate: '2026-11-20' }),
      409,
      LIBRARY_MESSAGES.renewOverdue,
    );
    await ok(call('PUT', 'library/settings', admin, { ...RULES, renewOverdue: true }));
    const ok2 = await ok(call('POST', `library/renew-issue-book/${late}`, admin, { returnDate: '2026-11-20' }));
    expect(ok2.data).toMatchObject({ returnDate: '2026-11-20', overdue: false });
    await ok(call('POST', `library/return-issue-book/${late}`, admin));
    await refused(
      call('POST', `library/renew-issue-book/${late}`, admin, { returnDate: '2026-11-27' }),
      409,
      LIBRARY_MESSAGES.alreadyReturned,
    );
    await ok(call('PUT', 'library/settings', admin, RULES));
  });
});
