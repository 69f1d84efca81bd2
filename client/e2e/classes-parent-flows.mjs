// Issue 12 "Done when", the family's side of a register mark: with the parent's panel open, the demo teacher marks the
// demo student absent in a class of their batch; the parent's bell rings without a reload, the child's month calendar
// counts the absence, and the credit falls.
import { assert, currentPassword, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const wide = { viewport: { width: 1440, height: 900 } };

async function api(base, token, method, path, body) {
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}
const login = async (base, email, password = PASSWORD) => (await api(base, '', 'POST', 'auth/login', { email, password })).data;

export const classesParentFlows = [
  {
    name: "Classes: the teacher marks the demo student absent; the parent's bell rings without reload, the child's calendar counts the absence and the credit falls",
    async run({ newContext, base }) {
      const parentPassword = await currentPassword(base, 'parent@demo.school', [PASSWORD, 'parent-new-1']);
      const [student, teacher, admin] = [
        await login(base, 'student@demo.school'),
        await login(base, 'teacher@demo.school'),
        await login(base, 'admin@demo.school'),
      ];
      const mine = (await api(base, student.accessToken, 'GET', 'student/batch')).data;
      assert(mine.batch, 'the demo student has a batch');
      const subject = (await api(base, admin.accessToken, 'GET', 'subject?perPage=1&pageNo=1')).data[0];
      const now = Date.now();
      // A class of the child's batch that started a few minutes ago, taught by the demo teacher.
      const c = (
        await api(base, admin.accessToken, 'POST', 'class/create', {
          batch: mine.batch._id,
          subject: subject._id,
          teacher: teacher.user._id,
          startTime: new Date(now - 5 * 60_000).toISOString(),
          endTime: new Date(now + 40 * 60_000).toISOString(),
          classRoom: 'E2E family',
          type: 'OFFLINE',
          credit: 1,
        })
      ).data;
      const creditBefore = (await api(base, student.accessToken, 'GET', `student/credit/${student.user._id}`)).data.creditScore;

      // The parent watches the child's attendance calendar.
      const pctx = await newContext(wide);
      const parent = await pctx.newPage();
      await signIn(parent, base, 'parent@demo.school', parentPassword, '/panel/student/dashboard');
      await parent.goto(`${base}/panel/student/attendance?child=${encodeURIComponent(student.user._id)}`);
      const stats = parent.getByRole('region', { name: 'Month statistics' });
      await stats.waitFor();
      const absent = async () => {
        const text = await stats.innerText();
        const m = /Absent\s*(\d+)/.exec(text);
        return m ? Number(m[1]) : Number.NaN;
      };
      await waitFor(async () => !Number.isNaN(await absent()), 'the month statistics to load', 15_000);
      const absentBefore = await absent();
      const bell = parent.getByTestId('notification-bell');
      await waitFor(async () => (await bell.getAttribute('data-count')) !== '', 'the bell count to load', 15_000);
      // The alert names each class missed with its time in the institute ("10:01–10:46"): this class's start.
      const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const startLabel = `${hhmm.format(new Date(c.startTime))}–`;

      // The teacher takes the register: all present, then the child absent.
      const tctx = await newContext(wide);
      const t = await tctx.newPage();
      await signIn(t, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
      await t.goto(`${base}/panel/teacher/class/${c._id}`);
      await t.getByRole('button', { name: 'Mark All Present' }).click();
      await waitFor(async () => {
        const marks = await t.getByTestId('class-mark').allInnerTexts();
        return marks.length > 0 && marks.every((m) => m === 'Present');
      }, 'every student marked Present');
      await t.getByLabel('Search students').fill(student.user.displayName);
      const row = t.getByTestId('register-student').filter({ hasText: student.user.displayName }).first();
      await waitFor(async () => (await t.getByTestId('register-student').count()) === 1, 'the search to find the child');
      await row.getByRole('button', { name: `Edit ${student.user.displayName}'s mark` }).click();
      await row.getByRole('button', { name: `Mark ${student.user.displayName} absent` }).click();
      await waitFor(async () => (await row.getByTestId('class-mark').innerText()) === 'Absent', 'the child marked Absent');

      // Without a reload, the parent's page moves: the bell rings with the day's alert naming this class (the day's one
      // notification per child is updated when a later class is missed, so the alert is looked for, not a new count),
      // and the month counts one more absence.
      await waitFor(async () => Number((await bell.getAttribute('data-count')) || 0) > 0, "the parent's bell to ring", 30_000);
      await waitFor(async () => (await absent()) === absentBefore + 1, 'the calendar to count the absence', 15_000);
      await bell.click();
      const alert = parent
        .getByTestId('notification-list')
        .getByRole('button')
        .filter({ hasText: student.user.displayName })
        .filter({ hasText: startLabel });
      await alert.first().waitFor({ timeout: 30_000 });
      await screenshot(parent, 'classes-parent-bell-1440');
      const creditAfter = (await api(base, student.accessToken, 'GET', `student/credit/${student.user._id}`)).data.creditScore;
      assert(creditAfter < creditBefore, `the credit falls (${creditBefore} → ${creditAfter})`);
      await pctx.close();
      await tctx.close();
    },
  },
];
