import { APP_UPDATE_MESSAGES, compareVersions, type AppUpdatePublished, type AppUpdatesEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict } from '../../platform/errors.js';

export interface AppUpdateState {
  /** The newest version published, or null. */
  current: string | null;
}

export type AppUpdateCommand = { type: 'PublishAppUpdate'; data: AppUpdatePublished['data'] };

/** One stream per institute and platform: the publications in order, so two racing ones cannot both be "newest". */
export const appUpdateStream = (instituteId: string, type: string) => `appUpdate-${instituteId}-${type}`;

export const appUpdateDecider: Decider<AppUpdateState, AppUpdateCommand, AppUpdatesEvent> = {
  initialState: () => ({ current: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'AppUpdatePublished':
        return { current: event.data.version };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PublishAppUpdate':
        // The route hands the text over trimmed: a blank one is missing.
        if (!command.data.title) throw badRequest(APP_UPDATE_MESSAGES.titleRequired);
        if (!command.data.message) throw badRequest(APP_UPDATE_MESSAGES.messageRequired);
        // A notice tells users of older versions to update: a version that is not newer would tell no one.
        if (state.current !== null && compareVersions(command.data.version, state.current) <= 0)
          throw conflict(APP_UPDATE_MESSAGES.notNewer(state.current));
        return [{ type: 'AppUpdatePublished', data: command.data }];
    }
  },
};
