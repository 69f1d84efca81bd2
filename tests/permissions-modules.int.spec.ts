import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MODULES, type PermissionModule } from '@school/contracts';
import { installAccess } from '../server/src/platform/http/access.js';
import { grant, multipart, revoke, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const user = (role: 'STAFF' | 'TEACHER' | 'MANAGER' | 'STUDENT') => t.schoolA.users.get(role)!;
/** A module some route of the product belongs to or checks (issue 11 part 10: the drawers list only these). */
const present = (m: PermissionModule) => t.app.permissionModules.has(m);
const createDept = async (title: string) => {
  const r = await t.as('ADMIN').post('department/create', { title, description: `${title} people` });
  expect(r.statusCode).toBe(200);
  return r.json().data._id as string;
};
const ok200 = async <R extends { statusCode: number; body: string }>(p: Promise<R>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};

describe('module permissions of departments, managers and staff', () => {
  it('reads every module of a department as off, and sets and clears flags', async () => {
    const d = await createDept('Flags');
    await t.settle();
    const empty = (await ok200(t.as('ADMIN').get(`department/permission/${d}`))).json().data;
    expect(Object.keys(empty).sort()).toEqual(PERMISSION_MODULES.filter((m) => m !== 'manageInstitute' && present(m)).sort());
    expect(Object.values(empty).every((v) => v === false)).toBe(true);
    const set = await ok200(t.as('ADMIN').post(`department/assign-module/${d}`, { finance: true, notice: true }));
    expect(set.json()).toEqual({ message: 'Permission updated successfully', data: { _id: d, modules: { finance: true, notice: true } } });
    await ok200(t.as('ADMIN').post(`department/assign-module/${d}`, { notice: false }));
    await t.settle();
    expect((await t.as('ADMIN').get(`department/permission/${d}`)).json().data).toMatchObject({
      finance: true,
      notice: false,
      student: false,
    });
    // Setting a flag to what it is records nothing.
    expect((await t.as('ADMIN').post(`department/assign-module/${d}`, { finance: true })).headers['x-position']).toBeUndefined();
  });

  it('refuses unknown modules with 400 naming the known ones, and manageInstitute for a department', async () => {
    const d = await createDept('Unknowns');
    for (const [body, bad] of [
      [{ cooking: true }, 'cooking'],
      [{ manageInstitute: true }, 'manageInstitute'],
    ] as const) {
      const r = await t.as('ADMIN').post(`department/assign-module/${d}`, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toContain(bad);
      expect(r.json().error).toContain('department, academics, batch, student');
    }
    expect((await t.as('ADMIN').post(`department/assign-module/${d}`, {})).statusCode).toBe(400);
    expect((await t.as('ADMIN').post(`department/assign-module/${d}`, { finance: 'yes' })).statusCode).toBe(400);
    const m = await t.as('ADMIN').post(`manager/permissions/${user('MANAGER')}`, { teleport: true });
    expect(m.statusCode).toBe(400);
    expect(m.json().error).toContain('manageInstitute');
  });

  it('lets only SUPER_ADMIN and ADMIN change permissions', async () => {
    const d = await createDept('Grantors');
    await grant(t, 'MANAGER', ['department', 'staff']);
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT'] as const) {
      const h = await t.as(role);
      expect((await t.with(h).post(`department/assign-module/${d}`, { finance: true })).statusCode, role).toBe(403);
      expect((await t.with(h).post(`manager/permissions/${user('MANAGER')}`, { finance: true })).statusCode, role).toBe(403);
      expect((await t.with(h).post(`staff/permissions/${user('STAFF')}`, { finance: true })).statusCode, role).toBe(403);
    }
    expect((await t.as('SUPER_ADMIN').post(`manager/permissions/${user('MANAGER')}`, { fees: true })).statusCode).toBe(200);
  });

  it("does not let a MANAGER with the department module grant themselves a department's modules", async () => {
    const d = await createDept('Self-grant wing');
    await ok200(t.as('ADMIN').post(`department/assign-module/${d}`, { finance: true }));
    await grant(t, 'MANAGER', ['department']);
    const m = await t.as('MANAGER');
    const before = await t.rt.store.head();
    const self = await t.with(m).put('department/assign-staff', { departmentId: d, staffId: user('MANAGER') });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ error: 'You may not change the department of this user.' });
    expect((await t.with(m).put(`department/remove-staff/${user('MANAGER')}`)).statusCode).toBe(403);
    expect(await t.rt.store.head()).toBe(before);
    // Below their rank it still works (a teacher: STAFF's modules are asserted by the next tests).
    await ok200(t.with(m).put('department/assign-staff', { departmentId: d, staffId: user('TEACHER') }));
    await ok200(t.with(m).put(`department/remove-staff/${user('TEACHER')}`));
  });

  it('lets a MANAGER edit a student with the student module and a staff member with the staff module, not the other way', async () => {
    const edit = async (target: 'STUDENT' | 'STAFF', h: Record<string, string>) => {
      const form = multipart({ city: 'Pune' });
      return t.inject({
        method: 'PUT',
        url: `/api/v1/user/update/${user(target)}`,
        headers: { ...h, ...form.headers },
        payload: form.payload,
      });
    };
    await revoke(t, 'MANAGER', ['staff', 'student']);
    await grant(t, 'MANAGER', ['student']);
    const m = await t.as('MANAGER');
    expect((await edit('STUDENT', m)).statusCode).toBe(200);
    const refused = await edit('STAFF', m);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have access to staff.' });
    await revoke(t, 'MANAGER', ['student']);
    await grant(t, 'MANAGER', ['staff']);
    expect((await edit('STAFF', m)).statusCode).toBe(200);
    expect((await edit('STUDENT', m)).json()).toEqual({ error: 'You do not have access to student.' });
    await revoke(t, 'MANAGER', ['staff']);
  });

  it('reads manager and staff flags with manageInstitute; a user reads only their own; the role must match', async () => {
    await grant(t, 'STAFF', ['library', 'manageInstitute']);
    const staff = (await ok200(t.as('ADMIN').get(`staff/permissions/${user('STAFF')}`))).json().data;
    expect(Object.keys(staff).sort()).toEqual(PERMISSION_MODULES.filter(present).sort());
    expect(staff).toMatchObject({ library: true, manageInstitute: true, finance: false });
    expect((await t.as('STAFF').get(`staff/permissions/${user('STAFF')}`)).json().data.library).toBe(true);
    expect((await t.as('MANAGER').get(`manager/permissions/${user('MANAGER')}`)).statusCode).toBe(200);
    expect((await t.as('MANAGER').get(`staff/permissions/${user('STAFF')}`)).statusCode).toBe(403);
    expect((await t.as('ADMIN').get(`manager/permissions/${user('STAFF')}`)).statusCode).toBe(400);
    expect((await t.as('ADMIN').post(`staff/permissions/${user('TEACHER')}`, { finance: true })).statusCode).toBe(400);
    expect((await t.as('ADMIN').get('staff/permissions/no-such-user')).statusCode).toBe(404);
  });
});

describe('the guard', () => {
  it("refuses a MANAGER the student list without 'student' (403 with the message) and gives it back when granted", async () => {
    const manager = await t.as('MANAGER');
    await grant(t, 'MANAGER', ['student']);
    expect((await t.with(manager).get('student')).statusCode).toBe(200);
    await revoke(t, 'MANAGER', ['student']);
    const refused = await t.with(manager).get('student');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have access to student.' });
    await grant(t, 'MANAGER', ['student']);
    expect((await t.with(manager).get('student')).statusCode).toBe(200);
  });

  it('sees a fresh grant at once when the request sends the grant position back', async () => {
    const manager = await t.as('MANAGER');
    expect((await t.with(manager).get('batch')).statusCode).toBe(403);
    const g = await ok200(t.as('ADMIN').post(`manager/permissions/${user('MANAGER')}`, { batch: true }));
    const r = await t.inject({
      method: 'GET',
      url: '/api/v1/batch',
      headers: { ...manager, 'x-min-position': g.headers['x-position'] as string },
    });
    expect(r.statusCode).toBe(200);
  });

  it('lets staff list finance entries through their department, removal take it away, and a direct false override it', async () => {
    const staff = await t.as('STAFF');
    const accounts = await createDept('Accounts');
    expect((await t.with(staff).get('finance')).json()).toEqual({ error: 'You do not have access to finance.' });
    await ok200(t.as('ADMIN').post(`department/assign-module/${accounts}`, { finance: true }));
    const join = () => ok200(t.as('ADMIN').put('department/assign-staff', { departmentId: accounts, staffId: user('STAFF') }));
    await join();
    await t.settle();
    expect((await t.with(staff).get('finance')).statusCode).toBe(200);
    // Staff still may not record entries: that is refused by role.
    expect((await t.with(staff).post('finance/create', { title: 'x', financeType: 'CREDIT', amount: 1 })).statusCode).toBe(403);

    await ok200(t.as('ADMIN').put(`department/remove-staff/${user('STAFF')}`));
    await t.settle();
    expect((await t.with(staff).get('finance')).statusCode).toBe(403);

    await join();
    await t.settle();
    expect((await t.with(staff).get('finance')).statusCode).toBe(200);
    // A direct false overrides the department's true; a direct true gives it back.
    await revoke(t, 'STAFF', ['finance']);
    expect((await t.with(staff).get('finance')).statusCode).toBe(403);
    await grant(t, 'STAFF', ['finance']);
    expect((await t.with(staff).get('finance')).statusCode).toBe(200);
    await revoke(t, 'STAFF', ['finance']);
    await ok200(t.as('ADMIN').put(`department/remove-staff/${user('STAFF')}`));
  });

  it('takes a department grant away when the staff member leaves the department', async () => {
    const staff = await t.as('STAFF');
    const admissions = await createDept('Admissions desk');
    await ok200(t.as('ADMIN').post(`department/assign-module/${admissions}`, { notice: true }));
    await ok200(t.as('ADMIN').put('department/assign-staff', { departmentId: admissions, staffId: user('STAFF') }));
    await t.settle();
    const notice = {
      title: 'Desk hours',
      description: 'Nine to five',
      role: 'ALL',
      startTime: new Date().toISOString(),
      endTime: new Date(Date.now() + 86_400_000).toISOString(),
    };
    expect((await t.with(staff).post('notice/create', notice)).statusCode).toBe(200);
    await ok200(t.as('ADMIN').put(`department/remove-staff/${user('STAFF')}`));
    await t.settle();
    const refused = await t.with(staff).post('notice/create', notice);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have access to notice.' });
    // Reading the notices addressed to you stays free.
    expect((await t.with(staff).get('notice')).statusCode).toBe(200);
  });

  it('does not hold teachers to modules, and lets a manager edit institutes only with manageInstitute', async () => {
    const teacher = await t.as('TEACHER');
    for (const url of ['course', 'department', 'batch', 'student']) expect((await t.with(teacher).get(url)).statusCode, url).toBe(200);
    const manager = await t.as('MANAGER');
    const refused = await t.with(manager).put(`institute/${t.schoolA.instituteId}`, {
      instituteName: 'A',
      email: 'a@a.test',
      phoneNumber: '9876543210',
      admin: user('MANAGER'),
      description: 'd',
      address: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have access to manageInstitute.' });
    await grant(t, 'MANAGER', ['manageInstitute']);
    // Past the guard now: the body is checked (the admin must be an ADMIN user).
    const past = await t.with(manager).put(`institute/${t.schoolA.instituteId}`, {
      instituteName: 'A',
      email: 'a@a.test',
      phoneNumber: '9876543210',
      admin: user('MANAGER'),
      description: 'd',
      address: 'x',
    });
    expect(past.statusCode).toBe(400);
    // Another institute is unknown to them.
    const foreign = await t.with(manager).put(`institute/${t.schoolB.instituteId}`, {
      instituteName: 'B',
      email: 'b@b.test',
      phoneNumber: '9876543210',
      admin: t.schoolB.users.get('ADMIN')!,
      description: 'd',
      address: 'x',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET user/modules', () => {
  it('lists what the caller may open: all for ADMIN, the granted ones for MANAGER, none for TEACHER', async () => {
    const mods = async (role: 'ADMIN' | 'MANAGER' | 'TEACHER') =>
      (await t.inject({ method: 'GET', url: '/api/v1/user/modules', headers: await t.as(role) })).json().data.modules as string[];
    expect(await mods('ADMIN')).toContain('finance');
    await grant(t, 'MANAGER', ['notice']);
    expect(await mods('MANAGER')).toContain('notice');
    await revoke(t, 'MANAGER', ['notice']);
    expect(await mods('MANAGER')).not.toContain('notice');
    expect(await mods('TEACHER')).toEqual([]);
  });
});

describe('the drawers list only modules the product has (issue 11 part 10)', () => {
  it('collects the modules routes declare (`config.module`, `config.checksModules`), nothing else', async () => {
    const app = Fastify();
    installAccess(app, { authenticate: async () => Promise.reject(new Error('unused')) }, '/api/v1');
    app.get('/api/v1/a', { config: { access: 'public', module: 'finance' } }, async () => ({}));
    app.get('/api/v1/b', { config: { access: 'public', checksModules: ['timetable', 'batch'] } }, async () => ({}));
    app.get('/api/v1/c', { config: { access: 'public' } }, async () => ({}));
    await app.ready();
    expect([...app.permissionModules].sort()).toEqual(['batch', 'finance', 'timetable']);
    await app.close();
  });

  it('lists in every drawer and in user/modules exactly the modules the routes use, in the catalogue order', async () => {
    const used = PERMISSION_MODULES.filter(present);
    // Today's product: these have pages and routes; transport, placement, exams, assignments and certificates do not yet.
    expect(used).toEqual(expect.arrayContaining(['department', 'academics', 'batch', 'student', 'staff', 'attendance']));
    expect(used).toEqual(expect.arrayContaining(['fees', 'payment', 'finance', 'library', 'inventory', 'notice', 'timetable']));
    expect(used).toEqual(expect.arrayContaining(['bulkUpload', 'manageInstitute']));
    for (const m of ['transport', 'placement', 'exam', 'assignment', 'certificate'] as const) {
      if (present(m)) continue; // a module that has landed since lists itself
      expect(used).not.toContain(m);
    }
    const d = await createDept('Drawer');
    await t.settle();
    const dept = (await ok200(t.as('ADMIN').get(`department/permission/${d}`))).json().data;
    expect(Object.keys(dept)).toEqual(used.filter((m) => m !== 'manageInstitute'));
    const staff = (await ok200(t.as('ADMIN').get(`staff/permissions/${user('STAFF')}`))).json().data;
    expect(Object.keys(staff)).toEqual(used);
    const mine = (await ok200(t.as('ADMIN').get('user/modules'))).json().data.modules;
    expect(mine).toEqual(used);
  });

  it('keeps accepting the flags of catalogue modules not in the product yet (stored permissions stay valid)', async () => {
    const absent = PERMISSION_MODULES.find((m) => !present(m));
    if (!absent) return;
    const r = await t.as('ADMIN').post(`staff/permissions/${user('STAFF')}`, { [absent]: true });
    expect(r.statusCode, r.body).toBe(200);
    await t.settle();
    const staff = (await ok200(t.as('ADMIN').get(`staff/permissions/${user('STAFF')}`))).json().data;
    expect(staff).not.toHaveProperty(absent);
  });
});
