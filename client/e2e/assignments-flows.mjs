// Assignments (issue 15 parts 1–4): the demo teacher creates a long assignment in the dialog (the form's messages
// first) and adds its questions on the questions page, and an MCQ assignment by the API; the list's search, filter and
// sort; the demo student answers both on a 390 px phone (one answer a file) and submits, and a past-due one does not
// open; the teacher grades the long one with a remark, changes a mark with a reason and reads History; 1440 and 390 px.
import { PASSWORD, PDF, api, desktop, instituteDay, login, ok, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, currentPassword, screenshot, signIn, waitFor } from './support.mjs';

const TEACHER = 'teacher@demo.school';
const STUDENT = 'student@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const LONG_ANSWER = 'Plants use sunlight, water and carbon dioxide to make glucose, and give out oxygen.';

const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

/** Picks the first option a picker offers for `search` that shows `search` (and `also`): the list filters after a pause. */
async function pick(scope, page, label, search = '', also = '') {
  const input = scope.getByLabel(label);
  await input.click();
  if (search) await input.fill(search);
  else await input.press('ArrowDown');
  let option = page.getByRole('listbox').getByRole('option');
  if (search) option = option.filter({ hasText: search });
  if (also) option = option.filter({ hasText: also });
  option = option.first();
  await option.waitFor();
  const text = (await option.innerText()).split('\n')[0].trim();
  await option.click();
  return text;
}

async function addQuestion(base, token, assignmentId, q) {
  const form = new FormData();
  form.append('question', q.question);
  form.append('type', q.type);
  for (const o of q.options ?? []) form.append('options', o);
  if (q.answer) form.append('answer', q.answer);
  form.append('markAwarded', String(q.markAwarded));
  ok(await api(base, token, 'POST', `assignment/question/create/${assignmentId}`, form), 'add a question');
}

/**
 * An assignment by the API on the student's batch, with the first of the teacher's subjects the batch takes (the server
 * refuses a subject not of the batch).
 */
async function createByApi(base, token, state, fields) {
  const subjects = state.subjectId
    ? [{ _id: state.subjectId }]
    : ok(await api(base, token, 'GET', 'subject?perPage=20&pageNo=1'), 'subjects');
  let last;
  for (const s of subjects) {
    last = await api(base, token, 'POST', 'assignment/create', { ...fields, subject: s._id, batch: state.batchId });
    if (last.status < 300) {
      state.subjectId = s._id;
      state.subjectTitle = last.json.data.subject.title;
      return last.json.data;
    }
  }
  throw new Error(`create an assignment: ${last?.status} ${JSON.stringify(last?.json)}`);
}

/** Teacher: the MCQ assignment by the API, the long one in the dialog, its questions on the questions page. */
async function teacherCreates(page, base, state) {
  const teacher = await login(base, TEACHER);
  const student = await login(base, STUDENT);
  const batch = ok(await api(base, student.accessToken, 'GET', 'student/batch'), 'the student batch').batch;
  assert(batch, 'the demo student has a batch');
  Object.assign(state, {
    batchId: batch._id,
    studentId: student.user._id,
    batchLabel: [batch.course, batch.branch].filter(Boolean).join(' · '),
    batchSession: batch.session ?? '',
  });
  const mcq = await createByApi(base, teacher.accessToken, state, {
    title: `Quick Quiz ${stamp}`,
    type: 'MCQTYPE',
    creationType: 'NEW',
    introduction: '<p>Three short questions.</p>',
    chapter: 'Chapter 1',
    dateOfAssignment: instituteDay(0),
    dueDate: instituteDay(2),
    fullMark: 6,
  });
  state.mcqId = mcq._id;
  state.mcqTitle = mcq.title;
  await addQuestion(base, teacher.accessToken, mcq._id, {
    question: 'Which planet is known as the red planet?',
    type: 'MCQTYPE',
    options: ['Mars', 'Venus'],
    answer: 'Mars',
    markAwarded: 3,
  });
  await addQuestion(base, teacher.accessToken, mcq._id, {
    question: 'Which gas do plants take in from the air?',
    type: 'MCQTYPE',
    options: ['Oxygen', 'Carbon dioxide'],
    answer: 'Carbon dioxide',
    markAwarded: 3,
  });
  // A past-due assignment (a new one cannot be due in the past: created due today, then moved to yesterday).
  const past = ok(
    await api(base, teacher.accessToken, 'POST', 'assignment/create', {
      title: `Old Worksheet ${stamp}`,
      type: 'LONGTYPE',
      subject: state.subjectId,
      batch: state.batchId,
      dueDate: instituteDay(0),
      fullMark: 5,
    }),
    'a worksheet',
  );
  ok(
    await api(base, teacher.accessToken, 'PUT', `assignment/update/${past._id}`, {
      dateOfAssignment: instituteDay(-3),
      dueDate: instituteDay(-1),
    }),
    'the worksheet moved into the past',
  );
  state.pastTitle = past.title;

  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await page.getByRole('link', { name: 'Assignments', exact: true }).first().click();
  await page.waitForURL('**/panel/teacher/assignment');
  await page.getByRole('heading', { name: 'Assignments', level: 1 }).waitFor();
  await page.getByTestId('assignment-card').filter({ hasText: state.mcqTitle }).waitFor();

  // The dialog: the messages first, then the long assignment.
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Assignment' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  for (const m of [
    'Title is required.',
    'Type is required.',
    'Subject is required.',
    'Batch is required.',
    'Due date is required.',
    'Full mark is required.',
  ])
    await dialog.getByText(m, { exact: true }).waitFor();
  state.longTitle = `Photosynthesis Essay ${stamp}`;
  await dialog.getByLabel(/^Title/).fill(state.longTitle);
  await dialog.getByLabel(/^Type/).selectOption('LONGTYPE');
  await dialog.getByRole('textbox', { name: 'Introduction' }).fill('Answer in your own words; a drawing may be sent as a PDF.');
  await dialog.getByLabel('Chapter').fill('Chapter 4');
  await pick(dialog, page, 'Subject', state.subjectTitle);
  await pick(dialog, page, 'Batch', state.batchLabel, state.batchSession);
  await dialog.getByLabel('Due date').fill(instituteDay(-1));
  await dialog.getByLabel('Full mark').fill('10');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog.getByText('Due date must be on or after the date of assignment.', { exact: true }).waitFor();
  await dialog.getByLabel('Due date').fill(instituteDay(3));
  await checkA11y(page, 'Create Assignment dialog');
  await screenshot(page, 'assignments-create-1440');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await toast(page, 'Assignment created successfully');
  await dialog.waitFor({ state: 'detached' });

  // The search finds it; the card opens the summary; Questions opens the list and the form.
  await page.getByLabel('Search assignments by title').fill(state.longTitle);
  const card = page.getByTestId('assignment-card').filter({ hasText: state.longTitle });
  await card.waitFor();
  await waitFor(async () => (await page.getByTestId('assignment-card').count()) === 1, 'the search leaves one card');
  assert((await card.getByTestId('deadline-badge').innerText()) === '3 days left', 'the deadline label');
  await screenshot(page, 'assignments-list-1440');
  await card.getByRole('link', { name: state.longTitle }).click();
  await page.waitForURL(/\/panel\/teacher\/assignment\/[^/]+$/);
  state.longId = page.url().split('/').pop().split('?')[0];
  await page.getByRole('link', { name: 'Questions' }).click();
  await page.waitForURL(/\/questions$/);
  await page.getByText('No question added').waitFor();
  const form = page.getByRole('form', { name: 'Create Question' });
  await form.getByLabel('Question type').selectOption('LONGTYPE');
  await form.getByRole('textbox', { name: 'Question', exact: true }).fill('Describe photosynthesis in two sentences.');
  await form.getByLabel('Points').fill('5');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await toast(page, 'Question added successfully');
  await page.getByTestId('question').first().waitFor();
  await form.getByLabel('Question type').selectOption('ATTACHMENT');
  await form.getByRole('textbox', { name: 'Question', exact: true }).fill('Upload a labelled drawing of a leaf (PDF or photo).');
  await form.locator('input[type=file]').setInputFiles({ name: 'leaf-question.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel('Points').fill('4');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await waitFor(async () => (await page.getByTestId('question').count()) === 2, 'two questions listed');
  await checkA11y(page, 'assignment questions page');
  await screenshot(page, 'assignments-questions-1440');

  // Delete asks first; a third question added then removed.
  await form.getByLabel('Question type').selectOption('LONGTYPE');
  await form.getByRole('textbox', { name: 'Question', exact: true }).fill('A question to be removed again.');
  await form.getByLabel('Points').fill('1');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await waitFor(async () => (await page.getByTestId('question').count()) === 3, 'three questions listed');
  await page.getByRole('button', { name: 'Delete question 3' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByText('You will not be able to recover it again!').waitFor();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await waitFor(async () => (await page.getByTestId('question').count()) === 2, 'the third question deleted');

  // The summary: the counts and the student-status grid.
  await page.goto(`${base}/panel/teacher/assignment/${state.longId}`);
  await page.getByRole('heading', { name: state.longTitle }).waitFor();
  await waitFor(async () => (await page.getByTestId('total-questions').innerText()) === '2', 'two questions on the summary');
  await page.getByTestId('submission-card').first().waitFor();
  await checkA11y(page, 'assignment summary');
  await screenshot(page, 'assignments-summary-1440');
}

/** The list at 390 px with its filter and sort panels. */
async function teacherListOnPhone(page, base, state) {
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await page.goto(`${base}/panel/teacher/assignment`);
  await page.getByTestId('assignment-card').first().waitFor();
  await page.getByRole('button', { name: /^Sort/ }).click();
  const sort = page.getByRole('dialog', { name: 'Sort assignments' });
  await sort.getByLabel('Title A to Z').check();
  await page.waitForURL(/sortBy=a-z/);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filter = page.getByRole('dialog', { name: 'Filter assignments' });
  await filter.getByLabel(/^Type/).selectOption('MCQTYPE');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/type=MCQTYPE/);
  await page.getByTestId('assignment-card').filter({ hasText: state.mcqTitle }).waitFor();
  await waitFor(
    async () => (await page.getByTestId('assignment-card').filter({ hasText: state.longTitle }).count()) === 0,
    'the long assignment filtered out',
  );
  await screenshot(page, 'assignments-list-390');
  assert(!(await scrollsSideways(page)), 'the assignment list fits 390 px');
  await page.goto(`${base}/panel/teacher/assignment/${state.longId}`);
  await page.getByTestId('submission-card').first().waitFor();
  await screenshot(page, 'assignments-summary-390');
  assert(!(await scrollsSideways(page)), 'the summary fits 390 px');
  await page.goto(`${base}/panel/teacher/assignment/${state.longId}/questions`);
  await page.getByTestId('question').first().waitFor();
  await screenshot(page, 'assignments-questions-390');
  assert(!(await scrollsSideways(page)), 'the questions page fits 390 px');
}

const question = (page) => page.getByTestId('answer-question');

/** Student on a phone: the past-due warning, the MCQ one answered and completed, the long one with a file, submitted. */
async function studentAnswers(page, base, state) {
  await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
  await page.goto(`${base}/panel/student/assignment`);
  await page.getByTestId('assignment-card').first().waitFor();
  if (state.pastTitle) {
    const past = page.getByTestId('assignment-card').filter({ hasText: state.pastTitle });
    await past.getByText('Submission ended').waitFor();
    await past.getByRole('button', { name: state.pastTitle }).click();
    await toast(page, "Can't view assignment due date is passed.");
    assert(page.url().endsWith('/panel/student/assignment'), 'a past-due card does not open');
  }
  const mcqCard = page.getByTestId('assignment-card').filter({ hasText: state.mcqTitle });
  await mcqCard.getByText('Not Submitted').waitFor();
  await screenshot(page, 'assignments-student-list-390');
  assert(!(await scrollsSideways(page)), 'the student list fits 390 px');
  await mcqCard.getByRole('link', { name: state.mcqTitle }).click();
  await page.waitForURL(/\/panel\/student\/assignment\/[^/?]+/);
  await question(page).waitFor();
  assert(await page.getByRole('button', { name: 'Prev' }).isDisabled(), 'Prev is disabled on question 1');
  await question(page).getByLabel('Mars').check();
  await screenshot(page, 'assignments-answer-mcq-390');
  assert(!(await scrollsSideways(page)), 'the answer page fits 390 px');
  await checkA11y(page, 'assignment answer page');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await question(page).getByText('Question 2').waitFor();
  await question(page).getByLabel('Carbon dioxide').check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await toast(page, 'Assignment submitted successfully');
  await page.waitForURL(/\/panel\/student\/assignment$/);
  await page.getByTestId('assignment-card').filter({ hasText: state.mcqTitle }).getByText('Submitted', { exact: true }).waitFor();

  // The long one: a written answer, a file, then the separate Submit.
  await page.getByTestId('assignment-card').filter({ hasText: state.longTitle }).getByRole('link', { name: state.longTitle }).click();
  await question(page).waitFor();
  await question(page).getByLabel('Your answer').fill(LONG_ANSWER);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await toast(page, 'Answer saved');
  await question(page).getByText('Question 2').waitFor();
  await question(page).locator('input[type=file]').setInputFiles({ name: 'leaf.pdf', mimeType: 'application/pdf', buffer: PDF });
  await screenshot(page, 'assignments-answer-file-390');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit the assignment?' });
  await confirm.getByRole('button', { name: 'Yes, submit it!' }).click();
  await toast(page, 'Assignment submitted successfully');
  await page.waitForURL(/\/panel\/student\/assignment$/);
  // Opened again: read-only, with the file sent.
  await page.getByTestId('assignment-card').filter({ hasText: state.longTitle }).getByRole('link', { name: state.longTitle }).click();
  await page.getByTestId('sheet-summary').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await question(page).getByRole('link', { name: 'Open the file you sent' }).waitFor();
  await screenshot(page, 'assignments-answer-submitted-390');
}

/** Teacher: grades the long one (the bound on a mark, the remark), changes a mark with a reason, reads History. */
async function teacherGrades(page, base, state) {
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await page.goto(`${base}/panel/teacher/assignment/${state.longId}`);
  await waitFor(async () => (await page.getByTestId('total-submissions').innerText()) === '1', 'one submission on the summary');
  // The filter drawer: Submitted only; a click on the checked box clears it.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filter = page.getByRole('dialog', { name: 'Filter students' });
  await filter.getByLabel('Submitted', { exact: true }).check();
  await page.waitForURL(/submitted=true/);
  await filter.getByRole('button', { name: 'Close' }).click();
  const card = page.getByTestId('submission-card').first();
  await card.getByText('Not Reviewed').waitFor();
  await waitFor(async () => (await page.getByTestId('submission-card').count()) === 1, 'one submitted student');
  await screenshot(page, 'assignments-student-status-1440');
  await card.getByRole('link').click();
  await page.waitForURL(new RegExp(`/panel/teacher/assignment/${state.longId}/${state.studentId}`));
  const longCard = page.getByTestId('assignment-answer').filter({ hasText: LONG_ANSWER });
  await longCard.waitFor();
  await page
    .getByTestId('assignment-answer')
    .filter({ hasText: 'Upload a labelled drawing' })
    .getByRole('link', { name: "Open the student's file" })
    .waitFor();
  await longCard.getByRole('spinbutton').fill('9');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Marks must be between 0 and 5.').waitFor();
  await longCard.getByRole('spinbutton').fill('4');
  await page.getByTestId('assignment-answer').filter({ hasText: 'Upload a labelled drawing' }).getByRole('spinbutton').fill('4');
  await page.getByLabel('Remark').fill('Clear and to the point.');
  await checkA11y(page, 'assignment grading page');
  await screenshot(page, 'assignments-grading-1440');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await toast(page, 'Review updated');
  await page.waitForURL(new RegExp(`/panel/teacher/assignment/${state.longId}$`));

  // A changed mark asks why; History shows who, when, from → to and why.
  await page.goto(`${base}/panel/teacher/assignment/${state.longId}/${state.studentId}`);
  await longCard.waitFor();
  await longCard.getByRole('spinbutton').fill('3');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const reason = page.getByRole('dialog', { name: 'Change a mark' });
  await reason.getByLabel('Reason').fill('The second sentence was missing.');
  await reason.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Review updated');
  await page.goto(`${base}/panel/teacher/assignment/${state.longId}/${state.studentId}`);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history.getByText('The second sentence was missing.').waitFor();
  await history.getByText('4 → 3').waitFor();
  await screenshot(page, 'assignments-grading-history-1440');
}

async function gradingOnPhone(page, base, state) {
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await page.goto(`${base}/panel/teacher/assignment/${state.longId}/${state.studentId}`);
  await page.getByTestId('assignment-answer').first().waitFor();
  await page.getByTestId('sheet-marks').getByText('7 / 10').waitFor();
  await screenshot(page, 'assignments-grading-390');
  assert(!(await scrollsSideways(page)), 'the grading page fits 390 px');
}

/** The demo student's parent: the graded answers, the remark and the marks, read-only, on a phone. */
async function parentReads(page, base, state) {
  const password = await currentPassword(base, 'parent@demo.school', [PASSWORD, 'parent-new-1']);
  await signIn(page, base, 'parent@demo.school', password, '/panel/student/dashboard');
  await page.goto(`${base}/panel/student/assignment`);
  const card = page.getByTestId('assignment-card').filter({ hasText: state.longTitle });
  await card.getByText('Reviewed', { exact: true }).waitFor();
  await card.getByRole('link', { name: state.longTitle }).click();
  await page.getByText(/answers, read-only\./).waitFor();
  await page.getByTestId('sheet-summary').getByText('7 / 10').waitFor();
  await page.getByText('Clear and to the point.').waitFor();
  await question(page).getByText(LONG_ANSWER).waitFor();
  assert((await page.getByRole('button', { name: 'Complete' }).count()) === 0, 'no Complete for a parent');
  assert((await page.getByRole('button', { name: 'Submit', exact: true }).count()) === 0, 'no Submit for a parent');
  await screenshot(page, 'assignments-parent-390');
  assert(!(await scrollsSideways(page)), "the parent's view fits 390 px");
}

function ownState(shared) {
  if (!shared.assignments) shared.assignments = {};
  return shared.assignments;
}

export const assignmentsFlows = [
  {
    name: 'assignments: the teacher creates an MCQ and a long assignment for the batch with questions (the form, the questions page, the summary); the list at 390 px',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      const ctx = await newContext(desktop);
      await teacherCreates(await ctx.newPage(), base, state);
      await ctx.close();
      const small = await newContext(phone);
      await teacherListOnPhone(await small.newPage(), base, state);
      await small.close();
    },
  },
  {
    name: 'assignments: the student on a 390 px phone answers both (one answer a file) and submits; a past-due card warns',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      assert(state.longId && state.mcqId, 'the set-up flow ran first');
      const ctx = await newContext(phone);
      await studentAnswers(await ctx.newPage(), base, state);
      await ctx.close();
    },
  },
  {
    name: 'assignments: the teacher grades the long one with a remark, changes a mark with a reason and reads History; at 390 px too; the parent reads it',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      assert(state.longId && state.studentId, 'the set-up flow ran first');
      const ctx = await newContext(desktop);
      await teacherGrades(await ctx.newPage(), base, state);
      await ctx.close();
      const small = await newContext(phone);
      await gradingOnPhone(await small.newPage(), base, state);
      await small.close();
      const family = await newContext(phone);
      await parentReads(await family.newPage(), base, state);
      await family.close();
    },
  },
];
