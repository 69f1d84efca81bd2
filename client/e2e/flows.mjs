// The browser flows, in order. Each gets { newContext, base, state } and throws on failure.
import { assert, checkA11y, iconPng, screenshot, signIn, statValue, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const STUDENT = 'student@demo.school';
const PARENT = 'parent@demo.school';
const SUPERADMIN = 'superadmin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** Opens the Create Department dialog, fills it and waits for the new card. */
async function createDepartment(page, title, description, withIcon) {
  await page.getByRole('button', { name: 'Create Department' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Department' });
  await dialog.waitFor();
  await dialog.getByLabel('Department name').fill(title);
  await dialog.getByLabel('Description').fill(description);
  if (withIcon) await dialog.locator('input[type=file]').setInputFiles({ name: 'science-laboratory-department-icon.png', mimeType: 'image/png', buffer: iconPng() });
  await dialog.getByRole('button', { name: 'Create Department' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
}

export const flows = [
  {
    name: 'ADMIN signs in (empty submit shows "Email is required", a wrong password the server\'s error) and lands on /panel/admin/dashboard',
    async run({ newContext, base, state }) {
      const ctx = await newContext(desktop);
      state.admin = await ctx.newPage();
      const page = state.admin;
      await page.goto(`${base}/login`);
      await page.getByRole('img', { name: /logo/ }).first().waitFor();
      await checkA11y(page, 'login');
      await screenshot(page, 'login-1280');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Email is required', { exact: true }).waitFor();
      await page.getByText('Password is required', { exact: true }).waitFor();
      await page.getByLabel('Email').fill(`  ${ADMIN}  `);
      await page.getByLabel('Password', { exact: true }).fill('12345');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/panel/admin/dashboard');
      await statValue(page, 'Departments');
      await page.getByText('No staff assigned to departments yet').or(page.locator('figure canvas')).first().waitFor();
      await page.getByRole('heading', { name: 'Department Staffs' }).waitFor();
      await checkA11y(page, 'admin dashboard');
      await screenshot(page, 'dashboard-1280');
    },
  },
  {
    name: 'Departments: Create Department shows "Department name is required." then the new card appears',
    async run({ base, state }) {
      const page = state.admin;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Departments' }).click();
      await page.waitForURL('**/panel/admin/department');
      await page.getByTestId('department-card').first().waitFor();
      await checkA11y(page, 'departments');
      await screenshot(page, 'departments-1280');
      await page.getByRole('button', { name: 'Create Department' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Department' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Create Department' }).click();
      await dialog.getByText('Department name is required.', { exact: true }).waitFor();
      await dialog.getByText('Description is required.', { exact: true }).waitFor();
      await checkA11y(page, 'create department dialog');
      await screenshot(page, 'create-department-1280');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      state.firstDept = `Robotics Lab ${stamp}`;
      await createDepartment(page, state.firstDept, 'Robots, circuits and the maker space.', true);
      await page.getByRole('status').filter({ hasText: 'Department created successfully' }).waitFor();
      const card = page.getByTestId('department-card').filter({ hasText: state.firstDept });
      await card.locator('img').waitFor();
      assert(page.url() === `${base}/panel/admin/department`, 'stayed on the departments page');
    },
  },
  {
    name: "A second ADMIN's dashboard sees the Departments count rise without reloading",
    async run({ newContext, base, state }) {
      const ctx = await newContext(desktop);
      const watcher = await ctx.newPage();
      await signIn(watcher, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      const before = Number(await statValue(watcher, 'Departments'));
      await watcher.evaluate(() => (window.__e2eNoReload = true));
      await createDepartment(state.admin, `Music ${stamp}`, 'Choir, orchestra and the music room.', false);
      await waitFor(async () => Number(await statValue(watcher, 'Departments')) === before + 1, `the count to reach ${before + 1}`, 10_000);
      await watcher.getByText(`Music ${stamp}`).or(watcher.getByRole('listitem').filter({ hasText: 'Science' })).first().waitFor();
      assert(await watcher.evaluate(() => window.__e2eNoReload === true), 'the watching page was not reloaded');
      await ctx.close();
    },
  },
  {
    name: 'Departments: edit in the right drawer, delete after "Are you sure?"',
    async run({ state }) {
      const page = state.admin;
      const title = `Music ${stamp}`;
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit Department' });
      await drawer.waitFor();
      await drawer.getByLabel('Description').fill('Choir, orchestra, band practice and the music room.');
      await checkA11y(page, 'edit department drawer');
      await screenshot(page, 'edit-department-1280');
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Department updated successfully' }).waitFor();
      await page.getByText('Choir, orchestra, band practice and the music room.').waitFor();
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.getByText('You will not be able to recover it again!').waitFor();
      await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Department deleted successfully' }).waitFor();
    },
  },
  {
    name: 'Finance: Add Finance validates, a CREDIT entry shows with its plus sign, and can be deleted',
    async run({ state }) {
      const page = state.admin;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance' }).click();
      await page.waitForURL('**/panel/admin/payment/finance');
      await page.getByTestId('finance-amount').first().waitFor();
      await checkA11y(page, 'finance');
      await page.getByRole('button', { name: 'Add Finance' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Finance' });
      await dialog.getByRole('button', { name: 'Add Finance' }).click();
      for (const m of ['Finance name is required.', 'Finance type is required.', 'Amount is required.']) await dialog.getByText(m, { exact: true }).waitFor();
      await checkA11y(page, 'add finance dialog');
      const title = `Alumni donation ${stamp}`;
      await dialog.getByLabel('Finance name').fill(title);
      await dialog.getByText('Money received').click();
      assert(await dialog.getByRole('radio', { name: /^Credit/ }).isChecked(), 'Credit is chosen');
      await dialog.getByLabel('Amount (₹)').fill('125000');
      await screenshot(page, 'add-finance-1280');
      await dialog.getByRole('button', { name: 'Add Finance' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Finance entry added successfully' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: title });
      const amount = (await row.getByTestId('finance-amount').textContent()).trim();
      assert(amount === '+₹1,25,000', `CREDIT amount shows as +₹1,25,000 (got ${amount})`);
      await screenshot(page, 'finance-1280');
      await page.getByLabel('Search finance entries').fill('alumni donation');
      await waitFor(async () => (await page.getByTestId('finance-amount').count()) === 1, 'the search to narrow the list to the new entry');
      await row.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
      await row.waitFor({ state: 'detached' });
      await page.getByText('No data found').waitFor();
    },
  },
  {
    name: 'STUDENT lands on /panel/student/dashboard; /panel/admin/department redirects back; a rejected token returns to /login',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
      await page.getByRole('heading', { name: /Arjun/ }).waitFor();
      await page.getByTestId('member-institute').filter({ hasText: 'Demo Public School' }).waitFor();
      await page.getByText('Your classes, fees and results will appear here').waitFor();
      await checkA11y(page, 'student dashboard');
      await screenshot(page, 'student-dashboard-1280');
      await page.goto(`${base}/panel/admin/department`);
      await page.waitForURL('**/panel/student/dashboard');
      await page.getByRole('heading', { name: /Arjun/ }).waitFor();
      const nav = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
      assert(nav.length === 1 && nav[0].includes('Dashboard'), `a student sees only Dashboard (got ${nav.join(', ')})`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'student-dashboard-390');
      // A token the server no longer accepts: back to sign-in, then to the page that was open.
      await page.evaluate(() => {
        const s = JSON.parse(localStorage.getItem('school.session'));
        localStorage.setItem('school.session', JSON.stringify({ ...s, token: `${s.token}x` }));
      });
      await page.reload();
      await page.waitForURL('**/login?next=%2Fpanel%2Fstudent%2Fdashboard');
      await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
      await ctx.close();
    },
  },
  {
    name: 'Forgot Password shows the server\'s message; the e-mailed link sets a new password (PARENT)',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await page.goto(`${base}/login`);
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('button', { name: 'Send reset instructions' }).click();
      await page.getByText('Email is required', { exact: true }).waitFor();
      await page.getByLabel('Email').fill(PARENT);
      await page.getByRole('button', { name: 'Send reset instructions' }).click();
      await page.getByRole('status').filter({ hasText: 'If this email is registered' }).waitFor();
      await checkA11y(page, 'forgot password');
      await screenshot(page, 'forgot-password-1280');
      // The e-mail, from the outbox an operator can read (SUPER_ADMIN).
      const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: SUPERADMIN, password: PASSWORD }) }).then((r) => r.json());
      const link = await waitFor(async () => {
        const mail = await fetch(`${base}/api/v1/mail/outbox?to=${encodeURIComponent(PARENT)}`, { headers: { authorization: `Bearer ${login.data.accessToken}` } }).then((r) => r.json());
        return JSON.stringify(mail).match(/\/reset-password\?token=[\w-]+/)?.[0];
      }, 'the reset e-mail in the outbox');
      await page.goto(`${base}${link}`);
      await page.getByLabel('New password', { exact: true }).fill('parent-new-1');
      await page.getByLabel('Confirm new password', { exact: true }).fill('parent-new-2');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('The passwords do not match').waitFor();
      await page.getByLabel('Confirm new password', { exact: true }).fill('parent-new-1');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await signIn(page, base, PARENT, 'parent-new-1', '/panel/student/dashboard');
      await page.getByText("Your child's classes, fees and results will appear here").waitFor();
      await ctx.close();
    },
  },
  {
    name: 'At 390 px the sidebar is a drawer; pages fit; logout returns to /login',
    async run({ newContext, base }) {
      const ctx = await newContext(phone);
      const page = await ctx.newPage();
      await page.goto(`${base}/login`);
      await page.getByRole('img', { name: /logo/ }).first().waitFor();
      await screenshot(page, 'login-390');
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await statValue(page, 'Total Revenue');
      await page.getByRole('heading', { name: 'Department Staffs' }).waitFor();
      await screenshot(page, 'dashboard-390');
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert((await overflow()) <= 0, 'the dashboard does not scroll sideways');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await drawer.getByRole('link', { name: 'Departments' }).waitFor();
      await waitFor(async () => (await drawer.getByRole('link', { name: 'Departments' }).boundingBox())?.x >= 0 && !(await drawer.locator('[data-transition]').count()), 'the drawer to finish sliding in');
      await screenshot(page, 'navigation-390');
      await drawer.getByRole('link', { name: 'Departments' }).click();
      await page.waitForURL('**/panel/admin/department');
      await drawer.waitFor({ state: 'detached' });
      await page.getByTestId('department-card').first().waitFor();
      await checkA11y(page, 'departments at 390 px');
      await screenshot(page, 'departments-390');
      assert((await overflow()) <= 0, 'the departments page does not scroll sideways');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await drawer.getByRole('link', { name: 'Finance' }).click();
      await page.getByTestId('finance-amount').first().waitFor();
      await checkA11y(page, 'finance at 390 px');
      await screenshot(page, 'finance-390');
      assert((await overflow()) <= 0, 'the finance page does not scroll sideways');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      assert((await page.evaluate(() => localStorage.getItem('school.session'))) === null, 'logout forgets the token');
      await ctx.close();
    },
  },
];
