import { expect } from 'vitest';
import { settableClock } from '@school/server';
import { startTestApp, type Method, type TestApp } from './harness.js';
import { newUser } from './people.js';
import { courseWithBatches } from './course-batches.js';

/**
 * The classes specs' world (tests/classes*.int.spec.ts): one institute with two batches, two subjects, the batch's
 * HOD, two more teachers, students in batch A and B, a Tuesday timetable slot of Nina's, and another institute's admin.
 * Each spec file makes its own (`classesWorld()` then `setup()` in its beforeAll).
 */

/** Wall-clock times in the institute (India): 2026-11-23 is a Monday. */
export const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+05:30`;
export const MON = '2026-11-23';
export const TUE = '2026-11-24';

type Person = { id: string; headers: Record<string, string> };
export type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };
export interface ClassIds {
  student: string;
  batchA: string;
  batchB: string;
  math: string;
  physics: string;
  other: string;
  slot: string;
}

export function classesWorld() {
  const clock = settableClock(at(MON, '09:30'));
  const w = {
    clock,
    t: undefined as unknown as TestApp,
    admin: {} as Record<string, string>,
    hod: {} as Record<string, string>,
    student: {} as Record<string, string>,
    parent: {} as Record<string, string>,
    adminB: {} as Record<string, string>,
    nina: undefined as unknown as Person,
    omar: undefined as unknown as Person,
    zara: undefined as unknown as Person,
    ids: undefined as unknown as ClassIds,
    /** The newest position a reply named: each call reads at least there (read-your-writes across actors). */
    pos: '',
    async call(method: Method, url: string, headers: Record<string, string>, payload?: object): Promise<Res> {
      const r = await w.t.with(headers).send(method, url, payload, { at: w.pos });
      if (r.headers['x-position']) w.pos = r.headers['x-position'] as string;
      return r as unknown as Res;
    },
    async ok(p: Promise<Res>) {
      const r = await p;
      expect(r.statusCode, r.body).toBe(200);
      return r;
    },
    async refused(p: Promise<Res>, status: number, message?: string) {
      const r = await p;
      expect(r.statusCode, r.body).toBe(status);
      if (message) expect(r.json().error).toContain(message);
      return r;
    },
    async id(p: Promise<Res>) {
      return (await w.ok(p)).json().data._id as string;
    },
    klass: (over: Record<string, unknown> = {}) => ({
      batch: w.ids.batchA,
      subject: w.ids.math,
      teacher: w.nina.id,
      startTime: at(MON, '10:00'),
      endTime: at(MON, '11:00'),
      classRoom: 'Room 7',
      type: 'ONLINE',
      ...over,
    }),
    mark: (classId: string, user: string | string[], flag: 'isPresent' | 'isAbsent' | 'isLeave') => ({ classId, user, [flag]: true }),
    async setup() {
      const { call, id, ok } = w;
      const t = await startTestApp({ clock });
      w.t = t;
      const admin = await t.as('ADMIN');
      w.admin = admin;
      w.hod = await t.as('TEACHER');
      w.student = await t.as('STUDENT');
      w.parent = await t.as('PARENT');
      w.adminB = await t.as('ADMIN', 'b');
      const users = t.schoolA.users;
      const { batch } = await courseWithBatches(w.call, w.id, admin, users.get('TEACHER')!);
      const batchA = await batch();
      const batchB = await batch();
      const math = await id(call('POST', 'subject/create', admin, { title: 'Mathematics', subjectCode: 'MA101' }));
      const physics = await id(call('POST', 'subject/create', admin, { title: 'Physics', subjectCode: 'PH101' }));
      w.nina = await newUser(t, admin, 'TEACHER', { name: 'Nina Rao', gender: 'FEMALE' });
      w.omar = await newUser(t, admin, 'TEACHER', { name: 'Omar Ali' });
      w.zara = await newUser(t, admin, 'STUDENT', { name: 'Zara Khan', gender: 'FEMALE' });
      const other = await newUser(t, admin, 'STUDENT', { name: 'Other Batch' });
      await ok(call('PUT', `user/update/${users.get('STUDENT')!}`, admin, { batch: batchA }));
      await ok(call('PUT', `user/update/${w.zara.id}`, admin, { batch: batchA }));
      await ok(call('PUT', `user/update/${other.id}`, admin, { batch: batchB }));
      // Nina teaches Mathematics in batch A on Tuesdays 10:00–11:00.
      const slot = await id(
        call('POST', `batch/timetable/${batchA}`, admin, {
          startTime: at(TUE, '10:00'),
          endTime: at(TUE, '11:00'),
          subject: math,
          teacher: w.nina.id,
          classRoom: 'Room 101',
        }),
      );
      w.ids = { student: users.get('STUDENT')!, batchA, batchB, math, physics, other: other.id, slot };
      await t.settle();
    },
  };
  return w;
}
