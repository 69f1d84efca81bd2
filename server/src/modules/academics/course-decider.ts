import type { BranchEvent, BranchFields, CourseEvent, CourseFields } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';

export interface CourseState extends CourseFields {
  exists: boolean;
  deleted: boolean;
}
export type CourseCommand =
  | { type: 'CreateCourse'; data: { courseId: string } & CourseFields }
  | { type: 'UpdateCourse'; data: { courseId: string } & CourseFields }
  | { type: 'DeleteCourse'; data: { courseId: string } };

export const courseStream = (id: string) => `course-${id}`;

export const courseDecider: Decider<CourseState, CourseCommand, CourseEvent> = {
  initialState: () => ({ exists: false, deleted: false, title: '', duration: 0, description: '', iconFileId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'CourseCreated':
      case 'CourseUpdated': {
        const { courseId: _id, ...fields } = event.data;
        return { ...state, ...fields, exists: true };
      }
      case 'CourseDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateCourse':
        if (state.exists) throw conflict('This course already exists.');
        return [{ type: 'CourseCreated', data: command.data }];
      case 'UpdateCourse': {
        if (!state.exists || state.deleted) throw notFound('Course not found.');
        const data = { ...command.data, iconFileId: command.data.iconFileId ?? state.iconFileId };
        const same =
          data.title === state.title &&
          data.duration === state.duration &&
          data.description === state.description &&
          data.iconFileId === state.iconFileId;
        return same ? [] : [{ type: 'CourseUpdated', data }];
      }
      case 'DeleteCourse':
        if (!state.exists || state.deleted) throw notFound('Course not found.');
        return [{ type: 'CourseDeleted', data: command.data }];
    }
  },
};

export interface BranchState extends BranchFields {
  exists: boolean;
  deleted: boolean;
  courseId: string;
}
export type BranchCommand =
  | { type: 'CreateBranch'; data: { branchId: string; courseId: string } & BranchFields }
  | {
      type: 'UpdateBranch';
      data: { branchId: string; title: string; description: string; duration: number | null; iconFileId: string | null };
    }
  | { type: 'DeleteBranch'; data: { branchId: string } };

export const branchStream = (id: string) => `branch-${id}`;

export const branchDecider: Decider<BranchState, BranchCommand, BranchEvent> = {
  initialState: () => ({ exists: false, deleted: false, courseId: '', title: '', description: '', duration: 0, iconFileId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'BranchCreated':
        return { ...state, ...event.data, exists: true };
      case 'BranchUpdated': {
        const { branchId: _id, ...fields } = event.data;
        return { ...state, ...fields };
      }
      case 'BranchDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateBranch':
        if (state.exists) throw conflict('This branch already exists.');
        return [{ type: 'BranchCreated', data: command.data }];
      case 'UpdateBranch': {
        if (!state.exists || state.deleted) throw notFound('Branch not found.');
        const d = command.data;
        const data = {
          branchId: d.branchId,
          title: d.title,
          description: d.description,
          duration: d.duration ?? state.duration,
          iconFileId: d.iconFileId ?? state.iconFileId,
        };
        const same =
          data.title === state.title &&
          data.description === state.description &&
          data.duration === state.duration &&
          data.iconFileId === state.iconFileId;
        return same ? [] : [{ type: 'BranchUpdated', data }];
      }
      case 'DeleteBranch':
        if (!state.exists || state.deleted) throw notFound('Branch not found.');
        return [{ type: 'BranchDeleted', data: command.data }];
    }
  },
};
