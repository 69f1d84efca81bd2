// Staff pay: the salary overview on a teacher's detail page, the add drawer, the payment history drawer, a reversal
// with its reason and the History drawer (spread into flows.mjs).
import { assert, checkA11y, screenshot, statValue, waitFor } from './support.mjs';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const rupees = (text) => Number(text.replace(/[^\d.]/g, ''));

export const payrollFlows = [
  {
    name: 'Payroll: admin pays a teacher a salary, Total Salary Paid This Year rises, reverses it with a reason, History shows both',
    async run({ state, base }) {
      const page = state.admin;
      await page.goto(`${base}/panel/admin/staff?type=teaching`);
      await page.getByRole('link', { name: 'Kavita Sharma' }).click();
      await page.waitForURL('**/panel/admin/staff/*');
      const section = page.getByRole('region', { name: 'Salary' });
      await section.getByRole('table', { name: 'Salary transactions' }).getByRole('row').nth(1).waitFor();
      // The demo paid the three months before this one.
      const before = rupees(await statValue(page, 'Total Salary Paid This Year'));
      await checkA11y(page, 'staff detail with salary');

      // The add drawer: the spec's messages (001 §5), then a salary for this month.
      await section.getByRole('button', { name: 'Pay', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Add Payment' });
      await drawer.getByLabel('Payment type').selectOption('');
      await drawer.getByLabel('Payment month').fill('');
      await drawer.getByRole('button', { name: 'Add Payment' }).click();
      for (const m of [
        'Payment type is required.',
        'Payment method is required.',
        'Payment amount is required.',
        'Payment date is required.',
      ]) {
        await drawer.getByText(m, { exact: true }).waitFor();
      }
      await checkA11y(page, 'add staff payment drawer');
      const now = new Date();
      const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
      const monthName = `${MONTHS[now.getMonth()]} ${now.getFullYear()}`;
      await drawer.getByLabel('Payment type').selectOption('SALARY');
      await drawer.getByLabel('Payment method').selectOption('ONLINE');
      await drawer.getByLabel('Payment month').fill(month);
      await drawer.getByLabel('Amount (₹)').fill('45250.50');
      await screenshot(page, 'staff-add-payment-1280');
      await drawer.getByRole('button', { name: 'Add Payment' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Payment added successfully' }).waitFor();
      await waitFor(
        async () => rupees(await statValue(page, 'Total Salary Paid This Year')) === before + 45250.5,
        'Total Salary Paid This Year to rise by ₹45,250.50',
      );
      const row = section.getByRole('row').filter({ hasText: monthName }).filter({ hasText: '45,250.50' });
      await row.waitFor();
      await screenshot(page, 'staff-salary-1280');

      // A second salary for the same month is refused by the server, the drawer stays open with its message.
      await section.getByRole('button', { name: 'Pay', exact: true }).click();
      await drawer.getByLabel('Payment method').selectOption('CASH');
      await drawer.getByLabel('Amount (₹)').fill('100');
      await drawer.getByRole('button', { name: 'Add Payment' }).click();
      await drawer.getByRole('alert').filter({ hasText: 'Salary for this month is already paid.' }).first().waitFor();
      await drawer.getByRole('button', { name: 'Cancel' }).click();
      await drawer.waitFor({ state: 'detached' });

      // The payment history drawer (15 per page) lists it first.
      await section.getByRole('button', { name: 'Payment History' }).click();
      const history = page.getByRole('dialog', { name: 'Payment History' });
      const first = history.getByRole('list', { name: 'Payments' }).getByRole('listitem').first();
      await waitFor(
        async () => (await first.textContent()).includes(`Salary · ${monthName}`),
        'the new salary first in the payment history drawer',
      );
      assert((await first.textContent()).includes('Successful'), 'the new salary shows as Successful');
      await checkA11y(page, 'payment history drawer');
      await screenshot(page, 'staff-payment-history-1280');
      await history.getByRole('button', { name: 'Close' }).click();
      await history.waitFor({ state: 'detached' });

      // Reverse, with a required reason.
      await row.getByRole('button', { name: `Reverse Salary for ${monthName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Reverse Payment' });
      await dialog.getByRole('button', { name: 'Reverse' }).click();
      await dialog.getByText('Reason is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Reason').fill('Paid to the wrong bank account');
      await dialog.getByRole('button', { name: 'Reverse' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Payment reversed successfully' }).waitFor();
      await waitFor(
        async () => rupees(await statValue(page, 'Total Salary Paid This Year')) === before,
        'the total to drop back after the reversal',
      );
      const reversed = section.getByRole('row').filter({ hasText: 'Paid to the wrong bank account' });
      await reversed.getByText('Reversed', { exact: true }).waitFor();
      assert((await reversed.getByRole('button', { name: /^Reverse / }).count()) === 0, 'a reversed payment offers no second reversal');

      // The payment history drawer shows it reversed; the History drawer shows both events, the reason with the reversal.
      await section.getByRole('button', { name: 'Payment History' }).click();
      await waitFor(async () => (await first.textContent()).includes('Reversed'), 'the payment history drawer to show the reversal');
      await history.getByRole('button', { name: 'Close' }).click();
      await history.waitFor({ state: 'detached' });
      await reversed.getByRole('button', { name: `History of Salary for ${monthName}` }).click();
      const audit = page.getByRole('dialog', { name: `History: Salary for ${monthName}` });
      const entries = audit.getByRole('list', { name: 'History' }).getByRole('listitem');
      await waitFor(async () => (await entries.count()) === 2, 'two history entries');
      assert((await entries.nth(0).textContent()).includes(`Salary for ${monthName} paid`), 'the first entry is the payment');
      const second = await entries.nth(1).textContent();
      assert(
        second.includes('Payment reversed') && second.includes('Paid to the wrong bank account') && second.includes('Rajesh Kumar'),
        `the second entry is the reversal with its reason and who (got ${second})`,
      );
      await checkA11y(page, 'payment audit history');
      await screenshot(page, 'staff-payment-audit-1280');
      await audit.getByRole('button', { name: 'Close' }).click();
      await audit.waitFor({ state: 'detached' });
    },
  },
];
