import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';
import { instituteDay } from '../server/src/platform/days.js';

/** Issue 11 item 6: an export gives every row that was asked for, or says why not; never 12 of 32. */
let t: TestApp;
let admin: Record<string, string>;
const COUNT = 33;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  for (let i = 0; i < COUNT; i++) {
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/management/register',
      headers: admin,
      payload: {
        name: `Export Student ${String(i + 1).padStart(2, '0')}`,
        email: `export${i}@exports.test`,
        phoneNumber: '9123456780',
        gender: 'FEMALE',
        caste: 'GENERAL',
        countryCode: '+91',
        role: 'STUDENT',
      },
    });
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  await t.settle();
});
afterAll(async () => t?.close());

const exp = (query: string) => t.inject({ method: 'GET', url: `/api/v1/student/export?${query}`, headers: admin });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('GET student/export gives what was asked', () => {
  it('without perPage exports every matching student (33 + the seeded one), and says how many', async () => {
    const r = await exp('downloadType=csv&fields=displayName&fields=createdAt');
    expect(r.statusCode, r.body).toBe(200);
    const rows = lines(r.rawPayload.toString('utf8'));
    expect(rows[0]).toBe('Name,Joined Date');
    expect(rows).toHaveLength(1 + COUNT + 1);
    for (let i = 1; i <= COUNT; i++) expect(rows.some((l) => l.startsWith(`Export Student ${String(i).padStart(2, '0')},`))).toBe(true);
    expect(r.headers['x-total-count']).toBe(String(COUNT + 1));
    expect(r.headers['x-exported-rows']).toBe(String(COUNT + 1));
    // The joined date is the institute's day.
    expect(rows[1]).toMatch(/,\d{4}-\d{2}-\d{2}$/);
  });

  it('with perPage equal to the total (the drawer default) gives them all too, in Excel', async () => {
    const r = await exp(`fields=displayName&perPage=${COUNT + 1}&pageNo=1`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['x-exported-rows']).toBe(String(COUNT + 1));
  });

  it('names the file with the institute day', async () => {
    const r = await exp('downloadType=csv&fields=email&searchTitle=Export');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="students-${instituteDay(new Date())}.csv"`);
    expect(lines(r.rawPayload.toString('utf8'))).toHaveLength(1 + COUNT);
  });

  it('a page smaller than the list is what was asked: the header says how many match', async () => {
    const r = await exp('downloadType=csv&fields=email&perPage=12&pageNo=1');
    expect(lines(r.rawPayload.toString('utf8'))).toHaveLength(1 + 12);
    expect(r.headers['x-total-count']).toBe(String(COUNT + 1));
  });
});
