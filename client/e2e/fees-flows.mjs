// Student fees and payments (issue #5): Set Student Fees, the fee detail, the Pay Fees drawer (cash), a student's
// online payment through the sandbox checkout arriving live on the admin's screen, a reversal with its history,
// and the balance as of a day.
import { assert, checkA11y, currentPassword, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const STUDENT = 'student@demo.school';
const STUDENT_NAME = 'Arjun Mehta';
const FEE = 'Library fee';
const BATCH = 'Bachelor of Technology · Computer Science';
const desktop = { viewport: { width: 1280, height: 900 } };
const wide = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/**
 * Last month and next month, as YYYY-MM in the browser's calendar: with the fee due on the 1st, the first two periods
 * have fallen due (they count in today's balance) and the third is upcoming.
 */
const months = (page) =>
  page.evaluate(() => {
    const t = new Date();
    const p = (n) => String(n).padStart(2, '0');
    const [before, after] = [new Date(t.getFullYear(), t.getMonth() - 1, 1), new Date(t.getFullYear(), t.getMonth() + 1, 1)];
    return [`${before.getFullYear()}-${p(before.getMonth() + 1)}`, `${after.getFullYear()}-${p(after.getMonth() + 1)}`];
  });

const rupees = (text) => Number(String(text).replace(/[^\d.-]/g, ''));

/** The option of a <select> whose text starts with `prefix`. */
async function selectStartingWith(select, prefix) {
  const value = await select.evaluate((el, p) => [...el.options].find((o) => o.text.startsWith(p))?.value ?? '', prefix);
  assert(value, `an option starting with "${prefix}"`);
  await select.selectOption(value);
}

/** Last month as the demo's tuition names it ('Oct 2026'), in the institute's calendar. */
const lastMonthText = (page) =>
  page.evaluate(() => {
    const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .split('-')
      .map(Number);
    const at = new Date(Date.UTC(y, m - 2, 1));
    return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  });

/** The parent's password: the forgot-password flow (if it ran) gave them a new one. */
async function parentPassword(base) {
  return currentPassword(base, 'parent@demo.school', [PASSWORD, 'parent-new-1']);
}

async function toast(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

export const feesFlows = [
  {
    name: 'Fees: Set Student Fees (spec messages, fee fills its amount, RECURRING months) → card → detail → Pay Fees drawer in CASH',
    async run({ newContext, base, state }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      state.feesAdmin = page;
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fees' }).click();
      await page.waitForURL('**/panel/admin/fees');
      await page.getByRole('heading', { name: 'All Batches Fees List' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search fees' }).fill('no such fee at all');
      await page.getByText('No Fees Found', { exact: true }).waitFor();
      await page.getByRole('searchbox', { name: 'Search fees' }).fill('');

      await page.getByRole('button', { name: 'Set Student Fees' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set Student Fees' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Add Fee' }).click();
      for (const m of ['Fee is required.', 'Batch is required.', 'Amount is required.', 'Fee type is required.'])
        await dialog.getByText(m, { exact: true }).waitFor();
      await waitFor(
        async () =>
          (await dialog
            .getByLabel(/^Fee\W*$/)
            .locator('option')
            .count()) > 1,
        'the fee list',
      );
      await dialog.getByLabel(/^Fee\W*$/).selectOption({ label: FEE });
      // 000 §4: choosing a fee fills its amount.
      assert((await dialog.getByLabel('Amount (₹)').inputValue()) === '1500', 'choosing the fee fills its amount');
      await waitFor(async () => (await dialog.getByLabel('Batch').locator('option').count()) > 1, 'the batch list');
      await selectStartingWith(dialog.getByLabel('Batch'), BATCH);
      await dialog.getByText('Recurring', { exact: true }).click();
      const [from, to] = await months(page);
      await dialog.getByLabel('Start month').fill(to);
      await dialog.getByLabel('End month').fill(from);
      await dialog.getByRole('button', { name: 'Add Fee' }).click();
      await dialog.getByText('End date must not be before start date.', { exact: true }).waitFor();
      await dialog.getByLabel('Start month').fill(from);
      await dialog.getByLabel('End month').fill(to);
      // Due on the 1st: this month's period is already due whatever today is, so the student's payment of it (the next
      // flow) moves today's balance; a period not yet due would count only from its due date.
      await dialog.getByLabel('Due day').fill('1');
      await checkA11y(page, 'Set Student Fees dialog');
      await screenshot(page, 'fees-set-student-fees-1280');
      await dialog.getByRole('button', { name: 'Add Fee' }).click();
      await dialog.waitFor({ state: 'detached' });
      await toast(page, 'Student fee created successfully');
      const card = page.getByTestId('fee-card').filter({ hasText: FEE });
      await card.waitFor();
      assert((await card.textContent()).includes('RECURRING'), 'the card shows its fee type');
      await checkA11y(page, 'fees list');
      await screenshot(page, 'fees-list-1280');

      await card.getByRole('link', { name: /^View details of/ }).click();
      await page.waitForURL(/\/panel\/admin\/fees\/[0-9a-f-]{36}_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}$/);
      await page.getByRole('heading', { name: FEE, level: 1 }).waitFor();
      const row = page.getByTestId('fee-student-row').filter({ hasText: STUDENT_NAME });
      await row.waitFor();
      await row.getByRole('button', { name: `Show periods of ${STUDENT_NAME}` }).click();
      await waitFor(async () => (await page.getByTestId('charge-row').count()) === 3, 'three monthly periods');
      await checkA11y(page, 'fee detail');
      await screenshot(page, 'fees-detail-1280');

      // A charge's History drawer: the fee raised.
      await page
        .getByRole('button', { name: new RegExp(`^History of .* for ${STUDENT_NAME}$`) })
        .first()
        .click();
      let drawer = page.getByRole('dialog', { name: new RegExp(`${FEE}, .* · ${STUDENT_NAME}`) });
      await drawer
        .getByRole('list', { name: 'History' })
        .getByText(/^Fee Library fee raised for/)
        .waitFor();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });

      await row.getByRole('button', { name: `Pay fees of ${STUDENT_NAME}` }).click();
      drawer = page.getByRole('dialog', { name: 'Pay Fees' });
      await drawer.getByTestId('pay-overview').getByText('Registration number').waitFor();
      await waitFor(async () => (await drawer.getByLabel('Amount (₹)').inputValue()) === '1500', 'the amount defaults to the due');
      await drawer.getByRole('button', { name: 'Pay', exact: true }).click();
      await drawer.getByText('Mode of payment is required.', { exact: true }).waitFor();
      await drawer.getByLabel('Amount (₹)').fill('');
      await drawer.getByRole('button', { name: 'Pay', exact: true }).click();
      await drawer.getByText('Amount is required.', { exact: true }).waitFor();
      await drawer.getByLabel('Amount (₹)').fill('1500');
      await drawer.getByText('Cash', { exact: true }).click();
      await checkA11y(page, 'Pay Fees drawer');
      await screenshot(page, 'fees-pay-drawer-1280');
      await drawer.getByRole('button', { name: 'Pay', exact: true }).click();
      await drawer.waitFor({ state: 'detached' });
      await toast(page, 'Payment Successful');
      await waitFor(async () => rupees(await row.getByTestId('row-paid').textContent()) === 1500, 'the row shows ₹1,500 paid');

      // To the student's profile: the admin stays there for the next flow (no reload).
      await row.getByRole('link', { name: STUDENT_NAME }).click();
      await page.waitForURL(/\/panel\/admin\/student\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: 'Transaction History' }).waitFor();
      await page.getByTestId('transaction-row').filter({ hasText: FEE }).first().waitFor();
      state.feesAdminRows = await page.getByTestId('transaction-row').count();
      const masked = (
        await page.getByTestId('transaction-row').filter({ hasText: FEE }).first().locator('td').first().textContent()
      ).trim();
      assert(/^[0-9a-f-]{18}•+$/.test(masked), `the transaction id shows only its first half (got "${masked}")`);
      await page.getByTestId('balance-value').waitFor();
      state.feesBalanceBefore = rupees(await page.getByTestId('balance-value').textContent());
      await page.evaluate(() => (window.__feesNoReload = true));
      await screenshot(page, 'fees-student-profile-1280');
    },
  },
  {
    name: 'Fees: the student pays online through the sandbox checkout; the admin sees it arrive on the profile without reload',
    async run({ newContext, base, state }) {
      const admin = state.feesAdmin;
      assert(admin, 'the previous fees flow left the admin on the profile');
      // A second administrator watches the payment dashboard (001 §2) while the student pays.
      const watchCtx = await newContext(desktop);
      const watcher = await watchCtx.newPage();
      await signIn(watcher, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await watcher.goto(`${base}/panel/admin/payment/dashboard`);
      await watcher.getByRole('heading', { name: 'Payment Dashboard', level: 1 }).waitFor();
      const figure = watcher
        .getByRole('region', { name: 'Payment totals' })
        .locator('> *')
        .filter({ hasText: 'Fees Collected' })
        .getByTestId('stat-value');
      const collected = async () => rupees(await figure.textContent());
      await figure.waitFor();
      const collectedBefore = await collected();
      // The demo's sandbox payments are test payments: shown apart, never in Fees Collected.
      const testFigure = watcher.getByTestId('test-payments-net');
      const testNet = async () => rupees(await testFigure.textContent());
      await testFigure.waitFor();
      const testBefore = await testNet();
      await watcher.evaluate(() => (window.__payDashNoReload = true));
      state.payDash = { ctx: watchCtx, page: watcher, collected, collectedBefore, testNet, testBefore };
      await checkA11y(watcher, 'payment dashboard');

      const ctx = await newContext(phone);
      const page = await ctx.newPage();
      await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
      await page.goto(`${base}/panel/student/fees`);
      await page.getByRole('heading', { name: 'Fees', level: 1 }).waitFor();
      const pending = page.getByTestId('pending-fees');
      const libraryFees = pending.getByRole('listitem').filter({ hasText: FEE });
      await waitFor(async () => (await libraryFees.count()) === 2, 'two pending periods of the new fee');
      await page.getByTestId('transaction-row').first().waitFor();
      const rowsBefore = await page.getByTestId('transaction-row').count();
      await checkA11y(page, 'student fees page');
      await screenshot(page, 'fees-student-page-390');
      await pending
        .getByRole('button', { name: new RegExp(`^Pay ${FEE}`) })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: 'Pay Fees' });
      await drawer.getByText('Online', { exact: true }).waitFor();
      assert((await drawer.getByText('Cash', { exact: true }).count()) === 0, 'a student is offered online payment only');
      await waitFor(async () => (await drawer.getByLabel('Amount (₹)').inputValue()) === '1500', 'the amount defaults to the due');
      await drawer.getByRole('button', { name: 'Pay', exact: true }).click();
      const checkout = page.getByRole('dialog', { name: 'Sandbox Checkout' });
      await checkout.getByText('Test payment: no real money is charged.').waitFor();
      await checkA11y(page, 'sandbox checkout');
      await screenshot(page, 'fees-sandbox-checkout-390');
      await checkout.getByRole('button', { name: /^Pay ₹1,500\.00$/ }).click();
      await checkout.waitFor({ state: 'detached' });
      await toast(page, 'Payment Successful');
      await waitFor(async () => (await libraryFees.count()) === 1, 'one pending period of the new fee left');
      await waitFor(
        async () => (await page.getByTestId('transaction-row').count()) === Math.min(10, rowsBefore + 1),
        'the payment in the student history',
      );

      // The admin's page was not reloaded and shows the payment (push invalidation).
      await waitFor(
        async () => (await admin.getByTestId('transaction-row').count()) === Math.min(10, state.feesAdminRows + 1),
        'the online payment on the admin profile',
        15_000,
      );
      assert(await admin.evaluate(() => window.__feesNoReload === true), 'the admin page was not reloaded');
      const first = admin.getByTestId('transaction-row').first();
      assert(
        (await first.textContent()).includes('ONLINE') && (await first.textContent()).includes(FEE),
        'the newest row is the online payment',
      );
      assert((await first.getByTestId('test-payment-badge').count()) === 1, 'the sandbox payment is marked as a test payment');
      await waitFor(
        async () => rupees(await admin.getByTestId('balance-value').textContent()) === state.feesBalanceBefore - 1500,
        'the balance drops by the payment',
      );
      state.feesOnlineReceipt = (await first.getByText(/^Receipt /).textContent()).replace('Receipt ', '').trim();
      await screenshot(admin, 'fees-admin-live-1280');
      // The watching administrator's dashboard counted the test payment apart, without a reload; Fees Collected is real money only.
      const testShown = async () => (await state.payDash.testNet()) === state.payDash.testBefore + 1500;
      await waitFor(testShown, 'the test payment on the payment dashboard', 15_000);
      assert((await state.payDash.collected()) === state.payDash.collectedBefore, 'a test payment is not counted in Fees Collected');
      assert(await watcher.evaluate(() => window.__payDashNoReload === true), 'the payment dashboard was not reloaded');
      await screenshot(watcher, 'payment-dashboard-live-1280');
      await ctx.close();
    },
  },
  {
    name: 'Fees: the admin reverses the online payment with a reason; its History shows payment and reversal; the balance is restored; the fee cannot be deleted',
    async run({ state }) {
      const page = state.feesAdmin;
      assert(page && state.feesOnlineReceipt, 'the previous flows left a payment to reverse');
      const receipt = state.feesOnlineReceipt;
      await page.getByRole('button', { name: `Reverse payment ${receipt}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Reverse Payment' });
      await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
      await dialog.getByText('Reason is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Reason').fill('Paid twice by mistake');
      await checkA11y(page, 'Reverse Payment dialog');
      await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await toast(page, 'Payment reversed successfully');
      const row = page.getByTestId('transaction-row').filter({ hasText: receipt });
      await waitFor(async () => (await row.getAttribute('data-status')) === 'REVERSED', 'the payment shows REVERSED');
      await waitFor(
        async () => rupees(await page.getByTestId('balance-value').textContent()) === state.feesBalanceBefore,
        'the balance is restored',
      );
      // The dashboard nets the reversal out, still without a reload.
      await waitFor(
        async () => (await state.payDash.testNet()) === state.payDash.testBefore,
        'the reversal on the payment dashboard',
        15_000,
      );
      assert((await state.payDash.collected()) === state.payDash.collectedBefore, 'Fees Collected is unchanged');
      assert(await state.payDash.page.evaluate(() => window.__payDashNoReload === true), 'the payment dashboard was not reloaded');
      await state.payDash.ctx.close();

      await row.getByRole('button', { name: `History of payment ${receipt}` }).click();
      const drawer = page.getByRole('dialog', { name: `Payment ${receipt}` });
      const list = drawer.getByRole('list', { name: 'History' });
      await list.getByText(/^Payment received \(ONLINE\)/).waitFor();
      await list.getByText('Test payment reversed', { exact: true }).waitFor();
      await list.getByText('Paid twice by mistake').waitFor();
      await checkA11y(page, 'payment history drawer');
      await screenshot(page, 'fees-payment-history-1280');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });

      // Money was collected (the cash payment): the card's delete is refused with the server's reason.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fees' }).click();
      await page.waitForURL('**/panel/admin/fees');
      const card = page.getByTestId('fee-card').filter({ hasText: FEE });
      await card.getByRole('button', { name: /^Delete / }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
      await confirm.getByText(/^Fees already collected from 1 students cannot be deleted/).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await card.waitFor();
    },
  },
  {
    name: "Fees: one truth — the parent's Fees page figures add up, and last month's fee reads Overdue there and on the admin's fee detail",
    async run({ newContext, base }) {
      const password = await parentPassword(base);
      let lastMonth = '';
      for (const [opts, suffix] of [
        [phone, '390'],
        [wide, '1440'],
      ]) {
        const ctx = await newContext(opts);
        const page = await ctx.newPage();
        await signIn(page, base, 'parent@demo.school', password, '/panel/student/dashboard');
        await page.goto(`${base}/panel/student/fees`);
        await page.getByRole('heading', { name: 'Fees', level: 1 }).waitFor();
        const child = page.getByRole('group', { name: 'Choose a child' }).getByRole('button', { name: STUDENT_NAME });
        await child.click();
        await waitFor(async () => (await child.getAttribute('aria-pressed')) === 'true', `${STUDENT_NAME} chosen`);
        const figures = page.getByTestId('fees-figures');
        const figure = async (title) =>
          rupees(await figures.locator('> *').filter({ hasText: title }).getByTestId('stat-value').textContent());
        await figures.getByTestId('stat-value').first().waitFor();
        await page.getByTestId('fees-figures-note').waitFor();
        const [total, paid, dueNow, upcoming] = [
          await figure('Total this year'),
          await figure('Paid this year'),
          await figure('Due now'),
          await figure('Upcoming'),
        ];
        const note = await page.getByTestId('fees-figures-note').textContent();
        const earlier = rupees(/includes (₹[\d,.]+) left from fees of earlier years/.exec(note)?.[1] ?? '0');
        assert(total > 0 && dueNow > 0, `the demo child has fees and something due now (total ${total}, due now ${dueNow})`);
        assert(
          Math.abs(total - (paid + dueNow - earlier + upcoming)) < 0.01,
          `Total this year ${total} = Paid ${paid} + Due now ${dueNow} (less ${earlier} of earlier years) + Upcoming ${upcoming}`,
        );
        assert(!/To pay/.test(await page.getByTestId('student-fees').textContent()), 'no "To pay" figure beside the balance');

        // The pending list: every charge says where it stands; those due or overdue add up to Due now.
        const items = page.getByTestId('pending-fees').getByRole('listitem');
        await items.first().waitFor();
        let listed = 0;
        for (const item of await items.all()) {
          const badge = (await item.getByTestId('standing-badge').textContent()).trim();
          assert(/^(Upcoming|Due today|Overdue)( · part-paid)?$/.test(badge), `a pending charge reads "${badge}"`);
          if (!badge.startsWith('Upcoming')) listed += rupees(await item.getByTestId('pending-amount').textContent());
        }
        assert(Math.abs(listed - dueNow) < 0.01, `the pending list's due and overdue charges (${listed}) make Due now (${dueNow})`);
        lastMonth = await lastMonthText(page);
        const tuition = items.filter({ hasText: 'Tuition fee' }).filter({ hasText: lastMonth });
        await tuition.waitFor();
        assert(
          (await tuition.getByTestId('standing-badge').textContent()).startsWith('Overdue'),
          `last month's tuition (${lastMonth}) reads Overdue on the parent's page`,
        );
        assert((await page.getByTestId('pending-fees').getByText('PENDING', { exact: true }).count()) === 0, 'no charge reads PENDING');
        // The balance of today is what is due now.
        await waitFor(
          async () => rupees(await page.getByTestId('balance-value').textContent()) === dueNow,
          'the balance of today is Due now',
        );
        await checkA11y(page, "parent's fees page");
        await screenshot(page, `fees-parent-one-truth-${suffix}`);
        await ctx.close();
      }

      const ctx = await newContext(wide);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/fees`);
      await page.getByRole('heading', { name: 'All Batches Fees List' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search fees' }).fill('Tuition fee');
      const card = page.getByTestId('fee-card').filter({ hasText: 'Tuition fee' }).filter({ hasText: BATCH }).first();
      await card.waitFor();
      await card.getByRole('link', { name: /^View details of/ }).click();
      await page.getByRole('heading', { name: 'Tuition fee', level: 1 }).waitFor();
      const row = page.getByTestId('fee-student-row').filter({ hasText: STUDENT_NAME });
      await row.waitFor();
      assert(
        (await row.getByTestId('standing-badge').textContent()).startsWith('Overdue'),
        `${STUDENT_NAME} reads Overdue on the fee detail`,
      );
      await row.getByRole('button', { name: `Show periods of ${STUDENT_NAME}` }).click();
      const charge = page.getByTestId('charge-row').filter({ hasText: lastMonth });
      await charge.waitFor();
      assert(
        (await charge.getByTestId('standing-badge').textContent()).startsWith('Overdue'),
        `last month's tuition (${lastMonth}) reads Overdue on the admin's fee detail`,
      );
      await checkA11y(page, 'fee detail with standings');
      await screenshot(page, 'fees-detail-one-truth-1440');
      await ctx.close();
    },
  },
  {
    name: 'Fees: late fee and concession — the admin grants a concession on a charge, its History shows it, the parent sees the lowered amount and the late fee',
    async run({ newContext, base }) {
      const LATE = 'Transport fee';
      const wide = { viewport: { width: 1440, height: 900 } };
      const ctx = await newContext(wide);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/fees`);
      await page.getByRole('heading', { name: 'All Batches Fees List' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search fees' }).fill(LATE);
      const card = page.getByTestId('fee-card').filter({ hasText: LATE });
      await card.first().waitFor();
      await card
        .first()
        .getByRole('link', { name: /^View details of/ })
        .click();
      await page.getByRole('heading', { name: LATE, level: 1 }).waitFor();
      await page
        .getByTestId('late-fee-setting')
        .getByText(/a day after the due date, up to ₹500/)
        .waitFor();
      const row = page.getByTestId('fee-student-row').filter({ hasText: STUDENT_NAME });
      await row.getByRole('button', { name: `Show periods of ${STUDENT_NAME}` }).click();
      // The demo's late-fee job raised a late fee of its own for the unpaid transport fee.
      const lateRow = page.locator('[data-testid="charge-row"][data-kind="LATE_FEE"]');
      await lateRow.getByTestId('late-fee-label').waitFor();
      const chargeRow = page.locator('[data-testid="charge-row"][data-kind="CHARGE"]');
      await chargeRow.waitFor();
      const netBefore = rupees(await chargeRow.getByTestId('charge-net').textContent());

      await chargeRow.getByRole('button', { name: new RegExp(`^Concession on .* for ${STUDENT_NAME}$`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Concession' });
      await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
      await dialog.getByText('Amount is required.', { exact: true }).waitFor();
      await dialog.getByText('Reason is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Amount (₹)').fill(String(netBefore + 1));
      await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
      await dialog.getByText(/^The concession is more than what is left to pay/).waitFor();
      await dialog.getByLabel('Kind').selectOption('CONCESSION');
      await dialog.getByLabel('Amount (₹)').fill('200');
      await dialog.getByLabel('Reason').fill('Sibling concession: two children in the school');
      await checkA11y(page, 'Concession dialog');
      await screenshot(page, 'fees-concession-dialog-1440');
      await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await waitFor(
        async () => rupees(await chargeRow.getByTestId('charge-net').textContent()) === netBefore - 200,
        'the net amount drops by ₹200',
      );
      assert((await chargeRow.getByTestId('charge-concession').textContent()).includes('200'), 'the concession column shows ₹200');
      await page
        .getByTestId('concessions')
        .getByText(/Sibling concession: two children in the school/)
        .waitFor();
      await checkA11y(page, 'fee detail with a concession and a late fee');
      await screenshot(page, 'fees-detail-concession-1440');

      // The charge's History drawer: who granted it, why, and the amount owed before and after.
      await chargeRow.getByRole('button', { name: new RegExp(`^History of .* for ${STUDENT_NAME}$`) }).click();
      const drawer = page.getByRole('dialog', { name: new RegExp(`${LATE}, .* · ${STUDENT_NAME}`) });
      const list = drawer.getByRole('list', { name: 'History' });
      await list.getByText('Concession granted', { exact: true }).waitFor();
      await list.getByText('Sibling concession: two children in the school').waitFor();
      await checkA11y(page, 'charge history with a concession');
      await screenshot(page, 'fees-concession-history-1440');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await ctx.close();

      // The parent's Fees page (phone): the lowered amount with gross and concession, and the late fee labelled.
      const parentPass = await parentPassword(base);
      for (const [opts, suffix] of [
        [phone, '390'],
        [wide, '1440'],
      ]) {
        const pctx = await newContext(opts);
        const parent = await pctx.newPage();
        await signIn(parent, base, 'parent@demo.school', parentPass, '/panel/student/dashboard');
        await parent.goto(`${base}/panel/student/fees`);
        await parent.getByRole('heading', { name: 'Fees', level: 1 }).waitFor();
        await parent.getByRole('group', { name: 'Choose a child' }).getByRole('button', { name: STUDENT_NAME }).click();
        const pending = parent.getByTestId('pending-fees');
        const transport = pending.locator('[data-testid="pending-fee"][data-kind="CHARGE"]').filter({ hasText: LATE });
        await transport
          .getByTestId('pending-concession')
          .getByText(/₹200(\.00)? concession/)
          .waitFor();
        assert(
          (await transport.textContent()).includes(`₹${(netBefore - 200).toLocaleString('en-IN')}`),
          'the parent sees the lowered amount',
        );
        await pending.locator('[data-testid="pending-fee"][data-kind="LATE_FEE"]').getByTestId('late-fee-label').first().waitFor();
        await checkA11y(parent, `parent fees page with a concession (${suffix})`);
        await screenshot(parent, `fees-parent-concession-${suffix}`);
        await pctx.close();
      }
    },
  },
];
