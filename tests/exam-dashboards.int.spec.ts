import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, classesWorld, MON, type ClassIds } from './support/classes-world.js';
import type { TestApp } from './support/harness.js';
import { modelsSeen, wsClient } from './support/ws.js';

/**
 * The exam dashboards (issue 14 part 7): the teacher's exam widgets over the batches they teach, the student's exam
 * counts, upcoming exams and exam cards, read from the `exam_dashboard` counters and moving live.
 * The world: batch A taught by Nina (a timetable slot) with its H.O.D.; Omar teaches nothing; batch B has another
 * student; today is Monday 2026-11-23, 09:30 in India.
 */
const world = classesWorld();
const { call, ok, refused, id } = world;
let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let ids: ClassIds;

beforeAll(async () => {
  await world.setup();
  ({ t, admin, student, parent, nina, omar, ids } = world);
});
afterAll(async () => t?.close());

const exam = (title: string, type: string, batch: string, startDate: string, endDate: string) => ({
  title,
  type,
  batch,
  startDate,
  endDate,
});
const subject = (examId: string, subjectId: string, day: string, from: string, to: string) => ({
  exam: examId,
  subject: subjectId,
  startTime: at(day, from),
  endTime: at(day, to),
  fullMark: 50,
  passMark: 20,
});
const data = async (url: string, h: Record<string, string>) => (await ok(call('GET', url, h))).json().data;

describe('exam dashboards', () => {
  const e: Record<string, string> = {};
  const s: Record<string, string> = {};

  it('counts the exams of the teacher’s batches as finished, ongoing and upcoming, by type, and the tests per month', async () => {
    e.past = await id(call('POST', 'exam/create', admin, exam('Unit test 0', 'OFFLINE', ids.batchA, '2026-11-16', '2026-11-20')));
    e.today = await id(call('POST', 'exam/create', admin, exam('Quiz Monday', 'ONLINE', ids.batchA, MON, MON)));
    e.next = await id(call('POST', 'exam/create', admin, exam('Mid-term', 'OFFLINE', ids.batchA, '2026-11-30', '2026-12-04')));
    e.other = await id(call('POST', 'exam/create', admin, exam('Batch B test', 'ONLINE', ids.batchB, '2026-12-01', '2026-12-01')));
    s.past = await id(call('POST', 'exam/subject/create', admin, subject(e.past, ids.math, '2026-11-16', '10:00', '11:00')));
    s.today = await id(call('POST', 'exam/subject/create', admin, subject(e.today, ids.math, MON, '10:00', '11:00')));
    s.next = await id(call('POST', 'exam/subject/create', admin, subject(e.next, ids.physics, '2026-12-01', '10:00', '13:00')));
    s.next2 = await id(call('POST', 'exam/subject/create', admin, subject(e.next, ids.math, '2026-11-30', '10:00', '13:00')));
    await id(call('POST', 'exam/subject/create', admin, subject(e.other, ids.math, '2026-12-01', '10:00', '11:00')));

    expect(await data('dashboard/teacher/exam-card-stat', nina.headers)).toEqual({ completeExam: 1, upcomingExam: 1, ongoing: 1 });
    expect(await data('dashboard/teacher/exam-overview', nina.headers)).toEqual([
      { _id: 'ONLINE', totalExamCount: 1 },
      { _id: 'OFFLINE', totalExamCount: 2 },
    ]);
    expect((await data('dashboard/teacher/dashboard-stat', nina.headers)).totalExam).toBe(3);
    expect((await data('dashboard/teacher/batch-wise-work', nina.headers)).totalExams).toBe(3);
    const tests = await data('dashboard/teacher/test-analytics', nina.headers);
    expect(tests).toHaveLength(12);
    expect(tests.find((r: { _id: string }) => r._id === '2026-11')).toEqual({ _id: '2026-11', test: 3, assignment: 0 });
    expect(tests.find((r: { _id: string }) => r._id === '2026-12')).toEqual({ _id: '2026-12', test: 1, assignment: 0 });
    expect((await data('dashboard/teacher/test-analytics?year=2025', nina.headers)).every((r: { test: number }) => r.test === 0)).toBe(
      true,
    );

    // Omar teaches no batch: nothing of batch A's is his.
    expect(await data('dashboard/teacher/exam-card-stat', omar.headers)).toEqual({ completeExam: 0, upcomingExam: 0, ongoing: 0 });
    expect((await data('dashboard/teacher/dashboard-stat', omar.headers)).totalExam).toBe(0);
    expect(await data('dashboard/teacher/exam-overview', omar.headers)).toEqual([
      { _id: 'ONLINE', totalExamCount: 0 },
      { _id: 'OFFLINE', totalExamCount: 0 },
    ]);
  });

  it('serves the teacher’s widgets to TEACHER only', async () => {
    for (const url of ['exam-card-stat', 'exam-overview', 'test-analytics']) {
      for (const h of [admin, student, parent, await t.as('MANAGER')]) await refused(call('GET', `dashboard/teacher/${url}`, h), 403);
    }
    await refused(call('GET', 'dashboard/teacher/test-analytics?year=1990', nina.headers), 400);
  });

  it('moves as exams move: a new day, an exam moved or deleted (counters follow, signals reach the teacher)', async () => {
    const ws = await wsClient(t);
    const sock = await ws.connect(nina.headers.authorization!.replace('Bearer ', ''));
    const learner = await ws.connect(student.authorization!.replace('Bearer ', ''));
    try {
      // Tuesday: Monday's quiz is finished too.
      world.clock.set(at('2026-11-24', '09:00'));
      expect(await data('dashboard/teacher/exam-card-stat', nina.headers)).toEqual({ completeExam: 2, upcomingExam: 1, ongoing: 0 });
      world.clock.set(at(MON, '09:30'));
      await ok(call('PUT', `exam/update/${e.next}`, admin, { startDate: MON, endDate: '2026-12-04' }));
      expect(await data('dashboard/teacher/exam-card-stat', nina.headers)).toEqual({ completeExam: 1, upcomingExam: 0, ongoing: 2 });
      const extra = await id(call('POST', 'exam/create', admin, exam('Surprise', 'ONLINE', ids.batchA, '2026-12-10', '2026-12-10')));
      expect(await data('dashboard/teacher/exam-overview', nina.headers)).toEqual([
        { _id: 'ONLINE', totalExamCount: 2 },
        { _id: 'OFFLINE', totalExamCount: 2 },
      ]);
      await ok(call('DELETE', `exam/delete/${extra}`, admin));
      expect(await data('dashboard/teacher/exam-card-stat', nina.headers)).toEqual({ completeExam: 1, upcomingExam: 0, ongoing: 2 });
      expect((await data('dashboard/teacher/dashboard-stat', nina.headers)).totalExam).toBe(3);
      await t.settle();
      await expect.poll(() => modelsSeen(sock).has('exam_dashboard')).toBe(true);
      // The batch's students hear that a count moved (no ids): their exam lists and results refresh, a publish too.
      await expect.poll(() => modelsSeen(learner).has('exam_dashboard')).toBe(true);
      expect(learner.messages.filter((m) => m.readModel === 'exam_dashboard').every((m) => (m.ids ?? []).length === 0)).toBe(true);
      learner.messages.length = 0;
      await ok(call('PUT', `exam/publish/${e.past}`, admin));
      await t.settle();
      await expect.poll(() => modelsSeen(learner).has('exam_dashboard')).toBe(true);
    } finally {
      ws.closeAll();
    }
  });

  it('gives the student their batch’s exams: the count, the upcoming subject exams and the exam cards', async () => {
    expect((await data('dashboard/student/dashboard-stat', student)).totalExams).toBe(3);
    const up = await ok(call('GET', 'exam/student/upcoming-exam', student));
    expect(up.json()).toMatchObject({ totalCount: 3, perPage: 12, pageNo: 1, isLastChunk: true });
    expect(up.json().data.map((r: { _id: string }) => r._id)).toEqual([s.today, s.next2, s.next]);
    expect(up.json().data[0]).toEqual({
      _id: s.today,
      exam: { _id: e.today, title: 'Quiz Monday', type: 'ONLINE' },
      subject: { _id: ids.math, title: 'Mathematics' },
      startTime: new Date(at(MON, '10:00')).toISOString(),
      endTime: new Date(at(MON, '11:00')).toISOString(),
      fullMark: 50,
      status: 'UPCOMING',
      isSubmitted: false,
    });
    world.clock.set(at(MON, '10:15'));
    expect((await data('exam/student/upcoming-exam', student))[0].status).toBe('INPROGRESS');
    world.clock.set(at(MON, '11:00'));
    expect((await data('exam/student/upcoming-exam', student)).map((r: { _id: string }) => r._id)).toEqual([s.next2, s.next]);
    world.clock.set(at(MON, '09:30'));
    expect((await data('exam/student/upcoming-exam?searchTitle=mid&perPage=1', student)).map((r: { _id: string }) => r._id)).toEqual([
      s.next2,
    ]);

    const cards = await ok(call('GET', 'exam/student/exams', student));
    expect(cards.json().totalCount).toBe(3);
    expect(
      cards.json().data.map((c: { _id: string; status: string; totalSubjectExam: number }) => [c._id, c.status, c.totalSubjectExam]),
    ).toEqual([
      [e.next, 'INPROGRESS', 2],
      [e.today, 'INPROGRESS', 1],
      [e.past, 'FINISHED', 1],
    ]);

    const page = await data(`exam/student/exam/${e.next}`, student);
    expect(page.exam).toMatchObject({ _id: e.next, title: 'Mid-term', resultPublished: false });
    expect(page.subjects.map((x: { _id: string; status: string; started: boolean }) => [x._id, x.status, x.started])).toEqual([
      [s.next2, 'UPCOMING', false],
      [s.next, 'UPCOMING', false],
    ]);
    expect((await data(`exam/student/exam/${e.past}`, student)).subjects[0].status).toBe('ENDED');
  });

  it('lets a parent see their child’s, and refuses other batches, other roles and other children', async () => {
    expect((await data('exam/student/upcoming-exam', parent)).length).toBe(3);
    expect((await data(`exam/student/exams?studentId=${ids.student}`, parent)).length).toBe(3);
    await refused(call('GET', `exam/student/exams?studentId=${ids.other}`, parent), 403, 'You may see only your own children.');
    await refused(call('GET', `exam/student/exam/${e.other}`, student), 403, 'You are not a student of this batch.');
    await refused(call('GET', `exam/student/exam/${e.other}`, parent), 403, 'You are not a student of this batch.');
    await refused(call('GET', 'exam/student/exam/nope', student), 404, 'Exam not found.');
    for (const h of [admin, nina.headers]) {
      await refused(call('GET', 'exam/student/upcoming-exam', h), 403);
      await refused(call('GET', 'exam/student/exams', h), 403);
      await refused(call('GET', `exam/student/exam/${e.next}`, h), 403);
    }
  });
});
