import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { notificationsProjection } from '../communication/notices.js';
import { enquiriesProjection } from './enquiries.js';

const spec = projectionSpec(enquiriesProjection, notificationsProjection);
const { event } = spec;

const opened = (id = 'q1') =>
  event(
    'EnquiryOpened',
    {
      enquiryId: id,
      userId: 's1',
      userRole: 'STUDENT',
      subject: 'Fee receipt',
      messageId: `${id}m1`,
      message: 'Where is my fee receipt?',
      recipients: ['a1'],
    },
    { actorId: 's1' },
  );
const posted = (id: string, messageId: string, from: 'USER' | 'STAFF', message: string, recipients: string[]) =>
  event('EnquiryMessagePosted', {
    enquiryId: id,
    userId: 's1',
    messageId,
    from,
    authorId: from === 'USER' ? 's1' : 'a1',
    message,
    subject: 'Fee receipt',
    recipients,
  });

describe('enquiry projection', () => {
  it('keeps the enquiry with its first message as the latest, and tells the office', async () => {
    const rows = await spec.when(opened()).then('enquiry');
    expect(rows).toMatchObject([
      { id: 'q1', user_id: 's1', status: 'OPEN', message_count: 1, last_message: 'Where is my fee receipt?', last_from: 'USER' },
    ]);
    expect(await spec.when(opened()).then('notification')).toMatchObject([
      { id: 'support.q1m1.a1', user_id: 'a1', kind: 'SUPPORT_ENQUIRY', ref_id: 'q1', title: 'New enquiry: Fee receipt' },
    ]);
  });

  it('counts each message once (replayed twice), the latest on top; the user hears of the staff reply', async () => {
    const first = opened('q2');
    const reply = posted('q2', 'q2m2', 'STAFF', 'Under Fees, Receipts.', ['s1']);
    const rows = await spec.given(first).when(reply).then('enquiry');
    expect(rows).toMatchObject([
      { id: 'q2', message_count: 2, last_message: 'Under Fees, Receipts.', last_from: 'STAFF', last_author: 'a1' },
    ]);
    const messages = await spec.given(first).when(reply).then('enquiry_message', 'created_at');
    expect(messages.map((m) => m.from_side)).toEqual(['USER', 'STAFF']);
    const notes = await spec.given(first).when(reply).then('notification', 'id');
    expect(notes).toMatchObject([
      { id: 'support.q2m1.a1', user_id: 'a1' },
      {
        id: 'support.q2m2.s1',
        user_id: 's1',
        kind: 'SUPPORT_REPLY',
        title: 'Reply to your enquiry: Fee receipt',
        description: 'Under Fees, Receipts.',
      },
    ]);
  });

  it('resolves and reopens, with who and when', async () => {
    const first = opened('q3');
    const resolved = event('EnquiryResolved', { enquiryId: 'q3', userId: 's1', subject: 'Fee receipt' }, { actorId: 'a1' });
    const rows = await spec.given(first).when(resolved).then('enquiry');
    expect(rows).toMatchObject([{ id: 'q3', status: 'RESOLVED', resolved_by: 'a1' }]);
    const reopened = event('EnquiryReopened', { enquiryId: 'q3', userId: 's1' }, { actorId: 's1' });
    expect(await spec.given(first, resolved).when(reopened).then('enquiry')).toMatchObject([
      { id: 'q3', status: 'OPEN', resolved_by: null, resolved_at: null },
    ]);
  });

  it('writes nothing for a message on an enquiry it does not know', async () => {
    expect(await spec.when(posted('zz', 'zzm', 'STAFF', 'Hello there friend', [])).then('enquiry')).toEqual([]);
  });
});
