import type { PageVisited, PageViewsEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';

export interface PageVisitState {
  recorded: boolean;
}

export type PageVisitCommand = { type: 'RecordVisit'; data: PageVisited['data'] };

/** One stream per visit (an institute's user in one browser session): a session sent twice is one visit. */
export const pageVisitStream = (visitId: string) => `pageVisit-${visitId}`;

export const pageVisitDecider: Decider<PageVisitState, PageVisitCommand, PageViewsEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: (state, event) => (event.type === 'PageVisited' ? { recorded: true } : state),
  decide(command, state) {
    switch (command.type) {
      case 'RecordVisit':
        // Idempotent, not an error: the panel may send its session again after a reload.
        return state.recorded ? [] : [{ type: 'PageVisited', data: command.data }];
    }
  },
};
