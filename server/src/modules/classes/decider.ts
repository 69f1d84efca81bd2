import {
  MAX_CLASS_CREDIT,
  MAX_CLASS_MINUTES,
  windowOf,
  type ClassAttendanceMarked,
  type ClassAttendanceStatus,
  type ClassEvent,
  type ClassScheduled,
  type ClassType,
  CLASS_JOIN_ERRORS,
  type LeaveReason,
  type LiveClassEvent,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';

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
  /** Live classes: when the teacher last went live (null: never). */
  liveSince: string | null;
  /** When the teacher ended the class (null: not ended). */
  endedAt: string | null;
  /** The students the server sees in the room now, with when they (last) entered. */
  inRoom: Record<string, string>;
  /** Every student the server ever saw enter. */
  entered: Record<string, true>;
}

/** The events of a class's stream: the class and its register, and its live room (contracts/src/classes/live.ts). */
export type ClassStreamEvent = ClassEvent | LiveClassEvent;

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
    }
  // ---- live classes (live-server) ----
  | {
      type: 'GoLive';
      /** Who goes live: only the class's teacher. */
      by: string;
      now: string;
      isHoliday: boolean;
      notifyStudents: boolean;
      joinWithoutVideo: boolean;
      joinWithoutAudio: boolean;
    }
  | { type: 'EnterClass'; studentId: string; now: string; isHoliday: boolean; batchStudentIds: readonly string[] }
  | { type: 'LeaveClass'; studentId: string; at: string; reason: LeaveReason }
  | { type: 'EndClass'; by: string; now: string; batchStudentIds: readonly string[] }
  | { type: 'NotifyLiveClass'; now: string; isHoliday: boolean; title: string; description: string; batchStudentIds: readonly string[] };
// ---- end live classes ----

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
  liveSince: null,
  endedAt: null,
  inRoom: {},
  entered: {},
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

// ---- live classes (live-server) ----
/**
 * Why a class cannot be joined (or gone live, or chatted in) now, or null: 002 §4 and §8 in the spec's words, in the
 * spec's order (cancelled, holiday, not started, ended by its end time or by the teacher, not online). The decider asks
 * it for GoLive, EnterClass and NotifyLiveClass; the routes and the room ask it before opening anything.
 */
export function joinRefusal(state: ClassState, now: string, isHoliday: boolean): string | null {
  if (state.cancelled) return CLASS_JOIN_ERRORS.cancelled;
  if (isHoliday) return CLASS_JOIN_ERRORS.holiday;
  const t = Date.parse(now);
  if (!state.endedAt && t < Date.parse(state.startTime)) return CLASS_JOIN_ERRORS.notStarted;
  if (state.endedAt || t >= Date.parse(state.endTime)) return CLASS_JOIN_ERRORS.ended;
  if (state.type !== 'ONLINE') return CLASS_JOIN_ERRORS.notOnline;
  return null;
}

/** The register's mark event of a class for some students (the decider's MarkAttendance and the live commands). */
const marksEvent = (state: ClassState, marks: { studentId: string; status: ClassAttendanceStatus }[]): ClassAttendanceMarked => ({
  type: 'ClassAttendanceMarked',
  data: {
    classId: state.classId,
    batchId: state.batchId,
    subjectId: state.subjectId,
    teacherId: state.teacherId,
    startTime: state.startTime,
    endTime: state.endTime,
    credit: state.credit,
    marks,
  },
});

/** The live commands (GoLive, EnterClass, LeaveClass, EndClass, NotifyLiveClass): their events. */
function decideLive(
  command: Exclude<ClassCommand, { type: 'ScheduleClass' | 'CancelClass' | 'MoveClass' | 'MarkAttendance' }>,
  state: ClassState,
): ClassStreamEvent[] {
  if (!state.exists) throw notFound(CLASS_MISSING);
  const ids = { classId: state.classId, batchId: state.batchId };
  switch (command.type) {
    case 'GoLive': {
      if (command.by !== state.teacherId) throw forbidden('Only the teacher of this class may go live.');
      const refusal = joinRefusal(state, command.now, command.isHoliday);
      if (refusal) throw conflict(refusal);
      const { notifyStudents, joinWithoutVideo, joinWithoutAudio } = command;
      return [
        {
          type: 'LiveClassStarted',
          data: { ...ids, teacherId: state.teacherId, at: command.now, notifyStudents, joinWithoutVideo, joinWithoutAudio },
        },
      ];
    }
    case 'EnterClass': {
      const { studentId } = command;
      if (!command.batchStudentIds.includes(studentId)) throw forbidden(CLASS_JOIN_ERRORS.notYours);
      const refusal = joinRefusal(state, command.now, command.isHoliday);
      if (refusal) throw conflict(refusal);
      // Already in (a second tab, a rejoin within the grace period): the same record goes on.
      if (state.inRoom[studentId]) return [];
      const entered: ClassStreamEvent = { type: 'StudentEnteredClass', data: { ...ids, studentId, at: command.now } };
      if (state.marks[studentId] === 'PRESENT') return [entered];
      return [entered, marksEvent(state, [{ studentId, status: 'PRESENT' }])];
    }
    case 'LeaveClass': {
      const { studentId } = command;
      if (!state.inRoom[studentId]) return [];
      return [{ type: 'StudentLeftClass', data: { ...ids, studentId, at: command.at, reason: command.reason } }];
    }
    case 'EndClass': {
      if (state.cancelled) throw conflict(CLASS_JOIN_ERRORS.cancelled);
      if (state.endedAt) throw conflict('This class has ended already.');
      if (state.type !== 'ONLINE') throw conflict(CLASS_JOIN_ERRORS.notOnline);
      if (!state.liveSince) throw conflict('This class is not live.');
      // Never entered and not marked by hand (a LEAVE the teacher gave stays): absent.
      const absent = command.batchStudentIds.filter((s) => !state.entered[s] && !state.marks[s]);
      const events: ClassStreamEvent[] = [
        { type: 'LiveClassEnded', data: { ...ids, teacherId: state.teacherId, at: command.now, absent } },
        ...Object.keys(state.inRoom)
          .sort()
          .map(
            (studentId): ClassStreamEvent => ({
              type: 'StudentLeftClass',
              data: { ...ids, studentId, at: command.now, reason: 'ENDED' },
            }),
          ),
      ];
      if (absent.length > 0)
        events.push(
          marksEvent(
            state,
            absent.map((studentId) => ({ studentId, status: 'ABSENT' as const })),
          ),
        );
      return events;
    }
    case 'NotifyLiveClass': {
      const refusal = joinRefusal(state, command.now, command.isHoliday);
      if (refusal) throw conflict(refusal);
      const title = command.title.trim();
      return [
        {
          type: 'LiveClassNotified',
          data: { ...ids, title, description: command.description.trim(), recipients: [...command.batchStudentIds] },
        },
      ];
    }
  }
}
// ---- end live classes ----

export const classDecider: Decider<ClassState, ClassCommand, ClassStreamEvent> = {
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
      // ---- live classes (live-server) ----
      case 'LiveClassStarted':
        return { ...state, liveSince: e.data.at };
      case 'StudentEnteredClass':
        return {
          ...state,
          inRoom: { ...state.inRoom, [e.data.studentId]: e.data.at },
          entered: { ...state.entered, [e.data.studentId]: true },
        };
      case 'StudentLeftClass': {
        const { [e.data.studentId]: _gone, ...inRoom } = state.inRoom;
        return { ...state, inRoom };
      }
      case 'LiveClassEnded':
        return { ...state, endedAt: e.data.at, inRoom: {} };
      // ---- end live classes ----
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
        return [marksEvent(state, marks)];
      }
      default:
        return decideLive(command, state);
    }
  },
};
