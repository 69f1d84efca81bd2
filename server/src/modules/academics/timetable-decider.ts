import type { TimetableEvent, TimetableSlotScheduled } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';
import { hhmm } from './timetable-time.js';

type Slot = Omit<TimetableSlotScheduled['data'], 'slotId' | 'classRoom'>;
export interface TimetableState {
  slots: Record<string, Slot>;
}
export type TimetableCommand =
  | {
      type: 'ScheduleSlot';
      data: TimetableSlotScheduled['data'];
      /** Batches deleted or completed: their slots no longer hold a teacher. */
      inactiveBatchIds: string[];
      teacherName: string;
      /**
       * The teacher the batch's Assign Teacher tab names for this subject, if any (docs/decisions/0016): a slot names that
       * teacher; a subject without one gets the slot's teacher assigned by the route.
       */
      assigned?: { teacherId: string; teacherName: string; subjectTitle: string } | null;
    }
  | { type: 'RemoveSlot'; data: { slotId: string } };

/**
 * One timetable per institute: "a teacher is in one class at a time" spans its batches, so every slot of the
 * institute is decided in one stream and two clashing slots can never both be written.
 */
export const timetableStream = (instituteId: string) => `timetable-${instituteId}`;
export const SLOT_MISSING = 'Timetable slot not found.';

export const timetableDecider: Decider<TimetableState, TimetableCommand, TimetableEvent> = {
  initialState: () => ({ slots: {} }),
  evolve(state, e) {
    if (e.type === 'TimetableSlotScheduled') {
      const { slotId, classRoom: _c, ...slot } = e.data;
      return { slots: { ...state.slots, [slotId]: slot } };
    }
    if (e.type === 'TimetableSlotRemoved') {
      const { [e.data.slotId]: _gone, ...slots } = state.slots;
      return { slots };
    }
    return state;
  },
  decide(command, state) {
    if (command.type === 'RemoveSlot') {
      const slot = state.slots[command.data.slotId];
      if (!slot) throw notFound(SLOT_MISSING);
      return [{ type: 'TimetableSlotRemoved', data: { slotId: command.data.slotId, batchId: slot.batchId } }];
    }
    const d = command.data;
    if (state.slots[d.slotId]) throw conflict('This timetable slot already exists.');
    const assigned = command.assigned;
    if (assigned && assigned.teacherId !== d.teacherId) {
      throw conflict(
        `${assigned.subjectTitle || 'This subject'} is taught by ${assigned.teacherName || 'another teacher'} in this batch (Assign Teacher tab): pick that teacher, or change the assignment first.`,
      );
    }
    const inactive = new Set(command.inactiveBatchIds);
    const clash = Object.values(state.slots).find(
      (s) =>
        s.teacherId === d.teacherId &&
        s.day === d.day &&
        !inactive.has(s.batchId) &&
        s.startMinute < d.endMinute &&
        d.startMinute < s.endMinute,
    );
    if (clash) {
      throw conflict(
        `${command.teacherName || 'This teacher'} already has a class on ${clash.day} from ${hhmm(clash.startMinute)} to ${hhmm(clash.endMinute)}.`,
      );
    }
    return [{ type: 'TimetableSlotScheduled', data: d }];
  },
};

/** The teachers of a batch's slots of one subject (the Assign Teacher tab may not contradict them). */
export function scheduledTeachers(state: TimetableState, batchId: string, subjectId: string): string[] {
  const ids = Object.values(state.slots)
    .filter((s) => s.batchId === batchId && s.subjectId === subjectId)
    .map((s) => s.teacherId);
  return [...new Set(ids)];
}
