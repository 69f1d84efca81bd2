import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { studentsProjection, usersProjection } from '@school/projections';
import { startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.as('ADMIN');
  const s = await newUser(t, admin, 'STUDENT');
  const teacher = await newUser(t, admin, 'TEACHER');
  const put = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, headers: admin, ...(payload ? { payload } : {}) });
  await put('PUT', `user/update/${s.id}`, { registrationNumber: 'R-1', city: 'Pune', batch: 'b-1' });
  await put('PUT', `user/block/${teacher.id}`);
  await put('PUT', `user/unblock/${teacher.id}`);
  await put('PUT', `user/block/${teacher.id}`);
  await put('DELETE', `user/${s.id}`);
  await t.inject({
    method: 'POST',
    url: `/api/v1/institute/assign/${t.schoolB.instituteId}/${teacher.id}`,
    headers: await t.as('SUPER_ADMIN'),
  });
  await t.settle();
});
afterAll(async () => t?.close());

describe('app_user and student projections', () => {
  it('change nothing when the whole log is applied again, token versions included', async () => {
    const db = t.rt.database.db;
    const snapshot = async () => ({
      users: (await sql`select * from app_user order by id`.execute(db)).rows,
      students: (await sql`select * from student order by id`.execute(db)).rows,
    });
    const before = await snapshot();
    // The last block after an unblock must leave the user blocked with one more token version per block.
    expect(before.users.filter((u) => (u as { blocked: boolean }).blocked).length).toBe(2);
    const events = await t.rt.store.readAll({ after: 0n, limit: 100_000 });
    expect(events.length).toBeGreaterThan(10);
    // Applied in the event order the runner used, but a second time: the views are simple and updatable.
    for (const p of [usersProjection, studentsProjection]) {
      for (const e of events) if (p.handles.includes(e.type)) await p.apply({ tx: db, table: (l) => sql.table(l) }, e);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('ignore what they cannot use: a profile of a non-student, a link to an unknown student', async () => {
    const db = t.rt.database.db;
    const before = (await sql`select * from student order by id`.execute(db)).rows;
    const meta = {
      actorId: 'x',
      actorRole: 'SYSTEM' as const,
      instituteId: t.schoolA.instituteId,
      occurredAt: new Date().toISOString(),
      correlationId: 'c',
      causationId: 'c',
    };
    const base = { eventId: 'e', streamVersion: 0, position: 1n, recordedAt: meta.occurredAt, metadata: meta };
    await studentsProjection.apply(
      { tx: db, table: (l) => sql.table(l) },
      {
        ...base,
        streamId: 'user-x',
        type: 'UserProfileUpdated',
        data: { userId: t.schoolA.users.get('TEACHER'), profile: { batch: 'b' } },
      },
    );
    await studentsProjection.apply(
      { tx: db, table: (l) => sql.table(l) },
      { ...base, streamId: 'user-x', type: 'ParentLinkedToStudent', data: { userId: 'p', studentId: 'nobody' } },
    );
    await studentsProjection.apply(
      { tx: db, table: (l) => sql.table(l) },
      {
        ...base,
        streamId: 'user-x',
        type: 'UserRegistered',
        data: { userId: 'y', email: 'y@x', displayName: 'Y', role: 'TEACHER', institutes: [] },
      },
    );
    expect((await sql`select * from student order by id`.execute(db)).rows).toEqual(before);
  });
});
