import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, grant, multipart } from './support/harness.js';
import { at, classesWorld, MON, type ClassIds } from './support/classes-world.js';
import type { TestApp } from './support/harness.js';

/** Classes one by one: creating, reading, moving and cancelling them, and their register. */
const world = classesWorld();
const { call, ok, refused, id, klass, mark, clock } = world;
let t: TestApp;
let admin: Record<string, string>;
let hod: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let adminB: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let zara: { id: string; headers: Record<string, string> };
let ids: ClassIds;

beforeAll(async () => {
  await world.setup();
  ({ t, admin, hod, student, parent, adminB, nina, omar, zara, ids } = world);
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
    world.pos = (w.headers['x-position'] as string) ?? world.pos;
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
