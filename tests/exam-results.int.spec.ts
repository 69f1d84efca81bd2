import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, classesWorld, MON, type ClassIds } from './support/classes-world.js';
import { grant, multipart, png, type TestApp } from './support/harness.js';
import { embeddedFonts, pdfText } from '../server/src/platform/pdf/pdf-text.test-util.js';

/**
 * Results and report cards (issue 14 parts 5 and 6) and the teacher's result widgets (part 7): what a student, a
 * parent, a teacher of the batch, another teacher and the office see of results recorded through S1's
 * `POST exam/result/:examId` (offline) and an online sheet taken and submitted; grades from the institute's scale, SGPA,
 * rank in the batch, the review flags after the end, report cards as JSON and A4 PDF, the batch PDF, exam weights and
 * the session report card.
 * The world: batch A (Nina teaches it; the STUDENT, linked to the PARENT, and Zara); batch B; Omar teaches nothing;
 * today is Monday 2026-11-23, 09:30 in India.
 */
const world = classesWorld();
const { call, ok, refused, id } = world;
let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let zara: string;
let ids: ClassIds;

beforeAll(async () => {
  await world.setup();
  ({ t, admin, student, parent, nina, omar, ids } = world);
  zara = world.zara.id;
});
afterAll(async () => t?.close());

const data = async (url: string, h: Record<string, string>) => (await ok(call('GET', url, h))).json().data;
const record = (examId: string, subjectExam: string, studentId: string, obtainMark: number | '', isAttended = true, reason?: string) =>
  call('POST', `exam/result/${examId}`, admin, {
    student: studentId,
    subjectExam,
    obtainMark: String(obtainMark),
    isAttended: String(isAttended),
    remark: '',
    ...(reason ? { reason } : {}),
  });
const pdfOf = async (url: string, h: Record<string, string>) => {
  const r = await t.with(h).send('GET', url, undefined, { at: world.pos });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toContain('application/pdf');
  return r.rawPayload;
};

describe('exam results', () => {
  const e: Record<string, string> = {};
  const s: Record<string, string> = {};

  it('records offline results and works out marks, percentage, grade, SGPA, pass and rank for the office', async () => {
    for (const [lowPercent, highPercent, grade] of [
      [75, 100, 'A'],
      [60, 75, 'B'],
      [35, 60, 'C'],
    ] as const) {
      await ok(call('POST', 'grade/create', admin, { lowPercent, highPercent, grade }));
    }
    e.term = await id(
      call('POST', 'exam/create', admin, {
        title: 'Term 1',
        type: 'OFFLINE',
        batch: ids.batchA,
        startDate: '2026-11-16',
        endDate: '2026-11-20',
      }),
    );
    const subject = (subjectId: string, day: string, fullMark: number, passMark: number, credit: number) =>
      id(
        call('POST', 'exam/subject/create', admin, {
          exam: e.term,
          subject: subjectId,
          startTime: at(day, '10:00'),
          endTime: at(day, '13:00'),
          fullMark,
          passMark,
          credit,
        }),
      );
    s.math = await subject(ids.math, '2026-11-16', 100, 35, 4);
    s.phy = await subject(ids.physics, '2026-11-17', 50, 20, 2);
    await ok(record(e.term!, s.math!, ids.student, 80));
    await ok(record(e.term!, s.phy!, ids.student, 45));
    await ok(record(e.term!, s.math!, zara, 30));
    await ok(record(e.term!, s.phy!, zara, 40));

    const r = await data(`exam/result/${e.term}/student/${ids.student}`, admin);
    expect(r).toMatchObject({
      exam: { _id: e.term, title: 'Term 1', resultPublished: false },
      student: { _id: ids.student },
      batch: { _id: ids.batchA, course: { title: 'B.Tech' } },
      totalMarkSecured: 125,
      fullMark: 150,
      percentage: 83.33,
      grade: 'A',
      totalSGPA: 8.33,
      passed: true,
      rank: 1,
      batchSize: 2,
      review: { score: false, responses: false, correctAnswers: false, explanations: false },
    });
    expect(r.subjects).toEqual([
      {
        subjectExam: { _id: s.math },
        subject: { _id: ids.math, title: 'Mathematics' },
        fullMark: 100,
        passMark: 35,
        credit: 4,
        isAttended: true,
        obtainMark: 80,
        markPercentage: 80,
        grade: 'A',
        passed: true,
        remark: '',
        status: 'RECORDED',
      },
      expect.objectContaining({
        subject: { _id: ids.physics, title: 'Physics' },
        obtainMark: 45,
        markPercentage: 90,
        grade: 'A',
        credit: 2,
      }),
    ]);
    const z = await data(`exam/result/${e.term}/student/${zara}`, admin);
    expect(z).toMatchObject({ totalMarkSecured: 70, percentage: 46.67, grade: 'C', passed: false, rank: 2 });
    expect(z.subjects.map((x: { passed: boolean }) => x.passed)).toEqual([false, true]);
  });

  it('a changed result needs a reason, and the result follows it; Zara absent in physics is not graded there', async () => {
    await refused(record(e.term!, s.phy!, zara, 0, false), 400, 'Give a reason for changing a result.');
    await ok(record(e.term!, s.phy!, zara, 0, false, 'Was absent'));
    const z = await data(`exam/result/${e.term}/student/${zara}`, admin);
    expect(z.subjects[1]).toMatchObject({ isAttended: false, obtainMark: 0, grade: '', passed: false });
    expect(z).toMatchObject({ totalMarkSecured: 30, percentage: 20, grade: '', totalSGPA: 3, passed: false, rank: 2 });
  });

  it('shows results to the batch’s teachers and the office always, to the student and parent only once published', async () => {
    await ok(call('GET', `exam/result/${e.term}/student/${ids.student}`, nina.headers));
    await refused(call('GET', `exam/result/${e.term}/student/${ids.student}`, omar.headers), 403);
    await refused(call('GET', `exam/result/${e.term}/student/${ids.student}`, await t.as('STAFF')), 403);
    await grant(t, 'STAFF', ['exam']);
    await ok(call('GET', `exam/result/${e.term}/student/${ids.student}`, await t.as('STAFF')));
    await refused(
      call('GET', `exam/result/${e.term}/student/${ids.student}`, student),
      403,
      'The results of this exam are not published yet.',
    );
    await refused(
      call('GET', `exam/result/${e.term}/student/${ids.student}`, parent),
      403,
      'The results of this exam are not published yet.',
    );
    await refused(
      call('GET', `exam/report-card/${e.term}/${ids.student}`, student),
      403,
      'The results of this exam are not published yet.',
    );
    expect((await ok(call('GET', `exam/result/all/${ids.student}`, student))).json().totalCount).toBe(0);
    expect((await ok(call('GET', `exam/result/all/${ids.student}`, admin))).json().totalCount).toBe(1);

    await ok(call('PUT', `exam/publish/${e.term}`, admin));
    expect((await data(`exam/result/${e.term}/student/${ids.student}`, student)).percentage).toBe(83.33);
    expect((await data(`exam/result/${e.term}/student/${ids.student}`, parent)).rank).toBe(1);
    await refused(call('GET', `exam/result/${e.term}/student/${zara}`, student), 403, 'You may see only your own results.');
    await refused(call('GET', `exam/result/${e.term}/student/${zara}`, parent), 403, 'You may see only your own children.');
    await refused(call('GET', `exam/result/${e.term}/student/${ids.other}`, admin), 404, 'The student is not in this exam’s batch.');
    await refused(call('GET', `exam/result/${e.term}/student/nobody`, admin), 404, 'Student not found.');
    await refused(call('GET', `exam/result/nope/student/${ids.student}`, admin), 404, 'Exam not found.');
    await refused(call('GET', `exam/result/${e.term}/student/${ids.student}`, await t.as('ADMIN', 'b')), 404);
  });

  it('lists a student’s exam results (the profile’s result cards), with search and paging', async () => {
    const all = await ok(call('GET', `exam/result/all/${ids.student}?perPage=10`, parent));
    expect(all.json()).toMatchObject({ totalCount: 1, perPage: 10, pageNo: 1, isLastChunk: true });
    expect(all.json().data).toEqual([
      {
        exam: { _id: e.term, title: 'Term 1', type: 'OFFLINE', startDate: '2026-11-16', endDate: '2026-11-20', resultPublished: true },
        fullMark: 150,
        totalSGPA: 8.33,
        totalMarkSecured: 125,
        percentage: 83.33,
        grade: 'A',
        passed: true,
      },
    ]);
    expect((await ok(call('GET', `exam/result/all/${ids.student}?searchTitle=mid`, admin))).json().totalCount).toBe(0);
    expect((await data(`exam/result/all/${zara}`, nina.headers))[0]).toMatchObject({ totalMarkSecured: 30, passed: false });
    await refused(call('GET', `exam/result/all/${zara}`, omar.headers), 403);
    await refused(call('GET', `exam/result/all/${zara}`, student), 403);
  });

  it('gives the report card as JSON and as an A4 PDF in the embedded font, and the whole batch in one PDF', async () => {
    const card = await data(`exam/report-card/${e.term}/${ids.student}`, student);
    expect(card).toMatchObject({
      institute: { _id: expect.any(String), name: expect.any(String) },
      percentage: 83.33,
      grade: 'A',
      rank: 1,
    });
    expect(card.generatedAt).toBe(new Date(at(MON, '09:30')).toISOString());
    const one = await pdfOf(`exam/report-card/${e.term}/${ids.student}/pdf`, parent);
    expect(one.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(one);
    for (const s of ['REPORT CARD', 'Term 1', 'Mathematics', 'Physics', '83.3 %', 'PASSED', '1 of 2']) expect(text, s).toContain(s);
    expect(embeddedFonts(one)).toContain('NotoSansDevanagari-Bold');

    const batch = await pdfOf(`exam/report-card/${e.term}/batch/pdf`, nina.headers);
    expect(batch.toString('latin1')).toContain('/Count 2');
    expect(pdfText(batch)).toContain('FAILED');
    await refused(call('GET', `exam/report-card/${e.term}/batch/pdf`, student), 403);
    await refused(call('GET', `exam/report-card/${e.term}/batch/pdf`, omar.headers), 403, 'You do not teach this batch.');
    await refused(call('GET', `exam/report-card/${e.term}/${zara}/pdf`, parent), 403);
  });

  it('draws the institute’s logo on the report card once the institute has one (PUT institute/:id with a PNG)', async () => {
    const url = `exam/report-card/${e.term}/${ids.student}/pdf`;
    expect((await pdfOf(url, parent)).toString('latin1')).not.toContain('/Subtype /Image');
    const form = multipart({
      instituteName: 'A School',
      email: 'office@a.test',
      phoneNumber: '9876500001',
      admin: t.schoolA.users.get('ADMIN')!,
      description: 'A school',
      address: '1 Station Road, Pune 411001',
      logo: { filename: 'logo.png', contentType: 'image/png', data: png(8, 8) },
    });
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/institute/${t.schoolA.instituteId}`,
      headers: { ...(await t.as('SUPER_ADMIN')), ...form.headers },
      payload: form.payload,
    });
    expect(put.statusCode, put.body).toBe(200);
    if (put.headers['x-position']) world.pos = put.headers['x-position'] as string;
    const withLogo = await pdfOf(url, parent);
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    expect(pdfText(withLogo)).toContain('1 Station Road');
  });

  it('weights the batch’s exams (office only, its own stream) and gives the session report card', async () => {
    e.final = await id(
      call('POST', 'exam/create', admin, {
        title: 'Final',
        type: 'OFFLINE',
        batch: ids.batchA,
        startDate: '2026-11-18',
        endDate: '2026-11-19',
      }),
    );
    s.final = await id(
      call('POST', 'exam/subject/create', admin, {
        exam: e.final,
        subject: ids.math,
        startTime: at('2026-11-18', '10:00'),
        endTime: at('2026-11-18', '12:00'),
        fullMark: 100,
        passMark: 35,
      }),
    );
    await ok(record(e.final!, s.final!, ids.student, 60));
    await ok(record(e.final!, s.final!, zara, 90));
    e.other = await id(
      call('POST', 'exam/create', admin, {
        title: 'B only',
        type: 'OFFLINE',
        batch: ids.batchB,
        startDate: '2026-11-18',
        endDate: '2026-11-19',
      }),
    );

    const before = await t.rt.store.head();
    const body = (weights: [string, number][]) => ({ weights: weights.map(([exam, weight]) => ({ exam, weight })) });
    await refused(
      call('PUT', `exam/weights/${ids.batchA}`, admin, body([[e.other!, 50]])),
      400,
      'Every exam must be an exam of this batch.',
    );
    await refused(
      call(
        'PUT',
        `exam/weights/${ids.batchA}`,
        admin,
        body([
          [e.term!, 50],
          [e.term!, 20],
        ]),
      ),
      400,
      'An exam is weighted twice.',
    );
    await refused(call('PUT', `exam/weights/${ids.batchA}`, admin, body([[e.term!, 0]])), 400, 'Give at least one exam a weight above 0.');
    await refused(call('PUT', `exam/weights/${ids.batchA}`, admin, body([[e.term!, 101]])), 400);
    await refused(call('PUT', `exam/weights/${ids.batchA}`, nina.headers, body([[e.term!, 40]])), 403);
    expect(await t.rt.store.head()).toBe(before);

    const set = await ok(
      call(
        'PUT',
        `exam/weights/${ids.batchA}`,
        admin,
        body([
          [e.term!, 40],
          [e.final!, 60],
        ]),
      ),
    );
    expect(set.json()).toMatchObject({ message: 'Exam weights updated successfully', data: { batchId: ids.batchA } });
    const streams = await t.rt.store.readStream(`exam-weights-${ids.batchA}`);
    expect(streams.map((x: { type: string }) => x.type)).toEqual(['ExamWeightsSet']);
    expect((await data(`exam/weights/${ids.batchA}`, nina.headers)).weights).toHaveLength(2);

    // The final is not published: the session card counts only the term (weight 40) so far.
    const early = await data(`exam/report-card/session/${ids.batchA}/${ids.student}`, admin);
    expect(early.exams.map((x: { exam: { _id: string } }) => x.exam._id)).toEqual([e.term]);
    await ok(call('PUT', `exam/publish/${e.final}`, admin));
    const card = await data(`exam/report-card/session/${ids.batchA}/${ids.student}`, student);
    // 40 × 83.33 + 60 × 60 = 69.33; Zara: 40 × 20 + 60 × 90 = 62.
    expect(card).toMatchObject({ percentage: 69.33, grade: 'B', passed: true, rank: 1, batchSize: 2 });
    expect(card.exams.map((x: { weight: number; percentage: number }) => [x.weight, x.percentage])).toEqual([
      [40, 83.33],
      [60, 60],
    ]);
    const zc = await data(`exam/report-card/session/${ids.batchA}/${zara}`, nina.headers);
    expect(zc).toMatchObject({ percentage: 62, rank: 2, passed: false });
    const pdf = await pdfOf(`exam/report-card/session/${ids.batchA}/${ids.student}/pdf`, parent);
    expect(pdfText(pdf)).toContain('SESSION REPORT CARD');
    await refused(call('GET', `exam/report-card/session/${ids.batchA}/${zara}`, student), 403);
  });

  it('fills the teacher’s success rate and previous exam results from the results', async () => {
    // Term 1: the student passed both, Zara failed both; Final: both passed. Results 6, passes 4.
    expect(await data('dashboard/teacher/student-success-rate', nina.headers)).toEqual({
      totalStudentPassPercentage: 66.67,
      totalStudentPass: 4,
    });
    expect(await data('dashboard/teacher/student-success-rate', omar.headers)).toEqual({
      totalStudentPassPercentage: 0,
      totalStudentPass: 0,
    });
    const prev = await ok(call('GET', 'dashboard/teacher/previous-exam-result', nina.headers));
    expect(prev.json()).toMatchObject({ totalCount: 2, perPage: 10, pageNo: 1 });
    const rows = prev.json().data as { _id: string; title: string; boys: number; girls: number; other: number }[];
    // Latest last day first: Term 1 ends on the 20th, the final on the 19th.
    expect(rows.map((r) => r._id)).toEqual([e.term, e.final]);
    // Zara is FEMALE: she passed the final only.
    expect(rows[0]!.girls).toBe(0);
    expect(rows[0]!.boys + rows[0]!.girls + rows[0]!.other).toBe(1);
    expect(rows[1]!.girls).toBe(1);
    expect(rows[1]!.boys + rows[1]!.girls + rows[1]!.other).toBe(2);
    expect(
      (await data('dashboard/teacher/previous-exam-result?perPage=1&pageNo=2', nina.headers)).map((r: { _id: string }) => r._id),
    ).toEqual([e.final]);
    for (const h of [admin, student, parent]) await refused(call('GET', 'dashboard/teacher/student-success-rate', h), 403);
  });
});

describe('review after the end', () => {
  it('shows what the exam’s review flags allow, only after the subject exam ends, to the student and their parent', async () => {
    world.clock.set(at(MON, '09:30'));
    const examId = await id(
      call('POST', 'exam/create', nina.headers, {
        title: 'Quiz',
        type: 'ONLINE',
        batch: ids.batchA,
        startDate: MON,
        endDate: MON,
        showExamScoreAfterEnd: true,
        showExamResponseAfterEnd: true,
        showExamCorrectAnswerAfterEnd: true,
      }),
    );
    const sub = await id(
      call('POST', 'exam/subject/create', nina.headers, {
        exam: examId,
        subject: ids.math,
        startTime: at(MON, '10:00'),
        endTime: at(MON, '11:00'),
        fullMark: 10,
        passMark: 4,
      }),
    );
    const m = multipart([
      ['subjectExam', sub],
      ['question', '<p>What is 2 + 2?</p>'],
      ['type', 'MCQTYPE'],
      ['answer', '4'],
      ['markAwarded', '5'],
      ['explanation', '<p>Count.</p>'],
      ['options', '3'],
      ['options', '4'],
    ]);
    const q = await t.inject({
      method: 'POST',
      url: '/api/v1/exam/question/add',
      headers: { ...nina.headers, ...m.headers, 'x-min-position': world.pos || '0' },
      payload: m.payload,
    });
    expect(q.statusCode, q.body).toBe(200);
    world.pos = q.headers['x-position'] as string;
    const questionId = q.json().data._id as string;

    await refused(call('GET', `exam/${sub}/review`, student), 400, 'Review opens after the exam ends.');
    world.clock.set(at(MON, '10:10'));
    await ok(call('GET', `exam/${sub}/question`, student));
    await ok(call('POST', 'exam/answer/create', student, { question: questionId, answer: '4', markAsReview: false }));
    await ok(call('POST', 'exam/answer/submit', student, { subjectExam: sub }));
    await refused(call('GET', `exam/${sub}/review`, student), 400, 'Review opens after the exam ends.');
    world.clock.set(at(MON, '11:05'));
    const review = await data(`exam/${sub}/review`, student);
    expect(review).toMatchObject({
      showScore: true,
      showResponses: true,
      showCorrectAnswers: true,
      showExplanations: false,
      markSecured: 5,
      fullMark: 10,
    });
    expect(review.questions).toEqual([
      {
        _id: questionId,
        question: '<p>What is 2 + 2?</p>',
        type: 'MCQTYPE',
        options: ['3', '4'],
        markAwarded: 5,
        studentAnswer: '4',
        attachmentUrl: null,
        mark: 5,
        answer: '4',
      },
    ]);
    expect((await data(`exam/${sub}/review?studentId=${ids.student}`, parent)).markSecured).toBe(5);
    await refused(call('GET', `exam/${sub}/review?studentId=${zara}`, parent), 403, 'You may see only your own children.');
    for (const h of [admin, nina.headers]) await refused(call('GET', `exam/${sub}/review`, h), 403);
    // Zara did not take it: she sees the questions (and the answers the flags allow), no score.
    world.clock.set(at(MON, '09:30'));
  });
});
