// Department drawers, permissions, institutes and account settings (spread into flows.mjs).
import { assert, checkA11y, iconPng, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const stamp = Date.now().toString(36).slice(-5);

async function apiLogin(base, email) {
  const r = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert(r.ok, `login ${email}: ${r.status}`);
  return (await r.json()).data;
}
const apiCall = async (base, token, method, path, body) => {
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => null);
  return { status: r.status, json };
};

/** The card of a department, by its title. */
const cardOf = (page, title) => page.getByTestId('department-card').filter({ hasText: title });

export const adminFlows = [
  {
    name: 'ADMIN: Employees drawer adds the demo staff member (count rises live) and removes them; Modules drawer turns a module on after the confirmation',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      const admin = await apiLogin(base, 'admin@demo.school');
      const staffId = (await apiLogin(base, 'staff@demo.school')).user._id;
      // Where the demo staff member is now (restored at the end: other flows rely on the demo grants).
      const depts = (await apiCall(base, admin.accessToken, 'GET', 'department?perPage=100&pageNo=1')).json.data;
      let homeId = null;
      for (const d of depts) {
        const staff = (await apiCall(base, admin.accessToken, 'GET', `department/staff/${d._id}`)).json.data;
        if (staff.some((u) => u._id === staffId)) homeId = d._id;
      }

      const title = `Operations ${stamp}`;
      await page.goto(`${base}/panel/admin/department`);
      await page.getByRole('button', { name: 'Create Department' }).first().click();
      const create = page.getByRole('dialog', { name: 'Create Department' });
      await create.getByLabel('Department name').fill(title);
      await create.getByLabel('Description').fill('Front office, admissions desk and records.');
      await create.getByRole('button', { name: 'Create Department' }).click();
      await create.waitFor({ state: 'detached' });
      const card = cardOf(page, title);
      await card.waitFor();
      assert((await card.getByTestId('staff-count').textContent()) === '0', 'a new department has no staff');

      await card.getByRole('button', { name: `Employees of ${title}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Employees' });
      await drawer.getByText('No Employees Found').waitFor();
      await drawer.getByRole('button', { name: 'Add', exact: true }).click();
      await drawer.getByText('Please select a user').waitFor();
      await checkA11y(page, 'employees-drawer');
      await drawer.getByRole('combobox', { name: 'Add an employee' }).fill('Suresh');
      await page.getByRole('option', { name: /Suresh Patil/ }).click();
      await drawer.getByRole('button', { name: 'Add', exact: true }).click();
      await drawer.getByRole('list', { name: 'Employees' }).getByText('Suresh Patil').waitFor();
      await waitFor(async () => (await card.getByTestId('staff-count').textContent()) === '1', "the card's staff count to rise to 1");
      await page.waitForTimeout(400); // the drawer's slide-in
      await screenshot(page, 'department-employees-1280');

      await drawer.getByRole('button', { name: 'Remove Suresh Patil' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.getByRole('button', { name: 'Yes, Remove it!' }).click();
      await confirm.waitFor({ state: 'detached' });
      await drawer.getByText('No Employees Found').waitFor();
      await waitFor(async () => (await card.getByTestId('staff-count').textContent()) === '0', "the card's staff count to fall back to 0");
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });

      await card.getByRole('button', { name: `Modules of ${title}` }).click();
      const modules = page.getByRole('dialog', { name: 'Modules' });
      const finance = modules.getByRole('switch', { name: 'Finance' });
      await finance.waitFor();
      assert((await modules.getByRole('switch', { name: 'Institute' }).count()) === 0, 'a department has no manageInstitute switch');
      assert((await finance.getAttribute('aria-checked')) === 'false', 'finance starts off');
      await finance.click();
      const ask = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await ask.getByRole('button', { name: 'Yes, Assign it!' }).click();
      await ask.waitFor({ state: 'detached' });
      await waitFor(async () => (await finance.getAttribute('aria-checked')) === 'true', 'the finance switch to turn on');
      const deptId = (
        await apiCall(base, admin.accessToken, 'GET', `department?perPage=5&pageNo=1&searchTitle=${encodeURIComponent(title)}`)
      ).json.data[0]._id;
      const flags = (await apiCall(base, admin.accessToken, 'GET', `department/permission/${deptId}`)).json.data;
      assert(flags.finance === true, 'the server holds finance: true');
      await checkA11y(page, 'modules-drawer');
      await page.waitForTimeout(400); // the drawer's slide-in
      await screenshot(page, 'department-modules-1280');

      if (homeId) {
        const back = await apiCall(base, admin.accessToken, 'PUT', 'department/assign-staff', { departmentId: homeId, staffId });
        assert(back.status === 200, `the demo staff member goes back to their department (${back.status})`);
      }
      await ctx.close();

      const mobile = await newContext(phone);
      const p2 = await mobile.newPage();
      await signIn(p2, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await p2.goto(`${base}/panel/admin/department`);
      await cardOf(p2, title)
        .getByRole('button', { name: `Employees of ${title}` })
        .click();
      await p2.getByRole('dialog', { name: 'Employees' }).getByText('No Employees Found').waitFor();
      await p2.waitForTimeout(400); // the drawer's slide-in
      await screenshot(p2, 'department-employees-390');
      await mobile.close();
    },
  },
  {
    name: 'ADMIN: staff User Permissions drawer; Managers page with the permissions drawer (incl. Institute); Admins page',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/staff?type=non-teaching`);
      await page.getByRole('button', { name: 'User Permissions of Suresh Patil' }).click();
      const drawer = page.getByRole('dialog', { name: 'User Permissions' });
      await drawer.getByRole('switch', { name: 'Institute' }).waitFor();
      await checkA11y(page, 'staff-permissions-drawer');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Managers' }).click();
      await page.waitForURL('**/panel/superadmin/managers');
      await page.getByRole('heading', { name: 'Meera Iyer' }).waitFor();
      assert(
        (await page.getByRole('button', { name: 'Assigned Institutes of Meera Iyer' }).count()) === 0,
        'only a SUPER_ADMIN assigns institutes',
      );
      await page.getByRole('button', { name: 'Permissions of Meera Iyer' }).click();
      const perms = page.getByRole('dialog', { name: 'User Permissions' });
      const inst = perms.getByRole('switch', { name: 'Institute' });
      await inst.waitFor();
      assert((await inst.getAttribute('aria-checked')) === 'true', 'the demo manager holds manageInstitute');
      await checkA11y(page, 'manager-permissions-drawer');
      await page.waitForTimeout(400); // the drawer's slide-in
      await screenshot(page, 'manager-permissions-1280');
      await perms.getByRole('button', { name: 'Close' }).click();
      await perms.waitFor({ state: 'detached' });
      await checkA11y(page, 'managers');

      await page.goto(`${base}/panel/superadmin/admins`);
      await page.getByRole('heading', { name: 'Rajesh Kumar' }).waitFor();
      assert((await page.getByRole('button', { name: /Permissions of/ }).count()) === 0, 'admin cards have no permissions action');
      await checkA11y(page, 'admins');
      await screenshot(page, 'admins-1280');
      await ctx.close();

      const mobile = await newContext(phone);
      const p2 = await mobile.newPage();
      await signIn(p2, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await p2.goto(`${base}/panel/superadmin/managers`);
      await p2.getByRole('heading', { name: 'Meera Iyer' }).waitFor();
      await screenshot(p2, 'managers-390');
      await mobile.close();
    },
  },
  {
    name: 'SUPER_ADMIN creates a second institute with an admin, assigns the manager, switches to it: its departments list is empty',
    async run({ newContext, base }) {
      const sa = await apiLogin(base, 'superadmin@demo.school');
      const adminName = `Priya Nair ${stamp}`;
      const reg = await apiCall(base, sa.accessToken, 'POST', 'auth/management/register', {
        name: adminName,
        email: `priya.${stamp}@demo.school`,
        phoneNumber: '9876501234',
        gender: 'FEMALE',
        caste: 'GENERAL',
        countryCode: '+91',
        role: 'ADMIN',
      });
      assert(reg.status < 300, `an admin is registered (${reg.status} ${JSON.stringify(reg.json)})`);

      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, 'superadmin@demo.school', PASSWORD, '/panel/superadmin/dashboard');
      const before = await page.getByTestId('active-institute').textContent();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Institutes' }).click();
      await page.waitForURL('**/panel/superadmin/institute');
      await page.getByTestId('institute-card').first().waitFor();
      await checkA11y(page, 'institutes');
      await page.getByRole('link', { name: 'Add Institute' }).click();
      await page.getByRole('heading', { name: 'Add Institute' }).waitFor();
      await page.getByRole('button', { name: 'Create Institute' }).click();
      await page.getByText('Institute name is required.').waitFor();
      await page.getByText('Please choose an admin.').waitFor();
      await checkA11y(page, 'institute-form');
      const name = `Riverside Academy ${stamp}`;
      await page.getByLabel('Institute Name').fill(name);
      await page.getByLabel('Email').fill(`office.${stamp}@riverside.school`);
      await page.getByLabel('Phone Number').fill('12345');
      await page.getByText('Minimum 10 digits required').waitFor();
      await page.getByLabel('Phone Number').fill('9123456780');
      await page.getByLabel('Admin').selectOption({ label: `${adminName} (priya.${stamp}@demo.school)` });
      await page.getByLabel('Description').fill('A day school by the river.');
      await page.getByLabel('Address').fill('12 River Road, Pune');
      await page.locator('input[type=file]').setInputFiles({ name: 'riverside-logo.png', mimeType: 'image/png', buffer: iconPng() });
      await screenshot(page, 'institute-form-1280');
      await page.getByRole('button', { name: 'Create Institute' }).click();
      await page.waitForURL('**/panel/superadmin/institute');
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await screenshot(page, 'institutes-1280');

      await page.goto(`${base}/panel/superadmin/managers`);
      await page.getByRole('button', { name: 'Assigned Institutes of Meera Iyer' }).click();
      const drawer = page.getByRole('dialog', { name: 'Assigned Institutes' });
      const sw = drawer.getByRole('switch', { name });
      await sw.waitFor();
      assert((await sw.getAttribute('aria-checked')) === 'false', 'the manager is not in the new institute yet');
      await sw.click();
      const ask = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await ask.getByRole('button', { name: 'Yes, Assign it!' }).click();
      await ask.waitFor({ state: 'detached' });
      await waitFor(async () => (await sw.getAttribute('aria-checked')) === 'true', 'the institute switch to turn on');
      await checkA11y(page, 'assigned-institutes-drawer');
      await page.waitForTimeout(400); // the drawer's slide-in
      await screenshot(page, 'assigned-institutes-1280');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });
      const mgr = await apiLogin(base, 'manager@demo.school');
      assert(mgr.user.institutes.length === 2, `the manager now belongs to two institutes (${mgr.user.institutes.length})`);

      await page.goto(`${base}/panel/admin/department`);
      await page.getByTestId('department-card').first().waitFor();
      await page.getByRole('button', { name: /Switch institute/ }).click();
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await waitFor(
        async () => (await page.getByTestId('active-institute').textContent()) === name,
        'the header to show the new institute',
      );
      await page.getByText('No Department Found').waitFor();
      assert((await page.getByTestId('department-card').count()) === 0, "the other institute's departments are invisible");
      await screenshot(page, 'second-institute-departments-1280');
      // Back to the demo institute for whoever comes next in this browser.
      await page.getByRole('button', { name: /Switch institute/ }).click();
      await page.getByRole('option', { name: new RegExp(before) }).click();
      await page.getByTestId('department-card').first().waitFor();
      await ctx.close();

      const mobile = await newContext(phone);
      const p2 = await mobile.newPage();
      await signIn(p2, base, 'superadmin@demo.school', PASSWORD, '/panel/superadmin/dashboard');
      await p2.goto(`${base}/panel/superadmin/institute/create`);
      await p2.getByRole('heading', { name: 'Add Institute' }).waitFor();
      await p2.getByLabel('Admin').locator('option').nth(1).waitFor({ state: 'attached' });
      await screenshot(p2, 'institute-form-390');
      await mobile.close();
    },
  },
  {
    name: 'TEACHER: account settings (photo, name, phone; e-mail disabled) saves a new phone number',
    async run({ newContext, base }) {
      const ctx = await newContext(phone);
      const page = await ctx.newPage();
      await signIn(page, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
      await page.goto(`${base}/panel/account`);
      await page.getByRole('heading', { name: 'Account settings' }).waitFor();
      const phoneField = page.getByLabel('Phone Number');
      await waitFor(async () => (await page.getByLabel('Full Name').inputValue()) === 'Kavita Sharma', 'the form to load');
      assert(await page.getByLabel('Email').isDisabled(), 'the e-mail is disabled');
      await checkA11y(page, 'account');
      await screenshot(page, 'account-390');
      const next = `98${Date.now().toString().slice(-8)}`;
      await phoneField.fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Phone number is required').waitFor();
      await phoneField.fill(next);
      await page.getByLabel('Gender').selectOption('FEMALE');
      await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: iconPng() });
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Account updated successfully').first().waitFor();
      await page.reload();
      await waitFor(async () => (await page.getByLabel('Phone Number').inputValue()) === next, 'the new phone number after a reload');
      await ctx.close();

      const wide = await newContext(desktop);
      const p2 = await wide.newPage();
      await signIn(p2, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await p2.getByRole('button', { name: /Account menu/ }).click();
      await p2.getByRole('menuitem', { name: 'Account settings' }).click();
      await p2.waitForURL('**/panel/account');
      await p2.getByLabel('Full Name').waitFor();
      await waitFor(async () => (await p2.getByLabel('Full Name').inputValue()) === 'Rajesh Kumar', 'the form to load');
      await screenshot(p2, 'account-1280');
      await wide.close();
    },
  },
];
