// Signing in and where each role lands, the rejected token, and the password reset (spread into flows.mjs).
import { assert, checkA11y, mailedLink, screenshot, signIn, statValue, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const STUDENT = 'student@demo.school';
const PARENT = 'parent@demo.school';
const desktop = { viewport: { width: 1280, height: 900 } };

export const adminSignInFlows = [
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
];

export const roleAndPasswordFlows = [
  {
    name: 'STUDENT lands on /panel/student/dashboard; /panel/admin/department redirects back; a rejected token returns to /login',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
      await page.getByRole('heading', { name: /Arjun/ }).waitFor();
      await page.getByTestId('member-institute').filter({ hasText: 'Demo Public School' }).waitFor();
      await page.getByRole('heading', { name: 'Monthly Classes' }).waitFor();
      await checkA11y(page, 'student dashboard');
      await screenshot(page, 'student-dashboard-1280');
      await page.goto(`${base}/panel/admin/department`);
      await page.waitForURL('**/panel/student/dashboard');
      await page.getByRole('heading', { name: /Arjun/ }).waitFor();
      const nav = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
      const expected = [
        'Dashboard',
        'Live Classes',
        'Timetable',
        'Attendance',
        'Exams',
        'Assignments',
        'Assignment dashboard',
        'Materials',
        'Announcements',
        'Fees',
        'Documents',
        // ---- library circulation (lib-circ-client) ----
        'Library',
        // ---- end library circulation ----
        'Transport',
        'Placements',
        'Support',
      ];
      assert(
        nav.length === expected.length && expected.every((name, i) => nav[i].includes(name)),
        `a student sees ${expected.join(', ')} (got ${nav.join(', ')})`,
      );
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
    name: "Forgot Password shows the server's message; the e-mailed link sets a new password (PARENT)",
    async run({ newContext, base, serverOutput }) {
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
      // The e-mail, as the embedded server prints it (the outbox over the API hides the token).
      const link = await waitFor(async () => mailedLink(serverOutput(), PARENT), 'the reset e-mail on the server console');
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
      await page.getByRole('heading', { name: 'Monthly Classes' }).waitFor();
      await ctx.close();
    },
  },
];
