import type { FinanceEvent, FinanceType } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isRupeeAmount } from '../../platform/money.js';

export interface FinanceEntryState {
  exists: boolean;
  deleted: boolean;
}

export type FinanceCommand =
  | { type: 'RecordFinanceEntry'; data: { entryId: string; title: string; financeType: FinanceType; amount: number } }
  | { type: 'DeleteFinanceEntry'; data: { entryId: string } };

export const financeEntryStream = (id: string) => `financeEntry-${id}`;

export { isRupeeAmount };

export const financeDecider: Decider<FinanceEntryState, FinanceCommand, FinanceEvent> = {
  initialState: () => ({ exists: false, deleted: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'FinanceEntryRecorded':
        return { ...state, exists: true };
      case 'FinanceEntryDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordFinanceEntry':
        if (state.exists) throw conflict('This finance entry already exists.');
        // The rules of an entry live here only: the route hands the input over as it came (trimmed).
        if (!command.data.title.trim()) throw badRequest('Finance name is required.');
        if (!isRupeeAmount(command.data.amount)) throw badRequest('Amount must be a positive number with at most two decimals.');
        return [{ type: 'FinanceEntryRecorded', data: command.data }];
      case 'DeleteFinanceEntry':
        if (!state.exists) throw notFound('Finance entry not found.');
        if (state.deleted) throw notFound('Finance entry not found.');
        return [{ type: 'FinanceEntryDeleted', data: command.data }];
    }
  },
};
