import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { permissionsDecider as d } from './decider.js';

const spec = deciderSpec(d);
const set = (modules: Record<string, boolean>) => ({
  type: 'SetModulePermissions' as const,
  data: { subjectKind: 'manager' as const, subjectId: 'u1', modules },
});

describe('permissions decider', () => {
  it('records only the flags that change; an explicit off is recorded (it overrides a department)', () => {
    spec
      .given()
      .when(set({ student: true, fees: false }))
      .then([{ type: 'ModulePermissionsSet', data: { subjectKind: 'manager', subjectId: 'u1', modules: { student: true, fees: false } } }]);
    const granted = spec.given({
      type: 'ModulePermissionsSet',
      data: { subjectKind: 'manager', subjectId: 'u1', modules: { student: true } },
    }).state;
    expect(d.decide(set({ student: true }), granted)).toEqual([]);
    expect(d.decide(set({ student: false }), granted)).toEqual([
      { type: 'ModulePermissionsSet', data: { subjectKind: 'manager', subjectId: 'u1', modules: { student: false } } },
    ]);
  });
});
