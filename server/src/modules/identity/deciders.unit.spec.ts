import { describe, expect, it } from 'vitest';
import { userDecider } from './deciders.js';

const registered = {
  type: 'UserRegistered' as const,
  data: { userId: 'u1', email: 'p@x.in', displayName: 'P', role: 'PARENT' as const, passwordSet: true, institutes: ['i1'] },
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
  it('never puts a password hash into an event, and keeps one of an old event only as the legacy hash', () => {
    const s = userDecider.initialState();
    const handed = { ...registered.data, passwordHash: 'scrypt$1$8$1$c2FsdA==$a2V5' };
    expect(userDecider.decide({ type: 'RegisterUser', data: handed }, s)).toEqual([registered]);
    const changed = userDecider.decide(
      { type: 'ChangePassword', data: { userId: 'u1', reason: 'reset' } },
      userDecider.evolve(s, registered),
    );
    expect(changed).toEqual([{ type: 'PasswordChanged', data: { userId: 'u1', reason: 'reset' } }]);
    const old = userDecider.evolve(s, { type: 'UserRegistered', data: handed });
    expect(old.legacyPasswordHash).toBe(handed.passwordHash);
    expect(old).not.toHaveProperty('passwordHash');
  });
  it('records a sign-out with its session, leaving the token version (other sessions) alone', () => {
    const s = userDecider.evolve(userDecider.initialState(), registered);
    const events = userDecider.decide({ type: 'SignOut', data: { userId: 'u1', sessionId: 's-1' } }, s);
    expect(events).toEqual([{ type: 'UserSignedOut', data: { userId: 'u1', sessionId: 's-1' } }]);
    expect(userDecider.evolve(s, events[0]!).tokenVersion).toBe(s.tokenVersion);
  });
});
