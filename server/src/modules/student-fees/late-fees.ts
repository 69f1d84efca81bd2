import { sql } from 'kysely';
import { chargeStanding, type LateFeeRun, type LateFeeType } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { Actor } from '../../platform/commands.js';
import { fold } from '../../platform/commands.js';
import { uuidFrom } from '../../platform/ids.js';
import { lateFeeDue } from './adjustment-rules.js';
import { dueOf, studentChargeDecider, studentChargeStream } from './charge-decider.js';
import { caughtUp } from './shared.js';
import { overdueSql } from './standing.js';

/** The job that raises and grows late fees, once a day (and at start-up) wherever jobs run. */
export const LATE_FEE_JOB = 'student-fees.late-fees';

/** The late fee of a charge has one stream whose id comes from the charge: raising it twice lands on the same stream. */
export const lateFeeIdOf = (instituteId: string, chargeId: string) => uuidFrom(instituteId, 'late-fee', chargeId);

/** The title of a late fee's charge, shown wherever the charge is (pending list, receipts, ledger). */
export const lateFeeTitle = (feeTitle: string) => `Late fee: ${feeTitle}`.slice(0, 200);

type OverdueRow = {
  id: string;
  institute_id: string;
  assignment_id: string;
  fee_id: string;
  fee_title: string;
  student_id: string;
  batch_id: string;
  period_start: string;
  period_end: string;
  due_date: string;
  status: 'PENDING' | 'PARTIAL';
  late_fee_type: LateFeeType;
  late_fee_amount: string;
  late_fee_cap: string | null;
};

const SYSTEM: Actor = { userId: 'system', role: 'SYSTEM' };

/**
 * Raises the late fee of every charge (kind CHARGE) that is overdue on `today` (the shared `overdueSql`: still open and
 * past its due date) and whose fee carries a late fee, or grows a per-day one to what `today` makes it. Idempotent: a
 * late fee's stream id comes from its charge, and the decider writes nothing when the late fee is already that high.
 * The charge's own stream is asked before: one paid in full meanwhile gets nothing.
 */
export async function raiseLateFees(
  rt: Runtime,
  opts: { today: string; instituteId?: string; actor?: Actor; correlationId?: string },
): Promise<LateFeeRun> {
  await caughtUp(rt, ['student_charge', 'student_fee_assignment']);
  const only = opts.instituteId ? sql`and c.institute_id = ${opts.instituteId}` : sql``;
  const rows = (
    await sql<OverdueRow>`select c.id, c.institute_id, c.assignment_id, c.fee_id, c.fee_title, c.student_id, c.batch_id, c.period_start,
        c.period_end, c.due_date, c.status, a.late_fee_type, a.late_fee_amount, a.late_fee_cap
      from student_charge c join student_fee_assignment a on a.id = c.assignment_id and a.institute_id = c.institute_id
      where c.kind = 'CHARGE' and ${overdueSql('c', opts.today)} and a.late_fee_type is not null and a.cancelled_at is null ${only}
      order by c.institute_id, c.id`.execute(rt.database.db)
  ).rows;
  const run: LateFeeRun = { asOf: opts.today, checked: rows.length, raised: 0, increased: 0 };
  const now = rt.clock.now();
  for (let i = 0; i < rows.length; i += 10) {
    await Promise.all(
      rows.slice(i, i + 10).map(async (r) => {
        const own = fold(studentChargeDecider, await rt.store.readStream(studentChargeStream(r.id)));
        if (!own.exists || own.cancelled || dueOf(own) <= 0) return;
        const { daysOverdue } = chargeStanding({ status: r.status, dueDate: r.due_date }, opts.today);
        const target = lateFeeDue(
          { type: r.late_fee_type, amount: Number(r.late_fee_amount), cap: r.late_fee_cap === null ? null : Number(r.late_fee_cap) },
          daysOverdue,
        );
        const lateId = lateFeeIdOf(r.institute_id, r.id);
        const res = await rt.commands.handle(
          studentChargeDecider,
          studentChargeStream(lateId),
          {
            type: 'ApplyLateFee',
            data: {
              charge: {
                chargeId: lateId,
                assignmentId: r.assignment_id,
                feeId: r.fee_id,
                feeTitle: lateFeeTitle(r.fee_title),
                studentId: r.student_id,
                batchId: r.batch_id,
                amount: target,
                periodStart: r.period_start,
                periodEnd: r.period_end,
                dueDate: opts.today,
                kind: 'LATE_FEE',
                lateFeeOf: r.id,
              },
              target,
              asOf: opts.today,
              daysOverdue,
            },
          },
          {
            actor: opts.actor ?? SYSTEM,
            instituteId: r.institute_id,
            correlationId: opts.correlationId ?? `late-fees-${opts.today}`,
            now,
          },
        );
        for (const e of res.events) {
          if (e.type === 'StudentChargeRaised') run.raised += 1;
          else if (e.type === 'StudentLateFeeIncreased') run.increased += 1;
        }
      }),
    );
  }
  return run;
}
