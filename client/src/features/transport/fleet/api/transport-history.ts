import type { TransportRecordKind } from './transport-keys';

/** GET transport/history/:kind/:id: a vehicle's, driver's or route's every change (the History drawer). */
export const transportHistoryUrl = (kind: TransportRecordKind, id: string) => `transport/history/${kind}/${encodeURIComponent(id)}`;
