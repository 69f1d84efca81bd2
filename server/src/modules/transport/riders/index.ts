import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { defineJob } from '../../../platform/queue/jobs.js';
import { todayOf } from '../../../platform/clock.js';
import { fareRoutes } from './fares.js';
import { notifyExpiringPapers, PAPER_EXPIRY_JOB } from './expiry.js';
import { ridersHistoryRoutes } from './history.js';
import { riderRoutes } from './riders.js';
import { stopRoutes } from './stops.js';

export { notifyExpiringPapers, PAPER_EXPIRY_JOB } from './expiry.js';
export { chargeFare } from './fares.js';

// Papers and licences about to expire are notified once a day (first a minute after start): idempotent per paper and date.
defineJob(PAPER_EXPIRY_JOB, (rt) => notifyExpiringPapers(rt, { today: todayOf(rt.clock) }), {
  everyMs: 24 * 60 * 60_000,
  firstAfterMs: 60_000,
});

/** Stops, riders, fares and papers-expiry notices (issue 18 §2). */
export async function ridersRoutes(app: TypedApp, rt: Runtime) {
  stopRoutes(app, rt);
  riderRoutes(app, rt);
  fareRoutes(app, rt);
  ridersHistoryRoutes(app, rt);
}
