// Support enquiries (issue 19 §4): the demo student opens an enquiry from Support (the form's rules shown first), the
// admin answers it from the Support inbox, and the student's bell rings without a reload with the reply; the student's
// thread shows both messages. Then Support, the thread and the inbox at 390 px (nothing scrolls sideways).
import { PASSWORD, desktop, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const STUDENT = 'student@demo.school';
const ADMIN = 'admin@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const SUBJECT = `Library card ${stamp}`;
const MESSAGE = 'My library card was lost on the bus yesterday. How do I get a new one?';
const REPLY = 'Bring a passport photo to the library desk; a new card costs nothing the first time.';

const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

/** STUDENT: Support, New enquiry (the rules, then sent), listed under Previous Queries. Leaves the page open. */
async function studentAsks(page, base) {
  await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support', exact: true }).click();
  await page.waitForURL('**/panel/student/support');
  await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Previous Queries' }).waitFor();
  await page.getByRole('button', { name: 'New enquiry' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill('ab');
  await dialog.getByLabel('Message').fill('short');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByText('Subject  must be at least 3 characters*').waitFor();
  await dialog.getByText('Message must be at least 10 characters*').waitFor();
  await dialog.getByLabel('Subject').fill(SUBJECT);
  await dialog.getByLabel('Message').fill(MESSAGE);
  await checkA11y(page, 'new enquiry dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await toast(page, 'Enquiry sent successfully');
  const card = page.getByRole('list', { name: 'Previous Queries' }).getByRole('link').filter({ hasText: SUBJECT });
  await card.waitFor();
  await checkA11y(page, 'support page');
  await screenshot(page, 'support-previous-queries-1440');
  await card.click();
  await page.waitForURL(/\/panel\/student\/support\/[^/?]+\?subject=/);
  await page.getByRole('heading', { name: SUBJECT, level: 1 }).waitFor();
  await page.getByText(MESSAGE).waitFor();
}

/** ADMIN: the inbox lists it (open first); the thread; the reply sent. */
async function adminReplies(page, base) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support inbox' }).click();
  await page.waitForURL('**/panel/admin/support-inbox');
  await page.getByRole('heading', { name: 'Support enquiries', level: 1 }).waitFor();
  const card = page.getByRole('list', { name: 'Support enquiries' }).getByRole('link').filter({ hasText: SUBJECT });
  await card.waitFor();
  await checkA11y(page, 'support inbox');
  await screenshot(page, 'support-inbox-1440');
  await card.click();
  await page.getByRole('heading', { name: SUBJECT, level: 1 }).waitFor();
  const send = page.getByRole('button', { name: 'Send reply' });
  assert(await send.isDisabled(), 'Send stays disabled while the message is invalid');
  await page.getByLabel('Your reply').fill(REPLY);
  await waitFor(async () => !(await send.isDisabled()), 'Send enabled once the message is valid');
  await send.click();
  await toast(page, 'Reply sent successfully');
  await page.getByText(REPLY).waitFor();
  await checkA11y(page, 'office thread');
  await screenshot(page, 'support-office-thread-1440');
}

/** Every support page at 390 px. */
async function onPhone(page, base, threadUrl) {
  await signIn(page, base, STUDENT, PASSWORD, '/panel/student/dashboard');
  for (const [name, url, heading] of [
    ['support-previous-queries-390', '/panel/student/support', 'Support'],
    ['support-thread-390', threadUrl, SUBJECT],
  ]) {
    await page.goto(`${base}${url}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, name);
    assert(!(await scrollsSideways(page)), `${heading} fits 390 px`);
  }
}

export const supportFlows = [
  {
    name: "support: a student opens an enquiry, the admin replies from the inbox, the student's bell rings without reload; 390 px",
    timeoutMs: 180_000,
    async run({ newContext, base }) {
      const sctx = await newContext(desktop);
      const student = await sctx.newPage();
      await studentAsks(student, base);
      const threadUrl = new URL(student.url()).pathname + new URL(student.url()).search;
      const bell = student.getByTestId('notification-bell');
      await waitFor(async () => (await bell.getAttribute('data-count')) !== '', 'the bell count to load', 15_000);
      const before = Number((await bell.getAttribute('data-count')) || 0);

      const actx = await newContext(desktop);
      await adminReplies(await actx.newPage(), base);
      await actx.close();

      // No reload: the push signal rings the bell and refreshes the open thread.
      await waitFor(async () => Number((await bell.getAttribute('data-count')) || 0) > before, "the student's bell to ring", 30_000);
      await student.getByText(REPLY).waitFor({ timeout: 30_000 });
      await bell.click();
      await student
        .getByTestId('notification-list')
        .getByRole('button')
        .filter({ hasText: `Reply to your enquiry: ${SUBJECT}` })
        .first()
        .waitFor();
      await screenshot(student, 'support-student-bell-1440');
      await sctx.close();

      const pctx = await newContext(phone);
      await onPhone(await pctx.newPage(), base, threadUrl);
      await pctx.close();
    },
  },
];
