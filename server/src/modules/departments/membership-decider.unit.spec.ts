import { describe, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { DepartmentMembershipEvent } from '@school/contracts';
import { membershipDecider as d } from './membership-decider.js';

const spec = deciderSpec(d);
const joined = (departmentId: string, previousDepartmentId: string | null = null): DepartmentMembershipEvent => ({
  type: 'StaffAssignedToDepartment',
  data: { userId: 'u1', departmentId, previousDepartmentId },
});

describe('department membership decider', () => {
  it('assigns, records nothing when already there, and moves to another department', () => {
    const assign = (departmentId: string) => ({ type: 'AssignToDepartment' as const, data: { userId: 'u1', departmentId } });
    spec
      .given()
      .when(assign('d1'))
      .then([joined('d1')]);
    spec.given(joined('d1')).when(assign('d1')).then([]);
    spec
      .given(joined('d1'))
      .when(assign('d2'))
      .then([joined('d2', 'd1')]);
  });
  it('removes from the current department, and refuses when in none', () => {
    const remove = { type: 'RemoveFromDepartment' as const, data: { userId: 'u1' } };
    spec
      .given(joined('d1'))
      .when(remove)
      .then([{ type: 'StaffRemovedFromDepartment', data: { userId: 'u1', departmentId: 'd1' } }]);
    spec.given().when(remove).thenThrows('not in a department');
  });
});
