import type { BatchEvent, BatchFields } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface BatchState extends BatchFields {
  /** subject id -> teacher id */
  teachers?: Record<string, string>;
  exists: boolean;
  deleted: boolean;
  completed: boolean;
  sessionId: string;
  courseId: string;
  branchId: string;
}
type Placement = { sessionId: string; courseId: string; branchId: string };
export type BatchCommand =
  | { type: 'CreateBatch'; data: { batchId: string } & Placement & BatchFields }
  /** Placement values sent with an edit must equal the batch's: they are locked (001 §5). */
  | { type: 'UpdateBatch'; data: { batchId: string } & Partial<Placement> & BatchFields }
  | { type: 'CompleteBatch'; data: { batchId: string } }
  | { type: 'DeleteBatch'; data: { batchId: string } }
  | {
      type: 'AssignTeacher';
      data: { batchId: string; subjectId: string; teacherId: string };
      /**
       * Teachers of this batch's timetable slots of the subject (docs/decisions/0016): another teacher cannot be assigned
       * while they still teach it there.
       */
      scheduled?: { teacherId: string; teacherName: string }[];
      subjectTitle?: string;
    };

export const batchStream = (id: string) => `batch-${id}`;
export const LOCKED = 'Session, course and branch of a batch cannot be changed.';

export const batchDecider: Decider<BatchState, BatchCommand, BatchEvent> = {
  initialState: () => ({
    exists: false,
    deleted: false,
    completed: false,
    sessionId: '',
    courseId: '',
    branchId: '',
    description: '',
    maximumStudent: 0,
    headOfDepartment: '',
    iconFileId: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'BatchCreated':
        return { ...state, ...event.data, exists: true };
      case 'BatchUpdated': {
        const { batchId: _id, ...fields } = event.data;
        return { ...state, ...fields };
      }
      case 'BatchCompleted':
        return { ...state, completed: true };
      case 'BatchDeleted':
        return { ...state, deleted: true };
      case 'BatchTeacherAssigned':
        return { ...state, teachers: { ...state.teachers, [event.data.subjectId]: event.data.teacherId } };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type !== 'CreateBatch' && (!state.exists || state.deleted)) throw notFound('Batch not found.');
    switch (command.type) {
      case 'CreateBatch':
        if (state.exists) throw conflict('This batch already exists.');
        return [{ type: 'BatchCreated', data: command.data }];
      case 'UpdateBatch': {
        const { sessionId, courseId, branchId, ...rest } = command.data;
        if (
          (sessionId && sessionId !== state.sessionId) ||
          (courseId && courseId !== state.courseId) ||
          (branchId && branchId !== state.branchId)
        ) {
          throw badRequest(LOCKED);
        }
        const data = { ...rest, iconFileId: rest.iconFileId ?? state.iconFileId };
        const same =
          data.description === state.description &&
          data.maximumStudent === state.maximumStudent &&
          data.headOfDepartment === state.headOfDepartment &&
          data.iconFileId === state.iconFileId;
        return same ? [] : [{ type: 'BatchUpdated', data }];
      }
      case 'CompleteBatch':
        // Completing twice changes nothing: the button is disabled once completed (002 §4).
        return state.completed ? [] : [{ type: 'BatchCompleted', data: command.data }];
      case 'DeleteBatch':
        return [{ type: 'BatchDeleted', data: command.data }];
      case 'AssignTeacher': {
        const other = command.scheduled?.find((s) => s.teacherId !== command.data.teacherId);
        if (other) {
          throw conflict(
            `${command.subjectTitle || 'This subject'} has classes with ${other.teacherName || 'another teacher'} in this batch's timetable: delete those slots first, then assign another teacher.`,
          );
        }
        if (state.teachers?.[command.data.subjectId] === command.data.teacherId) return [];
        return [{ type: 'BatchTeacherAssigned', data: command.data }];
      }
    }
  },
};
