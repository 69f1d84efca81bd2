import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { NOW, data, mark, marked, schedule, scheduled } from './class-fixtures.test-util.js';
import { classDecider, type ClassCommand } from './decider.js';

const spec = deciderSpec(classDecider);

describe('class decider: scheduling', () => {
  it('schedules a class, normalising its times and room', () => {
    spec
      .given()
      .when(schedule({ startTime: '2026-03-02T14:30:00+05:30', classRoom: '  R1 ' }))
      .then([{ type: 'ClassScheduled', data: { ...data, classRoom: 'R1' } }]);
  });
  it('refuses a second schedule, but skips it silently for a produced class', () => {
    spec.given(scheduled).when(schedule()).thenThrows({ message: 'This class already exists.', status: 409 });
    spec
      .given(scheduled)
      .when({ ...(schedule() as Extract<ClassCommand, { type: 'ScheduleClass' }>), skipIfExists: true })
      .then([]);
  });
  it('bounds the time and the credit', () => {
    spec
      .given()
      .when(schedule({ endTime: data.startTime }))
      .thenThrows({ message: 'End Time must be after Start Time.', status: 400 });
    spec
      .given()
      .when(schedule({ endTime: '2026-03-02T17:01:00.000Z' }))
      .thenThrows({ message: 'A class lasts at most 8 hours.', status: 400 });
    spec
      .given()
      .when(schedule({ startTime: '2036-03-02T09:00:00.000Z', endTime: '2036-03-02T10:00:00.000Z' }))
      .thenThrows({ message: 'Start Time must be between 2021-03-02 and 2031-03-02.', status: 400 });
    spec
      .given()
      .when(schedule({ credit: 11 }))
      .thenThrows({ message: 'Credit must be between 0 and 10.', status: 400 });
    spec
      .given()
      .when(schedule({ credit: -1 }))
      .thenThrows({ message: 'Credit must be between 0 and 10.' });
    expect(
      spec
        .given()
        .when(schedule({ credit: 0 }))
        .events(),
    ).toHaveLength(1);
  });
});

describe('class decider: cancel and move', () => {
  const cancel: ClassCommand = { type: 'CancelClass', reason: ' Teacher ill ' };
  const move = (over: Partial<Extract<ClassCommand, { type: 'MoveClass' }>> = {}): ClassCommand => ({
    type: 'MoveClass',
    startTime: '2026-03-03T09:00:00.000Z',
    endTime: '2026-03-03T10:00:00.000Z',
    classRoom: 'R2',
    reason: 'Hall booked',
    now: NOW,
    ...over,
  });
  it('cancels with a reason, once, and never after the register was taken', () => {
    spec
      .given(scheduled)
      .when(cancel)
      .then([{ type: 'ClassCancelled', data: { classId: 'c1', batchId: 'b1', reason: 'Teacher ill' } }]);
    spec.given(scheduled).when({ type: 'CancelClass', reason: '  ' }).thenThrows({ message: 'Reason is required.', status: 400 });
    spec.given().when(cancel).thenThrows({ message: 'Class not found.', status: 404 });
    spec
      .given(scheduled, { type: 'ClassCancelled', data: { classId: 'c1', batchId: 'b1', reason: 'x' } })
      .when(cancel)
      .thenThrows({ message: 'This class is already cancelled.', status: 409 });
    spec
      .given(scheduled, marked([['s-a', 'PRESENT']]))
      .when(cancel)
      .thenThrows({ message: 'The register of this class was taken: it cannot be cancelled.', status: 409 });
  });
  it('moves a class; not a cancelled one, not after the register, not to the same place and time', () => {
    spec
      .given(scheduled)
      .when(move())
      .then([
        {
          type: 'ClassMoved',
          data: {
            classId: 'c1',
            batchId: 'b1',
            startTime: '2026-03-03T09:00:00.000Z',
            endTime: '2026-03-03T10:00:00.000Z',
            classRoom: 'R2',
            reason: 'Hall booked',
          },
        },
      ]);
    spec
      .given(scheduled, { type: 'ClassCancelled', data: { classId: 'c1', batchId: 'b1', reason: 'x' } })
      .when(move())
      .thenThrows({ message: 'A cancelled class cannot be moved.', status: 409 });
    spec
      .given(scheduled, marked([['s-a', 'ABSENT']]))
      .when(move())
      .thenThrows({ message: 'it cannot be moved.', status: 409 });
    spec
      .given(scheduled)
      .when(move({ endTime: '2026-03-03T08:00:00.000Z' }))
      .thenThrows('End Time must be after Start Time.');
    spec
      .given(scheduled)
      .when(move({ startTime: data.startTime, endTime: data.endTime, classRoom: 'R1' }))
      .then([]);
  });
});

describe('class decider: the register', () => {
  it('marks one or many students in one event', () => {
    spec
      .given(scheduled)
      .when(
        mark([
          ['s-a', 'PRESENT'],
          ['s-b', 'PRESENT'],
        ]),
      )
      .then([
        marked([
          ['s-a', 'PRESENT'],
          ['s-b', 'PRESENT'],
        ]),
      ]);
  });
  it('writes only the marks that change; nothing when every mark is already so', () => {
    const given = spec.given(
      scheduled,
      marked([
        ['s-a', 'PRESENT'],
        ['s-b', 'ABSENT'],
      ]),
    );
    given
      .when(
        mark([
          ['s-a', 'PRESENT'],
          ['s-b', 'PRESENT'],
        ]),
      )
      .then([marked([['s-b', 'PRESENT']])]);
    given.when(mark([['s-a', 'PRESENT']])).then([]);
    expect(given.state.marks).toEqual({ 's-a': 'PRESENT', 's-b': 'ABSENT' });
    expect(given.state.registerTaken).toBe(true);
  });
  it('refuses a class not started, a cancelled class, a holiday and a student of another batch', () => {
    spec
      .given(scheduled)
      .when(mark([['s-a', 'PRESENT']], { now: '2026-03-02T08:59:59.000Z' }))
      .thenThrows({ message: 'Class is not yet started.', status: 409 });
    spec
      .given(scheduled, { type: 'ClassCancelled', data: { classId: 'c1', batchId: 'b1', reason: 'x' } })
      .when(mark([['s-a', 'PRESENT']]))
      .thenThrows({ message: 'Class is cancelled.', status: 409 });
    spec
      .given(scheduled)
      .when(mark([['s-a', 'PRESENT']], { isHoliday: true }))
      .thenThrows({ message: 'Class suspended due to holiday.', status: 409 });
    spec
      .given(scheduled)
      .when(
        mark([
          ['s-a', 'PRESENT'],
          ['s-x', 'PRESENT'],
        ]),
      )
      .thenThrows({ message: "Student is not in this class's batch.", status: 400 });
    spec
      .given()
      .when(mark([['s-a', 'PRESENT']]))
      .thenThrows({ message: 'Class not found.', status: 404 });
  });
  it('marks after the class ended (a late register)', () => {
    spec
      .given(scheduled)
      .when(mark([['s-c', 'LEAVE']], { now: '2026-03-05T09:00:00.000Z' }))
      .then([marked([['s-c', 'LEAVE']])]);
  });
});
