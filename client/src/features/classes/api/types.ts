import type {
  ClassAttendanceRow,
  ClassAttendanceStatus,
  ClassView,
  CreateClassBody,
  MarkAttendanceBody,
  MarkAttendanceReply,
  MoveClassBody,
} from '@school/contracts';

export type { ClassAttendanceStatus, ClassView, CreateClassBody, MarkAttendanceBody, MarkAttendanceReply, MoveClassBody };
export type AttendanceRow = ClassAttendanceRow;

/** The current mark of a row, or null while unmarked ("Not Available"). */
export const statusOfRow = (r: AttendanceRow): ClassAttendanceStatus | null =>
  r.isPresent ? 'PRESENT' : r.isAbsent ? 'ABSENT' : r.isOnLeave ? 'LEAVE' : null;
