import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';

/**
 * Classes (lectures) and the class register (002 §3 Class, Attendance record; §4 class timing, attendance per student per
 * class). One stream per class, `class-<classId>`, holds its scheduling, its cancellation or move and every register mark.
 */

/** 002 §9 class types. */
export const CLASS_TYPES = ['ONLINE', 'OFFLINE'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/** 002 §9 attendance statuses; a class with no mark for a student is "Not Available" to them. */
export const ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'LEAVE'] as const;
export type ClassAttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** How a class came to be: produced from a weekly timetable slot, or created one-off (the Create Class dialog). */
export const CLASS_ORIGINS = ['TIMETABLE', 'ONE_OFF'] as const;
export type ClassOrigin = (typeof CLASS_ORIGINS)[number];

/** The default credit of a class (issue 12). */
export const DEFAULT_CLASS_CREDIT = 1;

/**
 * The id of the class a timetable slot produces on a day: deterministic, so producing a week twice writes nothing new
 * (`date` is the institute's YYYY-MM-DD).
 */
export const timetableClassId = (slotId: string, date: string) => `${slotId}.${date}`;

// ---- Events -------------------------------------------------------------------------------------------------------

export interface ClassScheduled {
  type: 'ClassScheduled';
  data: {
    classId: string;
    batchId: string;
    subjectId: string;
    teacherId: string;
    /** ISO instants. */
    startTime: string;
    endTime: string;
    classRoom: string;
    type: ClassType;
    credit: number;
    origin: ClassOrigin;
    /** The timetable slot that produced it (origin TIMETABLE), else null. */
    slotId: string | null;
  };
}

export interface ClassCancelled {
  type: 'ClassCancelled';
  data: { classId: string; batchId: string; reason: string };
}

/** A class moved to another time (and room): only before its register was taken. */
export interface ClassMoved {
  type: 'ClassMoved';
  data: { classId: string; batchId: string; startTime: string; endTime: string; classRoom: string; reason: string };
}

/**
 * One register command: the marks of one or many students of the class (Mark All is one event). A later mark of the
 * same student replaces the earlier one; the earlier stays in the stream (the History drawer). The class's facts ride
 * along so read models need not look the class up.
 */
export interface ClassAttendanceMarked {
  type: 'ClassAttendanceMarked';
  data: {
    classId: string;
    batchId: string;
    subjectId: string;
    teacherId: string;
    startTime: string;
    endTime: string;
    credit: number;
    marks: { studentId: string; status: ClassAttendanceStatus }[];
  };
}

export type ClassEvent = ClassScheduled | ClassCancelled | ClassMoved | ClassAttendanceMarked;
export const CLASS_EVENT_TYPES = ['ClassScheduled', 'ClassCancelled', 'ClassMoved', 'ClassAttendanceMarked'] as const;

// ---- Shared views -------------------------------------------------------------------------------------------------

const Titled = Type.Object({ _id: Type.String(), title: Type.String() });

/** 002 §3 Class (lecture), as every call that shows a class answers it. */
export const ClassView = Type.Object({
  _id: Type.String(),
  subject: Titled,
  teacher: Type.Object({ _id: Type.String(), displayName: Type.String(), gender: Type.String() }),
  batch: Type.Object({
    _id: Type.String(),
    course: Type.Object({ title: Type.String() }),
    branch: Type.Object({ title: Type.String() }),
    session: Type.Object({ title: Type.String() }),
  }),
  startTime: Type.String(),
  endTime: Type.String(),
  cancelled: Type.Boolean(),
  cancelReason: Type.String(),
  /** A holiday of the institute falls on the class's day. */
  isHoliday: Type.Boolean(),
  classRoom: Type.String(),
  type: Type.Union(CLASS_TYPES.map((t) => Type.Literal(t))),
  credit: Type.Number(),
  origin: Type.Union(CLASS_ORIGINS.map((t) => Type.Literal(t))),
  /** The register: when the first mark was made (null while untaken) and how many students are marked. */
  registerTakenAt: Type.Union([Type.String(), Type.Null()]),
  markedCount: Type.Integer(),
  // ---- live classes (live-read) ----
  /** When the teacher last went live (null: never) and when the class was ended (null: not ended): "Live now" / "Ended". */
  liveSince: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
  // ---- end live classes ----
});
export type ClassView = Static<typeof ClassView>;
export const ClassReply = Ok(ClassView);
