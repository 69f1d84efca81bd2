// Inventory (issue 17 §5–§7): the admin adds an item by the API; the demo staff member (no inventory module) asks the
// store for 3 of it in the supply dialog (the amount follows price × quantity); the admin moves the request through
// Initiate, Processing and Deliver, and the stock list shows the stock fallen by 3 with the delivery in its History
// drawer; the stock list, the stock form, the supply list and the inventory dashboard at 1440 and 390 px.
import { PASSWORD, api, desktop, login, ok, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, statValue, waitFor } from './support.mjs';

const ADMIN = 'admin@demo.school';
const STAFF = 'staff@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const TITLE = `Whiteboard markers ${stamp}`;
const PRICE = 25;
const STOCK = 10;
const ASKED = 3;

const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();
const num = (t) => Number(String(t).replace(/[^\d.-]/g, ''));

/** A category (the first, or a new one) and the item, by the API; the ids go into `state`. */
async function setUp(base, state) {
  const admin = await login(base, ADMIN);
  let categories = ok(await api(base, admin.accessToken, 'GET', 'inventory/category?perPage=20&pageNo=1'), 'categories');
  if (categories.length === 0) {
    ok(await api(base, admin.accessToken, 'POST', 'inventory/category/create', { title: `Stationery ${stamp}` }), 'a category');
    categories = ok(await api(base, admin.accessToken, 'GET', 'inventory/category?perPage=20&pageNo=1'), 'categories');
  }
  const form = new FormData();
  form.append('title', TITLE);
  form.append('category', categories[0]._id);
  form.append('price', String(PRICE));
  form.append('quantity', String(STOCK));
  form.append('description', 'Blue, chisel tip.');
  const item = ok(await api(base, admin.accessToken, 'POST', 'inventory/create', form), 'create the item');
  Object.assign(state, { itemId: item._id, categoryTitle: categories[0].title });
}

/** Picks the first option the picker labelled `label` offers for `search`. */
async function pick(scope, page, label, search) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(search);
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: search }).first();
  await option.waitFor();
  await option.click();
}

/** The row of the stock list (searched) holding the item. */
async function stockRow(page, base) {
  await page.goto(`${base}/panel/admin/inventory/manage-stock?searchTitle=${encodeURIComponent(TITLE)}`);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.waitFor();
  return row;
}

/** STAFF: 'Supply Requests', the dialog, the request sent. */
async function staffRequests(page, base, state) {
  await signIn(page, base, STAFF, PASSWORD, '/panel/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Supply requests' }).click();
  await page.waitForURL('**/panel/admin/inventory/supply');
  await page.getByRole('heading', { name: 'Supply Requests', level: 1 }).waitFor();
  assert((await nav.getByRole('link', { name: 'Inventory', exact: true }).count()) === 0, 'no Inventory entry without the module');
  await page.getByRole('button', { name: 'Request Supplies' }).click();
  const dialog = page.getByRole('dialog');
  // The product is required (001 §5).
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await dialog.getByText('Product is required.').waitFor();
  await pick(dialog, page, 'Product', TITLE);
  await dialog.getByLabel('Quantity').fill(String(ASKED));
  await waitFor(
    async () => num(await dialog.getByLabel('Amount (₹)').inputValue()) === PRICE * ASKED,
    'the amount follows price × quantity',
  );
  await dialog.getByLabel('Purchased department').fill('Science lab');
  await checkA11y(page, 'supply dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await toast(page, 'Supply request sent');
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByText('Requested').last().waitFor();
  await screenshot(page, 'inventory-staff-supply-requests-1440');
  state.requested = true;
}

/** The office moves the request one step (the row's button, then the confirmation). */
async function step(page, row, label, confirm) {
  await row.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
  await toast(page, 'Supply status updated');
}

/** ADMIN: the request moves to DELIVERED and the stock falls on the stock list; the History drawer shows the delivery. */
async function adminDelivers(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  let row = await stockRow(page, base);
  assert(num(await row.getByRole('cell').nth(4).textContent()) === STOCK, `the stock starts at ${STOCK}`);
  await page.goto(`${base}/panel/admin/inventory/supply?searchTitle=${encodeURIComponent(TITLE)}`);
  await page.getByRole('heading', { name: 'Inventory Stock Supplied', level: 1 }).waitFor();
  row = page.getByRole('row').filter({ hasText: TITLE }).filter({ hasText: 'Requested' });
  await row.waitFor();
  await step(page, row, 'Initiate', 'Yes, initiate');
  row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByText('Initiated').last().waitFor();
  await step(page, row, 'Processing', 'Yes, start processing');
  // Its next step is Deliver once it is processing (the Processing button has gone).
  await row.getByRole('button', { name: /^Deliver / }).waitFor();
  await step(page, row, 'Deliver', 'Yes, deliver it!');
  await row.getByText('Delivered').last().waitFor();
  await checkA11y(page, 'supply list');
  await screenshot(page, 'inventory-supply-list-1440');

  row = await stockRow(page, base);
  await waitFor(async () => num(await row.getByRole('cell').nth(4).textContent()) === STOCK - ASKED, 'the stock fell by the delivery');
  assert(num(await row.getByRole('cell').nth(5).textContent()) === ASKED, 'Stock Used counts the delivery');
  await row.getByRole('button', { name: `History of ${TITLE}` }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('list', { name: 'History' }).waitFor();
  assert((await drawer.getByRole('listitem').count()) >= 2, 'the History drawer shows the stock received and the delivery');
  await screenshot(page, 'inventory-stock-history-1440');
  await page.keyboard.press('Escape');
  await checkA11y(page, 'stock list');
  await screenshot(page, 'inventory-stock-list-1440');

  // The form: the item's fields, Receive stock and Write off.
  await page.goto(`${base}/panel/admin/inventory/create?edit=true&editId=${state.itemId}`);
  await page.getByRole('heading', { name: 'Edit Stock', level: 1 }).waitFor();
  await waitFor(async () => (await page.getByLabel('Product name').inputValue()) === TITLE, 'the form loads the item');
  await page.getByRole('heading', { name: 'Receive stock' }).waitFor();
  await checkA11y(page, 'stock form');
  await screenshot(page, 'inventory-stock-form-1440');
  // Stock received through the form: a challan, and the quantity rises by 4.
  await page.getByLabel('Quantity received').fill('4');
  await page.getByLabel('Challan number').fill(`CH-${stamp}`);
  await page.getByRole('button', { name: 'Receive stock' }).click();
  await page.getByText('Stock updated successfully', { exact: true }).first().waitFor();
  await page.getByText(`${(STOCK - ASKED + 4).toLocaleString('en-IN')} in stock now`).waitFor();

  // A new item through the form (multipart, as the spec's client sends it).
  const created = `Chart paper ${stamp}`;
  await page.goto(`${base}/panel/admin/inventory/create`);
  await page.getByRole('heading', { name: 'Add New Stock', level: 1 }).waitFor();
  await page.getByLabel('Product name').fill(created);
  const category = page.getByLabel('Category');
  await waitFor(async () => (await category.locator('option').count()) > 1, 'the categories load');
  await category.selectOption({ index: 1 });
  await page.getByLabel('Price (₹)').fill('12.50');
  await page.getByLabel('Quantity').fill('30');
  await page.getByRole('button', { name: 'Add Stock', exact: true }).click();
  await page.getByText('Stock added successfully', { exact: true }).first().waitFor();
  await page.goto(`${base}/panel/admin/inventory/manage-stock?searchTitle=${encodeURIComponent(created)}`);
  await page.getByRole('table').getByText(created).first().waitFor();

  // The dashboard: its figures and the top products chart; the admin dashboard's Total Stocks card leads here.
  await page.goto(`${base}/panel/admin/dashboard`);
  await page.locator('[data-stat="Total Stocks"]').click();
  await page.waitForURL('**/panel/admin/inventory/dashboard');
  await page.getByRole('heading', { name: 'Inventory Dashboard', level: 1 }).waitFor();
  assert(num(await statValue(page, 'Total Sales')) >= ASKED, 'Total Sales counts the delivery');
  await page.getByText('Top Products').waitFor();
  await checkA11y(page, 'inventory dashboard');
  await screenshot(page, 'inventory-dashboard-1440');
}

/** Every inventory page at 390 px: nothing scrolls sideways. */
async function onPhone(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  const pages = [
    ['inventory-stock-list-390', `/panel/admin/inventory/manage-stock?searchTitle=${encodeURIComponent(TITLE)}`, 'Manage Stock'],
    ['inventory-stock-form-390', `/panel/admin/inventory/create?edit=true&editId=${state.itemId}`, 'Edit Stock'],
    ['inventory-supply-list-390', '/panel/admin/inventory/supply', 'Inventory Stock Supplied'],
    ['inventory-dashboard-390', '/panel/admin/inventory/dashboard', 'Inventory Dashboard'],
  ];
  for (const [name, path, heading] of pages) {
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, name);
    assert(!(await scrollsSideways(page)), `${heading} fits 390 px`);
  }
  // A row's actions sit behind its menu on a phone.
  await page.goto(`${base}/panel/admin/inventory/manage-stock?searchTitle=${encodeURIComponent(TITLE)}`);
  await page.getByRole('button', { name: `Actions for ${TITLE}` }).click();
  await page.getByRole('menuitem', { name: 'History' }).waitFor();
}

function ownState(shared) {
  if (!shared.inventory) shared.inventory = {};
  return shared.inventory;
}

/** The steps, for running one alone while fixing it. */
export const inventorySteps = { setUp, staffRequests, adminDelivers, onPhone };

export const inventoryFlows = [
  {
    name: 'inventory: a staff member requests supplies, an admin moves the request to DELIVERED and the stock falls on the stock list',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      await setUp(base, state);
      const staff = await newContext(desktop);
      await staffRequests(await staff.newPage(), base, state);
      await staff.close();
      const admin = await newContext(desktop);
      await adminDelivers(await admin.newPage(), base, state);
      await admin.close();
    },
  },
  {
    name: 'inventory: the stock list, the stock form, the supply list and the dashboard fit a 390 px phone',
    timeoutMs: 120_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      assert(state.itemId, 'the supply flow ran first');
      const ctx = await newContext(phone);
      await onPhone(await ctx.newPage(), base, state);
      await ctx.close();
    },
  },
];
