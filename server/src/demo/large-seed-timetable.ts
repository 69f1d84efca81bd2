import type { TimetableDay, TimetableEvent } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { newId } from '../platform/ids.js';
import { batchDecider, batchStream } from '../modules/academics/index.js';
import { timetableDecider, timetableStream } from '../modules/academics/timetable-decider.js';
import { eventMetadata } from './bulk-history.js';

/** The large institute's subjects (title, code), its six periods a day (institute time) and its school days. */
export const SUBJECTS: [string, string][] = [
  ['Mathematics', 'MATH'],
  ['Physics', 'PHY'],
  ['Chemistry', 'CHEM'],
  ['English', 'ENG'],
  ['Computer Science', 'CS'],
  ['Biology', 'BIO'],
];
export const PERIODS: [number, number][] = [
  [9 * 60, 9 * 60 + 50],
  [10 * 60, 10 * 60 + 50],
  [11 * 60, 11 * 60 + 50],
  [12 * 60 + 30, 13 * 60 + 20],
  [13 * 60 + 30, 14 * 60 + 20],
  [14 * 60 + 30, 15 * 60 + 20],
];
export const DAYS: TimetableDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface LargeSlot {
  slotId: string;
  batch: number;
  subject: number;
  day: number;
  period: number;
  classRoom: string;
}

/**
 * The large institute's weekly timetable: decided slot by slot by the real timetable decider in memory (its clash rules
 * hold), its events appended in one write (through the route each slot would fold the institute's whole timetable stream
 * again), then the Assign Teacher entries the route makes with a subject's first slot, as real commands.
 */
export async function seedLargeTimetable(
  rt: Runtime,
  p: {
    instituteId: string;
    batches: string[];
    subjects: string[];
    teachers: string[];
    ctx: CommandContext;
    admin: { userId: string; role: string };
  },
): Promise<{ slots: LargeSlot[]; teacherOf: (batch: number, subject: number) => string }> {
  const { instituteId, batches, subjects, teachers, ctx, admin } = p;
  const batchCount = batches.length;
  // Batch b of group g (six batches) has subject j taught by teacher g*6+j; in a period the group's batches take six
  // different subjects, so no teacher is in two places at once.
  const teacherOf = (b: number, j: number) => teachers[Math.floor(b / SUBJECTS.length) * SUBJECTS.length + j]!;
  let tState = timetableDecider.initialState();
  const slotEvents: TimetableEvent[] = [];
  const slots: LargeSlot[] = [];
  for (let b = 0; b < batchCount; b++) {
    for (let d = 0; d < DAYS.length; d++) {
      for (let p = 0; p < PERIODS.length; p++) {
        const j = (p + d + b) % SUBJECTS.length;
        const slotId = newId();
        const classRoom = `Room ${100 + b}`;
        const events = timetableDecider.decide(
          {
            type: 'ScheduleSlot',
            data: {
              slotId,
              batchId: batches[b]!,
              subjectId: subjects[j]!,
              teacherId: teacherOf(b, j),
              classRoom,
              day: DAYS[d]!,
              startMinute: PERIODS[p]![0],
              endMinute: PERIODS[p]![1],
            },
            inactiveBatchIds: [],
            teacherName: '',
            assigned: null,
          },
          tState,
        );
        tState = events.reduce(timetableDecider.evolve, tState);
        slotEvents.push(...events);
        slots.push({ slotId, batch: b, subject: j, day: d, period: p, classRoom });
      }
    }
  }
  await rt.store.append(
    timetableStream(instituteId),
    'no_stream',
    slotEvents.map((e) => ({ type: e.type, data: e.data, eventId: newId(), metadata: eventMetadata(ctx, admin, ctx.now) })),
  );
  // The Assign Teacher entries the route makes with a subject's first slot: real commands, one per subject and batch.
  for (let b = 0; b < batchCount; b++) {
    for (let j = 0; j < SUBJECTS.length; j++) {
      await rt.commands.handle(
        batchDecider,
        batchStream(batches[b]!),
        {
          type: 'AssignTeacher',
          data: { batchId: batches[b]!, subjectId: subjects[j]!, teacherId: teacherOf(b, j) },
          scheduled: [{ teacherId: teacherOf(b, j), teacherName: '' }],
          subjectTitle: SUBJECTS[j]![0],
        },
        ctx,
        { mustExist: 'Batch not found.' },
      );
    }
  }
  return { slots, teacherOf };
}
