import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/contracts';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
const body = (version: string, extra: Record<string, unknown> = {}) => ({
  version,
  title: 'A new version',
  message: 'Attendance works offline now.',
  isDismissible: true,
  ...extra,
});

describe('app-update (000 §7, issue 19 §5)', () => {
  it('publishes a notice that every role reads; the newest wins and older versions are refused', async () => {
    const first = await t.as('ADMIN').post('app-update', body('3.1.0'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'App update published successfully',
      data: {
        type: 'ANDROID',
        version: '3.1.0',
        title: 'A new version',
        isDismissible: true,
        createdBy: { _id: t.schoolA.users.get('ADMIN') },
      },
    });
    const second = await t.as('SUPER_ADMIN').post('app-update', body('3.10', { isDismissible: false, type: 'ANDROID' }));
    expect(second.statusCode).toBe(200);
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as Role[]) {
      const r = await t.as(role).get('app-update?type=ANDROID', { at: pos(second) });
      expect(r.statusCode, role).toBe(200);
      expect(r.json().data, role).toMatchObject({ version: '3.10', isDismissible: false });
    }
    const older = await t.as('ADMIN').post('app-update', body('3.9'));
    expect(older.statusCode).toBe(409);
    expect(older.json()).toEqual({ error: 'App version must be newer than 3.10.' });
    const history = await t.as('ADMIN').get('app-update/history?type=ANDROID&perPage=10&pageNo=1', { at: pos(second) });
    expect(history.json()).toMatchObject({ totalCount: 2, isLastChunk: true });
    expect(history.json().data.map((x: { version: string }) => x.version)).toEqual(['3.10', '3.1.0']);
  });

  it("answers the spec's messages and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body(''), version: undefined }, 'App version is required.'],
      [body(''), 'App version is required.'],
      [body('2.x'), 'App version must be numbers separated by dots, like 2.4.1.'],
      [body('9.0', { title: ' ' }), 'App update title is required.'],
      [body('9.0', { message: '' }), 'Description is required.'],
      [{ ...body('9.0'), isDismissible: undefined }, 'Dismissible is required.'],
      [body('9.0', { isDismissible: 'maybe' }), 'Dismissible is required.'],
    ];
    for (const [b, error] of cases) {
      const before = await t.rt.store.head();
      const r = await t.as('ADMIN').post('app-update', b);
      expect(r.statusCode, error).toBe(400);
      expect(r.json(), JSON.stringify(b)).toEqual({ error });
      expect(await t.rt.store.head()).toBe(before);
    }
  });

  it('lets only administrators publish; another institute sees none of it', async () => {
    const before = await t.rt.store.head();
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as Role[]) {
      expect((await t.as(role).post('app-update', body('99.0'))).statusCode, role).toBe(403);
      expect((await t.as(role).get('app-update/history')).statusCode, role).toBe(403);
    }
    expect((await t.with().get('app-update')).statusCode).toBe(401);
    expect(await t.rt.store.head()).toBe(before);
    const b = await t.as('STUDENT', 'b').get('app-update?type=ANDROID');
    expect(b.json()).toEqual({ message: 'No app update published', data: null });
  });
});
