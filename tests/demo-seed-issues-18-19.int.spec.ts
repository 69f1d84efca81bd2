import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';
import { demoLogin } from './support/demo.js';

/**
 * The demo institute's transport, placements, student records, support enquiries, app update notice and page views
 * (issues 18 and 19): one seeded demo for all of them, since seeding it is what a demo spec costs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  expect(await seedDemo(t.rt, t.app)).not.toBeNull();
  await t.settle();
}, 300_000);
afterAll(async () => t?.close());

const login = (email: string) => demoLogin(t, email);
/** A read that must answer 200: its JSON. */
const get = async (url: string, headers: Record<string, string>) => {
  const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

// From transport-fleet-demo-seed.int.spec.ts.
describe('transport-fleet-demo-seed', () => {
  describe('demo fleet', () => {
    it('has four vehicles (one inactive), four drivers, two routes, and papers expiring soon', async () => {
      const admin = await login('admin@demo.school');
      const read = (url: string) => get(url, admin);
      const vehicles = await read('vehicle?perPage=20');
      expect(vehicles.totalCount).toBe(4);
      expect(vehicles.data.map((v: { seats: number | null }) => v.seats).sort()).toEqual([24, 32, 40, null]);
      expect((await read('vehicle?status=INACTIVE')).totalCount).toBe(1);
      expect((await read('driver')).totalCount).toBe(4);
      const routes = (await read('transport')).data as { startFrom: string; startAt: string; inCharge: { displayName: string } | null }[];
      expect(routes.map((r) => [r.startFrom, r.startAt, r.inCharge !== null])).toEqual([
        ['Kothrud – Campus', '07:10', true],
        ['Hadapsar – Campus', '07:25', false],
      ]);
      const stat = (await read('dashboard/admin/transport-stat')).data;
      expect(stat).toMatchObject({ totalVehicle: 4, activeVehicle: 3, totalDriver: 4, totalRoute: 2 });
      expect(stat.expiringSoon.map((p: { kind: string; daysLeft: number }) => [p.kind, p.daysLeft])).toEqual([
        ['INSURANCE', 14],
        ['LICENCE', 20],
      ]);
      expect((await read('dashboard/admin/dashboard-stat')).data.totalActiveVehicle).toBe(3);
    }, 240_000);
  });
});

// From transport-riders-seed.int.spec.ts.
describe('transport-riders-seed', () => {
  describe('demo transport riders', () => {
    it('puts stops, about sixteen riders (the demo student among them) and the term’s fare on the demo routes', async () => {
      const admin = await login('admin@demo.school');
      const get = async (url: string, headers = admin) => {
        const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
        return { status: r.statusCode, body: r.json() };
      };
      const routes = await get('transport?perPage=20');
      expect(routes.status).toBe(200);
      let riders = 0;
      for (const r of routes.body.data.slice(0, 2)) {
        const d = await get(`transport/route-detail/${r._id}`);
        expect(d.status).toBe(200);
        expect(d.body.data.stops.length).toBeGreaterThanOrEqual(4);
        for (const s of d.body.data.stops) expect(s.fare).toBeGreaterThanOrEqual(900);
        riders += d.body.data.riders;
      }
      expect(riders).toBeGreaterThanOrEqual(12);
      const student = await login('student@demo.school');
      const me = (await get('auth/me', student)).body.data as { _id: string };
      const mine = await get(`transport/student/${me._id}`, student);
      expect(mine.body.data?.stop.name).toBeTruthy();
      const fees = await get(`student/student-fee/${me._id}`, student);
      expect(JSON.stringify(fees.body)).toMatch(/Bus fare \(/);
    }, 300_000);
  });
});

// From placements-notices-demo-seed.int.spec.ts.
describe('placements-notices-demo-seed', () => {
  describe('demo placement season', () => {
    it('has four notices (one closed), applications with PDF resumes, the demo student applied to one', async () => {
      const admin = await login('admin@demo.school');
      const notices = (await get('placement/notice?perPage=10&pageNo=1', admin)).data as {
        _id: string;
        open: boolean;
        applicants: number;
        companyName: string;
      }[];
      expect(notices).toHaveLength(4);
      expect(notices.filter((n) => !n.open).map((n) => n.companyName)).toEqual(['Tata Consultancy Services']);
      expect(notices.reduce((s, n) => s + n.applicants, 0)).toBeGreaterThanOrEqual(8);
      const infosys = notices.find((n) => n.companyName === 'Infosys')!;
      const applicants = (await get(`placement/notice/${infosys._id}/student?perPage=10&pageNo=1`, admin)).data as { resumeFile: string }[];
      const pdf = await t.inject({ method: 'GET', url: applicants[0]!.resumeFile, headers: admin });
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const student = await login('student@demo.school');
      const mine = (await get('placement/notice?perPage=10&pageNo=1', student)).data as { companyName: string; applied: boolean }[];
      expect(mine.filter((n) => n.applied).map((n) => n.companyName)).toEqual(['Infosys']);
      expect(mine.some((n) => !n.applied)).toBe(true);
      const inbox = (await get('notification?perPage=50', student)).data as { kind: string }[];
      expect(inbox.some((n) => n.kind === 'PLACEMENT_NOTICE')).toBe(true);
    }, 300_000);
  });
});

// From placements-reports-demo-seed.int.spec.ts.
describe('placements-reports-demo-seed', () => {
  describe('demo placement reports', () => {
    it('has two years of placed students, boys and girls, some from an Excel sheet, and the dashboard card counts them', async () => {
      const admin = await login('admin@demo.school');
      const read = (url: string) => get(url, admin);
      const years = (await read('placement/year')).data as { _id: number; totalStudent: number }[];
      expect(years).toHaveLength(2);
      const stat = (await read('dashboard/admin/placement-stat')).data;
      expect(stat.totalPlacedStudent).toBeGreaterThanOrEqual(20);
      expect(stat.totalBoysPlaced).toBeGreaterThan(0);
      expect(stat.totalGirlPlaced).toBeGreaterThan(0);
      const all = (await read('placement-report?perPage=100')).data as { source: string }[];
      expect(all.some((r) => r.source === 'EXCEL')).toBe(true);
      expect((await read('dashboard/admin/dashboard-stat')).data.totalPlacement).toBe(stat.totalPlacedStudent);
    }, 240_000);
  });
});

// From app-updates-demo-seed.int.spec.ts.
describe('app-updates-demo-seed', () => {
  describe('demo app update notice and page views (issue 19 §5, §6)', () => {
    it('shows the required 3.4.0 notice to a student and a month of visitors on every platform', async () => {
      const notice = (await get('app-update?type=ANDROID', await login('student@demo.school'))).data;
      expect(notice).toMatchObject({ version: '3.4.0', isDismissible: false });
      const admin = await login('admin@demo.school');
      expect((await get('app-update/history', admin)).totalCount).toBe(2);
      const rows = (await get('dashboard/admin/page-view-status', admin)).data as { _id: string; totalUser: number }[];
      for (const r of rows) expect(r.totalUser, r._id).toBeGreaterThan(0);
      const android = rows.find((r) => r._id === 'android')!.totalUser;
      expect(android).toBeGreaterThan(rows.find((r) => r._id === 'ios')!.totalUser);
    }, 240_000);
  });
});

// From support-demo-seed.int.spec.ts.
describe('support-demo-seed', () => {
  describe('demo support enquiries', () => {
    it("has the student's resolved fee enquiry, the parent's answered one, the teacher's open one, and the bells rung", async () => {
      const admin = await login('admin@demo.school');
      const inbox = (await get('enquiry/list?status=ALL', admin)).data as { subject: string; status: string; messageCount: number }[];
      const bySubject = new Map(inbox.map((e) => [e.subject, [e.status, e.messageCount]]));
      expect(bySubject.get('Fee receipt for the second term')).toEqual(['RESOLVED', 3]);
      expect(bySubject.get('Evening bus timing')).toEqual(['OPEN', 2]);
      expect(bySubject.get('Projector in room 204')).toEqual(['OPEN', 1]);
      expect(bySubject.get('October payslip')).toEqual(['OPEN', 2]);
      expect(inbox.at(-1)!.status).toBe('RESOLVED');
      const student = await login('student@demo.school');
      const open = (await get('enquiry/user?resolved=false', student)).data as { subject: string }[];
      expect(open.map((e) => e.subject)).toEqual(['Sports day practice timings']);
      expect((await get('enquiry/user?resolved=true', student)).data).toHaveLength(1);
      const parent = await login('parent@demo.school');
      const bus = (await get('enquiry/user?perPage=10&pageNo=1&resolved=false', parent)).data;
      expect(bus[0].recentMessage.latest.from).toBe('STAFF');
      const bell = (await get('notification?perPage=50', parent)).data as { kind: string }[];
      expect(bell.some((n) => n.kind === 'SUPPORT_REPLY')).toBe(true);
    }, 300_000);
  });
});

// From records-demo-seed.int.spec.ts.
describe('records-demo-seed', () => {
  describe('demo student records (issue 19 §1)', () => {
    it("puts certificates and documents on the demo student's profile, which the parent reads", async () => {
      const student = await demoLogin(t, 'student@demo.school');
      const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: student });
      const id = (me.json().data._id ?? me.json().data.user?._id) as string;
      const parent = await demoLogin(t, 'parent@demo.school');
      const get = async (url: string, headers: Record<string, string>) => {
        const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
        expect(r.statusCode, r.body).toBe(200);
        return r.json().data as { title: string; type: string; issuedBy: { displayName: string } }[];
      };
      const certificates = await get(`student/certificate/${id}`, parent);
      expect(certificates.map((c) => c.type).sort()).toEqual(['IMAGE', 'PDF']);
      expect(certificates[0]!.issuedBy.displayName).not.toBe('Former user');
      const documents = await get(`student/academic/${id}`, student);
      expect(documents.map((d) => d.type).sort()).toEqual(['LINK', 'PDF', 'PDF']);
      const issued = (await get(`student/issued-certificate/${id}`, parent)) as unknown as { kind: string; verifyCode: string }[];
      expect(issued.map((x) => x.kind)).toEqual(['BONAFIDE']);
      const verified = await t.inject({ method: 'GET', url: `/api/v1/certificate/verify/${issued[0]!.verifyCode}` });
      expect(verified.json().data).toMatchObject({ type: 'BONAFIDE', status: 'VALID' });
      const admin = await demoLogin(t, 'admin@demo.school');
      const all = await t.inject({ method: 'GET', url: '/api/v1/student?perPage=6', headers: admin });
      const other = (all.json().data as { _id: string }[]).find((s) => s._id !== id)!;
      expect((await get(`student/certificate/${other._id}`, admin)).length).toBe(1);
    }, 240_000);
  });
});
