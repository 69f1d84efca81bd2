// Notices: the form, posting to an audience, the live bell, deleting, and the phone layout (spread into flows.mjs).
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const ADMIN = 'admin@demo.school';
const STUDENT = 'student@demo.school';
const TEACHER = 'teacher@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** The bell's unread count, once it has loaded (its aria-label says it; data-count says it has loaded). */
async function bellCount(page) {
  const bell = page.getByTestId('notification-bell');
  await waitFor(async () => (await bell.getAttribute('data-count')) !== '', 'the unread count to load');
  const label = await bell.getAttribute('aria-label');
  const m = label.match(/^Notifications, (\d+) unread$/);
  assert(m || label === 'Notifications, none unread', `the bell is labelled with its count (got "${label}")`);
  return m ? Number(m[1]) : 0;
}

/** A `datetime-local` value `days` from now, in the browser's time zone. */
const localInput = (page, days) =>
  page.evaluate((d) => {
    const t = new Date(Date.now() + d * 86_400_000);
    const p = (n) => String(n).padStart(2, '0');
    return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}T${p(t.getHours())}:${p(t.getMinutes())}`;
  }, days);

export const noticeFlows = [
  {
    name: 'Notices: the page is in the sidebar; an empty submit shows "Title is required." and the other required messages',
    async run({ state }) {
      const page = state.admin;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notices' }).click();
      await page.waitForURL('**/panel/admin/notice');
      await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
      // The demo institute already has notices: wait for the list (or its empty state) to load.
      await page.getByTestId('notice-card').first().or(page.getByText('No notices found')).first().waitFor();
      await checkA11y(page, 'notices');
      await page.getByRole('button', { name: 'Create Notice' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Notice' });
      await dialog.waitFor();
      assert((await dialog.getByLabel('Start time').inputValue()) !== '', 'the start time defaults to now');
      assert(await dialog.getByRole('radio', { name: /^Everyone/ }).isChecked(), 'the audience defaults to everyone');
      await dialog.getByRole('button', { name: 'Post Notice' }).click();
      for (const m of ['Title is required.', 'Description is required.', 'End time is required.'])
        await dialog.getByText(m, { exact: true }).waitFor();
      await dialog.getByLabel('Title').fill('ab');
      await dialog.getByLabel('Start time').fill(await localInput(page, -1));
      await dialog.getByLabel('End time').fill(await localInput(page, -2));
      await dialog.getByText('Staff', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Post Notice' }).click();
      for (const m of [
        'Title must be 3 to 50 characters.',
        'Start time cannot be earlier than now.',
        'End time cannot be earlier than start time.',
        'Choose teaching or non-teaching staff.',
      ]) {
        await dialog.getByText(m, { exact: true }).waitFor();
      }
      await dialog.getByRole('radio', { name: 'Teaching', exact: true }).waitFor();
      await dialog.getByRole('radio', { name: 'Non-teaching', exact: true }).waitFor();
      await checkA11y(page, 'create notice dialog');
      await screenshot(page, 'create-notice-1280');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
  },
  {
    name: "ADMIN posts a notice to STUDENT: the STUDENT's bell rises live, the view (OK) marks it read, the Notices card shows it; a TEACHER gets nothing",
    async run({ newContext, base, state }) {
      const studentCtx = await newContext(desktop);
      const student = await studentCtx.newPage();
      state.student = student;
      await signIn(student, base, STUDENT, PASSWORD, '/panel/student/dashboard');
      await student.getByTestId('notices-card').waitFor();
      const before = await bellCount(student);
      await student.evaluate(() => (window.__e2eNoReload = true));
      const teacherCtx = await newContext(desktop);
      const teacher = await teacherCtx.newPage();
      await signIn(teacher, base, TEACHER, PASSWORD, '/panel/teacher/dashboard');
      const teacherBefore = await bellCount(teacher);

      const page = state.admin;
      const title = `Sports day ${stamp}`;
      state.noticeTitle = title;
      await page.getByRole('button', { name: 'Create Notice' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Notice' });
      await dialog.getByLabel('Title').fill(title);
      await dialog
        .getByLabel('Description')
        .fill(
          '<p>Bring your <b>house colours</b> and water.</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 1">',
        );
      await dialog.getByLabel('End time').fill(await localInput(page, 3));
      await dialog.getByText('Students', { exact: true }).click();
      assert(await dialog.getByRole('radio', { name: /^Students/ }).isChecked(), 'Students is chosen');
      assert((await dialog.getByRole('combobox').count()) === 0 && (await dialog.getByText(/batch/i).count()) === 0, 'no batch picker');
      await dialog.getByRole('button', { name: 'Post Notice' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Notice created successfully' }).waitFor();
      const card = page.getByTestId('notice-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await card.waitFor();
      await card.getByText('Students and parents').waitFor();
      await card.getByText('Active', { exact: true }).waitFor();
      await card.getByText('Rajesh Kumar').waitFor();
      const preview = (await card.getByTestId('notice-preview').textContent()).trim();
      assert(
        preview.startsWith('Bring your house colours and water.') && !preview.includes('<') && !preview.includes('pwned'),
        `the preview is the text only (got "${preview}")`,
      );
      await card.getByRole('button', { name: /Read more/ }).click();
      const details = page.getByRole('dialog', { name: title });
      await details.locator('strong', { hasText: 'house colours' }).waitFor();
      assert((await details.locator('img, script').count()) === 0, 'no image or script from the description reaches the page');
      await details.getByRole('button', { name: 'Close' }).last().click();
      await details.waitFor({ state: 'detached' });
      await checkA11y(page, 'notices');
      await screenshot(page, 'notices-1280');

      // The student: the count rises without a reload, then the notification opens with OK and is read.
      await waitFor(async () => (await bellCount(student)) === before + 1, `the student's bell to reach ${before + 1}`, 10_000);
      assert(await student.evaluate(() => window.__e2eNoReload === true), 'the student page was not reloaded');
      await student.getByTestId('notices-card').getByRole('heading', { name: title }).waitFor();
      await student.getByTestId('notices-card').getByText('Bring your house colours and water.').waitFor();
      await student.getByTestId('notification-bell').click();
      const item = student.getByTestId('notification-list').getByRole('button').filter({ hasText: title });
      await item.waitFor();
      assert((await item.getAttribute('data-unread')) === 'true', 'the new notification is highlighted as unread');
      assert(((await item.textContent()) ?? '').startsWith('Unread: '), 'screen readers hear that it is unread');
      await checkA11y(student, 'bell popover open');
      await screenshot(student, 'bell-open-1280');
      await item.click();
      const view = student.getByRole('dialog', { name: title });
      await view.locator('strong', { hasText: 'house colours' }).waitFor();
      assert((await student.evaluate(() => window.__pwned)) === undefined, 'the description ran no script');
      await checkA11y(student, 'notification view');
      await screenshot(student, 'notification-view-1280');
      await waitFor(async () => (await bellCount(student)) === before, `the student's bell to fall back to ${before}`, 10_000);
      await view.getByRole('button', { name: 'OK' }).click();
      await view.waitFor({ state: 'detached' });
      await student.getByTestId('notification-bell').click();
      await waitFor(async () => (await item.getAttribute('data-unread')) === null, 'the notification to show as read');
      await student.keyboard.press('Escape');
      await student.getByTestId('notification-list').waitFor({ state: 'detached' });
      await screenshot(student, 'student-dashboard-notices-1280');

      // The teacher was not addressed: no notification, nothing on the Notices card, even after a reload.
      await teacher.reload();
      assert((await bellCount(teacher)) === teacherBefore, 'the teacher got no notification');
      await teacher.getByTestId('notices-card').waitFor();
      assert((await teacher.getByTestId('notices-card').getByText(title).count()) === 0, "the notice is not on the teacher's card");
      await teacher.getByTestId('notification-bell').click();
      await teacher.getByText('No notifications yet').or(teacher.getByTestId('notification-list')).first().waitFor();
      assert((await teacher.getByText(title).count()) === 0, 'the notice is not shown to the teacher');
      await teacherCtx.close();
    },
  },
  {
    name: 'A STUDENT finds the bell by keyboard; ADMIN deletes the notice after "Are you sure?" and it leaves the student\'s dashboard live',
    async run({ state }) {
      const student = state.student;
      const title = state.noticeTitle;
      // Keyboard: focus the bell, open it with Enter, Tab past Close to the notification, close with Escape.
      await student.getByTestId('notification-bell').focus();
      await student.keyboard.press('Enter');
      const list = student.getByTestId('notification-list');
      await list.waitFor();
      await student.keyboard.press('Tab');
      assert(
        await student.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Close notifications'),
        'Tab moves into the popover',
      );
      await student.keyboard.press('Tab');
      const focused = await student.evaluate(() =>
        document.activeElement?.closest('[data-testid="notification-list"]') ? document.activeElement.textContent : null,
      );
      assert(focused?.includes(title), `the next Tab reaches the notification (got ${focused})`);
      await student.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      assert(
        await student.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'notification-bell'),
        'focus returns to the bell',
      );

      const page = state.admin;
      const card = page.getByTestId('notice-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await card.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Notice deleted successfully' }).waitFor();
      await card.waitFor({ state: 'detached' });
      await student.getByTestId('notices-card').getByText(title).waitFor({ state: 'detached', timeout: 10_000 });
      assert(await student.evaluate(() => window.__e2eNoReload === true), 'the student page was not reloaded');
      await student.context().close();
    },
  },
  {
    name: "At 390 px: the notices page and the Create Notice form fit; a STUDENT's Notices card, bell popover and notification view fit",
    async run({ newContext, base }) {
      const ctx = await newContext(phone);
      const page = await ctx.newPage();
      await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Notices' }).click();
      await page.waitForURL('**/panel/admin/notice');
      // A notice for everyone, so the list has a card (and the STUDENT gets a second notification).
      await page.getByRole('button', { name: 'Create Notice' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Notice' });
      await dialog.getByLabel('Title').fill(`Parent-teacher meeting ${stamp}`);
      await dialog.getByLabel('Description').fill('Meet the class teachers in the main hall on Saturday from 10 am. '.repeat(5));
      await dialog.getByLabel('End time').fill(await localInput(page, 5));
      await screenshot(page, 'create-notice-390');
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await dialog.getByRole('button', { name: 'Post Notice' }).click();
      await dialog.waitFor({ state: 'detached' });
      const card = page.getByTestId('notice-card').first();
      await card.getByText('Everyone').waitFor();
      const preview = (await card.getByTestId('notice-preview').textContent()).replace(/Read more.*$/, '').trim();
      assert(
        preview.endsWith('…') && Array.from(preview).length <= 201,
        `the preview is cut to 200 characters (got ${Array.from(preview).length})`,
      );
      await checkA11y(page, 'notices at 390 px');
      await screenshot(page, 'notices-390');
      assert((await overflow()) <= 0, 'the notices page does not scroll sideways');
      await ctx.close();

      // The STUDENT on a phone: the notice on the dashboard, the bell's popover and the view fit the screen.
      const studentCtx = await newContext(phone);
      const student = await studentCtx.newPage();
      await signIn(student, base, STUDENT, PASSWORD, '/panel/student/dashboard');
      await student
        .getByTestId('notices-card')
        .getByRole('heading', { name: `Parent-teacher meeting ${stamp}` })
        .waitFor();
      await screenshot(student, 'student-dashboard-notices-390');
      assert((await bellCount(student)) >= 1, 'the student has an unread notification');
      await student.getByTestId('notification-bell').click();
      const item = student
        .getByTestId('notification-list')
        .getByRole('button')
        .filter({ hasText: `Parent-teacher meeting ${stamp}` });
      await item.waitFor();
      await checkA11y(student, 'bell popover at 390 px');
      const box = await student.getByTestId('notification-list').boundingBox();
      assert(box && box.x >= 0 && box.x + box.width <= 390, 'the popover stays on screen');
      await screenshot(student, 'bell-open-390');
      await item.click();
      const view = student.getByRole('dialog', { name: `Parent-teacher meeting ${stamp}` });
      await view.getByRole('button', { name: 'OK' }).waitFor();
      await checkA11y(student, 'notification view at 390 px');
      await screenshot(student, 'notification-view-390');
      await view.getByRole('button', { name: 'OK' }).click();
      await view.waitFor({ state: 'detached' });
      assert(
        (await student.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0,
        'the student dashboard does not scroll sideways',
      );
      await studentCtx.close();
    },
  },
];
