import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Ok, Paged, PageQuery } from '../envelope.js';

/** Who a notice is for (001 §4): everyone, teaching staff, non-teaching staff, or students (of a batch). */
export const NOTICE_AUDIENCES = ['ALL', 'STAFF', 'TEACHER', 'STUDENT'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** 001 §5 Notice. */
export const CreateNoticeBody = Type.Object({
  title: Type.String({ minLength: 3, maxLength: 50, 'x-message': 'Title is required.', 'x-invalid': 'Title must be 3 to 50 characters.' }),
  description: Type.String({
    minLength: 3,
    maxLength: 20_000,
    'x-message': 'Description is required.',
    'x-invalid': 'Description must be at least 3 characters.',
  }),
  startTime: Type.String({
    format: 'date-time',
    [WINDOW]: 'calendar',
    'x-message': 'Start time is required.',
    'x-invalid': 'Start time must be a date and time.',
  }),
  endTime: Type.String({
    format: 'date-time',
    [WINDOW]: 'calendar',
    'x-message': 'End time is required.',
    'x-invalid': 'End time must be a date and time.',
  }),
  role: Type.Optional(
    Type.Union(
      NOTICE_AUDIENCES.map((r) => Type.Literal(r)),
      { default: 'ALL', 'x-invalid': 'Audience must be ALL, STAFF, TEACHER or STUDENT.' },
    ),
  ),
  batch: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CreateNoticeBody = Static<typeof CreateNoticeBody>;

export const Notice = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  role: Type.String(),
  batch: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  createdBy: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  recipients: Type.Integer(),
});
export type Notice = Static<typeof Notice>;
export const NoticeReply = Ok(Notice);
export const NoticeList = Paged(Notice);
export const NoticeListQuery = Type.Composite([PageQuery, Type.Object({ active: Type.Optional(Type.Boolean()) })]);

export const Notification = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
  readStatus: Type.Boolean(),
  kind: Type.String(),
  refId: Type.String(),
});
export type Notification = Static<typeof Notification>;
export const NotificationList = Type.Composite([Paged(Notification), Type.Object({ unreadCount: Type.Integer() })]);
export const UnreadCountReply = Ok(Type.Object({ unreadCount: Type.Integer() }));
export const ReadNotificationBody = Type.Object({
  notificationId: Type.String({ minLength: 1, maxLength: 200, 'x-message': 'Notification is required.' }),
});

export interface NoticePublished {
  type: 'NoticePublished';
  data: {
    noticeId: string;
    title: string;
    description: string;
    startTime: string;
    endTime: string;
    role: NoticeAudience;
    batch: string | null;
    createdByName: string;
    /** The users it was addressed to, resolved when it was published, so a replay notifies the same people. */
    recipients: string[];
  };
}
export interface NoticeDeleted {
  type: 'NoticeDeleted';
  /** The recipients of the withdrawn notice, so their inboxes are told. */
  data: { noticeId: string; recipients: string[] };
}
export interface NotificationRead {
  type: 'NotificationRead';
  data: { notificationId: string; userId: string };
}
export type CommunicationEvent = NoticePublished | NoticeDeleted | NotificationRead;

/** A notification's id: one per notice and recipient. */
export const notificationIdOf = (noticeId: string, userId: string) => `${noticeId}.${userId}`;
