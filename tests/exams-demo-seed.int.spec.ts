import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type SeededPeople } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

/** The demo's exams (issue 14): made through the exams decider, read back through the routes a user would call. */
let t: TestApp;
let people: SeededPeople;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  people = (await seedDemo(t.rt, t.app))!;
  await t.settle();
}, 300_000);
afterAll(async () => t?.close());

describe('the demo exams', () => {
  it('holds a finished offline mid-term and an upcoming online unit test per batch, with question banks', async () => {
    const admin = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const headers = { authorization: `Bearer ${admin.json().data.accessToken}` };
    const list = (await t.inject({ method: 'GET', url: '/api/v1/exam?perPage=50', headers })).json();
    const batches = new Set(list.data.map((e: { batch: { _id: string } }) => e.batch._id));
    // Two per batch, and the finished online 'Unit test 1' of the demo student's batch (exam-sheets-seed.ts).
    expect(list.totalCount).toBe(batches.size * 2 + 1);
    const mid = list.data.find((e: { title: string }) => e.title === 'Mid-term examination');
    const unit = list.data.find((e: { title: string }) => e.title === 'Unit test 2');
    expect(mid).toMatchObject({ type: 'OFFLINE', status: 'FINISHED', subjects: 3, totalMark: 150 });
    expect(unit).toMatchObject({ type: 'ONLINE', status: 'UPCOMING', subjects: 2, randomizeQuestionOrder: true });
    expect(unit.createdBy._id).toBe(people.users.get('TEACHER'));
    const details = (await t.inject({ method: 'GET', url: `/api/v1/exam/details/${mid._id}`, headers })).json().data;
    for (const s of details.subjects) {
      expect(s.createdBy._id).toBe(people.users.get('TEACHER'));
      expect(s.totalQuestion).toBeGreaterThanOrEqual(5);
      expect(s.totalQuestion).toBeLessThanOrEqual(8);
      const qs = (await t.inject({ method: 'GET', url: `/api/v1/exam/questions/${s._id}`, headers })).json().data;
      expect(new Set(qs.map((q: { type: string }) => q.type))).toEqual(new Set(['MCQTYPE', 'LONGTYPE']));
    }
  });
});
