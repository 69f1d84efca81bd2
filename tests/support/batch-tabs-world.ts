import { multipart, startTestApp, type TestApp } from './harness.js';
import { courseWithBatches } from './course-batches.js';
import { positionedCalls, type Res } from './positioned.js';
import { newUser } from './people.js';

/**
 * The institute the batch tab specs work in (tests/academics-batch-tabs.int.spec.ts): two batches of one course with
 * the same H.O.D., two subjects (and one of another institute), a student of batch A with a parent, and two more
 * teachers (Nina Rao, Omar Ali). Calls carry the last write's position, so each reads what the one before wrote.
 */
export type { Res } from './positioned.js';

/** Wall-clock times in the institute (India): 2026-11-23 is a Monday, 2026-11-25 a Wednesday, 2026-11-22 a Sunday. */
export const slot = (date: string, from: string, to: string, subject: string, teacher: string, classRoom = 'Room 101') => ({
  startTime: `${date}T${from}:00+05:30`,
  endTime: `${date}T${to}:00+05:30`,
  subject,
  teacher,
  classRoom,
});
export const WED = '2026-11-25';

export async function batchTabsWorld() {
  const t: TestApp = await startTestApp();
  const { call, ok, id, last } = positionedCalls(() => t);
  const form = async (
    url: string,
    fields: Record<string, string | { filename: string; contentType: string; data: Buffer }>,
    headers: Record<string, string>,
  ) => {
    const f = multipart(fields);
    const r = await t.with(headers).post(url, f.payload, { headers: f.headers });
    if (r.headers['x-position']) last.at = r.headers['x-position'] as string;
    return r as unknown as Res;
  };
  const admin = await t.as('ADMIN');
  const hod = await t.as('TEACHER');
  const student = await t.as('STUDENT');
  const parent = await t.as('PARENT');
  const users = t.schoolA.users;
  const { batch } = await courseWithBatches(call, id, admin, users.get('TEACHER')!);
  const batchA = await batch();
  const batchB = await batch();
  const math = await id(call('POST', 'subject/create', admin, { title: 'Mathematics', subjectCode: 'MA101' }));
  const physics = await id(call('POST', 'subject/create', admin, { title: 'Physics', subjectCode: 'PH101' }));
  const foreignSubject = await id(call('POST', 'subject/create', await t.as('ADMIN', 'b'), { title: 'Chemistry', subjectCode: 'CH101' }));
  await ok(call('PUT', `user/update/${users.get('STUDENT')!}`, admin, { batch: batchA }));
  const a = await newUser(t, admin, 'TEACHER', { name: 'Nina Rao' });
  const b = await newUser(t, admin, 'TEACHER', { name: 'Omar Ali' });
  const t2 = { id: a.id, headers: a.headers };
  const t3 = { id: b.id, headers: b.headers };
  const ids = {
    hod: users.get('TEACHER')!,
    student: users.get('STUDENT')!,
    parent: users.get('PARENT')!,
    batchA,
    batchB,
    math,
    physics,
    foreignSubject,
  };
  await t.settle();
  return { t, admin, hod, student, parent, ids, t2, t3, call, ok, id, form };
}

export type BatchTabsWorld = Awaited<ReturnType<typeof batchTabsWorld>>;
