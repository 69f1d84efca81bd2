import type { PushMap } from '@/lib/push';
import { feeKeys, feeReadModels } from './api/fee-keys';

/** Student fees: a payment, reversal or new fee refreshes the fee pages and the profiles' fee sections. */
export const studentFeesPush: PushMap = Object.fromEntries(feeReadModels.map((name) => [name, [feeKeys.all]]));
