import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUsers } from '../server/src/modules/identity/index.js';
import { rowUserId } from '../server/src/modules/bulk-upload/rows.js';
import { looksLikeXlsx, readSheet } from '../server/src/modules/bulk-upload/sheet.js';
import { writeSheet } from '../server/src/modules/bulk-upload/samples.js';
import { eventCount, png, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const ctx = () => ({
  actor: { userId: t.schoolA.users.get('ADMIN')!, role: 'ADMIN' as const },
  instituteId: t.schoolA.instituteId,
  correlationId: randomUUID(),
  now: new Date(),
});
const input = (email: string) => ({
  email,
  userId: rowUserId(t.schoolA.instituteId, email),
  displayName: 'Bulk Person',
  role: 'STUDENT' as const,
  password: null,
  institutes: [t.schoolA.instituteId],
  profile: { phoneNumber: '9876543210', countryCode: '+91' },
});

describe('registerUsers (the bulk form of registerUser)', () => {
  it('registers new users in one append, and on a second run reports an existing user as already registered while still registering the new one', async () => {
    const first = input(`one.${randomUUID().slice(0, 6)}@a.test`);
    const head = await t.rt.store.head();
    expect(await registerUsers(t.rt, ctx(), [first])).toEqual([{ userId: first.userId, ok: true }]);
    expect(await eventCount(t.rt, `user-${first.userId}`)).toBe(2);
    expect((await t.rt.store.head()) - head).toBe(2n);

    const second = input(`two.${randomUUID().slice(0, 6)}@a.test`);
    const r = await registerUsers(t.rt, ctx(), [first, second]);
    expect(r[0]).toMatchObject({ userId: first.userId, ok: false, already: true });
    expect(r[1]).toEqual({ userId: second.userId, ok: true });
    expect(await eventCount(t.rt, `user-${first.userId}`)).toBe(2);
    expect(await t.rt.reservations.owner('user-email', first.email)).toBe(first.userId);
  });

  it("refuses an e-mail another user holds with the registration message and keeps that user's reservation", async () => {
    const taken = input('admin@a.test');
    const [r] = await registerUsers(t.rt, ctx(), [taken]);
    expect(r).toMatchObject({ ok: false, already: false });
    expect((r as { error: Error }).error.message).toBe('A user with this email already exists.');
    expect(await t.rt.reservations.owner('user-email', 'admin@a.test')).toBe(t.schoolA.users.get('ADMIN'));
  });
});

describe('reading sheets', () => {
  it('sniffs the ZIP signature and reads cells as form text (numbers, dates, any header case)', async () => {
    expect(looksLikeXlsx(png())).toBe(false);
    const file = await writeSheet('staff', [
      { name: ' Asha ', email: 'asha@a.test', phoneNumber: 9876543210, dateOfBirth: new Date(Date.UTC(1990, 4, 6)), role: 'teacher' },
    ]);
    expect(looksLikeXlsx(file)).toBe(true);
    const { rows, missing } = await readSheet(file, ['name', 'email', 'phoneNumber', 'dateOfBirth', 'role', 'extra']);
    expect(missing).toEqual(['extra']);
    expect(rows).toEqual([
      {
        row: 2,
        values: expect.objectContaining({
          name: 'Asha',
          email: 'asha@a.test',
          phoneNumber: '9876543210',
          dateOfBirth: '1990-05-06',
          role: 'teacher',
        }),
      },
    ]);
    await expect(readSheet(Buffer.from('PK\x03\x04not really a zip'), ['name'])).rejects.toThrow(
      'The file is not a readable .xlsx workbook.',
    );
  });
});
