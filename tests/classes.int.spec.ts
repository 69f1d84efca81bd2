import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from '@school/server';
import { timetableClassId } from '@school/contracts';
import { eventCount, grant, multipart, startTestApp, type Method, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';
import { PRODUCE_CLASSES_JOB, produceAllClasses, produceClasses } from '../server/src/modules/classes/index.js';
import { scheduledJobs } from '../server/src/platform/queue/jobs.js';

/** Wall-clock times in the institute (India): 2026-11-23 is a Monday. */
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+05:30`;
const MON = '2026-11-23';
const TUE = '2026-11-24';
const clock = settableClock(at(MON, '09:30'));

let t: TestApp;
let admin: Record<string, string>;
let hod: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let adminB: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let zara: { id: string; headers: Record<string, string> };
let ids: { student: string; batchA: string; batchB: string; math: string; physics: string; other: string; slot: string };
let pos = '';

type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };
const call = async (method: Method, url: string, headers: Record<string, string>, payload?: object): Promise<Res> => {
  const r = await t.with(headers).send(method, url, payload, { at: pos });
  if (r.headers['x-position']) pos = r.headers['x-position'] as string;
  return r as unknown as Res;
};
const ok = async (p: Promise<Res>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
const refused = async (p: Promise<Res>, status: number, message?: string) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(status);
  if (message) expect(r.json().error).toContain(message);
  return r;
};
const id = async (p: Promise<Res>) => (await ok(p)).json().data._id as string;
const klass = (over: Record<string, unknown> = {}) => ({
  batch: ids.batchA,
  subject: ids.math,
  teacher: nina.id,
  startTime: at(MON, '10:00'),
  endTime: at(MON, '11:00'),
  classRoom: 'Room 7',
  type: 'ONLINE',
  ...over,
});
const mark = (classId: string, user: string | string[], flag: 'isPresent' | 'isAbsent' | 'isLeave') => ({
  classId,
  user,
  [flag]: true,
});

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.as('ADMIN');
  hod = await t.as('TEACHER');
  student = await t.as('STUDENT');
  parent = await t.as('PARENT');
  adminB = await t.as('ADMIN', 'b');
  const users = t.schoolA.users;
  const session = await id(call('POST', 'session/create', admin, { startYear: '2025-01-01', endYear: '2026-01-01' }));
  const course = await id(call('POST', 'course/create', admin, { title: 'B.Tech', duration: 4, description: 'Engineering' }));
  const branch = await id(call('POST', 'branch/create', admin, { title: 'CSE', description: 'Computers', courseId: course }));
  const batch = () =>
    id(
      call('POST', 'batch/create', admin, {
        session,
        course,
        branch,
        description: 'Morning',
        maximumStudent: 60,
        headOfDepartment: users.get('TEACHER')!,
      }),
    );
  const batchA = await batch();
  const batchB = await batch();
  const math = await id(call('POST', 'subject/create', admin, { title: 'Mathematics', subjectCode: 'MA101' }));
  const physics = await id(call('POST', 'subject/create', admin, { title: 'Physics', subjectCode: 'PH101' }));
  nina = await newUser(t, admin, 'TEACHER', { name: 'Nina Rao', gender: 'FEMALE' });
  omar = await newUser(t, admin, 'TEACHER', { name: 'Omar Ali' });
  zara = await newUser(t, admin, 'STUDENT', { name: 'Zara Khan', gender: 'FEMALE' });
  const other = await newUser(t, admin, 'STUDENT', { name: 'Other Batch' });
  await ok(call('PUT', `user/update/${users.get('STUDENT')!}`, admin, { batch: batchA }));
  await ok(call('PUT', `user/update/${zara.id}`, admin, { batch: batchA }));
  await ok(call('PUT', `user/update/${other.id}`, admin, { batch: batchB }));
  // Nina teaches Mathematics in batch A on Tuesdays 10:00–11:00.
  const slot = await id(
    call('POST', `batch/timetable/${batchA}`, admin, {
      startTime: at(TUE, '10:00'),
      endTime: at(TUE, '11:00'),
      subject: math,
      teacher: nina.id,
      classRoom: 'Room 101',
    }),
  );
  ids = { student: users.get('STUDENT')!, batchA, batchB, math, physics, other: other.id, slot };
  await t.settle();
});
afterAll(async () => t?.close());

describe('creating, reading, cancelling and moving a class', () => {
  let classId = '';
  it('the office and the subject teacher create a class; others may not', async () => {
    const r = await ok(call('POST', 'class/create', admin, klass()));
    classId = r.json().data._id;
    expect(r.json()).toMatchObject({
      message: 'Class created successfully',
      data: {
        subject: { _id: ids.math, title: 'Mathematics' },
        teacher: { _id: nina.id, displayName: 'Nina Rao', gender: 'FEMALE' },
        batch: { _id: ids.batchA, course: { title: 'B.Tech' }, branch: { title: 'CSE' } },
        startTime: '2026-11-23T04:30:00.000Z',
        endTime: '2026-11-23T05:30:00.000Z',
        cancelled: false,
        isHoliday: false,
        classRoom: 'Room 7',
        type: 'ONLINE',
        credit: 1,
        origin: 'ONE_OFF',
        registerTakenAt: null,
        markedCount: 0,
      },
    });
    // Nina holds a Mathematics slot in batch A: she may create her own; Omar teaches nothing there; a student never.
    await ok(call('POST', 'class/create', nina.headers, klass({ startTime: at(MON, '12:00'), endTime: at(MON, '13:00') })));
    await refused(call('POST', 'class/create', omar.headers, klass({ teacher: omar.id })), 403);
    await refused(call('POST', 'class/create', nina.headers, klass({ subject: ids.physics })), 403);
    await refused(call('POST', 'class/create', student, klass()), 403);
    // The batch's H.O.D. may create a class for a teacher of the batch.
    await ok(call('POST', 'class/create', hod, klass({ startTime: at(MON, '14:00'), endTime: at(MON, '15:00') })));
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const before = await t.rt.store.head();
    await refused(call('POST', 'class/create', admin, klass({ endTime: at(MON, '09:00') })), 400, 'End Time must be after Start Time.');
    await refused(call('POST', 'class/create', admin, klass({ endTime: at(MON, '19:00') })), 400, 'A class lasts at most 8 hours.');
    await refused(call('POST', 'class/create', admin, klass({ credit: 11 })), 400, 'Credit must be between 0 and 10.');
    await refused(call('POST', 'class/create', admin, klass({ type: 'HYBRID' })), 400, 'Type must be ONLINE or OFFLINE.');
    await refused(call('POST', 'class/create', admin, klass({ batch: '' })), 400, 'Batch is required.');
    await refused(
      call('POST', 'class/create', admin, klass({ teacher: ids.student })),
      400,
      'Teacher must be a teacher of this institute.',
    );
    await refused(call('POST', 'class/create', admin, klass({ subject: 'nope' })), 400, 'Subject not found.');
    await refused(call('POST', 'class/create', admin, klass({ startTime: '2040-01-01T10:00:00Z', endTime: '2040-01-01T11:00:00Z' })), 400);
    // Another institute's batch is not found.
    await refused(call('POST', 'class/create', adminB, klass()), 404, 'Batch not found.');
    expect(await t.rt.store.head()).toBe(before);
  });

  it('shows a class to its batch, its teacher and the office; 404 to another institute', async () => {
    for (const h of [admin, nina.headers, hod, student, parent]) {
      expect((await ok(call('GET', `class/${classId}`, h))).json().data._id).toBe(classId);
    }
    await refused(call('GET', `class/${classId}`, omar.headers), 403);
    await refused(call('GET', `class/${classId}`, adminB), 404, 'Class not found.');
    await refused(call('GET', 'class/nope', admin), 404);
  });

  it('moves and cancels a class with a reason; a cancelled class cannot move', async () => {
    const other = await id(call('POST', 'class/create', admin, klass({ startTime: at(MON, '16:00'), endTime: at(MON, '17:00') })));
    await refused(
      call('PUT', `class/update/${other}`, admin, { startTime: at(MON, '17:00'), endTime: at(MON, '18:00') }),
      400,
      'Reason is required.',
    );
    const moved = await ok(
      call('PUT', `class/update/${other}`, nina.headers, {
        startTime: at(MON, '17:00'),
        endTime: at(MON, '18:00'),
        classRoom: 'Lab 2',
        reason: 'Hall booked',
      }),
    );
    expect(moved.json().data).toMatchObject({ startTime: '2026-11-23T11:30:00.000Z', classRoom: 'Lab 2' });
    await refused(call('PUT', `class/cancel/${other}`, omar.headers, { reason: 'x' }), 403);
    await refused(call('PUT', `class/cancel/${other}`, adminB, { reason: 'x' }), 404);
    await refused(call('PUT', `class/cancel/${other}`, admin, { reason: ' ' }), 400, 'Reason is required.');
    const c = await ok(call('PUT', `class/cancel/${other}`, hod, { reason: 'Teacher ill' }));
    expect(c.json().data).toMatchObject({ cancelled: true, cancelReason: 'Teacher ill' });
    await refused(call('PUT', `class/cancel/${other}`, admin, { reason: 'again' }), 409, 'already cancelled');
    await refused(
      call('PUT', `class/update/${other}`, admin, { startTime: at(MON, '17:00'), endTime: at(MON, '18:00'), reason: 'x' }),
      409,
      'A cancelled class cannot be moved.',
    );
    clock.set(at(MON, '17:30'));
    await refused(call('POST', 'attendance/create', admin, mark(other, ids.student, 'isPresent')), 409, 'Class is cancelled.');
    clock.set(at(MON, '09:30'));
  });
});

describe('the class register', () => {
  let classId = '';
  beforeAll(async () => {
    classId = await id(call('POST', 'class/create', admin, klass({ startTime: at(MON, '10:00'), endTime: at(MON, '11:00') })));
  });

  it('refuses a class not yet started', async () => {
    await refused(
      call('POST', 'attendance/create', nina.headers, mark(classId, ids.student, 'isPresent')),
      409,
      'Class is not yet started.',
    );
  });

  it('marks one student, then Mark All in one event; a mark equal to the current writes nothing', async () => {
    clock.set(at(MON, '10:15'));
    const one = await ok(call('POST', 'attendance/create', nina.headers, mark(classId, ids.student, 'isPresent')));
    expect(one.json().data).toMatchObject({
      classId,
      marks: [{ user: ids.student, isPresent: true, isAbsent: false, isOnLeave: false }],
      markedCount: 1,
      changed: 1,
    });
    const events = await eventCount(t.rt, `class-${classId}`);
    const same = await ok(call('POST', 'attendance/create', hod, mark(classId, ids.student, 'isPresent')));
    expect(same.json().data.changed).toBe(0);
    expect(same.headers['x-position']).toBeUndefined();
    expect(await eventCount(t.rt, `class-${classId}`)).toBe(events);
    const all = await ok(call('POST', 'attendance/create', admin, mark(classId, [ids.student, zara.id], 'isAbsent')));
    expect(all.json().data).toMatchObject({ markedCount: 2, changed: 2 });
    expect(await eventCount(t.rt, `class-${classId}`)).toBe(events + 1);
  });

  it('refuses bad flags, students of another batch, other teachers, students, and other institutes', async () => {
    await refused(call('POST', 'attendance/create', admin, { classId, user: ids.student }), 400, 'Choose one of present, absent or leave.');
    await refused(
      call('POST', 'attendance/create', admin, { classId, user: ids.student, isPresent: true, isAbsent: true }),
      400,
      'Only one of present, absent or leave can be chosen.',
    );
    await refused(
      call('POST', 'attendance/create', admin, mark(classId, [ids.student, ids.other], 'isPresent')),
      400,
      "not in this class's batch",
    );
    await refused(call('POST', 'attendance/create', omar.headers, mark(classId, ids.student, 'isPresent')), 403);
    await refused(call('POST', 'attendance/create', student, mark(classId, ids.student, 'isPresent')), 403);
    await refused(call('POST', 'attendance/create', adminB, mark(classId, ids.student, 'isPresent')), 404, 'Class not found.');
    const staff = await t.as('STAFF');
    await refused(call('POST', 'attendance/create', staff, mark(classId, ids.student, 'isLeave')), 403);
    await grant(t, 'STAFF', ['attendance']);
    await ok(call('POST', 'attendance/create', staff, mark(classId, ids.student, 'isLeave')));
  });

  it('lists the batch students with their marks: paged, searched, filtered and sorted', async () => {
    const r = await ok(call('GET', `attendance/${classId}`, nina.headers));
    expect(r.json()).toMatchObject({ totalCount: 2, perPage: 30, pageNo: 1, isLastChunk: true });
    const rows = r.json().data as any[];
    const me = rows.find((x) => x.user === ids.student);
    expect(me).toMatchObject({ isPresent: false, isAbsent: false, isOnLeave: true, classId, student: { _id: ids.student } });
    expect(me.markedBy._id).toBeTruthy();
    expect(rows.find((x) => x.user === zara.id)).toMatchObject({ isAbsent: true, student: { displayName: 'Zara Khan', gender: 'FEMALE' } });
    const az = (await ok(call('GET', `attendance/${classId}?sortAlphabetically=A-Z`, admin)))
      .json()
      .data.map((x: any) => x.student.displayName);
    const za = (await ok(call('GET', `attendance/${classId}?sortAlphabetically=Z-A`, admin)))
      .json()
      .data.map((x: any) => x.student.displayName);
    expect(za).toEqual([...az].reverse());
    const page = await ok(call('GET', `attendance/${classId}?perPage=1&pageNo=2&sortAlphabetically=A-Z`, admin));
    expect(page.json()).toMatchObject({ totalCount: 2, perPage: 1, pageNo: 2, isLastChunk: true });
    expect(page.json().data[0].student.displayName).toBe(az[1]);
    const found = await ok(call('GET', `attendance/${classId}?searchTitle=%20zara%20`, admin));
    expect(found.json().data.map((x: any) => x.user)).toEqual([zara.id]);
    const women = await ok(call('GET', `attendance/${classId}?gender=FEMALE`, admin));
    expect(women.json().data.every((x: any) => x.student.gender === 'FEMALE')).toBe(true);
    expect((await ok(call('GET', `attendance/${classId}?sortRollNo=des`, admin))).json().totalCount).toBe(2);
    await refused(call('GET', `attendance/${classId}?gender=ROBOT`, admin), 400);
    await refused(call('GET', `attendance/${classId}`, student), 403);
    await refused(call('GET', `attendance/${classId}`, omar.headers), 403);
    await refused(call('GET', `attendance/${classId}`, adminB), 404);
  });

  it("shows a register's students only what a register needs (planted sensitive values never appear)", async () => {
    const secrets = ['12 Hidden Street', '2009-07-08', '9777766666', 'Rajesh Hidden'];
    const f = multipart({
      address: secrets[0]!,
      city: 'Pune',
      dateOfBirth: secrets[1]!,
      emergencyContactName: secrets[3]!,
      emergencyContactNumber: secrets[2]!,
    });
    const w = await t.with({ ...admin, ...f.headers }).put(`user/update/${zara.id}`, f.payload);
    expect(w.statusCode, w.body).toBe(200);
    pos = (w.headers['x-position'] as string) ?? pos;
    const details = await ok(call('GET', `user/details/${zara.id}?address=true`, admin));
    expect(secrets.some((x) => details.body.includes(x))).toBe(true);
    for (const h of [nina.headers, hod, admin]) {
      const r = await ok(call('GET', `attendance/${classId}`, h));
      expect(secrets.filter((x) => r.body.includes(x))).toEqual([]);
      expect(r.body).toContain('Zara Khan');
    }
    const hist = await ok(call('GET', `class/${classId}/history`, nina.headers));
    expect(secrets.filter((x) => hist.body.includes(x))).toEqual([]);
  });

  it('cannot cancel or move a class whose register was taken', async () => {
    await refused(call('PUT', `class/cancel/${classId}`, admin, { reason: 'late' }), 409, 'register of this class was taken');
    await refused(
      call('PUT', `class/update/${classId}`, admin, { startTime: at(MON, '12:00'), endTime: at(MON, '13:00'), reason: 'x' }),
      409,
    );
  });

  it('tells the history of the class: scheduled and each mark change with who, when, before and after', async () => {
    const h = (await ok(call('GET', `class/${classId}/history`, nina.headers))).json().data as any[];
    expect(h.map((e) => e.type)).toEqual(['ClassScheduled', 'ClassAttendanceMarked', 'ClassAttendanceMarked', 'ClassAttendanceMarked']);
    expect(h[1].changes).toEqual([{ label: 'Student', after: 'Present' }].map((c) => ({ ...c, label: expect.any(String) })));
    expect(h[2].changes).toContainEqual({ label: 'Zara Khan', after: 'Absent' });
    expect(h[2].changes).toContainEqual(expect.objectContaining({ before: 'Present', after: 'Absent' }));
    expect(h[3]).toMatchObject({ actor: { role: 'STAFF' }, changes: [{ before: 'Absent', after: 'Leave' }] });
    await refused(call('GET', `class/${classId}/history`, student), 403);
    await refused(call('GET', `class/${classId}/history`, adminB), 404);
  });

  it('counts the class as held in the batch overview', async () => {
    const b = (await ok(call('GET', `batch/${ids.batchA}`, admin))).json().data;
    // Held by 10:15: the 10:00 classes not cancelled (the later ones of the day have not started).
    expect(b.totalClasses).toBeGreaterThanOrEqual(2);
    const later = (await ok(call('GET', `class?batch=${ids.batchA}&when=upcoming&cancelled=false`, admin))).json();
    const all = (await ok(call('GET', `class?batch=${ids.batchA}&cancelled=false`, admin))).json();
    expect(b.totalClasses).toBe(all.totalCount - later.data.filter((c: any) => Date.parse(c.startTime) > clock.now().getTime()).length);
  });
});

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
