import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES as M, type Role } from '@school/contracts';
import { grant, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** The log position a write reached: a read sent with it (`at`) waits for the read model. */
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
const body = { subject: ' Fee receipt ', message: 'Where can I download the October fee receipt?' };

async function open(role: Role = 'STUDENT', b = body) {
  const r = await t.as(role).post('enquiry/create', b);
  expect(r.statusCode, r.body).toBe(200);
  return { id: r.json().data._id as string, at: pos(r), r };
}

describe('support enquiries', () => {
  it('a student opens an enquiry, the office replies, the student replies, the office resolves it', async () => {
    const { id, at, r } = await open();
    expect(r.json()).toEqual({
      message: M.created,
      data: { _id: id, subject: 'Fee receipt', status: 'OPEN', resolved: false, messageCount: 1 },
    });
    const mine = await t.as('STUDENT').get('enquiry/user?perPage=10&pageNo=1&resolved=false', { at });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ perPage: 10, pageNo: 1, isLastChunk: true });
    expect(mine.json().data[0]).toMatchObject({
      _id: id,
      subject: 'Fee receipt',
      recentMessage: { latest: { message: body.message, from: 'USER' } },
    });

    const reply = await t.as('ADMIN').post('enquiry/reply-to-user', { enquiryId: id, message: 'It is under Fees, then Receipts.' });
    expect(reply.json()).toMatchObject({ message: M.replied, data: { _id: id, messageCount: 2 } });
    const thread = await t.as('STUDENT').get(`enquiry/user/${id}`, { at: pos(reply) });
    expect(thread.json().data.messages.map((m: { from: string }) => m.from)).toEqual(['USER', 'STAFF']);
    expect(thread.json().data.recentMessage.latest.message).toBe('It is under Fees, then Receipts.');

    // The student's bell: the reply is a notification of theirs.
    const bell = await t.as('STUDENT').get('notification', { at: pos(reply) });
    expect(bell.json().data.map((n: { title: string }) => n.title)).toContain('Reply to your enquiry: Fee receipt');

    const back = await t.as('STUDENT').post('enquiry/reply', { enquiryId: id, message: 'Found it there, thank you.' });
    expect(back.json()).toMatchObject({ message: M.replied, data: { messageCount: 3 } });
    const adminBell = await t.as('ADMIN').get('notification', { at: pos(back) });
    expect(adminBell.json().data.map((n: { title: string }) => n.title)).toContain('New reply on enquiry: Fee receipt');

    const done = await t.as('ADMIN').post('enquiry/mark-resolved', { enquiryId: id });
    expect(done.json()).toMatchObject({ message: M.markedResolved, data: { status: 'RESOLVED', resolved: true } });
    const open2 = await t.as('STUDENT').get('enquiry/user?resolved=false', { at: pos(done) });
    expect(open2.json().data.map((e: { _id: string }) => e._id)).not.toContain(id);
    const closed = await t.as('STUDENT').get('enquiry/user?resolved=true', { at: pos(done) });
    expect(closed.json().perPage).toBe(10);
    expect(closed.json().data.map((e: { _id: string }) => e._id)).toContain(id);
    const office = await t.as('ADMIN').get(`enquiry/${id}`, { at: pos(done) });
    expect(office.json().data).toMatchObject({ status: 'RESOLVED', resolvedBy: { _id: t.schoolA.users.get('ADMIN') } });
  });

  it('a resolved enquiry refuses the office (409, nothing written); the user reopens it by replying', async () => {
    const { id } = await open('PARENT', { subject: 'Bus timing', message: 'When does the evening bus leave now?' });
    await t.as('ADMIN').post('enquiry/mark-resolved', { enquiryId: id });
    const before = await t.rt.store.head();
    const refused = await t.as('ADMIN').post('enquiry/reply-to-user', { enquiryId: id, message: 'One more thing about it.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: M.resolved });
    const again = await t.as('ADMIN').post('enquiry/mark-resolved', { enquiryId: id });
    expect(again.json()).toEqual({ error: M.alreadyResolved });
    expect(await t.rt.store.head()).toBe(before);
    const reopened = await t.as('PARENT').post('enquiry/reply', { enquiryId: id, message: 'It still leaves late, please check.' });
    expect(reopened.json()).toMatchObject({ data: { status: 'OPEN', resolved: false } });
  });

  it("answers the message form's rules with the spec's messages, and writes nothing", async () => {
    const before = await t.rt.store.head();
    const cases: [object, string][] = [
      [{ message: body.message }, M.subjectRequired],
      [{ subject: '', message: body.message }, M.subjectRequired],
      [{ subject: 'ab', message: body.message }, M.subjectShort],
      [{ subject: '  ab  ', message: body.message }, M.subjectShort],
      [{ subject: 'Fees' }, M.messageRequired],
      [{ subject: 'Fees', message: 'too short' }, M.messageShort],
      [{ subject: 'Fees', message: '   short      ' }, M.messageShort],
    ];
    for (const [b, error] of cases) {
      const r = await t.as('TEACHER').post('enquiry/create', b);
      expect(r.statusCode, JSON.stringify(b)).toBe(400);
      expect(r.json()).toEqual({ error });
    }
    expect((await t.as('ADMIN').post('enquiry/reply-to-user', { enquiryId: 'x', message: 'short' })).json()).toEqual({
      error: M.messageShort,
    });
    expect(await t.rt.store.head()).toBe(before);
  });

  it('a user reaches only their own enquiries; the office needs module notice', async () => {
    const { id, at } = await open('STUDENT', { subject: 'Hostel room', message: 'Can I change my hostel room next term?' });
    const before = await t.rt.store.head();
    for (const role of ['PARENT', 'TEACHER'] as Role[]) {
      expect((await t.as(role).get(`enquiry/user/${id}`, { at })).statusCode, role).toBe(404);
      expect((await t.as(role).post('enquiry/reply', { enquiryId: id, message: 'Not mine to answer here.' })).statusCode, role).toBe(404);
      const list = await t.as(role).get('enquiry/user', { at });
      expect(
        list.json().data.map((e: { _id: string }) => e._id),
        role,
      ).not.toContain(id);
    }
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as Role[]) {
      expect((await t.as(role).get('enquiry/list')).statusCode, role).toBe(403);
      expect((await t.as(role).get(`enquiry/${id}`)).statusCode, role).toBe(403);
      expect((await t.as(role).post('enquiry/reply-to-user', { enquiryId: id, message: 'Answering as office.' })).statusCode, role).toBe(
        403,
      );
      expect((await t.as(role).post('enquiry/mark-resolved', { enquiryId: id })).statusCode, role).toBe(403);
    }
    expect((await t.as('STAFF').get('enquiry/list')).statusCode).toBe(403);
    expect((await t.as('ADMIN').post('enquiry/create', body)).statusCode).toBe(403);
    expect((await t.with().get('enquiry/user')).statusCode).toBe(401);
    expect(await t.rt.store.head()).toBe(before);

    await grant(t, 'STAFF', ['notice']);
    const inbox = await t.as('STAFF').get('enquiry/list?status=OPEN&role=STUDENT&searchTitle=Hostel', { at });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().data.map((e: { _id: string }) => e._id)).toEqual([id]);
    const r = await t.as('STAFF').post('enquiry/reply-to-user', { enquiryId: id, message: 'Yes, ask the warden next week.' });
    expect(r.statusCode).toBe(200);
  });

  it('the office inbox lists open enquiries first', async () => {
    const a = await open('TEACHER', { subject: 'Projector', message: 'The projector in room 4 does not work.' });
    await t.as('ADMIN').post('enquiry/mark-resolved', { enquiryId: a.id });
    const b = await open('TEACHER', { subject: 'Whiteboard', message: 'Please replace the whiteboard markers.' });
    const list = await t.as('ADMIN').get('enquiry/list?perPage=200', { at: b.at });
    const statuses = list.json().data.map((e: { status: string }) => e.status) as string[];
    expect(statuses.indexOf('RESOLVED')).toBeGreaterThan(statuses.lastIndexOf('OPEN'));
    const open_ = await t.as('ADMIN').get('enquiry/list?status=OPEN', { at: b.at });
    expect(open_.json().data.every((e: { status: string }) => e.status === 'OPEN')).toBe(true);
  });

  it("keeps another institute's enquiries out of reach (404, nothing written)", async () => {
    const { id, at } = await open();
    const listed = await t.as('ADMIN', 'b').get('enquiry/list', { at });
    expect(listed.json().data.map((e: { _id: string }) => e._id)).not.toContain(id);
    const before = await t.rt.store.head();
    expect((await t.as('ADMIN', 'b').get(`enquiry/${id}`, { at })).statusCode).toBe(404);
    expect((await t.as('ADMIN', 'b').post('enquiry/reply-to-user', { enquiryId: id, message: 'From the other school.' })).statusCode).toBe(
      404,
    );
    expect((await t.as('ADMIN', 'b').post('enquiry/mark-resolved', { enquiryId: id })).statusCode).toBe(404);
    expect((await t.as('STUDENT', 'b').post('enquiry/reply', { enquiryId: id, message: 'From the other school.' })).statusCode).toBe(404);
    expect(await t.rt.store.head()).toBe(before);
  });
});

describe('support enquiry history', () => {
  it('the office reads who opened, replied, resolved and reopened; a user and another institute cannot', async () => {
    const { id } = await open('TEACHER', { subject: 'Lab keys', message: 'Who keeps the spare keys of the physics lab?' });
    await t.as('ADMIN').post('enquiry/reply-to-user', { enquiryId: id, message: 'The office keeps them in the key box.' });
    await t.as('ADMIN').post('enquiry/mark-resolved', { enquiryId: id });
    const back = await t.as('TEACHER').post('enquiry/reply', { enquiryId: id, message: 'The box was empty this morning.' });
    const h = await t.as('ADMIN').get(`enquiry/history/${id}`, { at: pos(back) });
    expect(h.statusCode).toBe(200);
    expect(h.json().data.map((e: { summary: string }) => e.summary)).toEqual([
      'Enquiry opened: Lab keys',
      'Office replied',
      'Marked resolved',
      'Reopened by the user’s reply',
      'User replied',
    ]);
    expect(h.json().data[2].actor._id).toBe(t.schoolA.users.get('ADMIN'));
    expect((await t.as('TEACHER').get(`enquiry/history/${id}`)).statusCode).toBe(403);
    expect((await t.as('ADMIN', 'b').get(`enquiry/history/${id}`)).statusCode).toBe(404);
  });
});

describe('support enquiry people', () => {
  it('names people by name and role only: no contact or profile field reaches the office or the user', async () => {
    const { id, at } = await open('PARENT', { subject: 'Uniform sizes', message: 'Are the new winter uniforms available in size 30?' });
    const r = await t.as('ADMIN').post('enquiry/reply-to-user', { enquiryId: id, message: 'Yes, at the store from Monday.' });
    for (const [role, url] of [
      ['ADMIN', `enquiry/${id}`],
      ['PARENT', `enquiry/user/${id}`],
    ] as const) {
      const thread = (await t.as(role).get(url, { at: pos(r) })).json().data;
      expect(Object.keys(thread.user).sort(), role).toEqual(['_id', 'name', 'role']);
      for (const m of thread.messages) expect(Object.keys(m.sender).sort(), role).toEqual(['_id', 'name']);
      expect(JSON.stringify(thread), role).not.toMatch(/@|phone|address|aadhar|bank/i);
    }
    const list = (await t.as('ADMIN').get('enquiry/list?searchTitle=Uniform', { at })).json().data;
    expect(Object.keys(list[0].user).sort()).toEqual(['_id', 'name', 'role']);
  });
});
