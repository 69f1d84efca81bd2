// Placement notices (issue 18 §4): the admin posts a notice through the form (an empty submit shows the spec's message);
// the demo student applies to it with a PDF resume; the admin opens the notice's applicants, sees the student and
// downloads the CSV ('Download Excel') holding their email; the notice list, the form, the applicants and the student's
// placements page at 1440 and 390 px.
import { readFile } from 'node:fs/promises';
import { PASSWORD, PDF, api, desktop, instituteDay, login, ok, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const ADMIN = 'admin@demo.school';
const STUDENT = 'student@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const TITLE = `Graduate Trainee ${stamp}`;
const COMPANY = 'Wipro Limited';

const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

/** The demo student's session (the seeded notices are for it) and who they are. */
async function setUp(base, state) {
  const student = await login(base, STUDENT);
  const mine = ok(await api(base, student.accessToken, 'GET', 'placement/notice?perPage=10&pageNo=1'), "the student's notices");
  assert(mine.length > 0, 'the demo seeded notices for the demo student');
  Object.assign(state, { sessionId: mine[0].session._id, studentName: student.user.displayName, studentEmail: student.user.email });
}

/** ADMIN: the list, Post a notice, the empty form's message, the filled form, back on the list. */
async function adminPosts(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await page.goto(`${base}/panel/admin/placement`);
  await page.getByRole('heading', { name: 'Placement Notices', level: 1 }).waitFor();
  await page.getByTestId('placement-notice-card').first().waitFor();
  await checkA11y(page, 'placement notices');
  await screenshot(page, 'placements-notices-1440');
  await page.getByRole('link', { name: 'Post a notice' }).first().click();
  await page.waitForURL('**/panel/admin/placement/notice-form');
  await page.getByRole('heading', { name: 'Create Placement Notice', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByText('Job title is required.').waitFor();
  await page.getByText('How to apply is required.').waitFor();
  await page.getByLabel('Job title').fill(TITLE);
  await page.getByLabel('Qualification').fill('B.Tech (any branch)');
  const session = page.getByLabel('Session');
  await waitFor(async () => (await session.locator(`option[value="${state.sessionId}"]`).count()) === 1, 'the sessions load');
  await session.selectOption(state.sessionId);
  await page.getByLabel('Last date').fill(instituteDay(14));
  await page.getByLabel('Company name').fill(COMPANY);
  await page.getByLabel('Designation').fill('Project Engineer');
  await page.getByLabel('Company details').fill('IT services, Bengaluru.');
  const editor = page.getByRole('textbox', { name: 'Job description' });
  await editor.click();
  await page.keyboard.type('Design, build and test software for global clients.');
  await page.getByLabel('How to apply').fill('Apply here with your resume.');
  await checkA11y(page, 'placement notice form');
  await screenshot(page, 'placements-notice-form-1440');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await toast(page, 'Placement notice created successfully');
  await page.waitForURL(/\/panel\/admin\/placement$/);
  await page.getByRole('link', { name: TITLE }).waitFor();
}

/** STUDENT: the placements page, Apply with a PDF resume, 'Applied on …'. */
async function studentApplies(page, base) {
  await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
  await page.goto(`${base}/panel/student/placement`);
  await page.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
  const card = page.getByTestId('placement-notice-card').filter({ hasText: TITLE });
  await card.waitFor();
  await card.getByRole('button', { name: /^Apply/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await dialog.getByText('Resume is required.').waitFor();
  await dialog.getByLabel('Description').fill('I enjoy building reliable software and would love to join.');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await checkA11y(page, 'apply dialog');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await toast(page, 'Applied successfully');
  await card.getByText(/^Applied on /).waitFor();
  await card.getByRole('link', { name: /Your resume/ }).waitFor();
  await checkA11y(page, 'student placements');
  await screenshot(page, 'placements-student-1440');
}

/** ADMIN: the notice's applicants, the student there with their resume link, 'Download Excel' holding their email. */
async function adminDownloads(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await page.goto(`${base}/panel/admin/placement`);
  await page.getByRole('link', { name: TITLE }).click();
  await page.waitForURL(/\/panel\/admin\/placement\/[^/]+$/);
  await page.getByRole('heading', { name: 'Applied Students', level: 1 }).waitFor();
  const row = page.getByRole('row').filter({ hasText: state.studentName });
  await row.waitFor();
  const href = await row.getByRole('link', { name: new RegExp(state.studentName) }).getAttribute('href');
  assert(href?.startsWith('/api/v1/files/'), 'the student opens their resume (a signed link)');
  assert((await row.getByRole('link').first().getAttribute('target')) === '_blank', 'the resume opens in a new tab');
  state.applicantsUrl = page.url();
  await checkA11y(page, 'applicants');
  await screenshot(page, 'placements-applicants-1440');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  const csv = await readFile(await download.path(), 'utf8');
  assert(csv.includes(state.studentEmail), "the CSV holds the student's email");
  assert(download.suggestedFilename().endsWith('.csv'), 'the download is a CSV');
}

/** Every placement-notice page at 390 px: nothing scrolls sideways. */
async function onPhone(adminPage, studentPage, base, state) {
  await signIn(adminPage, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  const pages = [
    ['placements-notices-390', '/panel/admin/placement', 'Placement Notices'],
    ['placements-notice-form-390', '/panel/admin/placement/notice-form', 'Create Placement Notice'],
    ['placements-applicants-390', new URL(state.applicantsUrl).pathname, 'Applied Students'],
  ];
  for (const [name, path, heading] of pages) {
    await adminPage.goto(`${base}${path}`);
    await adminPage.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await adminPage.waitForLoadState('networkidle');
    await screenshot(adminPage, name);
    assert(!(await scrollsSideways(adminPage)), `${heading} fits 390 px`);
  }
  await signIn(studentPage, base, STUDENT, PASSWORD, '/panel/student/dashboard');
  await studentPage.goto(`${base}/panel/student/placement`);
  await studentPage.getByTestId('placement-notice-card').first().waitFor();
  await studentPage.waitForLoadState('networkidle');
  await screenshot(studentPage, 'placements-student-390');
  assert(!(await scrollsSideways(studentPage)), 'Placements fits 390 px');
}

function ownState(shared) {
  if (!shared.placementNotices) shared.placementNotices = {};
  return shared.placementNotices;
}

/** The steps, for running one alone while fixing it. */
export const placementNoticesSteps = { setUp, adminPosts, studentApplies, adminDownloads, onPhone };

export const placementNoticesFlows = [
  {
    name: 'placement notices: the admin posts a notice, the student applies with a PDF resume, the admin downloads the applicants CSV',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      await setUp(base, state);
      const admin = await newContext(desktop);
      await adminPosts(await admin.newPage(), base, state);
      const student = await newContext(desktop);
      await studentApplies(await student.newPage(), base);
      await student.close();
      const downloads = await newContext({ ...desktop, acceptDownloads: true });
      await adminDownloads(await downloads.newPage(), base, state);
      await downloads.close();
      await admin.close();
    },
  },
  {
    name: 'placement notices: the notice list, the form, the applicants and the student page fit a 390 px phone',
    timeoutMs: 120_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      assert(state.applicantsUrl, 'the apply flow ran first');
      const a = await newContext(phone);
      const s = await newContext(phone);
      await onPhone(await a.newPage(), await s.newPage(), base, state);
      await a.close();
      await s.close();
    },
  },
];
