import { describe, expect, it } from 'vitest';
import { staffAttendanceProjection } from '../attendance/staff-attendance.js';
import { usersProjection } from '../identity/users.js';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { studentsProjection } from './students.js';

const users = batchSpec(usersProjection);
const students = batchSpec(studentsProjection);
const staff = batchSpec(staffAttendanceProjection);

/** An import's registrations with the profile, parent, block and delete events that follow some of them. */
function importEvents() {
  const ev = eventMaker();
  const registered = (userId: string, role = 'STUDENT', institutes = ['i1']) =>
    ev('UserRegistered', { userId, email: `${userId}@x`, displayName: userId.toUpperCase(), role, institutes }, `user-${userId}`);
  return [
    registered('s1'),
    registered('s2'),
    registered('p1', 'PARENT'),
    ev('UserProfileUpdated', { userId: 's1', profile: { gender: 'FEMALE', rollNumber: '7', batch: 'b1' } }),
    registered('s1'),
    ev('ParentLinkedToStudent', { userId: 'p1', studentId: 's2' }),
    registered('t1', 'TEACHER', ['i1', 'i2']),
    ev('UserBlocked', { userId: 't1' }),
    registered('s3', 'STUDENT', ['i2']),
    ev('UserDeleted', { userId: 's2' }),
    registered('s4'),
    registered('s5'),
  ];
}

describe('registrations and staff marks applyBatch', { timeout: 180_000 }, () => {
  it('app_user and student: leave the rows apply leaves, whole or from part of the import', async () => {
    const events = importEvents();
    for (const spec of [users, students]) {
      const r = await spec.compare(events);
      expect(r.fellBack).toBe(false);
      for (const split of [2, 5, 9]) expect((await spec.compare(events, split)).fellBack).toBe(false);
    }
    expect((await students.compare(events)).rows.student).toHaveLength(5);
  });

  it('staff_attendance: the latest mark per day, created when first marked, as event by event', async () => {
    const ev = eventMaker();
    const mark = (userId: string, date: string, status: string, actorId = 'u1') =>
      ev('StaffAttendanceMarked', { userId, date, status }, `staffAttendance-${userId}`, { actorId });
    const events = [
      mark('t1', '2026-03-10', 'ABSENT'),
      mark('t2', '2026-03-10', 'PRESENT'),
      ev('StaffAttendanceChanged', { userId: 't1', date: '2026-03-10', status: 'PRESENT' }, 'x', { actorId: 'u2' }),
      mark('t1', 'yesterday', 'ABSENT'),
      mark('t1', '2026-03-11', 'LATE'),
      mark('t1', '2026-03-10', 'HALF_DAY', 'u3'),
    ];
    const r = await staff.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.staff_attendance).toHaveLength(3);
    for (const split of [1, 3, 5]) expect((await staff.compare(events, split)).fellBack).toBe(false);
    const bad = await staff.compare([mark('t1', '2026-02-30', 'ABSENT'), mark('t2', '2026-03-01', 'ABSENT')]);
    expect(bad.fellBack).toBe(true);
    expect(bad.rows.staff_attendance).toHaveLength(1);
  });
});
