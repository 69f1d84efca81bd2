import { SUPPORT_MESSAGES as M, type SupportEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface EnquiryState {
  exists: boolean;
  userId: string | null;
  subject: string;
  resolved: boolean;
  messageCount: number;
  /** The office members who wrote on the thread: they hear of the user's replies. */
  staff: string[];
}

export type EnquiryCommand =
  | {
      type: 'OpenEnquiry';
      data: { enquiryId: string; userId: string; userRole: string; subject: string; messageId: string; message: string; office: string[] };
    }
  | { type: 'ReplyToUser'; data: { enquiryId: string; messageId: string; staffId: string; message: string } }
  | { type: 'ReplyAsUser'; data: { enquiryId: string; messageId: string; userId: string; message: string; office: string[] } }
  | { type: 'MarkResolved'; data: { enquiryId: string } };

export const enquiryStream = (id: string) => `enquiry-${id}`;

const checkMessage = (message: string) => {
  const m = message.trim();
  if (!m) throw badRequest(M.messageRequired);
  if (m.length < 10) throw badRequest(M.messageShort);
  return m;
};

/** The user's own enquiry, or 404 (another user's id is as unknown as a missing one). */
export function assertOwnEnquiry(state: EnquiryState, userId: string) {
  if (!state.exists || state.userId !== userId) throw notFound(M.notFound);
}

export const enquiryDecider: Decider<EnquiryState, EnquiryCommand, SupportEvent> = {
  initialState: () => ({ exists: false, userId: null, subject: '', resolved: false, messageCount: 0, staff: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'EnquiryOpened':
        return { ...state, exists: true, userId: event.data.userId, subject: event.data.subject, messageCount: 1 };
      case 'EnquiryMessagePosted': {
        const next = { ...state, messageCount: state.messageCount + 1 };
        return event.data.from === 'STAFF' && !state.staff.includes(event.data.authorId)
          ? { ...next, staff: [...state.staff, event.data.authorId] }
          : next;
      }
      case 'EnquiryResolved':
        return { ...state, resolved: true };
      case 'EnquiryReopened':
        return { ...state, resolved: false };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'OpenEnquiry': {
        if (state.exists) throw conflict('This enquiry already exists.');
        const d = command.data;
        const subject = d.subject.trim();
        if (!subject) throw badRequest(M.subjectRequired);
        if (subject.length < 3) throw badRequest(M.subjectShort);
        const message = checkMessage(d.message);
        const recipients = d.office.filter((u) => u !== d.userId);
        return [
          {
            type: 'EnquiryOpened',
            data: { enquiryId: d.enquiryId, userId: d.userId, userRole: d.userRole, subject, messageId: d.messageId, message, recipients },
          },
        ];
      }
      case 'ReplyToUser': {
        const d = command.data;
        if (!state.exists) throw notFound(M.notFound);
        if (state.resolved) throw conflict(M.resolved);
        const message = checkMessage(d.message);
        return [
          {
            type: 'EnquiryMessagePosted',
            data: {
              enquiryId: d.enquiryId,
              userId: state.userId ?? '',
              messageId: d.messageId,
              from: 'STAFF',
              authorId: d.staffId,
              message,
              subject: state.subject,
              recipients: state.userId && state.userId !== d.staffId ? [state.userId] : [],
            },
          },
        ];
      }
      case 'ReplyAsUser': {
        const d = command.data;
        assertOwnEnquiry(state, d.userId);
        const message = checkMessage(d.message);
        // Those who answered hear of the reply; before anyone answered, the office does.
        const recipients = (state.staff.length > 0 ? state.staff : d.office).filter((u) => u !== d.userId);
        const posted: SupportEvent = {
          type: 'EnquiryMessagePosted',
          data: {
            enquiryId: d.enquiryId,
            userId: d.userId,
            messageId: d.messageId,
            from: 'USER',
            authorId: d.userId,
            message,
            subject: state.subject,
            recipients,
          },
        };
        return state.resolved ? [{ type: 'EnquiryReopened', data: { enquiryId: d.enquiryId, userId: d.userId } }, posted] : [posted];
      }
      case 'MarkResolved':
        if (!state.exists) throw notFound(M.notFound);
        if (state.resolved) throw conflict(M.alreadyResolved);
        return [
          { type: 'EnquiryResolved', data: { enquiryId: command.data.enquiryId, userId: state.userId ?? '', subject: state.subject } },
        ];
    }
  },
};
