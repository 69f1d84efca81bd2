// Issue 19 §3, §5, §6: the admin dashboard's Page View Status counts a new visit live; the admin publishes an Android
// app update through its form (the version input keeps digits and dots, an older version is refused); the admin sends
// an e-mail from a student's profile and finds it Sent on the Email delivery page; each page at 390 px.
import { PASSWORD, desktop, login, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const ADMIN = 'admin@demo.school';
const TEACHER = 'teacher@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const num = (t) => Number(String(t).replace(/[^\d.-]/g, ''));

async function pageViews({ newContext, base }) {
  const ctx = await newContext(desktop);
  const page = await ctx.newPage();
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  // Today's visits are the real ones (the demo's month of visits ends yesterday); no flow but this one comes on Android.
  await page.goto(`${base}/panel/admin/dashboard?period=today`);
  await page.getByRole('heading', { name: 'Page View Status' }).waitFor();
  const android = page.getByTestId('page-views-android');
  await android.waitFor();
  const before = num(await android.textContent());
  const visitor = await newContext({ ...phone, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36' });
  const vpage = await visitor.newPage();
  const recorded = vpage.waitForResponse((r) => r.url().endsWith('/api/v1/page-view') && r.request().method() === 'POST');
  await signIn(vpage, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
  const res = await recorded;
  assert(res.status() === 200, 'the visit is recorded');
  assert((await res.json()).data.platform === 'android', 'from the User-Agent: android');
  await visitor.close();
  // The admin's widget counts the new Android visitor without a reload (page_view is pushed).
  await waitFor(async () => num(await android.textContent()) === before + 1, 'the Android bucket counts the new visitor live');
  assert(num(await page.getByTestId('page-views-total').textContent()) >= before + 1, 'the total counts them too');
  await checkA11y(page, 'admin dashboard with page views');
  await screenshot(page, 'page-view-status-1440');
  await ctx.close();
}

async function appUpdate({ newContext, base }) {
  const ctx = await newContext(desktop);
  const page = await ctx.newPage();
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'App update' }).click();
  await page.waitForURL('**/panel/admin/app-update');
  await page.getByRole('heading', { name: 'App update', level: 1 }).waitFor();
  await page.getByText('Update to pay fees in the app').first().waitFor();
  await page.getByRole('button', { name: 'Publish update' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await dialog.getByText('App version is required.').waitFor();
  await dialog.getByText('App update title is required.').waitFor();
  await dialog.getByText('Dismissible is required.').waitFor();
  const version = dialog.getByLabel('App version');
  await version.pressSequentially('3.2a.0');
  assert((await version.inputValue()) === '3.2.0', 'the version input keeps digits and dots');
  await dialog.getByLabel('Title').fill(`Offline attendance ${stamp}`);
  await dialog.getByLabel('Message').fill('Mark attendance without a connection; it syncs later.');
  await dialog.getByLabel('Dismissible').selectOption('yes');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await dialog.getByText('App version must be newer than 3.4.0.').first().waitFor();
  await version.fill('3.5.0');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('App update published successfully').first().waitFor();
  await page.getByText(`Offline attendance ${stamp}`).first().waitFor();
  await checkA11y(page, 'app update page');
  await screenshot(page, 'app-update-1440');
  await ctx.close();
}

async function sendEmail({ newContext, base }) {
  const ctx = await newContext(desktop);
  const page = await ctx.newPage();
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  const student = await login(base, 'student@demo.school');
  await page.goto(`${base}/panel/admin/student/${student.user._id}`);
  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByText('Subject is required.').waitFor();
  await dialog.getByText('Message is required.').waitFor();
  const subject = `Parent meeting ${stamp}`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Please meet the class teacher on Saturday at 10 am.');
  await checkA11y(page, 'send email dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Email sent successfully').first().waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Email delivery' }).click();
  await page.waitForURL('**/panel/admin/mail-delivery');
  const row = page.getByRole('row').filter({ hasText: subject });
  await row.waitFor();
  await waitFor(
    async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return (await row.getByText('Sent', { exact: true }).count()) > 0;
    },
    'the e-mail is delivered (Sent)',
    20_000,
    1000,
  );
  await checkA11y(page, 'email delivery');
  await screenshot(page, 'email-delivery-1440');
  await ctx.close();
}

async function onPhone({ newContext, base }) {
  const ctx = await newContext(phone);
  const page = await ctx.newPage();
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  for (const [name, path, heading] of [
    ['admin-dashboard-page-views-390', '/panel/admin/dashboard', null],
    ['app-update-390', '/panel/admin/app-update', 'App update'],
    ['email-delivery-390', '/panel/admin/mail-delivery', 'Email delivery'],
  ]) {
    await page.goto(`${base}${path}`);
    if (heading) await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    else await page.getByRole('heading', { name: 'Page View Status' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, name);
    assert(!(await scrollsSideways(page)), `${path} fits 390 px`);
  }
  await ctx.close();
}

export const communicationFlows = [
  {
    name: 'page views: a new session is recorded with its platform; the admin dashboard shows Page View Status',
    timeoutMs: 120_000,
    run: pageViews,
  },
  { name: 'app update: the admin publishes a newer Android version through the form', timeoutMs: 120_000, run: appUpdate },
  { name: 'e-mail: the admin sends from a student profile; Email delivery shows it Sent', timeoutMs: 120_000, run: sendEmail },
  { name: 'communication pages fit 390 px', timeoutMs: 120_000, run: onPhone },
];
