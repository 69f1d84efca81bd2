// Student records (issue 19 §1): the admin adds a PDF certificate to the demo student (an empty submit shows the spec's
// message) and a LINK document through the Add Documents dialog (a long file name shows as an ellipsis and its last 9
// characters); the parent sees both on their Documents page, read-only; the profile and the parent's page at 390 px.
import { PASSWORD, PDF, desktop, login, phone, scrollsSideways } from './api-kit.mjs';
import { assert, checkA11y, currentPassword, screenshot, signIn } from './support.mjs';

const ADMIN = 'admin@demo.school';
const STUDENT = 'student@demo.school';
const PARENT = 'parent@demo.school';
const stamp = Date.now().toString(36).slice(-5);
const CERTIFICATE = `Debate championship ${stamp}`;
const LINK_TITLE = `Research poster ${stamp}`;
const LONG_NAME = 'semester-four-internal-assessment-marks.pdf';

const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

/** ADMIN: the profile's certificates tab, Add Certificate (empty, then a PDF), the Documents tab, Add Documents (a link). */
async function adminAdds(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await page.goto(`${base}/panel/admin/student/${state.studentId}`);
  await page.getByRole('heading', { name: 'Certificates and documents' }).waitFor();
  await page.getByTestId('certificate-row').first().waitFor();
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Certificate', exact: true }).click();
  await dialog.getByText('Title is required*').waitFor();
  await dialog.getByText('Upload file required*').waitFor();
  await dialog.getByLabel('Title').fill(CERTIFICATE);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'debate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await checkA11y(page, 'add certificate dialog');
  await dialog.getByRole('button', { name: 'Add Certificate', exact: true }).click();
  await toast(page, 'Certificate added successfully');
  const row = page.getByTestId('certificate-row').filter({ hasText: CERTIFICATE });
  await row.waitFor();
  await row.getByText(/^Issued by /).waitFor();
  const href = await row.getByRole('link', { name: CERTIFICATE }).getAttribute('href');
  assert(href?.startsWith('/api/v1/files/'), 'the certificate opens through a signed link');

  await page.getByRole('tab', { name: /^Documents/ }).click();
  await page.getByTestId('document-row').first().waitFor();
  await page.getByRole('button', { name: 'Add Documents' }).click();
  const docs = page.getByRole('dialog');
  await docs.getByRole('button', { name: 'Add to list' }).click();
  await docs.getByText('Title is required*').waitFor();
  // A long file name joins the list shortened, and can be removed again.
  await docs.getByLabel('Title').fill('Internal marks');
  await docs.locator('input[type="file"]').setInputFiles({ name: LONG_NAME, mimeType: 'application/pdf', buffer: PDF });
  await docs.getByRole('button', { name: 'Add to list' }).click();
  const list = docs.getByRole('list', { name: 'Added documents' });
  await list.getByText(`...${LONG_NAME.slice(-9)}`, { exact: true }).waitFor();
  await docs.getByRole('button', { name: 'Remove Internal marks' }).click();
  await docs.getByLabel('Title').fill(LINK_TITLE);
  await docs.getByLabel('Type').selectOption('LINK');
  await docs.getByLabel('Link').fill('https://example.org/poster');
  await docs.getByRole('button', { name: 'Add to list' }).click();
  await list.getByText(LINK_TITLE).waitFor();
  await checkA11y(page, 'add documents dialog');
  await screenshot(page, 'records-add-documents-1440');
  await docs.getByRole('button', { name: 'Upload', exact: true }).click();
  await toast(page, 'Documents uploaded successfully');
  await page.getByTestId('document-row').filter({ hasText: LINK_TITLE }).waitFor();
  assert((await page.getByTestId('document-row').filter({ hasText: 'Internal marks' }).count()) === 0, 'the removed file was not uploaded');
  await checkA11y(page, 'student profile records');
  await screenshot(page, 'records-profile-1440');
}

/** PARENT: Documents in the sidebar, the child's certificate and link, no way to add or delete. */
async function parentSees(page, base) {
  // The parent's password may have been changed by the reset flow (auth-flows.mjs).
  await signIn(page, base, PARENT, await currentPassword(base, PARENT, [PASSWORD, 'parent-new-1']), '/panel/student/dashboard');
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await page.waitForURL('**/panel/student/documents**');
  await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
  await page.getByTestId('certificate-row').filter({ hasText: CERTIFICATE }).waitFor();
  await page.getByRole('tab', { name: /^Documents/ }).click();
  const link = page.getByTestId('document-row').filter({ hasText: LINK_TITLE }).getByRole('link', { name: LINK_TITLE });
  assert((await link.getAttribute('href')) === 'https://example.org/poster', 'the parent opens the link');
  assert((await page.getByRole('button', { name: /^Add |^Delete / }).count()) === 0, 'the parent reads only');
  await checkA11y(page, 'parent documents');
  await screenshot(page, 'records-parent-1440');
}

async function onPhone(adminPage, parentPage, base, state) {
  await signIn(adminPage, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await adminPage.goto(`${base}/panel/admin/student/${state.studentId}`);
  await adminPage.getByTestId('certificate-row').first().waitFor();
  await adminPage.getByRole('heading', { name: 'Certificates and documents' }).scrollIntoViewIfNeeded();
  await screenshot(adminPage, 'records-profile-390');
  assert(!(await scrollsSideways(adminPage)), 'the profile with its records fits 390 px');
  await signIn(parentPage, base, PARENT, await currentPassword(base, PARENT, [PASSWORD, 'parent-new-1']), '/panel/student/dashboard');
  await parentPage.goto(`${base}/panel/student/documents`);
  await parentPage.getByTestId('certificate-row').first().waitFor();
  await screenshot(parentPage, 'records-parent-390');
  assert(!(await scrollsSideways(parentPage)), "the parent's documents fit 390 px");
}

export const recordsDocsFlows = [
  {
    name: 'student records: the admin adds a PDF certificate and a link document, the parent sees them, at 1440 and 390 px',
    timeoutMs: 180_000,
    async run({ newContext, base }) {
      const student = await login(base, STUDENT);
      const state = { studentId: student.user._id };
      const admin = await newContext(desktop);
      await adminAdds(await admin.newPage(), base, state);
      await admin.close();
      const parent = await newContext(desktop);
      await parentSees(await parent.newPage(), base);
      await parent.close();
      const a = await newContext(phone);
      const p = await newContext(phone);
      await onPhone(await a.newPage(), await p.newPage(), base, state);
      await a.close();
      await p.close();
    },
  },
];

/** ADMIN issues a transfer certificate from the profile's Issued tab; an outsider (no sign-in) verifies its code. */
async function adminIssues(page, base, state) {
  await signIn(page, base, ADMIN, PASSWORD, '/panel/admin/dashboard');
  await page.goto(`${base}/panel/admin/student/${state.studentId}`);
  await page.getByRole('heading', { name: 'Certificates and documents' }).waitFor();
  await page.getByRole('tab', { name: /^Issued/ }).click();
  await page.getByTestId('issued-row').first().waitFor();
  // A transfer certificate issued earlier (a rerun) is revoked first: a student holds one valid TC.
  const valid = page.getByTestId('issued-row').filter({ hasText: 'Transfer certificate' }).filter({ hasText: 'Valid' });
  if ((await valid.count()) > 0) {
    await valid.first().getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Issued again in the browser flow');
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await toast(page, 'Certificate revoked successfully');
  }
  await page.getByRole('button', { name: 'Issue certificate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Certificate').selectOption('TRANSFER');
  await dialog.getByLabel('Reason for leaving').fill('family relocation');
  await checkA11y(page, 'issue certificate dialog');
  await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
  await toast(page, 'Certificate issued successfully');
  const row = page.getByTestId('issued-row').filter({ hasText: 'Transfer certificate' }).filter({ hasText: 'Valid' });
  await row.waitFor();
  const text = await row.innerText();
  state.code = /Code ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text)?.[1];
  state.number = /TC\/\d{4}\/\d{4}/.exec(text)?.[0];
  assert(state.code && state.number, 'the row shows the number and the code');
  await screenshot(page, 'records-issued-1440');
}

async function outsiderVerifies(page, base, state) {
  await page.goto(`${base}/verify`);
  await page.getByRole('heading', { name: 'Verify a certificate', level: 1 }).waitFor();
  await page.getByLabel('Verification code').fill(state.code.toLowerCase());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const card = page.getByTestId('verified-certificate');
  await card.waitFor();
  await card.getByText('Valid certificate').waitFor();
  await card.getByText(state.number, { exact: true }).waitFor();
  await card.getByText('Transfer certificate', { exact: true }).waitFor();
  await checkA11y(page, 'verify page');
  await screenshot(page, 'records-verify-390');
  assert(!(await scrollsSideways(page)), 'the verify page fits 390 px');
}

export const recordsDocsSteps = { adminAdds, parentSees, onPhone, adminIssues, outsiderVerifies };

recordsDocsFlows.push({
  name: 'student records: the admin issues a transfer certificate, an outsider verifies its code on the public page',
  timeoutMs: 120_000,
  async run({ newContext, base }) {
    const student = await login(base, STUDENT);
    const state = { studentId: student.user._id };
    const admin = await newContext(desktop);
    await adminIssues(await admin.newPage(), base, state);
    await admin.close();
    const outsider = await newContext(phone);
    await outsiderVerifies(await outsider.newPage(), base, state);
    await outsider.close();
  },
});
