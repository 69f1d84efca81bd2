import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

const login = async (email: string) => {
  const r = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: t.rt.config.demoPassword } });
  return { authorization: `Bearer ${r.json().data.accessToken}` };
};

describe('demo transport riders', () => {
  // The routes are the fleet slice's demo: without its `GET transport` (the riders branch alone) there is nothing to check.
  it('puts stops, about sixteen riders (the demo student among them) and the term’s fare on the demo routes', async (ctx) => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const admin = await login('admin@demo.school');
    const get = async (url: string, headers = admin) => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      return { status: r.statusCode, body: r.json() };
    };
    const routes = await get('transport?perPage=20');
    if (routes.status === 404) return ctx.skip();
    expect(routes.status).toBe(200);
    let riders = 0;
    for (const r of routes.body.data.slice(0, 2)) {
      const d = await get(`transport/route-detail/${r._id}`);
      expect(d.status).toBe(200);
      expect(d.body.data.stops.length).toBeGreaterThanOrEqual(4);
      for (const s of d.body.data.stops) expect(s.fare).toBeGreaterThanOrEqual(900);
      riders += d.body.data.riders;
    }
    expect(riders).toBeGreaterThanOrEqual(12);
    const student = await login('student@demo.school');
    const me = (await get('auth/me', student)).body.data as { _id: string };
    const mine = await get(`transport/student/${me._id}`, student);
    expect(mine.body.data?.stop.name).toBeTruthy();
    const fees = await get(`student/student-fee/${me._id}`, student);
    expect(JSON.stringify(fees.body)).toMatch(/Transport/i);
  }, 300_000);
});
