import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timetableClassId } from '@school/contracts';
import { PRODUCE_CLASSES_JOB, produceAllClasses, produceClasses } from '../server/src/modules/classes/index.js';
import { scheduledJobs } from '../server/src/platform/queue/jobs.js';
import { at, classesWorld, MON, TUE, type ClassIds } from './support/classes-world.js';
import type { TestApp } from './support/harness.js';

/** Classes together: holidays, the lists of a teacher, a student, a batch and the institute, and classes made from the timetable. */
const world = classesWorld();
const { call, ok, refused, id, klass, mark, clock } = world;
let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let adminB: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let zara: { id: string; headers: Record<string, string> };
let ids: ClassIds;

beforeAll(async () => {
  await world.setup();
  ({ t, admin, student, parent, adminB, nina, omar, zara, ids } = world);
});
afterAll(async () => t?.close());

describe('holidays', () => {
  it('flags a class on a holiday and refuses its register', async () => {
    clock.set(at(MON, '09:30'));
    await ok(call('POST', 'holiday', admin, { startDate: TUE, endDate: TUE, title: 'Festival' }));
    const classId = await id(call('POST', 'class/create', admin, klass({ startTime: at(TUE, '12:00'), endTime: at(TUE, '13:00') })));
    expect((await ok(call('GET', `class/${classId}`, admin))).json().data.isHoliday).toBe(true);
    clock.set(at(TUE, '12:30'));
    await refused(
      call('POST', 'attendance/create', admin, mark(classId, ids.student, 'isPresent')),
      409,
      'Class suspended due to holiday.',
    );
    clock.set(at(MON, '10:15'));
  });
});

describe('class lists', () => {
  it("a teacher's classes: their own only; the office any teacher's", async () => {
    const mine = await ok(call('GET', `teacher/class/${nina.id}`, nina.headers));
    expect(mine.json().totalCount).toBeGreaterThan(0);
    expect(mine.json().data.every((c: any) => c.teacher._id === nina.id)).toBe(true);
    const online = await ok(call('GET', `teacher/class/${nina.id}?type=ONLINE&when=today`, admin));
    expect(online.json().data.every((c: any) => c.type === 'ONLINE' && c.startTime.startsWith('2026-11-2'))).toBe(true);
    await refused(call('GET', `teacher/class/${nina.id}`, omar.headers), 403);
    await refused(call('GET', `teacher/class/${nina.id}`, student), 403);
    expect((await ok(call('GET', `teacher/class/${nina.id}`, adminB))).json().totalCount).toBe(0);
    const past = (await ok(call('GET', `teacher/class/${nina.id}?when=past`, admin))).json().data as any[];
    expect(past.every((c) => Date.parse(c.endTime) <= clock.now().getTime())).toBe(true);
    const ranged = (await ok(call('GET', `teacher/class/${nina.id}?from=${TUE}&to=${TUE}`, admin))).json().data as any[];
    expect(ranged.every((c) => c.startTime >= '2026-11-23T18:30:00.000Z' && c.startTime < '2026-11-24T18:30:00.000Z')).toBe(true);
    await refused(call('GET', `teacher/class/${nina.id}?from=${TUE}&to=${MON}`, admin), 400, 'To must be on or after From.');
    await refused(call('GET', `teacher/class/${nina.id}?when=someday`, admin), 400);
  });

  it("a student's and a parent's classes are their batch's", async () => {
    const s = (await ok(call('GET', 'student/lms', student))).json();
    expect(s.totalCount).toBeGreaterThan(0);
    expect(s.data.every((c: any) => c.batch._id === ids.batchA)).toBe(true);
    const p = (await ok(call('GET', `student/lms?child=${ids.student}`, parent))).json();
    expect(p.totalCount).toBe(s.totalCount);
    await refused(call('GET', `student/lms?child=${zara.id}`, parent), 403);
    expect((await ok(call('GET', 'student/lms', zara.headers))).json().totalCount).toBe(s.totalCount);
  });

  it("the institute's and a batch's classes", async () => {
    const all = (await ok(call('GET', 'class?perPage=200', admin))).json();
    expect(all.totalCount).toBeGreaterThan(0);
    expect((await ok(call('GET', 'class', adminB))).json().totalCount).toBe(0);
    const tab = (await ok(call('GET', `class?batch=${ids.batchA}`, student))).json();
    expect(tab.data.every((c: any) => c.batch._id === ids.batchA)).toBe(true);
    // Another batch than the student's own is not theirs to know of (404, as the batch tabs answer).
    await refused(call('GET', `class?batch=${ids.batchB}`, student), 404);
    await refused(call('GET', 'class', student), 400, 'Batch is required.');
    const omars = (await ok(call('GET', 'class', omar.headers))).json();
    expect(omars.totalCount).toBe(0);
    await refused(call('GET', `class?batch=${ids.batchA}`, adminB), 404);
  });
});

describe('classes from the timetable', () => {
  it('produces the slot classes of a range once; a second run writes nothing', async () => {
    const instituteId = t.schoolA.instituteId;
    // Creating the slot produced its classes of the next two weeks at once (Tuesdays 24 Nov, 1 Dec): the job adds nothing.
    await t.settle();
    const made = await ok(call('GET', `class/${timetableClassId(ids.slot, '2026-12-01')}`, admin));
    expect(made.json().data).toMatchObject({ origin: 'TIMETABLE', cancelled: false });
    const first = await produceClasses(t.rt, { instituteId, from: MON, to: '2026-12-06' });
    expect(first).toEqual({ scheduled: 0, cancelled: 0 });
    const head = await t.rt.store.head();
    expect(await produceClasses(t.rt, { instituteId, from: MON, to: '2026-12-06' })).toEqual({ scheduled: 0, cancelled: 0 });
    expect(await t.rt.store.head()).toBe(head);
    // The hourly job produces the next 14 days of every institute: here, the same classes again, so nothing.
    expect(scheduledJobs().find(([name]) => name === PRODUCE_CLASSES_JOB)?.[1].everyMs).toBe(60 * 60_000);
    expect(await produceAllClasses(t.rt)).toEqual({ scheduled: 0, cancelled: 0 });
    // The week before the slot was created: nothing, unless asked to backfill (a demo's past weeks).
    expect(await produceClasses(t.rt, { instituteId, from: '2026-11-16', to: '2026-11-22' })).toEqual({ scheduled: 0, cancelled: 0 });
    expect(await produceClasses(t.rt, { instituteId, from: '2026-11-16', to: '2026-11-22', backfill: true })).toEqual({
      scheduled: 1,
      cancelled: 0,
    });
    await t.settle();
    const c = (await ok(call('GET', `class/${timetableClassId(ids.slot, TUE)}`, student))).json().data;
    expect(c).toMatchObject({
      origin: 'TIMETABLE',
      teacher: { _id: nina.id },
      classRoom: 'Room 101',
      startTime: '2026-11-24T04:30:00.000Z',
    });
  });

  it('cancels the future classes of a removed slot', async () => {
    // Removing the slot cancels its future classes at once (the job's later run finds nothing left to do).
    await ok(call('DELETE', `batch/timetable/delete/${ids.slot}`, admin));
    await t.settle();
    const run = await produceClasses(t.rt, { instituteId: t.schoolA.instituteId, from: MON, to: '2026-12-06' });
    expect(run).toEqual({ scheduled: 0, cancelled: 0 });
    await t.settle();
    const c = (await ok(call('GET', `class/${timetableClassId(ids.slot, '2026-12-01')}`, admin))).json().data;
    expect(c).toMatchObject({ cancelled: true, cancelReason: 'Removed from the timetable' });
  });
});

describe('names and holidays kept for the lists (platform/http/kept-lookups.ts)', () => {
  it('shows a renamed subject and a holiday declared later on the next read, not the kept ones', async () => {
    clock.set(at(MON, '09:30'));
    const day = '2026-12-08';
    const classId = await id(call('POST', 'class/create', admin, klass({ startTime: at(day, '15:00'), endTime: at(day, '16:00') })));
    const find = async () =>
      ((await ok(call('GET', `class?batch=${ids.batchA}&when=upcoming&perPage=200`, admin))).json().data as any[]).find(
        (c) => c._id === classId,
      );
    expect(await find()).toMatchObject({ subject: { title: 'Mathematics' }, isHoliday: false });
    await ok(call('PUT', `subject/update/${ids.math}`, admin, { title: 'Mathematics I', subjectCode: 'MA101' }));
    await ok(call('POST', 'holiday', admin, { startDate: day, endDate: day, title: 'Winter break' }));
    await t.settle();
    expect(await find()).toMatchObject({ subject: { title: 'Mathematics I' }, isHoliday: true });
    clock.set(at(MON, '10:15'));
  });

  it("a teacher's institute list takes in a batch they are assigned to on the next read (their batches are kept)", async () => {
    const before = (await ok(call('GET', 'class', omar.headers))).json();
    expect(before.totalCount).toBe(0);
    await ok(call('POST', `batch/${ids.batchA}/assign-teacher`, admin, { subject: ids.math, teacher: omar.id }));
    await t.settle();
    const after = (await ok(call('GET', 'class?perPage=200', omar.headers))).json();
    const batchA = (await ok(call('GET', `class?batch=${ids.batchA}&perPage=200`, admin))).json();
    expect(after.totalCount).toBe(batchA.totalCount);
    expect(after.totalCount).toBeGreaterThan(0);
    expect(after.data.every((c: any) => c.batch._id === ids.batchA)).toBe(true);
  });
});
