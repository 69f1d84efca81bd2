import type { PushMap } from '@/lib/push';
import { financeKeys } from './api/finance-keys';

/** The ledger: manual entries, and the rows fees and pay post on their own. */
export const financePush: PushMap = { finance_entry: [financeKeys.all] };
