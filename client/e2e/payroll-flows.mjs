// Staff pay: the salary overview on a teacher's detail page, the add drawer, the payment history drawer, a reversal
// with its reason and the History drawer (spread into flows.mjs).
import { readFile } from 'node:fs/promises';
import { assert, checkA11y, screenshot, signIn, statValue, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const wide = { viewport: { width: 1440, height: 900 }, acceptDownloads: true };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, acceptDownloads: true };
const noSideScroll = (page) => page.evaluate((w) => document.documentElement.scrollWidth <= w, page.viewportSize().width);
const PAYSLIP_FILE = /^payslip-PAY-\d{8}-[0-9A-F]{8}\.pdf$/;

/** Clicks `button` and returns the download it starts, after checking it is a PDF named by its payslip number. */
async function downloadsPdf(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const name = download.suggestedFilename();
  assert(PAYSLIP_FILE.test(name), `the payslip's file name (got ${name})`);
  const bytes = await readFile(await download.path());
  assert(bytes.subarray(0, 5).toString() === '%PDF-', `the payslip is a PDF (starts ${JSON.stringify(bytes.subarray(0, 8).toString())})`);
  assert(bytes.length > 1500, `the payslip has content (${bytes.length} bytes)`);
  return name;
}

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
  {
    name: 'Payslips: a teacher opens My pay, sees the payment history and downloads a PDF payslip; the admin offers it per payment; 390 px fits',
    async run({ newContext, base }) {
      const ctx = await newContext(wide);
      const page = await ctx.newPage();
      await signIn(page, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
      await page.getByRole('navigation').getByRole('link', { name: 'My pay' }).first().click();
      await page.waitForURL('**/panel/teacher/pay');
      await page.getByRole('heading', { name: 'My pay' }).waitFor();
      const table = page.getByRole('table', { name: 'My payments' });
      const rows = table.getByRole('row');
      // The demo paid the teacher several months of salary (and one was reversed and paid again).
      await waitFor(async () => (await rows.count()) >= 6, 'several payments in My pay');
      const text = await table.textContent();
      for (const s of ['Salary', 'Online', 'Successful', 'Reversed']) assert(text.includes(s), `My pay shows ${s}`);
      assert(rupees(await statValue(page, 'Paid this year')) > 0, 'the year total is shown');
      await checkA11y(page, 'my pay');
      await screenshot(page, 'my-pay-1440');
      const first = rows.nth(1);
      const name = await downloadsPdf(page, first.getByRole('button', { name: /^Download payslip / }));
      assert(
        name.includes((await first.textContent()).match(/PAY-\d{8}-[0-9A-F]{8}/)?.[0] ?? '?'),
        "the file carries the row's payslip number",
      );
      // A reversed payment's payslip downloads too (it says REVERSED).
      const reversed = rows.filter({ hasText: 'Reversed' }).first();
      await downloadsPdf(page, reversed.getByRole('button', { name: /^Download payslip / }));
      await ctx.close();

      // On a phone: the same page fits 390 px and still downloads.
      const small = await newContext(phone);
      const p = await small.newPage();
      await signIn(p, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
      await p.goto(`${base}/panel/teacher/pay`);
      const phoneRows = p.getByRole('table', { name: 'My payments' }).getByRole('row');
      await phoneRows.nth(1).waitFor();
      await checkA11y(p, 'my pay at 390 px');
      await screenshot(p, 'my-pay-390');
      assert(await noSideScroll(p), 'My pay does not scroll sideways at 390 px');
      await downloadsPdf(p, phoneRows.nth(1).getByRole('button', { name: /^Download payslip / }));
      await small.close();

      // The admin's salary section of the teacher offers the payslip of each payment.
      const adminCtx = await newContext(wide);
      const admin = await adminCtx.newPage();
      await signIn(admin, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await admin.goto(`${base}/panel/admin/staff?type=teaching`);
      await admin.getByRole('link', { name: 'Kavita Sharma' }).click();
      await admin.waitForURL('**/panel/admin/staff/*');
      const salary = admin.getByRole('region', { name: 'Salary' }).getByRole('table', { name: 'Salary transactions' });
      await salary.getByRole('row').nth(1).waitFor();
      await downloadsPdf(
        admin,
        salary
          .getByRole('row')
          .nth(1)
          .getByRole('button', { name: /^Download payslip / }),
      );
      await screenshot(admin, 'staff-salary-payslips-1440');
      await adminCtx.close();
    },
  },
];
