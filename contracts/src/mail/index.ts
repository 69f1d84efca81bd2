import { Type, type Static } from '@sinclair/typebox';
import { Ok, PageQuery, Paged, required } from '../envelope.js';

/**
 * E-mail to a user and the delivery of every message (000 §1, §2 Send Email, §3 Email, §5, §7; issue 19 §3).
 *
 * - POST user/send-email  { subject, message, userId }  → SendEmailReply ('Email sent successfully'): queued in the
 *        outbox, delivered by the mail job. SUPER_ADMIN, ADMIN; MANAGER/STAFF with module `student` (to a student or
 *        parent) or `staff` (to staff).
 * - GET  mail/delivery?perPage&pageNo&searchTitle&status → MailDeliveryList: the institute's messages with their
 *        delivery state (links' secrets hidden). SUPER_ADMIN, ADMIN.
 * - POST mail/retry/:id                                  → MailDeliveryReply ('Email queued again'): a FAILED message is
 *        tried again. SUPER_ADMIN, ADMIN.
 */

export const MAIL_MESSAGES = {
  // 000 §5, exact.
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  // Designed (docs/api.md "E-mail").
  userRequired: 'User is required.',
  userMissing: 'User not found.',
  notFailed: 'Only a failed email can be tried again.',
  mailMissing: 'Email not found.',
} as const;

export const SendEmailBody = Type.Object({
  subject: required(MAIL_MESSAGES.subjectRequired, { maxLength: 200 }),
  message: required(MAIL_MESSAGES.messageRequired, { maxLength: 10_000 }),
  userId: required(MAIL_MESSAGES.userRequired, { maxLength: 64 }),
});
export type SendEmailBody = Static<typeof SendEmailBody>;

/**
 * Where a message stands: QUEUED (waiting for its first attempt), RETRYING (refused, tried again later with a growing
 * wait), SENT, FAILED (refused MAIL_MAX_ATTEMPTS times; an admin may try again).
 */
export const MAIL_STATUSES = ['QUEUED', 'RETRYING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Attempts before a message is FAILED; the waits between them double from a minute (1, 2, 4, 8, 16 min). */
export const MAIL_MAX_ATTEMPTS = 6;

export const MailDelivery = Type.Object({
  _id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  /** The text with the secret part of every link hidden. */
  body: Type.String(),
  status: Type.Union(MAIL_STATUSES.map((s) => Type.Literal(s))),
  attempts: Type.Integer(),
  /** The mail server's answer to the last refused attempt. */
  lastError: Type.Union([Type.String(), Type.Null()]),
  nextAttemptAt: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type MailDelivery = Static<typeof MailDelivery>;
export const MailDeliveryReply = Ok(MailDelivery);
export const MailDeliveryList = Paged(MailDelivery);
export const MailDeliveryQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Union(MAIL_STATUSES.map((s) => Type.Literal(s)))) }),
]);
export type MailDeliveryQuery = Static<typeof MailDeliveryQuery>;

export const SendEmailReply = Ok(
  Type.Object({ _id: Type.String(), to: Type.String(), subject: Type.String(), status: Type.Literal('QUEUED') }),
);

/** Who e-mailed whom and about what (the text stays in the outbox): the audit trail of `user/send-email`. */
export interface UserEmailed {
  type: 'UserEmailed';
  data: { mailId: string; userId: string; subject: string };
}
export type MailEvent = UserEmailed;
