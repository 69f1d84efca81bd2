import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_USER, PUSH_CLOSE } from '@school/contracts';
import { eventually, startTestApp, type TestApp } from './support/harness.js';
import { wsClient, type Socket } from './support/ws.js';
// A token that expires in a second or two, signed like the server's own.
import { createTokens } from '../server/src/platform/auth/tokens.js';

/** Item 9: a socket ends with its session (block, delete, new password, sign-out, expiry), and a user has at most 5. */
let t: TestApp;
let client: Awaited<ReturnType<typeof wsClient>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  client = await wsClient(t);
});
afterAll(async () => {
  client?.closeAll();
  await t?.close();
});

const BOUND_MS = 5000;
/** Waits (bounded) for the server to close the socket with the session-ended code. */
const endedWithin = async (s: Socket, code: number = PUSH_CLOSE.sessionEnded) => {
  await eventually(() => s.closed !== null, BOUND_MS);
  expect(s.closed).toMatchObject({ code, reason: expect.any(String) });
};
const stillOpen = (s: Socket) => expect(s.closed).toBeNull();

describe('a socket ends with its session', () => {
  it("closes a blocked user's socket, and only theirs", async () => {
    const teacher = await client.connect(await client.tokenOf('TEACHER'));
    const other = await client.connect(await client.tokenOf('ADMIN'));
    await eventually(() => teacher.messages.length >= 1 && other.messages.length >= 1);
    const r = await t.inject({ method: 'PUT', url: `/api/v1/user/block/${t.schoolA.users.get('TEACHER')}`, headers: admin });
    expect(r.statusCode, r.body).toBe(200);
    await endedWithin(teacher);
    expect(teacher.closed!.reason).toMatch(/sign in/i);
    // A signal after the block reaches the admin, and the admin's socket stays open.
    const payload = { title: 'After block', description: 'x' };
    const d = await t.inject({ method: 'POST', url: '/api/v1/department/create', headers: admin, payload });
    await eventually(() => other.messages.some((m) => m.ids?.includes(d.json().data._id)));
    stillOpen(other);
  });

  it("closes a deleted user's socket", async () => {
    const staff = await client.connect(await client.tokenOf('STAFF'));
    await eventually(() => staff.messages.length >= 1);
    const r = await t.inject({ method: 'DELETE', url: `/api/v1/user/${t.schoolA.users.get('STAFF')}`, headers: admin });
    expect(r.statusCode, r.body).toBe(200);
    await endedWithin(staff);
  });

  it('closes the socket when the password changes', async () => {
    const parent = await client.connect(await client.tokenOf('PARENT'));
    await eventually(() => parent.messages.length >= 1);
    await t.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'parent@a.test' } });
    // The outbox over the API hides the link's secret; the test reads the mailer itself.
    const token = /token=([\w-]+)/.exec((await t.rt.mailer.latest(1, 'parent@a.test'))[0]!.body)![1]!;
    const reset = await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'brand-new-1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    await endedWithin(parent);
  });

  it('closes the socket on sign-out', async () => {
    const token = await client.tokenOf('STUDENT');
    const student = await client.connect(token);
    await eventually(() => student.messages.length >= 1);
    const out = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode, out.body).toBe(200);
    await endedWithin(student);
  });

  it('closes the socket when its token expires', async () => {
    const login = await t.as('MANAGER');
    const claims = JSON.parse(Buffer.from(login.authorization!.split('.')[1]!, 'base64url').toString());
    const short = createTokens(t.rt.secret, 2).issue({ sub: claims.sub, role: claims.role, tv: claims.tv }).token;
    const manager = await client.connect(short);
    await eventually(() => manager.messages.length >= 1);
    stillOpen(manager);
    await endedWithin(manager);
    expect(manager.closed!.reason).toMatch(/expired/);
  });
});

describe('sockets per user', () => {
  it(`keeps at most ${MAX_SOCKETS_PER_USER}: opening one more closes the oldest`, async () => {
    const token = await client.tokenOf('ADMIN');
    const many: Socket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER + 1; i++) many.push(await client.connect(token));
    await eventually(() => many.every((s) => s.messages.length >= 1 || s.closed));
    // Sockets of this user opened by earlier tests are older still; the newest five stay.
    await endedWithin(many[0]!, PUSH_CLOSE.tooMany);
    for (const s of many.slice(1)) stillOpen(s);
  });
});
