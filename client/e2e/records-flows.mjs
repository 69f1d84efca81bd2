// Issue 11 parts 9, 12 and 13 in the browser: the spec's addresses open their pages, Block asks first and a blocked
// user is told why they cannot sign in, the sidebar's Money group and the staff dashboard's charts (spread into flows.mjs).
import { login as apiLogin } from './api-kit.mjs';
import { assert, checkA11y, mailedLink, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const stamp = `r${Date.now().toString(36).slice(-5)}`;

/** The spec's addresses (screens.tsv) that parameter routes used to take, with what each must show. */
const ADDRESSES = [
  ['/panel/admin/staff/teaching-staff', 'Teaching staff', null],
  ['/panel/admin/staff/non-teaching-staff', 'Non-teaching staff', null],
  // The library's own lists (issue 17): the book form's add-new shortcuts.
  ['/panel/admin/config/author', 'Authors', null, 'list'],
  ['/panel/admin/config/publication', 'Publications', null, 'list'],
  ['/panel/admin/config/book-category', 'Configuration', 'Book categories'],
  ['/panel/admin/config/set-inventory-category', 'Configuration', 'Inventory categories'],
];

export const recordsFlows = [
  {
    name: 'Spec addresses: the staff lists and the config shortcuts open their own pages, not a parameter route (1440 and 390 px)',
    async run({ newContext, base }) {
      for (const [size, label] of [
        [desktop, '1440'],
        [phone, '390'],
      ]) {
        const ctx = await newContext(size);
        const page = await ctx.newPage();
        await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
        for (const [url, heading, tab, kind = 'table'] of ADDRESSES) {
          await page.goto(`${base}${url}`);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          assert((await page.getByText('User not found').count()) === 0, `${url} is not the staff detail page`);
          assert((await page.getByText('Course not found.').count()) === 0, `${url} is not a course's branches page`);
          if (tab) {
            const current = page.getByRole('navigation', { name: 'Configuration sections' }).locator('[aria-current="page"]');
            await waitFor(async () => (await current.textContent())?.trim() === tab, `${url} selects the ${tab} tab`);
          } else if (kind === 'list') {
            await page.getByRole('list', { name: heading }).locator('li').first().waitFor();
          } else {
            await page.getByRole('table', { name: heading }).locator('tbody tr').first().waitFor();
          }
          const name = url.split('/').slice(-1)[0];
          if (label === '1440' && (name === 'teaching-staff' || name === 'author')) await checkA11y(page, url);
          await screenshot(page, `address-${name}-${label}`);
        }
        await ctx.close();
      }
    },
  },
  {
    name: 'Block asks for confirmation; a blocked teacher signing in with the right password is told the account is blocked',
    async run({ newContext, base, serverOutput }) {
      // A teacher with a password of their own, registered and activated through the API.
      const admin = await apiLogin(base, ADMIN);
      const email = `blocked.${stamp}@demo.school`;
      const name = `Kavya Block ${stamp}`;
      const reg = await fetch(`${base}/api/v1/auth/management/register`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          email,
          phoneNumber: '9123456780',
          gender: 'FEMALE',
          caste: 'OBC',
          countryCode: '+91',
          role: 'TEACHER',
        }),
      });
      assert(reg.ok, `register the teacher (${reg.status})`);
      const token = await waitFor(async () => mailedLink(serverOutput(), email)?.split('token=')[1], "the teacher's e-mail");
      const reset = await fetch(`${base}/api/v1/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password: PASSWORD }),
      });
      assert(reset.ok, `the teacher sets a password (${reset.status})`);

      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/staff/teaching-staff`);
      const table = page.getByRole('table', { name: 'Teaching staff' });
      await page.getByRole('searchbox').first().fill(name);
      const row = table.locator('tbody tr').filter({ hasText: name });
      await row.waitFor();
      await row.getByRole('button', { name: `Block ${name}` }).click();
      const ask = page.getByRole('alertdialog', { name: `Block ${name}?` });
      await ask.waitFor();
      await checkA11y(page, 'block confirmation');
      await screenshot(page, 'block-confirm-1440');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
      assert((await row.getByText('Active', { exact: true }).count()) === 1, 'Cancel leaves the teacher active');
      await row.getByRole('button', { name: `Block ${name}` }).click();
      await ask.getByRole('button', { name: 'Yes, block' }).click();
      await page.getByText('User blocked successfully').first().waitFor();
      await row.getByText('Blocked', { exact: true }).waitFor();

      const other = await newContext(phone);
      const p = await other.newPage();
      await p.goto(`${base}/login`);
      await p.getByLabel('Email').fill(email);
      await p.getByLabel('Password', { exact: true }).fill('not-the-password');
      await p.getByRole('button', { name: 'Login', exact: true }).click();
      await p.getByText('Invalid email or password').waitFor();
      assert((await p.getByText('Your account is blocked').count()) === 0, 'a wrong password does not reveal the block');
      await p.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await p.getByRole('button', { name: 'Login', exact: true }).click();
      await p.getByText('Your account is blocked. Please contact your institute.').waitFor();
      await screenshot(p, 'blocked-sign-in-390');
      await other.close();

      await row.getByRole('button', { name: `Unblock ${name}` }).click();
      await page.getByText('User unblocked successfully').first().waitFor();
      await ctx.close();
    },
  },
  {
    name: "Sidebar: Finance, Fees, Payments and Defaulters under one Money heading with their own icons; the staff dashboard's charts",
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      const money = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Money' });
      await money.getByRole('link').first().waitFor();
      const labels = (await money.getByRole('link').allTextContents()).map((s) => s.trim());
      assert(JSON.stringify(labels) === JSON.stringify(['Finance', 'Fees', 'Payments', 'Defaulters']), `the Money group (got ${labels})`);
      const icons = await money.locator('svg').evaluateAll((svgs) => svgs.map((s) => s.innerHTML));
      assert(new Set(icons).size === icons.length, 'each money entry has its own icon');
      await page.goto(`${base}/panel/admin/staff/dashboard`);
      await page.getByRole('heading', { name: 'Teaching and non-teaching' }).waitFor();
      await page.getByRole('heading', { name: 'Today' }).waitFor();
      await page.locator('figure canvas').first().waitFor();
      await checkA11y(page, 'staff dashboard');
      await screenshot(page, 'staff-dashboard-1440');
      await page.goto(`${base}/panel/admin/staff/non-teaching-staff`);
      const lit = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
      await waitFor(async () => (await lit.count()) === 1 && (await lit.textContent())?.trim() === 'Staff', 'only Staff is lit');
      await ctx.close();
    },
  },
];
