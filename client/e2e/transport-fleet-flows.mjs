// Transport fleet (issue 18 §1): an admin reads Active Vehicles on the admin dashboard and follows the card to the
// transport dashboard; adds a vehicle through Add New Vehicle (an empty submit shows the spec's messages), a driver
// through Add New Driver (9 digits: 'Minimum 10 digits required') and a route through Add New Transport with the new
// vehicle and driver picked; the route is listed and leads to its route page; the admin dashboard kept open in a
// second tab shows Active Vehicles up by one without a reload. Every transport office page fits a 390 px phone.
import { PASSWORD, desktop, instituteDay, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, iconPng, screenshot, signIn, statValue, waitFor } from './support.mjs';

const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const VEHICLE_NAME = `School Bus ${stamp}`;
const VEHICLE_NUMBER = `MH 12 FL ${stamp}`;
const DRIVER = `Suresh Jadhav ${stamp}`;
const ROUTE = `Baner – Campus ${stamp}`;

/**
 * The list shows a route's start on the institute's clock (Asia/Kolkata); the form sent today's date with the time on
 * the browser's clock (000 §7), which is this process's zone too.
 */
function startLabel(hhmm) {
  const at = new Date();
  at.setHours(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), 0, 0);
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .split(':')
    .map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
const num = (t) => Number(String(t).replace(/[^\d.-]/g, ''));
const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

/** Picks the first option the picker labelled `label` offers for `search`. */
async function pick(dialog, page, label, search) {
  const input = dialog.getByLabel(label);
  await input.click();
  await input.fill(search);
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: search }).first();
  await option.waitFor();
  await option.click();
}

/** The admin dashboard's Active Vehicles, then its card to the transport dashboard. */
async function openDashboard(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  state.activeBefore = num(await statValue(page, 'Active Vehicles'));
  await page.locator('[data-stat="Active Vehicles"]').click();
  await page.waitForURL('**/panel/admin/transport/dashboard');
  await page.getByRole('heading', { name: 'Transport', level: 1 }).waitFor();
  await page.getByRole('navigation', { name: 'Transport sections' }).waitFor();
  state.transportActiveBefore = num(await statValue(page, 'Active Vehicles'));
  state.driversBefore = num(await statValue(page, 'Total Drivers'));
  await checkA11y(page, 'transport dashboard');
  await screenshot(page, 'transport-dashboard-before-1440');
}

/** Add New Vehicle: the spec's messages on an empty submit, then a complete vehicle with its image. */
async function addVehicle(page) {
  await page.locator('[data-stat="Total Vehicles"]').click();
  await page.waitForURL('**/panel/admin/transport/manage-vehicle');
  await page.getByRole('heading', { name: 'Manage Vehicles', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add New Vehicle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  for (const message of [
    'Vehicle name is required.',
    'Vehicle number is required.',
    'PUC Number is required.',
    'Vehicle status is required.',
  ])
    await dialog.getByText(message, { exact: true }).first().waitFor();
  await checkA11y(page, 'add vehicle dialog');
  await screenshot(page, 'transport-add-vehicle-errors-1440');
  await dialog.getByLabel('Vehicle name').fill(VEHICLE_NAME);
  await dialog.getByLabel('Vehicle number').fill(VEHICLE_NUMBER);
  await dialog.getByLabel('RC number').fill('44556677');
  await dialog.getByLabel('RC expiry date').fill(instituteDay(400));
  await dialog.getByLabel('Insurance number').fill(`INS-${stamp}`);
  // Within 30 days: the list shows it amber, the dashboard lists it as expiring soon.
  await dialog.getByLabel('Insurance expiry date').fill(instituteDay(20));
  await dialog.getByLabel('PUC number').fill('9081');
  await dialog.getByLabel('PUC expiry date').fill(instituteDay(150));
  await dialog.getByLabel('Status').selectOption('ACTIVE');
  await dialog.getByLabel('Seats for students').fill('40');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'bus.png', mimeType: 'image/png', buffer: iconPng() });
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await toast(page, 'Vehicle added successfully');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(VEHICLE_NUMBER);
  // The search reaches the address after its debounce: the list is the searched one from then on.
  await page.waitForURL(/searchTitle=/);
  const row = page.getByRole('row').filter({ hasText: VEHICLE_NUMBER });
  await row.waitFor();
  await row.getByText('Active', { exact: true }).waitFor();
  await checkA11y(page, 'vehicle list');
  await screenshot(page, 'transport-vehicles-1440');
}

/** Vehicle Details: every field, read only. */
async function vehicleDetails(page) {
  const row = page.getByRole('row').filter({ hasText: VEHICLE_NUMBER });
  await row.getByRole('button', { name: `Vehicle Details: ${VEHICLE_NUMBER} (${VEHICLE_NAME})` }).click();
  const details = page.getByRole('dialog', { name: 'Vehicle Details' });
  await details.getByText('44556677', { exact: true }).waitFor();
  await details.getByText(`INS-${stamp}`, { exact: true }).waitFor();
  await checkA11y(page, 'vehicle details');
  await screenshot(page, 'transport-vehicle-details-1440');
  await details.getByRole('button', { name: 'Close' }).last().click();
  await details.waitFor({ state: 'detached' });
}

/** The admin dashboard in the other tab moved by itself (push), no reload. */
async function dashboardMoved(other, state) {
  await waitFor(
    async () => num(await statValue(other, 'Active Vehicles')) === state.activeBefore + 1,
    'the admin dashboard’s Active Vehicles up by one without a reload',
    20_000,
  );
}

/** Add New Driver: 9 digits are refused with the spec's message, 10 pass. */
async function addDriver(page) {
  await page.getByRole('navigation', { name: 'Transport sections' }).getByRole('link', { name: 'Drivers' }).click();
  await page.waitForURL('**/panel/admin/transport/manage-drivers');
  await page.getByRole('heading', { name: 'Manage Drivers', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add New Driver' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Driver name').fill(DRIVER);
  await dialog.getByLabel('Phone number').fill('987654321');
  await dialog.getByLabel('Driving license number').fill(`MH12 2019 ${stamp}`);
  await dialog.getByLabel('License expiry date').fill(instituteDay(900));
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await dialog.getByText('Minimum 10 digits required', { exact: true }).waitFor();
  await screenshot(page, 'transport-add-driver-phone-1440');
  await dialog.getByLabel('Phone number').fill('9876543210');
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await toast(page, 'Driver added successfully');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('searchbox', { name: 'Search drivers' }).fill(DRIVER);
  // The search reaches the address after its debounce: the list is the searched one from then on.
  await page.waitForURL(/searchTitle=/);
  await page.getByRole('row').filter({ hasText: DRIVER }).waitFor();
  await checkA11y(page, 'driver list');
  await screenshot(page, 'transport-drivers-1440');
}

/** Add New Transport with the new vehicle and driver picked; the 'Add New' shortcuts lead to the lists. */
async function addRoute(page, state) {
  await page.getByRole('navigation', { name: 'Transport sections' }).getByRole('link', { name: 'Routes' }).click();
  await page.waitForURL('**/panel/admin/transport/routes');
  await page.getByRole('heading', { name: 'Transport Routes', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add New Transport' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Transport' }).click();
  await dialog.getByText('Route name is required.', { exact: true }).waitFor();
  await dialog.getByText('From time is required.', { exact: true }).waitFor();
  const shortcut = dialog.getByRole('link', { name: 'Add New vehicle' });
  assert(
    (await shortcut.getAttribute('href')) === '/panel/admin/transport/manage-vehicle',
    'the vehicle picker’s Add New leads to manage-vehicle',
  );
  await dialog.getByLabel('Route name').fill(ROUTE);
  await dialog.getByLabel('Start time').fill('07:15');
  await pick(dialog, page, 'Vehicle', VEHICLE_NUMBER);
  await pick(dialog, page, 'Driver', DRIVER);
  await checkA11y(page, 'add transport dialog');
  await screenshot(page, 'transport-add-route-1440');
  await dialog.getByRole('button', { name: 'Add Transport' }).click();
  await toast(page, 'Transport added successfully');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('searchbox', { name: 'Search routes' }).fill(ROUTE);
  // The search reaches the address after its debounce: the list is the searched one from then on.
  await page.waitForURL(/searchTitle=/);
  const row = page.getByRole('row').filter({ hasText: ROUTE });
  await row.waitFor();
  await row
    .getByText(`Starts ${startLabel('07:15')}`)
    .first()
    .waitFor();
  await row.getByText(VEHICLE_NUMBER).filter({ visible: true }).first().waitFor();
  const link = row.getByRole('link', { name: ROUTE });
  const href = await link.getAttribute('href');
  assert(/^\/panel\/admin\/transport\/routes\/[^/]+$/.test(href ?? ''), `the route links to its page (${href})`);
  state.routeHref = href;
  await checkA11y(page, 'route list');
  await screenshot(page, 'transport-routes-1440');
  await row.getByRole('button', { name: `History of ${ROUTE}` }).click();
  await page.getByRole('dialog').getByRole('list', { name: 'History' }).waitFor();
  await screenshot(page, 'transport-route-history-1440');
  await page.keyboard.press('Escape');
  await link.click();
  await page.waitForURL(`**${href}`);
}

/** The transport dashboard counts the new vehicle and driver. */
async function dashboardAfter(page, base, state) {
  await page.goto(`${base}/panel/admin/transport/dashboard`);
  await waitFor(
    async () => num(await statValue(page, 'Active Vehicles')) === state.transportActiveBefore + 1,
    'the transport dashboard’s Active Vehicles up by one',
  );
  assert(num(await statValue(page, 'Total Drivers')) === state.driversBefore + 1, 'Total Drivers up by one');
  assert(num(await statValue(page, 'Routes')) >= 1, 'the routes are counted');
  await screenshot(page, 'transport-dashboard-after-1440');
}

/** Every transport office page at 390 px: nothing scrolls sideways; a row's actions sit behind its menu. */
async function onPhone(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  const pages = [
    ['transport-dashboard-390', '/panel/admin/transport/dashboard', 'Transport'],
    [
      'transport-vehicles-390',
      `/panel/admin/transport/manage-vehicle?searchTitle=${encodeURIComponent(VEHICLE_NUMBER)}`,
      'Manage Vehicles',
    ],
    ['transport-drivers-390', '/panel/admin/transport/manage-drivers', 'Manage Drivers'],
    ['transport-routes-390', '/panel/admin/transport/routes', 'Transport Routes'],
    ['transport-bulk-upload-390', '/panel/admin/transport/bulk-upload', 'Upload Transport Data'],
  ];
  for (const [name, path, heading] of pages) {
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, name);
    assert(!(await scrollsSideways(page)), `${heading} fits 390 px`);
  }
  await page.goto(`${base}/panel/admin/transport/manage-vehicle?searchTitle=${encodeURIComponent(VEHICLE_NUMBER)}`);
  await page.getByRole('button', { name: `Actions for ${VEHICLE_NUMBER} (${VEHICLE_NAME})` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await waitFor(async () => (await drawer.getByLabel('Vehicle name').inputValue()) === VEHICLE_NAME, 'the drawer holds the vehicle');
  await checkA11y(page, 'vehicle edit drawer');
  await screenshot(page, 'transport-edit-vehicle-390');
  assert(!(await scrollsSideways(page)), 'the vehicle drawer fits 390 px');
  await page.keyboard.press('Escape');
  await page.goto(`${base}/panel/admin/transport/routes`);
  await page.getByRole('button', { name: 'Add New Transport' }).click();
  await page.getByRole('dialog').getByLabel('Route name').waitFor();
  await checkA11y(page, 'add transport dialog on a phone');
  await screenshot(page, 'transport-add-route-390');
  assert(!(await scrollsSideways(page)), 'Add New Transport fits 390 px');
  if (state.routeHref) assert(state.routeHref.startsWith('/panel/admin/transport/routes/'), 'the route page was reached');
}

function ownState(shared) {
  if (!shared.transportFleet) shared.transportFleet = {};
  return shared.transportFleet;
}

/** The steps, for running one alone while fixing it. */
export const transportFleetSteps = {
  openDashboard,
  addVehicle,
  vehicleDetails,
  dashboardMoved,
  addDriver,
  addRoute,
  dashboardAfter,
  onPhone,
};

export const transportFleetFlows = [
  {
    name: 'transport fleet: an admin adds a vehicle, a driver and a route through the forms; Active Vehicles moves without a reload',
    timeoutMs: 180_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await openDashboard(page, base, state);
      // The admin dashboard stays open in a second tab: its Active Vehicles card must move by push alone.
      const other = await ctx.newPage();
      await other.goto(`${base}/panel/admin/dashboard`);
      assert(num(await statValue(other, 'Active Vehicles')) === state.activeBefore, 'the second tab reads the same count');
      await addVehicle(page);
      await dashboardMoved(other, state);
      await screenshot(other, 'transport-admin-dashboard-moved-1440');
      // The push is proven; the working tab comes to the front again (a background tab may not finish its dialogs' transitions).
      await page.bringToFront();
      await vehicleDetails(page);
      await addDriver(page);
      await addRoute(page, state);
      await dashboardAfter(page, base, state);
      await ctx.close();
    },
  },
  {
    name: 'transport fleet: the dashboard, vehicles, drivers, routes and bulk upload fit a 390 px phone',
    timeoutMs: 120_000,
    async run({ newContext, base, state: shared }) {
      const state = ownState(shared);
      const ctx = await newContext(phone);
      await onPhone(await ctx.newPage(), base, state);
      await ctx.close();
    },
  },
];
