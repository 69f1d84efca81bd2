import { academicKeys } from './academic-keys';

/** Query keys of the batch tabs per read model, so a push `change` of that model refreshes the tab (../push.ts). */
export const batchTabKeys = {
  timetable: (batchId: string) => academicKeys.list('timetable_slot', { batchId }),
  materials: (batchId: string, pageNo: number) => academicKeys.list('batch_material', { batchId, pageNo }),
  announcements: (batchId: string, pageNo: number) => academicKeys.list('batch_announcement', { batchId, pageNo }),
  teachers: (batchId: string) => academicKeys.list('batch_teacher', { batchId }),
  /** A batch's students: a `student` or `app_user` push refreshes them. */
  students: (batchId: string, params: object) => academicKeys.list('batch_student', { batchId, ...params }),
  subjectOptions: (searchTitle: string) => academicKeys.list('subject', { perPage: 20, pageNo: 1, searchTitle, picker: true }),
  teacherOptions: (searchTitle: string) => academicKeys.list('teacher', { perPage: 20, pageNo: 1, searchTitle, picker: true }),
};
