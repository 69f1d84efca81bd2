// Issue 12 part 7 (spread into flows.mjs): an address that is no page shows a not-found page with the way back; the
// STAFF role's dashboard links all load without an access error; students and parents read their batch's materials
// and announcements.
import { assert, currentPassword, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const REFUSALS = /You do not have access|You may not|Could not load|Page not found/;

export const panelPagesFlows = [
  {
    name: 'An address that is no page shows "Page not found" with the way back to the dashboard',
    async run({ newContext, base }) {
      for (const [email, wrong, landing, other] of [
        ['admin@demo.school', '/panel/admin/nowhere', '/panel/admin/dashboard', '/panel/teacher/dashboard'],
        ['teacher@demo.school', '/panel/teacher/abc', '/panel/teacher/dashboard', '/panel/admin/department'],
        ['student@demo.school', '/panel/student/xyz', '/panel/student/dashboard', '/panel/admin/nowhere/deeper'],
      ]) {
        const ctx = await newContext(phone);
        const page = await ctx.newPage();
        await signIn(page, base, email, PASSWORD, landing);
        await page.goto(`${base}${wrong}`);
        await page.getByText('Page not found', { exact: true }).first().waitFor();
        assert(new URL(page.url()).pathname === wrong, `${wrong} stays at its address (not redirected)`);
        assert((await page.evaluate(() => document.title)).startsWith('Page not found'), 'the tab says Page not found');
        await screenshot(page, `not-found-${wrong.split('/')[2]}`);
        await page.getByRole('link', { name: 'Back to dashboard' }).click();
        await page.waitForURL(`**${landing}`);
        // The bare panel address lands on the dashboard; another role's page too (or is no page at all).
        await page.goto(`${base}/panel/${landing.split('/')[2]}`);
        await page.waitForURL(`**${landing}`);
        await page.goto(`${base}${other}`);
        if (other.endsWith('/deeper')) await page.getByText('Page not found', { exact: true }).first().waitFor();
        else await page.waitForURL(`**${landing}`);
        await ctx.close();
      }
    },
  },
  {
    name: 'STAFF: every link of the dashboard and its pages loads without an access error',
    async run({ newContext, base }) {
      const ctx = await newContext();
      const page = await ctx.newPage();
      await signIn(page, base, 'staff@demo.school', PASSWORD, '/panel/admin/dashboard');
      await page.getByRole('heading', { name: 'Department Staffs' }).waitFor();
      await page.waitForLoadState('networkidle');
      const links = async () =>
        page.evaluate(() =>
          [...document.querySelectorAll('a[href^="/panel/"]')].map((a) => a.getAttribute('href')).filter((h) => h !== '/panel/account'),
        );
      const seen = new Set();
      const queue = [...new Set(await links())];
      assert(!queue.includes('/panel/admin/payment/dashboard'), 'no card leads STAFF without payment to the payment dashboard');
      assert(!queue.includes('/panel/admin/department'), 'no link leads STAFF without department to the departments page');
      const problems = [];
      while (queue.length && seen.size < 40) {
        const href = queue.shift();
        if (seen.has(href)) continue;
        seen.add(href);
        await page.goto(`${base}${href}`);
        await page.waitForLoadState('networkidle');
        await waitFor(async () => !(await page.locator('.skeleton, [aria-busy="true"]').count()), `${href} to load`, 15_000).catch(
          () => {},
        );
        const text = await page.locator('main').innerText();
        const bad = REFUSALS.exec(text);
        if (bad) problems.push(`${href}: "${bad[0]}"`);
        // One level below the dashboard: the pages its cards and links lead to, and theirs.
        if (seen.size < 12) for (const h of await links()) if (!seen.has(h) && !h.includes('?')) queue.push(h);
      }
      assert(problems.length === 0, `pages STAFF may use end in an access error:\n${problems.join('\n')}`);
      await ctx.close();
    },
  },
  {
    name: "Students and parents read their batch's materials and announcements (read-only)",
    async run({ newContext, base }) {
      for (const [email, role] of [
        ['student@demo.school', 'student'],
        ['parent@demo.school', 'parent'],
      ]) {
        const ctx = await newContext(phone);
        const page = await ctx.newPage();
        // An earlier flow may have changed the parent's password.
        await signIn(page, base, email, await currentPassword(base, email, [PASSWORD, 'parent-new-1']), '/panel/student/dashboard');
        for (const [label, path] of [
          ['Materials', '/panel/student/materials'],
          ['Announcements', '/panel/student/announcements'],
        ]) {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: label }).click();
          await page.waitForURL(`**${path}*`);
          await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'detached' });
          await page.getByRole('heading', { name: label, level: 1 }).waitFor();
          await waitFor(async () => !(await page.locator('main .skeleton, main [aria-busy="true"]').count()), `${label} to load`, 15_000);
          const text = await page.locator('main').innerText();
          assert(!REFUSALS.test(text), `${role} ${label}: ${REFUSALS.exec(text)?.[0]}`);
          assert(!(await page.getByRole('button', { name: /Upload Material|Post Announcement|Delete/ }).count()), `${label} is read-only`);
          assert((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0, `${label} fits 390 px`);
          if (role === 'parent') await page.getByRole('group', { name: 'Choose a child' }).waitFor();
          await screenshot(page, `${role}-${label.toLowerCase()}-390`);
        }
        await ctx.close();
      }
    },
  },
  {
    name: "Staff attendance: someone on approved full-day leave today shows 'On leave' and cannot be marked present",
    async run({ newContext, base }) {
      const ctx = await newContext();
      const page = await ctx.newPage();
      await signIn(page, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/staff/attendance`);
      await page.getByRole('heading', { name: 'Staff Attendance' }).waitFor();
      // The demo records a full day of sick leave today for one staff member (server/src/demo/leave-seed.ts).
      const locked = page.getByRole('button', { name: /^Mark .+ present \(on approved leave\)$/ }).first();
      await locked.waitFor();
      assert(await locked.isDisabled(), 'P is disabled for someone on approved leave');
      const name = (await locked.getAttribute('aria-label')).replace(/^Mark /, '').replace(/ present \(on approved leave\)$/, '');
      const row = page.locator('tbody tr', { hasText: name });
      await row.getByText('On leave', { exact: true }).filter({ visible: true }).first().waitFor();
      await row.getByText('Sick leave, approved').first().waitFor();
      assert(await row.getByRole('button', { name: `Mark ${name} absent (on approved leave)` }).isDisabled(), 'A is disabled too');
      await screenshot(page, 'staff-attendance-on-leave-1280');
      await ctx.close();
    },
  },
];
