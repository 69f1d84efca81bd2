// Fee defaulters and reminders (issue 11, part 2): the admin opens Defaulters, filters, selects the demo student and sends
// a reminder; the row then says "Reminded today" and a second one is not offered; the History drawer shows it; the parent
// signs in and finds the reminder among the notifications. At 1280 px and 390 px.
import { assert, checkA11y, currentPassword, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const STUDENT_NAME = 'Arjun Mehta';
const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** The parent's password: the forgot-password flow (earlier) may have changed it. */
async function parentPassword(base) {
  return currentPassword(base, 'parent@demo.school', [PASSWORD, 'parent-new-1']);
}

export const feeDefaulterFlows = [
  {
    name: 'Fee defaulters: admin filters the list, sends the demo student a reminder (row says Reminded today), History shows it; the parent sees the notification',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Defaulters' }).click();
      await page.waitForURL('**/panel/admin/payment/defaulters');
      await page.getByRole('heading', { name: 'Fee defaulters' }).waitFor();
      const table = page.getByRole('table', { name: 'Fee defaulters' });
      const row = table.getByRole('row').filter({ hasText: STUDENT_NAME });
      // The demo seed reminded some defaulters already (by hand and automatically).
      await waitFor(async () => (await table.getByText(/by hand|automatic/).count()) > 0, 'an earlier reminder on a row');
      await page.getByRole('button', { name: /^Automatic reminders: 30 days after due$/ }).waitFor();
      // Filters: at least 90 days overdue, then back; a search that finds nobody.
      await page.getByLabel('Days overdue').selectOption('90');
      await page.waitForURL('**minDays=90**');
      await page.getByLabel('Days overdue').selectOption('0');
      await page.getByRole('searchbox', { name: 'Search students' }).fill('no such student at all');
      await page.getByText('No defaulters', { exact: true }).waitFor();
      await page.getByRole('searchbox', { name: 'Search students' }).fill('');
      await table.getByRole('checkbox').first().waitFor();
      await checkA11y(page, 'defaulters list');
      await screenshot(page, 'fee-defaulters-1440');
      // The demo student owes less long than most: found by the search.
      await page.getByRole('searchbox', { name: 'Search students' }).fill('Arjun');
      await row.waitFor();

      // The demo student was reminded three days ago, not today (the hourly automatic job may have reached them on a day
      // a fee turns 30 days overdue: then another defaulter is chosen).
      let name = STUDENT_NAME;
      let target = row;
      if (!(await row.getByRole('checkbox', { name: `Select ${STUDENT_NAME}` }).isEnabled())) {
        await page.getByRole('searchbox', { name: 'Search students' }).fill('');
        await waitFor(async () => (await table.getByRole('row').count()) > 2, 'the whole list');
        const free = table
          .getByRole('checkbox', { name: /^Select / })
          .and(page.locator(':enabled'))
          .first();
        name = (await free.getAttribute('aria-label')).replace(/^Select /, '');
        target = table.getByRole('row').filter({ hasText: name });
      }
      const box = target.getByRole('checkbox', { name: `Select ${name}` });
      await box.check();
      await page.getByRole('button', { name: 'Send reminder (1)' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Send fee reminders?' });
      await confirm.getByText(/1 student and their parents get a notification and an e-mail/).waitFor();
      await checkA11y(page, 'send reminder confirmation');
      await confirm.getByRole('button', { name: 'Send reminder' }).click();
      await page.getByText('Reminder sent', { exact: true }).first().waitFor();
      await target.getByText('Reminded today', { exact: true }).waitFor();
      assert(await box.isDisabled(), 'a student reminded today cannot be selected again');
      await screenshot(page, 'fee-defaulters-reminded-1440');

      await target.getByRole('button', { name: `Reminder history of ${name}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Reminder history' });
      await drawer
        .getByText(/^Sent by Rajesh Kumar · to \d+ (person|people) in the app/)
        .first()
        .waitFor();
      await checkA11y(page, 'reminder history drawer');
      await screenshot(page, 'fee-defaulters-history-1440');
      await drawer.getByRole('button', { name: 'Close' }).click();

      // The export drawer says how many rows it will give.
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const exp = page.getByRole('dialog', { name: 'Export defaulters' });
      await exp.getByText(/^\d+ rows?\.$/).waitFor();
      await exp.getByRole('button', { name: 'Cancel' }).click();

      // The parent: the reminder is in the notifications.
      const pctx = await newContext(phone);
      const parent = await pctx.newPage();
      await signIn(parent, base, 'parent@demo.school', await parentPassword(base), '/panel/student/dashboard');
      await parent.getByTestId('notification-bell').click();
      const item = parent.getByTestId('notification-list').getByRole('button').filter({ hasText: `Fee reminder:` }).first();
      await item.waitFor();
      assert((await item.textContent()).includes(STUDENT_NAME), 'the notification names the child');
      await screenshot(parent, 'fee-defaulters-parent-notification-390');

      // The list on a phone.
      const mctx = await newContext(phone);
      const m = await mctx.newPage();
      await signIn(m, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await m.goto(`${base}/panel/admin/payment/defaulters?searchTitle=${encodeURIComponent(name)}`);
      await m
        .getByRole('table', { name: 'Fee defaulters' })
        .getByRole('row')
        .filter({ hasText: STUDENT_NAME })
        .getByText('Reminded today')
        .waitFor();
      await checkA11y(m, 'defaulters list on a phone');
      await screenshot(m, 'fee-defaulters-390');
    },
  },
];
