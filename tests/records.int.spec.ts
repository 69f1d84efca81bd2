import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/contracts';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** The log position a write reached: a read sent with it (`at`) waits for the read model. */
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

describe('records/student-certificate', () => {
  it('lets an admin add, list and delete a student certificate', async () => {
    const created = await t.as('ADMIN').post('records/student-certificate/create', { title: ' First ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Student certificate added successfully',
      data: { title: 'First', createdBy: t.schoolA.users.get('ADMIN') },
    });
    const id = created.json().data._id as string;
    const listed = await t.as('ADMIN').get('records/student-certificate?searchTitle=First', { at: pos(created) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((x: { _id: string }) => x._id)).toEqual([id]);
    const deleted = await t.as('ADMIN').delete(`records/student-certificate/delete/${id}`);
    expect(deleted.json()).toEqual({ message: 'Student certificate deleted successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get('records/student-certificate?searchTitle=First', { at: pos(deleted) })).json().data).toEqual([]);
    expect((await t.as('ADMIN').delete(`records/student-certificate/delete/${id}`)).statusCode).toBe(404);
  });

  it('answers a missing or blank title with 400 and the message, and writes nothing', async () => {
    for (const body of [{}, { title: '' }, { title: '   ' }]) {
      const before = await t.rt.store.head();
      const r = await t.as('ADMIN').post('records/student-certificate/create', body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: 'Student certificate title is required.' });
      expect(await t.rt.store.head()).toBe(before);
    }
  });

  it('refuses the roles below ADMIN and callers without a token, before anything is written', async () => {
    const before = await t.rt.store.head();
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as Role[]) {
      expect((await t.as(role).post('records/student-certificate/create', { title: 'No' })).statusCode, role).toBe(403);
      expect((await t.as(role).get('records/student-certificate')).statusCode, role).toBe(403);
    }
    expect((await t.with().post('records/student-certificate/create', { title: 'No' })).statusCode).toBe(401);
    expect(await t.rt.store.head()).toBe(before);
  });

  it("keeps another institute's student-certificates out of its lists and out of its reach (404, nothing written)", async () => {
    const created = await t.as('ADMIN').post('records/student-certificate/create', { title: 'Only A' });
    const id = created.json().data._id as string;
    const listed = await t.as('ADMIN', 'b').get('records/student-certificate?searchTitle=Only', { at: pos(created) });
    expect(listed.json().data).toEqual([]);
    const before = await t.rt.store.head();
    expect((await t.as('ADMIN', 'b').delete(`records/student-certificate/delete/${id}`)).statusCode).toBe(404);
    expect(await t.rt.store.head()).toBe(before);
  });
});
