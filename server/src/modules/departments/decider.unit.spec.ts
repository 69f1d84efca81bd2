import { describe, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { DepartmentEvent } from '@school/contracts';
import { departmentDecider as d, type DepartmentCommand } from './decider.js';

const spec = deciderSpec(d);
const created: DepartmentEvent = {
  type: 'DepartmentCreated',
  data: { departmentId: 'd1', title: 'Science', description: 'Labs', iconFileId: 'f1' },
};
const update = (title: string, iconFileId: string | null = null): DepartmentCommand => ({
  type: 'UpdateDepartment',
  data: { departmentId: 'd1', title, description: 'Labs', iconFileId },
});

describe('department decider', () => {
  it('creates once', () => {
    spec.given().when({ type: 'CreateDepartment', data: created.data }).then([created]);
    spec.given(created).when({ type: 'CreateDepartment', data: created.data }).thenThrows('already exists');
  });
  it('keeps the icon when an update sends none, and records nothing when nothing changed', () => {
    spec
      .given(created)
      .when(update('Physics'))
      .then([{ type: 'DepartmentUpdated', data: { departmentId: 'd1', title: 'Physics', description: 'Labs', iconFileId: 'f1' } }]);
    spec.given(created).when(update('Science')).then([]);
  });
  it('refuses to update or delete what does not exist or was deleted', () => {
    const deleted: DepartmentEvent = { type: 'DepartmentDeleted', data: { departmentId: 'd1' } };
    spec.given().when(update('X')).thenThrows('not found');
    spec
      .given(created, deleted)
      .when({ type: 'DeleteDepartment', data: { departmentId: 'd1' } })
      .thenThrows('not found');
    spec
      .given(created)
      .when({ type: 'DeleteDepartment', data: { departmentId: 'd1' } })
      .then([deleted]);
  });
});
