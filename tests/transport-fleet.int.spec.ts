import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES as M } from '@school/contracts';
import { writeSheet } from '../server/src/modules/bulk-upload/samples.js';
import { addDays, instituteDay } from '../server/src/platform/days.js';
import { eventually, grant, multipart, png, startTestApp, type TestApp } from './support/harness.js';
import { fails, ok, trackedCalls } from './support/tracked.js';

/** Issue 18 §1, §3: vehicles, drivers and routes; the transport dashboard; the admin dashboard's Active Vehicles; bulk. */
let t: TestApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;

const { call, form } = trackedCalls(
  () => t,
  () => admin,
);

const today = instituteDay(new Date());
const inDays = (n: number) => addDays(today, n)!;
let n = 0;
const vehicleBody = (extra: Record<string, any> = {}) => ({
  vehicleName: `School Bus ${++n}`,
  vehicleNumber: `MH 12 AB ${1000 + n}`,
  rcNumber: '4455',
  rcExpiryDate: inDays(400),
  pucNumber: '7788',
  pucExpiryDate: inDays(300),
  insuranceNumber: 'INS-9',
  insuranceExpiryDate: inDays(200),
  status: 'ACTIVE',
  seats: '40',
  ...extra,
});
const driverBody = (extra: Record<string, any> = {}) => ({
  name: `Driver ${++n}`,
  phoneNumber: '9876500011',
  drivingLicenseNumber: `MH12 2015 ${n}`,
  licenseExpiryDate: inDays(500),
  ...extra,
});
const newVehicle = async (extra: Record<string, any> = {}) => (await ok(form('POST', 'vehicle/create', vehicleBody(extra)))).data;
const newDriver = async (extra: Record<string, any> = {}) => (await ok(form('POST', 'driver/create', driverBody(extra)))).data;
const time = (hh: number, mm: number) => new Date(Date.UTC(2026, 10, 25, hh, mm) - 330 * 60_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  adminB = await t.as('ADMIN', 'b');
});
afterAll(async () => t?.close());

describe('vehicles', () => {
  it('adds one with an image, lists, searches and filters it, and reads its details', async () => {
    const r = await ok(
      form(
        'POST',
        'vehicle/create',
        vehicleBody({ vehicleNumber: ' mh 14  xy 9001 ', image: { filename: 'b.png', contentType: 'image/png', data: png() } }),
      ),
    );
    expect(r.message).toBe('Vehicle added successfully');
    expect(r.data).toMatchObject({ vehicleNumber: 'MH 14 XY 9001', seats: 40, status: 'ACTIVE', routes: 0, rcExpiryDate: inDays(400) });
    expect(r.data.image).toMatch(/^\/api\/v1\//);
    const list = await ok(call('GET', 'vehicle?perPage=20&pageNo=1&searchTitle=mh14xy'));
    expect(list).toMatchObject({ totalCount: 1, perPage: 20, pageNo: 1, isLastChunk: true });
    expect(list.data[0]._id).toBe(r.data._id);
    expect((await ok(call('GET', `vehicle?searchTitle=${encodeURIComponent(r.data.vehicleName)}`))).totalCount).toBe(1);
    expect((await ok(call('GET', 'vehicle?status=INACTIVE&searchTitle=mh14xy'))).totalCount).toBe(0);
    expect((await ok(call('GET', `vehicle/${r.data._id}`))).data.vehicleName).toBe(r.data.vehicleName);
    await fails(form('POST', 'vehicle/create', vehicleBody({ vehicleNumber: 'MH14XY9001' })), 409, M.duplicateVehicleNumber);
  });

  it('answers every message of 000 §5 for a vehicle', async () => {
    const cases: [string, any, string][] = [
      ['vehicleName', '', M.vehicleNameRequired],
      ['vehicleNumber', '', M.vehicleNumberRequired],
      ['rcNumber', '', M.rcNumberRequired],
      ['rcNumber', '12A', M.numeric('RC Number')],
      ['rcExpiryDate', '', M.rcExpiryRequired],
      ['pucNumber', '', M.pucNumberRequired],
      ['pucNumber', 'x1', M.numeric('PUC Number')],
      ['pucExpiryDate', '', M.pucExpiryRequired],
      ['insuranceNumber', '', 'RC Number is required.'],
      ['insuranceExpiryDate', '', M.insuranceExpiryRequired],
      ['status', '', M.statusRequired],
    ];
    for (const [field, value, message] of cases) {
      await fails(form('POST', 'vehicle/create', vehicleBody({ [field]: value })), 400, message);
    }
    await fails(form('POST', 'vehicle/create', vehicleBody({ rcExpiryDate: '9999-01-01' })), 400);
    await fails(form('POST', 'vehicle/create', vehicleBody({ seats: '0' })), 400);
    await fails(form('POST', 'vehicle/create', vehicleBody({ seats: '500' })), 400);
  });

  it('edits only what changed, keeps the history, and reads as not found from another institute', async () => {
    const v = await newVehicle();
    const r = await ok(
      form(
        'PUT',
        `vehicle/update/${v._id}`,
        vehicleBody({ vehicleName: v.vehicleName, vehicleNumber: v.vehicleNumber, seats: '32', status: 'INACTIVE' }),
      ),
    );
    expect(r.message).toBe('Vehicle updated successfully');
    expect(r.data).toMatchObject({ seats: 32, status: 'INACTIVE' });
    const h = await ok(call('GET', `transport/history/vehicle/${v._id}`));
    expect(h.data.map((e: any) => e.summary)).toEqual(['Vehicle added', 'Vehicle edited']);
    expect(h.data[1].changes.map((c: any) => [c.label, c.before, c.after])).toEqual([
      ['Status', 'ACTIVE', 'INACTIVE'],
      ['Seats', 40, 32],
    ]);
    await fails(call('GET', `vehicle/${v._id}`, undefined, adminB), 404, M.vehicleMissing);
    await fails(form('PUT', `vehicle/update/${v._id}`, vehicleBody(), adminB), 404, M.vehicleMissing);
    await fails(call('DELETE', `vehicle/delete/${v._id}`, undefined, adminB), 404, M.vehicleMissing);
    await fails(call('GET', `transport/history/vehicle/${v._id}`, undefined, adminB), 404);
    const del = await ok(call('DELETE', `vehicle/delete/${v._id}`));
    expect(del.message).toBe('Vehicle deleted successfully');
    await fails(call('GET', `vehicle/${v._id}`), 404, M.vehicleMissing);
    // Its number is free again.
    await newVehicle({ vehicleNumber: v.vehicleNumber });
  });
});

describe('drivers', () => {
  it('adds, searches, edits and deletes a driver; the messages of 000 §5 and §9', async () => {
    const d = (
      await ok(
        form(
          'POST',
          'driver/create',
          driverBody({ name: 'Sunil Jadhav', photo: { filename: 'd.png', contentType: 'image/png', data: png() } }),
        ),
      )
    ).data;
    expect(d).toMatchObject({ name: 'Sunil Jadhav', routes: 0 });
    expect(d.photoUrl).toMatch(/^\/api\/v1\//);
    for (const q of ['jadhav', '98765', d.drivingLicenseNumber.slice(0, 6)]) {
      expect((await ok(call('GET', `driver?searchTitle=${encodeURIComponent(q)}`))).data.map((x: any) => x._id)).toContain(d._id);
    }
    await fails(form('POST', 'driver/create', driverBody({ name: '' })), 400, M.driverNameRequired);
    await fails(form('POST', 'driver/create', driverBody({ phoneNumber: '' })), 400, M.driverNumberRequired);
    await fails(form('POST', 'driver/create', driverBody({ phoneNumber: '98765' })), 400, 'Minimum 10 digits required');
    await fails(form('POST', 'driver/create', driverBody({ drivingLicenseNumber: '' })), 400, M.licenceRequired);
    await fails(form('POST', 'driver/create', driverBody({ licenseExpiryDate: '' })), 400, M.licenceExpiryRequired);
    await fails(
      form('POST', 'driver/create', driverBody({ drivingLicenseNumber: d.drivingLicenseNumber.toLowerCase() })),
      409,
      M.duplicateLicence,
    );
    const e = await ok(
      form('PUT', `driver/update/${d._id}`, { ...driverBody(), name: 'Sunil J.', drivingLicenseNumber: d.drivingLicenseNumber }),
    );
    expect(e.message).toBe('Driver updated successfully');
    expect(e.data.name).toBe('Sunil J.');
    await fails(call('GET', `driver/${d._id}`, undefined, adminB), 404, M.driverMissing);
    expect((await ok(call('DELETE', `driver/delete/${d._id}`))).message).toBe('Driver deleted successfully');
  });
});

describe('routes', () => {
  it('creates a route naming its vehicle, driver and teacher; refuses what it cannot use; guards deletes', async () => {
    const v = await newVehicle();
    const d = await newDriver();
    const teacherId = t.schoolA.users.get('TEACHER')!;
    const body = { startFrom: 'Kothrud – Campus', startTime: time(7, 10), vehicle: v._id, driver: d._id, inCharge: teacherId };
    const r = await ok(call('POST', 'transport/create', body));
    expect(r.message).toBe('Transport added successfully');
    expect(r.data).toMatchObject({
      startFrom: 'Kothrud – Campus',
      startTime: body.startTime,
      startAt: '07:10',
      vehicle: { _id: v._id, vehicleNumber: v.vehicleNumber, seats: 40 },
      driver: { _id: d._id, name: d.name },
      inCharge: { _id: teacherId },
      stops: 0,
      riders: 0,
    });
    for (const q of ['kothrud', v.vehicleNumber.replace(/ /g, ''), d.name]) {
      expect((await ok(call('GET', `transport?searchTitle=${encodeURIComponent(q)}`))).data.map((x: any) => x._id)).toEqual([r.data._id]);
    }
    expect((await ok(call('GET', `transport/${r.data._id}`))).data.startAt).toBe('07:10');
    expect((await ok(call('GET', `vehicle/${v._id}`))).data.routes).toBe(1);

    await fails(call('POST', 'transport/create', { ...body, startFrom: '' }), 400, M.routeNameRequired);
    await fails(call('POST', 'transport/create', { ...body, startTime: '' }), 400, M.startTimeRequired);
    await fails(call('POST', 'transport/create', { ...body, startTime: 'soon' }), 400, M.startTimeInvalid);
    await fails(call('POST', 'transport/create', { ...body, vehicle: '' }), 400, M.vehicleRequired);
    await fails(call('POST', 'transport/create', { ...body, driver: '' }), 400, M.driverRequired);
    await fails(call('POST', 'transport/create', { ...body, vehicle: 'nope' }), 400, M.vehicleMissing);
    await fails(call('POST', 'transport/create', { ...body, driver: 'nope' }), 400, M.driverMissing);
    await fails(call('POST', 'transport/create', { ...body, inCharge: t.schoolA.users.get('STUDENT') }), 400, M.teacherMissing);
    await fails(call('POST', 'transport/create', { ...body, inCharge: t.schoolB.users.get('TEACHER') }), 400, M.teacherMissing);
    const off = await newVehicle({ status: 'INACTIVE' });
    await fails(call('POST', 'transport/create', { ...body, vehicle: off._id }), 400, M.vehicleInactive);
    // Another institute's vehicle is unknown here.
    const vb = (await ok(form('POST', 'vehicle/create', vehicleBody(), adminB))).data;
    await fails(call('POST', 'transport/create', { ...body, vehicle: vb._id }), 400, M.vehicleMissing);

    // '' clears the teacher; the time moves.
    const u = await ok(call('PUT', `transport/update/${r.data._id}`, { ...body, inCharge: '', startTime: time(7, 25) }));
    expect(u.message).toBe('Transport updated successfully');
    expect(u.data).toMatchObject({ inCharge: null, startAt: '07:25' });
    const h = await ok(call('GET', `transport/history/route/${r.data._id}`));
    expect(h.data.map((e: any) => e.summary)).toEqual(['Route added', 'Route edited']);

    await fails(call('DELETE', `vehicle/delete/${v._id}`), 409, M.vehicleInUse);
    await fails(call('DELETE', `driver/delete/${d._id}`), 409, M.driverInUse);
    await fails(call('GET', `transport/${r.data._id}`, undefined, adminB), 404, M.routeMissing);
    await fails(call('DELETE', `transport/delete/${r.data._id}`, undefined, adminB), 404, M.routeMissing);
    expect((await ok(call('DELETE', `transport/delete/${r.data._id}`))).message).toBe('Transport deleted successfully');
    expect((await ok(call('DELETE', `vehicle/delete/${v._id}`))).message).toBe('Vehicle deleted successfully');
    expect((await ok(call('DELETE', `driver/delete/${d._id}`))).message).toBe('Driver deleted successfully');
  });
});

describe('access', () => {
  it('is the office: STAFF without module transport, TEACHER and STUDENT are refused; a MANAGER with the module passes', async () => {
    const urls = ['vehicle', 'driver', 'transport', 'dashboard/admin/transport-stat'];
    for (const role of ['TEACHER', 'STUDENT', 'PARENT', 'STAFF'] as const) {
      const h = await t.as(role);
      for (const u of urls) await fails(call('GET', u, undefined, h), 403);
      await fails(form('POST', 'vehicle/create', vehicleBody(), h), 403);
    }
    await grant(t, 'MANAGER', ['transport']);
    const manager = await t.as('MANAGER');
    for (const u of urls) await ok(call('GET', u, undefined, manager));
    await ok(form('POST', 'vehicle/create', vehicleBody(), manager));
  });
});

describe('dashboards', () => {
  it('transport-stat counts the fleet and lists what expires soon; the admin dashboard counts ACTIVE vehicles', async () => {
    const before = (await ok(call('GET', 'dashboard/admin/transport-stat'))).data;
    const card = (await ok(call('GET', 'dashboard/admin/dashboard-stat'))).data.totalActiveVehicle;
    const soon = await newVehicle({ insuranceExpiryDate: inDays(14) });
    await newVehicle({ status: 'INACTIVE' });
    const drv = await newDriver({ licenseExpiryDate: inDays(20) });
    const after = (await ok(call('GET', 'dashboard/admin/transport-stat'))).data;
    expect(after).toMatchObject({
      totalVehicle: before.totalVehicle + 2,
      activeVehicle: before.activeVehicle + 1,
      totalDriver: before.totalDriver + 1,
      totalRider: 0,
    });
    const mine = after.expiringSoon.filter((p: any) => p.ownerId === soon._id || p.ownerId === drv._id);
    expect(mine.map((p: any) => [p.kind, p.daysLeft])).toEqual([
      ['INSURANCE', 14],
      ['LICENCE', 20],
    ]);
    expect((await ok(call('GET', 'dashboard/admin/dashboard-stat'))).data.totalActiveVehicle).toBe(card + 1);
    const other = (await ok(call('GET', 'dashboard/admin/transport-stat', undefined, adminB))).data;
    expect(other.expiringSoon.some((p: any) => p.ownerId === soon._id)).toBe(false);
  });
});

describe('POST transport/bulk', () => {
  const upload = async (file: Buffer, dryRun: boolean) => {
    const f = multipart({
      file: { filename: 'transport.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: file },
      dryRun: String(dryRun),
    });
    const r = await t.inject({ method: 'POST', url: '/api/v1/transport/bulk', headers: { ...admin, ...f.headers }, payload: f.payload });
    expect(r.statusCode, r.body).toBe(202);
    const id = r.json().data.jobId as string;
    return eventually(
      async () => {
        const d = (await t.inject({ method: 'GET', url: `/api/v1/bulk-upload/job/${id}`, headers: admin })).json().data;
        return d.status === 'done' || d.status === 'failed' ? d : null;
      },
      30_000,
      50,
    );
  };

  it('serves the sample, checks vehicle and route rows on a dry run, then imports them', async () => {
    expect((await t.inject({ method: 'GET', url: '/UploadTransportSample.xlsx' })).statusCode).toBe(200);
    const d = await newDriver({ drivingLicenseNumber: 'MH12 BULK 77' });
    const vehicle = { type: 'VEHICLE', vehicleName: 'Bulk Bus', vehicleNumber: 'MH 12 BU 0001', rcNumber: '11', rcExpiryDate: inDays(100) };
    const papers = { pucNumber: '22', pucExpiryDate: inDays(100), insuranceNumber: 'I-1', insuranceExpiryDate: inDays(100), seats: '30' };
    const rows = [
      { ...vehicle, ...papers },
      { ...vehicle, ...papers, vehicleNumber: 'MH 12 BU 0002', rcNumber: 'x' },
      {
        type: 'ROUTE',
        routeName: 'Baner – Campus',
        startTime: '07:15',
        vehicleNumber: 'mh12bu0001',
        driverLicenseNumber: 'mh12 bulk 77',
        inChargeEmail: 'TEACHER@a.test',
      },
      { type: 'ROUTE', routeName: 'Nowhere', startTime: '25:00', vehicleNumber: 'MH 00 ZZ 0000', driverLicenseNumber: 'none' },
      { type: 'BOAT', vehicleName: 'x' },
    ];
    const file = await writeSheet('transport', rows);
    const dry = await upload(file, true);
    expect(dry).toMatchObject({ status: 'done', kind: 'transport', totalRows: 5, goodRows: 2, imported: 0 });
    expect(dry.errors.map((e: any) => [e.row, e.field])).toEqual([
      [3, 'rcNumber'],
      [5, 'startTime'],
      [5, 'driverLicenseNumber'],
      [5, 'vehicleNumber'],
      [6, 'type'],
    ]);
    const done = await upload(file, false);
    expect(done).toMatchObject({ status: 'done', imported: 2 });
    await t.settle();
    const list = (await ok(call('GET', 'transport?searchTitle=baner'))).data;
    expect(list.map((r: any) => [r.startAt, r.vehicle?.vehicleNumber, r.driver?._id])).toEqual([['07:15', 'MH 12 BU 0001', d._id]]);
    expect(list[0].inCharge?._id).toBe(t.schoolA.users.get('TEACHER'));
  });

  it('is for SUPER_ADMIN, ADMIN and a MANAGER with module transport; not a TEACHER', async () => {
    const file = await writeSheet('transport', [{ type: 'ROUTE', routeName: 'x' }]);
    const send = async (headers: Record<string, string>) => {
      const f = multipart({ file: { filename: 't.xlsx', contentType: 'application/octet-stream', data: file }, dryRun: 'true' });
      return t.inject({ method: 'POST', url: '/api/v1/transport/bulk', headers: { ...headers, ...f.headers }, payload: f.payload });
    };
    expect((await send(await t.as('TEACHER'))).statusCode).toBe(403);
    await grant(t, 'MANAGER', ['transport']);
    expect((await send(await t.as('MANAGER'))).statusCode).toBe(202);
  });
});
