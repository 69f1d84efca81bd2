import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import type { Projection } from '../types.js';
import { departmentsProjection } from '../departments/departments.js';
import { permissionsProjection } from './permissions.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  for (const p of [departmentsProjection, permissionsProjection]) {
    for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(t)).execute(database.db);
  }
});
afterAll(async () => database?.close());

let position = 0n;
const event = (type: string, data: object): RecordedEvent => {
  position += 1n;
  return {
    type,
    data,
    eventId: `e${position}`,
    streamId: 'x-1',
    streamVersion: 0,
    position,
    recordedAt: '2026-01-01T00:00:00.000Z',
    metadata: {
      actorId: 'u1',
      actorRole: 'ADMIN',
      instituteId: 'i1',
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString(),
      correlationId: 'c',
      causationId: 'c',
    },
  };
};
const apply = async (p: Projection, events: RecordedEvent[]) => {
  for (const e of events) if (p.handles.includes(e.type)) await p.apply({ tx: database.db, table: (t) => sql.table(t) }, e);
};
const rows = async (table: string, order: string) =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(database.db)).rows;

const created = (id: string) => event('DepartmentCreated', { departmentId: id, title: id, description: 'd', iconFileId: null });
const events = [
  created('d1'),
  created('d2'),
  event('StaffAssignedToDepartment', { userId: 'u1', departmentId: 'd1', previousDepartmentId: null }),
  event('StaffAssignedToDepartment', { userId: 'u2', departmentId: 'd1', previousDepartmentId: null }),
  event('StaffAssignedToDepartment', { userId: 'u1', departmentId: 'd2', previousDepartmentId: 'd1' }),
  event('StaffRemovedFromDepartment', { userId: 'u2', departmentId: 'd1' }),
  event('ModulePermissionsSet', { subjectKind: 'department', subjectId: 'd2', modules: { finance: true, notice: true } }),
  event('ModulePermissionsSet', { subjectKind: 'staff', subjectId: 'u1', modules: { finance: false } }),
  event('ModulePermissionsSet', { subjectKind: 'manager', subjectId: 'm1', modules: { student: true } }),
  event('ModulePermissionsSet', { subjectKind: 'department', subjectId: 'd2', modules: { notice: false } }),
];

describe('department membership and permission projections', () => {
  it('count employees per department and keep flags and members; re-applying changes nothing', async () => {
    for (const p of [departmentsProjection, permissionsProjection]) await apply(p, events);
    const once = {
      departments: await rows('department', 'id'),
      members: await rows('department_member', 'user_id'),
      flags: await rows('permission_flag', 'subject_id, module'),
      permissionMembers: await rows('permission_member', 'user_id'),
    };
    expect(once.departments.map((d) => [d.id, d.total_user])).toEqual([
      ['d1', 0],
      ['d2', 1],
    ]);
    expect(once.members).toMatchObject([{ user_id: 'u1', department_id: 'd2' }]);
    expect(once.permissionMembers).toEqual([{ institute_id: 'i1', user_id: 'u1', department_id: 'd2' }]);
    expect(once.flags.map((f) => [f.subject_kind, f.subject_id, f.module, f.granted])).toEqual([
      ['department', 'd2', 'finance', true],
      ['department', 'd2', 'notice', false],
      ['user', 'm1', 'student', true],
      ['user', 'u1', 'finance', false],
    ]);
    for (const p of [departmentsProjection, permissionsProjection]) await apply(p, events);
    expect(await rows('department', 'id')).toEqual(once.departments);
    expect(await rows('department_member', 'user_id')).toEqual(once.members);
    expect(await rows('permission_flag', 'subject_id, module')).toEqual(once.flags);
    expect(await rows('permission_member', 'user_id')).toEqual(once.permissionMembers);
  });

  it('drops the flags of a deleted department, and passes over an event it cannot use', async () => {
    await apply(permissionsProjection, [event('DepartmentDeleted', { departmentId: 'd2' })]);
    expect((await rows('permission_flag', 'subject_id, module')).filter((f) => f.subject_kind === 'department')).toEqual([]);
    await expect(
      apply(permissionsProjection, [event('ModulePermissionsSet', { subjectKind: 'staff', subjectId: 'u9' })]),
    ).resolves.toBeUndefined();
  });
});
