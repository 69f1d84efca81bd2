// Flows for staff attendance, the people bulk upload and the people dashboards (spread into flows.mjs).
import ExcelJS from 'exceljs';
import { assert, checkA11y, screenshot, signIn, statValue, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const noSideScroll = (page) => page.evaluate((w) => document.documentElement.scrollWidth <= w, page.viewportSize().width);
const num = (s) => Number(String(s).replace(/[^\d]/g, ''));

const STUDENT_COLUMNS = [
  'name',
  'email',
  'phoneNumber',
  'countryCode',
  'gender',
  'caste',
  'registrationNumber',
  'rollNumber',
  'batch',
  'fatherName',
  'motherName',
  'parentNumber',
  'parentEmail',
  'city',
  'address',
  'pinCode',
];
export const BAD_ROW = 12; // the sheet's row number (the header is row 1)

/** 21 student rows: 20 good, and sheet row 12 with a phone number that is too short; `tag` makes names and e-mails unique. */
export async function studentSheet({ batch = null, tag = stamp } = {}) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(STUDENT_COLUMNS);
  for (let i = 1; i <= 21; i++) {
    const bad = i + 1 === BAD_ROW;
    const r = {
      name: `Bulk Student ${tag} ${String(i).padStart(2, '0')}`,
      email: `bulk.${tag}.${i}@example.com`,
      phoneNumber: bad ? '12345' : `98${String(70000000 + i * 37).padStart(8, '0')}`,
      countryCode: '+91',
      gender: i % 2 ? 'MALE' : 'female',
      caste: 'GENERAL',
      city: 'Pune',
      batch,
    };
    ws.addRow(STUDENT_COLUMNS.map((c) => r[c] ?? null));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const peopleOpsFlows = [
  {
    name: 'Staff attendance: mark a staff member present (P/A/L hide), the edit toggle shows them again, the monthly calendar counts it',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attendance', exact: true }).click();
      await page.waitForURL('**/panel/admin/staff/attendance');
      await page.getByRole('heading', { name: 'Staff Attendance' }).waitFor();
      const firstPresent = page.getByRole('button', { name: /^Mark .+ present$/ }).first();
      await firstPresent.waitFor();
      // The date picker defaults to today.
      const today = await page.getByLabel('Date', { exact: true }).inputValue();
      assert(/^\d{4}-\d{2}-\d{2}$/.test(today), `the date picker holds today (got "${today}")`);
      await checkA11y(page, 'staff attendance');
      await screenshot(page, 'staff-attendance-1280');

      // Z-A reverses the order.
      const names = async () => (await page.locator('tbody tr td:first-child p.font-medium').allTextContents()).map((s) => s.trim());
      const az = await names();
      await page.getByLabel('Sort by name').selectOption('Z-A');
      await waitFor(async () => (await names())[0] !== az[0] || az.length < 2, 'Z-A to reorder the grid');

      const label = await firstPresent.getAttribute('aria-label');
      const name = label.replace(/^Mark /, '').replace(/ present$/, '');
      await page.getByRole('searchbox', { name: 'Search staff' }).fill(name);
      await waitFor(async () => (await names()).every((n) => n === name), `the search to narrow the grid to ${name}`);
      const row = page.locator('tbody tr', { hasText: name });
      await row.getByRole('button', { name: `Mark ${name} present` }).click();
      await row.getByTestId('attendance-status').filter({ hasText: 'Present' }).filter({ visible: true }).waitFor();
      await row.getByRole('button', { name: `Mark ${name} present` }).waitFor({ state: 'detached' });
      assert((await row.getByRole('button', { name: /^Mark / }).count()) === 0, 'P/A/L hide once set');
      await row.getByRole('button', { name: `Edit ${name}'s attendance` }).click();
      await row.getByRole('button', { name: `Mark ${name} absent` }).waitFor();
      assert((await row.getByRole('button', { name: /^Mark / }).count()) === 3, 'the edit toggle shows P/A/L again');
      await screenshot(page, 'staff-attendance-editing-1280');

      await row.getByRole('link', { name: `Monthly attendance of ${name}` }).click();
      await page.waitForURL(/\/panel\/admin\/staff\/attendance\/[^/?]+\?month=/);
      await page.getByRole('heading', { name: `${name}'s attendance` }).waitFor();
      const cell = page.locator(`[data-day="${today}"]`);
      await waitFor(async () => (await cell.getAttribute('data-status')) === 'present', "today's cell to show present");
      const present = await page.locator('[data-status="present"]').count();
      const absent = await page.locator('[data-status="absent"]').count();
      const leave = await page.locator('[data-status="leave"]').count();
      await waitFor(async () => num(await statValue(page, 'Attend')) === present, `Attend to equal the ${present} present days`);
      assert(num(await statValue(page, 'Absent')) === absent, 'Absent counts the absent days');
      assert(num(await statValue(page, 'Total Leave')) === leave, 'Total Leave counts the leave days');
      await checkA11y(page, 'staff attendance calendar');
      await screenshot(page, 'staff-attendance-calendar-1280');
      // Month navigation: back one month and forward again; next is disabled on the current month.
      const month = await page.getByTestId('calendar-month').textContent();
      await page.getByRole('button', { name: 'Previous month' }).click();
      await waitFor(async () => (await page.getByTestId('calendar-month').textContent()) !== month, 'the previous month');
      await page.getByRole('button', { name: 'Next month' }).click();
      await waitFor(async () => (await page.getByTestId('calendar-month').textContent()) === month, 'back to this month');
      assert(await page.getByRole('button', { name: 'Next month' }).isDisabled(), 'no navigation into future months');
      await ctx.close();
    },
  },
  {
    name: 'Bulk upload: Download Sample, "File required.", a dry run lists the bad row, the import adds 20 (100 %) and the Student dashboard rises by 20 live',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const dash = await ctx.newPage();
      await signIn(dash, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await dash.locator('[data-stat="Total Students"]').click();
      await dash.waitForURL('**/panel/admin/student/dashboard');
      const before = num(await statValue(dash, 'Students Added'));
      await dash.getByRole('figure', { name: 'Students by gender: bar chart' }).locator('canvas').waitFor();
      await checkA11y(dash, 'student dashboard');
      await screenshot(dash, 'student-dashboard-1280');

      const page = await ctx.newPage();
      await page.goto(`${base}/panel/admin/student/bulk-upload`);
      await page.getByRole('heading', { name: 'Upload Students Data' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Sample' }).click()]);
      assert(download.suggestedFilename() === 'UploadStudentSample.xlsx', `the sample's name (got ${download.suggestedFilename()})`);
      const sample = new ExcelJS.Workbook();
      await sample.xlsx.readFile(await download.path());
      const header = sample.worksheets[0].getRow(1).values.slice(1);
      assert(
        header.includes('email') && header.includes('registrationNumber'),
        `the sample has the student columns (got ${header.join(',')})`,
      );

      await page.getByRole('button', { name: 'Dry run' }).click();
      await page.getByText('File required.', { exact: true }).waitFor();
      await checkA11y(page, 'bulk upload: file required');
      await page.locator('input[type=file]').setInputFiles({
        name: 'students.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await studentSheet(),
      });
      await page.getByRole('button', { name: 'Dry run' }).click();
      const dry = page.getByTestId('job-dry-run');
      await waitFor(async () => (await dry.getAttribute('data-status')) === 'done', 'the dry run to finish', 30_000);
      const problems = page.getByTestId('row-problems');
      const badLine = problems.locator('tbody tr', { hasText: 'Minimum 10 digits required' });
      await badLine.first().waitFor();
      assert((await badLine.first().locator('td').first().textContent()).trim() === String(BAD_ROW), `the problem is on row ${BAD_ROW}`);
      const rows = await problems.locator('tbody tr td:first-child').allTextContents();
      assert(
        rows.every((r) => r.trim() === String(BAD_ROW)),
        `only row ${BAD_ROW} has problems (got ${rows.join(',')})`,
      );
      assert(num(await dry.locator('[data-figure="Good rows"] p').nth(1).textContent()) === 20, '20 good rows');
      assert(num(await dry.locator('[data-figure="Bad rows"] p').nth(1).textContent()) === 1, '1 bad row');
      await checkA11y(page, 'bulk upload: dry run');
      await screenshot(page, 'student-bulk-upload-dry-run-1280');
      // A dry run changes nothing.
      assert(num(await statValue(dash, 'Students Added')) === before, 'the dry run imports nobody');

      await page.getByRole('button', { name: 'Import 20 good rows' }).click();
      const imp = page.getByTestId('job-import');
      await imp.getByRole('progressbar').waitFor();
      await waitFor(async () => (await imp.getAttribute('data-status')) === 'done', 'the import to finish', 60_000);
      assert((await imp.getByTestId('job-progress').textContent()).trim() === '100 %', 'the progress reaches 100 %');
      assert(num(await imp.locator('[data-figure="Imported"] p').nth(1).textContent()) === 20, '20 imported');
      await screenshot(page, 'student-bulk-upload-imported-1280');

      // The dashboard in the other tab was not reloaded: the change signal refreshes it.
      await waitFor(
        async () => num(await statValue(dash, 'Students Added')) === before + 20,
        `the Student dashboard to show ${before + 20}`,
        15_000,
      );
      await ctx.close();
    },
  },
  {
    name: 'People dashboards (staff, admissions, departments) and the new pages at 390 px: cards, charts, axe, no sideways scroll',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      for (const [card, path, stat, shot] of [
        ['Total Staffs', '/panel/admin/staff/dashboard', 'Teaching Staff', 'staff-dashboard'],
        ['New Admissions', '/panel/admin/admission/dashboard', 'New Admissions', 'admission-dashboard'],
        ['Departments', '/panel/admin/department/dashboard', 'Departments', 'department-dashboard'],
      ]) {
        await page.goto(`${base}/panel/admin/dashboard`);
        await page.locator(`[data-stat="${card}"]`).click();
        await page.waitForURL(`**${path}`);
        await statValue(page, stat);
        await page.locator('figure canvas').first().waitFor();
        await page.waitForTimeout(1200);
        await checkA11y(page, shot);
        await screenshot(page, `${shot}-1280`);
      }
      await ctx.close();

      const mctx = await newContext(phone);
      const m = await mctx.newPage();
      await signIn(m, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      for (const [path, shot] of [
        ['/panel/admin/student/dashboard', 'student-dashboard'],
        ['/panel/admin/staff/dashboard', 'staff-dashboard'],
        ['/panel/admin/admission/dashboard', 'admission-dashboard'],
        ['/panel/admin/department/dashboard', 'department-dashboard'],
        ['/panel/admin/staff/attendance', 'staff-attendance'],
        ['/panel/admin/student/bulk-upload', 'student-bulk-upload'],
        ['/panel/admin/staff/bulk-upload', 'staff-bulk-upload'],
      ]) {
        await m.goto(`${base}${path}`);
        await m.locator('h1').first().waitFor();
        await m.waitForLoadState('networkidle');
        // The bars grow in (ECharts animation): let them settle before the screenshot.
        if (path.endsWith('/dashboard'))
          await m
            .locator('figure canvas')
            .first()
            .waitFor()
            .then(() => m.waitForTimeout(1200));
        if (path.endsWith('/attendance'))
          await m
            .getByRole('link', { name: /^Monthly attendance of / })
            .first()
            .waitFor();
        await screenshot(m, `${shot}-390`);
        assert(await noSideScroll(m), `${path} fits 390 px without sideways scrolling`);
        await checkA11y(m, `${shot} 390`);
      }
      await m.getByRole('heading', { name: 'Upload Staff Data' }).waitFor();
      await m.goto(`${base}/panel/admin/staff/attendance`);
      await m
        .getByRole('link', { name: /^Monthly attendance of / })
        .first()
        .click();
      await m.locator('[data-day]').first().waitFor();
      assert(await noSideScroll(m), 'the calendar fits 390 px');
      await screenshot(m, 'staff-attendance-calendar-390');
      await mctx.close();
    },
  },
];
