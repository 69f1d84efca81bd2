import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type ClassAttendanceStatus, type EventToAppend } from '@school/contracts';
import { settableClock } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

/**
 * Issue 12, part 6 (student): the dashboard/student/* calls read the student's batch's classes and the student's marks,
 * on a settable clock. Today is Wednesday 17 June 2026, 10:30 in the institute; the week began on Monday the 15th.
 */
const at = (day: string, hm: string) => new Date(`${day}T${hm}:00+05:30`).toISOString();
const clock = settableClock(at('2026-06-17', '10:30'));

let t: TestApp;
let admin: Record<string, string>;
let student: string;
let batch: string;
let otherBatch: string;
let maths: string;
let physics: string;
const GHOST = 'subject-without-a-title';
const teacher = () => t.schoolA.users.get('TEACHER')!;

const append = (stream: string, type: string, data: unknown) =>
  t.rt.store.append(stream, 'any', [
    {
      type,
      data,
      eventId: randomUUID(),
      metadata: {
        actorId: t.schoolA.users.get('ADMIN')!,
        actorRole: 'ADMIN',
        instituteId: t.schoolA.instituteId,
        occurredAt: clock.now().toISOString(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
      },
    } as EventToAppend,
  ]);

type Lecture = { id: string; batchId: string; subjectId: string; startTime: string; endTime: string };
const lectures = new Map<string, Lecture>();
async function schedule(id: string, subjectId: string, day: string, from: string, to: string, batchId = batch) {
  const l = { id, batchId, subjectId, startTime: at(day, from), endTime: at(day, to) };
  lectures.set(id, l);
  await append(`class-${id}`, 'ClassScheduled', {
    classId: id,
    batchId,
    subjectId,
    teacherId: teacher(),
    startTime: l.startTime,
    endTime: l.endTime,
    classRoom: 'R1',
    type: 'OFFLINE',
    credit: 1,
    origin: 'ONE_OFF',
    slotId: null,
  });
}
async function mark(id: string, status: ClassAttendanceStatus) {
  const l = lectures.get(id)!;
  await append(`class-${id}`, 'ClassAttendanceMarked', {
    classId: id,
    batchId: l.batchId,
    subjectId: l.subjectId,
    teacherId: teacher(),
    startTime: l.startTime,
    endTime: l.endTime,
    credit: 1,
    marks: [{ studentId: student, status }],
  });
}

const get = async (url: string, headers = t.as('STUDENT')) => {
  await t.settle();
  const r = await headers.get(url);
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  return r.json().data;
};

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.as('ADMIN');
  const w = feeWorld(t, admin);
  batch = await w.batch('Dashboard batch');
  otherBatch = await w.batch('Another batch');
  student = t.schoolA.users.get('STUDENT')!;
  await w.enrol(student, batch);
  maths = await w.call('subject/create', { title: 'Mathematics', subjectCode: 'SD-MA' });
  physics = await w.call('subject/create', { title: 'Physics', subjectCode: 'SD-PH' });
  await append('holiday-sd1', 'HolidayDeclared', {
    holidayId: 'sd1',
    title: 'Founders day',
    startDate: '2026-06-12',
    endDate: '2026-06-12',
  });

  await schedule('c1', maths, '2026-06-15', '09:00', '10:00');
  await schedule('c2', physics, '2026-06-16', '09:00', '10:00');
  await schedule('c3', maths, '2026-06-17', '09:00', '10:00');
  await schedule('c4', maths, '2026-06-17', '11:00', '12:00');
  await schedule('c5', physics, '2026-06-17', '14:00', '15:00');
  await append('class-c5', 'ClassCancelled', { classId: 'c5', batchId: batch, reason: 'Teacher away' });
  await schedule('c6', GHOST, '2026-05-10', '09:00', '10:00');
  await schedule('c7', maths, '2026-06-10', '09:00', '10:00');
  await schedule('c8', physics, '2026-06-12', '09:00', '10:00'); // on the holiday
  await schedule('c9', maths, '2026-06-18', '09:00', '10:00');
  await schedule('c10', physics, '2026-06-19', '09:00', '10:00');
  await schedule('c11', maths, '2026-06-16', '09:00', '10:00', otherBatch); // another batch's class
  await schedule('c12', maths, '2025-05-01', '09:00', '10:00'); // more than 12 months ago
  await mark('c1', 'PRESENT');
  await mark('c2', 'ABSENT');
  await mark('c3', 'PRESENT');
  await mark('c6', 'LEAVE');
  await mark('c7', 'ABSENT');
  await mark('c7', 'PRESENT'); // a correction: the latest mark counts
  await mark('c8', 'PRESENT');
});
afterAll(async () => t?.close());

describe('dashboard/student/*', () => {
  it('counts the held classes of the batch (not cancelled, not on a holiday, started) and the student’s marks', async () => {
    expect(await get('dashboard/student/dashboard-stat')).toEqual({
      totalClasses: 6,
      totalAssignments: 0,
      totalExams: 0,
      totalAttendance: 3,
      totalAbsent: 1,
      totalLeave: 1,
    });
  });

  it('gives the classes of the last 12 months by subject, a subject without a title as Other', async () => {
    const rows = await get('dashboard/student/get-monthly-class');
    expect(rows.map((r: { _id: string }) => r._id)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(rows[10].subjectData).toEqual([{ subject: 'Other', totalClass: 1 }]);
    expect(rows[11].subjectData).toEqual([
      { subject: 'Mathematics', totalClass: 3 },
      { subject: 'Physics', totalClass: 1 },
    ]);
    expect(rows.slice(0, 10).every((r: { subjectData: unknown[] }) => r.subjectData.length === 0)).toBe(true);
  });

  it('gives the subject progress over every held class', async () => {
    expect(await get('dashboard/student/get-subject-progress')).toEqual([
      { title: 'Mathematics', totalClass: 4 },
      { title: 'Other', totalClass: 1 },
      { title: 'Physics', totalClass: 1 },
    ]);
  });

  it('gives this week’s classes per subject with what the student attended', async () => {
    expect(await get('dashboard/student/timetable-weekly-stat')).toEqual([
      { subject: 'Mathematics', totalClass: 2, classAttended: 2, classAbsent: 0, classLeave: 0 },
      { subject: 'Physics', totalClass: 1, classAttended: 0, classAbsent: 1, classLeave: 0 },
    ]);
  });

  it('gives today’s cards and the next three classes, and follows the clock and new marks', async () => {
    expect(await get('dashboard/student/timetable-stat-card')).toEqual({ totalTodaysClass: 2, upcomingClass: 1, attendedClass: 1 });
    const next = await get('dashboard/student/get-upcoming-class');
    expect(next.map((c: { _id: string }) => c._id)).toEqual(['c4', 'c9', 'c10']);
    expect(next[0]).toMatchObject({
      subject: { _id: maths, title: 'Mathematics' },
      teacher: { _id: teacher() },
      batch: { _id: batch },
      cancelled: false,
      isHoliday: false,
      classRoom: 'R1',
      type: 'OFFLINE',
      credit: 1,
      registerTakenAt: null,
      markedCount: 0,
    });
    clock.set(at('2026-06-17', '11:15'));
    await mark('c4', 'PRESENT');
    expect(await get('dashboard/student/timetable-stat-card')).toEqual({ totalTodaysClass: 2, upcomingClass: 0, attendedClass: 2 });
    expect((await get('dashboard/student/dashboard-stat')).totalAttendance).toBe(4);
    clock.set(at('2026-06-17', '12:30'));
    expect((await get('dashboard/student/get-upcoming-class')).map((c: { _id: string }) => c._id)).toEqual(['c9', 'c10']);
    clock.set(at('2026-06-17', '10:30'));
  });

  it('shows a parent their linked child’s figures, and refuses another child', async () => {
    const parent = t.as('PARENT');
    expect((await get('dashboard/student/dashboard-stat', parent)).totalClasses).toBe(6);
    expect((await get(`dashboard/student/dashboard-stat?child=${student}`, parent)).totalClasses).toBe(6);
    const other = t.schoolA.users.get('TEACHER')!;
    const r = await parent.get(`dashboard/student/timetable-stat-card?child=${other}`);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ error: 'You may see only your own children.' });
    // Another institute's parent names this institute's student: refused, nothing shown.
    const b = await t.as('PARENT', 'b').get(`dashboard/student/dashboard-stat?child=${student}`);
    expect(b.statusCode).toBe(403);
  });

  it('shows a student of another institute nothing of this one', async () => {
    expect(await get('dashboard/student/dashboard-stat', t.as('STUDENT', 'b'))).toMatchObject({ totalClasses: 0, totalAttendance: 0 });
    expect(await get('dashboard/student/get-upcoming-class', t.as('STUDENT', 'b'))).toEqual([]);
  });

  it('answers only STUDENT and PARENT', async () => {
    const urls = [
      'dashboard-stat',
      'get-monthly-class',
      'get-subject-progress',
      'timetable-weekly-stat',
      'timetable-stat-card',
      'get-upcoming-class',
    ].map((u) => `dashboard/student/${u}`);
    for (const role of ROLES.filter((r) => r !== 'STUDENT' && r !== 'PARENT'))
      for (const url of urls) expect((await t.as(role).get(url)).statusCode, `${role} ${url}`).toBe(403);
    for (const url of urls) expect((await t.with().get(url)).statusCode).toBe(401);
    const long = await t.as('PARENT').get(`dashboard/student/dashboard-stat?child=${'x'.repeat(65)}`);
    expect(long.statusCode).toBe(400);
  });
});
