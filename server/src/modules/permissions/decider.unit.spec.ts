import { describe, expect, it } from 'vitest';
import type { PermissionEvent } from '@school/contracts';
import { permissionsDecider as d } from './decider.js';

const given = (...events: PermissionEvent[]) => events.reduce(d.evolve, d.initialState());
const set = (modules: Record<string, boolean>) => ({
  type: 'SetModulePermissions' as const,
  data: { subjectKind: 'manager' as const, subjectId: 'u1', modules },
});

describe('permissions decider', () => {
  it('records only the flags that change; an explicit off is recorded (it overrides a department)', () => {
    expect(d.decide(set({ student: true, fees: false }), given())).toEqual([
      { type: 'ModulePermissionsSet', data: { subjectKind: 'manager', subjectId: 'u1', modules: { student: true, fees: false } } },
    ]);
    const granted = given({ type: 'ModulePermissionsSet', data: { subjectKind: 'manager', subjectId: 'u1', modules: { student: true } } });
    expect(d.decide(set({ student: true }), granted)).toEqual([]);
    expect(d.decide(set({ student: false }), granted)).toEqual([
      { type: 'ModulePermissionsSet', data: { subjectKind: 'manager', subjectId: 'u1', modules: { student: false } } },
    ]);
  });
});
