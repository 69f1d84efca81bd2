import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassAttendanceStatus, EventToAppend, Role } from '@school/contracts';
import { settableClock } from '../server/src/platform/clock.js';
import { grant, startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';

/**
 * A student's attendance in classes (issue 12 parts 3 and 4): the month's records and statistic, the credit, and the
 * student dashboard's attendance cards. Classes and marks are appended as the classes module records them (the events
 * of contracts/src/classes), so these tests read exactly what the register writes.
 */
let t: TestApp;
let admin: Record<string, string>;
let at = '';
const ids = {
  student: '',
  other: '',
  parent: '',
  hod: '',
  batchA: '',
  batchB: '',
  math: '',
  stranger: { id: '', headers: {} as Record<string, string> },
};
// The institute is in India: 15 March 2026, noon there.
const clock = settableClock('2026-03-15T12:00:00+05:30');

type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object): Promise<Res> => {
  const r = await t.with(headers).send(method, url, payload, { at });
  if (r.headers['x-position']) at = r.headers['x-position'] as string;
  return r as unknown as Res;
};
const ok = async (p: Promise<Res>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

const append = async (classId: string, type: string, data: object, actorRole: Role = 'TEACHER') => {
  await t.rt.store.append(`class-${classId}`, 'any', [
    {
      type,
      data,
      eventId: randomUUID(),
      metadata: {
        actorId: ids.hod,
        actorRole,
        instituteId: t.schoolA.instituteId,
        occurredAt: clock.now().toISOString(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
      },
    } as EventToAppend,
  ]);
  await t.settle();
};
const facts = (classId: string, start: string, credit = 1) => ({
  classId,
  batchId: ids.batchA,
  subjectId: ids.math,
  teacherId: ids.hod,
  startTime: new Date(start).toISOString(),
  endTime: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
  credit,
});
const schedule = (classId: string, start: string, credit = 1) =>
  append(classId, 'ClassScheduled', {
    ...facts(classId, start, credit),
    classRoom: '101',
    type: 'OFFLINE',
    origin: 'ONE_OFF',
    slotId: null,
  });
const mark = (classId: string, start: string, status: ClassAttendanceStatus, credit = 1) =>
  append(classId, 'ClassAttendanceMarked', { ...facts(classId, start, credit), marks: [{ studentId: ids.student, status }] });

const C = {
  // 1 March 00:30 in India is still 28 February in UTC: it belongs to March.
  earlyMarch: '2026-03-01T00:30:00+05:30',
  // 28 February 23:30 in India: February.
  lateFeb: '2026-02-28T23:30:00+05:30',
  leave: '2026-03-10T10:00:00+05:30',
  absent: '2026-03-11T10:00:00+05:30',
  unmarked: '2026-03-12T10:00:00+05:30',
  holiday: '2026-03-13T10:00:00+05:30',
  cancelled: '2026-03-14T10:00:00+05:30',
  future: '2026-03-20T10:00:00+05:30',
};

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.as('ADMIN');
  const users = t.schoolA.users;
  ids.student = users.get('STUDENT')!;
  ids.parent = users.get('PARENT')!;
  ids.hod = users.get('TEACHER')!;
  const id = async (p: Promise<Res>) => (await ok(p))._id as string;
  const session = await id(call('POST', 'session/create', admin, { startYear: '2025-01-01', endYear: '2026-01-01' }));
  const course = await id(call('POST', 'course/create', admin, { title: 'B.Tech', duration: 4, description: 'Engineering' }));
  const branch = await id(call('POST', 'branch/create', admin, { title: 'CSE', description: 'Computers', courseId: course }));
  const stranger = await newUser(t, admin, 'TEACHER', { name: 'Nina Rao' });
  ids.stranger = { id: stranger.id, headers: stranger.headers };
  const batch = (head: string) =>
    id(
      call('POST', 'batch/create', admin, { session, course, branch, description: 'Morning', maximumStudent: 60, headOfDepartment: head }),
    );
  // The seeded teacher heads batch A (the student's); Nina heads batch B only.
  ids.batchA = await batch(ids.hod);
  ids.batchB = await batch(stranger.id);
  ids.math = await id(call('POST', 'subject/create', admin, { title: 'Mathematics', subjectCode: 'MA101' }));
  await ok(call('PUT', `user/update/${ids.student}`, admin, { batch: ids.batchA }));
  const other = await newUser(t, admin, 'STUDENT', { name: 'Other Student' });
  ids.other = other.id;
  await ok(call('PUT', `user/update/${ids.other}`, admin, { batch: ids.batchB }));
  // A holiday is declared ahead of its day.
  clock.set('2026-03-01T09:00:00+05:30');
  await ok(call('POST', 'holiday', admin, { startDate: '2026-03-13', endDate: '2026-03-13', title: 'Holi' }));
  clock.set('2026-03-15T12:00:00+05:30');
  await t.settle();

  await schedule('c-early-march', C.earlyMarch);
  await schedule('c-late-feb', C.lateFeb);
  await schedule('c-leave', C.leave, 2);
  await schedule('c-absent', C.absent);
  await schedule('c-unmarked', C.unmarked);
  await schedule('c-holiday', C.holiday);
  await schedule('c-cancelled', C.cancelled);
  await append('c-cancelled', 'ClassCancelled', { classId: 'c-cancelled', batchId: ids.batchA, reason: 'Teacher away' });
  await schedule('c-future', C.future);
  await mark('c-early-march', C.earlyMarch, 'PRESENT');
  await mark('c-late-feb', C.lateFeb, 'ABSENT');
  await mark('c-leave', C.leave, 'LEAVE', 2);
  await mark('c-absent', C.absent, 'ABSENT');
});
afterAll(async () => t?.close());

const march = Date.parse('2026-03-05T00:00:00+05:30');
const month = (headers: Record<string, string>, studentId = ids.student, date: string | number = march) =>
  call('GET', `student/attendance/${studentId}?date=${date}`, headers);

describe('GET student/attendance/:studentId', () => {
  it("answers the month of the institute's time zone: records, the classes held without a mark, holidays and the statistic", async () => {
    const d = await ok(month(admin));
    expect(d.month).toBe('2026-03');
    expect(d.attendance.map((r: { classId: string }) => r.classId)).toEqual(['c-early-march', 'c-leave', 'c-absent']);
    expect(d.attendance[0]).toMatchObject({
      _id: `c-early-march:${ids.student}`,
      class: { _id: 'c-early-march', startTime: new Date(C.earlyMarch).toISOString(), subject: { _id: ids.math, title: 'Mathematics' } },
      date: '2026-03-01',
      isPresent: true,
      isAbsent: false,
      isOnLeave: false,
      credit: 1,
    });
    expect(d.attendance[1]).toMatchObject({ isOnLeave: true, credit: 2, date: '2026-03-10' });
    // Held without a mark: not the holiday's class, not the cancelled one, not one still to come.
    expect(d.notAvailable.map((c: { _id: string }) => c._id)).toEqual(['c-unmarked']);
    expect(d.holidays).toEqual([{ date: '2026-03-13', title: 'Holi' }]);
    expect(d.statistic).toEqual({ totalPresent: 1, totalAbsent: 1, totalLeave: 1, totalClass: 3, totalNotAvailable: 1 });
  });

  it('puts 28 February 23:30 in India in February and 1 March 00:30 in March (UTC would not)', async () => {
    const feb = await ok(month(admin, ids.student, Date.parse('2026-02-10T12:00:00Z')));
    expect(feb.month).toBe('2026-02');
    expect(feb.attendance.map((r: { classId: string }) => r.classId)).toEqual(['c-late-feb']);
    expect(feb.attendance[0].date).toBe('2026-02-28');
    // 28 February 19:30 UTC is already 1 March in India: that instant asks for March.
    expect((await ok(month(admin, ids.student, Date.parse('2026-02-28T19:30:00Z')))).month).toBe('2026-03');
    expect((await ok(month(admin, ids.student, '2026-03-31'))).month).toBe('2026-03');
    // Without a date: the institute's current month.
    expect((await ok(call('GET', `student/attendance/${ids.student}`, admin))).month).toBe('2026-03');
  });

  it('refuses a date that is not one, or outside the calendar window, with a 400', async () => {
    for (const bad of ['abc', '2026-02-30', '1999-01-01']) {
      const r = await month(admin, ids.student, bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toBeTruthy();
    }
  });

  it('lets the student, their parent, the office and the teachers of the batch read; nobody else', async () => {
    await ok(month(await t.as('STUDENT')));
    await ok(month(await t.as('PARENT')));
    await ok(month(await t.as('SUPER_ADMIN')));
    await ok(month(await t.as('TEACHER')));
    expect((await month(await t.as('STUDENT'), ids.other)).statusCode).toBe(403);
    expect((await month(await t.as('PARENT'), ids.other)).statusCode).toBe(403);
    expect((await month(ids.stranger.headers)).statusCode).toBe(403);
    expect((await month(await t.as('TEACHER'), ids.other)).statusCode).toBe(403);
    expect((await month(await t.as('MANAGER'))).statusCode).toBe(403);
    await grant(t, 'MANAGER', ['attendance']);
    await ok(month(await t.as('MANAGER')));
    expect((await month(await t.as('STAFF'))).statusCode).toBe(403);
    await grant(t, 'STAFF', ['student']);
    await ok(month(await t.as('STAFF')));
    // Another institute's student, an unknown id and a user who is not a student answer alike.
    for (const [who, id] of [
      [await t.as('ADMIN', 'b'), ids.student],
      [admin, 'no-such-student'],
      [admin, ids.hod],
    ] as const) {
      const r = await month(who, id);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'Student not found.' });
    }
  });
});

describe('credit and the student dashboard', () => {
  it('credit = 100 × credits attended ÷ credits held (present or absent), leave excused; a changed mark moves it and the month', async () => {
    const before = await ok(call('GET', `student/credit/${ids.student}`, await t.as('STUDENT')));
    // Attended 1 (early March); held 1 + 1 (late February) + 1 (absent); the leave (credit 2) is neither.
    expect(before).toEqual({ creditScore: 33.33, studentId: ids.student, attendedCredit: 1, heldCredit: 3, leaveCredit: 2 });
    await mark('c-absent', C.absent, 'PRESENT');
    const after = await ok(call('GET', `student/credit/${ids.student}`, admin));
    expect(after).toMatchObject({ creditScore: 66.67, attendedCredit: 2, heldCredit: 3 });
    expect((await ok(month(admin))).statistic).toMatchObject({ totalPresent: 2, totalAbsent: 0, totalLeave: 1, totalClass: 3 });
    // A leave turned into an absence counts as held.
    await mark('c-leave', C.leave, 'ABSENT', 2);
    expect(await ok(call('GET', `student/credit/${ids.student}`, admin))).toMatchObject({ creditScore: 40, heldCredit: 5, leaveCredit: 0 });
    await mark('c-leave', C.leave, 'LEAVE', 2);
    await mark('c-absent', C.absent, 'ABSENT');
  });

  it("takes the parent's own id as their (chosen or first) child, and a student's parent's id as the student", async () => {
    const parent = await t.as('PARENT');
    expect((await ok(call('GET', `student/credit/${ids.parent}`, parent))).studentId).toBe(ids.student);
    expect((await ok(call('GET', `student/credit/${ids.parent}?child=${ids.student}`, parent))).studentId).toBe(ids.student);
    expect((await call('GET', `student/credit/${ids.parent}?child=${ids.other}`, parent)).statusCode).toBe(403);
    expect((await ok(call('GET', `student/credit/${ids.parent}`, await t.as('STUDENT')))).creditScore).toBe(33.33);
    expect((await call('GET', `student/credit/${ids.other}`, await t.as('STUDENT'))).statusCode).toBe(403);
    expect((await call('GET', `student/credit/${ids.student}`, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    // A student with no mark yet has a score of 0.
    expect((await ok(call('GET', `student/credit/${ids.other}`, admin))).creditScore).toBe(0);
  });

  it('gives the stat card and the monthly overview to the student and to the parent for their child', async () => {
    for (const who of [await t.as('STUDENT'), await t.as('PARENT')]) {
      const card = await ok(call('GET', 'dashboard/student/attendance-stat-card', who));
      expect(card).toEqual({
        totalAttendance: 1,
        totalLeaveTaken: 1,
        totalClassAbsent: 2,
        totalHolidays: 1,
        totalClass: 4,
        totalPresent: 1,
        totalAbsent: 2,
        totalLeave: 1,
      });
      const rows = await ok(call('GET', 'dashboard/student/monthly-attendance-overview', who));
      expect(rows).toHaveLength(12);
      expect(rows[0]._id).toBe('2025-04');
      expect(rows.slice(-2)).toEqual([
        { _id: '2026-02', totalAttended: 0, totalAbsent: 1, totalLeave: 0 },
        { _id: '2026-03', totalAttended: 1, totalAbsent: 1, totalLeave: 1 },
      ]);
    }
    const parent = await t.as('PARENT');
    expect((await call('GET', `dashboard/student/attendance-stat-card?child=${ids.other}`, parent)).statusCode).toBe(403);
    expect((await call('GET', 'dashboard/student/attendance-stat-card', admin)).statusCode).toBe(403);
    const otherHeaders = (await newUser(t, admin, 'STUDENT')).headers;
    expect((await ok(call('GET', 'dashboard/student/attendance-stat-card', otherHeaders))).totalClass).toBe(0);
  });
});

describe('through the class register', () => {
  it('a mark made with POST attendance/create moves the calendar, the statistic and the credit at once', async () => {
    const before = await ok(call('GET', `student/credit/${ids.student}`, admin));
    const r = await call('POST', 'attendance/create', admin, {
      classId: 'c-unmarked',
      user: ids.student,
      isPresent: true,
      isAbsent: false,
      isLeave: false,
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = await ok(month(await t.as('STUDENT')));
    expect(d.notAvailable).toEqual([]);
    expect(d.attendance.find((x: { classId: string }) => x.classId === 'c-unmarked')).toMatchObject({
      isPresent: true,
      date: '2026-03-12',
    });
    expect(d.statistic).toMatchObject({ totalPresent: 2, totalClass: 4, totalNotAvailable: 0 });
    const after = await ok(call('GET', `student/credit/${ids.student}`, await t.as('PARENT')));
    expect(after.attendedCredit).toBe(before.attendedCredit + 1);
    expect(after.heldCredit).toBe(before.heldCredit + 1);
    // A correction is a new mark: the absence now counts as held, not attended.
    await ok(
      call('POST', 'attendance/create', admin, {
        classId: 'c-unmarked',
        user: ids.student,
        isPresent: false,
        isAbsent: true,
        isLeave: false,
      }),
    );
    expect((await ok(month(admin))).statistic).toMatchObject({ totalPresent: 1, totalAbsent: 2 });
    expect((await ok(call('GET', `student/credit/${ids.student}`, admin))).attendedCredit).toBe(before.attendedCredit);
  });
});

describe('what the month keeps between requests (decision 0024) follows the commands', () => {
  it('a holiday declared in the month and a renamed subject show in the next read', async () => {
    // A class of the 9th held without a mark; each read twice first, so that the second is the kept one.
    await schedule('c-kept', '2026-03-09T10:00:00+05:30');
    const student = await t.as('STUDENT');
    const before = await ok(month(admin));
    expect(await ok(month(admin))).toEqual(before);
    expect(before.notAvailable.map((c: { _id: string }) => c._id)).toContain('c-kept');
    expect(before.holidays).toEqual([{ date: '2026-03-13', title: 'Holi' }]);
    const card = async () => (await ok(call('GET', 'dashboard/student/attendance-stat-card', student))).totalHolidays as number;
    const holidaysBefore = await card();
    expect(await card()).toBe(holidaysBefore);

    // The 9th becomes a holiday: listed, and its class no longer held without a mark.
    clock.set('2026-03-01T09:00:00+05:30');
    await ok(call('POST', 'holiday', admin, { startDate: '2026-03-09', endDate: '2026-03-09', title: 'Founders Day' }));
    clock.set('2026-03-15T12:00:00+05:30');
    await t.settle();
    const after = await ok(month(admin));
    expect(after.holidays).toEqual([
      { date: '2026-03-09', title: 'Founders Day' },
      { date: '2026-03-13', title: 'Holi' },
    ]);
    expect(after.notAvailable.map((c: { _id: string }) => c._id)).not.toContain('c-kept');
    expect(after.statistic.totalNotAvailable).toBe(before.statistic.totalNotAvailable - 1);
    expect(await card()).toBe(holidaysBefore + 1);
    // Another month of the same institute is its own entry, not this one.
    expect((await ok(month(admin, ids.student, '2026-04-02'))).holidays).toEqual([]);

    // The subject renamed: every record of the month says the new title.
    expect(after.attendance.every((r: { class: { subject: { title: string } } }) => r.class.subject.title === 'Mathematics')).toBe(true);
    await ok(call('PUT', `subject/update/${ids.math}`, admin, { title: 'Applied Mathematics', subjectCode: 'MA101' }));
    await t.settle();
    const renamed = await ok(month(await t.as('PARENT')));
    expect(renamed.attendance.length).toBeGreaterThan(0);
    for (const r of renamed.attendance) expect(r.class.subject).toEqual({ _id: ids.math, title: 'Applied Mathematics' });
  });
});
