import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { loadUser } from '../server/src/modules/identity/index.js';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo students (issue 11 item 8)', () => {
  it('have registration numbers by the set pattern, batches, birth dates and parents, siblings sharing one', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const pattern = await t.inject({ method: 'GET', url: '/api/v1/institute/registration-pattern', headers });
    expect(pattern.json().data).toMatchObject({ pattern: 'REG-{SESSION}-{SEQ:3}', isDefault: false });
    const list = await t.inject({ method: 'GET', url: '/api/v1/student?perPage=100&searchTitle=student.demo.school', headers });
    const students = list.json().data as {
      _id: string;
      academicDetails: { registrationNumber: string | null; libraryCardNumber: string | null; batch: unknown };
    }[];
    expect(students).toHaveLength(30);
    // Every demo student has a library card (the library's Return Books dialog finds a student by it).
    const cards = students.map((s) => s.academicDetails.libraryCardNumber);
    expect(cards.every((c) => /^LIB-\d{4}$/.test(c ?? ''))).toBe(true);
    expect(new Set(cards).size).toBe(30);
    const numbers = students.map((s) => s.academicDetails.registrationNumber);
    expect(numbers.every((n) => /^REG-\d{4}-\d{4}-\d{3}$/.test(n ?? ''))).toBe(true);
    expect(new Set(numbers).size).toBe(30);
    expect(students.every((s) => s.academicDetails.batch)).toBe(true);
    // 26 families: the last four students are siblings of the first four.
    const parents = await t.inject({
      method: 'GET',
      url: '/api/v1/user?role=PARENT&perPage=100&pageNo=1&searchTitle=parent.demo.school',
      headers,
    });
    const parentIds = (parents.json().data as { _id: string }[]).map((p) => p._id);
    expect(parentIds).toHaveLength(26);
    const children = await Promise.all(parentIds.map(async (id) => (await loadUser(t.rt, id))!.children.length));
    expect(children.filter((n) => n === 2)).toHaveLength(4);
  }, 400_000);
});
