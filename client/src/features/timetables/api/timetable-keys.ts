import type { ReadModel } from '@school/contracts';

export const timetableKeys = {
  all: ['timetables'] as const,
  student: (studentId: string) => [...timetableKeys.all, 'student', studentId] as const,
  teacher: (userId: string) => [...timetableKeys.all, 'teacher', userId] as const,
  teacherStat: (userId: string) => [...timetableKeys.all, 'teacher-stat', userId] as const,
};

/** What the timetables show: the slots and the titles and names on them (and, for the cards, the classes and marks). */
export const timetableReadModels = [
  'timetable_slot',
  'batch',
  'subject',
  'app_user',
  'course',
  'branch',
  'academic_session',
  'student',
  'lecture',
  'lecture_mark',
] as const satisfies readonly ReadModel[];
