import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged, PageQuery } from '../envelope.js';

/**
 * Support enquiries (002 §2 Previous Queries, §3 Enquiry, §7 `enquiry/user`; 001 §5 the message/reply form): a user
 * opens an enquiry with a subject and a message, the office replies, the user replies, the office marks it resolved.
 * A reply by the user to a resolved enquiry reopens it; the office cannot reply to a resolved one (409).
 */
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Subject is required.',
  subjectShort: 'Subject  must be at least 3 characters*',
  messageRequired: 'Message is required.',
  messageShort: 'Message must be at least 10 characters*',
  notFound: 'Enquiry not found.',
  resolved: 'This enquiry is resolved: it takes no more replies.',
  alreadyResolved: 'This enquiry is already resolved.',
  created: 'Enquiry sent successfully',
  replied: 'Reply sent successfully',
  markedResolved: 'Enquiry marked as resolved',
  empty: 'No enquiry message available',
} as const;
const M = SUPPORT_MESSAGES;

export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 2000;

const Subject = Type.String({ minLength: 3, maxLength: SUBJECT_MAX, 'x-message': M.subjectRequired, 'x-invalid': M.subjectShort });
const Message = Type.String({ minLength: 10, maxLength: MESSAGE_MAX, 'x-message': M.messageRequired, 'x-invalid': M.messageShort });
const EnquiryId = Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Enquiry is required.' });

/** `POST enquiry/create`: the user's new enquiry. */
export const CreateEnquiryBody = Type.Object({ subject: Subject, message: Message }, { additionalProperties: false });
export type CreateEnquiryBody = Static<typeof CreateEnquiryBody>;

/** `POST enquiry/reply-to-user` (the office) and `POST enquiry/reply` (the user who opened it). */
export const EnquiryReplyBody = Type.Object({ enquiryId: EnquiryId, message: Message }, { additionalProperties: false });
export type EnquiryReplyBody = Static<typeof EnquiryReplyBody>;

/** `POST enquiry/mark-resolved` (the office). */
export const MarkEnquiryResolvedBody = Type.Object({ enquiryId: EnquiryId }, { additionalProperties: false });
export type MarkEnquiryResolvedBody = Static<typeof MarkEnquiryResolvedBody>;

export const EnquiryStatus = Type.Union([Type.Literal('OPEN'), Type.Literal('RESOLVED')]);
export type EnquiryStatus = Static<typeof EnquiryStatus>;

export const EnquiryMessage = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  /** USER: the person who opened it; STAFF: the office. */
  from: Type.Union([Type.Literal('USER'), Type.Literal('STAFF')]),
  sender: Type.Object({ _id: Type.String(), name: Type.String() }),
  createdAt: Type.String(),
});
export type EnquiryMessage = Static<typeof EnquiryMessage>;

/** 002 §3 Enquiry: _id, subject, createdAt, recentMessage.latest.message; with its status and who opened it. */
export const Enquiry = Type.Object({
  _id: Type.String(),
  subject: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  status: EnquiryStatus,
  resolved: Type.Boolean(),
  user: Type.Object({ _id: Type.String(), name: Type.String(), role: Type.String() }),
  messageCount: Type.Integer(),
  recentMessage: Type.Object({ latest: EnquiryMessage }),
});
export type Enquiry = Static<typeof Enquiry>;

export const EnquiryThread = Type.Composite([
  Enquiry,
  Type.Object({
    messages: Type.Array(EnquiryMessage),
    resolvedAt: Type.Union([Type.String(), Type.Null()]),
    resolvedBy: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  }),
]);
export type EnquiryThread = Static<typeof EnquiryThread>;

/** `GET enquiry/user?perPage=10&pageNo&resolved=false`: the caller's own enquiries (Previous Queries). */
export const UserEnquiryQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  resolved: Type.Optional(Type.Boolean()),
});
export type UserEnquiryQuery = Static<typeof UserEnquiryQuery>;

/** `GET enquiry/list`: the office's inbox, open first, newest activity first; filters by status, role and subject. */
export const OfficeEnquiryQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union([EnquiryStatus, Type.Literal('ALL')])),
    role: Type.Optional(Type.Union(['STUDENT', 'PARENT', 'TEACHER', 'STAFF', 'MANAGER'].map((r) => Type.Literal(r)))),
  }),
]);
export type OfficeEnquiryQuery = Static<typeof OfficeEnquiryQuery>;

/** What a write hands back: the enquiry as the decision left it. */
export const EnquiryWritten = Type.Object({
  _id: Type.String(),
  subject: Type.String(),
  status: EnquiryStatus,
  resolved: Type.Boolean(),
  messageCount: Type.Integer(),
});
export type EnquiryWritten = Static<typeof EnquiryWritten>;
export const EnquiryWrittenReply = Ok(EnquiryWritten);

export const EnquiryIdParams = Type.Object({ enquiryId: Type.String({ minLength: 1, maxLength: 64 }) });

export const EnquiryList = Paged(Enquiry);
export type EnquiryList = Static<typeof EnquiryList>;
export const EnquiryThreadReply = Ok(EnquiryThread);
export type EnquiryThreadReply = Static<typeof EnquiryThreadReply>;

// ---- events (stream `enquiry-<id>`) ----
export interface EnquiryOpened {
  type: 'EnquiryOpened';
  data: { enquiryId: string; userId: string; userRole: string; subject: string; messageId: string; message: string; recipients: string[] };
}
/** A message on the thread; `recipients` are told (the user when the office writes; the office when the user does). */
export interface EnquiryMessagePosted {
  type: 'EnquiryMessagePosted';
  data: {
    enquiryId: string;
    userId: string;
    messageId: string;
    from: 'USER' | 'STAFF';
    authorId: string;
    message: string;
    subject: string;
    recipients: string[];
  };
}
export interface EnquiryResolved {
  type: 'EnquiryResolved';
  data: { enquiryId: string; userId: string; subject: string };
}
/** The user replied to a resolved enquiry: it is open again (the message follows in the same append). */
export interface EnquiryReopened {
  type: 'EnquiryReopened';
  data: { enquiryId: string; userId: string };
}
export type SupportEvent = EnquiryOpened | EnquiryMessagePosted | EnquiryResolved | EnquiryReopened;

export const supportNotificationIdOf = (messageId: string, userId: string) => `support.${messageId}.${userId}`;
