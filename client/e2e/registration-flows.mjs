// Issue 11: registering a student with the parent, and an export that gives every row (spread into flows.mjs).
import { readFile } from 'node:fs/promises';
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const noSideScroll = (page) => page.evaluate((w) => document.documentElement.scrollWidth <= w, page.viewportSize().width);

async function api(base, email, path) {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert(login.ok, `login ${email}: ${login.status}`);
  const token = (await login.json()).data.accessToken;
  const r = await fetch(`${base}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert(r.ok, `GET ${path}: ${r.status}`);
  return r.json();
}

export const registrationFlows = [
  {
    name: 'Registration: an admin registers a student with a parent; the student has a registration number, the parent an account and an invitation',
    async run({ newContext, base }) {
      const parentEmail = `parent.${stamp}@example.com`;
      for (const [size, label] of [
        [desktop, '1440'],
        [phone, '390'],
      ]) {
        const ctx = await newContext(size);
        const page = await ctx.newPage();
        await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
        await page.goto(`${base}/panel/admin/register?role=STUDENT`);
        await page.getByRole('heading', { name: 'Register Student' }).waitFor();
        await page.getByLabel('Parent name').waitFor();
        // The numbering hint names the demo's pattern.
        await page
          .getByText(/REG-\{SESSION\}-\{SEQ:3\}/)
          .first()
          .waitFor();
        assert(await noSideScroll(page), `the registration form fits ${label} px`);
        if (label === '390') {
          await checkA11y(page, 'register student 390');
          await screenshot(page, 'registration-student-390');
          await ctx.close();
          continue;
        }
        await page.getByLabel(/^Name/).first().fill(`Ira Kapoor ${stamp}`);
        await page.getByLabel(/^Email/).fill(`ira.${stamp}@example.com`);
        await page.getByLabel(/^Phone Number/).fill('9876512345');
        await page.getByLabel(/^Gender/).selectOption('FEMALE');
        await page.getByLabel(/^Caste/).selectOption('GENERAL');
        await page.getByLabel('Batch').selectOption({ index: 1 });
        await page.getByLabel('Date of birth').fill('2009-06-15');
        await page.getByLabel('Parent name').fill(`Anil Kapoor ${stamp}`);
        await page.getByLabel('Relation').selectOption('FATHER');
        await page.getByLabel('Parent phone').fill('9876598765');
        await page.getByLabel('Parent email').fill(parentEmail);
        await checkA11y(page, 'register student');
        await screenshot(page, 'registration-student-1440');
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.waitForURL(/\/panel\/admin\/student\/[^/]+$/);
        const batchLine = page.getByTestId('student-batch');
        await waitFor(async () => /Reg\. REG-\d{4}-\d{4}-\d{3}/.test((await batchLine.textContent()) ?? ''), 'the registration number');
        await page.getByText(`Anil Kapoor ${stamp}`).first().waitFor();
        await page.getByRole('button', { name: 'Resend invitation' }).waitFor();
        await screenshot(page, 'registration-student-profile-1440');
        await ctx.close();
      }
      // The parent's account exists, with the invitation in the outbox.
      const parents = await api(base, ADMIN, `user?role=PARENT&perPage=5&pageNo=1&searchTitle=${encodeURIComponent(parentEmail)}`);
      assert(
        parents.data.length === 1 && parents.data[0].email === parentEmail,
        `the parent account (got ${JSON.stringify(parents.data)})`,
      );
      const outbox = await api(base, 'superadmin@demo.school', `mail/outbox?to=${encodeURIComponent(parentEmail)}`);
      assert(
        outbox.data.some((m) => m.subject === 'Your account is ready'),
        `the parent's invitation in the outbox (got ${outbox.data.length})`,
      );
    },
  },
  {
    name: 'Export: the students export drawer opens with the list columns and all rows, and the file holds every student',
    async run({ newContext, base }) {
      const ctx = await newContext({ ...desktop, acceptDownloads: true });
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      const total = (await api(base, ADMIN, 'student?perPage=1&pageNo=1')).totalCount;
      assert(total > 12, `more students than one page (got ${total})`);
      await page.goto(`${base}/panel/admin/student`);
      await page.getByRole('table', { name: 'Students' }).waitFor();
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Export students' });
      await panel.getByText(`All ${total}`).waitFor();
      for (const f of ['Name', 'Registration Number', 'Phone Number', 'Email', 'Session', 'Course', 'Branch', 'Gender', 'Joined Date'])
        assert(await panel.getByRole('checkbox', { name: f, exact: true }).isChecked(), `${f} is ticked`);
      assert(!(await panel.getByRole('checkbox', { name: 'Aadhar Number', exact: true }).isChecked()), 'Aadhar Number is not ticked');
      await panel.getByRole('radio', { name: 'CSV' }).check();
      await page.waitForTimeout(400); // the drawer's slide-in
      await checkA11y(page, 'export drawer defaults');
      await screenshot(page, 'export-drawer-defaults-1440');
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download' }).click()]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      assert(download.suggestedFilename() === `students-${today}.csv`, `the file name (got ${download.suggestedFilename()})`);
      const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
      assert(lines.length === total + 1, `the export holds all ${total} students (got ${lines.length - 1})`);
      await ctx.close();
      const mctx = await newContext(phone);
      const mpage = await mctx.newPage();
      await signIn(mpage, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await mpage.goto(`${base}/panel/admin/student`);
      await mpage.getByRole('button', { name: 'Export', exact: true }).click();
      await mpage.getByRole('dialog', { name: 'Export students' }).getByText(`All ${total}`).waitFor();
      await mpage.waitForTimeout(400);
      await screenshot(mpage, 'export-drawer-defaults-390');
      await mctx.close();
    },
  },
];
