import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { CHAT_RATE_LIMIT, CLASS_JOIN_ERRORS, MAX_CHAT_MESSAGE_LENGTH, type RecordedEvent } from '@school/contracts';
import { liveRoomsOf } from '../server/src/modules/classes/index.js';
import { at, classesWorld, MON } from './support/classes-world.js';
import { newUser } from './support/people.js';
import { wsClient, type Socket } from './support/ws.js';
import type { TestApp } from './support/harness.js';

/**
 * Live classes (issue 16): the join rules over HTTP, the room on our websocket (presence, chat, hands), the attendance
 * the server sees (entering, leaving, the grace after a dropped socket), ending a class and notifying its students.
 */
const world = classesWorld();
const { call, ok, refused, id, klass, clock } = world;
const WED = '2026-11-25';
let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let hod: Record<string, string>;
let adminB: Record<string, string>;
type Person = { id: string; headers: Record<string, string> };
let nina: Person;
let omar: Person;
let zara: Person;
let ravi: Person;
let studentId = '';
let ws: Awaited<ReturnType<typeof wsClient>>;
/** The online class everything happens in: Monday 10:00–11:00, Nina's Mathematics in batch A. */
let live = '';

const tokenOf = (h: Record<string, string>) => h.authorization!.replace('Bearer ', '');
const send = (s: Socket, msg: object) => s.ws.send(JSON.stringify(msg));
// biome-ignore lint/suspicious/noExplicitAny: the room's messages are read loosely in assertions
type Any = Record<string, any>;
/** Waits for a message the socket received (after `from`) that the predicate accepts. */
async function received(s: Socket, pred: (m: Any) => boolean, from = 0, ms = 3000): Promise<Any> {
  const until = Date.now() + ms;
  for (;;) {
    const m = (s.messages.slice(from) as Any[]).find(pred);
    if (m) return m;
    if (Date.now() > until) throw new Error(`no such message; got ${JSON.stringify(s.messages.slice(from))}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}
const ofType = (type: string) => (m: Any) => m.type === type;
const events = async (classId: string, type?: string): Promise<RecordedEvent[]> =>
  (await t.rt.store.readStream(`class-${classId}`)).filter((e) => !type || e.type === type);
const chatEvents = async (classId: string) => t.rt.store.readStream(`classChat-${classId}`);
const joinHttp = (classId: string, h: Record<string, string>) => call('POST', `lms/join/${classId}`, h);
/** Opens a socket and joins the room; resolves with the room-state it got. */
async function joined(h: Record<string, string>, classId: string, extra: object = {}) {
  const s = await ws.connect(tokenOf(h));
  const from = s.messages.length;
  send(s, { type: 'join-to-class', roomId: classId, user: 'ignored', ...extra });
  const state = await received(s, (m) => m.type === 'room-state' || m.type === 'room-error', from);
  return { s, state };
}

beforeAll(async () => {
  await world.setup();
  ({ t, admin, student, parent, hod, adminB, nina, omar, zara } = world);
  studentId = world.ids.student;
  ravi = await newUser(t, admin, 'STUDENT', { name: 'Ravi Das' });
  await ok(call('PUT', `user/update/${ravi.id}`, admin, { batch: world.ids.batchA }));
  live = await id(call('POST', 'class/create', admin, klass()));
  ws = await wsClient(t);
  await t.settle();
});
afterAll(async () => {
  ws?.closeAll();
  await t?.close();
});

describe('who may join, and when (POST lms/join/:classId)', () => {
  it('refuses before the start time, then lets the teacher, a student of the batch and the office in', async () => {
    clock.set(at(MON, '09:59'));
    await refused(joinHttp(live, student), 409, CLASS_JOIN_ERRORS.notStarted);
    await refused(joinHttp(live, nina.headers), 409, 'Class is not yet started.Join after the start time.');
    clock.set(at(MON, '10:00'));
    const r = await ok(joinHttp(live, student));
    expect(r.json().data).toEqual({
      classId: live,
      title: 'Mathematics class for B.Tech',
      startTime: '2026-11-23T04:30:00.000Z',
      endTime: '2026-11-23T05:30:00.000Z',
      as: 'STUDENT',
      liveSince: null,
      endedAt: null,
    });
    expect((await ok(joinHttp(live, nina.headers))).json().data.as).toBe('TEACHER');
    expect((await ok(joinHttp(live, admin))).json().data.as).toBe('OBSERVER');
  });

  it("refuses another teacher (even the batch's H.O.D.), a parent, and another institute", async () => {
    await refused(joinHttp(live, omar.headers), 403, CLASS_JOIN_ERRORS.notYours);
    await refused(joinHttp(live, hod), 403, CLASS_JOIN_ERRORS.notYours);
    await refused(joinHttp(live, parent), 403);
    await refused(joinHttp(live, adminB), 404, 'Class not found.');
    await refused(joinHttp('nope', admin), 404, 'Class not found.');
  });

  it('refuses a student of another batch', async () => {
    const other = await newUser(t, admin, 'STUDENT', { name: 'Other Two' });
    await ok(call('PUT', `user/update/${other.id}`, admin, { batch: world.ids.batchB }));
    await t.settle();
    await refused(joinHttp(live, other.headers), 403, CLASS_JOIN_ERRORS.notYours);
  });

  it('refuses a cancelled class, a holiday, an ended class and an offline class with the spec messages', async () => {
    clock.set(at(MON, '09:30'));
    const cancelled = await id(call('POST', 'class/create', admin, klass({ startTime: at(MON, '12:00'), endTime: at(MON, '13:00') })));
    await ok(call('PUT', `class/cancel/${cancelled}`, admin, { reason: 'Teacher away' }));
    await ok(call('POST', 'holiday', admin, { startDate: WED, endDate: WED, title: 'Festival' }));
    await t.settle(); // the join reads holidays from their read model
    const holiday = await id(call('POST', 'class/create', admin, klass({ startTime: at(WED, '10:00'), endTime: at(WED, '11:00') })));
    const offline = await id(
      call('POST', 'class/create', admin, klass({ startTime: at(MON, '12:00'), endTime: at(MON, '13:00'), type: 'OFFLINE' })),
    );
    const early = await id(call('POST', 'class/create', admin, klass({ startTime: at(MON, '07:00'), endTime: at(MON, '08:00') })));
    clock.set(at(MON, '12:10'));
    await refused(joinHttp(cancelled, student), 409, 'Class is cancelled.');
    await refused(joinHttp(offline, nina.headers), 409, 'Class is not online. Join a class that is online.');
    await refused(joinHttp(early, student), 409, 'Class ended. Can not join a class after it was ended.');
    clock.set(at(WED, '10:10'));
    await refused(joinHttp(holiday, student), 409, 'Class suspended due to holiday.');
    // The join error comes after who-may: a stranger hears 403, not the timing.
    await refused(joinHttp(cancelled, omar.headers), 403, CLASS_JOIN_ERRORS.notYours);
    clock.set(at(MON, '10:00'));
  });
});

describe('the room on the websocket', () => {
  let teacher: Socket;
  let pupil: Socket;

  it('refuses a join that the rules refuse, with the spec message', async () => {
    clock.set(at(MON, '09:00'));
    const { s, state } = await joined(student, live);
    expect(state).toMatchObject({ type: 'room-error', roomId: live, for: 'join-to-class', error: CLASS_JOIN_ERRORS.notStarted });
    const { state: stranger } = await joined(omar.headers, live);
    expect(stranger).toMatchObject({ type: 'room-error', error: CLASS_JOIN_ERRORS.notYours });
    s.ws.close();
    expect(await events(live, 'StudentEnteredClass')).toEqual([]);
    clock.set(at(MON, '10:05'));
  });

  it('a student who joins is recorded present at the time the server saw them enter', async () => {
    const r = await joined(student, live);
    pupil = r.s;
    expect(r.state).toMatchObject({ type: 'room-state', roomId: live, messages: [], liveSince: null, endedAt: null });
    expect(r.state.participants.map((p: Any) => p._id)).toEqual([studentId]);
    const entered = await events(live, 'StudentEnteredClass');
    expect(entered.map((e) => e.data)).toEqual([{ classId: live, batchId: world.ids.batchA, studentId, at: '2026-11-23T04:35:00.000Z' }]);
    const marks = await events(live, 'ClassAttendanceMarked');
    expect(marks.map((e) => (e.data as Any).marks)).toEqual([[{ studentId, status: 'PRESENT' }]]);
  });

  it("the teacher's join goes live with the options; the room hears who joined and that the class is live", async () => {
    clock.set(at(MON, '10:06'));
    const from = pupil.messages.length;
    const r = await joined(nina.headers, live, { joinWithoutAudio: true, notifyStudents: true });
    teacher = r.s;
    expect(r.state.participants.map((p: Any) => [p._id, p.canSpeak]).sort()).toEqual(
      [
        [nina.id, true],
        [studentId, false],
      ].sort(),
    );
    const joinedMsg = await received(pupil, ofType('new-user-joined'), from);
    expect(joinedMsg.user).toMatchObject({ _id: nina.id, displayName: 'Nina Rao', role: 'TEACHER', canSpeak: true, handRaised: false });
    const liveMsg = await received(pupil, ofType('class-live'), from);
    expect(liveMsg).toEqual({
      type: 'class-live',
      roomId: live,
      liveSince: '2026-11-23T04:36:00.000Z',
      joinWithoutVideo: false,
      joinWithoutAudio: true,
    });
    expect((await events(live, 'LiveClassStarted')).map((e) => e.data)).toEqual([
      {
        classId: live,
        batchId: world.ids.batchA,
        teacherId: nina.id,
        at: '2026-11-23T04:36:00.000Z',
        notifyStudents: true,
        joinWithoutVideo: false,
        joinWithoutAudio: true,
      },
    ]);
    // The teacher's join records no attendance.
    expect((await events(live, 'StudentEnteredClass')).length).toBe(1);
    expect((await ok(joinHttp(live, student))).json().data.liveSince).toBe('2026-11-23T04:36:00.000Z');
  });

  it('the office may watch: in the room, no attendance, no going live', async () => {
    const before = (await events(live)).length;
    const from = teacher.messages.length;
    const { s, state } = await joined(admin, live);
    expect(state.type).toBe('room-state');
    expect(state.liveSince).toBe('2026-11-23T04:36:00.000Z');
    expect((await received(teacher, ofType('new-user-joined'), from)).user.role).toBe('ADMIN');
    const f2 = teacher.messages.length;
    s.ws.close();
    expect((await received(teacher, ofType('user-leaving'), f2)).user.role).toBe('ADMIN');
    expect((await events(live)).length).toBe(before);
  });

  it('chat: a trimmed message reaches the room; blank and too long ones are refused', async () => {
    const from = teacher.messages.length;
    const pfrom = pupil.messages.length;
    send(pupil, { type: 'message-to-chat', roomId: live, user: studentId, message: '  Good morning  ' });
    const got = await received(teacher, ofType('message-receive'), from);
    expect(got.message).toMatchObject({ message: 'Good morning', user: { _id: studentId }, createdAt: '2026-11-23T04:36:00.000Z' });
    expect((await received(pupil, ofType('message-receive'), pfrom)).message._id).toBe(got.message._id);
    send(pupil, { type: 'message-to-chat', roomId: live, user: studentId, message: ' \n ' });
    expect(await received(pupil, ofType('room-error'), pfrom)).toMatchObject({ for: 'message-to-chat', error: 'Message is required.' });
    const p2 = pupil.messages.length;
    send(pupil, { type: 'message-to-chat', roomId: live, user: studentId, message: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1) });
    expect((await received(pupil, ofType('room-error'), p2)).error).toContain(`at most ${MAX_CHAT_MESSAGE_LENGTH}`);
    const posted = await chatEvents(live);
    expect(posted.map((e) => (e.data as Any).message)).toEqual(['Good morning']);
  });

  it(`chat: at most ${CHAT_RATE_LIMIT} messages in the window per user`, async () => {
    clock.set(at(MON, '10:08'));
    const from = pupil.messages.length;
    for (let i = 1; i <= CHAT_RATE_LIMIT + 1; i++)
      send(pupil, { type: 'message-to-chat', roomId: live, user: studentId, message: `m${i}` });
    const err = await received(pupil, (m) => m.type === 'room-error' && m.for === 'message-to-chat', from);
    expect(err.error).toBe('You may send at most 5 messages in 10 seconds.');
    await received(pupil, (m) => m.type === 'message-receive' && m.message.message === `m${CHAT_RATE_LIMIT}`, from);
    expect((await chatEvents(live)).length).toBe(1 + CHAT_RATE_LIMIT);
    // The window moves with the clock.
    clock.set(at(MON, '10:09'));
    const f2 = pupil.messages.length;
    send(pupil, { type: 'message-to-chat', roomId: live, user: studentId, message: 'again' });
    await received(pupil, (m) => m.type === 'message-receive' && m.message.message === 'again', f2);
  });

  it('the teacher removes a message; a student may not', async () => {
    const first = (await chatEvents(live))[0]!.data as Any;
    const from = pupil.messages.length;
    send(pupil, { type: 'remove-chat-message', roomId: live, messageId: first.messageId });
    expect((await received(pupil, ofType('room-error'), from)).error).toContain("Only the class's teacher");
    send(teacher, { type: 'remove-chat-message', roomId: live, messageId: first.messageId, reason: 'test' });
    expect(await received(pupil, ofType('message-removed'), from)).toEqual({
      type: 'message-removed',
      roomId: live,
      messageId: first.messageId,
    });
    const removed = (await chatEvents(live)).filter((e) => e.type === 'ClassChatMessageRemoved');
    expect(removed.map((e) => e.data)).toEqual([
      { classId: live, batchId: world.ids.batchA, messageId: first.messageId, removedBy: nina.id, reason: 'test' },
    ]);
  });

  it('a student raises a hand and the teacher lets them speak', async () => {
    const from = teacher.messages.length;
    send(pupil, { type: 'raise-hand', roomId: live, raised: true });
    expect((await received(teacher, ofType('participant-changed'), from)).user).toMatchObject({
      _id: studentId,
      handRaised: true,
      canSpeak: false,
    });
    const f2 = teacher.messages.length;
    const p2 = pupil.messages.length;
    send(pupil, { type: 'allow-speak', roomId: live, userId: studentId, allowed: true });
    expect((await received(pupil, ofType('room-error'), p2)).error).toBe('Only the teacher lets a student speak.');
    send(teacher, { type: 'allow-speak', roomId: live, userId: studentId, allowed: true });
    expect((await received(teacher, ofType('participant-changed'), f2)).user).toMatchObject({
      _id: studentId,
      handRaised: false,
      canSpeak: true,
    });
  });

  it("signalling from a socket in the room goes to the video port, with the peer's part; speaking goes there too", async () => {
    const video = liveRoomsOf(t.app.hub)!.video;
    const signal = vi.spyOn(video, 'signal');
    const speak = vi.spyOn(video, 'setCanSpeak');
    try {
      send(teacher, { type: 'rtc-offer', roomId: live, sdp: 'v=0' });
      send(pupil, { type: 'rtc-ice', roomId: live, candidate: 'c' });
      await expect.poll(() => signal.mock.calls.length).toBe(2);
      const [room, peer, msg] = signal.mock.calls[0]!;
      expect(room).toBe(live);
      expect(peer).toMatchObject({ userId: nina.id, isTeacher: true });
      expect(typeof peer.peerId).toBe('string');
      expect(msg).toEqual({ type: 'rtc-offer', roomId: live, sdp: 'v=0' });
      expect(signal.mock.calls[1]![1]).toMatchObject({ userId: studentId, isTeacher: false });
      // What the port sends a peer reaches that socket.
      const from = pupil.messages.length;
      signal.mock.calls[1]![1].send({ type: 'rtc-answer', roomId: live, sdp: 'x' });
      expect(await received(pupil, ofType('rtc-answer'), from)).toEqual({ type: 'rtc-answer', roomId: live, sdp: 'x' });
      const f2 = teacher.messages.length;
      send(teacher, { type: 'allow-speak', roomId: live, userId: studentId, allowed: false });
      await received(teacher, ofType('participant-changed'), f2);
      expect(speak.mock.calls).toEqual([[live, signal.mock.calls[1]![1].peerId, false]]);
    } finally {
      signal.mockRestore();
      speak.mockRestore();
    }
  });

  it('signalling and chat from a socket that has not joined are refused', async () => {
    const s = await ws.connect(tokenOf(zara.headers));
    send(s, { type: 'rtc-offer', roomId: live, sdp: 'x' });
    expect(await received(s, ofType('room-error'))).toMatchObject({ for: 'rtc-offer', error: 'Join the class first.' });
    send(s, { type: 'message-to-chat', roomId: live, user: zara.id, message: 'hi' });
    expect(await received(s, (m) => m.type === 'room-error' && m.for === 'message-to-chat')).toMatchObject({
      error: 'Join the class first.',
    });
    s.ws.close();
  });

  it('a student who reloads within the grace continues the same record and sees the chat so far', async () => {
    const rooms = liveRoomsOf(t.app.hub)!;
    rooms.graceMs = 1500;
    clock.set(at(MON, '10:15'));
    const from = teacher.messages.length;
    pupil.ws.terminate();
    expect((await received(teacher, ofType('user-leaving'), from)).user._id).toBe(studentId);
    const r = await joined(student, live);
    pupil = r.s;
    expect(r.state.messages.map((m: Any) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'again']);
    await new Promise((res) => setTimeout(res, 1800));
    expect(await events(live, 'StudentLeftClass')).toEqual([]);
    expect((await events(live, 'StudentEnteredClass')).length).toBe(1);
  });

  it('a connection lost past the grace is recorded as left (LOST) at the time it went', async () => {
    clock.set(at(MON, '10:20'));
    const from = teacher.messages.length;
    pupil.ws.terminate();
    await received(teacher, ofType('user-leaving'), from);
    clock.set(at(MON, '10:30'));
    await new Promise((res) => setTimeout(res, 500));
    expect(await events(live, 'StudentLeftClass')).toEqual([]);
    await expect
      .poll(async () => (await events(live, 'StudentLeftClass')).map((e) => e.data), { timeout: 5000 })
      .toEqual([{ classId: live, batchId: world.ids.batchA, studentId, at: '2026-11-23T04:50:00.000Z', reason: 'LOST' }]);
  });

  it('a student who leaves the page is recorded as left at once', async () => {
    clock.set(at(MON, '10:31'));
    const { s } = await joined(zara.headers, live);
    clock.set(at(MON, '10:40'));
    const from = teacher.messages.length;
    send(s, { type: 'user-leaving-class', roomId: live, user: zara.id });
    expect((await received(teacher, ofType('user-leaving'), from)).user._id).toBe(zara.id);
    await expect
      .poll(async () => (await events(live, 'StudentLeftClass')).filter((e) => (e.data as Any).studentId === zara.id).map((e) => e.data))
      .toEqual([{ classId: live, batchId: world.ids.batchA, studentId: zara.id, at: '2026-11-23T05:10:00.000Z', reason: 'LEFT' }]);
    s.ws.close();
  });
});

describe('attendance over HTTP (POST attendance/student/create)', () => {
  it("records the server's times, not the client's, and continues the same record", async () => {
    clock.set(at(MON, '10:42'));
    const enter = await ok(
      call('POST', 'attendance/student/create', student, {
        user: studentId,
        classId: live,
        isPresent: true,
        isAbsent: false,
        isLeave: false,
        timeOfEnter: Date.parse('2001-01-01T00:00:00Z'),
      }),
    );
    // In 10:00–10:20 (entered 10:05, closed 10:20) and again from 10:42.
    expect(enter.json().data).toEqual({
      classId: live,
      user: studentId,
      timeOfEnter: '2026-11-23T04:35:00.000Z',
      timeOfExit: null,
      minutesAttended: 15,
    });
    clock.set(at(MON, '10:45'));
    const exit = await ok(
      call('POST', 'attendance/student/create', student, { user: studentId, classId: live, timeOfExit: '2001-01-01T00:00:00Z' }),
    );
    expect(exit.json().data).toEqual({
      classId: live,
      user: studentId,
      timeOfEnter: '2026-11-23T04:35:00.000Z',
      timeOfExit: '2026-11-23T05:15:00.000Z',
      minutesAttended: 18,
    });
    expect((await events(live, 'StudentLeftClass')).map((e) => (e.data as Any).reason)).toEqual(['LOST', 'LEFT', 'LEFT']);
  });

  it('refuses another user, a teacher, a missing time, and a class not joinable', async () => {
    await refused(call('POST', 'attendance/student/create', student, { user: zara.id, classId: live, timeOfEnter: 1 }), 403);
    await refused(call('POST', 'attendance/student/create', nina.headers, { user: nina.id, classId: live, timeOfEnter: 1 }), 403);
    await refused(
      call('POST', 'attendance/student/create', student, { user: studentId, classId: live }),
      400,
      'Time of enter or time of exit is required.',
    );
    await refused(call('POST', 'attendance/student/create', student, { user: studentId, classId: 'nope', timeOfEnter: 1 }), 404);
    clock.set(at(MON, '11:05'));
    await refused(
      call('POST', 'attendance/student/create', student, { user: studentId, classId: live, timeOfEnter: 1 }),
      409,
      CLASS_JOIN_ERRORS.ended,
    );
    clock.set(at(MON, '10:46'));
  });
});

describe('notifying and ending', () => {
  it("notifies the batch's students (the teacher or the office)", async () => {
    const r = await ok(call('POST', `lms/create-notification/${live}`, nina.headers));
    expect(r.json().data).toEqual({ classId: live, notified: 3 });
    const [sent] = await events(live, 'LiveClassNotified');
    expect(sent!.data).toEqual({
      classId: live,
      batchId: world.ids.batchA,
      title: 'Mathematics class for B.Tech',
      description: 'Nina Rao is live now. Join the class.',
      recipients: [studentId, zara.id, ravi.id].sort(),
    });
    await refused(call('POST', `lms/create-notification/${live}`, omar.headers), 403);
    await refused(call('POST', `lms/create-notification/${live}`, student), 403);
    await refused(call('POST', `lms/create-notification/${live}`, adminB), 404);
  });

  it('ending the class tells the room, records those in as left and marks the never-joined absent', async () => {
    const { s: teacher } = await joined(nina.headers, live);
    clock.set(at(MON, '10:47'));
    const { s: pupil } = await joined(student, live);
    clock.set(at(MON, '10:50'));
    await refused(call('POST', `lms/end-class/${live}`, omar.headers), 403);
    await refused(call('POST', `lms/end-class/${live}`, student), 403);
    const from = pupil.messages.length;
    const closeRoom = vi.spyOn(liveRoomsOf(t.app.hub)!.video, 'closeRoom');
    const r = await ok(call('POST', `lms/end-class/${live}`, nina.headers));
    expect(closeRoom.mock.calls).toEqual([[live]]);
    closeRoom.mockRestore();
    expect(r.json().data).toEqual({ classId: live, endedAt: '2026-11-23T05:20:00.000Z', absent: 1, present: 2 });
    expect(await received(pupil, ofType('class-ended'), from)).toEqual({
      type: 'class-ended',
      roomId: live,
      endedAt: '2026-11-23T05:20:00.000Z',
    });
    expect((await events(live, 'LiveClassEnded')).map((e) => (e.data as Any).absent)).toEqual([[ravi.id]]);
    const left = (await events(live, 'StudentLeftClass')).at(-1)!.data;
    expect(left).toEqual({ classId: live, batchId: world.ids.batchA, studentId, at: '2026-11-23T05:20:00.000Z', reason: 'ENDED' });
    const marks = (await events(live, 'ClassAttendanceMarked')).at(-1)!.data as Any;
    expect(marks.marks).toEqual([{ studentId: ravi.id, status: 'ABSENT' }]);
    // The register shows them (the class's register read model).
    await t.settle();
    const reg = await ok(call('GET', `attendance/${live}`, nina.headers));
    const byId = new Map((reg.json().data as Any[]).map((row) => [row.user, row]));
    expect(byId.get(ravi.id)).toMatchObject({ isAbsent: true });
    expect(byId.get(zara.id)).toMatchObject({ isPresent: true });
    // After the end: no join, no second end.
    await refused(joinHttp(live, student), 409, CLASS_JOIN_ERRORS.ended);
    await refused(call('POST', `lms/end-class/${live}`, nina.headers), 409, 'This class has ended already.');
    const again = await joined(student, live);
    expect(again.state).toMatchObject({ type: 'room-error', error: CLASS_JOIN_ERRORS.ended });
    teacher.ws.close();
    pupil.ws.close();
    again.s.ws.close();
  });
});

describe('the chat history (GET lms/chat/:classId) and removing over HTTP', () => {
  it('refuses a stranger and removes a message for the teacher only', async () => {
    await refused(call('GET', `lms/chat/${live}`, omar.headers), 403);
    const second = (await chatEvents(live))[1]!.data as Any;
    await refused(call('DELETE', `lms/chat/${live}/${second.messageId}`, student), 403);
    await refused(call('DELETE', `lms/chat/${live}/nope`, nina.headers), 404, 'Message not found.');
    await ok(call('DELETE', `lms/chat/${live}/${second.messageId}`, nina.headers, { reason: 'off topic' }));
    const removed = (await chatEvents(live)).filter((e) => e.type === 'ClassChatMessageRemoved');
    expect(removed.map((e) => (e.data as Any).reason)).toEqual(['test', 'off topic']);
  });

  it('reads the chat read model, also after the class ended (when live-read has built it)', async () => {
    const exists = (
      await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'class_chat_message'`.execute(
        t.rt.database.db,
      )
    ).rows[0]!.n;
    if (!exists) return;
    await t.settle();
    const r = await ok(call('GET', `lms/chat/${live}`, student));
    expect(r.json().data.map((m: Any) => m.message)).toEqual(['m2', 'm3', 'm4', 'm5', 'again']);
    expect(r.json().data[0].user).toMatchObject({ _id: studentId });
  });
});
