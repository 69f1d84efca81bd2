// Classes and the class register (issue 12 parts 1 and 2): the demo teacher opens today's class from the sidebar, marks
// all present, then one student absent; the mark and the History drawer show it; at 1440 px and at 390 px.
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const TEACHER = 'teacher@demo.school';

async function api(base, token, method, path, body) {
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => null);
  assert(r.ok, `${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}
const login = async (base, email) => (await api(base, '', 'POST', 'auth/login', { email, password: PASSWORD })).data;

/**
 * A class of the demo teacher's that is running now and can be marked: today's from the demo's timetables when one is
 * in progress, else a one-off class created for the flow (from 10 minutes ago to 50 minutes on) in a batch with students.
 */
async function classToMark(base) {
  const teacher = await login(base, TEACHER);
  const now = Date.now();
  const today = (await api(base, teacher.accessToken, 'GET', `teacher/class/${teacher.user._id}?when=today&perPage=50&pageNo=1`)).data;
  const running = today.find(
    (c) => !c.cancelled && !c.isHoliday && Date.parse(c.startTime) < now && Date.parse(c.endTime) > now + 5 * 60_000,
  );
  if (running) {
    const students = await api(base, teacher.accessToken, 'GET', `attendance/${running._id}?perPage=1&pageNo=1`);
    if (students.totalCount > 0) return running;
  }
  const admin = await login(base, 'admin@demo.school');
  const batches = (await api(base, admin.accessToken, 'GET', 'batch?course=true&branch=true&session=true&perPage=50&pageNo=1')).data;
  const batch = batches.find((b) => b.totalStudents > 0) ?? batches[0];
  const subject = (await api(base, admin.accessToken, 'GET', 'subject?perPage=1&pageNo=1')).data[0];
  assert(batch && subject, 'the demo has a batch and a subject');
  const created = await api(base, admin.accessToken, 'POST', 'class/create', {
    batch: batch._id,
    subject: subject._id,
    teacher: teacher.user._id,
    startTime: new Date(now - 10 * 60_000).toISOString(),
    endTime: new Date(now + 50 * 60_000).toISOString(),
    classRoom: 'E2E 1',
    type: 'OFFLINE',
    credit: 1,
  });
  return created.data;
}

// With isMobile the layout viewport widens to the content, so compare with the phone's width itself.
const scrollsSideways = (page) => page.evaluate((w) => document.documentElement.scrollWidth > w, page.viewportSize().width);

async function takeRegister(page, base, c, width) {
  // From the sidebar: Classes, Today, the class's card, its register.
  await signIn(page, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Classes', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
  } else await page.getByRole('link', { name: 'Classes', exact: true }).first().click();
  await page.waitForURL('**/panel/teacher/class');
  await page.getByRole('button', { name: 'Today', exact: true }).waitFor();
  const card = page.getByTestId('class-card').filter({ has: page.locator(`a[href="/panel/teacher/class/${c._id}"]`) });
  await card.waitFor();
  const cardText = await card.innerText();
  assert(/In Progress \(\d+%\)/.test(cardText), `today's class reads In Progress with its percent: ${cardText}`);
  if (width > 390) {
    // The Create Class dialog: the contract's messages, nothing sent; the teacher starts as the class's teacher.
    await page.getByRole('button', { name: 'Create Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Class' });
    assert((await dialog.getByLabel('Teacher').inputValue()) === 'Kavita Sharma', 'the teacher is proposed');
    await dialog.getByRole('button', { name: 'Create' }).click();
    for (const m of ['Batch is required.', 'Subject is required.', 'Start Time is required.', 'End Time is required.'])
      await dialog.getByText(m, { exact: true }).waitFor();
    await checkA11y(page, 'Create Class dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await checkA11y(page, `teacher classes ${width}`);
  await screenshot(page, `classes-list-${width}`);
  if (width <= 390) assert(!(await scrollsSideways(page)), 'the class list fits 390 px');
  await card.getByRole('link', { name: 'Open register' }).click();
  await page.waitForURL(`**/panel/teacher/class/${c._id}`);

  // The header, then Mark All Present: every student of the page reads Present.
  await page.getByRole('heading', { level: 1 }).waitFor();
  const students = page.getByTestId('register-student');
  await students.first().waitFor();
  await page.getByRole('button', { name: 'Mark All Present' }).click();
  await waitFor(async () => {
    const marks = await page.getByTestId('class-mark').allInnerTexts();
    return marks.length > 0 && marks.every((m) => m === 'Present');
  }, 'every student marked Present');

  // One student absent through the edit toggle: the P/A/L buttons are hidden once marked, the toggle re-opens them.
  const first = students.first();
  const name = (await first.locator('p.font-medium').first().innerText()).trim();
  assert((await first.getByRole('button', { name: `Mark ${name} absent` }).count()) === 0, 'P/A/L hidden once marked');
  await first.getByRole('button', { name: `Edit ${name}'s mark` }).click();
  await first.getByRole('button', { name: `Mark ${name} absent` }).click();
  await waitFor(async () => (await first.getByTestId('class-mark').innerText()) === 'Absent', `${name} marked Absent`);
  // At the top: the translucent sticky header over a scrolled page would be measured against the cards beneath it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkA11y(page, `class register ${width}`);
  await screenshot(page, `class-register-${width}`);
  if (width <= 390) assert(!(await scrollsSideways(page)), 'the register fits 390 px');

  // The History drawer lists the marks with who and when, the absence last.
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'Class history' });
  const items = drawer.getByRole('list', { name: 'History' }).getByRole('listitem');
  await waitFor(async () => (await items.count()) >= 2, 'the history lists the marks');
  const last = await items.last().innerText();
  assert(/absent/i.test(last) && last.includes('Kavita Sharma'), `the last history entry is the absence by the teacher: ${last}`);
  await screenshot(page, `class-history-${width}`);
  await drawer.getByRole('button', { name: 'Close' }).click();
  return name;
}

export const classesFlows = [
  {
    name: "Classes: the demo teacher opens today's class from the sidebar, marks all present then one student absent; the mark and the History drawer show it (1440 px)",
    async run({ newContext, base, state }) {
      const c = await classToMark(base);
      state.markedClass = c;
      const ctx = await newContext({ viewport: { width: 1440, height: 900 } });
      const page = await ctx.newPage();
      state.absentStudent = await takeRegister(page, base, c, 1440);
      await ctx.close();
    },
  },
  {
    name: 'Classes: the same register on a 390 px phone (no sideways scroll)',
    async run({ newContext, base, state }) {
      const c = state.markedClass ?? (await classToMark(base));
      const ctx = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      const page = await ctx.newPage();
      await takeRegister(page, base, c, 390);
      await ctx.close();
    },
  },
  {
    name: "Classes: the admin finds the teacher's class on the institute's list (Today), sees its register taken and the absence",
    async run({ newContext, base, state }) {
      const c = state.markedClass ?? (await classToMark(base));
      const ctx = await newContext({ viewport: { width: 1440, height: 900 } });
      const page = await ctx.newPage();
      await signIn(page, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await page.getByRole('link', { name: 'Classes', exact: true }).first().click();
      await page.waitForURL('**/panel/admin/class');
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await page.waitForURL('**/panel/admin/class?when=today');
      // The teacher filter lives in the address (a bookmark): today's classes of the demo teacher.
      await page.goto(`${base}/panel/admin/class?when=today&teacher=${c.teacher._id}&teacherName=Kavita%20Sharma`);
      assert((await page.getByLabel('Teacher').inputValue()) === 'Kavita Sharma', 'the teacher filter shows its name');
      const card = page.getByTestId('class-card').filter({ has: page.locator(`a[href="/panel/admin/class/${c._id}"]`) });
      await card.waitFor();
      await waitFor(async () => /Register taken · \d+ marked/.test(await card.innerText()), 'the card reads Register taken');
      await checkA11y(page, 'admin classes');
      await screenshot(page, 'classes-admin-1440');
      await card.getByRole('link', { name: 'Open register' }).click();
      await page.waitForURL(`**/panel/admin/class/${c._id}`);
      if (state.absentStudent) {
        await page.getByLabel('Search students').fill(state.absentStudent);
        const row = page.getByTestId('register-student').filter({ hasText: state.absentStudent });
        await waitFor(async () => (await page.getByTestId('register-student').count()) === 1, 'the search finds the student');
        assert((await row.getByTestId('class-mark').innerText()) === 'Absent', 'the admin sees the absence');
      }
      await ctx.close();
    },
  },
];
