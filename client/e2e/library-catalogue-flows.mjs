// The library catalogue (issue 17 §1) in the browser: the admin adds a book through the form with a new author made in
// its Add-new dialog (selected at once), finds it on the book grid, adds copies on Update Book Stock and reads them in
// the History drawer, and downloads the grid as CSV with the book in it; the grid and the form at 390 px.
import { readFile } from 'node:fs/promises';
import { phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const desktop = { viewport: { width: 1440, height: 900 }, acceptDownloads: true };
const stamp = Date.now().toString(36).slice(-5);
const TITLE = `Wings of Fire ${stamp}`;
const AUTHOR = `A. P. J. Abdul Kalam ${stamp}`;

const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

export const libraryCatalogueFlows = [
  {
    name: 'library catalogue: a book with a new author from the form, copies added with their History, the grid exported as CSV (1440 and 390 px)',
    async run({ newContext, base }) {
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');

      // The form: the Add-new dialog creates the author and the picker shows it chosen.
      await page.goto(`${base}/panel/admin/library/add-new-book`);
      await page.getByRole('heading', { name: 'Add New Book', level: 1 }).waitFor();
      await page.getByLabel('Title').fill(TITLE);
      await page.getByLabel('Quantity').fill('2');
      await page.getByRole('button', { name: 'Add new author' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Author' });
      await dialog.getByLabel('Name').fill(AUTHOR);
      await dialog.getByLabel('Bio').fill('Scientist and the eleventh President of India.');
      await dialog.getByRole('button', { name: 'Add Author' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitFor(async () => (await page.getByLabel('Author').inputValue()).includes(AUTHOR), 'the new author is chosen');
      await checkA11y(page, 'book form');
      await screenshot(page, 'library-book-form-1440');
      await page.getByRole('button', { name: 'Add Book', exact: true }).click();
      await toast(page, 'Book added successfully');

      // The grid finds it by its title.
      await page.goto(`${base}/panel/admin/library/books?searchTitle=${encodeURIComponent(TITLE)}`);
      const card = page.getByRole('article', { name: TITLE });
      await card.waitFor();
      assert((await card.innerText()).includes(AUTHOR), 'the card names the author');
      await screenshot(page, 'library-books-1440');

      // Update Book Stock: 3 copies more; the History drawer shows the movement.
      await page.goto(`${base}/panel/admin/library/update-stock`);
      const picker = page.getByLabel('Book');
      await picker.click();
      await picker.fill(TITLE);
      await page
        .getByRole('listbox')
        .getByRole('option', { name: new RegExp(TITLE) })
        .first()
        .click();
      const copies = page.getByRole('definition').first();
      await waitFor(async () => (await copies.innerText()).trim() === '2', 'the book has 2 copies');
      await page.getByRole('spinbutton', { name: 'Copies' }).fill('3');
      await page.getByLabel('Remark').fill(`Invoice ${stamp}`);
      await page.getByRole('button', { name: 'Add copies', exact: true }).click();
      await toast(page, 'Book stock updated successfully');
      await waitFor(async () => (await copies.innerText()).trim() === '5', 'the book has 5 copies');
      await page.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: `History: ${TITLE}` });
      await history.getByText(`Invoice ${stamp}`).first().waitFor();
      await screenshot(page, 'library-update-stock-history-1440');
      await page.keyboard.press('Escape');

      // Export: CSV of the searched grid holds the book.
      await page.goto(`${base}/panel/admin/library/books?searchTitle=${encodeURIComponent(TITLE)}`);
      await page.getByRole('article', { name: TITLE }).waitFor();
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Export books' });
      await panel.getByRole('radio', { name: 'CSV' }).check();
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download' }).click()]);
      const csv = await readFile(await download.path(), 'utf8');
      assert(csv.includes(TITLE) && csv.includes(AUTHOR), 'the CSV holds the book and its author');
      await ctx.close();

      // A phone: the grid and the form fit.
      const mobile = await newContext(phone);
      const small = await mobile.newPage();
      await signIn(small, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      for (const [url, heading, shot] of [
        [`/panel/admin/library/books?searchTitle=${encodeURIComponent(TITLE)}`, 'Books', 'library-books-390'],
        ['/panel/admin/library/add-new-book', 'Add New Book', 'library-book-form-390'],
      ]) {
        await small.goto(`${base}${url}`);
        await small.getByRole('heading', { name: heading, level: 1 }).waitFor();
        assert(!(await scrollsSideways(small)), `${url} fits a 390 px phone`);
        await screenshot(small, shot);
      }
      await mobile.close();
    },
  },
];
