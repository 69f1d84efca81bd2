// Flows for the batch page's tabs (002 §2, §6): timetable, classes, materials, announcements, assign teacher,
// and the five tabs a teacher who is not the H.O.D. sees.
import { assert, checkA11y, screenshot, signIn, waitFor } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const desktop = { viewport: { width: 1280, height: 900 } };
const stamp = Date.now().toString(36).slice(-5);

async function api(base, token, method, path, body) {
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => null);
  assert(r.ok, `${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}
const login = async (base, email) => (await api(base, '', 'POST', 'auth/login', { email, password: PASSWORD })).data;

/** Tomorrow's weekday in the institute (India), Monday when tomorrow is a Sunday: a day still to come. */
function comingWeekday() {
  const name = new Date(Date.now() + 86_400_000).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'Asia/Kolkata' });
  return name === 'Sunday' ? 'Monday' : name;
}

async function pick(dialogOrPage, label, search, option) {
  const input = dialogOrPage.getByLabel(label);
  const options = dialogOrPage.page().getByRole('option');
  // A real click, as a user's: it takes the focus from a picker used just before, which keeps it a moment after its choice.
  await input.click();
  await input.fill(search);
  // The list answers the search after a debounce: click once it shows only matches, not in the list it replaces.
  const matches = new RegExp(search, 'i');
  await waitFor(async () => {
    const texts = await options.allTextContents();
    return texts.length > 0 && texts.every((t) => matches.test(t));
  }, `${label} options for "${search}"`);
  await options
    .filter({ hasText: new RegExp(option) })
    .first()
    .click();
  await waitFor(async () => new RegExp(option).test(await input.inputValue()), `${option} chosen as ${label}`);
}

export const batchTabFlows = [
  {
    name: 'Batch tabs: a timetable slot from a day column (grid and Classes), a material up and down, an announcement, Assign Teacher; a non-H.O.D. teacher sees five tabs',
    async run({ newContext, base }) {
      // A batch of its own, whose H.O.D. is not the demo teacher (Kavita Sharma).
      const admin = await login(base, 'admin@demo.school');
      const kavita = await login(base, 'teacher@demo.school');
      const existing = (await api(base, admin.accessToken, 'GET', 'batch?perPage=1&pageNo=1')).data[0];
      const teachers = (await api(base, admin.accessToken, 'GET', 'user?role=TEACHER&perPage=20&pageNo=1')).data;
      const hod = teachers.find((t) => t._id !== kavita.user._id);
      const batch = (
        await api(base, admin.accessToken, 'POST', 'batch/create', {
          session: existing.session._id,
          course: existing.course._id,
          branch: existing.branch._id,
          description: `Evening batch ${stamp}`,
          maximumStudent: 30,
          headOfDepartment: hod._id,
        })
      ).data;

      const ctx = await newContext(desktop);
      const page = await ctx.newPage();
      await signIn(page, base, 'admin@demo.school', PASSWORD, '/panel/admin/dashboard');
      await page.goto(`${base}/panel/admin/batch/${batch._id}`);
      const nav = page.getByRole('navigation', { name: 'Batch sections' });
      await nav.waitFor();
      const tabs = await nav.getByRole('link').allInnerTexts();
      assert(
        tabs.join('|') === 'Overview|Materials|Classes|Students|Announcements|Assign Teacher|Timetable',
        `admin tabs: ${tabs.join('|')}`,
      );

      // Timetable: the dialog from a day column, the spec's messages, then a slot in the grid.
      await nav.getByRole('link', { name: 'Timetable' }).click();
      await page.waitForURL(`**/panel/admin/batch/${batch._id}/time-table`);
      const day = comingWeekday();
      await page.getByRole('button', { name: `Add class on ${day}` }).click();
      let dialog = page.getByRole('dialog', { name: 'Create Timetable' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Create' }).click();
      for (const m of ['Start Time is required.', 'End Time is required.', 'Subject is required.', 'Teacher is required.'])
        await dialog.getByText(m, { exact: true }).waitFor();
      assert((await dialog.getByLabel('Day').inputValue()) === day, 'the dialog opens on its day column');
      await dialog.getByLabel('Start Time').fill('16:00');
      await dialog.getByLabel('End Time').fill('17:00');
      await pick(dialog, 'Subject', 'Math', 'Mathematics');
      await pick(dialog, 'Teacher', 'Kavita', 'Kavita Sharma');
      await dialog.getByLabel('Class room').fill('Lab 7');
      await checkA11y(page, 'Create Timetable dialog');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
      const column = page.getByTestId(`day-${day}`);
      await column.getByText('Mathematics').waitFor();
      await column.getByText('4:00 PM – 5:00 PM').waitFor();
      // The same teacher at an overlapping time: the server's 409 shows and the dialog stays open (002 §8).
      await page.getByRole('button', { name: `Add class on ${day}` }).click();
      dialog = page.getByRole('dialog', { name: 'Create Timetable' });
      await dialog.getByLabel('Start Time').fill('16:30');
      await dialog.getByLabel('End Time').fill('17:30');
      await pick(dialog, 'Subject', 'Phys', 'Physics');
      await pick(dialog, 'Teacher', 'Kavita', 'Kavita Sharma');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: `Kavita Sharma already has a class on ${day} from 16:00 to 17:00.` })
        .waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await checkA11y(page, 'batch timetable');
      await screenshot(page, 'batch-timetable-1280');

      // Classes: the batch's real classes, each with its timing and a link to its register. The slot's own classes come
      // from the timetable job (they may not be produced yet), so the flow adds a one-off class of tomorrow evening.
      const maths = (await api(base, admin.accessToken, 'GET', 'subject?perPage=20&pageNo=1&searchTitle=Mathematics')).data[0];
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
      const oneOff = (
        await api(base, admin.accessToken, 'POST', 'class/create', {
          batch: batch._id,
          subject: maths._id,
          teacher: kavita.user._id,
          startTime: `${tomorrow}T18:00:00+05:30`,
          endTime: `${tomorrow}T19:00:00+05:30`,
          classRoom: 'Lab 7',
          type: 'OFFLINE',
        })
      ).data;
      await nav.getByRole('link', { name: 'Classes' }).click();
      await page.waitForURL('**/class');
      const cls = page.getByTestId('batch-class').filter({ has: page.locator(`a[href="/panel/admin/class/${oneOff._id}"]`) });
      await cls.waitFor();
      const text = await cls.innerText();
      assert(
        text.includes('Mathematics') && text.includes('Kavita Sharma') && text.includes('Lab 7') && text.includes('Schedule At 6:00 PM'),
        `class card: ${text}`,
      );
      await screenshot(page, 'batch-classes-1280');

      // Materials: upload a PDF, see it, delete it.
      await nav.getByRole('link', { name: 'Materials' }).click();
      await page.waitForURL('**/materials');
      await page.getByText('No data found').waitFor();
      await page.getByRole('button', { name: 'Upload Material' }).click();
      dialog = page.getByRole('dialog', { name: 'Upload Material' });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByText('File is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Title').fill(`Syllabus ${stamp}`);
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'syllabus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.waitFor({ state: 'detached' });
      const card = page.getByTestId('material-card').filter({ hasText: `Syllabus ${stamp}` });
      await card.waitFor();
      assert(
        (await card.getByRole('link', { name: 'Open syllabus.pdf' }).getAttribute('href'))?.includes('/api/v1/files/'),
        'a signed file link',
      );
      await screenshot(page, 'batch-materials-1280');
      await card.getByRole('button', { name: `Delete Syllabus ${stamp}` }).click();
      await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete it!' }).click();
      await card.waitFor({ state: 'detached' });

      // Announcements: post one.
      await nav.getByRole('link', { name: 'Announcements' }).click();
      await page.waitForURL('**/announcement');
      await page.getByRole('button', { name: 'Post Announcement' }).click();
      dialog = page.getByRole('dialog', { name: 'Post Announcement' });
      await dialog.getByLabel('Title').fill(`Lab test ${stamp}`);
      await dialog.getByLabel('Description').fill('Lab test on Friday in Lab 7.');
      await dialog.getByRole('button', { name: 'Post' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByTestId('announcement-card')
        .filter({ hasText: `Lab test ${stamp}` })
        .waitFor();

      // Assign Teacher: Physics to Kavita Sharma (she becomes a teacher of the batch, not its H.O.D.).
      await nav.getByRole('link', { name: 'Assign Teacher' }).click();
      await page.waitForURL('**/assign-teacher');
      const form = page.getByRole('form', { name: 'Assign Teacher' });
      await form.getByRole('button', { name: 'Assign Teacher' }).click();
      await form.getByText('Subject is required.', { exact: true }).waitFor();
      await form.getByLabel('Subject').fill('zzzz-no-such-subject');
      await page.getByText('No options found', { exact: true }).waitFor();
      await pick(form, 'Subject', 'Phys', 'Physics');
      await pick(form, 'Teacher', 'Kavita', 'Kavita Sharma');
      await form.getByRole('button', { name: 'Assign Teacher' }).click();
      await page.getByRole('row').filter({ hasText: 'Physics' }).filter({ hasText: 'Kavita Sharma' }).waitFor();
      await checkA11y(page, 'batch assign teacher');
      await screenshot(page, 'batch-assign-teacher-1280');

      // The demo teacher, not the H.O.D. of this batch: five tabs, and the others are not hers.
      const tctx = await newContext(desktop);
      const tpage = await tctx.newPage();
      await signIn(tpage, base, 'teacher@demo.school', PASSWORD, '/panel/teacher/dashboard');
      await tpage.goto(`${base}/panel/teacher/batch/${batch._id}`);
      const tnav = tpage.getByRole('navigation', { name: 'Batch sections' });
      await tnav.waitFor();
      const ttabs = await tnav.getByRole('link').allInnerTexts();
      assert(ttabs.join('|') === 'Overview|Materials|Classes|Students|Announcements', `teacher tabs: ${ttabs.join('|')}`);
      await tnav.getByRole('link', { name: 'Announcements' }).click();
      await tpage
        .getByTestId('announcement-card')
        .filter({ hasText: `Lab test ${stamp}` })
        .waitFor();
      // Only ADMIN or STAFF delete announcements (002 §6).
      assert((await tpage.getByRole('button', { name: `Delete Lab test ${stamp}` }).count()) === 0, 'no delete for a teacher');
      await tpage.goto(`${base}/panel/teacher/batch/${batch._id}/time-table`);
      await tpage.getByText('This section of the batch is not available to you.').waitFor();
      const refused = await fetch(`${base}/api/v1/batch/timetable/${batch._id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${kavita.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          startTime: '2024-01-02T08:00:00+05:30',
          endTime: '2024-01-02T08:30:00+05:30',
          subject: 'x',
          teacher: kavita.user._id,
        }),
      });
      assert(refused.status === 403, `a non-H.O.D. teacher's timetable write: ${refused.status}`);
      await tnav.getByRole('link', { name: 'Overview' }).click();
      await waitFor(async () => (await tpage.getByTestId('batch-id').innerText()) === batch._id, 'the overview');
      await checkA11y(tpage, 'teacher batch page');
      await screenshot(tpage, 'batch-teacher-tabs-1280');
    },
  },
];
