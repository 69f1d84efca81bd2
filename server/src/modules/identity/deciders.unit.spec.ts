import { describe, expect, it } from 'vitest';
import { userDecider } from './deciders.js';

const registered = {
  type: 'UserRegistered' as const,
  data: { userId: 'u1', email: 'p@x.in', displayName: 'P', role: 'PARENT' as const, passwordHash: 'h', institutes: ['i1'] },
};

describe('user decider', () => {
  it('registers a new user once', () => {
    const s = userDecider.initialState();
    expect(userDecider.decide({ type: 'RegisterUser', data: registered.data }, s)).toEqual([registered]);
    const after = userDecider.evolve(s, registered);
    expect(() => userDecider.decide({ type: 'RegisterUser', data: registered.data }, after)).toThrow('already registered');
  });
  it('links a parent to a child once, and only a parent', () => {
    const parent = userDecider.evolve(userDecider.initialState(), registered);
    const link = { type: 'LinkChild' as const, data: { userId: 'u1', studentId: 's1' } };
    const events = userDecider.decide(link, parent);
    expect(events).toEqual([{ type: 'ParentLinkedToStudent', data: { userId: 'u1', studentId: 's1' } }]);
    const linked = userDecider.evolve(parent, events[0]!);
    expect(userDecider.decide(link, linked)).toEqual([]);
    const teacher = userDecider.evolve(userDecider.initialState(), { ...registered, data: { ...registered.data, role: 'TEACHER' } });
    expect(() => userDecider.decide(link, teacher)).toThrow('Only a parent');
  });
});
