// Library circulation (issue 17 §2–§4, 001 §2 Library): a librarian (the demo STAFF member, granted the library module)
// issues a book to the demo student through the Issue New Book dialog; the student sees it on their Library page; the
// server's clock moves past the return date (POST /api/v1/test/clock, run.mjs starts the server with TEST_CLOCK=1);
// returning shows the fine; paying it moves Total Fine Collected on a library dashboard open in another tab without a
// reload, and a CREDIT entry appears on the finance page. At 1440 px and 390 px. Registered in run.mjs
// (E2E_ONLY='library' runs these alone).
import { api, desktop, instituteDay, login, ok, PASSWORD, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, statValue, waitFor } from './support.mjs';

const ADMIN = 'admin@demo.school';
const STAFF = 'staff@demo.school';
const STUDENT = 'student@demo.school';
const SUPER_ADMIN = 'superadmin@demo.school';
const STUDENT_NAME = 'Arjun Mehta';
const DAYS_LATE = 3;
const RULES = {
  finePerDay: 2,
  graceDays: 0,
  fineCap: null,
  countHolidays: true,
  maxBooksPerStudent: 10,
  loanDays: 14,
  maxRenewals: 2,
  renewOverdue: false,
};
const rupees = (n) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const amountOf = (text) => Number(text.replace(/[^\d.]/g, ''));

/**
 * Grants the staff member the library module (only that flag: the others, and the department's grants, stay as they
 * are); the returned function puts the flag back.
 */
async function grantLibrary(base, admin, staffId) {
  const before = ok(await api(base, admin.accessToken, 'GET', `staff/permissions/${staffId}`), 'the staff permissions');
  ok(await api(base, admin.accessToken, 'POST', `staff/permissions/${staffId}`, { library: true }), 'grant library');
  return async () => {
    await api(base, admin.accessToken, 'POST', `staff/permissions/${staffId}`, { library: before?.library === true });
  };
}

/** The issued-book card of `title` on the page. */
const issueCard = (page, title) => page.getByRole('article', { name: title }).first();

export const libraryFlows = [
  {
    name: 'library: a librarian issues a book, the student sees it, the return date passes, returning shows the fine, paying it moves Total Fine Collected and the ledger live',
    timeoutMs: 180_000,
    async run({ newContext, base }) {
      const admin = await login(base, ADMIN);
      const staff = await login(base, STAFF);
      const superAdmin = await login(base, SUPER_ADMIN);
      const restoreGrant = await grantLibrary(base, admin, staff.user._id);
      const rulesBefore = ok(await api(base, admin.accessToken, 'GET', 'library/settings'), 'the library rules');
      ok(await api(base, admin.accessToken, 'PUT', 'library/settings', RULES), 'set the library rules');
      const books = ok(await api(base, admin.accessToken, 'GET', 'book?perPage=20&pageNo=1'), 'the books');
      const book = books.find((b) => b.available > 0);
      assert(book, 'the demo library has a book with a copy on the shelf');
      try {
        // 1. The librarian: the Library entry, the dashboard, Issue New Book (the return date is today: due now).
        const ctx = await newContext(desktop);
        const page = await ctx.newPage();
        await signIn(page, base, STAFF, PASSWORD, '/panel/admin/dashboard');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).first().click();
        await page.waitForURL('**/panel/admin/library/dashboard');
        const collectedBefore = amountOf(await statValue(page, 'Total Fine Collected'));
        await checkA11y(page, 'library dashboard');
        await screenshot(page, 'library-dashboard-1440');

        await page.getByRole('button', { name: 'Issue New Book' }).click();
        const dialog = page.getByRole('dialog', { name: 'Issue New Book' });
        await dialog.getByRole('button', { name: 'Issue Book' }).click();
        await dialog.getByText('Student id is required.').waitFor();
        await dialog.getByText('Book is required.').waitFor();
        await dialog.getByRole('combobox', { name: 'Student' }).fill('Arjun');
        await page.getByRole('option', { name: new RegExp(STUDENT_NAME) }).click();
        await dialog.getByRole('combobox', { name: 'Book' }).fill(book.title);
        await page
          .getByRole('option', { name: new RegExp(book.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
          .first()
          .click();
        const dueDefault = await dialog.getByLabel('Return date').inputValue();
        assert(
          dueDefault === instituteDay(RULES.loanDays),
          `the return date defaults to today + ${RULES.loanDays} days (got ${dueDefault})`,
        );
        await dialog.getByLabel('Return date').fill(instituteDay(0));
        await checkA11y(page, 'issue new book dialog');
        await screenshot(page, 'library-issue-dialog-1440');
        await dialog.getByRole('button', { name: 'Issue Book' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('status').filter({ hasText: 'Book issued successfully' }).first().waitFor();
        await page.getByRole('region', { name: 'Recently Issued Book' }).getByText(book.title).first().waitFor();

        // 2. The student sees the book on their Library page (a phone), 'Not Returned'.
        const sctx = await newContext(phone);
        const spage = await sctx.newPage();
        await signIn(spage, base, STUDENT, PASSWORD, '/panel/student/dashboard');
        await spage.goto(`${base}/panel/student/library`);
        await issueCard(spage, book.title).getByText('Not Returned').waitFor();
        assert(!(await scrollsSideways(spage)), 'the student library page fits 390 px');
        await checkA11y(spage, 'student library');
        await screenshot(spage, 'library-student-390');

        // 3. The return date passes: the server's clock moves on (no sleep).
        ok(await api(base, superAdmin.accessToken, 'POST', 'test/clock', { days: DAYS_LATE }), 'move the clock');
        const fine = DAYS_LATE * RULES.finePerDay;

        // 4. The librarian finds the student (Library students → card) and returns the book: the fine shows.
        await page.goto(`${base}/panel/admin/library/student`);
        await page.getByRole('searchbox').first().fill('Arjun');
        await page
          .getByRole('link', { name: new RegExp(STUDENT_NAME) })
          .first()
          .click();
        await page.waitForURL('**/panel/admin/library/student/*');
        const card = issueCard(page, book.title);
        await card.getByText(`${DAYS_LATE} days overdue`).waitFor();
        await card.getByRole('button', { name: 'Return' }).click();
        await page.getByRole('alertdialog', { name: 'Return this book?' }).getByRole('button', { name: 'Yes, return it' }).click();
        await card.getByText('Returned', { exact: true }).waitFor();
        await card.getByText(`${rupees(fine)} payable`).waitFor();
        await screenshot(page, 'library-returned-with-fine-1440');

        // 5. A library dashboard stays open in a second tab; paying the fine moves Total Fine Collected there, no reload.
        const board = await ctx.newPage();
        await board.goto(`${base}/panel/admin/library/dashboard`);
        await statValue(board, 'Total Fine Collected');
        await board.evaluate(() => (window.__e2eNoReload = true));
        await card.getByRole('button', { name: 'Pay Fine' }).click();
        const pay = page.getByRole('dialog', { name: 'Pay Fine' });
        await pay
          .getByText(`${rupees(fine)} payable`)
          .first()
          .waitFor();
        await pay.getByRole('button', { name: 'Pay Fine' }).click();
        await pay.waitFor({ state: 'detached' });
        await card.getByText(`${rupees(fine)} paid`).waitFor();
        await waitFor(
          async () => amountOf(await statValue(board, 'Total Fine Collected')) === collectedBefore + fine,
          `Total Fine Collected to rise by ${fine}`,
        );
        assert(await board.evaluate(() => window.__e2eNoReload === true), 'the dashboard was not reloaded');
        await screenshot(board, 'library-dashboard-after-fine-1440');

        // 6. The ledger: a CREDIT of the fine on the finance page (the admin's).
        const actx = await newContext(desktop);
        const apage = await actx.newPage();
        await signIn(apage, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
        await apage.goto(`${base}/panel/admin/payment/finance`);
        await apage
          .getByRole('row')
          .filter({ hasText: 'Library fine' })
          .filter({ hasText: `+${rupees(fine)}` })
          .first()
          .waitFor();
        await screenshot(apage, 'library-fine-ledger-1440');

        // 7. The same pages on a phone: no sideways scrolling.
        const pctx = await newContext(phone);
        const ppage = await pctx.newPage();
        await signIn(ppage, base, STAFF, PASSWORD, '/panel/admin/dashboard');
        for (const [path, name] of [
          ['/panel/admin/library/dashboard', 'library-dashboard-390'],
          ['/panel/admin/library/student', 'library-students-390'],
          ['/panel/admin/library/settings', 'library-rules-390'],
        ]) {
          await ppage.goto(`${base}${path}`);
          await ppage.getByRole('heading', { level: 1 }).waitFor();
          assert(!(await scrollsSideways(ppage)), `${path} fits 390 px`);
          await screenshot(ppage, name);
        }
        await ppage.goto(page.url());
        await issueCard(ppage, book.title).waitFor();
        assert(!(await scrollsSideways(ppage)), 'the library profile fits 390 px');
        await screenshot(ppage, 'library-profile-390');
        await Promise.all([ctx.close(), sctx.close(), actx.close(), pctx.close()]);
      } finally {
        await api(base, superAdmin.accessToken, 'POST', 'test/clock', { reset: true });
        await api(base, admin.accessToken, 'PUT', 'library/settings', rulesBefore);
        await restoreGrant();
      }
    },
  },
];
