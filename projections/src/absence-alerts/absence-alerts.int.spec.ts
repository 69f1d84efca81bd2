import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { notificationsProjection } from '../communication/notices.js';
import { absenceAlertProjection } from './index.js';

const spec = projectionSpec(absenceAlertProjection, notificationsProjection);
const { event } = spec;

// 09:00–09:45 and 10:00–10:45 in Kolkata on 2026-03-02.
const CLASSES = {
  c1: { startTime: '2026-03-02T03:30:00.000Z', endTime: '2026-03-02T04:15:00.000Z', subjectId: 'math' },
  c2: { startTime: '2026-03-02T04:30:00.000Z', endTime: '2026-03-02T05:15:00.000Z', subjectId: 'sci' },
};
type ClassKey = keyof typeof CLASSES;
const scheduled = (classId: ClassKey) =>
  event('ClassScheduled', {
    classId,
    batchId: 'b1',
    teacherId: 't1',
    classRoom: '',
    type: 'OFFLINE',
    credit: 1,
    origin: 'ONE_OFF',
    slotId: null,
    ...CLASSES[classId],
  });
const marked = (classId: ClassKey, marks: [string, string][]) =>
  event(
    'ClassAttendanceMarked',
    {
      classId,
      batchId: 'b1',
      teacherId: 't1',
      credit: 1,
      ...CLASSES[classId],
      marks: marks.map(([studentId, status]) => ({ studentId, status })),
    },
    { streamId: `class-${classId}`, actorId: 't1' },
  );
const missed = (classId: ClassKey, subject: string, time: string) => ({ classId, subject, time, ...CLASSES[classId] });
const raised = (classes: ReturnType<typeof missed>[], upTo: string) =>
  event(
    'AbsenceAlertRaised',
    {
      alertId: 'absence.s1.2026-03-02',
      studentId: 's1',
      studentName: 'Asha Rao',
      batchId: 'b1',
      day: '2026-03-02',
      parents: ['p1', 'p2'],
      classes,
      upTo,
    },
    { streamId: 'absenceAlert-s1-2026-03-02', actorId: 'system' },
  );

describe('absence alert projection', () => {
  it('keeps a row per absence from the first ABSENT on, and flags the student day only when the list changes', async () => {
    const given = [scheduled('c1'), scheduled('c2')];
    const marks = await spec
      .given(...given)
      .when(
        marked('c1', [
          ['s1', 'PRESENT'],
          ['s2', 'ABSENT'],
        ]),
        marked('c1', [
          ['s1', 'PRESENT'],
          ['s2', 'ABSENT'],
        ]),
      )
      .then('absence_mark', 'student_id');
    // s1 was never absent: not the alerts' business; s2 has one row, the day of the class in the institute's zone.
    expect(marks).toMatchObject([{ class_id: 'c1', student_id: 's2', status: 'ABSENT', day: '2026-03-02', subject_id: 'math' }]);
    const days = await spec
      .given(...given)
      .when(marked('c1', [['s2', 'ABSENT']]), marked('c1', [['s2', 'ABSENT']]))
      .then('absence_day', 'student_id');
    // Marked absent twice: the list changed once (the first event's position).
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ student_id: 's2', day: '2026-03-02', batch_id: 'b1' });
    expect(Number(days[0]!.handled_position)).toBe(0);
  });

  it('a later PRESENT withdraws the absence and moves the day again', async () => {
    const c1 = scheduled('c1');
    const absent = marked('c1', [['s1', 'ABSENT']]);
    const rows = await spec
      .given(c1)
      .when(absent, marked('c1', [['s1', 'PRESENT']]))
      .then('absence_mark', 'student_id');
    expect(rows).toMatchObject([{ student_id: 's1', status: 'PRESENT' }]);
    const days = await spec
      .given(scheduled('c1'))
      .when(marked('c1', [['s1', 'ABSENT']]), marked('c1', [['s1', 'LEAVE']]))
      .then('absence_day', 'student_id');
    expect(days).toHaveLength(1);
  });

  it('an alert notifies each parent once; a later absence the same day rewrites that notification, unread again', async () => {
    const first = raised([missed('c1', 'Mathematics', '09:00–09:45')], '3');
    const second = raised([missed('c1', 'Mathematics', '09:00–09:45'), missed('c2', 'Science', '10:00–10:45')], '5');
    const inbox = await spec.given().when(first, second).then('notification', 'id');
    expect(inbox).toHaveLength(2);
    expect(inbox).toMatchObject([
      {
        id: 'absence.s1.2026-03-02.p1',
        user_id: 'p1',
        kind: 'ABSENCE',
        ref_id: 's1',
        title: 'Asha Rao was absent from 2 classes on Mar 2, 2026',
        description: 'Mathematics 09:00–09:45; Science 10:00–10:45',
        read_at: null,
      },
      { id: 'absence.s1.2026-03-02.p2', user_id: 'p2' },
    ]);
    const log = await spec.given().when(first, second).then('absence_alert');
    expect(log).toMatchObject([{ id: 'absence.s1.2026-03-02', status: 'NOTIFIED', parents: ['p1', 'p2'], emailed_at: null }]);
    expect((log[0]!.classes as unknown[]).length).toBe(2);
  });

  it('the digest marks the alert e-mailed; a withdrawal takes the notification back', async () => {
    const first = raised([missed('c1', 'Mathematics', '09:00–09:45')], '3');
    const emailed = event(
      'AbsenceAlertEmailed',
      { alertId: 'absence.s1.2026-03-02', studentId: 's1', day: '2026-03-02', parents: ['p1', 'p2'], emails: ['p1@x.in'], classes: [] },
      { actorId: 'system' },
    );
    const log = await spec.given().when(first, emailed).then('absence_alert');
    expect(log).toMatchObject([{ status: 'EMAILED', emails: ['p1@x.in'] }]);
    expect(log[0]!.emailed_at).not.toBeNull();
    const withdrawn = event(
      'AbsenceAlertWithdrawn',
      { alertId: 'absence.s1.2026-03-02', studentId: 's1', day: '2026-03-02', parents: ['p1', 'p2'], upTo: '9' },
      { actorId: 'system' },
    );
    expect(await spec.given().when(first, withdrawn).then('notification')).toEqual([]);
    expect(await spec.given().when(first, withdrawn).then('absence_alert')).toMatchObject([{ status: 'WITHDRAWN', classes: [] }]);
  });

  it('a raised alert marks its student day handled up to the position it reflected', async () => {
    const days = await spec
      .given(scheduled('c1'), marked('c1', [['s1', 'ABSENT']]))
      .when(raised([missed('c1', 'Mathematics', '09:00–09:45')], '1000'))
      .then('absence_day', 'student_id');
    expect(Number(days[0]!.handled_position)).toBe(1000);
  });

  it('keeps the latest setting of an institute', async () => {
    const rows = await spec
      .given()
      .when(
        event('AbsenceAlertSettingsChanged', { enabled: false, before: true }),
        event('AbsenceAlertSettingsChanged', { enabled: true, before: false }),
        event('AbsenceAlertSettingsChanged', { enabled: false, before: true }, { instituteId: 'i2' }),
      )
      .then('absence_alert_settings', 'institute_id');
    expect(rows).toMatchObject([
      { institute_id: 'i1', enabled: true },
      { institute_id: 'i2', enabled: false },
    ]);
  });
});
