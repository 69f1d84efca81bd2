import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, multipart, png, startTestApp, type TestApp } from './support/harness.js';

/**
 * Institute B's ADMIN holds a valid token and guesses (or was leaked) A's ids. Every call on them must look
 * exactly like a call on an id that does not exist: 404, nothing written, nothing listed.
 */
let t: TestApp;
let a: Record<string, string>;
let b: Record<string, string>;
let deptA: string;
let entryA: string;
let last: string;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.as('ADMIN');
  b = await t.as('ADMIN', 'b');
  const d = await t.inject({
    method: 'POST',
    url: '/api/v1/department/create',
    headers: a,
    payload: { title: 'Secret lab', description: 'Only A' },
  });
  deptA = d.json().data._id;
  const f = await t.inject({
    method: 'POST',
    url: '/api/v1/finance/create',
    headers: a,
    payload: { title: 'A income', financeType: 'CREDIT', amount: 777 },
  });
  entryA = f.json().data._id;
  // B has rows of its own, with the same department name as A (names are unique per institute only).
  await t.inject({ method: 'POST', url: '/api/v1/department/create', headers: b, payload: { title: 'Secret lab', description: 'B own' } });
  await t.inject({ method: 'POST', url: '/api/v1/department/create', headers: b, payload: { title: 'B workshop', description: 'B own' } });
  const fb = await t.inject({
    method: 'POST',
    url: '/api/v1/finance/create',
    headers: b,
    payload: { title: 'B income', financeType: 'CREDIT', amount: 5 },
  });
  last = fb.headers['x-position'] as string;
});
afterAll(async () => t?.close());

const notFoundLike = (r: { statusCode: number; json(): unknown }, what: string) => {
  expect(r.statusCode, what).toBe(404);
  expect(r.json(), what).toEqual({ error: expect.any(String) });
};

describe("B's ADMIN on A's ids", () => {
  it('cannot read A department', async () => {
    notFoundLike(await t.inject({ method: 'GET', url: `/api/v1/department/${deptA}`, headers: b }), 'GET department/:id');
    // The control: A can.
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/department/${deptA}`, headers: { ...a, 'x-min-position': last } })).statusCode,
    ).toBe(200);
  });

  it('cannot update A department (JSON or multipart, with a free or a taken name) and writes nothing', async () => {
    const before = await eventCount(t.rt, `department-${deptA}`);
    const json = await t.inject({
      method: 'PUT',
      url: `/api/v1/department/update/${deptA}`,
      headers: b,
      payload: { title: 'Hijacked', description: 'x' },
    });
    notFoundLike(json, 'PUT json');
    // "B workshop" is taken in B: the reply must still be 404, not a 409 that would say the id exists.
    const taken = await t.inject({
      method: 'PUT',
      url: `/api/v1/department/update/${deptA}`,
      headers: b,
      payload: { title: 'B workshop', description: 'x' },
    });
    notFoundLike(taken, 'PUT taken name');
    const form = multipart({ title: 'Hijacked 2', description: 'x', icon: { filename: 'i.png', contentType: 'image/png', data: png() } });
    notFoundLike(
      await t.inject({
        method: 'PUT',
        url: `/api/v1/department/update/${deptA}`,
        headers: { ...b, ...form.headers },
        payload: form.payload,
      }),
      'PUT multipart',
    );
    expect(await eventCount(t.rt, `department-${deptA}`)).toBe(before);
    // The names B tried were not left reserved in B.
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: b,
      payload: { title: 'Hijacked', description: 'now really B' },
    });
    expect(r.statusCode).toBe(200);
  });

  it('cannot delete A department or A finance entry', async () => {
    notFoundLike(await t.inject({ method: 'DELETE', url: `/api/v1/department/delete/${deptA}`, headers: b }), 'DELETE department');
    notFoundLike(await t.inject({ method: 'DELETE', url: `/api/v1/finance/delete/${entryA}`, headers: b }), 'DELETE finance');
    expect(await eventCount(t.rt, `department-${deptA}`)).toBe(1);
    expect(await eventCount(t.rt, `financeEntry-${entryA}`)).toBe(1);
  });

  it('gets the same reply for A ids as for ids that do not exist', async () => {
    const ghost = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
    const pairs: [string, string, object?][] = [
      ['GET', '/api/v1/department/%s'],
      ['DELETE', '/api/v1/department/delete/%s'],
      ['PUT', '/api/v1/department/update/%s', { title: 'Probe', description: 'p' }],
      ['DELETE', '/api/v1/finance/delete/%s'],
    ];
    for (const [method, url, payload] of pairs) {
      const real = url.includes('finance') ? entryA : deptA;
      const r1 = await t.inject({ method: method as 'GET', url: url.replace('%s', real), headers: b, ...(payload ? { payload } : {}) });
      const r2 = await t.inject({ method: method as 'GET', url: url.replace('%s', ghost), headers: b, ...(payload ? { payload } : {}) });
      expect([r1.statusCode, r1.json()], `${method} ${url}`).toEqual([r2.statusCode, r2.json()]);
    }
  });

  it("never lists A's rows, and A never sees B's", async () => {
    const depB = (
      await t.inject({ method: 'GET', url: '/api/v1/department?perPage=200', headers: { ...b, 'x-min-position': last } })
    ).json();
    expect(depB.data.map((d: { _id: string }) => d._id)).not.toContain(deptA);
    expect(depB.data.map((d: { description: string }) => d.description)).not.toContain('Only A');
    const finB = (await t.inject({ method: 'GET', url: '/api/v1/finance?perPage=200', headers: { ...b, 'x-min-position': last } })).json();
    expect(finB.data.map((e: { _id: string }) => e._id)).not.toContain(entryA);
    expect(finB.totalCount).toBe(1);
    const searchB = (await t.inject({ method: 'GET', url: '/api/v1/finance?searchTitle=A%20income', headers: b })).json();
    expect(searchB.totalCount).toBe(0);
    for (const url of ['/api/v1/dashboard/admin/department-report', '/api/v1/dashboard/admin/department-stat']) {
      const body = (await t.inject({ method: 'GET', url, headers: { ...b, 'x-min-position': last } })).body;
      expect(body, url).not.toContain(deptA);
    }
    const finA = (await t.inject({ method: 'GET', url: '/api/v1/finance', headers: { ...a, 'x-min-position': last } })).json();
    expect(finA.data.map((e: { title: string }) => e.title)).toEqual(['A income']);
    const statB = (
      await t.inject({ method: 'GET', url: '/api/v1/dashboard/admin/dashboard-stat', headers: { ...b, 'x-min-position': last } })
    ).json();
    expect(statB.data.totalRevenue).toBe(5);
  });

  it("cannot fetch A's icon file without its signed URL", async () => {
    const form = multipart({
      title: 'Icon lab',
      description: 'with icon',
      icon: { filename: 'i.png', contentType: 'image/png', data: png() },
    });
    const c = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...a, ...form.headers },
      payload: form.payload,
    });
    const path = new URL(c.json().data.iconUrl as string, 'http://x').pathname;
    notFoundLike(await t.inject({ method: 'GET', url: path, headers: b }), 'file by B');
    // Unsigned, not even A's own admin gets it (files-access.int.spec.ts); the signed link works.
    expect((await t.inject({ method: 'GET', url: path, headers: a })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: c.json().data.iconUrl as string })).statusCode).toBe(200);
  });
});
