import type { HolidayEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface HolidayState {
  exists: boolean;
  deleted: boolean;
}
/** Days are YYYY-MM-DD of the institute; `today` is the institute's day when the command was given. */
export type HolidayCommand =
  | { type: 'DeclareHoliday'; data: { holidayId: string; title: string; startDate: string; endDate: string; today: string } }
  | { type: 'CancelHoliday'; data: { holidayId: string } };

export const holidayStream = (id: string) => `holiday-${id}`;

export const holidayDecider: Decider<HolidayState, HolidayCommand, HolidayEvent> = {
  initialState: () => ({ exists: false, deleted: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'HolidayDeclared':
        return { ...state, exists: true };
      case 'HolidayCancelled':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'DeclareHoliday': {
        if (state.exists) throw conflict('This holiday already exists.');
        const { today, ...data } = command.data;
        if (data.startDate < today) throw badRequest('Start date cannot be before today.');
        if (data.endDate < data.startDate) throw badRequest('End date cannot be before start date.');
        return [{ type: 'HolidayDeclared', data }];
      }
      case 'CancelHoliday':
        if (!state.exists || state.deleted) throw notFound('Holiday not found.');
        return [{ type: 'HolidayCancelled', data: command.data }];
    }
  },
};
