import type { SessionEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface SessionState {
  exists: boolean;
  deleted: boolean;
  title: string;
  startYear: number;
  endYear: number;
}
export type SessionCommand =
  | { type: 'CreateSession'; data: { sessionId: string; startYear: number; endYear: number } }
  | { type: 'UpdateSession'; data: { sessionId: string; startYear: number; endYear: number } }
  | { type: 'DeleteSession'; data: { sessionId: string } };

export const sessionStream = (id: string) => `academicSession-${id}`;
export const sessionTitle = (startYear: number, endYear: number) => `${startYear}-${endYear}`;

/** The rule the spec leaves open (000 §5): a session ends in a later year than it starts, at most 10 years on. */
export function checkYears(startYear: number, endYear: number) {
  if (!Number.isInteger(startYear) || !Number.isInteger(endYear) || startYear < 1000 || endYear > 9999) {
    throw badRequest('Session years must have four digits, e.g. 2025-2026.');
  }
  if (endYear <= startYear) throw badRequest(`To year must be after From year (for example ${startYear}-${startYear + 1}).`);
  if (endYear - startYear > 10) throw badRequest('A session may span at most 10 years.');
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({ exists: false, deleted: false, title: '', startYear: 0, endYear: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionCreated':
      case 'SessionUpdated': {
        const { sessionId: _id, ...fields } = event.data;
        return { ...state, ...fields, exists: true };
      }
      case 'SessionDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateSession': {
        if (state.exists) throw conflict('This session already exists.');
        const { sessionId, startYear, endYear } = command.data;
        checkYears(startYear, endYear);
        return [{ type: 'SessionCreated', data: { sessionId, title: sessionTitle(startYear, endYear), startYear, endYear } }];
      }
      case 'UpdateSession': {
        if (!state.exists || state.deleted) throw notFound('Session not found.');
        const { sessionId, startYear, endYear } = command.data;
        checkYears(startYear, endYear);
        if (startYear === state.startYear && endYear === state.endYear) return [];
        return [{ type: 'SessionUpdated', data: { sessionId, title: sessionTitle(startYear, endYear), startYear, endYear } }];
      }
      case 'DeleteSession':
        if (!state.exists || state.deleted) throw notFound('Session not found.');
        return [{ type: 'SessionDeleted', data: command.data }];
    }
  },
};
