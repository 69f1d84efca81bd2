import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { classChatMessageProjection, lectureLiveProjection, lecturePresenceProjection } from './index.js';

const spec = projectionSpec(lecturePresenceProjection, lectureLiveProjection, classChatMessageProjection);
const cls = { classId: 'c1', batchId: 'b1' };
const onClass = { streamId: 'class-c1' };
const onChat = { streamId: 'classChat-c1' };
const at = (hhmm: string) => `2026-11-25T${hhmm}:00.000Z`;
const enter = (studentId: string, hhmm: string) => spec.event('StudentEnteredClass', { ...cls, studentId, at: at(hhmm) }, onClass);
const leave = (studentId: string, hhmm: string, reason = 'LEFT') =>
  spec.event('StudentLeftClass', { ...cls, studentId, at: at(hhmm), reason }, onClass);
const ended = (hhmm: string, absent: string[] = []) =>
  spec.event('LiveClassEnded', { ...cls, teacherId: 't1', at: at(hhmm), absent }, onClass);
const started = (hhmm: string) =>
  spec.event(
    'LiveClassStarted',
    { ...cls, teacherId: 't1', at: at(hhmm), notifyStudents: true, joinWithoutVideo: false, joinWithoutAudio: false },
    onClass,
  );

const presence = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({
    student: r.student_id,
    enter: r.time_of_enter ? new Date(r.time_of_enter as string).toISOString().slice(11, 16) : null,
    exit: r.time_of_exit ? new Date(r.time_of_exit as string).toISOString().slice(11, 16) : null,
    minutes: Number(r.seconds_attended) / 60,
    inRoom: r.entered_at !== null,
  }));

describe('lecture_presence', () => {
  it('continues the same record on a rejoin: the first entry, the last exit, the minutes inside', async () => {
    const rows = await spec
      .given(started('09:58'))
      .when(enter('s1', '10:00'), leave('s1', '10:20'), enter('s1', '10:25'), leave('s1', '10:40', 'CLOSED'))
      .then('lecture_presence', 'student_id');
    expect(presence(rows)).toEqual([{ student: 's1', enter: '10:00', exit: '10:40', minutes: 35, inRoom: false }]);
  });

  it('keeps a student in the room until they leave; the open interval counts only once it is closed', async () => {
    const rows = await spec
      .given(enter('s1', '10:00'), leave('s1', '10:20'))
      .when(enter('s1', '10:25'))
      .then('lecture_presence', 'student_id');
    expect(presence(rows)).toEqual([{ student: 's1', enter: '10:00', exit: '10:20', minutes: 20, inRoom: true }]);
  });

  it('a second entry while in the room (another tab) does not restart the interval', async () => {
    const rows = await spec
      .given(enter('s1', '10:00'))
      .when(enter('s1', '10:05'), leave('s1', '10:30'))
      .then('lecture_presence', 'student_id');
    expect(presence(rows)).toEqual([{ student: 's1', enter: '10:00', exit: '10:30', minutes: 30, inRoom: false }]);
  });

  it('closes the open intervals when the class ends; a student who already left keeps their exit', async () => {
    const rows = await spec
      .given(enter('s1', '10:00'), enter('s2', '10:10'), leave('s2', '10:30'))
      .when(ended('10:45', ['s3']))
      .then('lecture_presence', 'student_id');
    expect(presence(rows)).toEqual([
      { student: 's1', enter: '10:00', exit: '10:45', minutes: 45, inRoom: false },
      { student: 's2', enter: '10:10', exit: '10:30', minutes: 20, inRoom: false },
    ]);
  });

  it("the ending's own leave (reason ENDED) then the ending: counted once", async () => {
    const rows = await spec
      .given(enter('s1', '10:00'))
      .when(leave('s1', '10:50', 'ENDED'), ended('10:50'))
      .then('lecture_presence', 'student_id');
    expect(presence(rows)).toEqual([{ student: 's1', enter: '10:00', exit: '10:50', minutes: 50, inRoom: false }]);
  });

  it('a leave without an entry writes nothing', async () => {
    expect(await spec.when(leave('s9', '10:00')).then('lecture_presence', 'student_id')).toEqual([]);
  });

  it('names the student whose time changed, and the teacher when the class ends', async () => {
    expect(await lecturePresenceProjection.ownersOf!(enter('s1', '10:00'), { tx: spec.db(), table: () => null as never })).toEqual(['s1']);
    expect(await lecturePresenceProjection.ownersOf!(ended('10:00'), { tx: spec.db(), table: () => null as never })).toEqual(['t1']);
  });
});

describe('lecture_live', () => {
  it('is live since the Go Live, then ended; a later Go Live is live again', async () => {
    const live = async (...events: ReturnType<typeof started>[]) =>
      (await spec.when(...events).then('lecture_live')).map((r) => ({
        id: r.id,
        liveSince: r.live_since ? new Date(r.live_since as string).toISOString() : null,
        endedAt: r.ended_at ? new Date(r.ended_at as string).toISOString() : null,
      }));
    expect(await live(started('10:00'))).toEqual([{ id: 'c1', liveSince: at('10:00'), endedAt: null }]);
    expect(await live(started('10:00'), ended('10:45'))).toEqual([{ id: 'c1', liveSince: at('10:00'), endedAt: at('10:45') }]);
    expect(await live(started('10:00'), started('10:05'))).toEqual([{ id: 'c1', liveSince: at('10:05'), endedAt: null }]);
  });
});

describe('class_chat_message', () => {
  const posted = (messageId: string, userId: string, message: string, hhmm: string) =>
    spec.event('ClassChatMessagePosted', { ...cls, messageId, userId, message, at: at(hhmm) }, onChat);
  it('keeps each message with its class, batch and author; a removed one stays, marked', async () => {
    const rows = await spec
      .given(posted('m1', 's1', 'Good morning', '10:01'), posted('m2', 's2', 'Hello', '10:02'))
      .when(spec.event('ClassChatMessageRemoved', { ...cls, messageId: 'm2', removedBy: 't1', reason: 'Off topic' }, onChat))
      .then('class_chat_message', 'created_at, id');
    expect(
      rows.map((r) => ({
        id: r.id,
        institute: r.institute_id,
        cls: r.class_id,
        batch: r.batch_id,
        user: r.user_id,
        message: r.message,
        at: new Date(r.created_at as string).toISOString(),
        removed: r.removed_at !== null,
      })),
    ).toEqual([
      { id: 'm1', institute: 'i1', cls: 'c1', batch: 'b1', user: 's1', message: 'Good morning', at: at('10:01'), removed: false },
      { id: 'm2', institute: 'i1', cls: 'c1', batch: 'b1', user: 's2', message: 'Hello', at: at('10:02'), removed: true },
    ]);
  });

  it('posting the same message again writes it once', async () => {
    const again = posted('m1', 's1', 'Good morning', '10:01');
    expect(await spec.when(again, again).then('class_chat_message')).toHaveLength(1);
  });
});
