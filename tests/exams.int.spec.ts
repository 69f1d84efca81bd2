import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from './support/harness.js';
import { at, classesWorld, MON, type ClassIds } from './support/classes-world.js';
import type { TestApp } from './support/harness.js';

/**
 * Exams and subject exams (issue 14 parts 1 and 2): who may do what (the office, a teacher of the batch, the teacher
 * who created it), the designed refusals writing nothing, the list's filters and paging, publishing and deleting.
 * The world: batch A taught by Nina (a timetable slot) with its H.O.D.; Omar teaches nothing; today is Monday 2026-11-23.
 */
const world = classesWorld();
const { call, ok, refused, id } = world;
let t: TestApp;
let admin: Record<string, string>;
let hod: Record<string, string>;
let student: Record<string, string>;
let adminB: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let ids: ClassIds;

beforeAll(async () => {
  await world.setup();
  ({ t, admin, hod, student, adminB, nina, omar, ids } = world);
});
afterAll(async () => t?.close());

const exam = (over: Record<string, unknown> = {}) => ({
  title: 'Mid-term examination',
  type: 'OFFLINE',
  batch: ids.batchA,
  startDate: '2026-11-30',
  endDate: '2026-12-04',
  ...over,
});
const subject = (examId: string, over: Record<string, unknown> = {}) => ({
  exam: examId,
  subject: ids.math,
  startTime: at('2026-11-30', '10:00'),
  endTime: at('2026-11-30', '13:00'),
  fullMark: 100,
  passMark: 35,
  ...over,
});

describe('exams', () => {
  let officeExam = '';
  let ninaExam = '';

  it('the office and a teacher of the batch create exams; others may not', async () => {
    const r = await ok(call('POST', 'exam/create', admin, exam({ description: 'Chapters 1-4' })));
    officeExam = r.json().data._id;
    expect(r.json()).toMatchObject({
      message: 'Exam created successfully',
      data: {
        title: 'Mid-term examination',
        type: 'OFFLINE',
        description: 'Chapters 1-4',
        batch: { _id: ids.batchA, course: { title: 'B.Tech' }, branch: { title: 'CSE' } },
        startDate: '2026-11-30',
        endDate: '2026-12-04',
        totalStudent: 2,
        totalMark: 0,
        subjects: 0,
        resultPublished: false,
        status: 'UPCOMING',
        scheduleAt: null,
        allowStudentToMoveFreely: false,
      },
    });
    const online = await ok(
      call(
        'POST',
        'exam/create',
        nina.headers,
        exam({ title: 'Unit test 1', type: 'ONLINE', startDate: MON, endDate: MON, randomizeQuestionOrder: true }),
      ),
    );
    ninaExam = online.json().data._id;
    expect(online.json().data).toMatchObject({
      status: 'INPROGRESS',
      allowStudentToMoveFreely: true,
      randomizeQuestionOrder: true,
      createdBy: { _id: nina.id },
    });
    await refused(call('POST', 'exam/create', omar.headers, exam()), 403);
    await refused(call('POST', 'exam/create', student, exam()), 403);
    await refused(call('POST', 'exam/create', await t.as('MANAGER'), exam()), 403);
  });

  it('refuses bad input with the designed messages and writes nothing', async () => {
    const before = await t.rt.store.head();
    await refused(call('POST', 'exam/create', admin, exam({ title: '' })), 400, 'Title is required.');
    await refused(call('POST', 'exam/create', admin, exam({ title: 'x' })), 400, 'Title must be between 2 and 120 characters.');
    await refused(call('POST', 'exam/create', admin, exam({ type: undefined })), 400, 'Exam type is required.');
    await refused(call('POST', 'exam/create', admin, exam({ batch: '' })), 400, 'Batch is required.');
    await refused(call('POST', 'exam/create', admin, exam({ startDate: '' })), 400, 'Start date is required.');
    await refused(call('POST', 'exam/create', admin, exam({ endDate: undefined })), 400, 'End date is required.');
    await refused(call('POST', 'exam/create', admin, exam({ endDate: '2026-11-29' })), 400, 'End date must be on or after start date.');
    await refused(call('POST', 'exam/create', admin, exam({ startDate: '1999-01-01' })), 400, 'Start date must be between');
    await refused(call('POST', 'exam/create', admin, exam({ type: 'ONLINE', negativeMarking: true })), 400, 'Negative mark is required');
    await refused(call('POST', 'exam/create', adminB, exam()), 404, 'Batch not found.');
    await refused(call('PUT', `exam/update/${officeExam}`, adminB, { title: 'Stolen' }), 404, 'Exam not found.');
    await refused(call('DELETE', `exam/delete/${officeExam}`, adminB), 404, 'Exam not found.');
    await refused(call('PUT', `exam/update/${officeExam}`, nina.headers, { title: 'Mine now' }), 403, 'You did not create this exam.');
    await refused(call('DELETE', `exam/delete/${ninaExam}`, hod), 403, 'You did not create this exam.');
    expect(await t.rt.store.head()).toBe(before);
  });

  it('shows exams to the office and the batch teachers only; 404 to another institute', async () => {
    for (const h of [admin, nina.headers, hod])
      expect((await ok(call('GET', `exam/details/${officeExam}`, h))).json().data._id).toBe(officeExam);
    await refused(call('GET', `exam/details/${officeExam}`, omar.headers), 403);
    await refused(call('GET', `exam/details/${officeExam}`, student), 403);
    await refused(call('GET', `exam/details/${officeExam}`, adminB), 404, 'Exam not found.');
    await grant(t, 'STAFF', ['exam']);
    await ok(call('GET', `exam/details/${officeExam}`, await t.as('STAFF')));
  });

  it('lets a member of staff given only `exam` read the pickers of the exams screens, not write them', async () => {
    const staff = await t.as('STAFF');
    for (const path of ['batch?perPage=5&pageNo=1', `batch/${ids.batchA}`, 'course', 'branch', 'session', 'subject', 'grade'])
      await ok(call('GET', path, staff));
    await refused(call('POST', 'subject/create', staff, { title: 'Botany', subjectCode: 'BOT101' }), 403);
    await refused(call('POST', 'subject/create', await t.as('MANAGER'), { title: 'Botany', subjectCode: 'BOT101' }), 403);
    // Without `exam` (or the lists' own modules) the lists stay closed.
    await refused(call('GET', 'subject', await t.as('MANAGER')), 403);
  });

  it('lists with filters, paging and order; a teacher sees only batches they teach', async () => {
    await ok(call('POST', 'exam/create', admin, exam({ title: 'Old quiz', startDate: '2026-10-01', endDate: '2026-10-02' })));
    await ok(call('POST', 'exam/create', admin, exam({ title: 'Batch B test', batch: ids.batchB })));
    const list = async (h: Record<string, string>, q = '') => (await ok(call('GET', `exam${q}`, h))).json();
    const all = await list(admin);
    expect(all.data.map((e: { title: string }) => e.title)).toEqual(['Batch B test', 'Mid-term examination', 'Unit test 1', 'Old quiz']);
    expect(all).toMatchObject({ totalCount: 4, pageNo: 1, perPage: 20, isLastChunk: true });
    expect((await list(admin, '?schedule=true')).data.map((e: { title: string }) => e.title)).toEqual([
      'Unit test 1',
      'Batch B test',
      'Mid-term examination',
    ]);
    expect((await list(admin, '?schedule=false')).data.map((e: { title: string }) => e.title)).toEqual(['Old quiz']);
    expect((await list(admin, '?type=ONLINE')).totalCount).toBe(1);
    expect((await list(admin, `?batchId=${ids.batchB}`)).totalCount).toBe(1);
    expect((await list(admin, '?searchTitle=mid')).totalCount).toBe(1);
    const { course, branch } = all.data[0].batch;
    expect((await list(admin, `?courseId=${course._id}&branchId=${branch._id}`)).totalCount).toBe(4);
    expect((await list(admin, '?courseId=none')).totalCount).toBe(0);
    const page2 = await list(admin, '?perPage=3&pageNo=2');
    expect(page2).toMatchObject({ totalCount: 4, pageNo: 2, isLastChunk: true });
    expect(page2.data).toHaveLength(1);
    // Nina teaches batch A only (her slot); Omar teaches nothing; the H.O.D. heads both.
    expect((await list(nina.headers)).totalCount).toBe(3);
    expect((await list(omar.headers)).totalCount).toBe(0);
    expect((await list(hod)).totalCount).toBe(4);
    expect((await list(adminB)).totalCount).toBe(0);
  });
});

describe('subject exams', () => {
  let examId = '';
  let mine = '';
  it('a teacher of the batch adds a subject exam; its creator or the office change it, no one else', async () => {
    examId = await id(call('POST', 'exam/create', admin, exam({ title: 'Final examination' })));
    const r = await ok(call('POST', 'exam/subject/create', nina.headers, subject(examId, { credit: 2 })));
    mine = r.json().data._id;
    expect(r.json()).toMatchObject({
      message: 'Exam subject created successfully',
      data: {
        exam: { _id: examId, title: 'Final examination', type: 'OFFLINE' },
        subject: { _id: ids.math, title: 'Mathematics' },
        startTime: '2026-11-30T04:30:00.000Z',
        fullMark: 100,
        passMark: 35,
        credit: 2,
        totalStudents: 2,
        totalQuestion: 0,
        createdBy: { _id: nina.id, displayName: 'Nina Rao' },
        batch: { _id: ids.batchA },
      },
    });
    await refused(call('POST', 'exam/subject/create', omar.headers, subject(examId, { subject: ids.physics })), 403);
    const before = await t.rt.store.head();
    await refused(call('PUT', `exam/subject/update/${mine}`, hod, { fullMark: 90 }), 403, 'You did not create this subject exam.');
    await refused(call('DELETE', `exam/subject/delete/${mine}`, hod), 403, 'You did not create this subject exam.');
    await refused(call('PUT', `exam/subject/update/${mine}`, adminB, { fullMark: 90 }), 404);
    await refused(call('POST', 'exam/subject/create', admin, subject(examId)), 409, 'This subject already has an exam in this exam.');
    await refused(
      call('POST', 'exam/subject/create', admin, subject(examId, { subject: ids.physics, passMark: 101 })),
      400,
      'Pass mark cannot exceed full mark.',
    );
    await refused(
      call(
        'POST',
        'exam/subject/create',
        admin,
        subject(examId, { subject: ids.physics, startTime: at('2026-12-05', '10:00'), endTime: at('2026-12-05', '12:00') }),
      ),
      400,
      'The subject exam must fall within the exam dates.',
    );
    await refused(call('POST', 'exam/subject/create', admin, subject(examId, { subject: 'nope' })), 400, 'Subject not found.');
    await refused(
      call('POST', 'exam/subject/create', admin, subject(examId, { fullMark: 0 })),
      400,
      'Full mark must be between 1 and 1000.',
    );
    expect(await t.rt.store.head()).toBe(before);
    const updated = await ok(call('PUT', `exam/subject/update/${mine}`, admin, { fullMark: 80 }));
    expect(updated.json()).toMatchObject({ message: 'Exam subject updated successfully', data: { fullMark: 80, passMark: 35 } });
  });

  it('lists them apart for the teacher who created them, and counts them on the exam', async () => {
    await ok(
      call(
        'POST',
        'exam/subject/create',
        hod,
        subject(examId, {
          subject: ids.physics,
          startTime: at('2026-12-01', '10:00'),
          endTime: at('2026-12-01', '12:00'),
          fullMark: 50,
          passMark: 20,
        }),
      ),
    );
    const ids2 = async (url: string, h: Record<string, string>) =>
      (await ok(call('GET', url, h))).json().data.map((s: { _id: string }) => s._id);
    expect(await ids2(`exam/subject/created-by-user/${examId}`, nina.headers)).toEqual([mine]);
    expect(await ids2(`exam/subject/${examId}`, nina.headers)).toHaveLength(1);
    expect(await ids2(`exam/subject/${examId}`, admin)).toHaveLength(2);
    const details = (await ok(call('GET', `exam/details/${examId}`, admin))).json().data;
    expect(details).toMatchObject({ totalMark: 130, fullMark: 130, scheduleAt: '2026-11-30T04:30:00.000Z' });
    expect(details.subjects).toHaveLength(2);
    expect((await ok(call('GET', `exam/subject/details/${mine}`, nina.headers))).json().data._id).toBe(mine);
    await refused(call('GET', `exam/subject/details/${mine}`, adminB), 404);
    await refused(call('GET', `exam/subject/details/${mine}`, omar.headers), 403);
  });

  it('keeps the exam around its subject exams', async () => {
    await refused(
      call('PUT', `exam/update/${examId}`, admin, { batch: ids.batchB }),
      409,
      'Remove the subject exams before moving the exam to another batch.',
    );
    await refused(
      call('PUT', `exam/update/${examId}`, admin, { startDate: '2026-12-01' }),
      409,
      'A subject exam falls outside these dates.',
    );
    const r = await ok(call('PUT', `exam/update/${examId}`, admin, { title: 'Final exam', endDate: '2026-12-10' }));
    expect(r.json()).toMatchObject({
      message: 'Exam updated successfully',
      data: { title: 'Final exam', endDate: '2026-12-10', subjects: 2 },
    });
  });

  it('lists the batch students on the Students tab, without results yet', async () => {
    const r = (await ok(call('GET', `exam/student-attended/${mine}?perPage=1`, nina.headers))).json();
    expect(r).toMatchObject({ totalCount: 2, perPage: 1, isLastChunk: false });
    expect(r.data[0]).toMatchObject({ examSubject: mine, exam: examId, result: null, fullMark: 80 });
    expect((await ok(call('GET', `exam/student-attended/${mine}?searchTitle=zara`, admin))).json().data[0].student.displayName).toBe(
      'Zara Khan',
    );
    expect((await ok(call('GET', `exam/student-attended/${mine}?type=ATTENDED`, admin))).json().totalCount).toBe(0);
    await refused(call('GET', `exam/student-attended/${mine}`, omar.headers), 403);
  });

  it('publishes results once, with a subject exam; a published exam is not deleted', async () => {
    const empty = await id(call('POST', 'exam/create', nina.headers, exam({ title: 'Empty exam' })));
    await refused(call('PUT', `exam/publish/${empty}`, nina.headers), 409, 'Add a subject exam before publishing results.');
    await refused(call('PUT', `exam/publish/${examId}`, nina.headers), 403, 'You did not create this exam.');
    const r = await ok(call('PUT', `exam/publish/${examId}`, admin));
    expect(r.json()).toMatchObject({ message: 'Results published successfully', data: { resultPublished: true } });
    await refused(call('PUT', `exam/publish/${examId}`, admin), 409, 'Results are already published.');
    await refused(call('DELETE', `exam/delete/${examId}`, admin), 409, 'Results exist for this exam; it cannot be deleted.');
    expect((await ok(call('GET', 'exam?resultPublished=true', admin))).json().totalCount).toBe(1);
  });

  it('deletes a subject exam, and an exam with everything in it', async () => {
    const e = await id(call('POST', 'exam/create', nina.headers, exam({ title: 'Weekly test' })));
    const s = await id(call('POST', 'exam/subject/create', nina.headers, subject(e)));
    const s2 = await id(call('POST', 'exam/subject/create', nina.headers, subject(e, { subject: ids.physics })));
    await ok(call('DELETE', `exam/subject/delete/${s2}`, nina.headers));
    await refused(call('GET', `exam/subject/details/${s2}`, nina.headers), 404);
    const r = await ok(call('DELETE', `exam/delete/${e}`, nina.headers));
    expect(r.json()).toEqual({ message: 'Exam deleted successfully', data: { _id: e } });
    await refused(call('GET', `exam/details/${e}`, admin), 404);
    await refused(call('GET', `exam/subject/details/${s}`, admin), 404);
  });
});
