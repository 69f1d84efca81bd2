import { DEFAULT_LIBRARY_RULES, type LibraryRules, type LibraryRulesSet } from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';

export const librarySettingsStream = (instituteId: string) => `librarySettings-${instituteId}`;

export interface LibrarySettingsState {
  rules: LibraryRules | null;
}

export type LibrarySettingsCommand = { type: 'SetLibraryRules'; data: LibraryRules };

const same = (a: LibraryRules, b: LibraryRules) => (Object.keys(a) as (keyof LibraryRules)[]).every((k) => a[k] === b[k]);

/** The institute's library rules: every change recorded whole; saving the same rules again records nothing. */
export const librarySettingsDecider: Decider<LibrarySettingsState, LibrarySettingsCommand, LibraryRulesSet> = {
  initialState: () => ({ rules: null }),
  evolve: (_state, event) => (event.type === 'LibraryRulesSet' ? { rules: event.data } : _state),
  decide(command, state) {
    const rules = command.data;
    if (state.rules && same(state.rules, rules)) return [];
    return [{ type: 'LibraryRulesSet', data: rules }];
  },
};

export const rulesOf = (s: LibrarySettingsState): LibraryRules => s.rules ?? DEFAULT_LIBRARY_RULES;
