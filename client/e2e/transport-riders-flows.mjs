// Transport riders (issue 18 §2): an admin opens a demo route, adds a stop, assigns the demo student to it (the seat
// counter moves), the student's profile Transport row names the route, and the student's My transport page shows it;
// the route page and My transport at 390 px; the teacher's transport page.
import { PASSWORD, api, desktop, login, ok, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const ADMIN = 'admin@demo.school';
const STUDENT = 'student@demo.school';
const TEACHER = 'teacher@demo.school';
const stamp = Date.now().toString(36).slice(-4);
const STOP = `Gate ${stamp}`;

const seats = async (page) => (await page.getByTestId('seat-counter').innerText()).trim();
const riders = (label) => Number(/^(\d+)/.exec(label)?.[1] ?? 'NaN');

/** The route to use: one the demo student is not on (removed from it by the API when it is the only one). */
async function chooseRoute(base) {
  const admin = await login(base, ADMIN);
  const list = await api(base, admin.accessToken, 'GET', 'transport?perPage=20&pageNo=1');
  if (list.status !== 200 || list.json.data.length === 0) return null;
  // The demo student, by their own sign-in (other flows add students, so a page of the list may not hold them).
  const { user } = await login(base, STUDENT);
  const student = { _id: user._id, displayName: user.displayName, email: user.email };
  const now = ok(await api(base, admin.accessToken, 'GET', `transport/student/${student._id}`), 'the student’s transport');
  let route = list.json.data.find((r) => r._id !== now?.route._id);
  if (!route) {
    route = list.json.data[0];
    ok(await api(base, admin.accessToken, 'POST', `transport/rider/remove/${student._id}`, { reason: 'Browser flow' }), 'remove');
  }
  return { route, student };
}

async function studentPage(newContext, base, expectText) {
  for (const [name, options] of [
    ['desktop', desktop],
    ['phone', phone],
  ]) {
    const ctx = await newContext(options);
    const page = await ctx.newPage();
    await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
    await page.goto(`${base}/panel/student/transport`);
    await page.getByRole('heading', { name: 'My Transport' }).waitFor();
    await page.getByText(expectText).first().waitFor();
    assert(!(await scrollsSideways(page)), `My transport scrolls sideways (${name})`);
    await checkA11y(page, `my transport ${name}`);
    await screenshot(page, `transport-riders-my-transport-${name}`);
    await ctx.close();
  }
}

export const transportRidersFlows = [
  {
    name: 'transport riders: a stop added, the demo student assigned (seats move), the profile and My transport name the route',
    timeoutMs: 240_000,
    async run({ newContext, base }) {
      const chosen = await chooseRoute(base);
      assert(chosen, 'the demo has transport routes');
      const { route, student } = chosen;
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/transport/routes/${route._id}`);
      await page.getByRole('heading', { name: 'Stops' }).waitFor();
      const before = await seats(page);

      await page.getByRole('button', { name: 'Add stop' }).click();
      const stopDialog = page.getByRole('dialog');
      await stopDialog.getByLabel('Stop name').fill(STOP);
      await stopDialog.getByLabel('Pickup time').fill('07:35');
      await stopDialog.getByLabel('Monthly fare (₹)').fill('1250');
      await stopDialog.getByRole('button', { name: 'Add stop' }).click();
      await page.getByText('Stop added successfully').first().waitFor();
      await page.getByRole('cell', { name: STOP }).first().waitFor();

      await page.getByRole('button', { name: 'Assign student' }).click();
      const assign = page.getByRole('dialog');
      const picker = assign.getByLabel('Student');
      await picker.click();
      await picker.fill(student.displayName);
      await page.getByRole('listbox').getByRole('option').filter({ hasText: student.displayName }).first().click();
      await assign.getByLabel('Stop').selectOption({ label: `07:35 · ${STOP} · ₹1,250` });
      await assign.getByRole('button', { name: 'Assign' }).click();
      await page
        .getByText(/Student (assigned|moved) successfully/)
        .first()
        .waitFor();
      await waitFor(async () => riders(await seats(page)) === riders(before) + 1, 'the seat counter to move by one');
      await page.getByRole('row').filter({ hasText: student.displayName }).first().waitFor();
      await checkA11y(page, 'route page');
      await screenshot(page, 'transport-riders-route-desktop');
      await page.getByRole('button', { name: 'History' }).click();
      await page.getByText(`${student.displayName} `, { exact: false }).first().waitFor();
      await screenshot(page, 'transport-riders-route-history');
      await page.keyboard.press('Escape');

      await page.goto(`${base}/panel/admin/student/${student._id}`);
      await page.getByText(`Yes · ${route.startFrom}, ${STOP} (07:35)`).waitFor();
      await ctx.close();

      const small = await newContext(phone);
      const p2 = await small.newPage();
      await signIn(p2, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await p2.goto(`${base}/panel/admin/transport/routes/${route._id}`);
      await p2.getByRole('heading', { name: 'Riders' }).waitFor();
      await p2.getByRole('row').filter({ hasText: student.displayName }).first().waitFor();
      assert(!(await scrollsSideways(p2)), 'the route page scrolls sideways at 390 px');
      await screenshot(p2, 'transport-riders-route-phone');
      await small.close();

      await studentPage(newContext, base, STOP);

      // The teacher in charge of a demo route sees its riders; the page fits a phone.
      const tctx = await newContext(phone);
      const tpage = await tctx.newPage();
      await signIn(tpage, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
      await tpage.goto(`${base}/panel/teacher/transport`);
      await tpage.getByRole('heading', { name: 'Transport' }).first().waitFor();
      await tpage
        .getByText(/Riders of Kothrud/)
        .first()
        .waitFor({ state: 'attached' });
      assert(!(await scrollsSideways(tpage)), 'the teacher’s transport page scrolls sideways');
      await screenshot(tpage, 'transport-riders-teacher-phone');
      await tctx.close();
    },
  },
];
