import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { departmentsProjection } from './departments.js';

const spec = batchSpec(departmentsProjection);

describe('department applyBatch', () => {
  it('leaves the rows apply leaves: creates, repeated updates, deletions and memberships interleaved', async () => {
    const ev = eventMaker();
    const dep = (type: string, id: string, extra: object = {}) =>
      ev(type, { departmentId: id, title: `T ${id}`, description: `D ${id}`, iconFileId: null, ...extra }, `department-${id}`);
    const events = [
      dep('DepartmentUpdated', 'x', { title: 'before it exists' }),
      dep('DepartmentCreated', 'x'),
      dep('DepartmentCreated', 'y', { iconFileId: 'f1' }),
      dep('DepartmentUpdated', 'x', { title: 'x1' }),
      dep('DepartmentUpdated', 'x', { title: 'x2', iconFileId: 'f2' }),
      ev('StaffAssignedToDepartment', { userId: 'u1', departmentId: 'x', previousDepartmentId: null }),
      ev('StaffAssignedToDepartment', { userId: 'u2', departmentId: 'x', previousDepartmentId: null }),
      dep('DepartmentDeleted', 'x'),
      dep('DepartmentUpdated', 'x', { title: 'x3 after deletion' }),
      dep('DepartmentDeleted', 'x'),
      dep('DepartmentCreated', 'x', { title: 'again' }),
      ev('StaffAssignedToDepartment', { userId: 'u1', departmentId: 'y', previousDepartmentId: 'x' }),
      ev('StaffRemovedFromDepartment', { userId: 'u2', departmentId: 'x' }),
      dep('DepartmentCreated', 'z', { instituteId: 'ignored' }),
      dep('DepartmentDeleted', 'z'),
      dep('DepartmentUpdated', 'z', { description: 'edited after deletion' }),
    ];
    const empty = await spec.compare(events);
    expect(empty.fellBack).toBe(false);
    expect(empty.rows.department!.map((r) => JSON.parse(r)).find((r) => r.id === 'x')).toMatchObject({
      title: 'x3 after deletion',
      total_user: 0,
    });
    for (const split of [2, 6, 10]) expect((await spec.compare(events, split)).fellBack).toBe(false);
  });
});
