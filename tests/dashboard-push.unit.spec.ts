import { describe, expect, it } from 'vitest';
import { allProjections } from '@school/projections';
// The client's list, by path: it has no imports of its own.
import { dashboardReadModels } from '../client/src/features/dashboards/api/dashboard-keys.js';
import { SIGNAL_AUDIENCE } from '../server/src/platform/push/audience.js';

describe("the dashboards' read models on the push", () => {
  it('are each refreshed by the client and heard by the office roles that read the dashboards', () => {
    const names = allProjections.map((p) => p.name).filter((n) => n.startsWith('dashboard_'));
    expect(names.sort()).toEqual(['dashboard_admin', 'dashboard_payment']);
    expect([...dashboardReadModels].sort()).toEqual(names);
    expect(SIGNAL_AUDIENCE.dashboard_admin).toEqual({ all: ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'] });
    // The payment dashboard belongs to the payment module: a manager or staff member without it hears nothing.
    expect(SIGNAL_AUDIENCE.dashboard_payment).toEqual({ all: ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'], modules: ['payment'] });
  });
});
