import { TRANSPORT_EXPIRY_NOTICE_DAYS } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { Actor } from '../../../platform/commands.js';
import { addDays } from '../../../platform/days.js';
import { audienceOf } from '../../identity/index.js';
import { fleet } from './fleet-reads.js';
import { paperNoticesDecider, transportPaperNoticesStream } from './decider.js';

/** The daily job that tells the admins of vehicle papers and licences about to expire. */
export const PAPER_EXPIRY_JOB = 'transport.paper-expiry';
const SYSTEM: Actor = { userId: 'system', role: 'SYSTEM' };

/**
 * Per institute with a fleet: the papers and licences expiring by `today + TRANSPORT_EXPIRY_NOTICE_DAYS` (expired ones
 * included) are notified to its admins, once per paper and expiry date: each notice is a fact on the institute's
 * notices stream, so a re-run or a restart repeats nothing; a renewed paper (new date) is notified again when due.
 */
export async function notifyExpiringPapers(rt: Runtime, opts: { today: string; instituteId?: string }): Promise<{ notified: number }> {
  const lastDay = addDays(opts.today, TRANSPORT_EXPIRY_NOTICE_DAYS) ?? opts.today;
  const institutes = opts.instituteId ? [opts.instituteId] : await fleet().institutesWithFleet(rt.database.db);
  let notified = 0;
  for (const instituteId of institutes) {
    const papers = await fleet().papersExpiring(rt.database.db, instituteId, opts.today, lastDay);
    if (papers.length === 0) continue;
    const recipients = await audienceOf(rt, instituteId, ['ADMIN', 'SUPER_ADMIN'], { except: '' });
    const out = await rt.commands.handle(
      paperNoticesDecider,
      transportPaperNoticesStream(instituteId),
      { type: 'NotifyExpiringPapers', data: { papers, recipients } },
      { actor: SYSTEM, instituteId, correlationId: `transport-expiry-${opts.today}`, now: rt.clock.now() },
      { maxAttempts: 8 },
    );
    notified += out.events.length;
  }
  return { notified };
}
