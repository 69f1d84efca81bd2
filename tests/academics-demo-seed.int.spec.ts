import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

type Slot = { subject: { _id: string }; teacher: { _id: string }; day: string; startAt: string };

describe('demo batches (issue 11 part 9)', () => {
  it("fill each batch's timetable with the teachers its Assign Teacher tab names, no teacher in two places at once", async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const admin = { authorization: `Bearer ${login.json().data.accessToken}` };
    const get = async (url: string) => (await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers: admin })).json().data;
    const batches = (await get('batch?perPage=50&pageNo=1')) as { _id: string }[];
    expect(batches.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    let slots = 0;
    for (const b of batches) {
      const assigned = new Map(
        ((await get(`batch/${b._id}/teachers`)) as { subject: { _id: string }; teacher: { _id: string } }[]).map((r) => [
          r.subject._id,
          r.teacher._id,
        ]),
      );
      for (const day of (await get(`batch/${b._id}/timetable`)) as { entries: Slot[] }[]) {
        for (const e of day.entries) {
          slots++;
          expect(assigned.get(e.subject._id)).toBe(e.teacher._id);
          const at = `${e.teacher._id} ${e.day} ${e.startAt}`;
          expect(seen.has(at), at).toBe(false);
          seen.add(at);
        }
      }
    }
    expect(slots).toBeGreaterThan(0);
  }, 300_000);
});
