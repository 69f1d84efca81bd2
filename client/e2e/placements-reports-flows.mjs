// Placement reports (issue 18 §5–§6): the admin keeps the dashboard open on a second page; on the archive they open the
// upload dialog, check an .xlsx built here with one bad row (the dry run lists it, Upload stays off), fix the file, check
// it clean and upload; the year's report shows the student's card, the Placements card on the other page went up without
// a reload, and the placement dashboard counts them; the three pages at 390 px.
import ExcelJS from 'exceljs';
import { PASSWORD, api, desktop, login, ok, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, statValue, waitFor } from './support.mjs';

const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const COMPANY = `Northwind ${stamp}`;
const YEAR = new Date().getFullYear();
const num = (t) => Number(String(t).replace(/[^\d.-]/g, ''));

/** Two students not placed yet (the demo places most), with their registration numbers. */
async function setUp(base, state) {
  const admin = await login(base, ADMIN);
  const students = ok(await api(base, admin.accessToken, 'GET', 'placement-report/students?perPage=100&pageNo=1'), 'students');
  const placed = new Set(
    ok(await api(base, admin.accessToken, 'GET', 'placement-report?perPage=200&pageNo=1'), 'records').map((r) => r.student._id),
  );
  const free = students.filter((s) => s.registrationNumber && !placed.has(s._id));
  assert(free.length >= 2, `two unplaced students in the demo (found ${free.length})`);
  Object.assign(state, { first: free[0], second: free[1] });
}

/** An .xlsx as a placement cell keeps it: a header row, then [year, student id, company, position] rows. */
async function sheet(rows) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Placed');
  ws.addRow(['Year', 'Student Id', 'Company', 'Position']);
  for (const r of rows) ws.addRow(r);
  return {
    name: `placed-${stamp}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}

async function adminUploads(ctx, base, state) {
  const board = await ctx.newPage();
  await signIn(board, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  const before = num(await statValue(board, 'Placements'));
  await board.getByText('Placements Report').first().waitFor();

  const page = await ctx.newPage();
  await page.goto(`${base}/panel/admin/placement/archive`);
  await page.getByRole('heading', { name: 'Placement Reports', level: 1 }).waitFor();
  await page
    .getByText(/University Placement Cell Report \d{4}/)
    .first()
    .waitFor();
  await page.getByRole('navigation', { name: 'Placement sections' }).waitFor();
  await checkA11y(page, 'placement archive');
  await screenshot(page, 'placements-archive-1440');
  await page.getByRole('button', { name: 'Add Placement Report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Manual Entry' }).waitFor();
  // The manual entry's messages come from the contract (001 §5).
  await dialog.getByLabel('Year').fill('');
  await dialog.getByRole('button', { name: 'Add Placed Student' }).click();
  await dialog.getByText('Student is required.').waitFor();
  await dialog.getByText('Company name is required.').waitFor();
  await dialog.getByRole('tab', { name: 'Excel Upload' }).click();
  const bad = await sheet([
    [YEAR, state.first.registrationNumber, COMPANY, 'Data Analyst'],
    [YEAR, `NO-SUCH-${stamp}`, COMPANY, 'Data Analyst'],
  ]);
  await dialog.locator('input[type="file"]').setInputFiles(bad);
  await dialog.getByLabel('End Row').fill('3');
  await dialog.getByRole('button', { name: 'Check' }).click();
  const problems = dialog.getByRole('list', { name: 'Rows with problems' });
  await problems.getByText(`Row 3: Student not found. (NO-SUCH-${stamp})`).waitFor();
  assert(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled(), 'Upload stays off until the file checks clean');
  await checkA11y(page, 'placement upload dialog');
  await screenshot(page, 'placements-upload-dry-run-1440');

  const fixed = await sheet([
    [YEAR, state.first.registrationNumber, COMPANY, 'Data Analyst'],
    [YEAR, state.second.registrationNumber, COMPANY, 'Associate'],
  ]);
  await dialog.locator('input[type="file"]').setInputFiles(fixed);
  await dialog.getByRole('button', { name: 'Check' }).click();
  await dialog.getByText('All 2 rows can be uploaded.').waitFor();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('2 placed students recorded', { exact: true }).first().waitFor();

  // The year's report: the student's card.
  await page.getByRole('link', { name: new RegExp(`University Placement Cell Report ${YEAR}`) }).click();
  await page.waitForURL(`**/panel/admin/placement/archive/${YEAR}`);
  await page.getByLabel('Search placed students').fill(state.first.displayName);
  const card = page.getByRole('listitem').filter({ hasText: state.first.displayName }).filter({ hasText: COMPANY });
  await card.waitFor();
  await card.getByRole('button', { name: new RegExp(`^History of ${state.first.displayName}`) }).click();
  await page.getByRole('dialog').getByRole('list', { name: 'History' }).waitFor();
  await screenshot(page, 'placements-history-1440');
  await page.keyboard.press('Escape');
  await checkA11y(page, 'placement year');
  await screenshot(page, 'placements-year-1440');

  // The dashboard on the other page moved without a reload.
  await waitFor(async () => num(await statValue(board, 'Placements')) === before + 2, 'the Placements card went up by 2 live');
  await screenshot(board, 'placements-admin-dashboard-1440');

  await page.goto(`${base}/panel/admin/placement/dashboard`);
  await page.getByRole('heading', { name: 'Placement Dashboard', level: 1 }).waitFor();
  assert(num(await statValue(page, 'Placed Students')) === before + 2, 'Placed Students counts them');
  const boys = num(await statValue(page, 'Boys'));
  const girls = num(await statValue(page, 'Girls'));
  assert(boys + girls <= before + 2 && boys > 0 && girls > 0, 'boys and girls are counted');
  await checkA11y(page, 'placement dashboard');
  // The chart's bars grow in for a moment.
  await page.waitForTimeout(1500);
  await screenshot(page, 'placements-dashboard-1440');
}

async function onPhone(page, base) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  for (const [name, path, heading] of [
    ['placements-archive-390', '/panel/admin/placement/archive', 'Placement Reports'],
    ['placements-year-390', `/panel/admin/placement/archive/${YEAR}`, `University Placement Cell Report ${YEAR}`],
    ['placements-dashboard-390', '/panel/admin/placement/dashboard', 'Placement Dashboard'],
  ]) {
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, name);
    assert(!(await scrollsSideways(page)), `${heading} fits 390 px`);
  }
  await page.goto(`${base}/panel/admin/placement/archive`);
  await page.getByRole('button', { name: 'Add Placement Report' }).click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Excel Upload' }).click();
  await screenshot(page, 'placements-upload-dialog-390');
  assert(!(await scrollsSideways(page)), 'the upload dialog fits 390 px');
}

export const placementReportsFlows = [
  {
    name: 'placement reports: an Excel upload checked with a dry run, then recorded; the cards and the dashboards move live',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      shared.placementReports ??= {};
      const state = shared.placementReports;
      await setUp(base, state);
      const ctx = await newContext(desktop);
      await adminUploads(ctx, base, state);
      await ctx.close();
      const small = await newContext(phone);
      await onPhone(await small.newPage(), base);
      await small.close();
    },
  },
];
