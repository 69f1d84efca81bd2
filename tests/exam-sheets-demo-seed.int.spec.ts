import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type SeededPeople } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

/** The demo's sheets (issue 14 parts 3 and 4): written through the sheet commands, read back through the marking routes. */
let t: TestApp;
let people: SeededPeople;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  people = (await seedDemo(t.rt, t.app))!;
  await t.settle();
  const login = await t.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'teacher@demo.school', password: t.rt.config.demoPassword },
  });
  headers = { authorization: `Bearer ${login.json().data.accessToken}` };
}, 300_000);
afterAll(async () => t?.close());

const get = async (url: string) => {
  const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('the demo sheets', () => {
  it('has a finished online test taken by the batch: auto-marked, one written answer graded, one submitted by the deadline', async () => {
    const exams = (await get('exam?perPage=50&searchTitle=Unit%20test%201')).data;
    expect(exams).toHaveLength(1);
    expect(exams[0]).toMatchObject({ type: 'ONLINE', status: 'FINISHED', resultPublished: false });
    const [sub] = (await get(`exam/subject/${exams[0]._id}`)).data.concat((await get(`exam/subject/created-by-user/${exams[0]._id}`)).data);
    const attended = await get(`exam/student-attended/${sub._id}?type=ATTENDED&perPage=50`);
    expect(attended.totalCount).toBe(8);
    expect(attended.data.filter((r: { submittedBy: string }) => r.submittedBy === 'DEADLINE')).toHaveLength(1);
    const student = people.users.get('STUDENT')!;
    const ev = (await get(`exam/${sub._id}/evaluation/${student}`)).data;
    // Every MCQ right (10) and the written answer graded 12.
    expect(ev).toMatchObject({ status: 'GRADED', markSecured: 22, totalAttempted: 5, isSubmitted: true, submittedBy: 'STUDENT' });
    const history = (await get(`exam/result/history/${sub._id}/${student}`)).data;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(['AUTO_MARKED', 'AUTO_MARKED', 'AUTO_MARKED', 'AUTO_MARKED', 'GRADED']);
  });

  it('has the offline mid-term results recorded for every batch, published', async () => {
    const mid = (await get('exam?perPage=50&searchTitle=Mid-term')).data;
    expect(mid.length).toBeGreaterThan(0);
    for (const exam of mid) {
      expect(exam.resultPublished).toBe(true);
      const subs = (await get(`exam/subject/${exam._id}`)).data.concat((await get(`exam/subject/created-by-user/${exam._id}`)).data);
      for (const s of subs) {
        const rows = (await get(`exam/student-attended/${s._id}?perPage=50`)).data;
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r: { status: string; result: unknown }) => r.status === 'RECORDED' && r.result !== null)).toBe(true);
      }
    }
  });
});
