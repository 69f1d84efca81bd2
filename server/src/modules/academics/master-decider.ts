import type { NewEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';

/** Master records (subject, designation, book and inventory category, fee): created, edited, deleted. */
export type MasterFields = Record<string, string | number>;

export interface MasterState {
  exists: boolean;
  deleted: boolean;
  fields: MasterFields;
}

export type MasterCommand =
  | { type: 'Create'; id: string; fields: MasterFields }
  | { type: 'Update'; id: string; fields: MasterFields }
  | { type: 'Delete'; id: string };

export type MasterEvent = NewEvent<string, Record<string, string | number>>;

/** `kind` names the events (`SubjectCreated`...); `idKey` the id in their data (`subjectId`). */
export function masterDecider(kind: string, idKey: string, label: string): Decider<MasterState, MasterCommand, MasterEvent> {
  const missing = `${label} not found.`;
  return {
    initialState: () => ({ exists: false, deleted: false, fields: {} }),
    evolve(state, event) {
      switch (event.type) {
        case `${kind}Created`:
        case `${kind}Updated`: {
          const { [idKey]: _id, ...fields } = event.data;
          return { ...state, exists: true, fields };
        }
        case `${kind}Deleted`:
          return { ...state, deleted: true };
        default:
          return state;
      }
    },
    decide(command, state) {
      switch (command.type) {
        case 'Create':
          if (state.exists) throw conflict(`This ${label.toLowerCase()} already exists.`);
          return [{ type: `${kind}Created`, data: { [idKey]: command.id, ...command.fields } }];
        case 'Update': {
          if (!state.exists || state.deleted) throw notFound(missing);
          const same = Object.keys(command.fields).every((k) => command.fields[k] === state.fields[k]);
          return same ? [] : [{ type: `${kind}Updated`, data: { [idKey]: command.id, ...command.fields } }];
        }
        case 'Delete':
          if (!state.exists || state.deleted) throw notFound(missing);
          return [{ type: `${kind}Deleted`, data: { [idKey]: command.id } }];
      }
    },
  };
}
