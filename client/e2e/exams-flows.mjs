// Exams, subject exams and the question bank (issue 14 parts 1, 2 and 5's Students tab): the demo teacher creates an
// ONLINE exam for their batch, adds a subject exam, two questions by the form and more from the sample sheet (a dry run
// with a bad row first), deletes one; the admin publishes an exam once it has a subject exam; at 1440 px and 390 px.
import ExcelJS from 'exceljs';
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const TEACHER = 'teacher@demo.school';
const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
// With isMobile the layout viewport widens to the content, so compare with the phone's width itself.
const scrollsSideways = (page) => page.evaluate((w) => document.documentElement.scrollWidth > w, page.viewportSize().width);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The institute's day (Asia/Kolkata), `plus` days on. */
const instituteDay = (plus = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + plus * 86_400_000),
  );

async function openExams(page, width, role) {
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Exams', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
  } else await page.getByRole('link', { name: 'Exams', exact: true }).first().click();
  await page.waitForURL(`**/panel/${role}/exam`);
  await page.getByRole('heading', { name: 'Exams', level: 1 }).waitFor();
}

/** Picks the first option a picker offers for `search`. */
async function pick(scope, page, label, search = '', tries = 2) {
  // The picker's label reads 'Batch *' (the required mark), so not exact.
  const input = scope.getByLabel(label);
  await input.click();
  // A combobox opens on typing or ArrowDown, not on a click.
  if (search) await input.fill(search);
  else await input.press('ArrowDown');
  const option = page.getByRole('listbox').getByRole('option').first();
  await option.waitFor();
  const text = (await option.innerText()).split('\n')[0].trim();
  await option.click();
  // While its options are open the rest of the dialog is inert: a click lost on a busy machine (the options re-rendered
  // under it) leaves them open, so close them and pick again rather than wait on an inert form.
  const closed = await page
    .getByRole('listbox')
    .waitFor({ state: 'hidden', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (closed) return text;
  await page.keyboard.press('Escape');
  if (tries <= 1) throw new Error(`the ${label} options did not close after a pick`);
  return pick(scope, page, label, search, tries - 1);
}

const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

/** The Create Exam dialog: the contract's messages first, then an exam of the given type. */
async function createExam(page, { title, type, teacher }) {
  await page.getByRole('button', { name: 'Create Exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Exam' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  for (const m of ['Title is required.', 'Exam type is required.', 'Batch is required.', 'Start date is required.'])
    await dialog.getByText(m, { exact: true }).waitFor();
  await dialog.getByLabel('Exam Title').fill(title);
  await dialog.getByLabel('Exam Type').selectOption(type);
  if (type === 'ONLINE') {
    // ONLINE switches on the online settings and the review flags.
    await dialog.getByTestId('online-settings').waitFor();
    await dialog.getByLabel('Randomize the question order').check();
    await dialog.getByLabel('Show the score after the exam ends').check();
  } else assert((await dialog.getByTestId('online-settings').count()) === 0, 'no online settings for an OFFLINE exam');
  const batch = await pick(dialog, page, 'Batch');
  await dialog.getByLabel('Start date').fill(instituteDay(0));
  await dialog.getByLabel('End date').fill(instituteDay(-1));
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog.getByText('End date must be on or after start date.', { exact: true }).waitFor();
  await dialog.getByLabel('End date').fill(instituteDay(3));
  if (teacher) await checkA11y(page, 'Create Exam dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await toast(page, 'Exam created successfully');
  await dialog.waitFor({ state: 'detached' });
  return batch;
}

async function openExamCard(page, title, role) {
  await page.getByLabel('Search exams by title').fill(title);
  const card = page.getByTestId('exam-card').filter({ hasText: title });
  await card.waitFor();
  await card.getByRole('link', { name: title }).click();
  await page.waitForURL(new RegExp(`/panel/${role}/exam/view/[^/]+$`));
  await page.getByTestId('exam-details').waitFor();
}

/** A sheet of `rows` (QUESTION_COLUMNS' order) under the sample's header, in the sample's own workbook. */
async function questionSheet(samplePath, rows) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(samplePath);
  const ws = wb.getWorksheet('Data');
  assert(ws, 'the sample has a sheet named Data');
  const header = ws.getRow(1).values.slice(1);
  assert(header[0] === 'question' && header.includes('markAwarded'), `the sample's header (got ${header.join(',')})`);
  while (ws.rowCount > 1) ws.spliceRows(2, 1);
  for (const r of rows) ws.addRow(header.map((c) => r[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function teacherAuthors(page, base, state) {
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await openExams(page, 1440, 'teacher');
  const title = `Unit Test ${stamp}`;
  state.teacherExam = title;
  await createExam(page, { title, type: 'ONLINE', teacher: true });
  const card = page.getByTestId('exam-card').filter({ hasText: title });
  await card.waitFor();
  assert(/day\(s\) to go|hr\(s\) to go|In progress/.test(await card.getByTestId('exam-badge').innerText()), 'the card has its badge');
  await checkA11y(page, 'teacher exam list');
  await screenshot(page, 'exams-list-1440');
  await openExamCard(page, title, 'teacher');
  assert(await page.getByRole('button', { name: 'Publish' }).isDisabled(), 'Publish is disabled without a subject exam');
  await page.getByText('No Exam created').first().waitFor();

  // Add a subject exam on the teacher's page (screens.tsv .../create).
  await page.getByRole('button', { name: 'Add Subject Exam' }).click();
  await page.waitForURL('**/panel/teacher/exam/view/*/create');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  for (const m of ['Subject is required.', 'Start time is required.', 'Full mark is required.'])
    await page.getByText(m, { exact: true }).waitFor();
  const subject = await pick(page, page, 'Subject');
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel('End time').fill('11:30');
  await page.getByLabel('Full mark').fill('50');
  await page.getByLabel('Pass mark').fill('60');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByText('Pass mark cannot exceed full mark.', { exact: true }).waitFor();
  await page.getByLabel('Pass mark').fill('20');
  await checkA11y(page, 'subject exam form');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await toast(page, 'Exam subject created successfully');
  await page.waitForURL(/\/panel\/teacher\/exam\/view\/[^/]+$/);
  const mine = page.getByRole('list', { name: 'Subject exams created by me' }).getByTestId('subject-exam-card');
  await mine.filter({ hasText: subject }).waitFor();
  await waitFor(
    async () => !(await page.getByRole('button', { name: 'Publish' }).isDisabled()),
    'Publish enabled once a subject exam exists',
  );
  await screenshot(page, 'exam-view-1440');
  await mine.getByRole('link', { name: 'Open' }).click();
  await page.waitForURL(/\/panel\/teacher\/exam\/[^/]+\/[^/]+$/);
  state.subjectExamUrl = page.url();

  // The header: duration in hours with two decimals (90 minutes), the five tiles; Students: 'Not attended' until results.
  const details = page.getByTestId('subject-exam-details');
  await details.getByText('1.50 hours', { exact: true }).waitFor();
  const firstRow = page.getByRole('table').locator('tbody tr').first();
  // The first rows are the loading skeleton: wait for the student's.
  await waitFor(async () => (await firstRow.innerText()).includes('Not attended'), 'a student reads Not attended before results exist');
  await checkA11y(page, 'subject exam students');
  await screenshot(page, 'subject-exam-students-1440');

  // View Question: the form's messages, an MCQ and a long answer.
  await page.getByRole('tab', { name: 'View Question' }).click();
  await page.getByText('No question added', { exact: true }).waitFor();
  const form = page.getByRole('form', { name: 'Create Question' });
  await form.getByRole('button', { name: 'Add Question' }).click();
  await form.getByText('Type  or upload an image to create a question.', { exact: true }).waitFor();
  await form.getByText('Options are required*', { exact: true }).waitFor();
  await form.getByText('Answer is required for creating a question*.', { exact: true }).waitFor();
  await form.getByLabel('Question', { exact: true }).fill('Short?');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await form.getByText('Question  must be at least 10 characters*', { exact: true }).waitFor();
  await form.getByLabel('Question', { exact: true }).fill('Which city is the capital of India?');
  for (const o of ['New Delhi', 'Mumbai', 'Kolkata']) {
    await form.getByLabel('Option', { exact: true }).fill(o);
    await form.getByRole('button', { name: 'Add option' }).click();
  }
  await form.getByLabel('Option', { exact: true }).fill('mumbai');
  await form.getByRole('button', { name: 'Add option' }).click();
  await form.getByText('Options must be unique.', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'Remove option Kolkata' }).click();
  assert((await form.getByTestId('question-option').count()) === 2, 'an option removed one at a time');
  await form.getByRole('radio', { name: 'New Delhi' }).check();
  await form.getByLabel('Points').fill('2');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await toast(page, 'Question added successfully');
  const questions = page.getByRole('list', { name: 'Questions' }).getByTestId('question');
  await questions.first().waitFor();
  await form.getByLabel('Question type').selectOption('LONGTYPE');
  // The rich-text editor: the text typed, all of it made bold from the toolbar, stored as HTML and shown formatted.
  const editor = form.getByLabel('Question', { exact: true });
  await editor.fill('Explain the water cycle in your own words.');
  await editor.press('Control+a');
  await form.getByRole('toolbar', { name: 'Question formatting' }).getByRole('button', { name: 'Bold' }).click();
  await form.getByLabel('Points').fill('5');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await waitFor(async () => (await questions.count()) === 2, 'two questions listed');
  await waitFor(
    async () => (await page.getByRole('list', { name: 'Questions' }).locator('strong', { hasText: 'water cycle' }).count()) > 0,
    'the bold question shown bold',
  );
  assert((await editor.innerText()).trim() === '', 'the editor is emptied after the question is added');
  await checkA11y(page, 'questions tab');
  await screenshot(page, 'subject-exam-questions-1440');

  // Import: the sample, a dry run with a bad row (its row number and the form's message), then a clean sheet imported.
  await page.getByRole('button', { name: 'Import questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Sample' }).click()]);
  const samplePath = await download.path();
  const good = [
    {
      question: 'Which planet is known as the red planet?',
      type: 'MCQTYPE',
      option1: 'Mars',
      option2: 'Venus',
      answer: 'Mars',
      markAwarded: 2,
    },
    { question: 'Describe photosynthesis in two sentences.', type: 'LONGTYPE', markAwarded: 4 },
  ];
  const bad = {
    question: 'Which gas do plants take in?',
    type: 'MCQTYPE',
    option1: 'Oxygen',
    option2: 'Nitrogen',
    answer: 'Carbon dioxide',
    markAwarded: 1,
  };
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'questions.xlsx', mimeType: XLSX_TYPE, buffer: await questionSheet(samplePath, [...good, bad]) });
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  const dry = dialog.getByTestId('job-dry-run');
  await waitFor(async () => (await dry.getAttribute('data-status')) === 'done', 'the dry run to finish', 30_000);
  const problem = dry.getByTestId('row-problems').locator('tbody tr').first();
  await problem.waitFor();
  const problemText = await problem.innerText();
  assert(problemText.startsWith('4') && problemText.includes('Please select one option to be the answer.'), `row 4 is bad: ${problemText}`);
  assert((await dialog.getByRole('button', { name: /^Import \d/ }).count()) === 0, 'no import while a row is bad');
  await checkA11y(page, 'question import dry run');
  await screenshot(page, 'question-import-dry-run-1440');
  await file.setInputFiles({ name: 'questions-fixed.xlsx', mimeType: XLSX_TYPE, buffer: await questionSheet(samplePath, good) });
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  await waitFor(async () => (await dry.getAttribute('data-status')) === 'done', 'the second dry run to finish', 30_000);
  await dialog.getByRole('button', { name: 'Import 2 questions' }).click();
  const imp = dialog.getByTestId('job-import');
  await waitFor(async () => (await imp.getAttribute('data-status')) === 'done', 'the import to finish', 60_000);
  assert((await imp.getByTestId('job-progress').innerText()).trim() === '100 %', 'the import reaches 100 %');
  await screenshot(page, 'question-import-done-1440');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await waitFor(async () => (await questions.count()) === 4, 'four questions after the import');

  // Delete one, after the confirmation.
  await page.getByRole('button', { name: 'Delete question 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByText('You will not be able to recover it again!').waitFor();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await toast(page, 'Question deleted successfully');
  await waitFor(async () => (await questions.count()) === 3, 'three questions after the delete');
}

async function phoneWalk(page, base, state) {
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  await openExams(page, 390, 'teacher');
  await page.getByTestId('exam-card').first().waitFor();
  await screenshot(page, 'exams-list-390');
  assert(!(await scrollsSideways(page)), 'the exam list fits 390 px');
  if (state.teacherExam) {
    await openExamCard(page, state.teacherExam, 'teacher');
    await screenshot(page, 'exam-view-390');
    assert(!(await scrollsSideways(page)), 'the exam page fits 390 px');
  }
  if (state.subjectExamUrl) {
    await page.goto(`${state.subjectExamUrl}?tab=questions`);
    await page.getByRole('list', { name: 'Questions' }).waitFor();
    await checkA11y(page, 'questions tab 390');
    await screenshot(page, 'subject-exam-questions-390');
    assert(!(await scrollsSideways(page)), 'the subject exam page fits 390 px');
  }
}

async function adminPublishes(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await openExams(page, 1440, 'admin');
  if (state.teacherExam) {
    // The teacher's exam is on the institute's list.
    await page.getByLabel('Search exams by title').fill(state.teacherExam);
    await page.getByTestId('exam-card').filter({ hasText: state.teacherExam }).waitFor();
    await page.getByLabel('Search exams by title').fill('');
  }
  // The filter side panel: its choices go into the address and narrow the list.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filter exams' });
  await filters.getByLabel('Type').selectOption('ONLINE');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL('**/panel/admin/exam?type=ONLINE');
  await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
  await page.getByTestId('exam-card').first().waitFor();
  const chips = await page.getByTestId('exam-card').allInnerTexts();
  assert(
    chips.every((t) => t.includes('Online')),
    'the type filter keeps online exams only',
  );
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await filters.getByRole('button', { name: 'Clear' }).click();
  await page.waitForURL('**/panel/admin/exam');
  const title = `Admin Test ${stamp}`;
  await createExam(page, { title, type: 'OFFLINE', teacher: false });
  await openExamCard(page, title, 'admin');
  const publish = page.getByRole('button', { name: 'Publish' });
  assert(await publish.isDisabled(), 'Publish is disabled until a subject exam exists');
  await page.getByRole('button', { name: 'Add Subject Exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subject Exam' });
  await pick(dialog, page, 'Subject');
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByLabel('End time').fill('09:45');
  await dialog.getByLabel('Full mark').fill('40');
  await dialog.getByLabel('Pass mark').fill('16');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await toast(page, 'Exam subject created successfully');
  await page.getByRole('list', { name: 'Subject exams' }).getByTestId('subject-exam-card').first().waitFor();
  await waitFor(async () => !(await publish.isDisabled()), 'Publish enabled once a subject exam exists');
  await publish.click();
  await toast(page, 'Results published successfully');
  await waitFor(async () => await publish.isDisabled(), 'Publish disabled once published');
  await page.getByTestId('exam-details').getByText('Result published').waitFor();
  await checkA11y(page, 'admin exam view');
  await screenshot(page, 'exam-view-admin-1440');

  // A finished exam (the demo's mid-term) opens its results: the subject exams, each to its Students tab.
  await page.getByRole('link', { name: 'Exams', exact: true }).first().click();
  await page.waitForURL('**/panel/admin/exam');
  await page.getByRole('button', { name: 'Exams', exact: true }).click();
  const finished = page.getByTestId('exam-card').filter({ has: page.getByTestId('exam-badge').getByText('Finished', { exact: true }) });
  await finished.first().waitFor();
  await finished.first().getByRole('link').click();
  await page.waitForURL(/\/panel\/admin\/exam\/[^/?]+$/);
  const subjectCard = page.getByTestId('result-subject').first();
  await subjectCard.waitFor();
  await checkA11y(page, 'admin exam results');
  await screenshot(page, 'exam-results-admin-1440');
  await subjectCard.getByRole('link', { name: 'Students' }).click();
  await page.waitForURL(/\/panel\/admin\/exam\/[^/?]+\?subjectExamId=/);
  await page.getByRole('table').locator('tbody tr').first().waitFor();
}

export const examsFlows = [
  {
    name: 'exams: the demo teacher creates an ONLINE exam, a subject exam, an MCQ and a long answer, imports questions (dry run with a bad row first) and deletes one (1440 px)',
    timeoutMs: 240_000,
    async run({ newContext, base, state }) {
      const ctx = await newContext(desktop);
      await teacherAuthors(await ctx.newPage(), base, state);
      await ctx.close();
    },
  },
  {
    name: 'exams: the exam list, the exam and the questions on a 390 px phone (no sideways scroll)',
    async run({ newContext, base, state }) {
      const ctx = await newContext(phone);
      await phoneWalk(await ctx.newPage(), base, state);
      await ctx.close();
    },
  },
  {
    name: "exams: the admin sees the teacher's exam; Publish is disabled until a subject exam exists, then publishes",
    async run({ newContext, base, state }) {
      const ctx = await newContext(desktop);
      await adminPublishes(await ctx.newPage(), base, state);
      await ctx.close();
    },
  },
];
