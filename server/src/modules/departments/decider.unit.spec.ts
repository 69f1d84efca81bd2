import { describe, expect, it } from 'vitest';
import type { DepartmentEvent } from '@school/contracts';
import { departmentDecider as d, type DepartmentCommand } from './decider.js';

const given = (...events: DepartmentEvent[]) => events.reduce(d.evolve, d.initialState());
const created: DepartmentEvent = { type: 'DepartmentCreated', data: { departmentId: 'd1', title: 'Science', description: 'Labs', iconFileId: 'f1' } };
const update = (title: string, iconFileId: string | null = null): DepartmentCommand => ({
  type: 'UpdateDepartment',
  data: { departmentId: 'd1', title, description: 'Labs', iconFileId },
});

describe('department decider', () => {
  it('creates once', () => {
    expect(d.decide({ type: 'CreateDepartment', data: created.data }, given())).toEqual([created]);
    expect(() => d.decide({ type: 'CreateDepartment', data: created.data }, given(created))).toThrow('already exists');
  });
  it('keeps the icon when an update sends none, and records nothing when nothing changed', () => {
    expect(d.decide(update('Physics'), given(created))).toEqual([
      { type: 'DepartmentUpdated', data: { departmentId: 'd1', title: 'Physics', description: 'Labs', iconFileId: 'f1' } },
    ]);
    expect(d.decide(update('Science'), given(created))).toEqual([]);
  });
  it('refuses to update or delete what does not exist or was deleted', () => {
    const deleted: DepartmentEvent = { type: 'DepartmentDeleted', data: { departmentId: 'd1' } };
    expect(() => d.decide(update('X'), given())).toThrow('not found');
    expect(() => d.decide({ type: 'DeleteDepartment', data: { departmentId: 'd1' } }, given(created, deleted))).toThrow('not found');
    expect(d.decide({ type: 'DeleteDepartment', data: { departmentId: 'd1' } }, given(created))).toEqual([deleted]);
  });
});
