import { describe, expect, it } from 'vitest';
import type { IdentityEvent, UserRegistered } from '@school/contracts';
import { instituteDecider, userDecider, type UserCommand, type UserState } from './deciders.js';

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 't@x.in', displayName: 'T', role: 'TEACHER', passwordHash: 'h', institutes: ['i1'] },
};
const given = (...events: IdentityEvent[]): UserState => events.reduce((s, e) => userDecider.evolve(s, e), userDecider.initialState());
const when = (state: UserState, command: UserCommand) => userDecider.decide(command, state);

describe('user decider: profile, block, delete, institutes', () => {
  it('registers with a profile in the same decision', () => {
    const events = when(given(), { type: 'RegisterUser', data: registered.data, profile: { phoneNumber: '9876543210' } });
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserProfileUpdated']);
  });
  it('records only the profile fields that changed, nothing when none did', () => {
    const s = given(registered, { type: 'UserProfileUpdated', data: { userId: 'u1', profile: { city: 'Pune' } } });
    expect(when(s, { type: 'UpdateProfile', data: { userId: 'u1', profile: { city: 'Pune', displayName: 'T' } } })).toEqual([]);
    expect(when(s, { type: 'UpdateProfile', data: { userId: 'u1', profile: { city: 'Goa', pinCode: '4030' } } }))
      .toEqual([{ type: 'UserProfileUpdated', data: { userId: 'u1', profile: { city: 'Goa', pinCode: '4030' } } }]);
  });
  it('blocks once, bumping the token version; unblocks only a blocked user', () => {
    const s = given(registered);
    const blocked = when(s, { type: 'BlockUser', data: { userId: 'u1' } });
    expect(blocked).toEqual([{ type: 'UserBlocked', data: { userId: 'u1' } }]);
    const after = given(registered, ...blocked);
    expect(after).toMatchObject({ blocked: true, tokenVersion: 1 });
    expect(when(after, { type: 'BlockUser', data: { userId: 'u1' } })).toEqual([]);
    expect(when(s, { type: 'UnblockUser', data: { userId: 'u1' } })).toEqual([]);
    expect(when(after, { type: 'UnblockUser', data: { userId: 'u1' } })).toEqual([{ type: 'UserUnblocked', data: { userId: 'u1' } }]);
  });
  it('deletes once, naming the e-mail; a deleted user takes no further commands', () => {
    const deleted = when(given(registered), { type: 'DeleteUser', data: { userId: 'u1' } });
    expect(deleted).toEqual([{ type: 'UserDeleted', data: { userId: 'u1', email: 't@x.in' } }]);
    const s = given(registered, ...deleted);
    expect(() => when(s, { type: 'DeleteUser', data: { userId: 'u1' } })).toThrow('User not found.');
    expect(() => when(s, { type: 'UpdateProfile', data: { userId: 'u1', profile: { city: 'X' } } })).toThrow('User not found.');
  });
  it('assigns and removes institutes idempotently, never the last one', () => {
    const assign = (instituteId: string, on: boolean): UserCommand => ({ type: 'AssignInstitute', data: { userId: 'u1', instituteId, assign: on } });
    const s = given(registered);
    expect(when(s, assign('i1', true))).toEqual([]);
    const added = when(s, assign('i2', true));
    expect(added).toEqual([{ type: 'UserInstituteAssigned', data: { userId: 'u1', instituteId: 'i2' } }]);
    const both = given(registered, ...added);
    expect(both.institutes).toEqual(['i1', 'i2']);
    expect(when(both, assign('i1', false))).toEqual([{ type: 'UserInstituteRemoved', data: { userId: 'u1', instituteId: 'i1' } }]);
    expect(when(s, assign('i3', false))).toEqual([]);
    expect(() => when(s, assign('i1', false))).toThrow('at least one institute');
  });
});

describe('institute decider', () => {
  it('updates an existing institute and keeps its logo when none is sent', () => {
    const s = instituteDecider.evolve(instituteDecider.initialState(), { type: 'InstituteCreated', data: { instituteId: 'i1', instituteName: 'A', email: 'a@x.in', logoFileId: 'f1' } });
    const data = { instituteId: 'i1', instituteName: 'B', email: 'a@x.in', phoneNumber: '9876543210', admin: 'u1', description: 'd', address: 'a', logoFileId: null };
    expect(instituteDecider.decide({ type: 'UpdateInstitute', data }, s)).toEqual([{ type: 'InstituteUpdated', data: { ...data, logoFileId: 'f1' } }]);
    expect(() => instituteDecider.decide({ type: 'UpdateInstitute', data }, instituteDecider.initialState())).toThrow('Institute not found.');
  });
});
