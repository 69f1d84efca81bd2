import type { PaymentOrderCreated, PaymentOrderEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict } from '../../platform/errors.js';

export const paymentOrderStream = (id: string) => `paymentOrder-${id}`;

/** An online checkout started for one charge; the payment itself is StudentFeePaid on the charge. */
export interface PaymentOrderState {
  exists: boolean;
  order: PaymentOrderCreated['data'] | null;
  failed: string | null;
}

export type PaymentOrderCommand =
  | { type: 'CreatePaymentOrder'; data: PaymentOrderCreated['data'] }
  | { type: 'FailPaymentOrder'; data: { orderId: string; reason: string } };

export const paymentOrderDecider: Decider<PaymentOrderState, PaymentOrderCommand, PaymentOrderEvent> = {
  initialState: () => ({ exists: false, order: null, failed: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'PaymentOrderCreated':
        return { ...state, exists: true, order: event.data };
      case 'PaymentOrderFailed':
        return { ...state, failed: event.data.reason };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreatePaymentOrder':
        if (state.exists) throw conflict('This payment order already exists.');
        return [{ type: 'PaymentOrderCreated', data: command.data }];
      case 'FailPaymentOrder':
        if (!state.exists || state.failed) return [];
        return [{ type: 'PaymentOrderFailed', data: command.data }];
    }
  },
};
