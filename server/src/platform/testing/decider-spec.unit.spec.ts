import { describe, expect, it } from 'vitest';
import type { Decider } from '../commands.js';
import { conflict } from '../errors.js';
import { deciderSpec } from './decider-spec.js';

type E = { type: 'Counted'; data: { n: number } };
const counter: Decider<number, { type: 'Count'; data: { max: number } }, E> = {
  initialState: () => 0,
  evolve: (n) => n + 1,
  decide: (c, n) => {
    if (n >= c.data.max) throw conflict('Too many.');
    return [{ type: 'Counted', data: { n: n + 1 } }];
  },
};
const spec = deciderSpec(counter);
const counted = (n: number): E => ({ type: 'Counted', data: { n } });

describe('deciderSpec', () => {
  it('folds the given events and checks the decided ones', () => {
    spec
      .given(counted(1), [counted(2)])
      .when({ type: 'Count', data: { max: 5 } })
      .then([counted(3)]);
    expect(spec.given(counted(1), counted(2)).state).toBe(2);
    expect(() =>
      spec
        .given()
        .when({ type: 'Count', data: { max: 5 } })
        .then([counted(2)]),
    ).toThrow();
  });

  it('checks the message and status of a refusal, and fails when the command is accepted', () => {
    spec
      .given(counted(1))
      .when({ type: 'Count', data: { max: 1 } })
      .thenThrows({ message: 'Too many', status: 409 });
    spec
      .given(counted(1))
      .when({ type: 'Count', data: { max: 1 } })
      .thenThrows(/^Too many\.$/);
    expect(() =>
      spec
        .given(counted(1))
        .when({ type: 'Count', data: { max: 1 } })
        .thenThrows({ status: 404 }),
    ).toThrow();
    expect(() =>
      spec
        .given(counted(1))
        .when({ type: 'Count', data: { max: 1 } })
        .thenThrows('Other'),
    ).toThrow();
    expect(() =>
      spec
        .given()
        .when({ type: 'Count', data: { max: 1 } })
        .thenThrows(),
    ).toThrow('the command was accepted');
  });
});
