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

// With isMobile the layout viewport widens to the content, so compare with the phone's width itself.
const noSideScroll = (page) => page.evaluate((w) => document.documentElement.scrollWidth <= w, page.viewportSize().width);

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
      await dialog
        .getByRole('alert')
        .filter({ hasText: /overlaps grade/ })
        .first()
        .waitFor();
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

      await page.getByRole('navigation', { name: 'Configuration sections' }).getByRole('link', { name: 'Fees' }).click();
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
      await page
        .getByRole('link', { name: /Higher Secondary/ })
        .first()
        .waitFor();
      await checkA11y(page, 'batches');
      await screenshot(page, 'batches-1280');
      await page.getByRole('link', { name: 'Create Batch' }).click();
      await page.waitForURL('**/panel/admin/batch/create');
      await page.getByRole('button', { name: 'Create Batch' }).click();
      for (const m of [
        'Session is required',
        'Course is required',
        'Branch is required',
        'Maximum Students is required',
        'Name Of H.O.D is required',
      ]) {
        await page.getByText(m, { exact: true }).waitFor();
      }
      assert(await page.getByLabel('Branch').isDisabled(), 'the branch waits for a course');
      await page.getByLabel('Session').selectOption({ label: SESSION });
      await page.getByLabel('Course').selectOption({ label: COURSE });
      await waitFor(
        async () => (await page.getByLabel('Branch').locator('option').allTextContents()).includes(BRANCH),
        "the course's branches to load",
      );
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
      await page.getByRole('navigation', { name: 'Batch sections' }).getByRole('link', { name: 'Students' }).click();
      await page.getByText('No student available').waitFor();
      await page.getByRole('navigation', { name: 'Batch sections' }).getByRole('link', { name: 'Overview' }).click();
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
  {
    name: 'People: register a STUDENT through the form, Edit Student Details (11-digit Aadhar refused) puts them in the new batch; batch students and the student list show them',
    async run({ base, state }) {
      const page = state.academicAdmin;
      const name = `Meera Iyer ${stamp}`;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
      await page.waitForURL('**/panel/admin/register');
      await page.getByRole('button', { name: 'Submit' }).click();
      for (const m of ['Name is required', 'Email is required', 'Phone number is required', 'Gender is required', 'Caste is required'])
        await page.getByText(m, { exact: true }).waitFor();
      await page.getByLabel('Name', { exact: false }).first().fill(name);
      await page.getByLabel(/^Email/).fill(`meera.${stamp}@student.demo.school`);
      await page.getByLabel(/^Phone Number/).fill('98765');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Minimum 10 digits required', { exact: true }).waitFor();
      await page.getByLabel(/^Phone Number/).fill('9876543210');
      await page.getByLabel(/^Gender/).selectOption('FEMALE');
      await page.getByLabel(/^Caste/).selectOption('GENERAL');
      await page.locator('input[type=file]').setInputFiles({ name: 'meera-photo.png', mimeType: 'image/png', buffer: iconPng() });
      await checkA11y(page, 'registration form');
      await screenshot(page, 'register-1280');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('STUDENT created successfully').first().waitFor();
      await page.waitForURL(/\/panel\/admin\/student\/[0-9a-f-]{36}$/);
      state.studentUrl = page.url();
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Parent Details' }).waitFor();
      await page.getByRole('heading', { name: 'Admission Details' }).waitFor();
      await page.getByRole('heading', { name: 'Other Details' }).waitFor();
      await page.getByRole('button', { name: 'Edit Student Details' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit Student Details' });
      await drawer.waitFor();
      const batchOption = `${COURSE} · ${BRANCH} · ${SESSION}`;
      await waitFor(
        async () => (await drawer.getByLabel('Batch').locator('option').allTextContents()).includes(batchOption),
        'the batches to load in the drawer',
      );
      await drawer.getByLabel('Batch').selectOption({ label: batchOption });
      await drawer.getByLabel('Registration No').fill(`REG${stamp.toUpperCase()}`);
      await drawer.getByLabel('Roll Number').fill('1');
      await drawer.getByLabel('Father Name').fill('Suresh Iyer');
      await drawer.getByLabel('Aadhar Number').fill('12345678901');
      await drawer.getByRole('button', { name: 'Update' }).click();
      await drawer.getByText('Aadhar number Must be 12 number', { exact: true }).waitFor();
      await checkA11y(page, 'Edit Student Details drawer');
      await screenshot(page, 'edit-student-1280');
      await drawer.getByLabel('Aadhar Number').fill('123456789012');
      await drawer.getByRole('button', { name: 'Update' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.getByText('User updated successfully').first().waitFor();
      await page
        .getByTestId('student-batch')
        .filter({ hasText: `${COURSE} · ${BRANCH} · ${SESSION}` })
        .waitFor();
      await page.getByText('Suresh Iyer').waitFor();
      await checkA11y(page, 'student profile');
      await screenshot(page, 'student-profile-1280');

      await page.goto(state.batchUrl);
      await page.getByText('1 / 45').first().waitFor();
      await page.getByRole('navigation', { name: 'Batch sections' }).getByRole('link', { name: 'Students' }).click();
      await page
        .getByRole('table', { name: /Students of/ })
        .getByText(name)
        .first()
        .waitFor();
      await screenshot(page, 'batch-summary-1280');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
      await page.waitForURL('**/panel/admin/student');
      await page.getByRole('table', { name: 'Students' }).getByRole('row').nth(2).waitFor();
      await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
      await page.getByRole('table', { name: 'Students' }).getByText(name).first().waitFor();
      await page.getByLabel('Search by name, e-mail or registration number').fill(`REG${stamp.toUpperCase()}`);
      await waitFor(
        async () => (await page.getByRole('table', { name: 'Students' }).locator('tbody tr').count()) === 1,
        'the search to leave one row',
      );
      await checkA11y(page, 'students list');
      await screenshot(page, 'students-1280');
    },
  },
  {
    name: 'Staff: teaching and non-teaching lists; block then unblock a teacher; staff detail; alumni list; 390 px pages fit',
    async run({ newContext, base, state }) {
      const page = state.academicAdmin;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff', exact: true }).click();
      await page.waitForURL('**/panel/admin/staff/teaching-staff');
      const table = page.getByRole('table', { name: 'Teaching staff' });
      await table.locator('tbody tr').first().waitFor();
      const first = table.locator('tbody tr').first();
      const who = (await first.getByRole('link').first().textContent()).trim();
      await first.getByRole('button', { name: `Block ${who}` }).click();
      // Block asks first (issue 11 part 9).
      const askBlock = page.getByRole('alertdialog', { name: `Block ${who}?` });
      await askBlock.getByRole('button', { name: 'Yes, block' }).click();
      await page.getByText('User blocked successfully').first().waitFor();
      await first.getByText('Blocked').waitFor();
      await first.getByRole('button', { name: `Unblock ${who}` }).click();
      await page.getByText('User unblocked successfully').first().waitFor();
      await checkA11y(page, 'teaching staff');
      await screenshot(page, 'staff-1280');
      await page.getByRole('link', { name: 'Non-teaching', exact: true }).click();
      await page.waitForURL('**/panel/admin/staff/non-teaching-staff');
      await page.getByRole('table', { name: 'Non-teaching staff' }).locator('tbody tr').first().waitFor();
      await page.getByRole('table', { name: 'Non-teaching staff' }).getByRole('link').first().click();
      await page.waitForURL(/\/panel\/admin\/staff\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: 'Employment' }).waitFor();
      await checkA11y(page, 'staff detail');
      // Batch Completed: the batch's student becomes an alumnus.
      await page.goto(state.batchUrl);
      await page.getByRole('button', { name: 'Batch Completed' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.getByRole('button', { name: 'Yes, Complete it!' }).click();
      await page.getByText('Batch Completed').first().waitFor();
      await page.getByRole('main').getByText('Completed', { exact: true }).waitFor();
      await page.goto(`${base}/panel/admin/alumni`);
      await page.getByRole('heading', { name: 'Alumni', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Alumni' }).getByText(`Meera Iyer ${stamp}`).first().waitFor();
      await checkA11y(page, 'alumni');

      const ctx = await newContext(phone);
      const p = await ctx.newPage();
      await signIn(p, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      for (const [url, shot] of [
        ['/panel/admin/student', 'students-390'],
        [state.studentUrl.replace(base, ''), 'student-profile-390'],
        [state.batchUrl.replace(base, ''), 'batch-summary-390'],
        ['/panel/admin/batch/create', 'batch-form-390'],
        ['/panel/admin/register?role=TEACHER', 'register-390'],
        ['/panel/admin/staff/teaching-staff', 'staff-390'],
      ]) {
        await p.goto(`${base}${url}`);
        await p.locator('main h1').first().waitFor();
        await p
          .locator('main [aria-busy="true"], main .skeleton')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => {});
        await checkA11y(p, `${url} at 390 px`);
        await screenshot(p, shot);
        assert(await noSideScroll(p), `${url} does not scroll sideways at 390 px`);
      }
      await ctx.close();
    },
  },
  {
    name: 'PARENT switches between children on the dashboard: name, batch and registration number of the chosen child',
    async run({ newContext, base }) {
      // The forgot-password flow (earlier) gives the PARENT a new password.
      let parentPassword = PASSWORD;
      for (const p of [PASSWORD, 'parent-new-1']) {
        const r = await fetch(`${base}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'parent@demo.school', password: p }),
        });
        if (r.ok) parentPassword = p;
      }
      for (const [opts, suffix] of [
        [desktop, '1280'],
        [phone, '390'],
      ]) {
        const ctx = await newContext(opts);
        const page = await ctx.newPage();
        await signIn(page, base, 'parent@demo.school', parentPassword, '/panel/student/dashboard');
        const card = page.getByTestId('children-card');
        const buttons = card.getByRole('group', { name: 'Choose a child' }).getByRole('button');
        await waitFor(
          async () => (await buttons.count()) === 2 && !(await buttons.allTextContents()).includes('Loading…'),
          'both children to load',
        );
        const names = await buttons.allTextContents();
        const details = card.getByTestId('child-details');
        for (const [i, name] of names.entries()) {
          await buttons.nth(i).click();
          assert((await buttons.nth(i).getAttribute('aria-pressed')) === 'true', `${name} is chosen`);
          await details.getByText(name, { exact: true }).waitFor();
          await waitFor(async () => /REG-?\d/.test(await details.textContent()), `${name}'s registration number`);
        }
        assert(page.url().includes('child='), 'the chosen child is in the URL');
        await checkA11y(page, `parent dashboard at ${suffix}`);
        await screenshot(page, `parent-dashboard-${suffix}`);
        assert(await noSideScroll(page), 'the parent dashboard does not scroll sideways');
        await ctx.close();
      }
    },
  },
];
