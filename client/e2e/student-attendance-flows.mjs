// Students' attendance (issue #12 parts 3 and 4): the admin marks a class for one student on the student's profile
// (P, then corrected to A with the edit toggle); the student's calendar shows the day Absent with the class in its popup,
// the credit gauge and the attendance dashboard follow, and every page fits a 390 px phone.
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const wide = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const noSideScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function api(base, method, path, token, body) {
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => null);
  assert(r.ok, `${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json.data;
}
const token = async (base, email) => (await api(base, 'POST', 'auth/login', null, { email, password: PASSWORD })).accessToken;

export const studentAttendanceFlows = [
  {
    name: "Student attendance: the admin marks a student's class on the profile (P, then A), the student's calendar, credit and attendance dashboard follow at 390 px",
    async run({ newContext, base }) {
      // A class of the demo student's batch that started ten minutes ago, created as the Create Class dialog does.
      const admin = await token(base, 'admin@demo.school');
      const student = await token(base, 'student@demo.school');
      const me = await api(base, 'GET', 'auth/me', student);
      const studentId = me._id ?? me.user?._id;
      const some = (await api(base, 'GET', 'student/lms?perPage=1', student))[0];
      assert(some, 'the demo student has classes');
      const created = await api(base, 'POST', 'class/create', admin, {
        batch: some.batch._id,
        subject: some.subject._id,
        teacher: some.teacher._id,
        startTime: new Date(Date.now() - 10 * 60_000).toISOString(),
        endTime: new Date(Date.now() + 40 * 60_000).toISOString(),
        type: 'OFFLINE',
        credit: 1,
      });
      const creditBefore = (await api(base, 'GET', `student/credit/${studentId}`, student)).heldCredit;

      const actx = await newContext(wide);
      const page = await actx.newPage();
      await signIn(page, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/student/${studentId}`);
      await page.getByRole('heading', { name: 'Attendance', level: 2, exact: true }).waitFor();
      const row = page.locator(`[data-class="${created._id}"]`);
      await row.getByRole('button', { name: 'Present' }).click();
      await waitFor(async () => (await row.getByTestId('mark-status').textContent()) === 'Present', 'the mark to show Present');
      // The buttons hide once set; the edit toggle brings them back to correct the mark.
      assert((await row.getByRole('button', { name: 'Absent' }).count()) === 0, 'the P/A/L buttons hide once marked');
      await row.getByRole('button', { name: 'Edit the mark' }).click();
      await row.getByRole('button', { name: 'Absent' }).click();
      await waitFor(async () => (await row.getByTestId('mark-status').textContent()) === 'Absent', 'the corrected mark to show Absent');
      await checkA11y(page, 'student profile attendance (1440)');
      await screenshot(page, 'student-attendance-profile-1440');
      await actx.close();

      const credit = await api(base, 'GET', `student/credit/${studentId}`, student);
      assert(credit.heldCredit === creditBefore + 1, `the absence counts as held (${creditBefore} → ${credit.heldCredit})`);

      const sctx = await newContext(phone);
      const s = await sctx.newPage();
      await signIn(s, base, 'student@demo.school', PASSWORD, '/panel/student/dashboard');
      await s.goto(`${base}/panel/student/attendance`);
      const cell = s.locator(`[data-day="${today()}"]`);
      await waitFor(async () => (await cell.getAttribute('data-status')) === 'absent', "today's cell to be Absent");
      await cell.getByRole('button').click();
      await s.getByRole('tooltip').getByText('Absent').first().waitFor();
      await s.getByTestId('credit-score').waitFor();
      assert(await noSideScroll(s), 'the calendar fits 390 px');
      await checkA11y(s, 'student attendance calendar (390)');
      await screenshot(s, 'student-attendance-calendar-390');

      await s.goto(`${base}/panel/student/attendance/dashboard`);
      await s.getByRole('heading', { name: 'Attendance Dashboard' }).waitFor();
      await s.getByTestId('profile-stat').getByText('Total classes').waitFor();
      await s.getByRole('figure', { name: 'Monthly Attendance Report: bar chart' }).waitFor();
      assert(await noSideScroll(s), 'the attendance dashboard fits 390 px');
      await checkA11y(s, 'student attendance dashboard (390)');
      await screenshot(s, 'student-attendance-dashboard-390');
      await sctx.close();
    },
  },
];
