import type { CommunicationEvent, EventMetadata, NoticePublished } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface NoticeState {
  exists: boolean;
  deleted: boolean;
  recipients: string[];
  /** The notice as published, who published it and when: what the create reply shows. */
  notice: NoticePublished['data'] | null;
  published: { at: string; by: string } | null;
}

export type NoticeCommand =
  | { type: 'PublishNotice'; data: NoticePublished['data']; now: string }
  | { type: 'DeleteNotice'; data: { noticeId: string } };

export const noticeStream = (id: string) => `notice-${id}`;

/** A minute of slack for the browser's clock when checking "start not before now". */
const CLOCK_SLACK_MS = 60_000;

export const noticeDecider: Decider<NoticeState, NoticeCommand, CommunicationEvent> = {
  initialState: () => ({ exists: false, deleted: false, recipients: [], notice: null, published: null }),
  evolve(state, e: CommunicationEvent & { metadata?: Pick<EventMetadata, 'occurredAt' | 'actorId'> }) {
    if (e.type === 'NoticePublished') {
      const published = e.metadata ? { at: e.metadata.occurredAt, by: e.metadata.actorId } : null;
      return { ...state, exists: true, recipients: e.data.recipients, notice: e.data, published };
    }
    if (e.type === 'NoticeDeleted') return { ...state, deleted: true };
    return state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'PublishNotice': {
        if (state.exists) throw conflict('This notice already exists.');
        const start = Date.parse(command.data.startTime);
        const end = Date.parse(command.data.endTime);
        if (start < Date.parse(command.now) - CLOCK_SLACK_MS) throw badRequest('Start time cannot be earlier than now.');
        if (end < start) throw badRequest('End time cannot be earlier than start time.');
        return [{ type: 'NoticePublished', data: command.data }];
      }
      case 'DeleteNotice':
        if (!state.exists || state.deleted) throw notFound('Notice not found.');
        return [{ type: 'NoticeDeleted', data: { noticeId: command.data.noticeId, recipients: state.recipients } }];
    }
  },
};

export interface InboxState {
  read: Set<string>;
}
export type InboxCommand = { type: 'MarkNotificationRead'; data: { notificationId: string; userId: string } };
/** One inbox per user and institute (a user may belong to several). */
export const inboxStream = (instituteId: string, userId: string) => `inbox-${instituteId}_${userId}`;

/** A user's inbox: reading a notification twice records it once. */
export const inboxDecider: Decider<InboxState, InboxCommand, CommunicationEvent> = {
  initialState: () => ({ read: new Set() }),
  evolve(state, e) {
    if (e.type !== 'NotificationRead') return state;
    const read = new Set(state.read);
    read.add(e.data.notificationId);
    return { read };
  },
  decide(command, state) {
    if (state.read.has(command.data.notificationId)) return [];
    return [{ type: 'NotificationRead', data: command.data }];
  },
};
