import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Role } from '@school/contracts';
import { grant, revoke, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const send = (role: Role, userId: string, extra: Record<string, unknown> = {}, school: 'a' | 'b' = 'a') =>
  t.as(role, school).post('user/send-email', { subject: 'Fee receipt', message: 'Your receipt is attached.', userId, ...extra });
const student = () => t.schoolA.users.get('STUDENT')!;

describe('user/send-email (000 §2, §5, §7; issue 19 §3)', () => {
  it('queues the message to the user, signed by the sender, replying to them, and records who wrote to whom', async () => {
    const r = await send('ADMIN', student());
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Email sent successfully', data: { subject: 'Fee receipt', status: 'QUEUED' } });
    const id = r.json().data._id as string;
    const row = await sql<{ recipient: string; body: string; reply_to: string; institute_id: string }>`
      select recipient, body, reply_to, institute_id from mail_outbox where id = ${id}`.execute(t.rt.database.db);
    expect(row.rows[0]!.recipient).toBe(r.json().data.to);
    expect(row.rows[0]!.body).toMatch(/^Your receipt is attached\.\n\n—\n.+/);
    expect(row.rows[0]!.reply_to).toContain('@');
    expect(row.rows[0]!.institute_id).toBe(t.schoolA.instituteId);
    const events = await t.rt.store.readStream(`userMail-${id}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([['UserEmailed', { mailId: id, userId: student(), subject: 'Fee receipt' }]]);
  });

  it("answers the spec's messages, an unknown or foreign user with 404, and writes nothing", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ subject: '' }, 400, 'Subject is required.'],
      [{ subject: '   ' }, 400, 'Subject is required.'],
      [{ message: '' }, 400, 'Message is required.'],
      [{ userId: '' }, 400, 'User is required.'],
      [{ userId: 'nobody' }, 404, 'User not found.'],
      [{ userId: t.schoolB.users.get('STUDENT')! }, 404, 'User not found.'],
    ];
    for (const [extra, status, error] of cases) {
      const before = await t.rt.store.head();
      const r = await send('ADMIN', student(), extra);
      expect(r.statusCode, error).toBe(status);
      expect(r.json()).toEqual({ error });
      expect(await t.rt.store.head()).toBe(before);
    }
  });

  it('lets MANAGER and STAFF write only with the module of the person written to', async () => {
    const teacher = t.schoolA.users.get('TEACHER')!;
    expect((await send('STAFF', student())).statusCode).toBe(403);
    await grant(t, 'STAFF', ['student']);
    expect((await send('STAFF', student())).statusCode).toBe(200);
    expect((await send('STAFF', teacher)).statusCode).toBe(403);
    await grant(t, 'STAFF', ['staff']);
    expect((await send('STAFF', teacher)).statusCode).toBe(200);
    await revoke(t, 'STAFF', ['student', 'staff']);
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as Role[]) expect((await send(role, student())).statusCode, role).toBe(403);
  });
});

describe('mail/delivery and mail/retry (issue 19 §3)', () => {
  it('shows each message of the institute with its state; a failed one can be queued again, once', async () => {
    // Sent through the delivery job (the outbox transport here): SENT.
    const sent = await send('ADMIN', student(), { subject: 'Delivery check' });
    const sentId = sent.json().data._id as string;
    const stateOf = async (id: string) =>
      ((await t.as('ADMIN').get('mail/delivery?searchTitle=Delivery&perPage=50')).json().data as { _id: string; status: string }[]).find(
        (m) => m._id === id,
      )?.status;
    for (let i = 0; i < 100 && (await stateOf(sentId)) !== 'SENT'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await stateOf(sentId)).toBe('SENT');
    // A message the mail server refused six times (as deliverOutbox leaves it: see delivery.int.spec.ts).
    const id = 'failed-mail-1';
    await sql`insert into mail_outbox (id, institute_id, recipient, subject, body, attempts, last_error, failed_at)
      values (${id}, ${t.schoolA.instituteId}, 'gone@a.test', 'Delivery refused', 'x', 6, '550 5.1.1 mailbox unavailable', now())`.execute(
      t.rt.database.db,
    );
    const list = await t.as('ADMIN').get('mail/delivery?searchTitle=Delivery%20refused&perPage=20&pageNo=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject([
      { _id: id, to: 'gone@a.test', status: 'FAILED', attempts: 6, lastError: '550 5.1.1 mailbox unavailable', nextAttemptAt: null },
    ]);
    expect((await t.as('ADMIN').get('mail/delivery?status=FAILED')).json().data.map((m: { _id: string }) => m._id)).toContain(id);
    expect((await t.as('ADMIN').get('mail/delivery?status=FAILED')).json().data.map((m: { _id: string }) => m._id)).not.toContain(sentId);
    // Another institute sees none of it and cannot retry it.
    expect((await t.as('ADMIN', 'b').get('mail/delivery?searchTitle=Delivery')).json().data).toEqual([]);
    expect((await t.as('ADMIN', 'b').post(`mail/retry/${id}`)).statusCode).toBe(404);
    const retried = await t.as('ADMIN').post(`mail/retry/${id}`);
    expect(retried.json()).toMatchObject({ message: 'Email queued again', data: { status: 'QUEUED', attempts: 0 } });
    expect((await t.as('ADMIN').post(`mail/retry/${id}`)).json()).toEqual({ error: 'Only a failed email can be tried again.' });
    expect((await t.as('ADMIN').post(`mail/retry/${sentId}`)).statusCode).toBe(409);
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as Role[])
      expect((await t.as(role).get('mail/delivery')).statusCode, role).toBe(403);
  });

  it('hides the secret part of links (an invitation or reset token) in what it shows', async () => {
    await t.rt.mailer.send(
      { to: 'x@a.test', subject: 'Reset your password', text: 'Open /reset-password?token=abc123secret' },
      t.schoolA.instituteId,
    );
    const list = await t.as('ADMIN').get('mail/delivery?searchTitle=Reset%20your');
    expect(list.json().data[0].body).toBe('Open /reset-password?token=[hidden]');
  });
});
