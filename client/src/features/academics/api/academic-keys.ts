import type { ReadModel } from '@school/contracts';

/** One key family per academic record; a push for a read model invalidates its family. */
export const academicKeys = {
  all: ['academics'] as const,
  resource: (name: string) => [...academicKeys.all, name] as const,
  list: (name: string, params: object) => [...academicKeys.resource(name), 'list', params] as const,
  one: (name: string, id: string) => [...academicKeys.resource(name), 'one', id] as const,
};

/** The read models (view names) of the academic records: the websocket's `change` signals. */
export const academicReadModels = [
  'course',
  'branch',
  'academic_session',
  'batch',
  'subject',
  'designation',
  'grade',
  'holiday',
  'book_category',
  'inventory_category',
  'fee',
  'batch_teacher',
  'timetable_slot',
  'batch_material',
] as const satisfies readonly ReadModel[];
