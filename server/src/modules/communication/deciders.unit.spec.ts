import { describe, expect, it } from 'vitest';
import type { CommunicationEvent } from '@school/contracts';
import { inboxDecider, noticeDecider, type NoticeCommand } from './deciders.js';

const now = '2026-11-21T10:00:00.000Z';
const publish = (startTime: string, endTime: string): NoticeCommand => ({
  type: 'PublishNotice',
  now,
  data: {
    noticeId: 'n1',
    title: 'Holiday',
    description: 'School closed',
    startTime,
    endTime,
    role: 'ALL',
    batch: null,
    createdByName: 'A',
    recipients: ['u1'],
  },
});

describe('notice decider', () => {
  it('publishes a notice whose window starts now or later', () => {
    const events = noticeDecider.decide(publish('2026-11-21T10:00:30.000Z', '2026-11-22T10:00:00.000Z'), noticeDecider.initialState());
    expect(events.map((e) => e.type)).toEqual(['NoticePublished']);
  });
  it('refuses a start in the past and an end before the start', () => {
    expect(() =>
      noticeDecider.decide(publish('2026-11-20T10:00:00.000Z', '2026-11-22T10:00:00.000Z'), noticeDecider.initialState()),
    ).toThrow('Start time cannot be earlier than now.');
    expect(() =>
      noticeDecider.decide(publish('2026-11-22T10:00:00.000Z', '2026-11-21T12:00:00.000Z'), noticeDecider.initialState()),
    ).toThrow('End time cannot be earlier than start time.');
  });
  it('deletes once', () => {
    const published = noticeDecider.decide(publish('2026-11-21T10:00:30.000Z', '2026-11-22T10:00:00.000Z'), noticeDecider.initialState());
    const s = published.reduce(noticeDecider.evolve, noticeDecider.initialState());
    const del = noticeDecider.decide({ type: 'DeleteNotice', data: { noticeId: 'n1' } }, s);
    expect(del).toEqual([{ type: 'NoticeDeleted', data: { noticeId: 'n1', recipients: ['u1'] } }]);
    expect(() => noticeDecider.decide({ type: 'DeleteNotice', data: { noticeId: 'n1' } }, noticeDecider.evolve(s, del[0]!))).toThrow(
      'Notice not found.',
    );
  });
});

describe('inbox decider', () => {
  it('records a read once', () => {
    const cmd = { type: 'MarkNotificationRead' as const, data: { notificationId: 'n1.u1', userId: 'u1' } };
    const first = inboxDecider.decide(cmd, inboxDecider.initialState());
    expect(first).toHaveLength(1);
    const s = first.reduce((st, e) => inboxDecider.evolve(st, e as CommunicationEvent), inboxDecider.initialState());
    expect(inboxDecider.decide(cmd, s)).toEqual([]);
  });
});
