import type { Projection } from '../types.js';
import { dashboardAdminProjection } from './admin.js';
import { dashboardPaymentProjection } from './payment.js';

export { dashboardAdminProjection, dashboardPaymentProjection };

/** The dashboards' own read models, built from the events they count (never from other modules' tables). */
export const dashboardProjections: readonly Projection[] = [dashboardAdminProjection, dashboardPaymentProjection];
