import { DEFAULT_CLASS_CREDIT, TIMETABLE_DAYS, timetableClassId } from '@school/contracts';
import type { Actor, CommandContext } from '../../platform/commands.js';
import type { Runtime } from '../../platform/runtime.js';
import { addDays, eachDay, instituteDay } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { instituteInstant, institutesWithSlots, producibleSlots, removedSlotIds } from '../academics/index.js';
import { classDecider, classStream } from './decider.js';
import { caughtUp } from './access.js';
import { futureClassesOfSlots } from './queries.js';

export const PRODUCE_CLASSES_JOB = 'classes.produce';
/** The job keeps this many days (today included) of classes produced from the timetable. */
export const PRODUCE_DAYS_AHEAD = 14;
/** At most this many days are produced in one call. */
export const MAX_PRODUCE_DAYS = 62;
export const REMOVED_FROM_TIMETABLE = 'Removed from the timetable';

const SYSTEM: Actor = { userId: 'system', role: 'SYSTEM' };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface ProduceRun {
  scheduled: number;
  cancelled: number;
}

/**
 * Schedules, for every active slot of every running batch of the institute, the class of each day `from`..`to`
 * (institute days, inclusive) that falls on the slot's weekday, from the day the slot was created on; the class id is
 * `timetableClassId(slotId, day)`, so a class already there is skipped (running twice writes nothing new). The future
 * classes of removed slots that have no register yet are cancelled ("Removed from the timetable").
 */
export async function produceClasses(
  rt: Runtime,
  opts: { instituteId: string; from: string; to: string; actor?: Actor; correlationId?: string },
): Promise<ProduceRun> {
  const days = eachDay(opts.from, opts.to, MAX_PRODUCE_DAYS, `At most ${MAX_PRODUCE_DAYS} days of classes are produced at once.`);
  await caughtUp(rt, ['timetable_slot', 'batch', 'lecture']);
  const db = rt.database.db;
  const now = rt.clock.now();
  const ctx: CommandContext = {
    actor: opts.actor ?? SYSTEM,
    instituteId: opts.instituteId,
    correlationId: opts.correlationId ?? `classes-${opts.from}-${opts.to}`,
    now,
  };
  const run: ProduceRun = { scheduled: 0, cancelled: 0 };
  const slots = await producibleSlots(db, opts.instituteId);
  const work: (() => Promise<void>)[] = [];
  for (const day of days) {
    const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    if (!(TIMETABLE_DAYS as readonly string[]).includes(weekday)) continue;
    for (const slot of slots) {
      if (slot.day !== weekday || day < instituteDay(new Date(slot.createdAt))) continue;
      const classId = timetableClassId(slot.id, day);
      work.push(async () => {
        const res = await rt.commands.handle(
          classDecider,
          classStream(classId),
          {
            type: 'ScheduleClass',
            now: now.toISOString(),
            skipIfExists: true,
            data: {
              classId,
              batchId: slot.batchId,
              subjectId: slot.subjectId,
              teacherId: slot.teacherId,
              startTime: instituteInstant(day, slot.startMinute).toISOString(),
              endTime: instituteInstant(day, slot.endMinute).toISOString(),
              classRoom: slot.classRoom,
              type: 'OFFLINE',
              credit: DEFAULT_CLASS_CREDIT,
              origin: 'TIMETABLE',
              slotId: slot.id,
            },
          },
          ctx,
        );
        run.scheduled += res.events.length;
      });
    }
  }
  const removed = await futureClassesOfSlots(db, await removedSlotIds(db, opts.instituteId), now);
  for (const classId of removed) {
    work.push(async () => {
      const state = await rt.commands.state(classDecider, classStream(classId), ctx);
      if (!state.exists || state.cancelled || state.registerTaken) return;
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        { type: 'CancelClass', reason: REMOVED_FROM_TIMETABLE },
        ctx,
      );
      run.cancelled += res.events.length;
    });
  }
  for (let i = 0; i < work.length; i += 10) await Promise.all(work.slice(i, i + 10).map((w) => w()));
  return run;
}

/** The job: the next PRODUCE_DAYS_AHEAD days of classes of every institute with a timetable. */
export async function produceAllClasses(rt: Runtime): Promise<ProduceRun> {
  const from = todayOf(rt.clock);
  const to = addDays(from, PRODUCE_DAYS_AHEAD - 1) ?? from;
  const total: ProduceRun = { scheduled: 0, cancelled: 0 };
  for (const instituteId of await institutesWithSlots(rt.database.db)) {
    const r = await produceClasses(rt, { instituteId, from, to });
    total.scheduled += r.scheduled;
    total.cancelled += r.cancelled;
  }
  return total;
}
