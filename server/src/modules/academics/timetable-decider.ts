import type { TimetableEvent, TimetableSlotScheduled } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';
import { hhmm } from './timetable-time.js';

type Slot = Omit<TimetableSlotScheduled['data'], 'slotId' | 'subjectId' | 'classRoom'>;
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
      const { slotId, subjectId: _s, classRoom: _c, ...slot } = e.data;
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
