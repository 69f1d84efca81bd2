// The layout at phone width: the sidebar drawer, pages that fit, logout (spread into flows.mjs).
import { assert, checkA11y, screenshot, signIn, statValue, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

export const layoutFlows = [
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
      await waitFor(
        async () =>
          (await drawer.getByRole('link', { name: 'Departments' }).boundingBox())?.x >= 0 &&
          !(await drawer.locator('[data-transition]').count()),
        'the drawer to finish sliding in',
      );
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
