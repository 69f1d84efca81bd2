import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventToAppend } from '@school/contracts';
import { at, classesWorld, MON, type ClassIds } from './support/classes-world.js';
import type { TestApp } from './support/harness.js';
import { newUser } from './support/people.js';
import { multipart } from './support/harness.js';
import { modelsSeen, wsClient } from './support/ws.js';

/**
 * The assignment dashboards (issue 15 part 5): the student's assignment widgets (a parent's for their child), the
 * teacher's over the assignments they created, and the assignment figures of the main dashboards, read from the
 * `assignment_dashboard` counters and moving live. The assignments' events are appended to the store directly (the
 * assignments module's commands are another part of the issue).
 * The world: batch A (the seeded student, MALE, and Zara, FEMALE) and batch B; Nina and Omar teach; today is Monday
 * 2026-11-23 in India (the week runs to Sunday 2026-11-29).
 */
const world = classesWorld();
const { call, ok, refused } = world;
let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let zara: { id: string; headers: Record<string, string> };
let ids: ClassIds;

beforeAll(async () => {
  await world.setup();
  ({ t, admin, student, parent, nina, omar, zara, ids } = world);
  await ok(call('PUT', `user/update/${ids.student}`, admin, { gender: 'MALE' }));
});
afterAll(async () => t?.close());

const append = async (stream: string, actorId: string, type: string, data: object) => {
  await t.rt.store.append(stream, 'any', [
    {
      type,
      data,
      eventId: randomUUID(),
      metadata: {
        actorId,
        actorRole: 'TEACHER',
        instituteId: t.schoolA.instituteId,
        occurredAt: new Date().toISOString(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
      },
    } as EventToAppend,
  ]);
};
const fields = (title: string, type: string, dateOfAssignment: string, dueDate: string) => ({
  title,
  type,
  creationType: 'NEW',
  introduction: '',
  chapter: 'Chapter 1',
  subjectId: ids.math,
  dateOfAssignment,
  dueDate,
  fullMark: 20,
});
const create = async (by: string, batchId: string, title: string, type: string, from: string, due: string) => {
  const assignmentId = randomUUID();
  await append(`assignment-${assignmentId}`, by, 'AssignmentCreated', {
    assignmentId,
    batchId,
    createdBy: by,
    ...fields(title, type, from, due),
  });
  return assignmentId;
};
const sheet = (assignmentId: string, studentId: string, type: 'AssignmentAnswerSaved' | 'AssignmentSubmitted') =>
  append(
    `assignment-sheet-${assignmentId}~${studentId}`,
    studentId,
    type,
    type === 'AssignmentSubmitted'
      ? { assignmentId, studentId, batchId: ids.batchA, answers: [], marks: [], needsGrading: true, lateDays: 0, penaltyPercent: 0 }
      : { assignmentId, studentId, batchId: ids.batchA, questionId: 'q1', answer: 'x', attachmentId: null, lateDays: 0 },
  );
const data = async (url: string, h: Record<string, string>) => {
  await t.settle();
  return (await ok(call('GET', url, h))).json().data;
};
const page = async (url: string, h: Record<string, string>) => {
  await t.settle();
  return (await ok(call('GET', url, h))).json();
};

describe('assignment dashboards', () => {
  const a: Record<string, string> = {};

  beforeAll(async () => {
    a.past = await create(nina.id, ids.batchA, 'Sets', 'MCQTYPE', '2026-11-16', '2026-11-20');
    a.open = await create(nina.id, ids.batchA, 'Essay', 'LONGTYPE', MON, '2026-11-25');
    a.next = await create(nina.id, ids.batchA, 'Drawing', 'ATTACHMENT', '2026-11-26', '2026-11-28');
    a.omar = await create(omar.id, ids.batchB, 'Omar’s', 'MCQTYPE', '2026-11-20', '2026-12-05');
    await sheet(a.past, ids.student, 'AssignmentAnswerSaved');
    await sheet(a.past, ids.student, 'AssignmentSubmitted');
    await sheet(a.open, ids.student, 'AssignmentAnswerSaved');
    await sheet(a.open, zara.id, 'AssignmentSubmitted');
    await t.settle();
  });

  it('gives the student their assignment stats: complete, upcoming, pending, missed and never started', async () => {
    expect(await data('dashboard/student/assignment-stat-card', student)).toEqual({
      totalAssignment: 3,
      completeAssignment: 1,
      upcomingAssignment: 1,
      pendingAssignment: 1,
      assignmentNotSubmitted: 0,
      assignmentNotTaken: 0,
    });
    expect(await data('dashboard/student/assignment-stat-card', zara.headers)).toEqual({
      totalAssignment: 3,
      completeAssignment: 1,
      upcomingAssignment: 1,
      pendingAssignment: 0,
      assignmentNotSubmitted: 1,
      assignmentNotTaken: 1,
    });
    expect((await data('dashboard/student/dashboard-stat', student)).totalAssignments).toBe(3);
  });

  it('draws the week’s pie and the year’s bars over the assignments due then', async () => {
    expect(await data('dashboard/student/week-assignment-overview', student)).toEqual({
      from: MON,
      to: '2026-11-29',
      totalAssignment: 2,
      submitted: 0,
      pending: 2,
      missed: 0,
    });
    const year = await data('dashboard/student/assignment-overview', student);
    expect(year).toHaveLength(12);
    expect(year[10]).toEqual({ _id: '2026-11', totalAssignment: 3, submitted: 1, notSubmitted: 0, pending: 2 });
    expect(year.filter((m: { totalAssignment: number }) => m.totalAssignment > 0)).toHaveLength(1);
    const zaraYear = await data('dashboard/student/assignment-overview?year=2026', zara.headers);
    expect(zaraYear[10]).toEqual({ _id: '2026-11', totalAssignment: 3, submitted: 1, notSubmitted: 1, pending: 1 });
    expect(
      (await data('dashboard/student/assignment-overview?year=2025', student)).every(
        (m: { totalAssignment: number }) => m.totalAssignment === 0,
      ),
    ).toBe(true);
  });

  it('lists the assignments not yet due and not submitted, soonest first, paged', async () => {
    const list = await page('dashboard/student/upcoming-assignment?perPage=5&pageNo=1', student);
    expect(list).toMatchObject({ totalCount: 2, perPage: 5, pageNo: 1, isLastChunk: true });
    expect(list.data).toEqual([
      {
        _id: a.open,
        title: 'Essay',
        type: 'LONGTYPE',
        chapter: 'Chapter 1',
        subject: { _id: ids.math, title: 'Mathematics' },
        dateOfAssignment: MON,
        dueDate: '2026-11-25',
        fullMark: 20,
        status: 'OPEN',
        started: true,
      },
      expect.objectContaining({ _id: a.next, status: 'UPCOMING', started: false }),
    ]);
    const first = await page('dashboard/student/upcoming-assignment?perPage=1&pageNo=1', student);
    expect(first).toMatchObject({ totalCount: 2, isLastChunk: false });
    const zaras = await page('dashboard/student/upcoming-assignment', zara.headers);
    expect(zaras).toMatchObject({ totalCount: 1, perPage: 5 });
    expect(zaras.data.map((r: { _id: string }) => r._id)).toEqual([a.next]);
  });

  it('gives a parent their child’s, and refuses another child, other roles and bad input', async () => {
    for (const url of ['assignment-stat-card', 'week-assignment-overview', 'assignment-overview', 'upcoming-assignment']) {
      expect(await data(`dashboard/student/${url}`, parent)).toEqual(await data(`dashboard/student/${url}`, student));
      await refused(call('GET', `dashboard/student/${url}?child=${ids.other}`, parent), 403, 'You may see only your own children.');
      for (const h of [admin, nina.headers, await t.as('MANAGER')]) await refused(call('GET', `dashboard/student/${url}`, h), 403);
    }
    await refused(call('GET', 'dashboard/student/upcoming-assignment?perPage=500', student), 400);
    await refused(call('GET', 'dashboard/student/assignment-overview?year=1990', student), 400);
  });

  it('gives the teacher their own assignments: the cards, the types, the latest with submissions by gender', async () => {
    expect(await data('dashboard/teacher/assignment-stat', nina.headers)).toEqual({
      pendingAssignment: 2,
      completedAssignment: 1,
      totalAssignment: 3,
    });
    expect(await data('dashboard/teacher/assignment-type-stat', nina.headers)).toEqual([
      { _id: 'MCQTYPE', totalAssignment: 1, percentage: 33.33 },
      { _id: 'LONGTYPE', totalAssignment: 1, percentage: 33.33 },
      { _id: 'ATTACHMENT', totalAssignment: 1, percentage: 33.33 },
    ]);
    const latest = await page('dashboard/teacher/assignment-submission-stat-prev?perPage=1&pageNo=1', nina.headers);
    expect(latest).toMatchObject({ totalCount: 2, perPage: 1, pageNo: 1, isLastChunk: false });
    expect(latest.data).toEqual([
      {
        _id: a.open,
        title: 'Essay',
        type: 'LONGTYPE',
        batchId: ids.batchA,
        dateOfAssignment: MON,
        dueDate: '2026-11-25',
        users: {
          totalStudent: 2,
          totalStudentSubmitted: 1,
          totalStudentNotSubmitted: 1,
          totalBoysSubmitted: 0,
          totalGirlSubmitted: 1,
          totalOthersSubmitted: 0,
        },
      },
    ]);
    const eight = await page('dashboard/teacher/assignment-submission-stat-prev?perPage=8&pageNo=1', nina.headers);
    expect(eight.data.map((r: { _id: string }) => r._id)).toEqual([a.open, a.past]);
    expect(eight.data[1].users).toMatchObject({ totalStudentSubmitted: 1, totalBoysSubmitted: 1, totalGirlSubmitted: 0 });

    expect((await data('dashboard/teacher/dashboard-stat', nina.headers)).totalAssignment).toBe(3);
    expect((await data('dashboard/teacher/batch-wise-work', nina.headers)).totalAssignments).toBe(3);
    const months = await data('dashboard/teacher/test-analytics', nina.headers);
    expect(months.find((r: { _id: string }) => r._id === '2026-11').assignment).toBe(3);

    // Omar sees his own only.
    expect(await data('dashboard/teacher/assignment-stat', omar.headers)).toEqual({
      pendingAssignment: 1,
      completedAssignment: 0,
      totalAssignment: 1,
    });
    expect(
      (await page('dashboard/teacher/assignment-submission-stat-prev?perPage=8', omar.headers)).data.map((r: { _id: string }) => r._id),
    ).toEqual([a.omar]);
  });

  it('serves the teacher’s calls to TEACHER only', async () => {
    for (const url of ['assignment-stat', 'assignment-submission-stat-prev?perPage=1&pageNo=1', 'assignment-type-stat']) {
      for (const h of [admin, student, parent, await t.as('MANAGER')]) await refused(call('GET', `dashboard/teacher/${url}`, h), 403);
    }
    await refused(call('GET', 'dashboard/teacher/assignment-submission-stat-prev?perPage=0', nina.headers), 400);
  });

  it('moves with the days, the sheets, a gender, an edit and a delete, and signals only those concerned', async () => {
    const other = await newUser(t, admin, 'STUDENT', { name: 'B Student' });
    await ok(call('PUT', `user/update/${other.id}`, admin, { batch: ids.batchB }));
    await t.settle();
    // Thursday: the essay is past due (the student missed it), the drawing is open.
    world.clock.set(at('2026-11-26', '09:00'));
    expect(await data('dashboard/student/assignment-stat-card', student)).toMatchObject({
      upcomingAssignment: 0,
      pendingAssignment: 1,
      assignmentNotSubmitted: 1,
    });
    expect(await data('dashboard/student/week-assignment-overview', student)).toMatchObject({ pending: 1, missed: 1 });
    expect(await data('dashboard/teacher/assignment-stat', nina.headers)).toMatchObject({ pendingAssignment: 1, completedAssignment: 2 });
    world.clock.set(at(MON, '09:30'));

    const ws = await wsClient(t);
    const socks = {
      nina: await ws.connect(nina.headers.authorization!.replace('Bearer ', '')),
      omar: await ws.connect(omar.headers.authorization!.replace('Bearer ', '')),
      student: await ws.connect(student.authorization!.replace('Bearer ', '')),
      parent: await ws.connect(parent.authorization!.replace('Bearer ', '')),
      other: await ws.connect(other.headers.authorization!.replace('Bearer ', '')),
    };
    try {
      a.extra = await create(nina.id, ids.batchA, 'Extra', 'MCQTYPE', MON, '2026-11-27');
      await t.settle();
      for (const s of [socks.nina, socks.student, socks.parent])
        await expect.poll(() => modelsSeen(s).has('assignment_dashboard')).toBe(true);
      expect(modelsSeen(socks.omar).has('assignment_dashboard')).toBe(false);
      expect(modelsSeen(socks.other).has('assignment_dashboard')).toBe(false);
      expect((await data('dashboard/student/assignment-stat-card', student)).totalAssignment).toBe(4);

      // Zara submits: Nina hears it (her submission counts), the seeded student and Omar do not.
      for (const s of Object.values(socks)) s.messages.length = 0;
      await sheet(a.extra, zara.id, 'AssignmentSubmitted');
      await t.settle();
      await expect.poll(() => modelsSeen(socks.nina).has('assignment_dashboard')).toBe(true);
      expect(modelsSeen(socks.student).has('assignment_dashboard')).toBe(false);
      expect(modelsSeen(socks.omar).has('assignment_dashboard')).toBe(false);
    } finally {
      ws.closeAll();
    }

    // The student's gender changes: their submission counts under the new one.
    await ok(call('PUT', `user/update/${ids.student}`, admin, { gender: 'FEMALE' }));
    const eight = await page('dashboard/teacher/assignment-submission-stat-prev?perPage=8', nina.headers);
    expect(eight.data.find((r: { _id: string }) => r._id === a.past).users).toMatchObject({ totalBoysSubmitted: 0, totalGirlSubmitted: 1 });

    // An edit moves the essay to a type and a due day ahead; a delete takes the drawing out.
    await append(`assignment-${a.open}`, nina.id, 'AssignmentUpdated', {
      assignmentId: a.open,
      batchId: ids.batchA,
      ...fields('Essay', 'MCQTYPE', MON, '2026-12-02'),
    });
    await append(`assignment-${a.next}`, nina.id, 'AssignmentDeleted', { assignmentId: a.next, batchId: ids.batchA });
    expect(await data('dashboard/teacher/assignment-type-stat', nina.headers)).toEqual([
      { _id: 'MCQTYPE', totalAssignment: 3, percentage: 100 },
      { _id: 'LONGTYPE', totalAssignment: 0, percentage: 0 },
      { _id: 'ATTACHMENT', totalAssignment: 0, percentage: 0 },
    ]);
    expect(await data('dashboard/student/week-assignment-overview', student)).toMatchObject({ totalAssignment: 1, pending: 1 });
    const year = await data('dashboard/student/assignment-overview', student);
    expect(year[11]).toMatchObject({ _id: '2026-12', totalAssignment: 1, pending: 1 });
    const list = await page('dashboard/student/upcoming-assignment', student);
    expect(list.data.map((r: { _id: string }) => r._id)).toEqual([a.extra, a.open]);
    expect(list.totalCount).toBe(2);
  });
});

describe('assignment dashboards through the assignments module', () => {
  it('move as a teacher creates an assignment, a student answers and submits, and the teacher deletes it', async () => {
    world.clock.set(at(MON, '09:30'));
    const before = {
      teacher: await data('dashboard/teacher/assignment-stat', nina.headers),
      student: await data('dashboard/student/assignment-stat-card', student),
      work: (await data('dashboard/teacher/batch-wise-work', nina.headers)).totalAssignments,
    };
    const created = await ok(
      call('POST', 'assignment/create', nina.headers, {
        title: 'Through the module',
        type: 'MCQTYPE',
        creationType: 'NEW',
        introduction: '<p>One question.</p>',
        chapter: 'Module',
        subject: ids.math,
        batch: ids.batchA,
        dateOfAssignment: MON,
        dueDate: '2026-11-27',
        fullMark: 5,
      }),
    );
    const assignmentId = created.json().data._id as string;
    const m = multipart([
      ['question', '<p>Which is the right option here?</p>'],
      ['type', 'MCQTYPE'],
      ['options', 'Yes'],
      ['options', 'No'],
      ['answer', 'Yes'],
      ['markAwarded', '5'],
      ['explanation', '<p>Because.</p>'],
    ]);
    const q = await t.inject({
      method: 'POST',
      url: `/api/v1/assignment/question/create/${assignmentId}`,
      headers: { ...nina.headers, ...m.headers },
      payload: m.payload,
    });
    expect(q.statusCode, q.body).toBe(200);
    const questionId = q.json().data._id as string;

    expect(await data('dashboard/teacher/assignment-stat', nina.headers)).toEqual({
      ...before.teacher,
      pendingAssignment: before.teacher.pendingAssignment + 1,
      totalAssignment: before.teacher.totalAssignment + 1,
    });
    expect((await data('dashboard/teacher/batch-wise-work', nina.headers)).totalAssignments).toBe(before.work + 1);
    expect(await data('dashboard/student/assignment-stat-card', student)).toMatchObject({
      totalAssignment: before.student.totalAssignment + 1,
      pendingAssignment: before.student.pendingAssignment + 1,
      assignmentNotTaken: before.student.assignmentNotTaken + 1,
    });
    const up = await page('dashboard/student/upcoming-assignment?perPage=50', student);
    expect(up.data.find((r: { _id: string }) => r._id === assignmentId)).toMatchObject({ status: 'OPEN', started: false });

    await ok(call('POST', 'assignment/answer/create', student, { question: questionId, answer: 'Yes' }));
    expect(await data('dashboard/student/assignment-stat-card', student)).toMatchObject({
      pendingAssignment: before.student.pendingAssignment + 1,
      assignmentNotTaken: before.student.assignmentNotTaken,
    });
    await ok(call('POST', `assignment/submit/${assignmentId}`, student));
    expect(await data('dashboard/student/assignment-stat-card', student)).toMatchObject({
      completeAssignment: before.student.completeAssignment + 1,
      pendingAssignment: before.student.pendingAssignment,
    });
    const latest = await page('dashboard/teacher/assignment-submission-stat-prev?perPage=1&pageNo=1', nina.headers);
    expect(latest.data[0]).toMatchObject({
      _id: assignmentId,
      title: 'Through the module',
      users: { totalStudent: 2, totalStudentSubmitted: 1, totalStudentNotSubmitted: 1, totalGirlSubmitted: 1 },
    });
    expect(
      (await page('dashboard/student/upcoming-assignment?perPage=50', student)).data.some((r: { _id: string }) => r._id === assignmentId),
    ).toBe(false);

    await ok(call('DELETE', `assignment/delete/${assignmentId}`, nina.headers));
    expect(await data('dashboard/teacher/assignment-stat', nina.headers)).toEqual(before.teacher);
    expect(await data('dashboard/student/assignment-stat-card', student)).toEqual(before.student);
  });
});
