// Taking an online exam and marking it (issue 14 parts 3 and 4): the demo teacher sets up an ONLINE exam whose subject
// exam runs now and imports its questions from the sample sheet; student A takes it on a 390 px phone, loses the
// connection for a few answers (kept and shown as waiting), gets it back (sent) and submits; student B answers part of
// a short subject exam and never submits: the server submits it at the deadline; the teacher grades A's long answer
// (the reason dialog on a changed mark, the answer log and History drawers) and records an offline result.
import ExcelJS from 'exceljs';
import { PASSWORD, PDF, api, desktop, instituteDay, login, ok, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, mailedLink, screenshot, signIn, waitFor } from './support.mjs';

const TEACHER = 'teacher@demo.school';
const STUDENT_A = 'student@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LONG_ANSWER = 'Plants use sunlight, water and carbon dioxide to make glucose, and give out oxygen.';

/** An ONLINE exam on student A's batch, created by the demo teacher (blank answers refused, moving freely allowed). */
async function createExam(base, teacher, batchId, title) {
  return ok(
    await api(base, teacher.accessToken, 'POST', 'exam/create', {
      title,
      type: 'ONLINE',
      batch: batchId,
      startDate: instituteDay(0),
      endDate: instituteDay(1),
      allowStudentToMoveFreely: true,
      allowBlankSubmit: false,
      disableSpellCheck: true,
      disableAutocomplete: true,
      disableDisplayTranslate: true,
      conclusionText: 'Thank you. Your answers are with your teacher.',
    }),
    'create the exam',
  );
}

/** A subject exam of `exam` on the next subject not used yet, from a minute ago to `minutes` from now. */
async function createSubjectExam(base, teacher, exam, subjectId, minutes, fullMark = 20) {
  return ok(
    await api(base, teacher.accessToken, 'POST', 'exam/subject/create', {
      exam: exam._id,
      subject: subjectId,
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + minutes * 60_000).toISOString(),
      fullMark,
      passMark: Math.round(fullMark * 0.35),
      credit: 1,
    }),
    'create the subject exam',
  );
}

async function addQuestion(base, teacher, subjectExamId, q) {
  const form = new FormData();
  form.append('subjectExam', subjectExamId);
  form.append('question', q.question);
  form.append('type', q.type);
  for (const o of q.options ?? []) form.append('options', o);
  if (q.answer) form.append('answer', q.answer);
  form.append('markAwarded', String(q.markAwarded));
  if (q.pdf) form.append('attachment', new Blob([q.pdf], { type: 'application/pdf' }), 'question.pdf');
  ok(await api(base, teacher.accessToken, 'POST', 'exam/question/add', form), 'add a question');
}

/** The sample's own workbook with `rows` under its header. */
async function questionSheet(samplePath, rows) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(samplePath);
  const ws = wb.getWorksheet('Data');
  assert(ws, 'the sample has a sheet named Data');
  const header = ws.getRow(1).values.slice(1);
  while (ws.rowCount > 1) ws.spliceRows(2, 1);
  for (const r of rows) ws.addRow(header.map((c) => r[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const SHEET_ROWS = [
  {
    question: 'Which planet is known as the red planet?',
    type: 'MCQTYPE',
    option1: 'Mars',
    option2: 'Venus',
    answer: 'Mars',
    markAwarded: 2,
  },
  {
    question: 'Which gas do plants take in from the air?',
    type: 'MCQTYPE',
    option1: 'Oxygen',
    option2: 'Carbon dioxide',
    answer: 'Carbon dioxide',
    markAwarded: 2,
  },
  {
    question: 'What is the boiling point of water at sea level?',
    type: 'MCQTYPE',
    option1: '90 °C',
    option2: '100 °C',
    answer: '100 °C',
    markAwarded: 2,
  },
  { question: 'Describe photosynthesis in two sentences.', type: 'LONGTYPE', markAwarded: 5 },
];

/** Gives `email` the demo password through the reset e-mail the embedded server prints. */
async function setPassword(base, email, serverOutput) {
  const r = await fetch(`${base}/api/v1/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  assert(r.ok, `forgot-password for ${email}: ${r.status}`);
  const token = await waitFor(async () => mailedLink(serverOutput(), email)?.split('token=')[1], `the reset e-mail of ${email}`);
  const reset = await fetch(`${base}/api/v1/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  assert(reset.ok, `${email} sets a password (${reset.status})`);
}

/** A classmate of the demo student, with the demo password. */
async function classmate(base, admin, batchId, serverOutput, exceptId) {
  const res = ok(
    await api(base, admin.accessToken, 'GET', `batch/${encodeURIComponent(batchId)}/students?perPage=50&pageNo=1`),
    'batch students',
  );
  const other = res.find((s) => (s._id ?? s.student?._id) !== exceptId && (s.email ?? s.student?.email));
  assert(other, 'a classmate in the batch');
  const email = other.email ?? other.student.email;
  await setPassword(base, email, serverOutput);
  return email;
}

/** Teacher: the exam and its running subject exam by the API, then the questions imported from the sample sheet. */
async function teacherSetsUp(page, base, state) {
  const teacher = await login(base, TEACHER);
  const a = await login(base, STUDENT_A);
  const batch = ok(await api(base, a.accessToken, 'GET', 'student/batch'), 'the student batch').batch;
  assert(batch, 'the demo student has a batch');
  const subjects = ok(await api(base, teacher.accessToken, 'GET', 'subject?perPage=20&pageNo=1'), 'subjects');
  assert(subjects.length >= 2, 'two subjects to examine');
  const exam = await createExam(base, teacher, batch._id, `Online Quiz ${stamp}`);
  const long = await createSubjectExam(base, teacher, exam, subjects[0]._id, 30);
  Object.assign(state, { examId: exam._id, subjectExamId: long._id, batchId: batch._id, subjects, studentA: a.user._id });
  if (subjects.length >= 3) {
    // A third subject exam a few hours on (inside the exam's two days): the not-started state.
    const later = ok(
      await api(base, teacher.accessToken, 'POST', 'exam/subject/create', {
        exam: exam._id,
        subject: subjects[2]._id,
        startTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        endTime: new Date(Date.now() + 4 * 3_600_000).toISOString(),
        fullMark: 10,
        passMark: 4,
      }),
      'a later subject exam',
    );
    state.laterSubjectExamId = later._id;
  }

  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await page.goto(`${base}/panel/teacher/exam/${exam._id}/${long._id}?tab=questions`);
  await page.getByRole('button', { name: 'Import questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Sample' }).click()]);
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'quiz.xlsx', mimeType: XLSX_TYPE, buffer: await questionSheet(await download.path(), SHEET_ROWS) });
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  const dry = dialog.getByTestId('job-dry-run');
  await waitFor(async () => (await dry.getAttribute('data-status')) === 'done', 'the dry run', 30_000);
  await dialog.getByRole('button', { name: `Import ${SHEET_ROWS.length} questions` }).click();
  const imp = dialog.getByTestId('job-import');
  await waitFor(async () => (await imp.getAttribute('data-status')) === 'done', 'the import', 60_000);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  const questions = page.getByRole('list', { name: 'Questions' }).getByTestId('question');
  await waitFor(async () => (await questions.count()) === SHEET_ROWS.length, 'the imported questions listed');
  // And one answered with a file (a sheet cannot carry the question's PDF).
  await addQuestion(base, teacher, long._id, {
    question: 'Upload a labelled drawing of a leaf (PDF or photo).',
    type: 'ATTACHMENT',
    markAwarded: 3,
    pdf: PDF,
  });
}

const banner = (page) => page.getByTestId('outbox-banner');
const question = (page) => page.getByTestId('exam-question');

/** Student A on a phone: the blank-answer rule, answers while offline (kept, counted), back online (sent), a reload. */
async function studentTakesOnPhone(page, base, state, ctx) {
  await signIn(page, base, STUDENT_A, PASSWORD, '/panel/student/dashboard');
  if (state.laterSubjectExamId) {
    // A subject exam later today: the screen counts down to its start and shows no question.
    await page.goto(`${base}/panel/student/exam/${state.examId}/${state.laterSubjectExamId}`);
    await page.getByRole('heading', { name: 'The exam has not started yet' }).waitFor();
    await page.getByRole('timer').waitFor();
    assert((await question(page).count()) === 0, 'no question before the start');
    await screenshot(page, 'exam-taking-not-started-390');
  }
  await page.goto(`${base}/panel/student/exam/${state.examId}/${state.subjectExamId}`);
  await question(page).waitFor();
  await page.getByRole('timer').waitFor();
  await waitFor(async () => (await banner(page).innerText()).includes('All answers saved'), 'the banner reads all saved');
  assert((await page.locator('[translate="no"]').count()) > 0, 'translation is switched off for the sheet');
  // The palette folds on a phone; its legend names the four states.
  await page.getByRole('button', { name: 'Question palette' }).click();
  for (const s of ['Answered', 'Not Answered', 'Marked for review', 'Not Visited'])
    await page.getByText(s, { exact: true }).first().waitFor();
  assert(await page.getByRole('button', { name: 'Prev', exact: true }).isDisabled(), 'Prev is disabled on question 1');
  await screenshot(page, 'exam-taking-390');
  assert(!(await scrollsSideways(page)), 'the exam screen fits 390 px');
  await checkA11y(page, 'exam taking 390');

  // The order is the attempt's: answer each by its type. The first one blank: the spec's message.
  const total = SHEET_ROWS.length + 1;
  await page.getByRole('button', { name: 'Save & Next' }).click();
  const first = await question(page).innerText();
  const firstIsChoice = (await question(page).getByRole('radio').count()) > 0;
  await page
    .getByText(firstIsChoice ? 'Please select an option to move forward' : 'Please write something to move forward')
    .first()
    .waitFor();

  const answerCurrent = async () => {
    const radios = question(page).getByRole('radio');
    const file = question(page).locator('input[type=file]');
    if ((await radios.count()) > 0) await radios.first().check();
    else if ((await file.count()) > 0) {
      await file.setInputFiles({ name: 'leaf.pdf', mimeType: 'application/pdf', buffer: PDF });
      await question(page).getByText('leaf.pdf — waiting to be sent').waitFor();
    } else await question(page).getByRole('textbox').fill(LONG_ANSWER);
  };
  await answerCurrent();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await waitFor(async () => (await question(page).innerText()) !== first, 'question 2 after Save & Next');
  await waitFor(async () => (await banner(page).innerText()).includes('All answers saved'), 'the first answer sent');

  // A tab switch is counted on the server (the grading page shows it); a reload is not one.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  // Offline: the next answers stay on the phone and the banner counts them.
  await ctx.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  for (let i = 1; i < total - 1; i++) {
    await answerCurrent();
    await page.getByRole('button', { name: 'Save & Next' }).click();
  }
  await answerCurrent();
  await page.getByRole('button', { name: 'Mark as Review', exact: true }).click();
  await waitFor(
    async () => /Offline — your answers are kept on this device \(\d+ answers? waiting to be sent\)/.test(await banner(page).innerText()),
    'the offline banner with the count',
  );
  await screenshot(page, 'exam-taking-offline-390');
  const waiting = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('school.exam-outbox:'))
      .map((k) => JSON.parse(localStorage.getItem(k)).entries.length)
      .reduce((a, b) => a + b, 0),
  );
  assert(waiting >= total - 1, `the unsent answers are kept on the device (${waiting})`);

  // Back online: sent in order, the banner says so; a reload shows the same answers from the server.
  await ctx.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitFor(async () => (await banner(page).innerText()).includes('All answers saved'), 'the queued answers sent once online', 30_000);
  await page.reload();
  await question(page).waitFor();
  await page.getByRole('button', { name: 'Remove Mark as Review' }).waitFor();
  // Moving freely is allowed in this exam: the palette jumps, and shows each question's state.
  await page.getByRole('button', { name: 'Question palette' }).click();
  await page.getByRole('button', { name: 'Question 1: Answered' }).click();
  await question(page).getByText('Question 1 of').waitFor();
  await page.getByRole('button', { name: `Question ${total}: Marked for review` }).click();
  await question(page).getByText(`Question ${total} of`).waitFor();
  await question(page).getByRole('link', { name: 'Your uploaded answer' }).waitFor();
  await page.getByRole('button', { name: `Question ${total - 1}: Answered` }).click();
  await question(page)
    .getByText(`Question ${total - 1} of`)
    .waitFor();

  // The server cannot be reached for a while (the page still loads): a reload shows the unsent answer as the
  // current one, says it is waiting, and sends it once the server answers again.
  const essay = question(page).getByRole('textbox');
  assert((await essay.count()) === 1, 'the question before the last is the written one (the bank order)');
  await page.route('**/api/v1/exam/answer/create', (route) => route.abort('internetdisconnected'));
  await essay.fill(`${LONG_ANSWER} Chlorophyll captures the light.`);
  await essay.blur();
  await waitFor(async () => (await banner(page).innerText()).includes('1 answer waiting to be sent'), 'the unsent answer counted');
  await page.reload();
  await question(page).waitFor();
  await waitFor(
    async () => (await question(page).getByRole('textbox').inputValue()).endsWith('Chlorophyll captures the light.'),
    'the unsent answer shown after the reload',
  );
  await waitFor(async () => (await banner(page).innerText()).includes('1 answer waiting to be sent'), 'still waiting after the reload');
  await page.unroute('**/api/v1/exam/answer/create');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitFor(async () => (await banner(page).innerText()).includes('All answers saved'), 'the restored answer sent', 30_000);
  await page.getByRole('button', { name: 'Question palette' }).click();
  await page.getByRole('button', { name: `Question ${total}: Marked for review` }).click();
  await question(page).getByText(`Question ${total} of`).waitFor();

  // Submit: the confirmation, then the Submitted state with the conclusion text.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit the exam?' });
  await confirm.getByText(`You answered ${total} of ${total} questions.`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Yes, submit' }).click();
  await page.getByRole('heading', { name: 'Submitted' }).waitFor();
  await page.getByText('Thank you. Your answers are with your teacher.').waitFor();
  await screenshot(page, 'exam-taking-submitted-390');
  assert(!(await scrollsSideways(page)), 'the submitted state fits 390 px');
}

/** Student B: a short subject exam, part answered, never submitted: the server submits it at the end. */
async function deadlineSubmits(page, base, state, serverOutput) {
  const admin = await login(base, 'admin@demo.school');
  const teacher = await login(base, TEACHER);
  const exam = { _id: state.examId };
  const short = await createSubjectExam(base, teacher, exam, state.subjects[1]._id, 1.5, 10);
  await addQuestion(base, teacher, short._id, {
    question: 'Which is the largest ocean on the Earth?',
    type: 'MCQTYPE',
    options: ['Atlantic', 'Pacific', 'Indian'],
    answer: 'Pacific',
    markAwarded: 2,
  });
  await addQuestion(base, teacher, short._id, { question: 'Explain why the sky looks blue.', type: 'LONGTYPE', markAwarded: 5 });
  const emailB = await classmate(base, admin, state.batchId, serverOutput, state.studentA);
  await signIn(page, base, emailB, PASSWORD, '/panel/student/dashboard');
  await page.goto(`${base}/panel/student/exam/${state.examId}/${short._id}`);
  await question(page).waitFor();
  const radios = question(page).getByRole('radio');
  if ((await radios.count()) > 0) await radios.nth(1).check();
  else await question(page).getByRole('textbox').fill('Because of the scattering of light.');
  await waitFor(async () => (await banner(page).innerText()).includes('All answers saved'), "B's answer sent");
  await screenshot(page, 'exam-taking-b-1440');
  // The end passes with the screen open: the screen asks the server, which submits what it holds.
  const end = Date.parse(short.endTime);
  await page.waitForTimeout(Math.max(0, end - Date.now()));
  await page.getByRole('heading', { name: 'Submitted' }).waitFor({ timeout: 40_000 });
  await page.getByText(/Time is up: the server submitted this exam/).waitFor();
  await screenshot(page, 'exam-taking-deadline-1440');
  const b = await login(base, emailB);
  const ev = ok(await api(base, teacher.accessToken, 'GET', `exam/${short._id}/evaluation/${b.user._id}`), 'B evaluation');
  assert(ev.isSubmitted && ev.submittedBy === 'DEADLINE', `B's sheet was submitted by the deadline (${ev.submittedBy})`);
  assert(ev.totalAttempted === 1, `the answer B gave is on the sheet (${ev.totalAttempted})`);
}

/** Teacher: grades A's long answer, changes it with a reason, reads the log and History; the Update Result dialog. */
async function teacherGrades(page, base, state) {
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await page.goto(`${base}/panel/teacher/exam/${state.examId}/${state.subjectExamId}`);
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: 'Submitted' }).first();
  await row.waitFor();
  await row.getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/panel/teacher/exam/[^/]+/[^/]+/${state.studentA}`));
  await page.getByTestId('evaluation-card').getByText('Tab switches: 1').waitFor();
  const longCard = page.getByTestId('grading-answer').filter({ hasText: LONG_ANSWER });
  await longCard.waitFor();
  await page
    .getByTestId('grading-answer')
    .filter({ hasText: 'Upload a labelled drawing' })
    .getByRole('link', { name: "Open the student's file" })
    .waitFor();
  const mark = longCard.getByRole('spinbutton');
  await mark.fill('9');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Marks must be between 0 and 5.').waitFor();
  await mark.fill('4');
  await page.getByLabel('Remark').fill('Clear and to the point.');
  await checkA11y(page, 'grading page');
  await screenshot(page, 'exam-grading-1440');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Review updated').first().waitFor();
  await page.waitForURL(/\/panel\/teacher\/exam\/[^/]+\/[^/]+$/);

  // A changed mark asks for the reason; the History drawer tells the story.
  await page.goto(`${base}/panel/teacher/exam/${state.examId}/${state.subjectExamId}/${state.studentA}`);
  await longCard.waitFor();
  await longCard.getByRole('spinbutton').fill('3');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const reason = page.getByRole('dialog', { name: 'Change a mark' });
  await reason.getByRole('button', { name: 'Save' }).click();
  await reason.getByText('Reason is required.').waitFor();
  await reason.getByLabel('Reason').fill('Second sentence was missing.');
  await reason.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Review updated').first().waitFor();
  await page.goto(`${base}/panel/teacher/exam/${state.examId}/${state.subjectExamId}/${state.studentA}`);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history.getByText('Second sentence was missing.').waitFor();
  await history.getByText('4 → 3').waitFor();
  await screenshot(page, 'exam-grading-history-1440');
  await history.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Answer log' }).click();
  const log = page.getByRole('dialog', { name: 'Answer log' });
  await log.getByTestId('answer-log-row').first().waitFor();
  await log.getByText('Submitted', { exact: true }).first().waitFor();
  await log.getByRole('button', { name: 'Close' }).click();
}

async function teacherOnPhone(page, base, state) {
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await page.goto(`${base}/panel/teacher/exam/${state.examId}/${state.subjectExamId}/${state.studentA}`);
  await page.getByTestId('evaluation-card').waitFor();
  await page.getByTestId('grading-answer').first().waitFor();
  await screenshot(page, 'exam-grading-390');
  assert(!(await scrollsSideways(page)), 'the grading page fits 390 px');
  // The Students tab: the Update Result dialog's messages, an offline-style result recorded, then changed with a reason.
  await page.goto(`${base}/panel/teacher/exam/${state.examId}/${state.subjectExamId}`);
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: 'Not attended' }).first();
  await row.waitFor();
  const name = (await row.locator('a').first().innerText()).trim();
  const rowOf = () => page.getByRole('table').locator('tbody tr').filter({ hasText: name });
  await row.getByRole('button', { name: `Update Result for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Result' });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.getByText('Attendance is required*').waitFor();
  await dialog.getByLabel('Attendance').selectOption('true');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.getByText('Please enter obtain mark*').waitFor();
  await screenshot(page, 'exam-update-result-390');
  assert(!(await scrollsSideways(page)), 'the students tab fits 390 px');
  await dialog.getByLabel('Obtain mark').fill('12');
  await dialog.getByLabel('Remark').fill('Paper answered on the offline sheet.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Student exam result updated successfully').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await rowOf().getByText('(60.0%)').waitFor();
  await rowOf()
    .getByRole('button', { name: `Update Result for ${name}` })
    .click();
  await dialog.getByLabel('Obtain mark').fill('14');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.getByText('Give a reason for changing a result.').waitFor();
  await dialog.getByLabel('Reason for the change').fill('Re-totalled.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.waitFor({ state: 'detached' });
  await rowOf().getByText('(70.0%)').waitFor();
  await screenshot(page, 'exam-students-tab-390');
}

/** A teacher of the batch who did not create the subject exam: reads the answers, changes nothing (002 §5, §6). */
async function otherTeacherReads(page, base, state, serverOutput) {
  const admin = await login(base, 'admin@demo.school');
  const teachers = ok(await api(base, admin.accessToken, 'GET', 'user?role=TEACHER&perPage=20&pageNo=1'), 'teachers');
  const other = teachers.find((t) => t.email && t.email !== TEACHER);
  assert(other, 'a second teacher');
  const assigned = await api(base, admin.accessToken, 'POST', `batch/${encodeURIComponent(state.batchId)}/assign-teacher`, {
    subject: state.subjects[0]._id,
    teacher: other._id,
  });
  assert(assigned.status < 300 || /already/i.test(JSON.stringify(assigned.json)), `assign the second teacher: ${assigned.status}`);
  await setPassword(base, other.email, serverOutput);
  await signIn(page, base, other.email, PASSWORD, '/panel/teacher/dashboard');
  await page.goto(`${base}/panel/teacher/exam/${state.examId}/${state.subjectExamId}/${state.studentA}`);
  await page.getByText('You did not create this subject exam: you can read the answers but not change the marks.').waitFor();
  await page.getByTestId('grading-answer').first().waitFor();
  assert(await page.getByTestId('grading-answer').first().getByRole('spinbutton').isDisabled(), 'the marks are read-only');
  assert((await page.getByRole('button', { name: /^Submit/ }).count()) === 0, 'no Submit for a teacher who did not create it');
  await screenshot(page, 'exam-grading-read-only-1440');
  await page.goto(`${base}/panel/teacher/exam/${state.examId}/${state.subjectExamId}`);
  await page.getByRole('table').locator('tbody tr').filter({ hasText: 'Graded' }).first().waitFor();
  assert(
    (await page.getByRole('button', { name: /^Update Result for/ }).count()) === 0,
    'no Update Result for a teacher who did not create it',
  );
}

/** This file's own part of the flows' shared state (its keys do not meet the other files'). */
function ownState(shared) {
  if (!shared.examTaking) shared.examTaking = {};
  return shared.examTaking;
}

export const examTakingFlows = [
  {
    name: 'exam taking: the teacher sets up an online exam running now and imports its questions from the sample sheet',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      const ctx = await newContext(desktop);
      await teacherSetsUp(await ctx.newPage(), base, state);
      await ctx.close();
    },
  },
  {
    name: 'exam taking: student A on a 390 px phone goes offline for a few answers (kept, counted), comes back (sent); an answer the server cannot take yet survives a reload and is sent; submits',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      assert(state.subjectExamId, 'the set-up flow ran first');
      const ctx = await newContext(phone);
      await studentTakesOnPhone(await ctx.newPage(), base, state, ctx);
      await ctx.close();
    },
  },
  {
    name: 'exam taking: student B answers part of a short subject exam and does not submit; the server submits it at the deadline',
    timeoutMs: 240_000,
    async run({ newContext, base, state: shared, serverOutput }) {
      const state = ownState(shared);
      assert(state.subjectExamId, 'the set-up flow ran first');
      const ctx = await newContext(desktop);
      await deadlineSubmits(await ctx.newPage(), base, state, serverOutput);
      await ctx.close();
    },
  },
  {
    name: 'exam grading: the teacher grades a long answer, changes it with a reason, reads History and the answer log; at 390 px too',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      assert(state.subjectExamId, 'the set-up flow ran first');
      const ctx = await newContext(desktop);
      await teacherGrades(await ctx.newPage(), base, state);
      await ctx.close();
      const small = await newContext(phone);
      await teacherOnPhone(await small.newPage(), base, state);
      await small.close();
    },
  },
  {
    name: 'exam grading: a teacher of the batch who did not create the subject exam reads the answers but cannot change marks or results',
    timeoutMs: 120_000,
    async run({ newContext, base, state: shared, serverOutput }) {
      const state = ownState(shared);
      assert(state.studentA && state.subjectExamId, 'the set-up flow ran first');
      const ctx = await newContext(desktop);
      await otherTeacherReads(await ctx.newPage(), base, state, serverOutput);
      await ctx.close();
    },
  },
];
