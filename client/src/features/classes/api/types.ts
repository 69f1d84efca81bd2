import type { ClassAttendanceStatus, ClassView } from '@school/contracts';

export type { ClassView, ClassAttendanceStatus };

/** 002 §3 Attendance record, one row of GET attendance/:classId: a student of the class's batch and their current mark. */
export interface AttendanceRow {
  student: {
    _id: string;
    displayName: string;
    photoUrl: string | null;
    rollNumber: string | null;
    registrationNumber: string | null;
    gender: string | null;
  };
  isPresent: boolean;
  isAbsent: boolean;
  isOnLeave: boolean;
  classId: string;
  user: string;
  markedAt: string | null;
  markedBy: string | null;
}

/** POST attendance/create (002 §7): one student, or every student of the class (Mark All). */
export interface MarkAttendanceBody {
  classId: string;
  user: string | string[];
  isPresent: boolean;
  isAbsent: boolean;
  isLeave: boolean;
}

/** POST class/create: the Create Class dialog (002 §2 Live classes). */
export interface CreateClassBody {
  batch: string;
  subject: string;
  teacher: string;
  startTime: string;
  endTime: string;
  classRoom?: string;
  type: 'ONLINE' | 'OFFLINE';
  credit?: number;
}

export interface MoveClassBody {
  startTime: string;
  endTime: string;
  classRoom: string;
  reason: string;
}

/** The current mark of a row, or null while unmarked ("Not Available"). */
export const statusOfRow = (r: AttendanceRow): ClassAttendanceStatus | null =>
  r.isPresent ? 'PRESENT' : r.isAbsent ? 'ABSENT' : r.isOnLeave ? 'LEAVE' : null;
