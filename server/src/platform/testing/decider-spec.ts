import { expect } from 'vitest';
import type { NewEvent } from '@school/contracts';
import type { Decider } from '../commands.js';
import { AppError } from '../errors.js';

/** What a refused command must say: its message (a part of it, or a pattern), and optionally its HTTP status. */
export type ExpectedError = string | RegExp | { message?: string | RegExp; status?: number };

/**
 * Given/when/then for a decider (emmett's deciderSpecification): the events so far are folded with `evolve`,
 * the command is decided on that state, and the spec asserts the new events or the typed error.
 *
 *   const spec = deciderSpec(financeDecider);
 *   spec.given(recorded).when(deleteIt).then([deleted]);
 *   spec.given().when(deleteIt).thenThrows({ message: 'not found', status: 404 });
 */
export function deciderSpec<State, Command, Event extends NewEvent>(decider: Decider<State, Command, Event>) {
  const fold = (events: (Event | readonly Event[])[]) =>
    (events.flat() as Event[]).reduce((s, e) => decider.evolve(s, e), decider.initialState());
  return {
    given(...events: (Event | readonly Event[])[]) {
      const state = fold(events);
      return {
        /** The folded state, for specs of what `evolve` keeps. */
        state,
        when(command: Command) {
          const decide = () => decider.decide(command, state);
          return {
            /** The events decided, for assertions that check only part of them. */
            events: decide,
            then(expected: readonly Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenThrows(expected?: ExpectedError) {
              let error: unknown;
              try {
                decide();
              } catch (err) {
                error = err;
              }
              expect(error, 'the command was accepted').toBeInstanceOf(Error);
              const want = typeof expected === 'string' || expected instanceof RegExp ? { message: expected } : (expected ?? {});
              const message = (error as Error).message;
              if (typeof want.message === 'string') expect(message).toContain(want.message);
              else if (want.message) expect(message).toMatch(want.message);
              if (want.status !== undefined) {
                expect(error).toBeInstanceOf(AppError);
                expect((error as AppError).statusCode).toBe(want.status);
              }
            },
          };
        },
      };
    },
  };
}
