// Departments: create, the live count on a second dashboard, edit and delete (spread into flows.mjs).
import { assert, checkA11y, iconPng, screenshot, signIn, statValue, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const desktop = { viewport: { width: 1280, height: 900 } };

/** Opens the Create Department dialog, fills it and waits for the new card. */
async function createDepartment(page, title, description, withIcon) {
  await page.getByRole('button', { name: 'Create Department' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Department' });
  await dialog.waitFor();
  await dialog.getByLabel('Department name').fill(title);
  await dialog.getByLabel('Description').fill(description);
  if (withIcon)
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'science-laboratory-department-icon.png', mimeType: 'image/png', buffer: iconPng() });
  await dialog.getByRole('button', { name: 'Create Department' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
}

export const departmentFlows = [
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
      await watcher
        .getByText(`Music ${stamp}`)
        .or(watcher.getByRole('listitem').filter({ hasText: 'Science' }))
        .first()
        .waitFor();
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
];
