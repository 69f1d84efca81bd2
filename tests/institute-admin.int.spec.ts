import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, grant, startTestApp, type TestApp } from './support/harness.js';
import { newUser, pos } from './support/people.js';

/**
 * An institute's admin is chosen from users who already belong to it (for a new institute: to the caller's active
 * institute). Only a SUPER_ADMIN names anyone, so only a SUPER_ADMIN moves users between institutes.
 */
let t: TestApp;
let sa: Record<string, string>;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  sa = await t.as('SUPER_ADMIN');
  await grant(t, 'MANAGER', ['manageInstitute']);
  manager = await t.as('MANAGER');
});
afterAll(async () => t?.close());

const body = (admin: string, over: Record<string, unknown> = {}) => ({
  instituteName: 'A School',
  email: 'office@a.test',
  phoneNumber: '9876501234',
  admin,
  description: 'The first campus',
  address: '1 Main Road',
  ...over,
});
const put = (id: string, payload: object, headers: Record<string, string>) => t.with(headers).put(`institute/${id}`, payload);
const post = (payload: object, headers: Record<string, string>) => t.with(headers).post('institute', payload);
const userEvents = async (id: string) => (await t.rt.store.readStream(`user-${id}`)).length;
/** What B's admin gets when reading A's students with `x-institute-id`. */
const readsA = async (h: Record<string, string>) =>
  (await t.with(h).get('student?perPage=12&pageNo=1', { headers: { 'x-institute-id': t.schoolA.instituteId } })).statusCode;

describe('naming the admin of an institute', () => {
  it("refuses a MANAGER handing A to B's admin, writes nothing, and B's admin still cannot read A", async () => {
    const adminB = t.schoolB.users.get('ADMIN')!;
    const before = await t.rt.store.head();
    const r = await put(t.schoolA.instituteId, body(adminB), manager);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'The admin must already belong to this institute.' });
    expect(await t.rt.store.head()).toBe(before);
    expect(await readsA(await t.as('ADMIN', 'b'))).toBe(403);
  });

  it("refuses a MANAGER creating an institute for B's admin: B's admin's institutes stay as they were", async () => {
    const adminB = t.schoolB.users.get('ADMIN')!;
    const events = await userEvents(adminB);
    const before = await t.rt.store.head();
    const r = await post(body(adminB, { instituteName: 'M Annex', email: 'office@m.test' }), manager);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'The admin must belong to your institute.' });
    expect(await userEvents(adminB)).toBe(events);
    expect(await t.rt.store.head()).toBe(before);
  });

  it('keeps what a MANAGER may do: edit their institute with its own admin, create one for an admin of theirs', async () => {
    const adminA = t.schoolA.users.get('ADMIN')!;
    const r = await put(t.schoolA.instituteId, body(adminA, { description: 'Edited by the manager' }), manager);
    expect(r.json()).toEqual({ message: 'Institute updated successfully', data: { _id: t.schoolA.instituteId } });
    const c = await post(body(adminA, { instituteName: 'A Annex', email: 'annex@a.test' }), manager);
    expect(c.statusCode, c.body).toBe(200);
  });

  it("refuses an ADMIN of A naming B's admin (ADMIN does not edit institutes): nothing written", async () => {
    const adminB = t.schoolB.users.get('ADMIN')!;
    const before = await t.rt.store.head();
    const admin = await t.as('ADMIN');
    expect((await put(t.schoolA.instituteId, body(adminB), admin)).statusCode).toBe(403);
    expect((await post(body(adminB, { instituteName: 'X Annex', email: 'x@a.test' }), admin)).statusCode).toBe(403);
    expect(await t.rt.store.head()).toBe(before);
    expect(await readsA(await t.as('ADMIN', 'b'))).toBe(403);
  });

  it("lets a SUPER_ADMIN move B's admin into A, who then reads A's students", async () => {
    // A second admin of B, so the seeded one keeps the state the other cases rely on.
    const adminB = await newUser(t, { ...sa, 'x-institute-id': t.schoolB.instituteId }, 'ADMIN');
    expect(await readsA(adminB.headers)).toBe(403);
    const r = await put(t.schoolA.instituteId, body(adminB.id), sa);
    expect(r.json()).toEqual({ message: 'Institute updated successfully', data: { _id: t.schoolA.instituteId } });
    await eventually(async () => (await readsA({ ...adminB.headers, 'x-min-position': pos(r) })) === 200);
    // The institute's admin is back to A's own one (now chosen among A's users, which B's admin has become).
    expect((await put(t.schoolA.instituteId, body(t.schoolA.users.get('ADMIN')!), manager)).statusCode).toBe(200);
  });
});
