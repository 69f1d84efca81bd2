import {
  MAX_CLASS_CREDIT,
  MAX_CLASS_MINUTES,
  windowOf,
  type ClassAttendanceMarked,
  type ClassAttendanceStatus,
  type ClassEvent,
  type ClassScheduled,
  type ClassType,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export const CLASS_MISSING = 'Class not found.';

export interface ClassState {
  exists: boolean;
  classId: string;
  batchId: string;
  subjectId: string;
  teacherId: string;
  startTime: string;
  endTime: string;
  classRoom: string;
  type: ClassType;
  credit: number;
  cancelled: boolean;
  cancelReason: string;
  /** The register was taken (a first mark was made): the class can no longer be cancelled or moved. */
  registerTaken: boolean;
  /** The current mark of each student marked. */
  marks: Record<string, ClassAttendanceStatus>;
}

export type ClassCommand =
  | {
      type: 'ScheduleClass';
      data: ClassScheduled['data'];
      /** The time of the command (ISO): the calendar window is counted from its day. */
      now: string;
      /** A produced class (timetable) that already exists is skipped silently instead of refused. */
      skipIfExists?: boolean;
    }
  | { type: 'CancelClass'; reason: string }
  | { type: 'MoveClass'; startTime: string; endTime: string; classRoom: string; reason: string; now: string }
  | {
      type: 'MarkAttendance';
      marks: { studentId: string; status: ClassAttendanceStatus }[];
      now: string;
      /** A holiday of the institute falls on the class's day (the route asks academics' holidays). */
      isHoliday: boolean;
      /** The live students of the class's batch. */
      batchStudentIds: readonly string[];
    };

/** One stream per class (contracts/src/classes: `class-<classId>`). */
export const classStream = (classId: string) => `class-${classId}`;

const initial = (): ClassState => ({
  exists: false,
  classId: '',
  batchId: '',
  subjectId: '',
  teacherId: '',
  startTime: '',
  endTime: '',
  classRoom: '',
  type: 'OFFLINE',
  credit: 0,
  cancelled: false,
  cancelReason: '',
  registerTaken: false,
  marks: {},
});

/** The bounds of a class's time: real instants, start before end, at most 8 hours, within the calendar window. */
export function assertClassTime(startTime: string, endTime: string, now: string): void {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (Number.isNaN(start)) throw badRequest('Start Time must be a date and time.');
  if (Number.isNaN(end)) throw badRequest('End Time must be a date and time.');
  if (end <= start) throw badRequest('End Time must be after Start Time.');
  if (end - start > MAX_CLASS_MINUTES * 60_000) throw badRequest(`A class lasts at most ${MAX_CLASS_MINUTES / 60} hours.`);
  const { from, to } = windowOf('calendar', now.slice(0, 10));
  const day = new Date(start).toISOString().slice(0, 10);
  if (day < from || day > to) throw badRequest(`Start Time must be between ${from} and ${to}.`);
}

export function assertCredit(credit: number): void {
  if (!Number.isFinite(credit) || credit < 0 || credit > MAX_CLASS_CREDIT) {
    throw badRequest(`Credit must be between 0 and ${MAX_CLASS_CREDIT}.`);
  }
}

/**
 * Why the register of a class cannot be marked now, or null: the messages of 002 §8 (class join errors) in the
 * register's words. A guard the routes may ask before showing Mark buttons; the decider asks it itself.
 */
export function markRefusal(state: ClassState, now: string, isHoliday: boolean): string | null {
  if (state.cancelled) return 'Class is cancelled.';
  if (isHoliday) return 'Class suspended due to holiday.';
  if (Date.parse(now) < Date.parse(state.startTime)) return 'Class is not yet started. Mark attendance after the start time.';
  return null;
}

export const classDecider: Decider<ClassState, ClassCommand, ClassEvent> = {
  initialState: initial,
  evolve(state, e) {
    switch (e.type) {
      case 'ClassScheduled': {
        const d = e.data;
        return {
          ...initial(),
          exists: true,
          classId: d.classId,
          batchId: d.batchId,
          subjectId: d.subjectId,
          teacherId: d.teacherId,
          startTime: d.startTime,
          endTime: d.endTime,
          classRoom: d.classRoom,
          type: d.type,
          credit: d.credit,
        };
      }
      case 'ClassCancelled':
        return { ...state, cancelled: true, cancelReason: e.data.reason };
      case 'ClassMoved':
        return { ...state, startTime: e.data.startTime, endTime: e.data.endTime, classRoom: e.data.classRoom };
      case 'ClassAttendanceMarked': {
        const marks = { ...state.marks };
        for (const m of e.data.marks) marks[m.studentId] = m.status;
        return { ...state, registerTaken: true, marks };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ScheduleClass': {
        if (state.exists) {
          if (command.skipIfExists) return [];
          throw conflict('This class already exists.');
        }
        const d = command.data;
        assertClassTime(d.startTime, d.endTime, command.now);
        assertCredit(d.credit);
        const data = {
          ...d,
          startTime: new Date(d.startTime).toISOString(),
          endTime: new Date(d.endTime).toISOString(),
          classRoom: d.classRoom.trim(),
        };
        return [{ type: 'ClassScheduled', data }];
      }
      case 'CancelClass': {
        if (!state.exists) throw notFound(CLASS_MISSING);
        if (state.cancelled) throw conflict('This class is already cancelled.');
        if (state.registerTaken) throw conflict('The register of this class was taken: it cannot be cancelled.');
        const reason = command.reason.trim();
        if (!reason) throw badRequest('Reason is required.');
        return [{ type: 'ClassCancelled', data: { classId: state.classId, batchId: state.batchId, reason } }];
      }
      case 'MoveClass': {
        if (!state.exists) throw notFound(CLASS_MISSING);
        if (state.cancelled) throw conflict('A cancelled class cannot be moved.');
        if (state.registerTaken) throw conflict('The register of this class was taken: it cannot be moved.');
        const reason = command.reason.trim();
        if (!reason) throw badRequest('Reason is required.');
        assertClassTime(command.startTime, command.endTime, command.now);
        const startTime = new Date(command.startTime).toISOString();
        const endTime = new Date(command.endTime).toISOString();
        const classRoom = command.classRoom.trim();
        if (startTime === state.startTime && endTime === state.endTime && classRoom === state.classRoom) return [];
        return [{ type: 'ClassMoved', data: { classId: state.classId, batchId: state.batchId, startTime, endTime, classRoom, reason } }];
      }
      case 'MarkAttendance': {
        if (!state.exists) throw notFound(CLASS_MISSING);
        const refusal = markRefusal(state, command.now, command.isHoliday);
        if (refusal) throw conflict(refusal);
        if (command.marks.length === 0) throw badRequest('Student is required.');
        const inBatch = new Set(command.batchStudentIds);
        const outside = command.marks.find((m) => !inBatch.has(m.studentId));
        if (outside) throw badRequest("Student is not in this class's batch.");
        // One mark per student (the last named wins), and only those that change.
        const wanted = new Map(command.marks.map((m) => [m.studentId, m.status]));
        const marks = [...wanted]
          .filter(([studentId, status]) => state.marks[studentId] !== status)
          .map(([studentId, status]) => ({ studentId, status }));
        if (marks.length === 0) return [];
        const data: ClassAttendanceMarked['data'] = {
          classId: state.classId,
          batchId: state.batchId,
          subjectId: state.subjectId,
          teacherId: state.teacherId,
          startTime: state.startTime,
          endTime: state.endTime,
          credit: state.credit,
          marks,
        };
        return [{ type: 'ClassAttendanceMarked', data }];
      }
    }
  },
};
