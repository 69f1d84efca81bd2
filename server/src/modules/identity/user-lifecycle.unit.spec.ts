import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { UserRegistered } from '@school/contracts';
import { instituteDecider, userDecider, type UserCommand } from './deciders.js';

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 't@x.in', displayName: 'T', role: 'TEACHER', passwordHash: 'h', institutes: ['i1'] },
};
const spec = deciderSpec(userDecider);

describe('user decider: profile, block, delete, institutes', () => {
  it('registers with a profile in the same decision', () => {
    const events = spec
      .given()
      .when({ type: 'RegisterUser', data: registered.data, profile: { phoneNumber: '9876543210' } })
      .events();
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserProfileUpdated']);
  });
  it('records only the profile fields that changed, nothing when none did', () => {
    const s = spec.given(registered, { type: 'UserProfileUpdated', data: { userId: 'u1', profile: { city: 'Pune' } } });
    s.when({ type: 'UpdateProfile', data: { userId: 'u1', profile: { city: 'Pune', displayName: 'T' } } }).then([]);
    s.when({ type: 'UpdateProfile', data: { userId: 'u1', profile: { city: 'Goa', pinCode: '4030' } } }).then([
      { type: 'UserProfileUpdated', data: { userId: 'u1', profile: { city: 'Goa', pinCode: '4030' } } },
    ]);
  });
  it('blocks once, bumping the token version; unblocks only a blocked user', () => {
    const s = spec.given(registered);
    const blocked = s.when({ type: 'BlockUser', data: { userId: 'u1' } }).events();
    expect(blocked).toEqual([{ type: 'UserBlocked', data: { userId: 'u1' } }]);
    const after = spec.given(registered, ...blocked);
    expect(after.state).toMatchObject({ blocked: true, tokenVersion: 1 });
    after.when({ type: 'BlockUser', data: { userId: 'u1' } }).then([]);
    s.when({ type: 'UnblockUser', data: { userId: 'u1' } }).then([]);
    after.when({ type: 'UnblockUser', data: { userId: 'u1' } }).then([{ type: 'UserUnblocked', data: { userId: 'u1' } }]);
  });
  it('deletes once, naming the e-mail; a deleted user takes no further commands', () => {
    const deleted = spec
      .given(registered)
      .when({ type: 'DeleteUser', data: { userId: 'u1' } })
      .events();
    expect(deleted).toEqual([{ type: 'UserDeleted', data: { userId: 'u1', email: 't@x.in' } }]);
    const s = spec.given(registered, ...deleted);
    s.when({ type: 'DeleteUser', data: { userId: 'u1' } }).thenThrows('User not found.');
    s.when({ type: 'UpdateProfile', data: { userId: 'u1', profile: { city: 'X' } } }).thenThrows('User not found.');
  });
  it('assigns and removes institutes idempotently, never the last one', () => {
    const assign = (instituteId: string, on: boolean): UserCommand => ({
      type: 'AssignInstitute',
      data: { userId: 'u1', instituteId, assign: on },
    });
    const s = spec.given(registered);
    s.when(assign('i1', true)).then([]);
    const added = s.when(assign('i2', true)).events();
    expect(added).toEqual([{ type: 'UserInstituteAssigned', data: { userId: 'u1', instituteId: 'i2' } }]);
    const both = spec.given(registered, ...added);
    expect(both.state.institutes).toEqual(['i1', 'i2']);
    both.when(assign('i1', false)).then([{ type: 'UserInstituteRemoved', data: { userId: 'u1', instituteId: 'i1' } }]);
    s.when(assign('i3', false)).then([]);
    s.when(assign('i1', false)).thenThrows('at least one institute');
  });
});

describe('institute decider', () => {
  it('updates an existing institute and keeps its logo when none is sent', () => {
    const s = instituteDecider.evolve(instituteDecider.initialState(), {
      type: 'InstituteCreated',
      data: { instituteId: 'i1', instituteName: 'A', email: 'a@x.in', logoFileId: 'f1' },
    });
    const data = {
      instituteId: 'i1',
      instituteName: 'B',
      email: 'a@x.in',
      phoneNumber: '9876543210',
      admin: 'u1',
      description: 'd',
      address: 'a',
      logoFileId: null,
    };
    expect(instituteDecider.decide({ type: 'UpdateInstitute', data }, s)).toEqual([
      { type: 'InstituteUpdated', data: { ...data, logoFileId: 'f1' } },
    ]);
    expect(() => instituteDecider.decide({ type: 'UpdateInstitute', data }, instituteDecider.initialState())).toThrow(
      'Institute not found.',
    );
  });
});
