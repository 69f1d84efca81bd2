// Flows for module permissions as a manager sees them (spread into flows.mjs).
import { assert, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const desktop = { viewport: { width: 1280, height: 900 } };

/** Signs in over the API (the admin's side of this flow needs no browser). */
async function apiLogin(base, email) {
  const r = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert(r.ok, `login ${email}: ${r.status}`);
  return (await r.json()).data;
}

export const permissionFlows = [
  {
    name: 'MANAGER: the Students entry disappears live when the module is removed, and the list is refused; it returns when granted',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, 'manager@demo.school', PASSWORD, '/panel/superadmin/dashboard');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Students' }).waitFor();
      await page.evaluate(() => (window.__e2eNoReload = true));

      const admin = await apiLogin(base, 'admin@demo.school');
      const manager = await apiLogin(base, 'manager@demo.school');
      const setStudent = (on) =>
        fetch(`${base}/api/v1/manager/permissions/${manager.user._id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
          body: JSON.stringify({ student: on }),
        });
      assert((await setStudent(false)).ok, 'the admin removes the student module');
      await nav.getByRole('link', { name: 'Students' }).waitFor({ state: 'detached', timeout: 10_000 });
      const refused = await fetch(`${base}/api/v1/student?perPage=1`, { headers: { authorization: `Bearer ${manager.accessToken}` } });
      assert(refused.status === 403, `the manager is refused the student list (got ${refused.status})`);
      await screenshot(page, 'manager-without-students-1280');

      assert((await setStudent(true)).ok, 'the admin grants it again');
      await nav.getByRole('link', { name: 'Students' }).waitFor({ timeout: 10_000 });
      assert(await page.evaluate(() => window.__e2eNoReload === true), 'the page was not reloaded');
      await waitFor(
        async () => (await fetch(`${base}/api/v1/student?perPage=1`, { headers: { authorization: `Bearer ${manager.accessToken}` } })).ok,
        'the list to answer again',
      );
      await ctx.close();
    },
  },
];
