// Staff leave: Add Leave for a teacher (several days), the list, Leave More Information, the edit drawer (to a full day),
// the History drawer, and the staff dashboard's "on leave" figure (spread into flows.mjs).
import { assert, checkA11y, screenshot, statValue, waitFor } from './support.mjs';

const TEACHER = 'Sunita Bhatt';
const ON_LEAVE = 'On Leave (absent today)';
const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const plus = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shown = (day) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;

export const leaveFlows = [
  {
    name: 'Leave: admin adds a multiple-day leave for a teacher, sees it listed, opens Leave More Information, edits it to a full day, History shows both, the staff dashboard counts them on leave',
    async run({ state, base }) {
      const page = state.admin;
      const today = kolkata.format(new Date());
      await page.goto(`${base}/panel/admin/staff/dashboard`);
      const before = Number(await statValue(page, ON_LEAVE));
      // The demo has people on leave today.
      assert(before >= 1, `the demo counts people on leave today (got ${before})`);

      await page.goto(`${base}/panel/admin/staff/leave-management`);
      await page.getByRole('heading', { name: 'Leave Management' }).waitFor();
      const table = page.getByRole('table', { name: 'Staff leaves' });
      await table.getByRole('row').nth(1).waitFor();
      await checkA11y(page, 'leave management');
      await screenshot(page, 'leave-management-1280');

      // Add Leave: the spec's messages (000 §5); the type defaults to a half day.
      await page.getByRole('button', { name: 'Add Leave' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Leave' });
      assert(await dialog.getByRole('radio', { name: 'Half day' }).isChecked(), 'the leave type defaults to Half day');
      await dialog.getByRole('button', { name: 'Add Leave' }).click();
      for (const m of [
        'Employee name is required.',
        'Leave Code is required.',
        'Leave date is required.',
        'Please choose first or second half.',
        'Reason is required.',
      ]) {
        await dialog.getByText(m, { exact: true }).waitFor();
      }
      assert((await dialog.getByLabel('Leave date').getAttribute('min')) === today, 'the leave date picker starts today');
      await checkA11y(page, 'add leave dialog');
      await dialog.getByRole('combobox', { name: 'Employee name' }).fill('Sunita');
      await page.getByRole('option', { name: new RegExp(TEACHER) }).click();
      await dialog.getByLabel('Leave code').selectOption('CASUAL_LEAVE');
      await dialog.getByText('Multiple days', { exact: true }).click();
      await dialog.getByLabel('Start date').fill(today);
      await dialog.getByLabel('End date').fill(today);
      await dialog.getByLabel('Reason').fill('Family function in Nashik');
      await dialog.getByRole('button', { name: 'Add Leave' }).click();
      await dialog.getByText('End date must be after the start date.', { exact: true }).waitFor();
      await dialog.getByLabel('End date').fill(plus(today, 2));
      await screenshot(page, 'leave-add-1280');
      await dialog.getByRole('button', { name: 'Add Leave' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Leave added successfully' }).waitFor();

      const row = table
        .getByRole('row')
        .filter({ hasText: TEACHER })
        .filter({ hasText: `${shown(today)} – ${shown(plus(today, 2))}` });
      await row.waitFor();
      const text = await row.textContent();
      assert(
        text.includes('Casual leave') && text.includes('3 days') && text.includes('On leave now'),
        `the row shows code, days and status (got ${text})`,
      );

      // The staff dashboard counts her on leave today.
      await page.goto(`${base}/panel/admin/staff/dashboard`);
      await waitFor(async () => Number(await statValue(page, ON_LEAVE)) === before + 1, `"${ON_LEAVE}" to rise to ${before + 1}`);
      await screenshot(page, 'leave-staff-dashboard-1280');
      await page.goto(`${base}/panel/admin/staff/leave-management`);

      // Leave More Information: read-only.
      await row.getByRole('button', { name: `More information on the leave of ${TEACHER}` }).click();
      const info = page.getByRole('dialog', { name: 'Leave More Information' });
      await info.getByText('Family function in Nashik').waitFor();
      const infoText = await info.textContent();
      assert(
        infoText.includes('Multiple days') && infoText.includes(shown(plus(today, 2))) && infoText.includes('Expected joining date'),
        `Leave More Information shows the leave (got ${infoText})`,
      );
      assert((await info.getByRole('textbox').count()) === 0, 'Leave More Information is read-only');
      await checkA11y(page, 'leave more information');
      await screenshot(page, 'leave-more-information-1280');
      await info.getByRole('button', { name: 'Close' }).last().click();
      await info.waitFor({ state: 'detached' });

      // The edit drawer: a full day today instead.
      await row.getByRole('button', { name: `Edit the leave of ${TEACHER}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit Leave' });
      assert(await drawer.getByRole('radio', { name: 'Multiple days' }).isChecked(), "the drawer opens on the leave's type");
      await drawer.getByText('Full day', { exact: true }).click();
      assert((await drawer.getByLabel('End date').count()) === 0, 'a full day has one date');
      await drawer.getByLabel('Reason').fill('Family function, one day only');
      await checkA11y(page, 'edit leave drawer');
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Leave updated successfully' }).waitFor();
      const edited = table.getByRole('row').filter({ hasText: TEACHER }).filter({ hasText: 'Full day' });
      await edited.waitFor();
      assert((await edited.textContent()).includes('1 day'), 'the edited row shows one day');

      // History: the leave recorded, then edited with what changed and who.
      await edited.getByRole('button', { name: `History of the leave of ${TEACHER}` }).click();
      const audit = page.getByRole('dialog', { name: `Leave history: ${TEACHER}` });
      const entries = audit.getByRole('list', { name: 'History' }).getByRole('listitem');
      await waitFor(async () => (await entries.count()) === 2, 'two history entries');
      assert((await entries.nth(0).textContent()).includes('Leave recorded'), 'the first entry is the new leave');
      const second = await entries.nth(1).textContent();
      assert(
        second.includes('Leave edited') &&
          second.includes('Full day') &&
          second.includes('Multiple days') &&
          second.includes('Rajesh Kumar'),
        `the second entry is the edit, with what changed and who (got ${second})`,
      );
      await checkA11y(page, 'leave history');
      await screenshot(page, 'leave-history-1280');
      await audit.getByRole('button', { name: 'Close' }).click();
      await audit.waitFor({ state: 'detached' });

      // Still on leave today as a full day.
      await page.goto(`${base}/panel/admin/staff/dashboard`);
      await waitFor(async () => Number(await statValue(page, ON_LEAVE)) === before + 1, `"${ON_LEAVE}" to stay at ${before + 1}`);
    },
  },
];
