import {
  PLACEMENT_NOTICE_MESSAGES as M,
  type EventMetadata,
  type PlacementNoticeEvent,
  type PlacementNoticeFields,
} from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.js';

export interface ApplicationState {
  applicationId: string;
  studentId: string;
  batchId: string;
  description: string;
  resumeFileId: string;
  at: string | null;
}

export interface PlacementNoticeState {
  noticeId: string | null;
  fields: PlacementNoticeFields | null;
  deleted: boolean;
  createdAt: string | null;
  /** By student id. */
  applications: Record<string, ApplicationState>;
}

/** The last day (YYYY-MM-DD in the institute) and the day it is now there: a last day before today is refused. */
interface Days {
  lastDay: string;
  today: string;
}

export type PlacementNoticeCommand =
  | { type: 'PostNotice'; data: { noticeId: string; fields: PlacementNoticeFields; recipients: string[] } & Days }
  | { type: 'UpdateNotice'; data: { noticeId: string; fields: PlacementNoticeFields } & Days }
  | { type: 'DeleteNotice'; data: { noticeId: string } }
  | {
      type: 'Apply';
      data: {
        applicationId: string;
        studentId: string;
        batchId: string;
        /** The session of the student's batch (null: none known). */
        studentSessionId: string | null;
        description: string;
        resumeFileId: string;
        /** ISO instant of the request. */
        now: string;
      };
    };

type Folded = PlacementNoticeEvent & { metadata?: Pick<EventMetadata, 'occurredAt'> };

const FIELD_KEYS: (keyof PlacementNoticeFields)[] = [
  'title',
  'qualification',
  'sessionId',
  'companyName',
  'position',
  'lastDateToApply',
  'companyDetails',
  'jobDescription',
  'jobBenefits',
  'howToApply',
];

/** The notice of this stream, live: a missing or deleted one is a 404. */
export function assertLiveNotice(state: PlacementNoticeState): PlacementNoticeFields {
  if (!state.fields || state.deleted) throw notFound(M.noticeMissing);
  return state.fields;
}

/** Whether applications are still taken at `now` (ISO): until the last instant of the last day. */
export const isOpen = (fields: PlacementNoticeFields, now: string) => Date.parse(now) <= Date.parse(fields.lastDateToApply);

/**
 * Every rule of an application, on the notice's state: a live notice (404), of the student's session (403), once per
 * student (409), before the last date (409). The route asks it before storing the resume, and the decider again on the
 * stream, so two racing applies of one student record one.
 */
export function assertMayApply(state: PlacementNoticeState, d: { studentId: string; studentSessionId: string | null; now: string }) {
  const f = assertLiveNotice(state);
  if (d.studentSessionId !== f.sessionId) throw forbidden(M.notOfSession);
  if (state.applications[d.studentId]) throw conflict(M.alreadyApplied);
  if (!isOpen(f, d.now)) throw conflict(M.closed);
}

const checkLastDay = ({ lastDay, today }: Days) => {
  if (lastDay < today) throw badRequest(M.lastDatePast);
};

/** A placement notice and its applications (issue 18 §4; docs/decisions/0034). */
export const placementNoticeDecider: Decider<PlacementNoticeState, PlacementNoticeCommand, PlacementNoticeEvent> = {
  initialState: () => ({ noticeId: null, fields: null, deleted: false, createdAt: null, applications: {} }),
  evolve(state, event: Folded) {
    switch (event.type) {
      case 'PlacementNoticePosted': {
        const { noticeId, recipients: _r, ...fields } = event.data;
        return { ...state, noticeId, fields, createdAt: event.metadata?.occurredAt ?? null };
      }
      case 'PlacementNoticeUpdated': {
        const { noticeId: _n, changed: _c, ...fields } = event.data;
        return state.fields ? { ...state, fields: { ...state.fields, ...fields } } : state;
      }
      case 'PlacementNoticeDeleted':
        return { ...state, deleted: true };
      case 'PlacementApplied': {
        const { noticeId: _n, ...a } = event.data;
        return { ...state, applications: { ...state.applications, [a.studentId]: { ...a, at: event.metadata?.occurredAt ?? null } } };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PostNotice': {
        if (state.fields) throw conflict('This placement notice already exists.');
        checkLastDay(command.data);
        const { noticeId, fields, recipients } = command.data;
        return [{ type: 'PlacementNoticePosted', data: { noticeId, ...fields, recipients } }];
      }
      case 'UpdateNotice': {
        const before = assertLiveNotice(state);
        const { noticeId, fields } = command.data;
        const changed = FIELD_KEYS.filter((k) => fields[k] !== before[k]);
        // The rule of the form holds for a date being set: a closed notice may still have its text corrected.
        if (changed.includes('lastDateToApply')) checkLastDay(command.data);
        if (changed.length === 0) return [];
        const data: Partial<PlacementNoticeFields> = {};
        for (const k of changed) (data as Record<string, unknown>)[k] = fields[k];
        return [{ type: 'PlacementNoticeUpdated', data: { noticeId, ...data, changed } }];
      }
      case 'DeleteNotice': {
        assertLiveNotice(state);
        if (Object.keys(state.applications).length > 0) throw conflict(M.hasApplicants);
        return [{ type: 'PlacementNoticeDeleted', data: { noticeId: command.data.noticeId } }];
      }
      case 'Apply': {
        const d = command.data;
        assertMayApply(state, d);
        return [
          {
            type: 'PlacementApplied',
            data: {
              noticeId: state.noticeId!,
              applicationId: d.applicationId,
              studentId: d.studentId,
              batchId: d.batchId,
              description: d.description,
              resumeFileId: d.resumeFileId,
            },
          },
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
