import type { AuthorDeleted, AuthorRecorded, PublicationDeleted, PublicationRecorded } from '@school/contracts';
import { CATALOGUE_MESSAGES } from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';

/** An author or a publication (001 §3: name, bio) on `author-<id>` / `publication-<id>`. */
export interface NamedMasterState {
  exists: boolean;
  deleted: boolean;
  name: string;
  bio: string | null;
}

export type NamedMasterCommand =
  | { type: 'Record'; id: string; name: string; bio: string | null; create: boolean }
  | { type: 'Delete'; id: string };

export const authorStream = (id: string) => `author-${id}`;
export const publicationStream = (id: string) => `publication-${id}`;

const initialState = (): NamedMasterState => ({ exists: false, deleted: false, name: '', bio: null });

function namedDecide(
  command: NamedMasterCommand,
  state: NamedMasterState,
  missing: string,
  nameMessage: string,
): { kind: 'record'; name: string; bio: string | null } | { kind: 'delete' } | null {
  switch (command.type) {
    case 'Record': {
      if (command.create && state.exists) throw conflict('This record already exists.');
      if (!command.create && (!state.exists || state.deleted)) throw notFound(missing);
      const name = command.name.trim();
      if (!name) throw badRequest(nameMessage);
      const bio = command.bio?.trim() || null;
      if (state.exists && state.name === name && state.bio === bio) return null;
      return { kind: 'record', name, bio };
    }
    case 'Delete':
      if (!state.exists || state.deleted) throw notFound(missing);
      return { kind: 'delete' };
  }
}

export const authorDecider: Decider<NamedMasterState, NamedMasterCommand, AuthorRecorded | AuthorDeleted> = {
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'AuthorRecorded':
        return { ...state, exists: true, name: event.data.name, bio: event.data.bio };
      case 'AuthorDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    const d = namedDecide(command, state, CATALOGUE_MESSAGES.authorMissing, CATALOGUE_MESSAGES.authorName);
    if (!d) return [];
    return d.kind === 'record'
      ? [{ type: 'AuthorRecorded', data: { authorId: command.id, name: d.name, bio: d.bio } }]
      : [{ type: 'AuthorDeleted', data: { authorId: command.id } }];
  },
};

export const publicationDecider: Decider<NamedMasterState, NamedMasterCommand, PublicationRecorded | PublicationDeleted> = {
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'PublicationRecorded':
        return { ...state, exists: true, name: event.data.name, bio: event.data.bio };
      case 'PublicationDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    const d = namedDecide(command, state, CATALOGUE_MESSAGES.publicationMissing, CATALOGUE_MESSAGES.publicationName);
    if (!d) return [];
    return d.kind === 'record'
      ? [{ type: 'PublicationRecorded', data: { publicationId: command.id, name: d.name, bio: d.bio } }]
      : [{ type: 'PublicationDeleted', data: { publicationId: command.id } }];
  },
};
