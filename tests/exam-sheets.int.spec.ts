import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitOverdueAttempts } from '../server/src/modules/exams/index.js';
import { multipart, type TestApp } from './support/harness.js';
import { at, classesWorld } from './support/classes-world.js';
import { newUser } from './support/people.js';

/**
 * Taking an online exam and marking it (issue 14 parts 3 and 4): the student's calls on the server's clock, saves with
 * the seq rule, activity, submit with MCQ marks and negative marking, the deadline sweep, grading with its history, the
 * answer log, offline results with the spec's messages, and who may do what.
 */
const world = classesWorld();
const { call, ok, refused, id, clock } = world;
const DAY = '2026-11-30';
let t: TestApp;
let admin: Record<string, string>;
let hod: Record<string, string>;
let student: Record<string, string>;
let studentId = '';
let parent: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let zara: { id: string; headers: Record<string, string> };
let outsider: { id: string; headers: Record<string, string> };
let examId = '';
let sub = '';
const q: string[] = [];

const question = (fields: Record<string, string | string[]>) => {
  const m = multipart(
    Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string]])),
  );
  return t.inject({ method: 'POST', url: '/api/v1/exam/question/add', headers: { ...nina.headers, ...m.headers }, payload: m.payload });
};

beforeAll(async () => {
  await world.setup();
  ({ t, admin, hod, student, parent, nina, zara } = world);
  studentId = world.ids.student;
  outsider = await newUser(t, admin, 'STUDENT', { name: 'Batch B Student' });
  await ok(call('PUT', `user/update/${outsider.id}`, admin, { batch: world.ids.batchB }));
  examId = await id(
    call('POST', 'exam/create', admin, {
      title: 'Online unit test',
      type: 'ONLINE',
      batch: world.ids.batchA,
      startDate: DAY,
      endDate: DAY,
      negativeMarking: true,
      negativeMark: 25,
    }),
  );
  sub = await id(
    call('POST', 'exam/subject/create', nina.headers, {
      exam: examId,
      subject: world.ids.math,
      startTime: at(DAY, '10:00'),
      endTime: at(DAY, '11:00'),
      fullMark: 20,
      passMark: 8,
    }),
  );
  const added = [
    await question({
      subjectExam: sub,
      question: '<p>Which planet is closest to the Sun?</p>',
      type: 'MCQTYPE',
      options: ['Mercury', 'Venus'],
      answer: 'Mercury',
      markAwarded: '2',
      explanation: '<p>It is Mercury.</p>',
    }),
    await question({
      subjectExam: sub,
      question: '<p>Which gas do plants take in?</p>',
      type: 'MCQTYPE',
      options: ['Oxygen', 'Carbon dioxide'],
      answer: 'Carbon dioxide',
      markAwarded: '4',
    }),
    await question({ subjectExam: sub, question: '<p>Explain photosynthesis in a few lines.</p>', type: 'LONGTYPE', markAwarded: '5' }),
  ];
  for (const r of added) {
    expect(r.statusCode, r.body).toBe(200);
    q.push(r.json().data._id);
  }
  await t.settle();
});
afterAll(async () => t?.close());

const save = (headers: Record<string, string>, body: object) => call('POST', 'exam/answer/create', headers, body);

describe('taking an online exam', () => {
  it('refuses other roles, a student of another batch and a parent; answers before the start on the server clock', async () => {
    clock.set(at(DAY, '09:30'));
    const status = (await ok(call('GET', `exam/${sub}/check-submit`, student))).json().data;
    expect(status).toMatchObject({ isSubmitted: false, started: false, totalQuestion: 3, fullMark: 20, remainingSeconds: 90 * 60 });
    expect(status.subject.title).toBe('Mathematics');
    // The exam's paper is kept per stream version: a question added or deleted since is seen by the next call.
    const extra = await question({ subjectExam: sub, question: '<p>A question taken back later.</p>', type: 'LONGTYPE', markAwarded: '1' });
    expect(extra.statusCode, extra.body).toBe(200);
    expect((await ok(call('GET', `exam/${sub}/check-submit`, student))).json().data.totalQuestion).toBe(4);
    await ok(call('DELETE', `exam/question/delete/${extra.json().data._id}`, nina.headers));
    expect((await ok(call('GET', `exam/${sub}/check-submit`, student))).json().data.totalQuestion).toBe(3);
    await refused(call('GET', `exam/${sub}/question`, student), 400, 'The exam has not started yet.');
    await refused(save(student, { question: q[0], answer: 'Mercury' }), 400, 'The exam has not started yet.');
    clock.set(at(DAY, '10:05'));
    await refused(call('GET', `exam/${sub}/question`, outsider.headers), 403, 'You are not a student of this batch.');
    await refused(save(outsider.headers, { question: q[0], answer: 'Mercury' }), 403, 'You are not a student of this batch.');
    for (const h of [admin, hod, nina.headers, parent]) {
      await refused(call('GET', `exam/${sub}/question`, h), 403);
      await refused(call('GET', `exam/${sub}/check-submit`, h), 403);
      await refused(save(h, { question: q[0], answer: 'Mercury' }), 403);
      await refused(call('POST', 'exam/answer/submit', h, { subjectExam: sub }), 403);
      await refused(call('POST', 'exam/activity/create', h, { subjectExam: sub, kind: 'TAB_SWITCH' }), 403);
    }
  });

  it('starts on the first fetch, never sends the answer key, and keeps the order on reload', async () => {
    const first = (await ok(call('GET', `exam/${sub}/question?random=true`, student))).json().data;
    expect(first.map((x: { question: { _id: string } }) => x.question._id)).toEqual(q);
    for (const x of first) {
      expect(Object.keys(x.question).sort()).toEqual(['_id', 'attachmentUrl', 'markAwarded', 'options', 'question', 'type']);
      expect(x.answer).toEqual({ studentAnswer: '', attachmentUrl: null, markAsReview: false, notAnswered: true, isVisited: false });
    }
    const again = (await ok(call('GET', `exam/${sub}/question`, student))).json().data;
    expect(again).toEqual(first);
  });

  it('saves answers, refuses a non-option, and a late resend with an old seq does not overwrite', async () => {
    const r = (await ok(save(student, { question: q[0], answer: 'Mercury', markAsReview: false, seq: 1 }))).json();
    expect(r).toMatchObject({ message: 'Answer saved', data: { question: q[0], studentAnswer: 'Mercury', markAsReview: false } });
    await refused(save(student, { question: q[1], answer: 'Nitrogen', seq: 2 }), 400, 'Answer must be one of the options.');
    await ok(save(student, { question: q[1], answer: 'Oxygen', markAsReview: true, seq: 3 }));
    await ok(save(student, { question: q[2], answer: 'Plants make food.', seq: 4 }));
    await ok(save(student, { question: q[2], answer: 'Plants make food from light.', seq: 6 }));
    const late = (await ok(save(student, { question: q[2], answer: 'Plants make food.', seq: 4 }))).json().data;
    expect(late.studentAnswer).toBe('Plants make food from light.');
    const sheet = (await ok(call('GET', `exam/${sub}/question`, student))).json().data;
    expect(
      sheet.map((x: { answer: { studentAnswer: string; markAsReview: boolean } }) => [x.answer.studentAnswer, x.answer.markAsReview]),
    ).toEqual([
      ['Mercury', false],
      ['Oxygen', true],
      ['Plants make food from light.', false],
    ]);
    // Zara answers one question and leaves her attempt open for the deadline.
    await ok(call('GET', `exam/${sub}/question`, zara.headers));
    await ok(save(zara.headers, { question: q[0], answer: 'Mercury' }));
  });

  it('counts activity on the server', async () => {
    expect((await ok(call('POST', 'exam/activity/create', student, { subjectExam: sub, kind: 'TAB_SWITCH' }))).json().data).toEqual({
      kind: 'TAB_SWITCH',
      count: 1,
    });
    expect((await ok(call('POST', 'exam/activity/create', student, { subjectExam: sub, kind: 'TAB_SWITCH' }))).json().data.count).toBe(2);
    await refused(call('POST', 'exam/activity/create', student, { subjectExam: sub, kind: 'DANCING' }), 400);
  });

  it('submits once and marks the MCQs with negative marking', async () => {
    const r = (await ok(call('POST', 'exam/answer/submit', student, { subjectExam: sub }))).json();
    expect(r).toMatchObject({ message: 'Exam submitted successfully', data: { isSubmitted: true } });
    await refused(call('POST', 'exam/answer/submit', student, { subjectExam: sub }), 400, 'You have already submitted this exam.');
    await refused(save(student, { question: q[0], answer: 'Venus', seq: 9 }), 400, 'You have already submitted this exam.');
    expect((await ok(call('GET', `exam/${sub}/check-submit`, student))).json().data).toMatchObject({
      isSubmitted: true,
      submittedBy: 'STUDENT',
    });
    const ev = (await ok(call('GET', `exam/${sub}/evaluation/${studentId}`, nina.headers))).json().data;
    // Mercury right (+2), Oxygen wrong (−25% of 4 = −1), the long answer waits for grading.
    expect(ev).toMatchObject({
      markSecured: 1,
      totalQuestions: 3,
      totalAttempted: 3,
      fullMark: 20,
      passMark: 8,
      status: 'SUBMITTED',
      isSubmitted: true,
    });
    expect(ev.activity.TAB_SWITCH).toBe(2);
    // Results exist: the exam cannot be deleted any more.
    await refused(call('DELETE', `exam/delete/${examId}`, admin), 409, 'Results exist for this exam; it cannot be deleted.');
  });

  it('refuses a save after the end, and the deadline job submits the open attempt with its answers', async () => {
    clock.set(at(DAY, '11:00'));
    await refused(
      save(zara.headers, { question: q[1], answer: 'Carbon dioxide' }),
      400,
      'The exam has ended; answers are no longer saved.',
    );
    await refused(call('GET', `exam/${sub}/question`, zara.headers), 400, 'The exam has ended.');
    await t.settle();
    expect(await submitOverdueAttempts(t.rt, clock.now())).toEqual({ submitted: 1 });
    expect(await submitOverdueAttempts(t.rt, clock.now())).toEqual({ submitted: 0 });
    await t.settle();
    expect((await ok(call('GET', `exam/${sub}/check-submit`, zara.headers))).json().data).toMatchObject({
      isSubmitted: true,
      submittedBy: 'DEADLINE',
    });
    const ev = (await ok(call('GET', `exam/${sub}/evaluation/${zara.id}`, admin))).json().data;
    expect(ev).toMatchObject({ markSecured: 2, totalAttempted: 1, status: 'SUBMITTED', submittedBy: 'DEADLINE' });
    const log = (await ok(call('GET', `exam/${sub}/answer-log/${zara.id}`, admin))).json().data;
    expect(log.map((r: { kind: string }) => r.kind)).toEqual(['STARTED', 'ANSWERED', 'AUTO_SUBMITTED', 'AUTO_MARKED', 'AUTO_MARKED']);
  });
});

describe('marking', () => {
  it('lists the answers in the student order with the key, 10 a page, to the office and teachers of the batch only', async () => {
    const page = (await ok(call('GET', `exam/${sub}/answer/${studentId}?perPage=10&pageNo=1`, nina.headers))).json();
    expect(page).toMatchObject({ totalCount: 3, perPage: 10, pageNo: 1, isLastChunk: true });
    expect(page.data[0]).toMatchObject({
      _id: q[0],
      answer: 'Mercury',
      explanation: '<p>It is Mercury.</p>',
      studentAnswered: { studentAnswer: 'Mercury', markAwarded: 2 },
    });
    expect(page.data[1].studentAnswered).toMatchObject({ studentAnswer: 'Oxygen', markAwarded: -1 });
    expect(page.data[2].studentAnswered).toMatchObject({ studentAnswer: 'Plants make food from light.', markAwarded: null });
    await ok(call('GET', `exam/${sub}/answer/${studentId}`, hod));
    for (const h of [student, parent, zara.headers]) {
      await refused(call('GET', `exam/${sub}/answer/${studentId}`, h), 403);
      await refused(call('GET', `exam/${sub}/evaluation/${studentId}`, h), 403);
      await refused(call('PUT', `exam/remark/${sub}/${studentId}`, h, { remark: 'x', marks: [] }), 403);
      await refused(call('GET', `exam/${sub}/answer-log/${studentId}`, h), 403);
      await refused(call('GET', `exam/result/history/${sub}/${studentId}`, h), 403);
      await refused(call('POST', `exam/generate/${sub}`, h), 403);
      await refused(
        call('POST', `exam/result/${examId}`, h, { student: studentId, subjectExam: sub, isAttended: true, obtainMark: 1 }),
        403,
      );
    }
    await refused(call('GET', `exam/${sub}/answer/${studentId}`, world.adminB), 404);
    await refused(call('GET', `exam/${sub}/answer/${outsider.id}`, admin), 400, "The student is not in this exam's batch.");
  });

  it('grades within bounds, asks a reason to change a mark, and keeps the history; a teacher who did not create it gets 403', async () => {
    const url = `exam/remark/${sub}/${studentId}`;
    await refused(
      call('PUT', url, nina.headers, { remark: 'x', marks: [{ _id: q[2], mark: 6 }] }),
      400,
      "Marks must be between 0 and the question's mark.",
    );
    await refused(call('PUT', url, hod, { remark: 'x', marks: [{ _id: q[2], mark: 4 }] }), 403, 'You did not create this subject exam.');
    const graded = (await ok(call('PUT', url, nina.headers, { remark: 'Good work', marks: [{ _id: q[2], mark: 4 }] }))).json();
    expect(graded).toMatchObject({ message: 'Review updated', data: { markSecured: 5, remark: 'Good work', status: 'GRADED' } });
    await refused(
      call('PUT', url, nina.headers, { remark: 'Good work', marks: [{ _id: q[2], mark: 3 }] }),
      400,
      'Give a reason for changing a mark.',
    );
    const changed = (
      await ok(call('PUT', url, admin, { remark: 'Good work', marks: [{ _id: q[2], mark: 3 }], reason: 'Missed a step' }))
    ).json().data;
    expect(changed.markSecured).toBe(4);
    const history = (await ok(call('GET', `exam/result/history/${sub}/${studentId}`, hod))).json().data;
    expect(
      history.map((h: { kind: string; question: { index: number } | null; from: number | null; to: number | null; reason: string }) => [
        h.kind,
        h.question?.index ?? null,
        h.from,
        h.to,
        h.reason,
      ]),
    ).toEqual([
      ['AUTO_MARKED', 1, null, 2, ''],
      ['AUTO_MARKED', 2, null, -1, ''],
      ['GRADED', 3, null, 4, ''],
      ['GRADED', 3, 4, 3, 'Missed a step'],
    ]);
    expect(history[2].by).toEqual({ _id: nina.id, displayName: 'Nina Rao' });
    const log = (await ok(call('GET', `exam/${sub}/answer-log/${studentId}?perPage=50`, admin))).json().data;
    expect(log.filter((r: { kind: string }) => r.kind === 'CHANGED')).toEqual([
      expect.objectContaining({
        question: { _id: q[2], index: 3 },
        answer: 'Plants make food from light.',
        previousAnswer: 'Plants make food.',
      }),
    ]);
  });

  it('refuses to grade before submit', async () => {
    clock.set(at(DAY, '10:30'));
    const late = await newUser(t, admin, 'STUDENT', { name: 'Late Comer' });
    try {
      await ok(call('PUT', `user/update/${late.id}`, admin, { batch: world.ids.batchA }));
      await t.settle(); // the batch change reaches the read model the exam's access check reads
      await ok(call('GET', `exam/${sub}/question`, late.headers));
      await t.settle();
      await refused(
        call('PUT', `exam/remark/${sub}/${late.id}`, nina.headers, { remark: 'x', marks: [{ _id: q[2], mark: 1 }] }),
        400,
        'The student has not submitted this exam.',
      );
    } finally {
      clock.set(at(DAY, '11:00'));
    }
  });

  it('fills the Students tab from the results and syncs the totals', async () => {
    await t.settle();
    const attended = (await ok(call('GET', `exam/student-attended/${sub}?type=ATTENDED`, nina.headers))).json();
    expect(attended.data.map((r: { _id: string }) => r._id).sort()).toEqual([studentId, zara.id].sort());
    const mine = attended.data.find((r: { _id: string }) => r._id === studentId);
    expect(mine).toMatchObject({
      result: { isAttended: true, obtainMark: 4, remark: 'Good work', markPercentage: 20 },
      status: 'GRADED',
      submittedBy: 'STUDENT',
    });
    const absent = (await ok(call('GET', `exam/student-attended/${sub}?type=NOTATTENDED`, nina.headers))).json();
    expect(absent.data.map((r: { _id: string }) => r._id)).not.toContain(studentId);
    expect(absent.data.every((r: { result: unknown }) => r.result === null)).toBe(true);
    const synced = (await ok(call('POST', `exam/generate/${sub}`, admin))).json();
    expect(synced.message).toBe('Exam synced');
    expect(synced.data).toMatchObject({ passStudent: 0, failStudent: 2, absentStudent: synced.data.totalStudents - 2 });
    // Every subject exam and exam reply reads the same counts (not only the sync).
    const details = (await ok(call('GET', `exam/subject/details/${sub}`, nina.headers))).json().data;
    expect(details).toMatchObject({ passStudent: 0, failStudent: 2, absentStudent: synced.data.totalStudents - 2 });
    const exam = (await ok(call('GET', `exam/details/${examId}`, admin))).json().data;
    expect(exam).toMatchObject({ totalAttendee: 2, totalPass: 0 });
    expect(exam.subjects.find((x: { _id: string }) => x._id === sub)).toMatchObject({ failStudent: 2 });
    const listed = (await ok(call('GET', 'exam?perPage=20&pageNo=1', admin))).json().data.find((e: { _id: string }) => e._id === examId);
    expect(listed).toMatchObject({ totalAttendee: 2, totalPass: 0 });
  });
});

describe('offline results', () => {
  it('records with the spec messages, needs a reason to change, and a teacher who did not create it gets 403', async () => {
    const offline = await id(
      call('POST', 'exam/create', admin, {
        title: 'Offline unit test',
        type: 'OFFLINE',
        batch: world.ids.batchA,
        startDate: DAY,
        endDate: DAY,
      }),
    );
    const paper = await id(
      call('POST', 'exam/subject/create', nina.headers, {
        exam: offline,
        subject: world.ids.physics,
        startTime: at(DAY, '12:00'),
        endTime: at(DAY, '13:00'),
        fullMark: 50,
        passMark: 20,
      }),
    );
    const url = `exam/result/${offline}`;
    const body = { student: studentId, subjectExam: paper };
    await refused(call('POST', url, nina.headers, { ...body, obtainMark: 30 }), 400, 'Attendance is required*');
    await refused(call('POST', url, nina.headers, { ...body, isAttended: true }), 400, 'Please enter obtain mark*');
    await refused(
      call('POST', url, nina.headers, { ...body, isAttended: true, obtainMark: 51 }),
      400,
      'Obtained mark must be between 0 and the full mark.',
    );
    await refused(call('POST', url, hod, { ...body, isAttended: true, obtainMark: 30 }), 403, 'You did not create this subject exam.');
    // A form, as the spec's client sends it.
    const m = multipart({ student: studentId, subjectExam: paper, isAttended: 'true', obtainMark: '30', remark: 'Steady' });
    const form = await t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...nina.headers, ...m.headers }, payload: m.payload });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({
      message: 'Student exam result updated successfully',
      data: { isAttended: true, obtainMark: 30, remark: 'Steady' },
    });
    world.pos = form.headers['x-position'] as string;
    await refused(
      call('POST', url, nina.headers, { ...body, isAttended: true, obtainMark: 35 }),
      400,
      'Give a reason for changing a result.',
    );
    await ok(call('POST', url, admin, { ...body, isAttended: true, obtainMark: 35, remark: 'Steady', reason: 'Totalling error' }));
    await ok(call('POST', url, nina.headers, { student: zara.id, subjectExam: paper, isAttended: false }));
    await t.settle();
    const rows = (await ok(call('GET', `exam/student-attended/${paper}`, admin))).json().data;
    expect(rows.find((r: { _id: string }) => r._id === studentId)).toMatchObject({
      result: { isAttended: true, obtainMark: 35, markPercentage: 70 },
      status: 'RECORDED',
    });
    expect(rows.find((r: { _id: string }) => r._id === zara.id)).toMatchObject({
      result: { isAttended: false, obtainMark: 0 },
      status: 'RECORDED',
    });
    const history = (await ok(call('GET', `exam/result/history/${paper}/${studentId}`, admin))).json().data;
    expect(history.map((h: { kind: string; from: number | null; to: number; reason: string }) => [h.kind, h.from, h.to, h.reason])).toEqual(
      [
        ['RESULT_RECORDED', null, 30, ''],
        ['RESULT_RECORDED', 30, 35, 'Totalling error'],
      ],
    );
    // An offline exam is not taken online.
    await refused(call('GET', `exam/${paper}/question`, student), 400, 'This exam is not online.');
    await refused(call('DELETE', `exam/subject/delete/${paper}`, admin), 409, 'Results exist for this subject exam; it cannot be deleted.');
  });
});

describe('attachment answers', () => {
  it('takes a PDF or an image for an ATTACHMENT question only, keeps it on a later save, and clears it with an empty answer', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const paper = await id(
      call('POST', 'exam/subject/create', nina.headers, {
        exam: examId,
        subject: world.ids.physics,
        startTime: at(DAY, '12:00'),
        endTime: at(DAY, '13:00'),
        fullMark: 10,
        passMark: 4,
      }),
    );
    const add = multipart([
      ['subjectExam', paper],
      ['question', '<p>Draw the circuit and upload it.</p>'],
      ['type', 'ATTACHMENT'],
      ['markAwarded', '5'],
      ['attachment', { filename: 'task.pdf', contentType: 'application/pdf', data: pdf }],
    ]);
    const added = await t.inject({
      method: 'POST',
      url: '/api/v1/exam/question/add',
      headers: { ...nina.headers, ...add.headers },
      payload: add.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const upload = added.json().data._id as string;
    clock.set(at(DAY, '12:10'));
    const send = async (fields: [string, string | { filename: string; contentType: string; data: Buffer }][]) => {
      const m = multipart(fields);
      return t.inject({ method: 'POST', url: '/api/v1/exam/answer/create', headers: { ...student, ...m.headers }, payload: m.payload });
    };
    const file = { filename: 'answer.pdf', contentType: 'application/pdf', data: pdf };
    const sent = await send([
      ['question', upload],
      ['answer', ''],
      ['attachment', file],
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.attachmentUrl).toMatch(/^\/api\/v1\/files\//);
    // A save without a file (marking it for review) keeps the file.
    const kept = (await ok(save(student, { question: upload, answer: 'See the file.', markAsReview: true }))).json().data;
    expect(kept.attachmentUrl).toMatch(/^\/api\/v1\/files\//);
    const cleared = (await ok(save(student, { question: upload, answer: '' }))).json().data;
    expect(cleared).toMatchObject({ studentAnswer: '', attachmentUrl: null });
    // A file for another type of question is refused.
    const other = await send([
      ['question', q[2]!],
      ['answer', 'text'],
      ['attachment', file],
    ]);
    expect(other.statusCode).toBe(400);
    clock.set(at(DAY, '11:00'));
  });
});
