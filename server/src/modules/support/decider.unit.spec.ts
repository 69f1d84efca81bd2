import { describe, it } from 'vitest';
import { SUPPORT_MESSAGES as M, type SupportEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { enquiryDecider } from './decider.js';

const spec = deciderSpec(enquiryDecider);
const open = {
  enquiryId: 'e1',
  userId: 's1',
  userRole: 'STUDENT',
  subject: 'Fee receipt',
  messageId: 'm1',
  message: 'Where is my fee receipt for October?',
  office: ['a1', 'a2'],
};
const opened: SupportEvent = {
  type: 'EnquiryOpened',
  data: {
    enquiryId: 'e1',
    userId: 's1',
    userRole: 'STUDENT',
    subject: 'Fee receipt',
    messageId: 'm1',
    message: open.message,
    recipients: ['a1', 'a2'],
  },
};
const staffReply = { enquiryId: 'e1', messageId: 'm2', staffId: 'a2', message: 'It is under Fees, Receipts.' };
const replied: SupportEvent = {
  type: 'EnquiryMessagePosted',
  data: {
    enquiryId: 'e1',
    userId: 's1',
    messageId: 'm2',
    from: 'STAFF',
    authorId: 'a2',
    message: staffReply.message,
    subject: 'Fee receipt',
    recipients: ['s1'],
  },
};
const resolved: SupportEvent = { type: 'EnquiryResolved', data: { enquiryId: 'e1', userId: 's1', subject: 'Fee receipt' } };
const userReply = { enquiryId: 'e1', messageId: 'm3', userId: 's1', message: 'Thank you, found it there.', office: ['a1', 'a2'] };
/** The user's reply as posted, told to `recipients`. */
const userPosted = (recipients: string[]): SupportEvent => ({
  type: 'EnquiryMessagePosted',
  data: {
    enquiryId: 'e1',
    userId: 's1',
    messageId: 'm3',
    from: 'USER',
    authorId: 's1',
    message: userReply.message,
    subject: 'Fee receipt',
    recipients,
  },
});

describe('enquiry decider', () => {
  it('opens an enquiry, once, telling the office', () => {
    spec.given().when({ type: 'OpenEnquiry', data: open }).then([opened]);
    spec.given(opened).when({ type: 'OpenEnquiry', data: open }).thenThrows({ status: 409 });
  });
  it('holds the message form rules (subject 3, message 10), trimmed', () => {
    spec
      .given()
      .when({ type: 'OpenEnquiry', data: { ...open, subject: '  ab ' } })
      .thenThrows({ message: M.subjectShort, status: 400 });
    spec
      .given()
      .when({ type: 'OpenEnquiry', data: { ...open, subject: ' ' } })
      .thenThrows({ message: M.subjectRequired, status: 400 });
    spec
      .given()
      .when({ type: 'OpenEnquiry', data: { ...open, message: '   short   ' } })
      .thenThrows({ message: M.messageShort, status: 400 });
    spec
      .given(opened)
      .when({ type: 'ReplyToUser', data: { ...staffReply, message: '' } })
      .thenThrows({ message: M.messageRequired, status: 400 });
  });
  it('a staff reply tells the user; a user reply tells those who answered', () => {
    spec.given(opened).when({ type: 'ReplyToUser', data: staffReply }).then([replied]);
    spec
      .given(opened, replied)
      .when({ type: 'ReplyAsUser', data: userReply })
      .then([userPosted(['a2'])]);
  });
  it('before anyone answered, a user reply tells the office', () => {
    spec
      .given(opened)
      .when({ type: 'ReplyAsUser', data: userReply })
      .then([userPosted(['a1', 'a2'])]);
  });
  it('only the user who opened it replies as the user; a missing enquiry is 404', () => {
    spec
      .given(opened)
      .when({ type: 'ReplyAsUser', data: { ...userReply, userId: 's2' } })
      .thenThrows({ message: M.notFound, status: 404 });
    spec.given().when({ type: 'ReplyToUser', data: staffReply }).thenThrows({ status: 404 });
    spec
      .given()
      .when({ type: 'MarkResolved', data: { enquiryId: 'e1' } })
      .thenThrows({ status: 404 });
  });
  it('resolves once; a resolved enquiry refuses the office, and a user reply reopens it', () => {
    spec
      .given(opened, replied)
      .when({ type: 'MarkResolved', data: { enquiryId: 'e1' } })
      .then([resolved]);
    spec
      .given(opened, resolved)
      .when({ type: 'MarkResolved', data: { enquiryId: 'e1' } })
      .thenThrows({ message: M.alreadyResolved, status: 409 });
    spec.given(opened, resolved).when({ type: 'ReplyToUser', data: staffReply }).thenThrows({ message: M.resolved, status: 409 });
    spec
      .given(opened, replied, resolved)
      .when({ type: 'ReplyAsUser', data: userReply })
      .then([{ type: 'EnquiryReopened', data: { enquiryId: 'e1', userId: 's1' } }, userPosted(['a2'])]);
  });
});
