import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventToAppend, RecordedEvent } from '@school/contracts';
import { notificationsProjection } from '@school/projections';
import { settableClock } from '../server/src/platform/clock.js';
import { eventually, startTestApp, type TestApp } from './support/harness.js';
import { idsSeen, wsClient } from './support/ws.js';
import { newUser } from './support/people.js';
import { positionedCalls } from './support/positioned.js';

/**
 * The read side of live classes over HTTP (issue 16 parts 4 and 5): the register's times, a student's attendance times,
 * the class's live state, the LMS dashboard and the LIVE_CLASS notification. The clock is Wednesday 2026-11-25, 11:30 in
 * the institute (06:00 UTC). The live events are appended as the live classes' deciders record them (class stream).
 */
const clock = settableClock('2026-11-25T06:00:00.000Z');
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let student: Record<string, string>;
let outsider: { id: string; headers: Record<string, string> };
let ids: { teacher: string; batch: string; other: string; math: string; student: string; girl: string };

const { call, ok, id } = positionedCalls(() => t);
const get = async (url: string, headers = teacher) => {
  await t.settle();
  return (await ok(call('GET', url, headers))).json();
};

const append = async (classId: string, type: string, data: Record<string, unknown>) => {
  const s = t.schoolA;
  const meta = {
    actorId: s.users.get('TEACHER')!,
    actorRole: 'TEACHER' as const,
    instituteId: s.instituteId,
    occurredAt: clock.now().toISOString(),
    correlationId: randomUUID(),
    causationId: randomUUID(),
  };
  await t.rt.store.append(`class-${classId}`, 'any', [{ type, data, eventId: randomUUID(), metadata: meta } as EventToAppend]);
};
/** An instant of Wednesday in the institute's wall-clock time (India, +05:30). */
const ist = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00+05:30`).toISOString();
const facts = (classId: string, from: string, to: string) => ({
  classId,
  batchId: ids.batch,
  subjectId: ids.math,
  teacherId: ids.teacher,
  startTime: ist(from),
  endTime: ist(to),
});
const schedule = (classId: string, from: string, to: string, type: 'ONLINE' | 'OFFLINE') =>
  append(classId, 'ClassScheduled', { ...facts(classId, from, to), classRoom: '', type, credit: 1, origin: 'ONE_OFF', slotId: null });
const started = (classId: string, hhmm: string) =>
  append(classId, 'LiveClassStarted', {
    classId,
    batchId: ids.batch,
    teacherId: ids.teacher,
    at: ist(hhmm),
    notifyStudents: false,
    joinWithoutVideo: false,
    joinWithoutAudio: false,
  });
const enter = async (classId: string, from: string, to: string, studentId: string, hhmm: string, first: boolean) => {
  await append(classId, 'StudentEnteredClass', { classId, batchId: ids.batch, studentId, at: ist(hhmm) });
  if (first)
    await append(classId, 'ClassAttendanceMarked', { ...facts(classId, from, to), credit: 1, marks: [{ studentId, status: 'PRESENT' }] });
};
const leave = (classId: string, studentId: string, hhmm: string, reason = 'LEFT') =>
  append(classId, 'StudentLeftClass', { classId, batchId: ids.batch, studentId, at: ist(hhmm), reason });
const ended = async (classId: string, from: string, to: string, hhmm: string, absent: string[]) => {
  await append(classId, 'LiveClassEnded', { classId, batchId: ids.batch, teacherId: ids.teacher, at: ist(hhmm), absent });
  if (absent.length > 0)
    await append(classId, 'ClassAttendanceMarked', {
      ...facts(classId, from, to),
      credit: 1,
      marks: absent.map((s) => ({ studentId: s, status: 'ABSENT' })),
    });
};

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.as('ADMIN');
  teacher = await t.as('TEACHER');
  student = await t.as('STUDENT');
  const users = t.schoolA.users;
  const session = await id(call('POST', 'session/create', admin, { startYear: '2026-01-01', endYear: '2027-01-01' }));
  const course = await id(call('POST', 'course/create', admin, { title: 'B.Tech', duration: 4, description: 'Engineering' }));
  const branch = await id(call('POST', 'branch/create', admin, { title: 'CSE', description: 'Computers', courseId: course }));
  const batchOf = (description: string) =>
    id(
      call('POST', 'batch/create', admin, {
        session,
        course,
        branch,
        description,
        maximumStudent: 60,
        headOfDepartment: users.get('TEACHER')!,
      }),
    );
  const batch = await batchOf('Morning');
  const other = await batchOf('Evening');
  const math = await id(call('POST', 'subject/create', admin, { title: 'Mathematics', subjectCode: 'MA101' }));
  const girl = await newUser(t, admin, 'STUDENT', { gender: 'FEMALE', name: 'Isha Verma' });
  outsider = await newUser(t, admin, 'STUDENT');
  ids = { teacher: users.get('TEACHER')!, batch, other, math, student: users.get('STUDENT')!, girl: girl.id };
  await ok(call('PUT', `user/update/${ids.student}`, admin, { batch, gender: 'MALE' }));
  await ok(call('PUT', `user/update/${ids.girl}`, admin, { batch }));
  await ok(call('PUT', `user/update/${outsider.id}`, admin, { batch: other }));

  // 10:00-11:00 online, taken live: the student joins 10:02, leaves 10:22, rejoins 10:27; the teacher ends it at 10:40.
  await schedule('live1', '10:00', '11:00', 'ONLINE');
  await started('live1', '10:00');
  await enter('live1', '10:00', '11:00', ids.student, '10:02', true);
  await leave('live1', ids.student, '10:22', 'CLOSED');
  await enter('live1', '10:00', '11:00', ids.student, '10:27', false);
  await leave('live1', ids.student, '10:40', 'ENDED');
  await ended('live1', '10:00', '11:00', '10:40', [ids.girl]);
  // 11:00-12:30 online, live now, the student in the room since 11:05.
  await schedule('live3', '11:00', '12:30', 'ONLINE');
  await started('live3', '11:01');
  await enter('live3', '11:00', '12:30', ids.student, '11:05', true);
  // 11:00-13:00 online, ended early by the teacher at 11:20: completed before its end time.
  await schedule('live4', '11:00', '13:00', 'ONLINE');
  await started('live4', '11:00');
  await ended('live4', '11:00', '13:00', '11:20', []);
  // 12:00 offline and 14:00 online, both ahead today.
  await schedule('off1', '12:00', '13:00', 'OFFLINE');
  await schedule('live2', '14:00', '15:00', 'ONLINE');
  await t.settle();
}, 90_000);
afterAll(async () => t?.close());

type Row = { user: string; timeOfEnter: string | null; timeOfExit: string | null; minutesAttended: number; inRoom: boolean };
const times = (r: Row) => ({ timeOfEnter: r.timeOfEnter, timeOfExit: r.timeOfExit, minutesAttended: r.minutesAttended, inRoom: r.inRoom });

describe('the class register shows the times the server saw', () => {
  it('a rejoin continues the same record: first entry, last exit, the minutes inside', async () => {
    const rows = (await get('attendance/live1')).data as (Row & { isPresent: boolean; isAbsent: boolean })[];
    const mine = rows.find((r) => r.user === ids.student)!;
    expect(times(mine)).toEqual({ timeOfEnter: ist('10:02'), timeOfExit: ist('10:40'), minutesAttended: 33, inRoom: false });
    expect(mine.isPresent).toBe(true);
    // The student who never joined: marked absent when the class ended, and no times.
    const girl = rows.find((r) => r.user === ids.girl)!;
    expect(girl.isAbsent).toBe(true);
    expect(times(girl)).toEqual({ timeOfEnter: null, timeOfExit: null, minutesAttended: 0, inRoom: false });
  });

  it('a student still in the room is in the class now, their minutes not yet counted', async () => {
    const rows = (await get('attendance/live3', admin)).data as Row[];
    expect(times(rows.find((r) => r.user === ids.student)!)).toEqual({
      timeOfEnter: ist('11:05'),
      timeOfExit: null,
      minutesAttended: 0,
      inRoom: true,
    });
  });

  it("a student's attendance lists the same times per class", async () => {
    const month = (await get(`student/attendance/${ids.student}?date=2026-11-25`, student)).data;
    const byClass = new Map((month.attendance as (Row & { classId: string })[]).map((r) => [r.classId, times(r)]));
    expect(byClass.get('live1')).toEqual({ timeOfEnter: ist('10:02'), timeOfExit: ist('10:40'), minutesAttended: 33, inRoom: false });
    expect(byClass.get('live3')).toMatchObject({ timeOfEnter: ist('11:05'), inRoom: true });
    const girl = (await get(`student/attendance/${ids.girl}?date=2026-11-25`, admin)).data.attendance as (Row & {
      classId: string;
      isAbsent: boolean;
    })[];
    expect(girl.map((r) => [r.classId, r.isAbsent, r.timeOfEnter])).toEqual([['live1', true, null]]);
  });
});

describe("the class's history tells the live class", () => {
  it('the Go Live, each entry and exit with its reason, the ending and who never joined', async () => {
    const h = (await get('class/live1/history')).data as { summary: string; changes?: { label: string; after: string }[] }[];
    const summaries = h.map((x) => x.summary.replace(/^.+ (joined|closed|was in|left)/, '<student> $1'));
    expect(summaries).toEqual([
      'Class scheduled one-off',
      'Class went live',
      '<student> joined the live class',
      'Attendance marked',
      '<student> closed the live class',
      '<student> joined the live class',
      '<student> was in the live class when it ended',
      'Live class ended',
      'Attendance marked',
    ]);
    expect(h.find((x) => x.summary === 'Live class ended')!.changes).toEqual([{ label: 'Never joined', after: 'Isha Verma' }]);
  });
});

describe('a class says whether it is live', () => {
  it('live since the Go Live; ended when the teacher ended it; never live: both null', async () => {
    expect((await get('class/live3')).data).toMatchObject({ liveSince: ist('11:01'), endedAt: null });
    expect((await get('class/live1')).data).toMatchObject({ liveSince: ist('10:00'), endedAt: ist('10:40') });
    expect((await get('class/live2')).data).toMatchObject({ liveSince: null, endedAt: null });
  });
});

describe('the LMS dashboard counts online classes', () => {
  it("LMS cards: today's online classes and the next online start (an offline class is not the LMS's)", async () => {
    expect((await get('dashboard/teacher/lms-card-stat')).data).toEqual({
      totalTodaysClass: 4,
      upcomingClass: ist('14:00'),
      totalStudent: 3,
      totalBatch: 2,
    });
  });

  it('weekly-lms counts the completed online classes: past their end, or ended early by the teacher', async () => {
    const week = (await get('dashboard/teacher/weekly-lms')).data as { _id: string; totalClass: number }[];
    expect(week.map((x) => [x._id, x.totalClass])).toEqual([
      ['Monday', 0],
      ['Tuesday', 0],
      ['Wednesday', 2],
      ['Thursday', 0],
      ['Friday', 0],
      ['Saturday', 0],
      ['Sunday', 0],
    ]);
  });

  it('lms-batch-wise-class counts the held online classes of each batch', async () => {
    expect((await get('dashboard/teacher/lms-batch-wise-class')).data).toEqual([
      expect.objectContaining({ _id: ids.batch, course: 'B.Tech', totalClass: 3 }),
    ]);
  });
});

describe('going live with notify', () => {
  it("reaches each student of the batch's inbox (kind LIVE_CLASS, the class's id), not another batch's student", async () => {
    const ws = await wsClient(t);
    const mine = await ws.connect(student.authorization!.replace('Bearer ', ''));
    const theirs = await ws.connect(outsider.headers.authorization!.replace('Bearer ', ''));
    await append('live2', 'LiveClassNotified', {
      classId: 'live2',
      batchId: ids.batch,
      title: 'Mathematics class for B.Tech',
      description: 'Your teacher is live now.',
      recipients: [ids.student, ids.girl],
    });
    const inbox = (await get('notification', student)).data as { title: string; description: string; kind: string; refId: string }[];
    expect(inbox.filter((n) => n.kind === 'LIVE_CLASS')).toEqual([
      expect.objectContaining({
        title: 'Mathematics class for B.Tech',
        description: 'Your teacher is live now.',
        refId: 'live2',
        readStatus: false,
      }),
    ]);
    expect(((await get('notification', outsider.headers)).data as { kind: string }[]).filter((n) => n.kind === 'LIVE_CLASS')).toEqual([]);
    // The push: the student is told of their own notification's id; the other batch's student hears nothing of it.
    await eventually(() => idsSeen(mine).has(`live.live2.${ids.student}`));
    expect([...idsSeen(mine)].filter((x) => x.startsWith('live.'))).toEqual([`live.live2.${ids.student}`]);
    expect(theirs.messages.filter((m) => m.type === 'change' && m.readModel === 'notification')).toEqual([]);
    ws.closeAll();
  });

  it('the push signal goes to the recipients only, each with their own notification', async () => {
    const event = { type: 'LiveClassNotified', data: { classId: 'c9', recipients: ['s1', 's2'] } } as unknown as RecordedEvent;
    expect(notificationsProjection.inboxOf!(event)).toEqual([
      ['s1', 'live.c9.s1'],
      ['s2', 'live.c9.s2'],
    ]);
  });
});
