import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type EventToAppend, type Role } from '@school/contracts';
import { settableClock } from '../server/src/platform/clock.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';
import { positionedCalls } from './support/positioned.js';

/**
 * The teacher's dashboard (GET dashboard/teacher/*) on a clock set to Wednesday 2026-11-25, 11:30 in the institute
 * (06:00 UTC). The classes are appended as the classes module records them (ClassScheduled, ClassCancelled,
 * ClassAttendanceMarked); the teacher's own attendance goes through the staff attendance and leave calls.
 */
const clock = settableClock('2026-11-25T06:00:00.000Z');
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let other: { id: string; headers: Record<string, string> };
let ids: { teacher: string; batch: string; other: string; math: string; student: string; girl: string };

const { call, ok, id } = positionedCalls(() => t);
const get = async (path: string, headers = teacher) => {
  await t.settle();
  return (await ok(call('GET', `dashboard/teacher/${path}`, headers))).json();
};

const append = async (type: string, data: Record<string, unknown>, school: 'a' | 'b' = 'a') => {
  const s = school === 'a' ? t.schoolA : t.schoolB;
  const meta = {
    actorId: s.users.get('ADMIN')!,
    actorRole: 'ADMIN' as const,
    instituteId: s.instituteId,
    occurredAt: clock.now().toISOString(),
    correlationId: randomUUID(),
    causationId: randomUUID(),
  };
  await t.rt.store.append(`class-${data.classId as string}`, 'any', [
    { type, data, eventId: randomUUID(), metadata: meta } as EventToAppend,
  ]);
};
/** A class of the batch in the institute's wall-clock time (India, +05:30). */
const schedule = (classId: string, date: string, from: string, to: string, over: Record<string, unknown> = {}) =>
  append('ClassScheduled', {
    classId,
    batchId: ids.batch,
    subjectId: ids.math,
    teacherId: ids.teacher,
    startTime: new Date(`${date}T${from}:00+05:30`).toISOString(),
    endTime: new Date(`${date}T${to}:00+05:30`).toISOString(),
    classRoom: 'Room 1',
    type: 'OFFLINE',
    credit: 1,
    origin: 'ONE_OFF',
    slotId: null,
    ...over,
  });

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.as('ADMIN');
  teacher = await t.as('TEACHER');
  const users = t.schoolA.users;
  const session = await id(call('POST', 'session/create', admin, { startYear: '2026-01-01', endYear: '2027-01-01' }));
  const course = await id(call('POST', 'course/create', admin, { title: 'B.Tech', duration: 4, description: 'Engineering' }));
  const branch = await id(call('POST', 'branch/create', admin, { title: 'CSE', description: 'Computers', courseId: course }));
  const batch = await id(
    call('POST', 'batch/create', admin, {
      session,
      course,
      branch,
      description: 'Morning',
      maximumStudent: 60,
      headOfDepartment: users.get('TEACHER')!,
    }),
  );
  const math = await id(call('POST', 'subject/create', admin, { title: 'Mathematics', subjectCode: 'MA101' }));
  other = await newUser(t, admin, 'TEACHER');
  const girl = await newUser(t, admin, 'STUDENT', { gender: 'FEMALE' });
  ids = { teacher: users.get('TEACHER')!, batch, other: other.id, math, student: users.get('STUDENT')!, girl: girl.id };
  await ok(call('PUT', `user/update/${ids.student}`, admin, { batch, gender: 'MALE' }));
  await ok(call('PUT', `user/update/${ids.girl}`, admin, { batch }));

  // Monday 09:00 (held), Tuesday 09:00 (cancelled), Wednesday 09:00 online (ended), Wednesday 14:00 (later today),
  // Thursday 09:00 online (upcoming), Friday 09:00 (a holiday), and the other teacher's class on Wednesday.
  await schedule('mon', '2026-11-23', '09:00', '10:00');
  await schedule('tue', '2026-11-24', '09:00', '10:00');
  await append('ClassCancelled', { classId: 'tue', batchId: ids.batch, reason: 'Strike' });
  await schedule('wed', '2026-11-25', '09:00', '10:00', { type: 'ONLINE' });
  await schedule('wed2', '2026-11-25', '14:00', '15:00');
  await schedule('thu', '2026-11-26', '09:00', '10:00', { type: 'ONLINE' });
  await schedule('fri', '2026-11-27', '09:00', '10:00');
  await schedule('theirs', '2026-11-25', '10:00', '11:00', { teacherId: other.id });
  await ok(call('POST', 'holiday', admin, { startDate: '2026-11-27', endDate: '2026-11-27', title: 'Founders day' }));
  await t.settle();
}, 60_000);
afterAll(async () => t?.close());

describe('GET dashboard/teacher/* classes and batches', () => {
  it("counts the teacher's held classes, not the cancelled, holiday, future or another teacher's", async () => {
    const d = (await get('dashboard-stat')).data;
    expect(d).toMatchObject({ totalClass: 2, totalBatch: 1, totalExam: 0, totalAssignment: 0, totalOnlineClass: 1 });
    expect((await get('batch-wise-work')).data).toEqual({ totalClasses: 2, totalExams: 0, totalAssignments: 0 });
    expect((await get('batch-card')).data).toEqual({ totalAssign: 1, totalCompleted: 0 });
  });

  it('lists the week by weekday and the year by month and course', async () => {
    const week = (await get('weekly-classes')).data as { _id: string; totalClass: number }[];
    expect(week.map((x) => x.totalClass)).toEqual([1, 0, 2, 1, 0, 0, 0]);
    expect(week[0]!._id).toBe('Monday');
    const lms = (await get('weekly-lms')).data as { totalClass: number }[];
    expect(lms.map((x) => x.totalClass)).toEqual([0, 0, 1, 0, 0, 0, 0]);
    const monthly = (await get('monthly-classes')).data as { _id: string; courseWise: { course: string; classCount: number }[] }[];
    expect(monthly).toHaveLength(12);
    expect(monthly.find((m) => m._id === '2026-11')!.courseWise).toEqual([{ course: 'B.Tech', classCount: 2 }]);
    expect(monthly.find((m) => m._id === '2026-10')!.courseWise).toEqual([]);
    const overview = (await get('class-overview?year=2026')).data as { _id: string; totalClass: number }[];
    expect(overview.find((m) => m._id === '2026-11')!.totalClass).toBe(2);
    expect((await get('class-overview?year=2025')).data.every((m: { totalClass: number }) => m.totalClass === 0)).toBe(true);
  });

  it('pages the batch-wise classes by seven and counts the batch students by gender', async () => {
    const page = await get('batch-wise-class?perPage=7&pageNo=1');
    expect(page).toMatchObject({ totalCount: 1, perPage: 7, pageNo: 1, isLastChunk: true });
    expect(page.data[0]).toMatchObject({ _id: ids.batch, course: 'B.Tech', branch: 'CSE', totalClass: 2 });
    expect((await get('lms-batch-wise-class')).data).toEqual([expect.objectContaining({ _id: ids.batch, totalClass: 1 })]);
    const students = (await get('batch-wise-student')).data;
    expect(students).toEqual([
      expect.objectContaining({ _id: ids.batch, students: { MALE: 1, FEMALE: 1, OTHER: 0 }, totalStudent: 2, course: 'B.Tech' }),
    ]);
  });

  it('gives today, the upcoming classes with their subject, and the LMS cards', async () => {
    const s = (await get('timetable-stat')).data;
    expect(s).toMatchObject({ todaysClass: 2, onlineClass: 1, upcomingClass: 2 });
    expect(s.upcoming.map((x: { _id: string }) => x._id)).toEqual(['wed2', 'thu']);
    expect(s.upcoming[0]).toMatchObject({ subject: { _id: ids.math, title: 'Mathematics' }, startTime: '2026-11-25T08:30:00.000Z' });
    // The LMS cards count online classes only (issue 16): Wednesday's online class, none ahead today.
    expect((await get('lms-card-stat')).data).toEqual({
      totalTodaysClass: 1,
      upcomingClass: null,
      totalStudent: 2,
      totalBatch: 1,
    });
  });

  it('moves with the clock: after the afternoon class starts it is held and no longer upcoming', async () => {
    clock.set('2026-11-25T09:00:00.000Z');
    try {
      expect((await get('dashboard-stat')).data.totalClass).toBe(3);
      expect((await get('lms-card-stat')).data.upcomingClass).toBeNull();
      expect((await get('timetable-stat')).data.upcomingClass).toBe(1);
    } finally {
      clock.set('2026-11-25T06:00:00.000Z');
    }
  });

  it('shows another teacher only their own classes and batches', async () => {
    const d = (await get('dashboard-stat', other.headers)).data;
    expect(d).toMatchObject({ totalClass: 1, totalBatch: 0 });
    expect((await get('batch-wise-student', other.headers)).data).toEqual([]);
  });

  it('counts a batch whose timetable a teacher teaches in, on the dashboard and in their batch list alike', async () => {
    const list = async () => (await ok(call('GET', 'batch/teacher?perPage=5&pageNo=1', other.headers))).json();
    expect((await list()).totalCount).toBe(0);
    await ok(
      call('POST', `batch/timetable/${ids.batch}`, admin, {
        startTime: '2026-11-26T15:00:00+05:30',
        endTime: '2026-11-26T16:00:00+05:30',
        subject: ids.math,
        teacher: other.id,
        classRoom: 'Room 2',
      }),
    );
    expect((await get('dashboard-stat', other.headers)).data.totalBatch).toBe(1);
    const mine = await list();
    expect(mine.data.map((b: { _id: string }) => b._id)).toEqual([ids.batch]);
    expect((await get('batch-card', other.headers)).data).toEqual({ totalAssign: 1, totalCompleted: 0 });
  });
});

describe("GET dashboard/teacher/attendance-* (the teacher's own attendance)", () => {
  it('starts empty, then counts present, absent and approved leave days; a mark moves the numbers', async () => {
    const before = (await get('attendance-stat')).data;
    expect(before).toMatchObject({ todaysDate: null, totalPresent: 0, totalAttendance: 0, totalLeave: 0, totalAbsent: 0, year: 2026 });
    expect(before.totalHoliday).toBe(0);
    await ok(call('POST', 'staff/attendance/create', admin, { user: ids.teacher, date: '2026-11-23', isPresent: true }));
    await ok(call('POST', 'staff/attendance/create', admin, { user: ids.teacher, date: '2026-11-24', isAbsent: true }));
    await ok(call('POST', 'staff/attendance/create', admin, { user: ids.teacher, date: '2026-11-25', isPresent: true }));
    // A leave cannot start in the past: it is recorded on the Friday before.
    clock.set('2026-11-20T04:00:00.000Z');
    await ok(
      call('POST', 'staff/leave/create', admin, {
        staff: ids.teacher,
        leaveCode: 'SICK_LEAVE',
        leaveType: 'FULL_DAY',
        leaveDate: '2026-11-20',
        reason: 'Fever',
      }),
    );
    clock.set('2026-11-25T06:00:00.000Z');
    const after = (await get('attendance-stat')).data;
    expect(after).toMatchObject({ totalPresent: 2, totalAbsent: 1, totalLeave: 1, totalAttendance: 4 });
    expect(after.todaysDate).toBe('2026-11-25T06:00:00.000Z');
    const months = (await get('attendance-overview-monthly')).data as { _id: string; Leave: number; Absent: number; Attended: number }[];
    expect(months).toHaveLength(12);
    expect(months.find((m) => m._id === '2026-11')).toEqual({ _id: '2026-11', Leave: 1, Absent: 1, Attended: 2 });

    // A correction moves the numbers: Tuesday absent becomes present.
    await ok(call('POST', 'staff/attendance/create', admin, { user: ids.teacher, date: '2026-11-24', isPresent: true }));
    expect((await get('attendance-stat')).data).toMatchObject({ totalPresent: 3, totalAbsent: 0 });
    // The reply is kept for the day: the next morning nobody has reported yet.
    clock.set('2026-11-26T06:00:00.000Z');
    expect((await get('attendance-stat')).data).toMatchObject({ todaysDate: null, totalPresent: 3 });
    clock.set('2026-11-25T06:00:00.000Z');
    expect((await get('attendance-stat')).data.todaysDate).toBe('2026-11-25T06:00:00.000Z');
  });
});

describe('the register moves the dashboard', () => {
  it('My Attendance counts the held classes whose register was taken, once however often they are marked', async () => {
    expect((await get('dashboard-stat')).data.attendanceData).toEqual({ teacherAttended: 0, totalAttendance: 2 });
    // The teacher marks the register through the class register call (Mark All for one student, then a correction).
    const mark = (flag: 'isPresent' | 'isAbsent') =>
      ok(call('POST', 'attendance/create', teacher, { classId: 'mon', user: [ids.student, ids.girl], [flag]: true }));
    await mark('isPresent');
    expect((await get('dashboard-stat')).data).toMatchObject({ totalClass: 2, attendanceData: { teacherAttended: 1, totalAttendance: 2 } });
    await mark('isAbsent');
    expect((await get('dashboard-stat')).data.attendanceData).toEqual({ teacherAttended: 1, totalAttendance: 2 });
  });
});

describe('the role matrix', () => {
  const paths = [
    'dashboard-stat',
    'attendance-stat',
    'attendance-overview-monthly',
    'batch-wise-student',
    'batch-wise-class?perPage=7&pageNo=1',
    'batch-wise-work',
    'batch-card',
    'monthly-classes',
    'weekly-classes',
    'class-overview',
    'timetable-stat',
    'lms-card-stat',
    'lms-batch-wise-class',
    'weekly-lms',
  ];
  it('answers a TEACHER and refuses every other role with 403, and anyone signed out with 401', async () => {
    for (const role of ROLES as readonly Role[]) {
      for (const p of paths) {
        const r = await t.as(role).get(`dashboard/teacher/${p}`);
        expect(r.statusCode, `${role} ${p}`).toBe(role === 'TEACHER' ? 200 : 403);
      }
    }
    expect((await t.with().get('dashboard/teacher/dashboard-stat')).statusCode).toBe(401);
  });

  it("a teacher of another institute sees none of this institute's classes", async () => {
    const d = (await get('dashboard-stat', await t.as('TEACHER', 'b'))).data;
    expect(d).toMatchObject({ totalClass: 0, totalBatch: 0 });
  });

  it('refuses a year out of bounds', async () => {
    const r = await call('GET', 'dashboard/teacher/monthly-classes?year=1800', teacher);
    expect(r.statusCode).toBe(400);
    const p = await call('GET', 'dashboard/teacher/batch-wise-class?perPage=0', teacher);
    expect(p.statusCode).toBe(400);
  });
});
