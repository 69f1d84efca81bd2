// The single end-to-end walk (issue #4): an administrator sets up a course, branch, session and batch, fills
// the batch by the form and a spreadsheet, and the counts, the export, a manager's permission and a second
// institute's boundary all agree. Registered in run.mjs.
import { login as apiLogin } from './api-kit.mjs';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { assert, checkA11y, mailedLink, screenshot, signIn, statValue, waitFor } from './support.mjs';
import { BAD_ROW, studentSheet } from './people-ops-flows.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const SUPERADMIN = 'superadmin@demo.school';
const MANAGER = 'manager@demo.school';
const MANAGER_NAME = 'Meera Iyer';
const stamp = `w${Date.now().toString(36).slice(-5)}`;
const desktop = { viewport: { width: 1280, height: 900 } };
const num = (s) => Number(String(s).replace(/[^\d]/g, ''));

const COURSE = `B.Sc Nursing ${stamp}`;
const BRANCH = `Community Health ${stamp}`;
// A three-year span from the past: no other flow or the demo uses one.
const START = 2012 + (parseInt(stamp.slice(1), 36) % 10);
const SESSION = `${START}-${START + 3}`;
const STUDENT_NAME = `Ananya Deshpande ${stamp}`;
const REG = `WALK${stamp.toUpperCase()}`;

async function api(base, token, method, path, body, extra = {}) {
  const form = body instanceof FormData;
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !form ? { 'content-type': 'application/json' } : {}), ...extra },
    body: body ? (form ? body : JSON.stringify(body)) : undefined,
  });
  return { status: r.status, json: await r.json().catch(() => null) };
}

async function openDialog(page, button) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.waitFor();
  return dialog;
}

/** The "Total students" figure of a batch summary ("21 / 40"). */
const batchCount = async (page) =>
  num(((await page.locator('dt', { hasText: 'Total students' }).locator('xpath=following-sibling::dd').textContent()) ?? '').split('/')[0]);

export const adminWalkFlows = [
  {
    name: 'Admin walk: course → branch → session → batch; register a student into it; upload 21 (1 bad) → 20 added; counts move live; export; a manager without "student" and a second institute see none of it',
    // Eight stages in one browser session: more than the usual 90 s on a busy machine.
    timeoutMs: 240_000,
    async run({ newContext, base, serverOutput }) {
      const ctx = await newContext({ ...desktop, acceptDownloads: true });
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      // A dashboard tab that stays open and is never reloaded: the push signal must move its figure.
      const dash = await ctx.newPage();
      await dash.goto(`${base}/panel/admin/dashboard`);
      const before = num(await statValue(dash, 'Total Students'));
      await dash.evaluate(() => (window.__e2eNoReload = true));

      // 1. Course, branch, session.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Configuration' }).click();
      await page.waitForURL('**/panel/admin/config');
      let dialog = await openDialog(page, 'Add Course');
      await dialog.getByLabel('Course name').fill(COURSE);
      await dialog.getByLabel('Duration (years)').fill('3');
      await dialog.getByLabel('Description').fill('Three-year nursing degree.');
      await dialog.getByRole('button', { name: 'Add Course' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: COURSE, exact: true }).waitFor();
      await screenshot(page, 'walk-01-course');
      await page.getByRole('link', { name: `View Branches of ${COURSE}` }).click();
      await page.getByRole('heading', { name: `${COURSE} branches` }).waitFor();
      dialog = await openDialog(page, 'Add Branch');
      await dialog.getByLabel('Branch name').fill(BRANCH);
      await dialog.getByLabel('Description').fill('Public and community health nursing.');
      await dialog.getByRole('button', { name: 'Add Branch' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: BRANCH, exact: true }).waitFor();
      await screenshot(page, 'walk-02-branch');
      await page.goto(`${base}/panel/admin/config?tab=sessions`);
      dialog = await openDialog(page, 'Add Session');
      await dialog.getByLabel('From year').selectOption(String(START));
      await dialog.getByLabel('To year').selectOption(String(START + 3));
      await dialog.getByRole('button', { name: 'Add Session' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: SESSION, exact: true }).waitFor();
      await screenshot(page, 'walk-03-session');

      // 2. The batch of that session, course and branch.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Batches' }).click();
      await page.waitForURL('**/panel/admin/batch');
      await page.getByRole('link', { name: 'Create Batch' }).click();
      await page.waitForURL('**/panel/admin/batch/create');
      await waitFor(
        async () => (await page.getByLabel('Session').locator('option').allTextContents()).includes(SESSION),
        'the new session in the form',
      );
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
      await page.getByLabel('Description').fill(`Nursing batch ${stamp}`);
      await page.getByRole('button', { name: 'Create Batch' }).click();
      await page.waitForURL(/\/panel\/admin\/batch\/[0-9a-f-]{36}$/);
      const batchUrl = page.url();
      const batchId = batchUrl.split('/').pop();
      await page.getByRole('heading', { name: `${COURSE} · ${BRANCH}` }).waitFor();
      await waitFor(async () => (await batchCount(page)) === 0, 'the new batch to count 0 students');
      await screenshot(page, 'walk-04-batch');

      // 3. A student through the registration form, put into the batch from the profile's edit drawer.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
      await page.waitForURL('**/panel/admin/register');
      await page.getByLabel('Name', { exact: false }).first().fill(STUDENT_NAME);
      await page.getByLabel(/^Email/).fill(`ananya.${stamp}@student.demo.school`);
      await page.getByLabel(/^Phone Number/).fill('9822012345');
      await page.getByLabel(/^Gender/).selectOption('FEMALE');
      await page.getByLabel(/^Caste/).selectOption('OBC');
      await screenshot(page, 'walk-05-register');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('STUDENT created successfully').first().waitFor();
      await page.waitForURL(/\/panel\/admin\/student\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Edit Student Details' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit Student Details' });
      const batchOption = `${COURSE} · ${BRANCH} · ${SESSION}`;
      await waitFor(
        async () => (await drawer.getByLabel('Batch').locator('option').allTextContents()).includes(batchOption),
        'the batch in the drawer',
      );
      await drawer.getByLabel('Batch').selectOption({ label: batchOption });
      await drawer.getByLabel('Registration No').fill(REG);
      await drawer.getByLabel('Father Name').fill('Vikram Deshpande');
      await drawer.getByRole('button', { name: 'Update' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.getByTestId('student-batch').filter({ hasText: batchOption }).waitFor();
      await screenshot(page, 'walk-06-student-in-batch');
      await waitFor(
        async () => num(await statValue(dash, 'Total Students')) === before + 1,
        `the dashboard to show ${before + 1} students`,
        15_000,
      );

      // The batch summary stays open from here on: its count must move without a reload.
      const batchTab = await ctx.newPage();
      await batchTab.goto(batchUrl);
      await waitFor(async () => (await batchCount(batchTab)) === 1, 'the batch to count the registered student');
      await batchTab.evaluate(() => (window.__e2eNoReload = true));

      // 4. The spreadsheet: 21 rows for the batch, row 12 bad; the dry run reports it, the import adds 20.
      await page.goto(`${base}/panel/admin/student/bulk-upload`);
      await page.getByRole('heading', { name: 'Upload Students Data' }).waitFor();
      await page.locator('input[type=file]').setInputFiles({
        name: 'nursing-batch.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await studentSheet({ batch: batchId, tag: stamp }),
      });
      await page.getByRole('button', { name: 'Dry run' }).click();
      const dry = page.getByTestId('job-dry-run');
      await waitFor(async () => (await dry.getAttribute('data-status')) === 'done', 'the dry run to finish', 30_000);
      const problems = page.getByTestId('row-problems');
      const rows = await problems.locator('tbody tr td:first-child').allTextContents();
      assert(rows.length > 0 && rows.every((r) => r.trim() === String(BAD_ROW)), `only row ${BAD_ROW} is reported (got ${rows.join(',')})`);
      await problems.locator('tbody tr', { hasText: 'Minimum 10 digits required' }).first().waitFor();
      assert(num(await dry.locator('[data-figure="Good rows"] p').nth(1).textContent()) === 20, '20 good rows');
      assert(num(await dry.locator('[data-figure="Bad rows"] p').nth(1).textContent()) === 1, '1 bad row');
      await screenshot(page, 'walk-07-dry-run');
      assert(num(await statValue(dash, 'Total Students')) === before + 1, 'the dry run adds nobody');
      await page.getByRole('button', { name: 'Import 20 good rows' }).click();
      const imp = page.getByTestId('job-import');
      await waitFor(async () => (await imp.getAttribute('data-status')) === 'done', 'the import to finish', 60_000);
      assert(num(await imp.locator('[data-figure="Imported"] p').nth(1).textContent()) === 20, '20 imported');
      await screenshot(page, 'walk-08-imported');
      await waitFor(
        async () => num(await statValue(dash, 'Total Students')) === before + 21,
        `the dashboard to show ${before + 21} students`,
        15_000,
      );
      await waitFor(async () => (await batchCount(batchTab)) === 21, 'the open batch summary to count 21 students', 15_000);
      assert(await dash.evaluate(() => window.__e2eNoReload === true), 'the dashboard was not reloaded');
      assert(await batchTab.evaluate(() => window.__e2eNoReload === true), 'the batch summary was not reloaded');
      await screenshot(dash, 'walk-09-dashboard-after');
      await screenshot(batchTab, 'walk-10-batch-after');

      // 5. The student list filtered to the batch's course, exported as CSV from the toolbar's export drawer.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
      await page.waitForURL('**/panel/admin/student');
      await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
      // The first page shows uploaded students (imported together, in no set order); the list counts all 21.
      await page
        .getByRole('table', { name: 'Students' })
        .getByText(new RegExp(`^Bulk Student ${stamp} \\d+$`))
        .first()
        .waitFor();
      await page
        .getByText(/of 21$/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Export students' });
      await panel.waitFor();
      // It opens with the list's columns ticked and every row (issue 11); cleared here to pick fields one by one.
      assert(await panel.getByRole('checkbox', { name: 'Name', exact: true }).isChecked(), 'the export drawer ticks Name');
      await panel.getByText('All 21').waitFor();
      await panel.getByRole('checkbox', { name: 'Select All' }).check();
      await panel.getByRole('checkbox', { name: 'Select All' }).uncheck();
      await panel.getByRole('radio', { name: 'PDF' }).check();
      for (const f of ['Name', 'Email', 'Registration Number']) await panel.getByRole('checkbox', { name: f, exact: true }).check();
      await panel.getByRole('checkbox', { name: 'Course', exact: true }).click();
      await panel.getByText('A maximum of 3 field can be choose in PDF type.').waitFor();
      await panel.getByRole('radio', { name: 'Excel' }).check();
      await panel.getByRole('checkbox', { name: 'Course', exact: true }).check();
      await panel.getByLabel('Rows').fill('21');
      await page.waitForTimeout(400); // the drawer's slide-in
      await checkA11y(page, 'student export drawer');
      await screenshot(page, 'walk-11-export-drawer');
      // Columns come in the table's order, whatever order they were ticked in.
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download' }).click()]);
      assert(
        /^students-\d{4}-\d{2}-\d{2}\.xlsx$/.test(download.suggestedFilename()),
        `the export's name (got ${download.suggestedFilename()})`,
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await readFile(await download.path()));
      const ws = wb.worksheets[0];
      assert(
        JSON.stringify(ws.getRow(1).values.slice(1)) === JSON.stringify(['Name', 'Email', 'Course', 'Registration Number']),
        `the export's header (got ${ws.getRow(1).values.slice(1)})`,
      );
      const names = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2).getCell(1).value);
      assert(
        names.length === 21 && names.includes(STUDENT_NAME) && names.every((n, i) => ws.getRow(i + 2).getCell(3).value === COURSE),
        `the export holds the batch's 21 students (got ${names.length})`,
      );
      await panel.waitFor({ state: 'detached' });

      // 6. The manager loses 'student' through the permissions drawer: the menu entry goes, the list is refused.
      const mctx = await newContext(desktop);
      const mpage = await mctx.newPage();
      await signIn(mpage, base, MANAGER, PASSWORD, '/panel/superadmin/dashboard');
      const mnav = mpage.getByRole('navigation', { name: 'Main' });
      await mnav.getByRole('link', { name: 'Students' }).waitFor();
      const setStudentModule = async (on) => {
        await page.goto(`${base}/panel/superadmin/managers`);
        await page.getByRole('button', { name: `Permissions of ${MANAGER_NAME}` }).click();
        const perms = page.getByRole('dialog', { name: 'User Permissions' });
        const sw = perms.getByRole('switch', { name: 'Student', exact: true });
        await sw.waitFor();
        await waitFor(async () => (await sw.getAttribute('aria-checked')) === String(!on), `the Student switch to read ${!on}`);
        await sw.click();
        await page
          .getByRole('alertdialog', { name: 'Are you sure?' })
          .getByRole('button', { name: on ? 'Yes, Assign it!' : 'Yes, Remove it!' })
          .click();
        await waitFor(
          async () => (await sw.getAttribute('aria-checked')) === String(on),
          `the Student switch to turn ${on ? 'on' : 'off'}`,
        );
        if (!on) await screenshot(page, 'walk-12-manager-permissions');
        await perms.getByRole('button', { name: 'Close' }).click();
        await perms.waitFor({ state: 'detached' });
      };
      await setStudentModule(false);
      await mnav.getByRole('link', { name: 'Students' }).waitFor({ state: 'detached', timeout: 10_000 });
      const mgr = await apiLogin(base, MANAGER);
      const refused = await api(base, mgr.accessToken, 'GET', 'student?perPage=1');
      assert(
        refused.status === 403 && refused.json?.error === 'You do not have access to student.',
        `the manager is refused the list (got ${refused.status} ${JSON.stringify(refused.json)})`,
      );
      await mpage.goto(`${base}/panel/admin/student`);
      await mpage.locator('main').waitFor();
      await mpage.waitForLoadState('networkidle');
      await screenshot(mpage, 'walk-13-manager-refused');
      assert(!(await mpage.getByRole('table', { name: 'Students' }).getByText(STUDENT_NAME).count()), 'the manager sees no student');
      await mpage.getByText('You do not have access to student.').first().waitFor();
      await setStudentModule(true);
      await mnav.getByRole('link', { name: 'Students' }).waitFor({ timeout: 10_000 });
      await mctx.close();

      // 7. A second institute and its admin (made by the SUPER_ADMIN over the API) see none of it.
      const sa = await apiLogin(base, SUPERADMIN);
      const demoInstitute = (await api(base, sa.accessToken, 'GET', 'auth/me')).json.data.activeInstitute;
      const email = `admin.${stamp}@hillview.school`;
      const reg = await api(base, sa.accessToken, 'POST', 'auth/management/register', {
        name: `Farah Siddiqui ${stamp}`,
        email,
        phoneNumber: '9876512345',
        gender: 'FEMALE',
        caste: 'GENERAL',
        countryCode: '+91',
        role: 'ADMIN',
      });
      assert(reg.status === 200, `the second admin is registered (${reg.status} ${JSON.stringify(reg.json)})`);
      const adminId = reg.json.data._id;
      const form = new FormData();
      for (const [k, v] of Object.entries({
        instituteName: `Hillview College ${stamp}`,
        email: `office.${stamp}@hillview.school`,
        phoneNumber: '9123450000',
        admin: adminId,
        description: 'A second college.',
        address: '4 Hill Road, Nashik',
      }))
        form.append(k, v);
      const inst = await api(base, sa.accessToken, 'POST', 'institute', form);
      assert(inst.status === 200, `the second institute is created (${inst.status} ${JSON.stringify(inst.json)})`);
      const moved = await api(base, sa.accessToken, 'POST', `institute/assign/${demoInstitute}/${adminId}?assign=false`);
      assert(moved.status === 200, `the admin is only in the second institute (${moved.status} ${JSON.stringify(moved.json)})`);
      // From the embedded server's console: the outbox over the API hides the token.
      const token = await waitFor(async () => mailedLink(serverOutput(), email)?.split('token=')[1], "the second admin's e-mail");
      const reset = await fetch(`${base}/api/v1/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password: PASSWORD }),
      });
      assert(reset.ok, `the second admin sets a password (${reset.status})`);

      const octx = await newContext(desktop);
      const other = await octx.newPage();
      await signIn(other, base, email, PASSWORD, '/panel/admin/dashboard');
      await waitFor(
        async () => (await other.getByTestId('active-institute').textContent()) === `Hillview College ${stamp}`,
        'the header to name the second institute',
      );
      assert(num(await statValue(other, 'Total Students')) === 0, 'the second institute counts 0 students');
      await screenshot(other, 'walk-14-second-institute-dashboard');
      await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
      await other.waitForURL('**/panel/admin/student');
      await other.getByText('No data found').first().waitFor();
      assert(
        (await other.getByRole('table', { name: 'Students' }).locator('tbody tr', { hasText: stamp }).count()) === 0,
        "none of the walk's students",
      );
      await screenshot(other, 'walk-15-second-institute-students');
      await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Batches' }).click();
      await other.waitForURL('**/panel/admin/batch');
      await other.getByText('No batches found').first().waitFor();
      assert((await other.getByText(COURSE).count()) === 0, 'the batch is not listed');
      await screenshot(other, 'walk-16-second-institute-batches');
      const otherAdmin = await apiLogin(base, email);
      assert(
        (await api(base, otherAdmin.accessToken, 'GET', `batch/${batchId}`)).status === 404,
        'the batch is not found from the second institute',
      );
      const search = await api(base, otherAdmin.accessToken, 'GET', `student?searchTitle=${encodeURIComponent(stamp)}`);
      assert(
        search.status === 200 && search.json.totalCount === 0,
        `no student of the walk is found there (got ${JSON.stringify(search.json?.totalCount)})`,
      );
      await octx.close();
      await ctx.close();
    },
  },
];
