import type { MailEvent, UserEmailed } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict } from '../../platform/errors.js';

export interface UserMailState {
  recorded: boolean;
}
export type UserMailCommand = { type: 'RecordUserEmail'; data: UserEmailed['data'] };

/** One stream per message sent with `user/send-email`: who sent it (the event's actor), to whom, about what. */
export const userMailStream = (mailId: string) => `userMail-${mailId}`;

export const userMailDecider: Decider<UserMailState, UserMailCommand, MailEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: (state, event) => (event.type === 'UserEmailed' ? { recorded: true } : state),
  decide(command, state) {
    switch (command.type) {
      case 'RecordUserEmail':
        if (state.recorded) throw conflict('This email was already sent.');
        return [{ type: 'UserEmailed', data: command.data }];
    }
  },
};
