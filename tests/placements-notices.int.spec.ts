import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEMENT_NOTICE_MESSAGES as M, placementNoticeStream } from '@school/contracts';
import { eventCount, grant, multipart, png, type FormValue, type TestApp } from './support/harness.js';
import { at, classesWorld } from './support/classes-world.js';
import { newUser } from './support/people.js';

/**
 * Placement notices and applications (issue 18 §4): the form's fields and messages, the last date at 23:59 of its day,
 * the office's list and a student's (their session's, with applied/open), applying once with a PDF resume before the
 * last date, the applicants page and its CSV, who may do what (roles, module, another session, another institute).
 */
const world = classesWorld();
const { call, ok, refused, id, clock } = world;
const MON = '2026-11-23';
const FRI = '2026-11-27';
let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let zara: { id: string; headers: Record<string, string> };
let stranger: { id: string; headers: Record<string, string> };
let session = '';
let notice = '';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Graduate Engineer Trainee',
  qualification: 'B.Tech (CSE, IT)',
  session,
  companyName: 'Infosys',
  position: 'Systems Engineer',
  lastDateToApply: FRI,
  companyDetails: 'IT services and consulting, Bengaluru.',
  jobDescription: '<p>Work on <b>client</b> projects.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
  jobBenefits: 'Training at Mysuru campus',
  howToApply: 'Apply here with your resume.',
  ...over,
});

const apply = (headers: Record<string, string>, noticeId: string, fields: Record<string, FormValue>) => {
  const m = multipart(fields);
  return t.inject({
    method: 'POST',
    url: `/api/v1/placement/notice/${noticeId}/apply`,
    headers: { ...headers, ...m.headers },
    payload: m.payload,
  });
};
const resume = (data = pdf) => ({ filename: 'resume.pdf', contentType: 'application/pdf', data });

beforeAll(async () => {
  await world.setup();
  ({ t, admin, student, zara } = world);
  session = (await t.inject({ method: 'GET', url: `/api/v1/batch/${world.ids.batchA}`, headers: admin })).json().data.session._id;
  // A student of another session.
  const other = await id(call('POST', 'session/create', admin, { startYear: '2026-01-01', endYear: '2027-01-01' }));
  const batchOf = (await t.inject({ method: 'GET', url: `/api/v1/batch/${world.ids.batchA}`, headers: admin })).json().data;
  const batch = await id(
    call('POST', 'batch/create', admin, {
      session: other,
      course: batchOf.course._id,
      branch: batchOf.branch._id,
      description: 'Evening',
      maximumStudent: 60,
      headOfDepartment: t.schoolA.users.get('TEACHER')!,
    }),
  );
  stranger = await newUser(t, admin, 'STUDENT', { name: 'Other Session' });
  await ok(call('PUT', `user/update/${stranger.id}`, admin, { batch }));
  clock.set(at(MON, '09:30'));
  await t.settle();
});
afterAll(async () => t?.close());

describe('the notice form', () => {
  it('posts a notice with the last date at 23:59 of its day, the description made safe, and notifies the session', async () => {
    const r = await ok(call('POST', 'placement/notice/create', admin, body()));
    const d = r.json().data;
    expect(r.json().message).toBe(M.created);
    notice = d._id;
    expect(d).toMatchObject({ companyName: 'Infosys', position: 'Systems Engineer', session: { _id: session }, open: true, applicants: 0 });
    expect(d.lastDateToApply).toBe('2026-11-27T18:29:59.999Z');
    expect(d.jobDescription).toBe('<p>Work on <b>client</b> projects.</p>');
    await t.settle();
    const inbox = (await ok(call('GET', 'notification?perPage=20&pageNo=1', student))).json().data;
    expect(inbox.some((n: { kind: string; refId: string }) => n.kind === 'PLACEMENT_NOTICE' && n.refId === notice)).toBe(true);
  });

  it("answers the spec's messages for each required field and a past last date", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, M.titleRequired],
      [{ title: '   ' }, M.titleRequired],
      [{ session: '' }, M.sessionRequired],
      [{ companyName: '' }, M.companyRequired],
      [{ position: '' }, M.positionRequired],
      [{ lastDateToApply: '' }, M.lastDateRequired],
      [{ companyDetails: '' }, M.companyDetailsRequired],
      [{ jobDescription: '' }, M.jobDescriptionRequired],
      [{ jobDescription: '<p><br></p>' }, M.jobDescriptionRequired],
      [{ howToApply: '' }, M.howToApplyRequired],
      [{ lastDateToApply: '2026-11-22' }, M.lastDatePast],
      [{ session: 'nope' }, M.sessionMissing],
    ];
    for (const [over, message] of cases) await refused(call('POST', 'placement/notice/create', admin, body(over)), 400, message);
    const { qualification: _q, jobBenefits: _b, ...required } = body();
    await ok(call('POST', 'placement/notice/create', admin, { ...required, title: 'No extras' }));
  });

  it('updates a notice (the date again at 23:59) and keeps a History', async () => {
    const r = await ok(
      call('PUT', `placement/notice/update/${notice}`, admin, body({ position: 'Senior Systems Engineer', lastDateToApply: '2026-11-28' })),
    );
    expect(r.json().data).toMatchObject({ position: 'Senior Systems Engineer', lastDateToApply: '2026-11-28T18:29:59.999Z' });
    await refused(call('PUT', `placement/notice/update/${notice}`, admin, body({ lastDateToApply: '2026-11-01' })), 400, M.lastDatePast);
    const h = (await ok(call('GET', `placement/notice/history/${notice}`, admin))).json().data;
    expect(h.map((e: { summary: string }) => e.summary)).toEqual(['Notice posted: Graduate Engineer Trainee at Infosys', 'Notice edited']);
    expect(h[1].changes).toContainEqual({ label: 'Designation', before: 'Systems Engineer', after: 'Senior Systems Engineer' });
  });
});

describe('applying', () => {
  it('takes a PDF resume once per student, refuses a non-PDF and a student of another session', async () => {
    await refused(
      apply(student, notice, { description: 'Hi', resume: { filename: 'r.png', contentType: 'application/pdf', data: png() } }),
      415,
    );
    await refused(apply(student, notice, { description: 'Hi' }), 400, M.resumeRequired);
    await refused(apply(stranger.headers, notice, { description: 'Hi', resume: resume() }), 403, M.notOfSession);
    const r = await ok(apply(student, notice, { description: 'Keen to join.', resume: resume() }));
    expect(r.json().message).toBe(M.applied);
    expect(r.json().data.resumeFile).toMatch(/^\/api\/v1\/files\//);
    await refused(apply(student, notice, { description: 'Again', resume: resume() }), 409, M.alreadyApplied);
    await refused(apply(admin, notice, { resume: resume() }), 403);
    await refused(apply(world.adminB, notice, { resume: resume() }), 403);
    // The resume opens for its owner.
    const file = await t.inject({ method: 'GET', url: r.json().data.resumeFile, headers: student });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('two racing applies of one student record one', async () => {
    const race = await Promise.all([1, 2].map(() => apply(zara.headers, notice, { description: 'Race', resume: resume() })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.rt.store.readStream(placementNoticeStream(notice));
    expect(events.filter((e) => e.type === 'PlacementApplied')).toHaveLength(2);
  });

  it('closes after 23:59 of the last day', async () => {
    const late = await id(call('POST', 'placement/notice/create', admin, body({ title: 'Closing soon', lastDateToApply: MON })));
    clock.set(at('2026-11-24', '00:00'));
    await refused(apply(zara.headers, late, { resume: resume() }), 409, M.closed);
    const view = (await ok(call('GET', `placement/notice/${late}`, zara.headers))).json().data;
    expect(view).toMatchObject({ open: false, applied: false });
    clock.set(at(MON, '09:30'));
  });
});

describe('reading', () => {
  it('lists all notices for the office, newest first, 10 a page; a student their session with applied and open', async () => {
    await t.settle();
    const office = (await ok(call('GET', 'placement/notice?perPage=10&pageNo=1', admin))).json();
    expect(office).toMatchObject({ perPage: 10, pageNo: 1, isLastChunk: true });
    const created = office.data.map((n: { createdAt: string }) => n.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(office.totalCount).toBe(3);
    expect(office.data.find((n: { _id: string }) => n._id === notice).applicants).toBe(2);
    const mine = (await ok(call('GET', 'placement/notice?perPage=10&pageNo=1', student))).json().data;
    const it = mine.find((n: { _id: string }) => n._id === notice);
    expect(it).toMatchObject({ applied: true, open: true, applicants: 0 });
    expect(it.resumeFile).toMatch(/^\/api\/v1\/files\//);
    expect((await ok(call('GET', 'placement/notice?perPage=10&pageNo=1', stranger.headers))).json().totalCount).toBe(0);
    await refused(call('GET', `placement/notice/${notice}`, stranger.headers), 404, M.noticeMissing);
    for (const role of ['TEACHER', 'PARENT'] as const) await refused(call('GET', 'placement/notice', await t.as(role)), 403);
  });

  it('lists the applicants with their batch and resume link, and the CSV holds every one, safely escaped', async () => {
    // A name that a spreadsheet would read as a formula.
    await ok(call('PUT', `user/update/${zara.id}`, admin, { displayName: '=HYPERLINK("http://x")' }));
    await t.settle();
    const r = (await ok(call('GET', `placement/notice/${notice}/student?perPage=10&pageNo=1`, admin))).json();
    expect(r.totalCount).toBe(2);
    const row = r.data.find((x: { user: { _id: string } }) => x.user._id === world.ids.student);
    expect(row).toMatchObject({ description: 'Keen to join.', user: { academicDetails: { batch: { _id: world.ids.batchA } } } });
    expect(row.resumeFile).toMatch(/^\/api\/v1\/files\//);
    const csv = await t.inject({ method: 'GET', url: `/api/v1/placement/notice/${notice}/student/export`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = csv.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Name,Email,Phone,Batch,Session,Company,Position,Applied on,Description');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text.trim().split('\r\n')).toHaveLength(3);
    for (const h of [student, await t.as('TEACHER')]) {
      await refused(call('GET', `placement/notice/${notice}/student`, h), 403);
      await refused(call('GET', `placement/notice/${notice}/student/export`, h), 403);
    }
  });
});

describe('privacy', () => {
  it("a student's replies hold no other applicant's details or resume; the office's do", async () => {
    const applicants = (await ok(call('GET', `placement/notice/${notice}/student?perPage=10&pageNo=1`, admin))).json().data;
    const other = applicants.find((x: { user: { _id: string } }) => x.user._id === zara.id);
    const fileId = new URL(other.resumeFile, 'http://x').pathname.split('/').pop();
    const planted = [zara.id, fileId, other.user.email];
    const replies = [
      await call('GET', 'placement/notice?perPage=10&pageNo=1', student),
      await call('GET', `placement/notice/${notice}`, student),
    ];
    for (const r of replies) {
      expect(r.statusCode).toBe(200);
      for (const value of planted) expect(r.body).not.toContain(value);
    }
    // The student's own resume link is theirs; the office sees every one.
    const own = (await ok(call('GET', `placement/notice/${notice}`, student))).json().data.resumeFile;
    expect(own).toMatch(/^\/api\/v1\/files\//);
    expect(applicants.every((x: { resumeFile: string | null }) => typeof x.resumeFile === 'string')).toBe(true);
  });
});

describe('who may', () => {
  it('MANAGER and STAFF need the module placement', async () => {
    const staff = await t.as('STAFF');
    await refused(call('GET', 'placement/notice', staff), 403);
    await grant(t, 'STAFF', ['placement']);
    await ok(call('GET', 'placement/notice', staff));
    await ok(call('GET', `placement/notice/${notice}/student`, staff));
  });

  it("another institute's admin finds nothing and writes nothing", async () => {
    const before = await eventCount(t.rt, placementNoticeStream(notice));
    const b = world.adminB;
    await refused(call('GET', `placement/notice/${notice}`, b), 404);
    await refused(call('PUT', `placement/notice/update/${notice}`, b, body({ session: 'x' })), 404);
    await refused(call('DELETE', `placement/notice/delete/${notice}`, b), 404);
    await refused(call('GET', `placement/notice/${notice}/student`, b), 404);
    await refused(call('GET', `placement/notice/${notice}/student/export`, b), 404);
    await refused(call('GET', `placement/notice/history/${notice}`, b), 404);
    expect((await ok(call('GET', 'placement/notice', b))).json().totalCount).toBe(0);
    expect(await eventCount(t.rt, placementNoticeStream(notice))).toBe(before);
  });

  it('deletes a notice nobody applied to; refuses one with applicants (409)', async () => {
    await refused(call('DELETE', `placement/notice/delete/${notice}`, admin), 409, M.hasApplicants);
    const spare = await id(call('POST', 'placement/notice/create', admin, body({ title: 'Spare' })));
    const r = await ok(call('DELETE', `placement/notice/delete/${spare}`, admin));
    expect(r.json().message).toBe(M.deleted);
    await refused(call('GET', `placement/notice/${spare}`, admin), 404);
  });
});
