// Leave applications (issue 11 part 4): a teacher applies for leave from My leave and sees it pending with the days
// left; the admin opens Leave applications and approves it; the teacher sees it approved and the notification.
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const TEACHER = 'Kavita Sharma';
const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const plus = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shown = (day) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
const noSideScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

export const leaveApplicationFlows = [
  {
    name: 'Leave applications: a teacher applies for leave and sees it pending with the days left; the admin approves it; the teacher sees Approved and the notification (1440 and 390 px)',
    timeoutMs: 180_000,
    async run({ newContext, base }) {
      const day = plus(kolkata.format(new Date()), 30);
      const tctx = await newContext(desktop);
      const teacher = await tctx.newPage();
      await signIn(teacher, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
      await teacher.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My leave' }).click();
      await teacher.waitForURL('**/panel/teacher/leave');
      await teacher.getByRole('heading', { name: 'My Leave' }).waitFor();
      const casual = teacher.getByTestId('leave-balance').filter({ hasText: 'Casual leave' });
      await casual.filter({ hasText: 'left' }).waitFor();
      const before = await casual.textContent();

      await teacher.getByRole('button', { name: 'Apply for Leave' }).click();
      const dialog = teacher.getByRole('dialog', { name: 'Apply for Leave' });
      assert((await dialog.getByRole('combobox', { name: 'Employee name' }).count()) === 0, 'an application names no employee');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.getByText('Leave Code is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Leave code').selectOption('CASUAL_LEAVE');
      await dialog.getByText('Full day', { exact: true }).click();
      await dialog.getByLabel('Leave date').fill(day);
      await dialog.getByLabel('Reason').fill("Parent-teacher meeting at my son's school");
      await checkA11y(teacher, 'apply for leave dialog');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });
      await teacher.getByRole('status').filter({ hasText: 'Leave application sent' }).waitFor();
      const mine = teacher
        .getByRole('table', { name: 'My leave and applications' })
        .getByRole('row')
        .filter({ hasText: shown(day) });
      await mine.filter({ hasText: 'Pending approval' }).waitFor();
      await waitFor(async () => (await casual.textContent()) !== before, 'the casual leave balance to count the pending day');
      const after = await casual.textContent();
      assert(/left/.test(after) && /pending/.test(after), `the balance shows what is left and pending (got ${after})`);
      await checkA11y(teacher, 'my leave');
      await screenshot(teacher, 'my-leave-pending-1440');

      // The admin: Leave applications, the pending count, approve it (a reject needs its reason).
      const actx = await newContext(desktop);
      const admin = await actx.newPage();
      await signIn(admin, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leave applications' }).click();
      await admin.waitForURL('**/panel/admin/staff/leave-applications');
      await admin.getByRole('heading', { name: 'Leave Applications' }).waitFor();
      await admin.getByTestId('pending-count').waitFor();
      const pendingBefore = Number((await admin.getByTestId('pending-count').textContent()).replace(/\D/g, ''));
      const row = admin
        .getByRole('table', { name: 'Leave applications' })
        .getByRole('row')
        .filter({ hasText: TEACHER })
        .filter({ hasText: shown(day) });
      await row.waitFor();
      await row.getByRole('button', { name: `Reject the leave of ${TEACHER}` }).click();
      const reject = admin.getByRole('dialog', { name: 'Reject Leave' });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.getByText('Reason is required.', { exact: true }).waitFor();
      await reject.getByRole('button', { name: 'Cancel' }).click();
      await reject.waitFor({ state: 'detached' });
      await checkA11y(admin, 'leave applications');
      await screenshot(admin, 'leave-applications-1440');
      await row.getByRole('button', { name: `Approve the leave of ${TEACHER}` }).click();
      const approve = admin.getByRole('dialog', { name: 'Approve Leave' });
      await approve.getByLabel('Note for the applicant (optional)').fill('Approved. Enjoy the meeting.');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await approve.waitFor({ state: 'detached' });
      // Approved: it leaves the Pending tab.
      await row.waitFor({ state: 'detached' });
      await waitFor(async () => {
        const badge = admin.getByTestId('pending-count');
        const n = (await badge.count()) ? Number((await badge.textContent()).replace(/\D/g, '')) : 0;
        return n === pendingBefore - 1;
      }, 'the pending count to drop by one');

      // The teacher, without reloading: Approved (upcoming), and the notification.
      await mine.filter({ hasText: 'Upcoming' }).waitFor();
      assert((await mine.textContent()).includes('Approved. Enjoy the meeting.'), 'the approver’s note shows on the row');
      await teacher.getByTestId('notification-bell').click();
      const note = teacher.getByTestId('notification-list').getByRole('button').filter({ hasText: 'Leave approved' });
      await note.first().waitFor();
      assert((await note.first().textContent()).includes(shown(day)), 'the notification names the day');
      await screenshot(teacher, 'my-leave-approved-notification-1440');
      await tctx.close();
      await actx.close();

      // 390 px: both pages fit a phone.
      const tphone = await newContext(phone);
      const tp = await tphone.newPage();
      await signIn(tp, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
      await tp.goto(`${base}/panel/teacher/leave`);
      await tp.getByTestId('leave-balance').first().filter({ hasText: 'left' }).waitFor();
      await tp
        .getByRole('row')
        .filter({ hasText: shown(day) })
        .waitFor();
      assert(await noSideScroll(tp), 'My leave does not scroll sideways at 390 px');
      await checkA11y(tp, 'my leave at 390 px');
      await screenshot(tp, 'my-leave-390');
      await tphone.close();
      const aphone = await newContext(phone);
      const ap = await aphone.newPage();
      await signIn(ap, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await ap.goto(`${base}/panel/admin/staff/leave-applications`);
      await ap.getByRole('table', { name: 'Leave applications' }).getByRole('row').nth(1).waitFor();
      assert(await noSideScroll(ap), 'Leave applications does not scroll sideways at 390 px');
      await screenshot(ap, 'leave-applications-390');
      await aphone.close();
    },
  },
];
