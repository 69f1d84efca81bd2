// Finance entries: add, validate, delete (spread into flows.mjs).
import { assert, checkA11y, screenshot, waitFor } from './support.mjs';

const stamp = Date.now().toString(36).slice(-5);

export const financeFlows = [
  {
    name: 'Finance: Add Finance validates, a CREDIT entry shows with its plus sign, and can be deleted',
    async run({ state }) {
      const page = state.admin;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance' }).click();
      await page.waitForURL('**/panel/admin/payment/finance');
      await page.getByTestId('finance-amount').first().waitFor();
      await checkA11y(page, 'finance');
      await page.getByRole('button', { name: 'Add Finance' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Finance' });
      await dialog.getByRole('button', { name: 'Add Finance' }).click();
      for (const m of ['Finance name is required.', 'Finance type is required.', 'Amount is required.'])
        await dialog.getByText(m, { exact: true }).waitFor();
      await checkA11y(page, 'add finance dialog');
      const title = `Alumni donation ${stamp}`;
      await dialog.getByLabel('Finance name').fill(title);
      await dialog.getByText('Money received').click();
      assert(await dialog.getByRole('radio', { name: /^Credit/ }).isChecked(), 'Credit is chosen');
      await dialog.getByLabel('Amount (₹)').fill('125000');
      await screenshot(page, 'add-finance-1280');
      await dialog.getByRole('button', { name: 'Add Finance' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Finance entry added successfully' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: title });
      const amount = (await row.getByTestId('finance-amount').textContent()).trim();
      assert(amount === '+₹1,25,000.00', `CREDIT amount shows as +₹1,25,000.00 (got ${amount})`);
      await screenshot(page, 'finance-1280');
      await page.getByLabel('Search finance entries').fill('alumni donation');
      await waitFor(async () => (await page.getByTestId('finance-amount').count()) === 1, 'the search to narrow the list to the new entry');
      await row.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
      await row.waitFor({ state: 'detached' });
      await page.getByText('No data found').waitFor();
    },
  },
];
