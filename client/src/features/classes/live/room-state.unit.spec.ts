import type { ChatMessage, RoomParticipant } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { initialRoomState, isRoomMessage, orderedParticipants, roomReducer, type RoomState } from './room-state';

const ROOM = 'class-1';
const reduce = roomReducer(ROOM);

const person = (id: string, name: string, role = 'STUDENT', extra: Partial<RoomParticipant> = {}): RoomParticipant => ({
  _id: id,
  displayName: name,
  photoUrl: null,
  role,
  handRaised: false,
  canSpeak: role === 'TEACHER',
  ...extra,
});
const msg = (id: string, text: string, at: string, user = person('s1', 'Arjun Mehta')): ChatMessage => ({
  _id: id,
  message: text,
  user: { _id: user._id, displayName: user.displayName, photoUrl: user.photoUrl },
  createdAt: at,
});
const teacher = person('t1', 'Kavita Sharma', 'TEACHER');
const arjun = person('s1', 'Arjun Mehta');
const riya = person('s2', 'Riya Nair');

const joined = (): RoomState =>
  reduce(initialRoomState(), {
    type: 'room-state',
    roomId: ROOM,
    participants: [teacher, arjun],
    messages: [msg('m2', 'second', '2026-11-24T04:31:00Z'), msg('m1', 'first', '2026-11-24T04:30:00Z')],
    liveSince: '2026-11-24T04:29:00Z',
    endedAt: null,
  });

describe('room state (LiveServerMessage → the call page)', () => {
  it('starts not joined, with what POST lms/join said of the class', () => {
    const s = initialRoomState({ liveSince: '2026-11-24T04:29:00Z', endedAt: null });
    expect(s.joined).toBe(false);
    expect(s.liveSince).toBe('2026-11-24T04:29:00Z');
    expect(s.messages).toEqual([]);
  });

  it('room-state admits the socket and replaces the whole state, the chat oldest first', () => {
    const s = joined();
    expect(s.joined).toBe(true);
    expect(s.participants.map((p) => p._id)).toEqual(['t1', 's1']);
    expect(s.messages.map((m) => m._id)).toEqual(['m1', 'm2']);
    // After a reconnect the server's room-state wins over what was known locally (a message missed while away shows;
    // someone who left meanwhile is gone).
    const again = reduce(
      { ...s, error: 'Too many messages.' },
      {
        type: 'room-state',
        roomId: ROOM,
        participants: [teacher],
        messages: [
          msg('m1', 'first', '2026-11-24T04:30:00Z'),
          msg('m2', 'second', '2026-11-24T04:31:00Z'),
          msg('m3', 'while away', '2026-11-24T04:35:00Z'),
        ],
        liveSince: '2026-11-24T04:29:00Z',
        endedAt: null,
      },
    );
    expect(again.participants.map((p) => p._id)).toEqual(['t1']);
    expect(again.messages.map((m) => m._id)).toEqual(['m1', 'm2', 'm3']);
    expect(again.error).toBeNull();
  });

  it('message-receive appends once (a message echoed twice shows once)', () => {
    const m3 = msg('m3', 'hello', '2026-11-24T04:32:00Z', riya);
    const s = reduce(reduce(joined(), { type: 'message-receive', roomId: ROOM, message: m3 }), {
      type: 'message-receive',
      roomId: ROOM,
      message: m3,
    });
    expect(s.messages.map((m) => m._id)).toEqual(['m1', 'm2', 'm3']);
    expect(s.messages.at(-1)?.user.displayName).toBe('Riya Nair');
  });

  it('message-removed takes the message out of the chat', () => {
    const s = reduce(joined(), { type: 'message-removed', roomId: ROOM, messageId: 'm1' });
    expect(s.messages.map((m) => m._id)).toEqual(['m2']);
  });

  it('new-user-joined adds someone once; user-leaving takes them out', () => {
    let s = reduce(joined(), { type: 'new-user-joined', roomId: ROOM, user: riya });
    s = reduce(s, { type: 'new-user-joined', roomId: ROOM, user: riya });
    expect(s.participants.map((p) => p._id)).toEqual(['t1', 's1', 's2']);
    s = reduce(s, { type: 'user-leaving', roomId: ROOM, user: { _id: 's1', displayName: 'Arjun Mehta', photoUrl: null, role: 'STUDENT' } });
    expect(s.participants.map((p) => p._id)).toEqual(['t1', 's2']);
  });

  it('participant-changed updates a raised hand and leave to speak', () => {
    let s = reduce(joined(), { type: 'participant-changed', roomId: ROOM, user: { ...arjun, handRaised: true } });
    expect(s.participants.find((p) => p._id === 's1')?.handRaised).toBe(true);
    s = reduce(s, { type: 'participant-changed', roomId: ROOM, user: { ...arjun, handRaised: false, canSpeak: true } });
    expect(s.participants.find((p) => p._id === 's1')).toMatchObject({ handRaised: false, canSpeak: true });
    expect(s.participants).toHaveLength(2);
  });

  it('class-live records the teacher going live with the options; class-ended records the end', () => {
    let s = reduce(joined(), {
      type: 'class-live',
      roomId: ROOM,
      liveSince: '2026-11-24T04:40:00Z',
      joinWithoutVideo: true,
      joinWithoutAudio: false,
    });
    expect(s).toMatchObject({ liveSince: '2026-11-24T04:40:00Z', joinWithoutVideo: true, joinWithoutAudio: false });
    s = reduce(s, { type: 'class-ended', roomId: ROOM, endedAt: '2026-11-24T05:10:00Z' });
    expect(s.endedAt).toBe('2026-11-24T05:10:00Z');
  });

  it('room-error shows until the user types again', () => {
    let s = reduce(joined(), { type: 'room-error', roomId: ROOM, for: 'message-to-chat', error: 'You are sending messages too fast.' });
    expect(s.error).toBe('You are sending messages too fast.');
    s = reduce(s, { type: 'clear-error' });
    expect(s.error).toBeNull();
  });

  it("ignores another room's messages", () => {
    const s = joined();
    expect(reduce(s, { type: 'message-removed', roomId: 'class-2', messageId: 'm1' })).toBe(s);
    expect(reduce(s, { type: 'class-ended', roomId: 'class-2', endedAt: '2026-11-24T05:00:00Z' }).endedAt).toBeNull();
  });

  it('tells room messages from video signalling', () => {
    expect(isRoomMessage({ type: 'message-receive' })).toBe(true);
    expect(isRoomMessage({ type: 'rtc-offer' })).toBe(false);
    expect(isRoomMessage({ type: 'change' })).toBe(false);
  });

  it('lists raised hands first, then the teacher, then by name', () => {
    const list = orderedParticipants([person('s3', 'Zoya'), riya, teacher, { ...person('s4', 'Neel'), handRaised: true }]);
    expect(list.map((p) => p.displayName)).toEqual(['Neel', 'Kavita Sharma', 'Riya Nair', 'Zoya']);
  });
});
