import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, multipart, png, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

type Dept = {
  _id: string;
  title: string;
  description: string;
  iconUrl: string | null;
  totalUser: number;
  createdAt: string;
  updatedAt: string;
};

const create = (payload: object, headers = admin) => t.inject({ method: 'POST', url: '/api/v1/department/create', headers, payload });
/** Lists with read-your-writes on the position of the last write, so no test waits on a timer. */
const list = (query: string, pos?: string, headers = admin) =>
  t.inject({ method: 'GET', url: `/api/v1/department${query}`, headers: { ...headers, ...(pos ? { 'x-min-position': pos } : {}) } });
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

describe('POST department/create', () => {
  it('creates from JSON and replies with the department', async () => {
    const r = await create({ title: '  Chemistry ', description: ' Labs and lectures ' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.message).toBe('Department created successfully');
    expect(body.data).toMatchObject({ title: 'Chemistry', description: 'Labs and lectures', iconUrl: null, totalUser: 0 });
    expect(pos(r)).toMatch(/^\d+$/);
    const got = await t.inject({
      method: 'GET',
      url: `/api/v1/department/${body.data._id}`,
      headers: { ...admin, 'x-min-position': pos(r) },
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ _id: body.data._id, title: 'Chemistry', description: 'Labs and lectures' });
  });

  it('creates from multipart with a PNG icon whose signed URL serves the same bytes', async () => {
    const icon = png(4, 3);
    const form = multipart({
      title: 'Biology',
      description: 'Plants and animals',
      icon: { filename: 'leaf.png', contentType: 'image/png', data: icon },
    });
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(200);
    const dept = r.json().data as Dept;
    expect(dept.iconUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);

    // Signed: no token needed.
    const file = await t.inject({ method: 'GET', url: dept.iconUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(icon)).toBe(true);

    // The list hands out a URL that works too.
    const listed = (await list('?searchTitle=Biology', pos(r))).json().data[0] as Dept;
    expect((await t.inject({ method: 'GET', url: listed.iconUrl! })).statusCode).toBe(200);

    const url = new URL(dept.iconUrl!, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const tampered = [
      `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${flipped}`,
      `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`,
      `${url.pathname}?exp=${url.searchParams.get('exp')}`,
      url.pathname,
    ];
    for (const u of tampered) {
      const bad = await t.inject({ method: 'GET', url: u });
      expect(bad.statusCode, u).toBe(404);
      expect(bad.json()).toEqual({ error: expect.any(String) });
    }
    // Without a signature nobody gets it, not even a user of the same institute (files-access.int.spec.ts).
    expect((await t.inject({ method: 'GET', url: url.pathname, headers: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: url.pathname, headers: await t.as('ADMIN', 'b') })).statusCode).toBe(404);
  });

  it('refuses an icon that is not an image with 415, whatever it claims to be', async () => {
    const form = multipart({
      title: 'Fake icon',
      description: 'A script named like a picture',
      icon: { filename: 'icon.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    });
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(415);
    expect(r.json()).toEqual({ error: expect.stringContaining('Icon') });
    // The name was not kept: the same title can be used once the icon is right.
    const ok = await create({ title: 'Fake icon', description: 'Now without an icon' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an icon over 2 MiB with 413', async () => {
    const big = png(2, 2, 2.5 * 1024 * 1024);
    const form = multipart({
      title: 'Huge icon',
      description: 'Too big',
      icon: { filename: 'big.png', contentType: 'image/png', data: big },
    });
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ error: expect.stringMatching(/too large/i) });
    expect((await list('?searchTitle=Huge icon')).json().totalCount).toBe(0);
  });

  it('refuses an empty icon file and two icons with 400', async () => {
    const empty = multipart({
      title: 'Empty icon',
      description: 'd',
      icon: { filename: 'e.png', contentType: 'image/png', data: Buffer.alloc(0) },
    });
    const r1 = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...empty.headers },
      payload: empty.payload,
    });
    expect(r1.statusCode).toBe(400);
    const two = multipart([
      ['title', 'Two icons'],
      ['description', 'd'],
      ['icon', { filename: 'a.png', contentType: 'image/png', data: png() }],
      ['icon', { filename: 'b.png', contentType: 'image/png', data: png() }],
    ]);
    const r2 = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...two.headers },
      payload: two.payload,
    });
    expect(r2.statusCode).toBe(400);
    expect(r2.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['no title', { description: 'd' }, 'Department name is required.'],
    ['empty title', { title: '', description: 'd' }, 'Department name is required.'],
    ['blank title', { title: '    ', description: 'd' }, 'Department name is required.'],
    ['null title', { title: null, description: 'd' }, 'Department name is required.'],
    ['no description', { title: 'Valid title' }, 'Description is required.'],
    ['blank description', { title: 'Valid title', description: ' \t ' }, 'Description is required.'],
  ])('answers %s with the spec message', async (_n, payload, error) => {
    const r = await create(payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error });
  });

  it('says the spec message for a multipart form too', async () => {
    const form = multipart({ title: '  ', description: 'd' });
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Department name is required.' });
  });

  it('refuses a duplicate name (any case, any spacing) with 409, and frees the name on delete', async () => {
    const first = await create({ title: 'History', description: 'Ancient and modern' });
    expect(first.statusCode).toBe(200);
    for (const title of ['History', 'HISTORY', '  history ']) {
      const dup = await create({ title, description: 'Again' });
      expect(dup.statusCode, title).toBe(409);
      expect(dup.json()).toEqual({ error: expect.any(String) });
    }
    // Another institute may use the same name.
    expect((await create({ title: 'History', description: 'In B' }, await t.as('ADMIN', 'b'))).statusCode).toBe(200);
    const del = await t.inject({ method: 'DELETE', url: `/api/v1/department/delete/${first.json().data._id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect((await create({ title: 'History', description: 'Back again' })).statusCode).toBe(200);
  });
});

describe('PUT department/update/:id and DELETE department/delete/:id', () => {
  it('updates from multipart (with a new icon), then deletes; afterwards the department is gone', async () => {
    const c = await create({ title: 'Geography', description: 'Maps' });
    const id = c.json().data._id as string;
    const form = multipart({
      title: 'Earth sciences',
      description: 'Maps and rocks',
      icon: { filename: 'g.png', contentType: 'image/png', data: png(3, 3) },
    });
    const u = await t.inject({
      method: 'PUT',
      url: `/api/v1/department/update/${id}`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toEqual({ message: 'Department updated successfully', data: { _id: id } });
    const got = await t.inject({ method: 'GET', url: `/api/v1/department/${id}`, headers: { ...admin, 'x-min-position': pos(u) } });
    expect(got.json().data).toMatchObject({
      title: 'Earth sciences',
      description: 'Maps and rocks',
      iconUrl: expect.stringContaining('/api/v1/files/'),
    });

    // The old name is free again, the new one is taken.
    expect((await create({ title: 'Earth Sciences', description: 'x' })).statusCode).toBe(409);

    // An update without an icon keeps the one it has.
    const u2 = await t.inject({
      method: 'PUT',
      url: `/api/v1/department/update/${id}`,
      headers: admin,
      payload: { title: 'Earth sciences', description: 'Rocks' },
    });
    expect(u2.statusCode).toBe(200);
    const got2 = await t.inject({ method: 'GET', url: `/api/v1/department/${id}`, headers: { ...admin, 'x-min-position': pos(u2) } });
    expect(got2.json().data).toMatchObject({ description: 'Rocks', iconUrl: expect.stringContaining('/api/v1/files/') });

    const d = await t.inject({ method: 'DELETE', url: `/api/v1/department/delete/${id}`, headers: admin });
    expect(d.statusCode).toBe(200);
    expect(d.json()).toEqual({ message: 'Department deleted successfully', data: { _id: id } });
    const gone = await t.inject({ method: 'GET', url: `/api/v1/department/${id}`, headers: { ...admin, 'x-min-position': pos(d) } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: expect.any(String) });
    expect((await list('?searchTitle=Earth', pos(d))).json().totalCount).toBe(0);

    // A deleted department can be neither updated nor deleted again.
    const again = await t.inject({ method: 'DELETE', url: `/api/v1/department/delete/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const upd = await t.inject({
      method: 'PUT',
      url: `/api/v1/department/update/${id}`,
      headers: admin,
      payload: { title: 'Zombie', description: 'z' },
    });
    expect(upd.statusCode).toBe(404);
    expect((await create({ title: 'Zombie', description: 'the name was released' })).statusCode).toBe(200);
  });

  it('answers an unknown id with 404 and the spec messages on update', async () => {
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/department/delete/no-such-id', headers: admin })).statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/v1/department/update/no-such-id',
          headers: admin,
          payload: { title: 'T', description: 'D' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/v1/department/no-such-id', headers: admin })).statusCode).toBe(404);
    const c = await create({ title: 'Music', description: 'Songs' });
    const id = c.json().data._id as string;
    const blank = await t.inject({
      method: 'PUT',
      url: `/api/v1/department/update/${id}`,
      headers: admin,
      payload: { title: ' ', description: 'Songs' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Department name is required.' });
    const noDesc = await t.inject({ method: 'PUT', url: `/api/v1/department/update/${id}`, headers: admin, payload: { title: 'Music' } });
    expect(noDesc.json()).toEqual({ error: 'Description is required.' });
  });

  it('refuses a rename onto a name another department holds with 409', async () => {
    await create({ title: 'Drama', description: 'Plays' });
    const art = await create({ title: 'Art', description: 'Paint' });
    const r = await t.inject({
      method: 'PUT',
      url: `/api/v1/department/update/${art.json().data._id}`,
      headers: admin,
      payload: { title: 'drama', description: 'Paint' },
    });
    expect(r.statusCode).toBe(409);
    // Art keeps its name, so a new "Art" is still refused.
    expect((await create({ title: 'Art', description: 'x' })).statusCode).toBe(409);
  });
});

describe('GET department (paged)', () => {
  let last = '';
  beforeAll(async () => {
    const other = await t.as('ADMIN', 'b');
    for (let i = 1; i <= 5; i++) {
      const r = await create({ title: `Paged ${i}`, description: `Pager row ${i}` }, other);
      expect(r.statusCode).toBe(200);
      last = pos(r);
    }
  });

  it('pages with perPage, pageNo, totalCount and isLastChunk, newest first', async () => {
    const b = await t.as('ADMIN', 'b');
    const p1 = (await list('?perPage=2&pageNo=1&searchTitle=Paged', last, b)).json();
    expect(p1).toMatchObject({ totalCount: 5, perPage: 2, pageNo: 1, isLastChunk: false });
    expect(p1.data.map((d: Dept) => d.title)).toEqual(['Paged 5', 'Paged 4']);
    const p3 = (await list('?perPage=2&pageNo=3&searchTitle=Paged', last, b)).json();
    expect(p3).toMatchObject({ totalCount: 5, perPage: 2, pageNo: 3, isLastChunk: true });
    expect(p3.data.map((d: Dept) => d.title)).toEqual(['Paged 1']);
    const beyond = (await list('?perPage=2&pageNo=9&searchTitle=Paged', last, b)).json();
    expect(beyond).toMatchObject({ data: [], totalCount: 5, isLastChunk: true });
    const all = (await list('', last, b)).json();
    expect(all).toMatchObject({ perPage: 20, pageNo: 1 });
    expect(all.totalCount).toBeGreaterThanOrEqual(5);
  });

  it('searches title and description, case-insensitively, with wildcards taken literally', async () => {
    const b = await t.as('ADMIN', 'b');
    expect((await list('?searchTitle=paged%203', last, b)).json().data.map((d: Dept) => d.title)).toEqual(['Paged 3']);
    expect((await list('?searchTitle=PAGER%20ROW%204', last, b)).json().data.map((d: Dept) => d.title)).toEqual(['Paged 4']);
    expect((await list('?searchTitle=%25', last, b)).json().totalCount).toBe(0);
    expect((await list('?searchTitle=Paged_', last, b)).json().totalCount).toBe(0);
    expect((await list('?searchTitle=%20%20', last, b)).json().totalCount).toBeGreaterThanOrEqual(5);
  });

  it('refuses perPage and pageNo out of range with 400', async () => {
    for (const q of ['?perPage=0', '?perPage=-1', '?perPage=201', '?pageNo=0', '?pageNo=abc', '?perPage=1e9', '?perPage=abc']) {
      const r = await list(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('routes a doubled slash', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/v1//department', headers: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ pageNo: 1, perPage: 20 });
  });

  it('lets staff and teachers read, and refuses students and parents', async () => {
    // Teachers go by their role; staff and managers need the department module.
    await grant(t, 'STAFF', ['department']);
    await grant(t, 'MANAGER', ['department']);
    for (const role of ['STAFF', 'TEACHER', 'MANAGER'] as const)
      expect((await list('', undefined, await t.as(role))).statusCode, role).toBe(200);
    for (const role of ['STUDENT', 'PARENT'] as const) expect((await list('', undefined, await t.as(role))).statusCode, role).toBe(403);
  });
});

describe('department dashboards', () => {
  it('department-report shows at most 6, oldest first, with totalUser and iconUrl; department-stat counts them all', async () => {
    const sa = await t.as('ADMIN', 'b');
    // B already holds "History" and five "Paged" rows from the tests above: with two more, 8 in all.
    let last = '';
    for (let i = 1; i <= 2; i++) last = pos(await create({ title: `Report ${i}`, description: 'r' }, sa));
    const report = await t.inject({
      method: 'GET',
      url: '/api/v1/dashboard/admin/department-report',
      headers: { ...sa, 'x-min-position': last },
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json().data as { _id: string; title: string; totalUser: number; iconUrl: string | null }[];
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['_id', 'iconUrl', 'title', 'totalUser']);
    expect(rows[0]!.title).toBe('History');
    const stat = await t.inject({
      method: 'GET',
      url: '/api/v1/dashboard/admin/department-stat',
      headers: { ...sa, 'x-min-position': last },
    });
    expect(stat.statusCode).toBe(200);
    const s = stat.json().data;
    expect(s.totalDepartment).toBe(s.departments.length);
    expect(s.totalDepartment).toBe(8);
    expect(s.totalEmployee).toBe(0);
    expect(s.departments.map((d: { title: string }) => d.title)).toEqual(expect.arrayContaining(['Report 1', 'Report 2', 'Paged 1']));
  });

  it('refuses the dashboards to students and teachers', async () => {
    for (const role of ['STUDENT', 'TEACHER'] as const) {
      for (const url of ['/api/v1/dashboard/admin/department-report', '/api/v1/dashboard/admin/department-stat']) {
        expect((await t.inject({ method: 'GET', url, headers: await t.as(role) })).statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});
