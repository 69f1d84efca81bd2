import type { Actor, CommandContext } from '../../platform/commands.js';
import { newId } from '../../platform/ids.js';
import type { Runtime } from '../../platform/runtime.js';
import { overdueAttempts } from './sheet-queries.js';
import { paperOfSubject, runSheet } from './sheet-store.js';

export const EXAM_DEADLINE_JOB = 'exams.deadline-submit';

const SYSTEM: Actor = { userId: 'system', role: 'SYSTEM' };
/** Attempts submitted per read of the open ones, and at once. */
const PAGE = 5000;
const AT_ONCE = 8;

/**
 * Submits every open attempt whose subject exam has ended, with the answers its stream holds (by DEADLINE). Safe to run
 * again: the decider submits only an open attempt that is over, so a second tick, or a student's check-submit that did it
 * first, adds nothing. The clock is the server's (`now`).
 */
export async function submitOverdueAttempts(rt: Runtime, now: Date): Promise<{ submitted: number }> {
  let submitted = 0;
  // The rest of a very large deadline (beyond one page) is the next tick's.
  const open = await overdueAttempts(rt.database.db, now, PAGE);
  for (let i = 0; i < open.length; i += AT_ONCE) {
    await Promise.all(
      open.slice(i, i + AT_ONCE).map(async (x) => {
        const ctx: CommandContext = { actor: SYSTEM, instituteId: x.institute_id, correlationId: newId(), now };
        try {
          const { paper } = await paperOfSubject(rt, x.subject_exam_id, x.institute_id);
          const res = await runSheet(
            rt,
            x.subject_exam_id,
            x.student_id,
            {
              type: 'SubmitAttempt',
              data: { paper, subjectExamId: x.subject_exam_id, studentId: x.student_id, batchId: x.batch_id, by: 'DEADLINE', now },
            },
            ctx,
          );
          if (res.events.length > 0) submitted++;
        } catch (err) {
          // One sheet that cannot be submitted (its exam gone) does not hold up the others; the next tick tries again.
          console.warn(`deadline submit of ${x.subject_exam_id}~${x.student_id} failed: ${(err as Error).message}`);
        }
      }),
    );
  }
  return { submitted };
}

// One run at a time in a process: a slow run (thousands of attempts at one deadline) is joined by the next tick.
let running: Promise<unknown> | null = null;
export const runDeadlineSweep = (rt: Runtime) =>
  // The demo seed writes past exams' attempts step by step: the sweep waits until it is done (Runtime.seeding).
  rt.seeding
    ? Promise.resolve({ submitted: 0 })
    : (running ??= submitOverdueAttempts(rt, rt.clock.now()).finally(() => {
        running = null;
      }));
