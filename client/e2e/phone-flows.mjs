// Every page of every role at 390 px (issue #11 part 11): one flow per demo role signs in on a phone, visits every page
// the role may open and every detail page reached from them, and fails, naming ALL offending pages, when a page scrolls
// sideways or an element sticks out of the screen (spread into flows.mjs).
//
// The page list is derived, not written down: the role's pages come from client/src/lib/route-table.ts (`pageAccess`, read through routes.ts) and
// from the sidebar the role is shown; pages with `:params` (a student, a batch and its tabs, a fee…) are filled in from
// the links found on the pages visited, so a page added later is visited without touching this file. A page the role
// may open whose params no visited page links to fails the flow, unless `UNREACHABLE` below says why it cannot be.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { AssertionError, SCREENSHOTS, currentPassword, screenshot, signIn } from './support.mjs';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const WIDTH = 390;
const phone = { viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const ROLES = [
  ['SUPER_ADMIN', 'superadmin@demo.school'],
  ['ADMIN', 'admin@demo.school'],
  ['MANAGER', 'manager@demo.school'],
  ['STAFF', 'staff@demo.school'],
  ['TEACHER', 'teacher@demo.school'],
  ['STUDENT', 'student@demo.school'],
  ['PARENT', 'parent@demo.school'],
];
/** Query parameters that select a different page body (a tab, the register form's role); others (paging, search) do not. */
const PAGE_QUERY = ['tab', 'role'];
/**
 * Page patterns no demo page links to for a role, with the reason. Anything else unreachable fails the flow: a new
 * `:param` page must be linked from somewhere (or listed here with why not).
 */
const UNREACHABLE = {
  '/panel/admin/assignment/:assignmentId/:studentId': {
    ADMIN: "002 §6: a submission card opens the student's submission only when the viewer is not ADMIN (the other office roles reach it)",
  },
  '/panel/student/exam/:examId/:subjectExamId': {
    '*': "the exam-taking screen is linked only while an online subject exam is open (the exam taking flows open it); the demo's online test has ended",
  },
  '/panel/admin/alumni/:id': { '*': 'the demo has no alumni yet (nobody has left); /panel/admin/alumni itself is visited' },
  // ---- live classes (live-client) ----
  // The call pages are opened by the Live Options dialog's Join Class / Go Live buttons (not links), and only while an
  // online class runs: any other time the join is refused and the page goes back to the LMS page (002 §8). The live class
  // flows (live-class-flows.mjs) open them at 390 px.
  '/panel/student/lms/:classId': {
    '*': 'opened by the Live Options dialog (a button) while a class runs; live-class-flows.mjs walks it at 390 px',
  },
  '/panel/teacher/lms/:classId': { '*': 'opened by the Live Options dialog (a button) while a class runs; live-class-flows.mjs opens it' },
  '/panel/admin/lms/:classId': {
    '*': 'opened by the Live Options dialog (a button) while a class runs; a refused join goes back to the list',
  },
  // ---- end live classes ----
};

/**
 * Where a `:param` page's params come from when no page of the app links to it: an API call as the signed-in user
 * (`api(path)` returns the reply's data). Each says why; the flow prints a note whenever one is used.
 */
/** An exam of the given type (any when null) with a subject exam someone attended: { exam, subjectExamId, studentId }. */
async function attendedSheet(api, type) {
  for (const exam of await api('exam?perPage=50&pageNo=1')) {
    if (type && exam.type !== type) continue;
    // A teacher's own subject exams are not in the general list (002 §6): they come from created-by-user.
    const own = type === null ? await api(`exam/subject/created-by-user/${exam._id}`).catch(() => []) : [];
    for (const sub of [...(await api(`exam/subject/${exam._id}`)), ...own]) {
      const rows = await api(`exam/student-attended/${sub._id}?type=ATTENDED&perPage=10&pageNo=1`);
      if (rows.length) return { exam, subjectExamId: sub._id, studentId: rows[0]._id };
    }
  }
  return null;
}

/** The student whose pages a STUDENT or PARENT sees (a parent's first child), and a finished exam of theirs with published results. */
async function publishedExamOf(api, me) {
  const studentId = me.role === 'PARENT' ? ((await api(`user/details/${me._id}`)).children ?? [])[0] : me._id;
  if (!studentId) return null;
  const query = me.role === 'PARENT' ? `&studentId=${studentId}` : '';
  const exam = (await api(`exam/student/exams?perPage=50&pageNo=1${query}`)).find((e) => e.resultPublished);
  if (!exam) return null;
  const card = await api(`exam/report-card/${exam._id}/${studentId}`);
  return { studentId, exam, batchId: card.batch._id };
}

const PARAM_SOURCES = {
  // Issue 14: the walk opens one exam page of the student's; the report card is on the page of an exam whose
  // results are published (the demo's mid-term), which may not be the one it opened.
  '/panel/student/report-card/:examId/:studentId': {
    why: 'the exam page of an exam with published results links to its report card',
    async params(api, me) {
      const found = await publishedExamOf(api, me);
      return found && { examId: found.exam._id, studentId: found.studentId };
    },
  },
  '/panel/student/report-card/session/:batchId/:studentId': {
    why: 'a report card links to the session report card',
    async params(api, me) {
      const found = await publishedExamOf(api, me);
      return found?.batchId ? { batchId: found.batchId, studentId: found.studentId } : null;
    },
  },
  // Issue 14: the office opens these from a subject exam's Students tab and a student's result (a query parameter
  // picks the tab or the student, which the walk does not follow).
  '/panel/admin/exam/:examId/:subjectExamId/:studentId': {
    why: "the Students tab of an online subject exam (?subjectExamId=) links to a student's answers",
    async params(api) {
      const found = await attendedSheet(api, 'ONLINE');
      return found && { examId: found.exam._id, subjectExamId: found.subjectExamId, studentId: found.studentId };
    },
  },
  '/panel/admin/report-card/:examId/:studentId': {
    why: "a student's result (/panel/admin/results/:examId?studentId=) links to the report card",
    async params(api) {
      const found = await attendedSheet(api, null);
      return found && { examId: found.exam._id, studentId: found.studentId };
    },
  },
  '/panel/teacher/report-card/:examId/:studentId': {
    why: "a student's result (/panel/teacher/result/:examId?studentId=) links to the report card",
    async params(api) {
      const found = await attendedSheet(api, null);
      return found && { examId: found.exam._id, studentId: found.studentId };
    },
  },
  '/panel/teacher/report-card/session/:batchId/:studentId': {
    why: 'a report card links to the session report card',
    async params(api) {
      const found = await attendedSheet(api, null);
      return found && { batchId: found.exam.batch._id, studentId: found.studentId };
    },
  },
  '/panel/admin/report-card/session/:batchId/:studentId': {
    why: 'a report card links to the session report card',
    async params(api) {
      const found = await attendedSheet(api, null);
      return found && { batchId: found.exam.batch._id, studentId: found.studentId };
    },
  },
  '/panel/teacher/batch/:batchId': {
    why: "the teacher dashboard does not link to the teacher's batches",
    async params(api, me) {
      const batches = await api('batch?perPage=50&pageNo=1');
      const own = batches.find((b) => b.headOfDepartment?._id === me._id) ?? batches[0];
      return own ? { batchId: own._id } : null;
    },
  },
};

/** Buttons whose dialog or drawer is opened on every page that has one (the first of each), to see it fits. */
const DIALOG_BUTTONS = ['Add', 'Create', 'Set', 'Edit', 'History', 'Payment History', 'Pay', 'Filter'];

const dialogsChecked = new Set();

const here = dirname(fileURLToPath(import.meta.url));
let routesModule;
const routes = async () => (routesModule ??= await tsImport(resolve(here, '../src/lib/routes.ts'), import.meta.url));

/** The pageAccess key serving a path (exact first, then `:param` patterns), and the params it binds. */
function match(pageAccess, pathname) {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (p in pageAccess) return { key: p, params: {} };
  const parts = p.split('/');
  for (const key of Object.keys(pageAccess)) {
    if (!key.includes(':')) continue;
    const kp = key.split('/');
    if (kp.length !== parts.length) continue;
    const params = {};
    const fits = kp.every((seg, i) => {
      if (!seg.startsWith(':')) return seg === parts[i];
      params[seg.slice(1)] = parts[i];
      return !!parts[i];
    });
    if (fits) return { key, params };
  }
  return null;
}

/** A page's identity: its path plus the query parameters that change what it shows. */
function pageId(url) {
  const u = new URL(url, 'http://x');
  const q = new URLSearchParams();
  for (const k of PAGE_QUERY) if (u.searchParams.has(k)) q.set(k, u.searchParams.get(k));
  const s = q.toString();
  return `${u.pathname.replace(/\/+$/, '') || '/'}${s ? `?${s}` : ''}`;
}

const slug = (s) =>
  s
    .replace(/^\/panel\//, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Requests in flight, to wait for a page's data rather than for a fixed time. */
function trackRequests(page) {
  const open = new Set();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => [...open].filter((r) => !['websocket', 'eventsource'].includes(r.resourceType())).length;
}

/** Waits until the page shows content, not a skeleton: no skeletons, nothing busy or spinning, no request in flight. */
async function settle(page, inFlight, ms = 15_000) {
  const deadline = Date.now() + ms;
  let quiet = 0;
  while (Date.now() < deadline) {
    const busy =
      inFlight() > 0 ||
      (await page
        .evaluate(
          () =>
            !document.querySelector('main') ||
            !!document.querySelector('.skeleton, [aria-busy="true"], .animate-spin, [data-transition], [data-enter], [data-leave]'),
        )
        .catch(() => true));
    quiet = busy ? 0 : quiet + 1;
    if (quiet >= 3) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * What sticks out at the phone width: the document's scroll width, and the outermost visible elements that reach past
 * either edge without an ancestor that scrolls or clips them (a table in an `overflow-x-auto` wrapper is fine).
 */
export function measure({ width, dialog }) {
  const vw = Math.min(window.innerWidth, width);
  // With a dialog open, what counts is its panel and what is in it: everything must be on the screen, not clipped by
  // the layer that holds it.
  const root = dialog ? [...document.querySelectorAll('[role="dialog"]')].at(-1) : document.body;
  const stop = dialog ? root?.parentElement : document.documentElement;
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  // Does an ancestor that scrolls or clips hold the element in? Only the ancestors on its containing-block chain do:
  // an absolutely positioned element (an sr-only label) escapes a scroller that is not positioned, and widens the page.
  const contained = (el) => {
    let pos = getComputedStyle(el).position;
    for (let p = el.parentElement; p && p !== stop; p = p.parentElement) {
      const s = getComputedStyle(p);
      const transformed = s.transform !== 'none' || s.filter !== 'none' || s.contain.includes('paint');
      if (pos === 'fixed' && !transformed) continue;
      if (pos === 'absolute' && s.position === 'static' && !transformed) continue;
      if (s.overflowX !== 'visible') return true;
      pos = s.position;
    }
    return false;
  };
  const describe = (el) => {
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
    const label = el.getAttribute('aria-label') || el.getAttribute('data-testid') || (el.textContent ?? '').trim().slice(0, 40);
    const r = el.getBoundingClientRect();
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label.replace(/\s+/g, ' ')}" spans ${Math.round(r.left)}…${Math.round(r.right)} px`;
  };
  const out = [];
  const reported = new Set();
  for (const el of dialog ? [root, ...(root?.querySelectorAll('*') ?? [])] : document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const s = getComputedStyle(el);
    // A fixed layer (the toaster) spans the layout viewport, which a phone widens to whatever else overflows.
    const edge = s.position === 'fixed' && !dialog ? window.innerWidth : vw;
    if (r.right <= edge + 1 && r.left >= -1) continue;
    if (s.visibility === 'hidden' || s.display === 'contents') continue;
    if (contained(el)) continue;
    let p = el.parentElement;
    while (p && !reported.has(p)) p = p.parentElement;
    reported.add(el);
    if (p) continue;
    out.push(describe(el));
  }
  // The current tab of a tab bar that scrolls sideways must be in view, not past the edge.
  const hiddenTabs = dialog
    ? []
    : [...document.querySelectorAll('main nav [aria-current="page"]')]
        .filter((a) => {
          const r = a.getBoundingClientRect();
          const b = a.closest('nav').getBoundingClientRect();
          return r.left < b.left - 1 || r.right > Math.min(b.right, vw) + 1;
        })
        .map((a) => `the current tab "${a.textContent.trim()}" is scrolled out of view`);
  // A table row's buttons on one line: wrapped onto two they look ragged (the staff list's did).
  const ragged = dialog
    ? []
    : [...document.querySelectorAll('main td')]
        .map((td) => [...td.querySelectorAll('button')].filter((b) => b.getClientRects().length))
        .filter((bs) => {
          const mids = bs.map((b) => b.getBoundingClientRect()).map((r) => r.top + r.height / 2);
          return bs.length > 1 && Math.max(...mids) - Math.min(...mids) > 8;
        })
        .slice(0, 1)
        .map(
          (bs) =>
            `the buttons of a table row wrap onto two lines (${bs.map((b) => b.getAttribute('aria-label') || b.textContent.trim()).join(', ')})`,
        );
  const notes = [...hiddenTabs, ...ragged];
  return { vw, scrollWidth, elements: [...notes, ...out].slice(0, 4), more: Math.max(0, notes.length + out.length - 4) };
}

/** Same-origin panel links on the page (hrefs as the app renders them). */
const panelLinks = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => new URL(a.getAttribute('href'), location.href))
      .filter((u) => u.origin === location.origin && u.pathname.startsWith('/panel/'))
      .map((u) => u.pathname + u.search),
  );

/** One flow per role: visit, measure and photograph every page; collect every problem before failing. */
function roleFlow(role, email) {
  return {
    name: `At 390 px every page of ${role} fits the screen (no sideways scrolling)`,
    // About 50 pages and their dialogs, on a machine the other flows share.
    timeoutMs: 480_000,
    async run({ newContext, base }) {
      const { pageAccess, landingRoute, pathTo, canUse } = await routes();
      // What the role may use: its pages, and for MANAGER and STAFF those their modules let load (issue 12 part 7).
      let modules = [];
      const mayOpen = (key) => canUse(role, modules, key);
      const ctx = await newContext(phone);
      const page = await ctx.newPage();
      const inFlight = trackRequests(page);
      await signIn(page, base, email, await currentPassword(base, email, [PASSWORD, 'parent-new-1']), landingRoute(role));
      modules = await page.evaluate(async (b) => {
        const token = JSON.parse(localStorage.getItem('school.session') ?? 'null')?.token;
        const r = await fetch(`${b}/api/v1/user/modules`, { headers: { authorization: `Bearer ${token}` } });
        return r.ok ? (await r.json()).data.modules : [];
      }, base);

      // The sidebar the role is shown (a drawer at this width): every entry is a page to visit.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
      const sidebar = await drawer
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      await settle(page, inFlight);
      await screenshot(page, `phone-${role.toLowerCase()}-navigation`);
      const nav = await page.evaluate((w) => {
        const d = document.querySelector('[role="dialog"]');
        return d ? Math.max(d.scrollWidth, Math.round(d.getBoundingClientRect().right)) <= w : true;
      }, WIDTH);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      const problems = nav ? [] : ['the navigation drawer is wider than the screen'];
      const queue = [];
      const queued = new Set();
      /** The first instance of each `:param` pattern: its other instances are visited only when they differ in `tab`. */
      const instance = new Map();
      const enqueue = (href, from) => {
        const id = pageId(href);
        if (queued.has(id)) return;
        const m = match(pageAccess, new URL(id, 'http://x').pathname);
        if (!m) {
          if (from === 'sidebar') problems.push(`${href}: in the sidebar but not a page of client/src/lib/route-table.ts`);
          return;
        }
        if (!mayOpen(m.key)) return;
        if (m.key.includes(':')) {
          const first = instance.get(m.key);
          const same = (a, b) => Object.keys(a).every((k) => k === 'tab' || a[k] === b[k]);
          if (first && !same(first, m.params)) return;
          if (!first) instance.set(m.key, m.params);
        }
        queued.add(id);
        queue.push({ id, key: m.key, from });
      };
      for (const href of sidebar) enqueue(href, 'sidebar');
      for (const key of Object.keys(pageAccess)) if (!key.includes(':') && mayOpen(key)) enqueue(key, 'routes.ts');

      /** Measures the page as it stands and photographs it; adds what sticks out to the problems. */
      const check = async (where, name, dialog = false) => {
        // A dialog is photographed as the phone shows it: a full-page capture stretches its fixed layer.
        if (dialog) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
        else await screenshot(page, name);
        let m = await page.evaluate(measure, { width: WIDTH, dialog });
        // A drawer may still be sliding in (a few px off its place on a loaded machine): measured again once it has had
        // time to finish, so only what stays out counts.
        if (dialog && (m.scrollWidth > m.vw || m.elements.length)) {
          await page.waitForTimeout(600);
          m = await page.evaluate(measure, { width: WIDTH, dialog });
        }
        const wide = m.scrollWidth > m.vw;
        if (wide || m.elements.length) {
          problems.push(
            `${where}: ${wide ? `lays out ${m.scrollWidth} px wide at ${m.vw} px` : 'fits'}` +
              (m.elements.length ? `; sticking out: ${m.elements.join('; ')}${m.more ? ` (+${m.more} more)` : ''}` : '') +
              ` [${name}.png]`,
          );
        }
      };
      const visited = [];
      const visitQueue = async () => {
        while (queue.length) {
          const { id, key, from } = queue.shift();
          const where = `${id} (${key === id ? '' : `${key}, `}from ${from})`;
          const errorsBefore = [];
          const onError = (e) => errorsBefore.push(e.message);
          page.on('pageerror', onError);
          try {
            await page.goto(`${base}${id}`);
            if (!(await settle(page, inFlight))) problems.push(`${where}: still loading after 15 s`);
            const landed = pageId(page.url());
            if (landed !== id && match(pageAccess, new URL(landed, 'http://x').pathname)?.key !== key) {
              problems.push(`${where}: redirected to ${landed}`);
            }
            // A page the role may use never ends in an access error, nor on the not-found page (issue 12 part 7).
            const refusal = await page
              .locator('main')
              .getByText(/You do not have access|You may not|Page not found/)
              .first()
              .textContent({ timeout: 500 })
              .catch(() => null);
            if (refusal) problems.push(`${where}: shows "${refusal.trim().slice(0, 120)}"`);
            // Stable names: a `:param` page is named by its pattern (a batch's tab by the tab).
            const u = new URL(id, 'http://x');
            const m0 = match(pageAccess, u.pathname);
            const named = m0.key.replace(/:(\w+)/g, (_, k) => (k === 'tab' ? m0.params[k] : k)) + u.search;
            const name = `phone-${role.toLowerCase()}-${slug(named)}`;
            await check(where, name);
            // Views switched in place (a tab, a Teaching / Non-teaching toggle) are pages too.
            const toggles = page.locator(
              `main [role="tablist"] [role="tab"][aria-selected="false"], main [role="group"] > button[aria-pressed="false"]`,
            );
            const labels = await toggles.allTextContents();
            for (const label of labels) {
              const toggle = page
                .locator('main [role="tablist"] [role="tab"], main [role="group"] > button')
                .filter({ hasText: label })
                .first();
              await toggle.click({ timeout: 3_000 });
              await settle(page, inFlight);
              await check(`${where} → "${label.trim()}"`, `${name}--${slug(label.trim())}`);
            }
            visited.push(id);
            for (const href of await panelLinks(page)) enqueue(href, id);
            // The page's dialogs and drawers that only show something (Add…, Edit…, History): opened, measured, closed;
            // once per page across the roles (they are the same components).
            const dialogsOf = slug(named);
            for (const word of dialogsChecked.has(dialogsOf) ? [] : DIALOG_BUTTONS) {
              const button = page
                .locator('main button:visible:enabled')
                .filter({ hasText: new RegExp(`^\\s*${word}\\b`) })
                // Icon buttons (a row's History) say it in their label.
                .or(page.locator(`main button[aria-label^="${word} "]:visible:enabled`))
                .first();
              if (!(await button.count())) continue;
              const label = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? word).trim();
              await button.click({ timeout: 3_000 });
              const dialog = page.getByRole('dialog').last();
              const opened = await dialog.waitFor({ timeout: 3_000 }).then(
                () => true,
                () => false,
              );
              if (opened) {
                await settle(page, inFlight);
                await check(`${where} → dialog "${label}"`, `${name}--${slug(label)}`, true);
                await page.keyboard.press('Escape');
                await page
                  .getByRole('dialog')
                  .first()
                  .waitFor({ state: 'detached', timeout: 3_000 })
                  .catch(() => {});
              }
              if (pageId(page.url()) !== landed) {
                await page.goto(`${base}${id}`);
                await settle(page, inFlight);
              }
            }
            dialogsChecked.add(dialogsOf);
          } catch (err) {
            problems.push(`${where}: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
          } finally {
            page.off('pageerror', onError);
          }
          if (errorsBefore.length) problems.push(`${where}: uncaught errors: ${errorsBefore.join('; ')}`);
        }
      };
      await visitQueue();

      // Every `:param` page of the role must have been reached from some page, or from PARAM_SOURCES, or be explained
      // in UNREACHABLE. A MANAGER or STAFF not granted a list (it is not in their sidebar) is not asked for its details.
      const listOf = (key) => {
        const parts = key.split('/');
        while (parts.length > 1 && parts.at(-1).startsWith(':')) parts.pop();
        const list = parts.join('/');
        return list in pageAccess ? list : null;
      };
      const session = await page.evaluate(() => JSON.parse(localStorage.getItem('school.session') ?? 'null'));
      const api = async (path) => {
        const r = await fetch(`${base}/api/v1/${path}`, { headers: { authorization: `Bearer ${session?.token}` } });
        if (!r.ok) throw new Error(`GET ${path}: ${r.status}`);
        return (await r.json()).data;
      };
      const missing = () =>
        Object.keys(pageAccess).filter(
          (key) => key.includes(':') && mayOpen(key) && !instance.has(key) && (!listOf(key) || sidebar.includes(listOf(key))),
        );
      for (const key of missing()) {
        const source = PARAM_SOURCES[key];
        if (instance.has(key) || !source) continue;
        const params = await source.params(api, session?.user ?? {}).catch((err) => problems.push(`${key}: ${err.message}`));
        if (!params || typeof params !== 'object') continue;
        console.log(`      note: ${role} reached ${key} through the API, as ${source.why}`);
        enqueue(pathTo(key, params), 'PARAM_SOURCES');
        await visitQueue();
      }
      for (const key of missing()) {
        const why = UNREACHABLE[key]?.[role] ?? UNREACHABLE[key]?.['*'];
        if (!why) problems.push(`${key}: the flow found no link to it on any of the ${visited.length} pages ${role} visited`);
      }
      await ctx.close();
      if (problems.length)
        throw new AssertionError(`${problems.length} problem(s) for ${role} at ${WIDTH} px:\n- ${problems.join('\n- ')}`);
      console.log(`      ${role}: ${visited.length} pages fit at ${WIDTH} px`);
    },
  };
}

export const phoneFlows = ROLES.map(([role, email]) => roleFlow(role, email));
