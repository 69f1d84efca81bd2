import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Ok } from '../envelope.js';

/** 002 §9: timetable days are Monday to Saturday. */
export const TIMETABLE_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type TimetableDay = (typeof TIMETABLE_DAYS)[number];

const Ref = (message: string) => Type.String({ minLength: 1, maxLength: 64, 'x-message': message });
const Stamp = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    [WINDOW]: 'calendar',
    'x-message': message,
    'x-invalid': `${message.replace(' is required.', '')} must be a date and time.`,
  });

/** 002 §5 Timetable form, §7 POST batch/timetable/:batchId (JSON; ISO timestamps on the chosen weekday of this week). */
export const CreateTimetableBody = Type.Object({
  startTime: Stamp('Start Time is required.'),
  endTime: Stamp('End Time is required.'),
  subject: Ref('Subject is required.'),
  teacher: Ref('Teacher is required.'),
  classRoom: Type.Optional(Type.String({ maxLength: 60, 'x-invalid': 'Class room must be at most 60 characters.' })),
});
export type CreateTimetableBody = Static<typeof CreateTimetableBody>;

/** One weekly slot (000 §3, 002 §3): times are this week's occurrence; `startAt`/`endAt` are HH:mm in the institute. */
export const TimetableSlot = Type.Object({
  _id: Type.String(),
  day: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  classRoom: Type.String(),
  subject: Type.Object({ _id: Type.String(), title: Type.String() }),
  teacher: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  batch: Type.Object({
    _id: Type.String(),
    course: Type.Object({ title: Type.String() }),
    branch: Type.Object({ title: Type.String() }),
    session: Type.Object({ title: Type.String() }),
  }),
});
export type TimetableSlot = Static<typeof TimetableSlot>;
/** Slots grouped by day name, Monday to Saturday, each day present (empty when free). */
export const TimetableDayGroup = Type.Object({ day: Type.String(), entries: Type.Array(TimetableSlot) });
export type TimetableDayGroup = Static<typeof TimetableDayGroup>;
export const TimetableReply = Ok(Type.Array(TimetableDayGroup));
export const TimetableSlotReply = Ok(TimetableSlot);

export interface TimetableSlotScheduled {
  type: 'TimetableSlotScheduled';
  data: {
    slotId: string;
    batchId: string;
    subjectId: string;
    teacherId: string;
    classRoom: string;
    day: TimetableDay;
    /** Minutes after midnight in the institute. */
    startMinute: number;
    endMinute: number;
  };
}
export interface TimetableSlotRemoved {
  type: 'TimetableSlotRemoved';
  data: { slotId: string; batchId: string };
}
export type TimetableEvent = TimetableSlotScheduled | TimetableSlotRemoved;
