// Flows for the academic setup, batches and people screens (spread into flows.mjs).
import { assert, checkA11y, iconPng, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const COURSE = `Diploma ${stamp}`;
const BRANCH = `Robotics ${stamp}`;
const START = 2028 + (parseInt(stamp, 36) % 8);
const SESSION = `${START}-${START + 1}`;

const noSideScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth <= 0);

/** The local date `days` from today as YYYY-MM-DD. */
const localDay = (page, days) =>
  page.evaluate((d) => {
    const t = new Date(Date.now() + d * 86_400_000);
    const p = (n) => String(n).padStart(2, '0');
    return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}`;
  }, days);

async function openDialog(page, button, title = button) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

export const academicFlows = [
  {
    name: 'Configuration: Add Course (spec messages first), View Branches → Add Branch, a session from years, the grade overlap and holiday date rules',
    async run({ newContext, base, state }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      state.academicAdmin = page;
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Configuration' }).click();
      await page.waitForURL('**/panel/admin/config');
      await page.getByTestId('course-card').first().waitFor();
      await checkA11y(page, 'configuration: courses');
      await screenshot(page, 'config-courses-1280');

      let dialog = await openDialog(page, 'Add Course');
      await dialog.getByRole('button', { name: 'Add Course' }).click();
      await dialog.getByText('Course name is required.', { exact: true }).waitFor();
      await dialog.getByText('Duration is required.', { exact: true }).waitFor();
      await dialog.getByText('Description is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Course name').fill(COURSE);
      await dialog.getByLabel('Duration (years)').fill('3');
      await dialog.getByLabel('Description').fill('Three-year diploma in applied engineering.');
      await dialog.locator('input[type=file]').setInputFiles({ name: 'diploma.png', mimeType: 'image/png', buffer: iconPng() });
      await checkA11y(page, 'Add Course dialog');
      await dialog.getByRole('button', { name: 'Add Course' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: COURSE, exact: true }).waitFor();
      // The same name again: the server's 409 shows in the dialog.
      dialog = await openDialog(page, 'Add Course');
      await dialog.getByLabel('Course name').fill(COURSE.toUpperCase());
      await dialog.getByLabel('Duration (years)').fill('3');
      await dialog.getByLabel('Description').fill('Duplicate.');
      await dialog.getByRole('button', { name: 'Add Course' }).click();
      await dialog.getByRole('alert').first().waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: `View Branches of ${COURSE}` }).click();
      await page.waitForURL(/\/panel\/admin\/config\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: `${COURSE} branches` }).waitFor();
      dialog = await openDialog(page, 'Add Branch');
      await dialog.getByRole('button', { name: 'Add Branch' }).click();
      await dialog.getByText('Branch Name is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Branch name').fill(BRANCH);
      await dialog.getByLabel('Description').fill('Automation and embedded systems.');
      await dialog.getByRole('button', { name: 'Add Branch' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: BRANCH, exact: true }).waitFor();
      await checkA11y(page, 'course branches');
      await screenshot(page, 'config-branches-1280');
      state.courseBranchesUrl = page.url();

      await page.goto(`${base}/panel/admin/config?tab=sessions`);
      dialog = await openDialog(page, 'Add Session');
      await dialog.getByRole('button', { name: 'Add Session' }).click();
      await dialog.getByText('From year is required.', { exact: true }).waitFor();
      await dialog.getByLabel('From year').selectOption(String(START));
      await dialog.getByLabel('To year').selectOption(String(START - 1));
      await dialog.getByRole('button', { name: 'Add Session' }).click();
      await dialog.getByText('To year must be after From year (for example 2025-2026).', { exact: true }).waitFor();
      await dialog.getByLabel('To year').selectOption(String(START + 1));
      await dialog.getByRole('button', { name: 'Add Session' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: SESSION, exact: true }).waitFor();

      await page.getByRole('link', { name: 'Grades' }).click();
      await page.getByRole('cell', { name: 'A+', exact: true }).waitFor();
      dialog = await openDialog(page, 'Add Grade');
      await dialog.getByLabel('From (%)').fill('85');
      await dialog.getByLabel('To (%)').fill('80');
      await dialog.getByLabel(/^Grade/).fill(`Z${stamp}`);
      await dialog.getByRole('button', { name: 'Add Grade' }).click();
      await dialog.getByText('To (%) must be more than From (%).', { exact: true }).waitFor();
      await dialog.getByLabel('To (%)').fill('95');
      await dialog.getByRole('button', { name: 'Add Grade' }).click();
      await dialog.getByRole('alert').filter({ hasText: /overlaps grade/ }).first().waitFor();
      await checkA11y(page, 'grade dialog with the server error');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await checkA11y(page, 'grade scale');
      await screenshot(page, 'config-grades-1280');

      await page.getByRole('link', { name: 'Holidays' }).click();
      dialog = await openDialog(page, 'Set Holiday');
      await dialog.getByLabel('Start date').fill(await localDay(page, -1));
      await dialog.getByLabel('End date').fill(await localDay(page, -2));
      await dialog.getByRole('button', { name: 'Set Holiday' }).click();
      await dialog.getByText('Start date cannot be before today.', { exact: true }).waitFor();
      await dialog.getByText('End date cannot be before start date.', { exact: true }).waitFor();
      await dialog.getByLabel('Title').fill(`Sports day ${stamp}`);
      await dialog.getByLabel('Start date').fill(await localDay(page, 3));
      await dialog.getByLabel('End date').fill(await localDay(page, 4));
      await dialog.getByRole('button', { name: 'Set Holiday' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Holiday set successfully').first().waitFor();
      await page.getByRole('heading', { name: `Sports day ${stamp}` }).waitFor();

      await page.getByRole('link', { name: 'Fees' }).click();
      dialog = await openDialog(page, 'Set Fee');
      await dialog.getByLabel('Fee name').fill(`Lab fee ${stamp}`);
      await dialog.getByLabel('Amount (₹)').fill('0');
      await dialog.getByRole('button', { name: 'Set Fee' }).click();
      await dialog.getByText('Amount must be more than 0 rupees, with at most 2 decimals.').waitFor();
      await dialog.getByLabel('Amount (₹)').fill('1500.50');
      await dialog.getByRole('button', { name: 'Set Fee' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: `Lab fee ${stamp}` }).waitFor();
      await page.getByRole('button', { name: `Edit Lab fee ${stamp}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Fee' });
      await dialog.getByLabel('Amount (₹)').fill('1750');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('₹1,750').first().waitFor();
      await page.getByRole('button', { name: `Delete Lab fee ${stamp}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
      await page.getByRole('heading', { name: `Lab fee ${stamp}` }).waitFor({ state: 'detached' });
      await checkA11y(page, 'fees');
    },
  },
  {
    name: 'Configuration: a second ADMIN sees a new subject appear without reloading (push); 390 px fits',
    async run({ newContext, base, state }) {
      const page = state.academicAdmin;
      await page.goto(`${base}/panel/admin/config?tab=subjects`);
      const ctx = await newContext(phone);
      const other = await ctx.newPage();
      await signIn(other, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await other.goto(`${base}/panel/admin/config?tab=subjects`);
      await other.getByRole('heading', { name: 'Subjects' }).waitFor();
      await other.evaluate(() => (window.__e2eNoReload = true));
      const dialog = await openDialog(page, 'Add Subject');
      await dialog.getByRole('button', { name: 'Add Subject' }).click();
      await dialog.getByText('Subject name is required.', { exact: true }).waitFor();
      await dialog.getByText('Subject code is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Subject name').fill(`Mechatronics ${stamp}`);
      await dialog.getByLabel('Subject code').fill(`MEC${stamp}`);
      await dialog.getByRole('button', { name: 'Add Subject' }).click();
      await dialog.waitFor({ state: 'detached' });
      await other.getByRole('heading', { name: `Mechatronics ${stamp}` }).waitFor({ timeout: 10_000 });
      assert(await other.evaluate(() => window.__e2eNoReload === true), 'the other page was not reloaded');
      await checkA11y(other, 'subjects at 390 px');
      await screenshot(other, 'config-subjects-390');
      assert(await noSideScroll(other), 'the configuration page does not scroll sideways at 390 px');
      await other.goto(state.courseBranchesUrl);
      await other.getByRole('heading', { name: BRANCH }).waitFor();
      await screenshot(other, 'config-branches-390');
      assert(await noSideScroll(other), 'the branches page does not scroll sideways at 390 px');
      await ctx.close();
    },
  },
  {
    name: 'Batches: Create Batch (spec messages; branches load by course; H.O.D. from the teachers), summary with ID, Edit locks session/course/branch',
    async run({ base, state }) {
      const page = state.academicAdmin;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Batches' }).click();
      await page.waitForURL('**/panel/admin/batch');
      await page.getByRole('link', { name: /Higher Secondary/ }).first().waitFor();
      await checkA11y(page, 'batches');
      await screenshot(page, 'batches-1280');
      await page.getByRole('link', { name: 'Create Batch' }).click();
      await page.waitForURL('**/panel/admin/batch/create');
      await page.getByRole('button', { name: 'Create Batch' }).click();
      for (const m of ['Session is required', 'Course is required', 'Branch is required', 'Maximum Students is required', 'Name Of H.O.D is required']) {
        await page.getByText(m, { exact: true }).waitFor();
      }
      assert(await page.getByLabel('Branch').isDisabled(), 'the branch waits for a course');
      await page.getByLabel('Session').selectOption({ label: SESSION });
      await page.getByLabel('Course').selectOption({ label: COURSE });
      await waitFor(async () => (await page.getByLabel('Branch').locator('option').allTextContents()).includes(BRANCH), 'the course\'s branches to load');
      await page.getByLabel('Branch').selectOption({ label: BRANCH });
      await page.getByLabel('Maximum Students').fill('40');
      await waitFor(async () => (await page.getByLabel('Name Of H.O.D').locator('option').count()) > 1, 'the teachers to load');
      await page.getByLabel('Name Of H.O.D').selectOption({ index: 1 });
      await page.getByLabel('Description').fill(`Robotics diploma batch ${stamp}`);
      await checkA11y(page, 'batch form');
      await screenshot(page, 'batch-form-1280');
      await page.getByRole('button', { name: 'Create Batch' }).click();
      await page.waitForURL(/\/panel\/admin\/batch\/[0-9a-f-]{36}$/);
      state.batchUrl = page.url();
      state.batchId = page.url().split('/').pop();
      await page.getByRole('heading', { name: `${COURSE} · ${BRANCH}` }).waitFor();
      assert((await page.getByTestId('batch-id').textContent()).trim() === state.batchId, 'the summary shows the batch ID');
      await page.getByText('No students in this batch yet').waitFor();
      await checkA11y(page, 'batch summary');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL(/batch\/create\?edit=true&batchId=/);
      await waitFor(async () => (await page.getByLabel('Maximum Students').inputValue()) === '40', 'the batch to load into the form');
      for (const l of ['Session', 'Course', 'Branch']) assert(await page.getByLabel(l).isDisabled(), `${l} is locked when editing`);
      await page.getByLabel('Maximum Students').fill('45');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL(state.batchUrl);
      await page.getByText('/ 45').first().waitFor();
    },
  },
];
