import { describe, it } from 'vitest';
import type { AbsenceAlertEvent, MissedClass } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { absenceAlertDecider, absenceAlertSettingsDecider } from './decider.js';

const cls = (classId: string, time = '09:00–09:45'): MissedClass => ({
  classId,
  subjectId: 'math',
  subject: 'Mathematics',
  startTime: '2026-03-02T03:30:00.000Z',
  endTime: '2026-03-02T04:15:00.000Z',
  time,
});
const base = { alertId: 'absence.s1.2026-03-02', studentId: 's1', day: '2026-03-02' };
const reading = (classes: MissedClass[], upTo: string, parents = ['p1']) => ({
  type: 'UpdateAbsenceAlert' as const,
  data: { ...base, studentName: 'Asha Rao', batchId: 'b1', parents, classes, upTo },
});
const raised = (classes: MissedClass[], upTo: string, parents = ['p1']): AbsenceAlertEvent => ({
  type: 'AbsenceAlertRaised',
  data: { ...base, studentName: 'Asha Rao', batchId: 'b1', parents, classes, upTo },
});
const emailed = (classes: MissedClass[]): AbsenceAlertEvent => ({
  type: 'AbsenceAlertEmailed',
  data: { ...base, parents: ['p1'], emails: ['p1@x.in'], classes },
});
const digest = { type: 'EmailAbsenceDigest' as const, data: { ...base, emails: ['p1@x.in'] } };

const spec = deciderSpec(absenceAlertDecider);

describe('absence alert decider', () => {
  it('raises the first absence of the day and rewrites the alert when the list grows', () => {
    spec
      .given()
      .when(reading([cls('c1')], '3'))
      .then([raised([cls('c1')], '3')]);
    spec
      .given(raised([cls('c1')], '3'))
      .when(reading([cls('c1'), cls('c2', '10:00–10:45')], '5'))
      .then([raised([cls('c1'), cls('c2', '10:00–10:45')], '5')]);
  });

  it('ignores a reading no newer than the last one (a slower run of the job)', () => {
    spec
      .given(raised([cls('c1'), cls('c2')], '5'))
      .when(reading([cls('c1')], '4'))
      .then([]);
    spec
      .given(raised([cls('c1')], '5'))
      .when(reading([cls('c1')], '5'))
      .then([]);
  });

  it('withdraws when no absence of the day stands', () => {
    spec
      .given(raised([cls('c1')], '3'))
      .when(reading([], '6'))
      .then([{ type: 'AbsenceAlertWithdrawn', data: { ...base, parents: ['p1'], upTo: '6' } }]);
  });

  it('e-mails the digest once, only while absences stand', () => {
    spec
      .given(raised([cls('c1')], '3'))
      .when(digest)
      .then([emailed([cls('c1')])]);
    spec
      .given(raised([cls('c1')], '3'), emailed([cls('c1')]))
      .when(digest)
      .then([]);
    spec.given().when(digest).then([]);
    spec
      .given(raised([cls('c1')], '3'), { type: 'AbsenceAlertWithdrawn', data: { ...base, parents: ['p1'], upTo: '6' } })
      .when(digest)
      .then([]);
  });
});

describe('absence alert settings decider', () => {
  const set = (enabled: boolean) => ({ type: 'SetAbsenceAlerts' as const, data: { enabled } });
  it('alerts are on until turned off; setting the same value writes nothing', () => {
    deciderSpec(absenceAlertSettingsDecider).given().when(set(true)).then([]);
    deciderSpec(absenceAlertSettingsDecider)
      .given()
      .when(set(false))
      .then([{ type: 'AbsenceAlertSettingsChanged', data: { enabled: false, before: true } }]);
  });
});
