import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type SeededPeople } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

/** The demo's assignments (issue 15 part 6): written through the assignment commands, read back through the routes. */
let t: TestApp;
let people: SeededPeople;
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  people = (await seedDemo(t.rt, t.app))!;
  await t.settle();
  for (const who of ['teacher', 'student', 'admin']) {
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: `${who}@demo.school`, password: t.rt.config.demoPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    headers[who] = { authorization: `Bearer ${login.json().data.accessToken}` };
  }
}, 300_000);
afterAll(async () => t?.close());

const get = async (who: string, url: string) => {
  const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers: headers[who] });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('the demo assignments', () => {
  it('gives every batch an assignment of each type with questions', async () => {
    const all = await get('admin', 'assignment?perPage=50');
    const types = new Set(all.data.map((a: { type: string }) => a.type));
    expect(types).toEqual(new Set(['MCQTYPE', 'LONGTYPE', 'ATTACHMENT']));
    expect(all.totalCount % 3).toBe(0);
    for (const a of all.data) expect(a.totalQuestions).toBeGreaterThan(0);
    const batches = new Set(all.data.map((a: { batch: { _id: string } }) => a.batch._id));
    expect(all.totalCount).toBe(batches.size * 3);
  });

  it("shows the student their batch's assignments: the quiz submitted and marked, the essay graded with its history", async () => {
    const mine = await get('student', 'assignment');
    expect(mine.perPage).toBe(15);
    const byTitle = Object.fromEntries(mine.data.map((a: { title: string }) => [a.title, a]));
    expect(byTitle['Numbers quiz']).toMatchObject({
      isPastDue: true,
      mySubmission: { isSubmitted: true, reviewed: true, markSecured: 10 },
    });
    expect(byTitle['Shadows and heights']).toMatchObject({
      isPastDue: false,
      mySubmission: { isSubmitted: true, reviewed: true, markSecured: 8 },
    });
    expect(byTitle['Draw a floor plan'].mySubmission).toMatchObject({ isSubmitted: false });
    const student = people.users.get('STUDENT')!;
    const essay = byTitle['Shadows and heights']._id;
    const history = (await get('teacher', `assignment/history/${essay}/${student}`)).data;
    expect(history.map((h: { kind: string; from: number | null; to: number | null }) => [h.kind, h.from, h.to])).toEqual([
      ['REVIEWED', null, 7],
      ['REVIEWED', 7, 8],
    ]);
    // The quiz is overdue for two of the batch.
    const quiz = byTitle['Numbers quiz']._id;
    const stat = (await get('teacher', `assignment/stat/${quiz}`)).data;
    expect(stat.notSubmitted).toBe(2);
    expect(stat.totalSubmitted).toBeGreaterThan(0);
    const graded = await get('teacher', `assignment/student-stat/${essay}?reviewed=true`);
    expect(graded.totalCount).toBe(2);
    const profile = await get('admin', `assignment/student/${student}`);
    expect(profile.stats).toMatchObject({ totalAssignment: 3, completedAssignment: 2, pendingAssignment: 1, reviewedAssignment: 2 });
  });
});
