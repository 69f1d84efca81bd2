import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindLoans } from '../server/src/modules/library/index.js';
import { seedLibraryCirculation } from '../server/src/demo/library-circulation-seed.js';
import { libraryWorld } from './library-circ-world.js';

/** The reminder job (due soon, overdue, a held copy ready) moves with the clock; and the demo circulation. */
const w = libraryWorld('2026-11-02T10:00:00+05:30');
beforeAll(() => w.setup(), 120_000);
afterAll(() => w.t.close());

const inbox = async (headers: Record<string, string>) =>
  (await w.ok(w.call('GET', 'notification?perPage=50', headers))).data as { kind: string; title: string; description: string }[];

describe('library reminders', () => {
  it('tell the student two days before the return date, once, then once when overdue; and when a held copy is ready', async () => {
    const { call, ok, admin, student } = w;
    const book = await w.book('Reminder Book', 1);
    const other = await w.newStudent('Other Reader');
    const loan = (await ok(w.issue(w.studentId, book, '2026-11-10'))).data._id as string;
    const taken = await w.book('Taken Book', 1);
    const out = (await ok(w.issue(other, taken, '2026-11-20'))).data._id as string;
    await ok(call('POST', 'library/hold', student, { book: taken, user: w.studentId }));
    await w.t.settle();
    const run = async (iso: string) => {
      w.at(iso);
      const r = await remindLoans(w.t.rt, { today: iso.slice(0, 10), instituteId: w.instA });
      await w.t.settle();
      return r;
    };
    expect((await run('2026-11-07T09:00:00+05:30')).reminded).toBe(0);
    expect((await run('2026-11-08T09:00:00+05:30')).reminded).toBe(1);
    expect((await run('2026-11-09T09:00:00+05:30')).reminded).toBe(0);
    expect((await inbox(student)).filter((n) => n.kind === 'LIBRARY_DUE_SOON')).toMatchObject([
      { title: 'Library book due soon', description: expect.stringContaining('Return it by') },
    ]);
    expect((await run('2026-11-11T09:00:00+05:30')).reminded).toBe(1);
    expect((await run('2026-11-12T09:00:00+05:30')).reminded).toBe(0);
    expect((await inbox(student)).filter((n) => n.kind === 'LIBRARY_OVERDUE').length).toBe(1);
    const kinds = (await ok(call('GET', `library/history/issue/${loan}`, admin))).data.map((h: { type: string }) => h.type);
    expect(kinds).toEqual(['BookIssued', 'BookIssueReminded', 'BookIssueReminded']);

    // The copy back is kept for the hold: its student hears of it once.
    await ok(call('POST', `library/return-issue-book/${out}`, admin));
    await w.t.settle();
    expect((await inbox(student)).filter((n) => n.kind === 'LIBRARY_HOLD_READY').length).toBe(1);
    expect((await run('2026-11-13T09:00:00+05:30')).holdsReady).toBe(0);
    // The other student's inbox has nothing of it.
    expect((await inbox(w.parent)).some((n) => n.kind.startsWith('LIBRARY'))).toBe(false);
  });
});

describe('the demo circulation', () => {
  it('issues ~40 books through the commands, returns ~25, and leaves the demo student holding an overdue book', async () => {
    const { call, ok, admin } = w;
    w.at('2026-11-20T10:00:00+05:30');
    await Promise.all(Array.from({ length: 12 }, (_, i) => w.book(`Demo Book ${i + 1}`, 1 + (i % 3))));
    await Promise.all(Array.from({ length: 10 }, (_, i) => w.newStudent(`Demo Reader ${i + 1}`)));
    await w.t.settle();
    const r = await seedLibraryCirculation(
      w.t.rt,
      { instituteId: w.instA, adminId: w.t.schoolA.users.get('ADMIN')!, studentId: w.studentId },
      w.clock.now(),
    );
    expect(r.issued).toBeGreaterThanOrEqual(35);
    expect(r.returned).toBeGreaterThanOrEqual(22);
    expect(r.returned).toBeLessThanOrEqual(25);
    expect(r.overdueIssueId && r.paidIssueId && r.waivedIssueId && r.renewedIssueId && r.holdId).toBeTruthy();
    await w.t.settle();
    const overdue = (await ok(call('GET', `library/issue-book/${r.overdueIssueId}`, w.student))).data;
    expect(overdue).toMatchObject({ user: { _id: w.studentId }, returned: false, overdue: true });
    expect(overdue.fine).toBeGreaterThan(0);
    expect((await ok(call('GET', `library/issue-book/${r.paidIssueId}`, admin))).data.finePaid).toBeGreaterThan(0);
    expect((await ok(call('GET', `library/issue-book/${r.waivedIssueId}`, admin))).data.fineWaived).toBeGreaterThan(0);
    expect((await ok(call('GET', `library/issue-book/${r.renewedIssueId}`, admin))).data.renewals).toBe(1);
    const stat = (await ok(call('GET', 'dashboard/admin/library-stat', admin))).data;
    expect(stat.totalFineCollected).toBeGreaterThan(0);
    expect(stat.totalBookIssued).toBeGreaterThan(0);
    const profile = (await ok(call('GET', `library/student/${w.studentId}`, w.student))).data;
    expect(profile.totalBookIssue).toBeGreaterThanOrEqual(1);
  });
});
