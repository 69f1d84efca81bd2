import { describe, expect, it } from 'vitest';
import type { DepartmentMembershipEvent } from '@school/contracts';
import { membershipDecider as d } from './membership-decider.js';

const given = (...events: DepartmentMembershipEvent[]) => events.reduce(d.evolve, d.initialState());
const joined = (departmentId: string, previousDepartmentId: string | null = null): DepartmentMembershipEvent => ({
  type: 'StaffAssignedToDepartment',
  data: { userId: 'u1', departmentId, previousDepartmentId },
});

describe('department membership decider', () => {
  it('assigns, records nothing when already there, and moves to another department', () => {
    const assign = (departmentId: string) => ({ type: 'AssignToDepartment' as const, data: { userId: 'u1', departmentId } });
    expect(d.decide(assign('d1'), given())).toEqual([joined('d1')]);
    expect(d.decide(assign('d1'), given(joined('d1')))).toEqual([]);
    expect(d.decide(assign('d2'), given(joined('d1')))).toEqual([joined('d2', 'd1')]);
  });
  it('removes from the current department, and refuses when in none', () => {
    const remove = { type: 'RemoveFromDepartment' as const, data: { userId: 'u1' } };
    expect(d.decide(remove, given(joined('d1')))).toEqual([{ type: 'StaffRemovedFromDepartment', data: { userId: 'u1', departmentId: 'd1' } }]);
    expect(() => d.decide(remove, given())).toThrow('not in a department');
  });
});
