import { describe, expect, it } from 'vitest';
import { CLASS_JOIN_ERRORS, MAX_CHAT_MESSAGE_LENGTH, type ClassEvent, type LeaveReason } from '@school/contracts';
import { deciderSpec } from '../../../platform/testing/decider-spec.js';
import { NOW, data, marked, scheduled } from '../class-fixtures.test-util.js';
import { classDecider, joinRefusal, type ClassCommand, type ClassStreamEvent } from '../decider.js';
import { classChatDecider, type ClassChatCommand } from './chat.js';

/** The live class's rules on the class stream (go live, enter, leave, end, notify) and the chat's (issue 16). */
describe('class decider: live classes', () => {
  const online: ClassEvent = { type: 'ClassScheduled', data: { ...data, type: 'ONLINE' } };
  const DURING = '2026-03-02T09:10:00.000Z';
  const goLive = (over: Partial<Extract<ClassCommand, { type: 'GoLive' }>> = {}): ClassCommand => ({
    type: 'GoLive',
    by: 't1',
    now: DURING,
    isHoliday: false,
    notifyStudents: true,
    joinWithoutVideo: false,
    joinWithoutAudio: true,
    ...over,
  });
  const enter = (studentId: string, over: Partial<Extract<ClassCommand, { type: 'EnterClass' }>> = {}): ClassCommand => ({
    type: 'EnterClass',
    studentId,
    now: DURING,
    isHoliday: false,
    batchStudentIds: ['s-a', 's-b', 's-c'],
    ...over,
  });
  const started: ClassStreamEvent = {
    type: 'LiveClassStarted',
    data: {
      classId: 'c1',
      batchId: 'b1',
      teacherId: 't1',
      at: DURING,
      notifyStudents: true,
      joinWithoutVideo: false,
      joinWithoutAudio: true,
    },
  };
  const entered = (studentId: string, at = DURING): ClassStreamEvent => ({
    type: 'StudentEnteredClass',
    data: { classId: 'c1', batchId: 'b1', studentId, at },
  });
  const left = (studentId: string, at: string, reason: LeaveReason): ClassStreamEvent => ({
    type: 'StudentLeftClass',
    data: { classId: 'c1', batchId: 'b1', studentId, at, reason },
  });
  const present = (studentId: string) => ({ ...marked([[studentId, 'PRESENT']]) }) as ClassStreamEvent;
  const live = deciderSpec(classDecider);

  describe('joinRefusal: the spec messages in the spec order', () => {
    const state = (...events: ClassStreamEvent[]) => live.given(online, ...events).state;
    it('refuses a cancelled class first, then a holiday, before start, after end, and an offline class', () => {
      const cancelled = state({ type: 'ClassCancelled', data: { classId: 'c1', batchId: 'b1', reason: 'x' } });
      expect(joinRefusal(cancelled, DURING, true)).toBe('Class is cancelled.');
      expect(joinRefusal(state(), DURING, true)).toBe('Class suspended due to holiday.');
      expect(joinRefusal(state(), '2026-03-02T08:59:59.000Z', false)).toBe('Class is not yet started.Join after the start time.');
      expect(joinRefusal(state(), '2026-03-02T10:00:00.000Z', false)).toBe('Class ended. Can not join a class after it was ended.');
      const offline = live.given(scheduled).state;
      expect(joinRefusal(offline, DURING, false)).toBe('Class is not online. Join a class that is online.');
      expect(joinRefusal(state(), DURING, false)).toBeNull();
      expect(joinRefusal(state(), data.startTime, false)).toBeNull();
    });
    it('an ended class is ended before its end time, and even before its start', () => {
      const ended = state(started, {
        type: 'LiveClassEnded',
        data: { classId: 'c1', batchId: 'b1', teacherId: 't1', at: DURING, absent: [] },
      });
      expect(joinRefusal(ended, '2026-03-02T09:20:00.000Z', false)).toBe(CLASS_JOIN_ERRORS.ended);
      expect(joinRefusal(ended, '2026-03-02T08:00:00.000Z', false)).toBe(CLASS_JOIN_ERRORS.ended);
    });
  });

  describe('GoLive', () => {
    it("records the teacher's options at the server's time", () => {
      live.given(online).when(goLive()).then([started]);
      expect(live.given(online, started).state.liveSince).toBe(DURING);
    });
    it('a later Go Live records again', () => {
      const later = '2026-03-02T09:40:00.000Z';
      const events = live
        .given(online, started)
        .when(goLive({ now: later, notifyStudents: false }))
        .events();
      expect(events).toEqual([{ type: 'LiveClassStarted', data: { ...started.data, at: later, notifyStudents: false } }]);
    });
    it('only the class teacher goes live', () => {
      live
        .given(online)
        .when(goLive({ by: 't2' }))
        .thenThrows({ message: 'Only the teacher of this class may go live.', status: 403 });
    });
    it('is refused with the join errors', () => {
      live
        .given(online)
        .when(goLive({ isHoliday: true }))
        .thenThrows({ message: CLASS_JOIN_ERRORS.holiday, status: 409 });
      live
        .given(online)
        .when(goLive({ now: NOW }))
        .thenThrows({ message: CLASS_JOIN_ERRORS.notStarted, status: 409 });
      live.given(scheduled).when(goLive()).thenThrows({ message: CLASS_JOIN_ERRORS.notOnline, status: 409 });
      live.given().when(goLive()).thenThrows({ message: 'Class not found.', status: 404 });
    });
  });

  describe('EnterClass and LeaveClass', () => {
    it('the first entry records the time and marks PRESENT in the same append', () => {
      live
        .given(online)
        .when(enter('s-a'))
        .then([entered('s-a'), present('s-a')]);
    });
    it('a student already PRESENT gets only the entry; one already in gets nothing', () => {
      live
        .given(online, present('s-a'))
        .when(enter('s-a'))
        .then([entered('s-a')]);
      live
        .given(online, entered('s-a'), present('s-a'))
        .when(enter('s-a', { now: '2026-03-02T09:20:00.000Z' }))
        .then([]);
    });
    it('a student marked ABSENT or LEAVE who enters is marked PRESENT', () => {
      live
        .given(online, marked([['s-a', 'ABSENT']]) as ClassStreamEvent)
        .when(enter('s-a'))
        .then([entered('s-a'), present('s-a')]);
    });
    it('a rejoin after leaving is a new entry of the same record (no new mark)', () => {
      const at = '2026-03-02T09:30:00.000Z';
      live
        .given(online, entered('s-a'), present('s-a'), left('s-a', '2026-03-02T09:20:00.000Z', 'CLOSED'))
        .when(enter('s-a', { now: at }))
        .then([entered('s-a', at)]);
    });
    it('refuses a student of another batch and the join errors', () => {
      live.given(online).when(enter('s-x')).thenThrows({ message: CLASS_JOIN_ERRORS.notYours, status: 403 });
      live
        .given(online)
        .when(enter('s-a', { now: '2026-03-02T10:00:00.000Z' }))
        .thenThrows({ message: CLASS_JOIN_ERRORS.ended, status: 409 });
      live
        .given(online, { type: 'ClassCancelled', data: { classId: 'c1', batchId: 'b1', reason: 'x' } })
        .when(enter('s-a'))
        .thenThrows({ message: CLASS_JOIN_ERRORS.cancelled, status: 409 });
    });
    it('LeaveClass records the time and reason; nothing when the student is not in', () => {
      const at = '2026-03-02T09:25:00.000Z';
      live
        .given(online, entered('s-a'))
        .when({ type: 'LeaveClass', studentId: 's-a', at, reason: 'LOST' })
        .then([left('s-a', at, 'LOST')]);
      live.given(online).when({ type: 'LeaveClass', studentId: 's-a', at, reason: 'LEFT' }).then([]);
      live
        .given(online, entered('s-a'), left('s-a', at, 'LEFT'))
        .when({ type: 'LeaveClass', studentId: 's-a', at, reason: 'LEFT' })
        .then([]);
    });
    it('keeps who is in and who ever entered', () => {
      const s = live.given(online, entered('s-a'), entered('s-b'), left('s-a', '2026-03-02T09:20:00.000Z', 'LEFT')).state;
      expect(Object.keys(s.inRoom)).toEqual(['s-b']);
      expect(Object.keys(s.entered).sort()).toEqual(['s-a', 's-b']);
    });
  });

  describe('EndClass', () => {
    const END = '2026-03-02T09:50:00.000Z';
    const end = (over: Partial<Extract<ClassCommand, { type: 'EndClass' }>> = {}): ClassCommand => ({
      type: 'EndClass',
      by: 't1',
      now: END,
      batchStudentIds: ['s-a', 's-b', 's-c', 's-d'],
      ...over,
    });
    it('ends, records those in as left (ENDED) and marks the never-entered ABSENT; a LEAVE mark stays', () => {
      const given = [
        online,
        started,
        entered('s-a'),
        present('s-a'),
        entered('s-b'),
        present('s-b'),
        left('s-b', '2026-03-02T09:30:00.000Z', 'LEFT'),
        marked([['s-d', 'LEAVE']]) as ClassStreamEvent,
      ];
      live
        .given(...given)
        .when(end())
        .then([
          { type: 'LiveClassEnded', data: { classId: 'c1', batchId: 'b1', teacherId: 't1', at: END, absent: ['s-c'] } },
          left('s-a', END, 'ENDED'),
          marked([['s-c', 'ABSENT']]) as ClassStreamEvent,
        ]);
      const after = live.given(
        ...given,
        ...live
          .given(...given)
          .when(end())
          .events(),
      ).state;
      expect(after.endedAt).toBe(END);
      expect(after.inRoom).toEqual({});
      expect(after.marks).toEqual({ 's-a': 'PRESENT', 's-b': 'PRESENT', 's-c': 'ABSENT', 's-d': 'LEAVE' });
    });
    it('is refused when already ended, not live, not online or cancelled', () => {
      const ended: ClassStreamEvent = {
        type: 'LiveClassEnded',
        data: { classId: 'c1', batchId: 'b1', teacherId: 't1', at: END, absent: [] },
      };
      live.given(online, started, ended).when(end()).thenThrows({ message: 'This class has ended already.', status: 409 });
      live.given(online).when(end()).thenThrows({ message: 'This class is not live.', status: 409 });
      live.given(scheduled).when(end()).thenThrows({ message: CLASS_JOIN_ERRORS.notOnline, status: 409 });
      live
        .given(online, { type: 'ClassCancelled', data: { classId: 'c1', batchId: 'b1', reason: 'x' } })
        .when(end())
        .thenThrows({ message: CLASS_JOIN_ERRORS.cancelled, status: 409 });
      live.given().when(end()).thenThrows({ message: 'Class not found.', status: 404 });
    });
    it('after the end nobody enters', () => {
      const ended: ClassStreamEvent = {
        type: 'LiveClassEnded',
        data: { classId: 'c1', batchId: 'b1', teacherId: 't1', at: END, absent: [] },
      };
      live
        .given(online, started, ended)
        .when(enter('s-a', { now: '2026-03-02T09:55:00.000Z' }))
        .thenThrows(CLASS_JOIN_ERRORS.ended);
    });
  });

  describe('NotifyLiveClass', () => {
    const notify = (over: Partial<Extract<ClassCommand, { type: 'NotifyLiveClass' }>> = {}): ClassCommand => ({
      type: 'NotifyLiveClass',
      now: DURING,
      isHoliday: false,
      title: ' Mathematics class for B.Tech ',
      description: 'Nina Rao is live now.',
      batchStudentIds: ['s-a', 's-b'],
      ...over,
    });
    it("names the batch's students as recipients", () => {
      live
        .given(online)
        .when(notify())
        .then([
          {
            type: 'LiveClassNotified',
            data: {
              classId: 'c1',
              batchId: 'b1',
              title: 'Mathematics class for B.Tech',
              description: 'Nina Rao is live now.',
              recipients: ['s-a', 's-b'],
            },
          },
        ]);
    });
    it('is refused when the class cannot be joined', () => {
      live
        .given(online)
        .when(notify({ isHoliday: true }))
        .thenThrows({ message: CLASS_JOIN_ERRORS.holiday, status: 409 });
      live
        .given(online)
        .when(notify({ now: '2026-03-02T11:00:00.000Z' }))
        .thenThrows({ message: CLASS_JOIN_ERRORS.ended, status: 409 });
    });
  });
});

describe('class chat decider', () => {
  const chat = deciderSpec(classChatDecider);
  const klass = deciderSpec(classDecider).given({ type: 'ClassScheduled', data: { ...data, type: 'ONLINE' } }).state;
  const DURING = '2026-03-02T09:10:00.000Z';
  const post = (message: string, over: Partial<Extract<ClassChatCommand, { type: 'PostChatMessage' }>> = {}): ClassChatCommand => ({
    type: 'PostChatMessage',
    messageId: 'm1',
    userId: 's-a',
    message,
    now: DURING,
    klass,
    isHoliday: false,
    ...over,
  });
  const posted = {
    type: 'ClassChatMessagePosted',
    data: { classId: 'c1', batchId: 'b1', messageId: 'm1', userId: 's-a', message: 'Hello', at: DURING },
  } as const;
  const remove = (over: Partial<Extract<ClassChatCommand, { type: 'RemoveChatMessage' }>> = {}): ClassChatCommand => ({
    type: 'RemoveChatMessage',
    messageId: 'm1',
    by: 't1',
    mayRemove: true,
    classId: 'c1',
    batchId: 'b1',
    reason: ' rude ',
    ...over,
  });
  it('posts the trimmed message; refuses a blank or too long one', () => {
    chat.given().when(post('  Hello \n')).then([posted]);
    chat.given().when(post(' \n\t ')).thenThrows({ message: 'Message is required.', status: 400 });
    expect(
      chat
        .given()
        .when(post('x'.repeat(MAX_CHAT_MESSAGE_LENGTH)))
        .events(),
    ).toHaveLength(1);
    chat
      .given()
      .when(post('x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1)))
      .thenThrows({ message: `at most ${MAX_CHAT_MESSAGE_LENGTH}`, status: 400 });
  });
  it('posts only while the class can be joined', () => {
    chat
      .given()
      .when(post('Hi', { now: '2026-03-02T08:00:00.000Z' }))
      .thenThrows({ message: CLASS_JOIN_ERRORS.notStarted, status: 409 });
    chat
      .given()
      .when(post('Hi', { isHoliday: true }))
      .thenThrows({ message: CLASS_JOIN_ERRORS.holiday, status: 409 });
    chat
      .given()
      .when(post('Hi', { klass: classDecider.initialState() }))
      .thenThrows({ status: 404 });
  });
  it('removes a message with a reason, once; refuses another user or a missing message', () => {
    chat
      .given(posted)
      .when(remove())
      .then([
        { type: 'ClassChatMessageRemoved', data: { classId: 'c1', batchId: 'b1', messageId: 'm1', removedBy: 't1', reason: 'rude' } },
      ]);
    const removed = chat.given(posted).when(remove()).events();
    expect(chat.given(posted, ...removed).state.lines).toEqual([
      { messageId: 'm1', userId: 's-a', message: 'Hello', at: DURING, removed: true },
    ]);
    chat
      .given(posted, ...removed)
      .when(remove())
      .then([]);
    chat
      .given(posted)
      .when(remove({ mayRemove: false }))
      .thenThrows({ status: 403 });
    chat.given().when(remove()).thenThrows({ message: 'Message not found.', status: 404 });
  });
});
