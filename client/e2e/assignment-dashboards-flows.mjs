// The assignment dashboards (issue 15 part 5). The student opens the assignment dashboard from the sidebar and sees the
// demo's assignments counted; a teacher gives a new assignment through the API and the student's Total Assignment and
// upcoming list follow without a reload; the main dashboard's Assignments card, weekly pie and upcoming list show the
// same; a parent sees the child's dashboard without View All; the teacher's assignment dashboard draws the cards, the
// latest assignment's pie, the type donut and the overview bar, and the latest pie follows the student's submission
// live; the teacher's main dashboard shows Total Assignments, Batch Work and the Analytical Overview. Screenshots of
// both dashboards at 1440 and 390 px.
import { join } from 'node:path';
import { assert, checkA11y, currentPassword, SCREENSHOTS, screenshot, signIn, statValue, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
// With isMobile the layout viewport widens to the content, so compare with the phone's width itself.
const scrollsSideways = (page) => page.evaluate((w) => document.documentElement.scrollWidth > w, page.viewportSize().width);
/** Days from today to this week's Sunday in the institute's zone (the weekly pie counts Monday to Sunday). */
const daysToSunday = () => {
  const wd = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'short' }).format(new Date());
  return 6 - ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(wd);
};
const instituteDay = (plusDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + plusDays * 86_400_000),
  );

async function api(base, token, method, path, body, form) {
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}
const login = async (base, email) => (await api(base, '', 'POST', 'auth/login', { email, password: PASSWORD })).data;
const count = (text) => Number(String(text).replace(/[^\d]/g, ''));

/** The teacher gives the demo student's batch a new MCQ assignment, open today and due this week, with one question. */
async function giveAssignment(base) {
  const teacher = await login(base, 'teacher@demo.school');
  const student = await login(base, 'student@demo.school');
  const mine = (await api(base, student.accessToken, 'GET', 'student/batch')).data;
  assert(mine.batch, 'the demo student has a batch');
  const subjects = (await api(base, teacher.accessToken, 'GET', 'subject?perPage=20&pageNo=1')).data;
  const subject = subjects.find((x) => x.title === 'Mathematics') ?? subjects[0];
  const title = `E2E dashboard quiz ${Date.now().toString(36).slice(-4)}`;
  const assignment = (
    await api(base, teacher.accessToken, 'POST', 'assignment/create', {
      title,
      type: 'MCQTYPE',
      creationType: 'NEW',
      chapter: 'Numbers',
      subject: subject._id,
      batch: mine.batch._id,
      dateOfAssignment: instituteDay(0),
      dueDate: instituteDay(Math.min(3, daysToSunday())),
      fullMark: 5,
    })
  ).data;
  const form = new FormData();
  for (const [k, v] of [
    ['question', '<p>What is 6 × 7?</p>'],
    ['type', 'MCQTYPE'],
    ['answer', '42'],
    ['markAwarded', '5'],
    ['options', '36'],
    ['options', '42'],
  ])
    form.append(k, v);
  await api(base, teacher.accessToken, 'POST', `assignment/question/create/${assignment._id}`, undefined, form);
  return { id: assignment._id, title, teacher, student };
}

/** The student answers the assignment's question and submits it (the module's calls). */
async function submitAssignment(base, given) {
  const token = given.student.accessToken;
  const questions = (await api(base, token, 'GET', `assignment/answer/${given.id}/${given.student.user._id}?perPage=1&pageNo=1`)).data;
  const questionId = questions[0]?._id;
  assert(questionId, 'the assignment has a question to answer');
  const form = new FormData();
  form.append('question', questionId);
  form.append('answer', '42');
  await api(base, token, 'POST', 'assignment/answer/create', undefined, form);
  await api(base, token, 'POST', `assignment/submit/${given.id}`);
}

async function waitForCharts(page, n, what) {
  await waitFor(async () => (await page.locator('figure canvas').count()) >= n, what, 20_000);
  await page.waitForTimeout(1200); // the charts' entry animation
}

async function studentDashboards(newContext, base, state) {
  const ctx = await newContext(desktop);
  const page = await ctx.newPage();
  await signIn(page, base, 'student@demo.school', PASSWORD, '/panel/student/dashboard');
  // The main dashboard: the Assignments card counts the batch's assignments and opens the assignment dashboard.
  await waitFor(async () => /^\d+$/.test(await statValue(page, 'Assignments')), 'the Assignments card');
  const onCard = count(await statValue(page, 'Assignments'));
  await page.getByRole('heading', { name: "This Week's Assignments" }).waitFor();
  await page.getByRole('heading', { name: 'Upcoming Assignments' }).waitFor();
  await page.locator('[data-stat="Assignments"]').click();
  await page.waitForURL('**/panel/student/assignment/dashboard');
  await page.getByRole('heading', { name: 'Assignment Dashboard', level: 1 }).waitFor();
  await waitFor(async () => /^\d+$/.test(await statValue(page, 'Total Assignment')), 'the Total Assignment card');
  const total = count(await statValue(page, 'Total Assignment'));
  assert(total === onCard, `the dashboard card and the assignment dashboard agree (${onCard}, ${total})`);
  const parts = ['Completed', 'Pending', 'Upcoming', 'Not Submitted'];
  let sum = 0;
  for (const p of parts) sum += count(await statValue(page, p));
  assert(sum === total, `the cards split the total (${sum} of ${total})`);
  await page.getByRole('link', { name: 'View All' }).waitFor();
  // Live: a new assignment for the batch moves the total and joins the upcoming list without a reload.
  await page.waitForTimeout(2000); // the push socket opens
  const given = await giveAssignment(base);
  state.assignmentDash = given;
  await waitFor(async () => count(await statValue(page, 'Total Assignment')) === total + 1, 'the total follows the new assignment', 20_000);
  await page.getByTestId('upcoming-assignments').getByText(given.title).waitFor({ timeout: 20_000 });
  await page.getByRole('figure', { name: 'Assignment Overview: stacked bar chart' }).waitFor();
  await page.getByRole('figure', { name: "This Week's Assignments: pie chart" }).waitFor();
  await waitForCharts(page, 2, 'the assignment charts drawn');
  await checkA11y(page, "the student's assignment dashboard");
  await screenshot(page, 'assignment-dashboards-student');
  // The stat cards open the assignment list.
  assert(
    (await page.getByTestId('assignment-stat-cards').getByRole('link').first().getAttribute('href')) === '/panel/student/assignment',
    'the stat cards link to the assignment list',
  );
  // The main dashboard after the change.
  await page.goto(`${base}/panel/student/dashboard`);
  await waitFor(async () => count(await statValue(page, 'Assignments')) === total + 1, 'the Assignments card counts the new one');
  await page.getByTestId('upcoming-assignments').getByText(given.title).waitFor();
  await page.getByRole('figure', { name: "This Week's Assignments: pie chart" }).waitFor();
  await waitForCharts(page, 3, 'the main dashboard charts drawn');
  await screenshot(page, 'assignment-dashboards-student-main');
  await ctx.close();

  const small = await newContext(phone);
  const p = await small.newPage();
  await signIn(p, base, 'student@demo.school', PASSWORD, '/panel/student/dashboard');
  await p.getByRole('button', { name: 'Open navigation' }).click();
  await p.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Assignment dashboard' }).click();
  await p.waitForURL('**/panel/student/assignment/dashboard');
  await waitFor(async () => count(await statValue(p, 'Total Assignment')) === total + 1, 'the phone shows the same total');
  await waitForCharts(p, 1, 'the charts drawn on the phone');
  assert(!(await scrollsSideways(p)), 'the assignment dashboard fits 390 px');
  await screenshot(p, 'assignment-dashboards-student-390');
  await p.goto(`${base}/panel/student/dashboard`);
  await p.getByTestId('upcoming-assignments').getByText(given.title).waitFor();
  await waitForCharts(p, 3, 'the main dashboard charts drawn on the phone');
  assert(!(await scrollsSideways(p)), 'the main dashboard fits 390 px');
  await screenshot(p, 'assignment-dashboards-student-main-390');
  await small.close();
  assert(total >= 1, "the demo's assignments are counted");
}

async function parentDashboard(newContext, base) {
  const ctx = await newContext(desktop);
  const page = await ctx.newPage();
  await signIn(
    page,
    base,
    'parent@demo.school',
    await currentPassword(base, 'parent@demo.school', [PASSWORD, 'parent-new-1']),
    '/panel/student/dashboard',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assignment dashboard' }).click();
  await page.waitForURL('**/panel/student/assignment/dashboard**');
  await waitFor(async () => count(await statValue(page, 'Total Assignment')) >= 1, "the child's assignments");
  await page.getByRole('heading', { name: 'Upcoming Assignments' }).waitFor();
  await page.getByTestId('upcoming-assignments').waitFor();
  assert((await page.getByRole('link', { name: 'View All' }).count()) === 0, 'a parent sees no View All');
  await waitForCharts(page, 2, "the child's charts drawn");
  await screenshot(page, 'assignment-dashboards-parent');
  await ctx.close();
}

async function teacherDashboards(newContext, base, state) {
  const given = state.assignmentDash ?? (await giveAssignment(base));
  const ctx = await newContext(desktop);
  const page = await ctx.newPage();
  await signIn(page, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
  // The main dashboard: Total Assignments, Batch Work, the Analytical Overview.
  await waitFor(async () => count(await statValue(page, 'Total Assignments')) >= 1, 'the Total Assignments card');
  await page.getByRole('figure', { name: 'Batch Work: donut chart' }).waitFor();
  await page.getByRole('figure', { name: 'Analytical Overview: bar chart' }).waitFor();
  const batchWork = await page.getByRole('figure', { name: 'Batch Work: donut chart' }).locator('figcaption').textContent();
  assert(/Assignment: [1-9]/.test(batchWork ?? ''), `Batch Work counts assignments (${batchWork})`);
  await waitForCharts(page, 6, 'the main dashboard charts drawn');
  await screenshot(page, 'assignment-dashboards-teacher-main');
  await page.locator('[data-stat="Total Assignments"]').click();
  await page.waitForURL('**/panel/teacher/assignment/dashboard');
  await page.getByRole('heading', { name: 'Assignment Dashboard', level: 1 }).waitFor();
  await waitFor(async () => count(await statValue(page, 'Total Assignment')) >= 1, 'the Total Assignment card');
  const t = count(await statValue(page, 'Total Assignment'));
  const pending = count(await statValue(page, 'Assignment Pending'));
  const done = count(await statValue(page, 'Assignment Completed'));
  assert(pending + done === t, `pending and completed make the total (${pending} + ${done} of ${t})`);
  // The latest assignment's pie is the one just given; the student's submission moves it without a reload.
  await page.getByRole('figure', { name: `${given.title}: donut chart` }).waitFor();
  await page.getByRole('heading', { name: given.title }).waitFor();
  await page.getByRole('figure', { name: 'Assignment Type Overview: donut chart' }).waitFor();
  await page.getByRole('figure', { name: 'Assignment Overview: bar chart' }).waitFor();
  const submittedOf = async () => {
    const el = page.getByTestId('latest-assignment-submitted');
    return (await el.count()) ? count(await el.innerText()) : -1;
  };
  await waitFor(async () => (await submittedOf()) >= 0, "the latest assignment's submitted count");
  const before = await submittedOf();
  await page.waitForTimeout(2000); // the push socket opens
  await submitAssignment(base, given);
  await waitFor(async () => (await submittedOf()) === before + 1, 'the latest pie follows the submission', 20_000);
  await waitForCharts(page, 3, 'the assignment charts drawn');
  await checkA11y(page, "the teacher's assignment dashboard");
  await screenshot(page, 'assignment-dashboards-teacher');
  await ctx.close();

  const small = await newContext(phone);
  const p = await small.newPage();
  await signIn(p, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
  await p.goto(`${base}/panel/teacher/assignment/dashboard`);
  await p.getByRole('heading', { name: given.title }).waitFor();
  await waitForCharts(p, 3, 'the charts drawn on the phone');
  assert(!(await scrollsSideways(p)), "the teacher's assignment dashboard fits 390 px");
  await screenshot(p, 'assignment-dashboards-teacher-390');
  await small.close();
}

/** The admin's student profile: the Assignments section's statistics and list, searched by title (10 a page). */
async function profileAssignments(newContext, base, state) {
  const given = state.assignmentDash ?? (await giveAssignment(base));
  const ctx = await newContext(desktop);
  const page = await ctx.newPage();
  await signIn(page, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
  await page.goto(`${base}/panel/admin/student/${given.student.user._id}`);
  const section = page.getByTestId('student-assignments');
  await section.scrollIntoViewIfNeeded();
  await waitFor(async () => count(await statValue(page, 'Total Assignment')) >= 1, "the student's assignments counted");
  const table = section.getByRole('table', { name: `${given.student.user.displayName}'s assignments` });
  await table.getByText(given.title).waitFor();
  await section.getByLabel('Search assignments by title').fill('no such assignment title');
  await section.getByText('No assignment matches the search').waitFor();
  await section.getByLabel('Search assignments by title').fill(given.title);
  await table.getByText(given.title).waitFor();
  await waitFor(async () => (await table.locator('tbody tr').count()) === 1, 'the search keeps the one assignment');
  await checkA11y(page, "the student profile's assignments");
  await section.screenshot({ path: join(SCREENSHOTS, 'assignment-dashboards-profile.png') });
  await ctx.close();
}

export const assignmentDashboardFlows = [
  {
    name: "assignment-dashboards: the student's assignment dashboard and main dashboard count the demo's assignments, and a new one live (1440, 390 px)",
    timeoutMs: 180_000,
    async run({ newContext, base, state }) {
      await studentDashboards(newContext, base, state);
    },
  },
  {
    name: "assignment-dashboards: a parent sees the child's assignment dashboard without View All",
    timeoutMs: 90_000,
    async run({ newContext, base }) {
      await parentDashboard(newContext, base);
    },
  },
  {
    name: "assignment-dashboards: the admin's student profile lists the student's assignments with statistics and search",
    timeoutMs: 90_000,
    async run({ newContext, base, state }) {
      await profileAssignments(newContext, base, state);
    },
  },
  {
    name: "assignment-dashboards: the teacher's assignment dashboard and main dashboard, and a submission moving the latest pie live (1440, 390 px)",
    timeoutMs: 180_000,
    async run({ newContext, base, state }) {
      await teacherDashboards(newContext, base, state);
    },
  },
];
