import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type TestApp, grant } from './support/harness.js';
import { at, classesWorld } from './support/classes-world.js';
import { newUser } from './support/people.js';

/**
 * Assignments (issue 15): create/edit/delete with the own-batch rule and notifications, questions, lists with filters
 * and sorts, answering one question a page with the due date on the server's clock, the late policy, submission, the
 * student-status grid, grading with a reason for a change and its history, the student's profile tab, and who may do
 * what (a student of another batch, a parent of another student, another institute).
 */
const world = classesWorld();
const { call, ok, refused, id, clock } = world;
const MON = '2026-11-23';
const FRI = '2026-11-27';
let t: TestApp;
let admin: Record<string, string>;
let hod: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let studentId = '';
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let zara: { id: string; headers: Record<string, string> };
let outsider: { id: string; headers: Record<string, string> };
let quiz = '';
let essay = '';
const q: string[] = [];
let long = '';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Planets quiz',
  type: 'MCQTYPE',
  creationType: 'NEW',
  introduction: '<p>Answer every question.</p><script>alert(1)</script>',
  chapter: 'Solar system',
  subject: world.ids.math,
  batch: world.ids.batchA,
  dateOfAssignment: MON,
  dueDate: FRI,
  fullMark: 10,
  ...over,
});

const question = (
  assignmentId: string,
  headers: Record<string, string>,
  fields: [string, string | { filename: string; contentType: string; data: Buffer }][],
) => {
  const m = multipart(fields);
  return t.inject({
    method: 'POST',
    url: `/api/v1/assignment/question/create/${assignmentId}`,
    headers: { ...headers, ...m.headers },
    payload: m.payload,
  });
};
const save = (headers: Record<string, string>, b: object) => call('POST', 'assignment/answer/create', headers, b);

beforeAll(async () => {
  await world.setup();
  ({ t, admin, hod, student, parent, nina, omar, zara } = world);
  studentId = world.ids.student;
  outsider = await newUser(t, admin, 'STUDENT', { name: 'Batch B Student' });
  await ok(call('PUT', `user/update/${outsider.id}`, admin, { batch: world.ids.batchB }));
  clock.set(at(MON, '09:30'));
  await t.settle();
});
afterAll(async () => t?.close());

describe('creating assignments', () => {
  it('lets a teacher assign to their own batches only, and checks the fields', async () => {
    await refused(call('POST', 'assignment/create', omar.headers, body()), 403);
    await refused(call('POST', 'assignment/create', nina.headers, body({ batch: world.ids.batchB })), 403);
    for (const h of [student, parent]) await refused(call('POST', 'assignment/create', h, body()), 403);
    await refused(call('POST', 'assignment/create', nina.headers, body({ title: '' })), 400, 'Title is required.');
    await refused(
      call('POST', 'assignment/create', nina.headers, body({ type: 'ESSAY' })),
      400,
      'Type must be MCQTYPE, LONGTYPE or ATTACHMENT.',
    );
    await refused(call('POST', 'assignment/create', nina.headers, body({ fullMark: 0 })), 400, 'Full mark must be between 1 and 1000.');
    await refused(
      call('POST', 'assignment/create', nina.headers, body({ dueDate: '2026-11-22', dateOfAssignment: MON })),
      400,
      'Due date must be on or after the date of assignment.',
    );
    await refused(
      call('POST', 'assignment/create', nina.headers, body({ dateOfAssignment: '2026-11-01', dueDate: '2026-11-10' })),
      400,
      'Due date cannot be in the past.',
    );
    await refused(call('POST', 'assignment/create', nina.headers, body({ subject: 'nope' })), 400, 'Subject not found.');
    await refused(call('POST', 'assignment/create', nina.headers, body({ dueDate: '2099-13-45' })), 400);

    const created = (await ok(call('POST', 'assignment/create', nina.headers, body()))).json();
    expect(created.message).toBe('Assignment created successfully');
    quiz = created.data._id;
    expect(created.data).toMatchObject({
      title: 'Planets quiz',
      assignmentName: 'Planets quiz',
      type: 'MCQTYPE',
      creationType: 'NEW',
      chapter: 'Solar system',
      subject: { _id: world.ids.math, title: 'Mathematics' },
      dateOfAssignment: MON,
      dueDate: FRI,
      lastDate: FRI,
      fullMark: 10,
      totalMark: 10,
      totalQuestions: 0,
      totalSubmitted: 0,
      totalStudent: 2,
      notSubmitted: 2,
      createdBy: { _id: nina.id, displayName: 'Nina Rao' },
      isPastDue: false,
      mySubmission: null,
    });
    expect(created.data.introduction).not.toContain('<script>');
    expect(created.data.batch.course.title).toBe('B.Tech');
    // The H.O.D. assigns a written one; the office an attachment one to batch B (a minute apart: the sorts by date).
    clock.set(at(MON, '09:31'));
    essay = await id(
      call('POST', 'assignment/create', hod, body({ title: 'Essay on Mars', type: 'LONGTYPE', creationType: 'COMPLETE', fullMark: 20 })),
    );
    clock.set(at(MON, '09:32'));
    await id(call('POST', 'assignment/create', admin, body({ title: 'Circuit drawing', type: 'ATTACHMENT', batch: world.ids.batchB })));
  });

  it('notifies the students and parents of the batch', async () => {
    await t.settle();
    for (const h of [student, parent, zara.headers]) {
      const list = (await ok(call('GET', 'notification?perPage=20&pageNo=1', h))).json().data;
      expect(list.some((n: { kind: string; refId: string }) => n.kind === 'ASSIGNMENT' && n.refId === quiz)).toBe(true);
    }
    const theirs = (await ok(call('GET', 'notification?perPage=20&pageNo=1', outsider.headers))).json().data;
    expect(theirs.some((n: { refId: string }) => n.refId === quiz)).toBe(false);
  });

  it('edits: the creator or the office; the batch never moves; the full mark holds the questions', async () => {
    await refused(call('PUT', `assignment/update/${quiz}`, omar.headers, { title: 'Mine now' }), 403);
    await refused(call('PUT', `assignment/update/${quiz}`, hod, { title: 'Mine now' }), 403, 'You did not create this assignment.');
    await refused(call('PUT', `assignment/update/${quiz}`, student, { title: 'Mine now' }), 403);
    await refused(call('PUT', `assignment/update/${quiz}`, world.adminB, { title: 'Mine now' }), 404);
    const r = (
      await ok(call('PUT', `assignment/update/${quiz}`, nina.headers, { title: 'Planets quiz (revised)', chapter: 'Planets' }))
    ).json();
    expect(r).toMatchObject({
      message: 'Assignment updated successfully',
      data: { title: 'Planets quiz (revised)', chapter: 'Planets', dueDate: FRI },
    });
    await ok(call('PUT', `assignment/update/${quiz}`, admin, { title: 'Planets quiz' }));
  });
});

describe('questions', () => {
  it('adds MCQ questions within the full mark; only the creator or the office', async () => {
    const mcq = (text: string, options: string[], answer: string, mark: string): [string, string][] => [
      ['question', text],
      ['type', 'MCQTYPE'],
      ...options.map((o): [string, string] => ['options', o]),
      ['answer', answer],
      ['markAwarded', mark],
      ['explanation', '<p>Because.</p>'],
    ];
    const bad = await question(quiz, nina.headers, mcq('<p>Which option is the right one?</p>', ['A', 'B'], 'C', '0.5'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please select one option to be the answer.');
    for (const [text, options, answer, mark] of [
      ['<p>Which planet is closest to the Sun?</p>', ['Mercury', 'Venus'], 'Mercury', '4'],
      ['<p>Which planet is the largest one?</p>', ['Jupiter', 'Earth', 'Mars'], 'Jupiter', '6'],
    ] as [string, string[], string, string][]) {
      const r = await question(quiz, nina.headers, mcq(text, options, answer, mark));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ message: 'Question added successfully', data: { assignment: quiz, type: 'MCQTYPE', answer } });
      q.push(r.json().data._id);
    }
    const over = await question(quiz, nina.headers, mcq('<p>One question too many here.</p>', ['A', 'B'], 'A', '1'));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().error).toBe('The questions’ marks would exceed the full mark.');
    expect((await question(quiz, omar.headers, mcq('<p>Not your assignment at all.</p>', ['A', 'B'], 'A', '0.5'))).statusCode).toBe(403);
    expect((await question(quiz, student, mcq('<p>Not your assignment at all.</p>', ['A', 'B'], 'A', '0.5'))).statusCode).toBe(403);
    await refused(
      call('PUT', `assignment/update/${quiz}`, nina.headers, { fullMark: 5 }),
      409,
      'Full mark cannot be below the questions’ marks.',
    );
    const l = await question(essay, hod, [
      ['question', '<p>Describe the surface of Mars.</p>'],
      ['type', 'LONGTYPE'],
      ['markAwarded', '10'],
    ]);
    expect(l.statusCode, l.body).toBe(200);
    long = l.json().data._id;
    // An image is no PDF: an ATTACHMENT question wants one.
    const noPdf = await question(essay, hod, [
      ['question', '<p>Upload your drawing here.</p>'],
      ['type', 'ATTACHMENT'],
      ['markAwarded', '5'],
    ]);
    expect(noPdf.statusCode).toBe(400);
    const withPdf = await question(essay, hod, [
      ['question', '<p>Upload your drawing here.</p>'],
      ['type', 'ATTACHMENT'],
      ['markAwarded', '5'],
      ['attachment', { filename: 'task.pdf', contentType: 'application/pdf', data: pdf }],
    ]);
    expect(withPdf.statusCode, withPdf.body).toBe(200);
    expect(withPdf.json().data.attachmentUrl).toMatch(/^\/api\/v1\/files\//);
    // Deleting a question: its creator; then it is gone from the list.
    await refused(call('DELETE', `assignment/question/delete/${withPdf.json().data._id}`, omar.headers), 403);
    await ok(call('DELETE', `assignment/question/delete/${withPdf.json().data._id}`, hod));
    await refused(call('DELETE', `assignment/question/delete/${withPdf.json().data._id}`, hod), 404);
    await t.settle();
    const listed = (await ok(call('GET', `assignment/questions/${essay}`, hod))).json().data;
    expect(listed.map((x: { _id: string }) => x._id)).toEqual([long]);
  });

  it('shows questions to the batch, hiding the key from a student until reviewed', async () => {
    const staff = (await ok(call('GET', `assignment/questions/${quiz}`, hod))).json().data;
    expect(staff.map((x: { answer: string }) => x.answer)).toEqual(['Mercury', 'Jupiter']);
    const theirs = (await ok(call('GET', `assignment/questions/${quiz}`, student))).json().data;
    expect(theirs.map((x: { answer: string; explanation: string }) => [x.answer, x.explanation])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    await refused(call('GET', `assignment/questions/${quiz}`, outsider.headers), 404);
    await refused(call('GET', `assignment/questions/${quiz}`, omar.headers), 403);
    await refused(call('GET', `assignment/questions/${quiz}`, world.adminB), 404);
  });
});

describe('lists', () => {
  it('shows each caller their batches, with filters, sorts and bounded pages', async () => {
    await t.settle();
    const titles = (r: { json(): { data: { title: string }[] } }) => r.json().data.map((x) => x.title);
    const mine = await ok(call('GET', 'assignment?pageNo=1', nina.headers));
    expect(mine.json()).toMatchObject({ perPage: 10, pageNo: 1, totalCount: 2, isLastChunk: true });
    expect(titles(mine).sort()).toEqual(['Essay on Mars', 'Planets quiz']);
    expect(titles(await ok(call('GET', 'assignment', admin)))).toHaveLength(3);
    const theirs = await ok(call('GET', 'assignment?pageNo=1', student));
    expect(theirs.json().perPage).toBe(15);
    expect(titles(theirs).sort()).toEqual(['Essay on Mars', 'Planets quiz']);
    expect(theirs.json().data[0].mySubmission).toMatchObject({ isSubmitted: false, markSecured: null });
    expect(titles(await ok(call('GET', 'assignment', outsider.headers)))).toEqual(['Circuit drawing']);
    expect(titles(await ok(call('GET', 'assignment', parent)))).toHaveLength(2);
    expect(titles(await ok(call('GET', 'assignment', omar.headers)))).toEqual([]);
    expect(titles(await ok(call('GET', 'assignment?sortBy=a-z', admin)))).toEqual(['Circuit drawing', 'Essay on Mars', 'Planets quiz']);
    expect(titles(await ok(call('GET', 'assignment?sortBy=z-a', admin)))).toEqual(['Planets quiz', 'Essay on Mars', 'Circuit drawing']);
    expect(titles(await ok(call('GET', 'assignment?sortBy=o-n', admin)))).toEqual(['Planets quiz', 'Essay on Mars', 'Circuit drawing']);
    expect(titles(await ok(call('GET', 'assignment?sortBy=n-o', admin)))).toEqual(['Circuit drawing', 'Essay on Mars', 'Planets quiz']);
    expect(titles(await ok(call('GET', 'assignment?type=LONGTYPE', admin)))).toEqual(['Essay on Mars']);
    expect(titles(await ok(call('GET', 'assignment?creationType=COMPLETE', admin)))).toEqual(['Essay on Mars']);
    expect(titles(await ok(call('GET', `assignment?batch=${world.ids.batchB}`, admin)))).toEqual(['Circuit drawing']);
    expect(titles(await ok(call('GET', `assignment?subject=${world.ids.physics}`, admin)))).toEqual([]);
    expect(titles(await ok(call('GET', 'assignment?searchTitle=planet', admin)))).toEqual(['Planets quiz']);
    const paged = (await ok(call('GET', 'assignment?perPage=2&pageNo=2&sortBy=a-z', admin))).json();
    expect(paged).toMatchObject({ totalCount: 3, perPage: 2, pageNo: 2, isLastChunk: true });
    await refused(call('GET', 'assignment?perPage=51', admin), 400);
    await refused(call('GET', 'assignment?sortBy=newest', admin), 400, 'sortBy must be a-z, z-a, n-o or o-n.');
    expect((await ok(call('GET', 'assignment', world.adminB))).json().totalCount).toBe(0);
  });

  it('reads one assignment: its batch only; the office module for MANAGER and STAFF', async () => {
    const one = (await ok(call('GET', `assignment/${quiz}`, parent))).json().data;
    expect(one).toMatchObject({ _id: quiz, totalQuestions: 2, mySubmission: { isSubmitted: false } });
    await refused(call('GET', `assignment/${quiz}`, outsider.headers), 404);
    await refused(call('GET', `assignment/${quiz}`, omar.headers), 403);
    await refused(call('GET', `assignment/${quiz}`, world.adminB), 404);
    await refused(call('GET', 'assignment/nope', admin), 404, 'Assignment not found.');
    const manager = await t.as('MANAGER');
    await refused(call('GET', `assignment/${quiz}`, manager), 403);
    await grant(t, 'MANAGER', ['assignment']);
    await ok(call('GET', `assignment/${quiz}`, manager));
  });
});

describe('answering', () => {
  it('shows one question a page without the key, and refuses others than the student', async () => {
    const page = (await ok(call('GET', `assignment/answer/${quiz}/${studentId}?perPage=1&pageNo=1`, student))).json();
    expect(page).toMatchObject({ totalCount: 2, perPage: 1, pageNo: 1, isLastChunk: false });
    expect(page.data[0]).toMatchObject({ _id: q[0], answer: '', explanation: '', isStudentAnswered: false, markGiven: null, index: 1 });
    expect(page.sheet).toMatchObject({ isSubmitted: false, canAnswer: true, dueDate: FRI, isPastDue: false });
    await refused(call('GET', `assignment/answer/${quiz}/${zara.id}?perPage=1`, student), 404);
    await refused(call('GET', `assignment/answer/${quiz}/${outsider.id}?perPage=1`, outsider.headers), 404);
    await refused(call('GET', `assignment/answer/${quiz}/${zara.id}?perPage=1`, parent), 404);
    await refused(call('GET', `assignment/answer/${quiz}/${studentId}?perPage=51`, student), 400);
    await refused(save(outsider.headers, { question: q[0], answer: 'Mercury' }), 403, 'You are not a student of this batch.');
    for (const h of [admin, nina.headers, parent]) await refused(save(h, { question: q[0], answer: 'Mercury' }), 403);
    await refused(save(student, { question: `${quiz}.q99`, answer: 'Mercury' }), 404, 'Question not found.');
    await refused(save(student, { question: 'nonsense', answer: 'Mercury' }), 404);
  });

  it('saves answers (a file only for an ATTACHMENT question), then submits once with the MCQ marks', async () => {
    await refused(save(student, { question: q[0], answer: 'Pluto' }), 400, 'Answer must be one of the options.');
    const r = (await ok(save(student, { question: q[0], answer: 'Mercury' }))).json();
    expect(r).toMatchObject({ message: 'Answer saved', data: { question: q[0], studentAnswer: 'Mercury', lateDays: 0 } });
    await ok(save(student, { question: q[1], answer: 'Earth' }));
    const m = multipart([
      ['question', q[1]!],
      ['answer', 'Jupiter'],
      ['attachment', { filename: 'a.pdf', contentType: 'application/pdf', data: pdf }],
    ]);
    const withFile = await t.inject({
      method: 'POST',
      url: '/api/v1/assignment/answer/create',
      headers: { ...student, ...m.headers },
      payload: m.payload,
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().error).toBe('Only an ATTACHMENT question takes a file.');
    const back = (await ok(call('GET', `assignment/answer/${quiz}/${studentId}?perPage=1&pageNo=2`, student))).json();
    expect(back.data[0]).toMatchObject({ _id: q[1], studentAnswer: { studentAnswer: 'Earth' }, isStudentAnswered: true });
    expect(back.sheet.totalAttempted).toBe(2);
    const sub = (await ok(call('POST', `assignment/submit/${quiz}`, student))).json();
    expect(sub).toMatchObject({
      message: 'Assignment submitted successfully',
      data: { isSubmitted: true, lateDays: 0, penaltyPercent: 0, needsGrading: false },
    });
    await refused(call('POST', `assignment/submit/${quiz}`, student), 400, 'You have already submitted this assignment.');
    await refused(save(student, { question: q[0], answer: 'Venus' }), 400, 'You have already submitted this assignment.');
    for (const h of [admin, parent, outsider.headers]) await refused(call('POST', `assignment/submit/${quiz}`, h), 403);
    await t.settle();
    // All MCQ: marked on submit, reviewed; the key shows now.
    const mine = (await ok(call('GET', `assignment/answer/${quiz}/${studentId}?perPage=5`, student))).json();
    expect(mine.sheet).toMatchObject({ isSubmitted: true, reviewed: true, markSecured: 4, canAnswer: false });
    expect(mine.data.map((x: { answer: string; markGiven: number }) => [x.answer, x.markGiven])).toEqual([
      ['Mercury', 4],
      ['Jupiter', 0],
    ]);
    const card = (await ok(call('GET', `assignment/${quiz}`, parent))).json().data;
    expect(card).toMatchObject({ totalSubmitted: 1, notSubmitted: 1, mySubmission: { isSubmitted: true, markSecured: 4, reviewed: true } });
    // The questions stay as they are once a student has submitted.
    await refused(
      call('DELETE', `assignment/question/delete/${q[0]}`, nina.headers),
      409,
      'Questions cannot change once a student has submitted.',
    );
  });

  it('takes a PDF or an image for an ATTACHMENT question, sniffed and size-bounded', async () => {
    const drawing = (await ok(call('GET', `assignment?batch=${world.ids.batchB}`, admin))).json().data[0]._id as string;
    const added = await question(drawing, admin, [
      ['question', '<p>Draw the circuit and upload it.</p>'],
      ['type', 'ATTACHMENT'],
      ['markAwarded', '5'],
      ['attachment', { filename: 'task.pdf', contentType: 'application/pdf', data: pdf }],
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const upload = added.json().data._id as string;
    const send = (file: { filename: string; contentType: string; data: Buffer }) => {
      const m = multipart([
        ['question', upload],
        ['answer', ''],
        ['attachment', file],
      ]);
      return t.inject({
        method: 'POST',
        url: '/api/v1/assignment/answer/create',
        headers: { ...outsider.headers, ...m.headers },
        payload: m.payload,
      });
    };
    const fake = await send({ filename: 'a.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf at all') });
    expect(fake.statusCode).toBe(415);
    const big = await send({
      filename: 'a.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    const sent = await send({ filename: 'a.pdf', contentType: 'application/pdf', data: pdf });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.attachmentUrl).toMatch(/^\/api\/v1\/files\//);
    // A save without a file keeps the file; the submission waits for a teacher.
    expect((await ok(save(outsider.headers, { question: upload, answer: 'See the file.' }))).json().data.attachmentUrl).toMatch(
      /^\/api\/v1\/files\//,
    );
    expect((await ok(call('POST', `assignment/submit/${drawing}`, outsider.headers))).json().data.needsGrading).toBe(true);
  });

  it('refuses a past-due assignment under the REFUSE policy, and takes it with a penalty under PENALTY', async () => {
    expect((await ok(call('GET', 'assignment/late-policy', zara.headers))).json().data).toMatchObject({
      policy: 'REFUSE',
      penaltyPercentPerDay: 0,
    });
    clock.set(at('2026-11-29', '10:00'));
    await refused(
      call('GET', `assignment/answer/${quiz}/${zara.id}?perPage=1`, zara.headers),
      400,
      "Can't view assignment due date is passed.",
    );
    await refused(save(zara.headers, { question: q[0], answer: 'Mercury' }), 400, "Can't view assignment due date is passed.");
    await refused(call('POST', `assignment/submit/${quiz}`, zara.headers), 400, "Can't view assignment due date is passed.");
    // The submitted student still reads their own.
    await ok(call('GET', `assignment/answer/${quiz}/${studentId}?perPage=1`, student));
    expect((await ok(call('GET', `assignment/${quiz}`, zara.headers))).json().data.isPastDue).toBe(true);

    for (const h of [nina.headers, hod, student, parent])
      await refused(call('PUT', 'assignment/late-policy', h, { policy: 'PENALTY', penaltyPercentPerDay: 10 }), 403);
    await refused(call('PUT', 'assignment/late-policy', admin, { policy: 'PENALTY' }), 400, 'Give a penalty percent per late day.');
    await refused(call('PUT', 'assignment/late-policy', admin, { policy: 'PENALTY', penaltyPercentPerDay: 101 }), 400);
    await refused(call('PUT', 'assignment/late-policy', admin, { policy: 'LATER' }), 400, 'Policy must be REFUSE or PENALTY.');
    const set = (await ok(call('PUT', 'assignment/late-policy', admin, { policy: 'PENALTY', penaltyPercentPerDay: 10 }))).json();
    expect(set).toMatchObject({ message: 'Late policy updated', data: { policy: 'PENALTY', penaltyPercentPerDay: 10 } });
    // Another institute keeps its own.
    expect((await ok(call('GET', 'assignment/late-policy', world.adminB))).json().data.policy).toBe('REFUSE');

    const view = (await ok(call('GET', `assignment/answer/${quiz}/${zara.id}?perPage=1`, zara.headers))).json();
    expect(view.sheet).toMatchObject({ canAnswer: true, isPastDue: true });
    const saved = (await ok(save(zara.headers, { question: q[0], answer: 'Mercury' }))).json().data;
    expect(saved.lateDays).toBe(2);
    await ok(save(zara.headers, { question: q[1], answer: 'Jupiter' }));
    const sub = (await ok(call('POST', `assignment/submit/${quiz}`, zara.headers))).json().data;
    expect(sub).toMatchObject({ lateDays: 2, penaltyPercent: 20 });
    await t.settle();
    const stat = (await ok(call('GET', `assignment/answer/${quiz}/${zara.id}?perPage=5`, nina.headers))).json();
    // 4 + 6 = 10, less 20 %.
    expect(stat.sheet).toMatchObject({ markSecured: 8, lateDays: 2, penaltyPercent: 20 });
    const history = (await ok(call('GET', `assignment/history/${quiz}/${zara.id}`, nina.headers))).json().data;
    expect(history.map((h: { kind: string; to: number | null }) => [h.kind, h.to])).toEqual([
      ['AUTO_MARKED', 4],
      ['AUTO_MARKED', 6],
      ['PENALTY', 20],
    ]);
    await ok(call('PUT', 'assignment/late-policy', admin, { policy: 'REFUSE' }));
    clock.set(at(MON, '12:00'));
  });
});

describe('grading', () => {
  let essayAnswerer = '';
  beforeAll(async () => {
    essayAnswerer = studentId;
    await ok(save(student, { question: long, answer: 'Red dust, old volcanoes and polar ice caps.' }));
    await ok(call('POST', `assignment/submit/${essay}`, student));
    await t.settle();
  });

  it('lists every student of the batch with the submission card fields and tri-state filters', async () => {
    const all = (await ok(call('GET', `assignment/student-stat/${essay}?perPage=10&pageNo=1`, hod))).json();
    expect(all).toMatchObject({ totalCount: 2, perPage: 10, pageNo: 1, isLastChunk: true });
    const mine = all.data.find((r: { studentId: string }) => r.studentId === essayAnswerer);
    expect(mine).toMatchObject({
      assignmentId: essay,
      answerSubmitted: true,
      reviewed: false,
      fullMark: 20,
      markSecured: 0,
      totalAttempted: 1,
      student: { rollNumber: expect.any(String) },
      answer: { totalMark: 0, totalCorrect: 0, totalWrong: 0 },
    });
    expect(mine.submissionDate).toEqual(expect.any(String));
    const zaraRow = all.data.find((r: { studentId: string }) => r.studentId === zara.id);
    expect(zaraRow).toMatchObject({
      answerSubmitted: false,
      markSecured: null,
      submissionDate: null,
      totalAttempted: 0,
      answer: null,
      name: 'Zara Khan',
    });
    const ids = (url: string) => call('GET', url, hod).then((r) => r.json().data.map((x: { studentId: string }) => x.studentId));
    expect(await ids(`assignment/student-stat/${essay}?submitted=true`)).toEqual([essayAnswerer]);
    expect(await ids(`assignment/student-stat/${essay}?submitted=false`)).toEqual([zara.id]);
    expect(await ids(`assignment/student-stat/${essay}?reviewed=false&submitted=true`)).toEqual([essayAnswerer]);
    expect(await ids(`assignment/student-stat/${essay}?reviewed=true`)).toEqual([]);
    expect(await ids(`assignment/student-stat/${essay}?searchTitle=zara`)).toEqual([zara.id]);
    const az = await call('GET', `assignment/student-stat/${essay}?sortBy=a-z`, hod).then((r) =>
      r.json().data.map((x: { name: string }) => x.name),
    );
    const za = await call('GET', `assignment/student-stat/${essay}?sortBy=z-a`, hod).then((r) =>
      r.json().data.map((x: { name: string }) => x.name),
    );
    expect(za).toEqual([...az].reverse());
    await refused(call('GET', `assignment/student-stat/${essay}?submitted=maybe`, hod), 400);
    for (const h of [student, parent, outsider.headers]) await refused(call('GET', `assignment/student-stat/${essay}`, h), 403);
    await refused(call('GET', `assignment/student-stat/${essay}`, omar.headers), 403);
    await refused(call('GET', `assignment/student-stat/${essay}`, world.adminB), 404);
  });

  it('grades within 0..the question mark, asks a reason to change one, and keeps the history', async () => {
    const url = `assignment/remark/${essay}/${essayAnswerer}`;
    const page = (await ok(call('GET', `assignment/answer/${essay}/${essayAnswerer}?perPage=5&pageNo=1`, hod))).json();
    expect(page.data[0]).toMatchObject({
      _id: long,
      type: 'LONGTYPE',
      markAwarded: 10,
      isStudentAnswered: true,
      studentAnswer: { studentAnswer: 'Red dust, old volcanoes and polar ice caps.' },
      markGiven: null,
    });
    await refused(
      call('POST', url, hod, { remark: 'x', marks: [{ _id: long, mark: 11, answer: 'x' }] }),
      400,
      "Marks must be between 0 and the question's mark.",
    );
    await refused(call('POST', url, hod, { remark: 'x', marks: [{ _id: long, mark: -1 }] }), 400);
    for (const h of [student, parent, outsider.headers]) await refused(call('POST', url, h, { remark: 'x', marks: [] }), 403);
    await refused(call('POST', url, omar.headers, { remark: 'x', marks: [] }), 403);
    await refused(
      call('POST', `assignment/remark/${essay}/${zara.id}`, hod, { remark: 'x', marks: [{ _id: long, mark: 1 }] }),
      400,
      'The student has not submitted this assignment.',
    );
    const graded = (await ok(call('POST', url, hod, { remark: 'Good detail', marks: [{ _id: long, mark: 7, answer: 'ignored' }] }))).json();
    expect(graded).toMatchObject({ message: 'Review updated', data: { markSecured: 7, remark: 'Good detail', reviewed: true } });
    await refused(
      call('POST', url, hod, { remark: 'Good detail', marks: [{ _id: long, mark: 8 }] }),
      400,
      'Give a reason for changing a mark.',
    );
    // Nina teaches the batch: she may grade too.
    const changed = (
      await ok(call('POST', url, nina.headers, { remark: 'Good detail', marks: [{ _id: long, mark: 8 }], reason: 'Missed the ice caps' }))
    ).json();
    expect(changed.data.markSecured).toBe(8);
    const history = (await ok(call('GET', `assignment/history/${essay}/${essayAnswerer}`, admin))).json().data;
    expect(
      history.map((h: { kind: string; question: { index: number } | null; from: number | null; to: number | null; reason: string }) => [
        h.kind,
        h.question?.index ?? null,
        h.from,
        h.to,
        h.reason,
      ]),
    ).toEqual([
      ['REVIEWED', 1, null, 7, ''],
      ['REVIEWED', 1, 7, 8, 'Missed the ice caps'],
    ]);
    expect(history[1].by).toEqual({ _id: nina.id, displayName: 'Nina Rao' });
    // The student and their parent read their own history; another student or a parent of another, not.
    await ok(call('GET', `assignment/history/${essay}/${essayAnswerer}`, student));
    await ok(call('GET', `assignment/history/${essay}/${essayAnswerer}`, parent));
    await refused(call('GET', `assignment/history/${essay}/${essayAnswerer}`, zara.headers), 404);
    await refused(call('GET', `assignment/history/${essay}/${zara.id}`, parent), 404);
    await refused(call('GET', `assignment/history/${essay}/${essayAnswerer}`, omar.headers), 403);
    await t.settle();
    const row = (await ok(call('GET', `assignment/student-stat/${essay}?reviewed=true`, hod))).json().data;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ reviewed: true, markSecured: 8, answer: { totalMark: 8 } });
    const seen = (await ok(call('GET', `assignment/answer/${essay}/${essayAnswerer}?perPage=5`, parent))).json();
    expect(seen.sheet).toMatchObject({ reviewed: true, markSecured: 8, remark: 'Good detail' });
    expect(seen.data[0].markGiven).toBe(8);
  });

  it('counts the summary numbers', async () => {
    const stat = (await ok(call('GET', `assignment/stat/${quiz}`, nina.headers))).json().data;
    expect(stat).toMatchObject({
      totalQuestions: 2,
      totalStudent: 2,
      totalSubmitted: 2,
      notSubmitted: 0,
      totalReviewed: 2,
      lateSubmitted: 1,
      highestMark: 8,
      lowestMark: 4,
      averagePercent: 60,
      fullMark: 10,
    });
    for (const h of [student, parent]) await refused(call('GET', `assignment/stat/${quiz}`, h), 403);
    await refused(call('GET', `assignment/stat/${quiz}`, omar.headers), 403);
  });
});

describe('the student profile tab', () => {
  it("lists a student's assignments with their marks and the statistics", async () => {
    const r = (await ok(call('GET', `assignment/student/${studentId}?perPage=10&pageNo=1`, admin))).json();
    expect(r).toMatchObject({ totalCount: 2, perPage: 10, pageNo: 1, isLastChunk: true });
    const byTitle = Object.fromEntries(r.data.map((x: { title: string }) => [x.title, x]));
    expect(byTitle['Planets quiz']).toMatchObject({
      isSubmitted: true,
      totalMarkSecure: 4,
      totalCorrectAnswer: 1,
      reviewed: true,
      fullMark: 10,
    });
    expect(byTitle['Essay on Mars']).toMatchObject({ isSubmitted: true, totalMarkSecure: 8, reviewed: true });
    // (4/10 + 8/20) / 2 = 40 %.
    expect(r.stats).toEqual({
      totalAssignment: 2,
      completedAssignment: 2,
      pendingAssignment: 0,
      assignmentNotTaken: 0,
      reviewedAssignment: 2,
      averagePercent: 40,
    });
    const search = (await ok(call('GET', `assignment/student/${studentId}?searchTitle=essay`, admin))).json();
    expect(search.data.map((x: { title: string }) => x.title)).toEqual(['Essay on Mars']);
    expect(search.stats.totalAssignment).toBe(2);
    const z = (await ok(call('GET', `assignment/student/${zara.id}`, hod))).json();
    expect(z.stats).toMatchObject({ totalAssignment: 2, completedAssignment: 1, pendingAssignment: 1, averagePercent: 80 });
    await ok(call('GET', `assignment/student/${studentId}`, parent));
    await ok(call('GET', `assignment/student/${studentId}`, student));
    await refused(call('GET', `assignment/student/${zara.id}`, parent), 404);
    await refused(call('GET', `assignment/student/${zara.id}`, student), 404);
    await refused(call('GET', `assignment/student/${studentId}`, omar.headers), 403);
    await refused(call('GET', `assignment/student/${studentId}`, world.adminB), 404);
    await refused(call('GET', `assignment/student/${studentId}?perPage=51`, admin), 400);
    // The office reads the profile's section with module student as well as assignment (the route's modules).
    const staff = await t.as('STAFF');
    await refused(call('GET', `assignment/student/${studentId}`, staff), 403);
    await grant(t, 'STAFF', ['student']);
    await ok(call('GET', `assignment/student/${studentId}`, staff));
  });
});

describe('deleting', () => {
  it('lets the creator teacher or the office delete, and withdraws the notifications', async () => {
    await refused(call('DELETE', `assignment/delete/${quiz}`, omar.headers), 403);
    await refused(call('DELETE', `assignment/delete/${quiz}`, hod), 403, 'You did not create this assignment.');
    for (const h of [student, parent]) await refused(call('DELETE', `assignment/delete/${quiz}`, h), 403);
    await refused(call('DELETE', `assignment/delete/${quiz}`, world.adminB), 404);
    const r = (await ok(call('DELETE', `assignment/delete/${quiz}`, nina.headers))).json();
    expect(r).toEqual({ message: 'Assignment deleted successfully', data: { _id: quiz } });
    await refused(call('DELETE', `assignment/delete/${quiz}`, nina.headers), 404, 'Assignment not found.');
    await ok(call('DELETE', `assignment/delete/${essay}`, admin));
    await t.settle();
    await refused(call('GET', `assignment/${quiz}`, admin), 404);
    expect((await ok(call('GET', 'assignment', student))).json().totalCount).toBe(0);
    const list = (await ok(call('GET', 'notification?perPage=50&pageNo=1', parent))).json().data;
    expect(list.some((n: { kind: string }) => n.kind === 'ASSIGNMENT')).toBe(false);
  });
});
