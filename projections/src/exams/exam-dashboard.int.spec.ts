import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { examDashboardProjection, instituteMonthOf } from './exam-dashboard.js';

const spec = projectionSpec(examDashboardProjection);
const { event } = spec;
const settings = { negativeMarking: false, negativeMark: 0, conclusionText: '' };
const exam = (examId: string, batchId: string, type: string, startDate: string, endDate: string) => ({
  examId,
  createdBy: 't1',
  title: `Exam ${examId}`,
  type,
  description: '',
  batchId,
  startDate,
  endDate,
  settings,
});
const sub = (examId: string, n: number, batchId: string, startTime: string) => ({
  examId,
  subjectExamId: `${examId}.s${n}`,
  batchId,
  createdBy: 't1',
  subjectId: `sub${n}`,
  startTime,
  endTime: new Date(Date.parse(startTime) + 3 * 3600_000).toISOString(),
  fullMark: 50,
  passMark: 20,
  credit: 2,
});
const on = (examId: string) => ({ streamId: `exam-${examId}` });
const num = (rows: Record<string, unknown>[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])));

describe('exam_dashboard counters', () => {
  it('counts live exams per batch and type, and the days they start and end; applied twice the same', async () => {
    const rows = await spec
      .given()
      .when(
        event('ExamCreated', exam('e1', 'b1', 'ONLINE', '2026-03-02', '2026-03-06'), on('e1')),
        event('ExamCreated', exam('e2', 'b1', 'OFFLINE', '2026-03-02', '2026-03-02'), on('e2')),
        event('ExamCreated', exam('e3', 'b2', 'OFFLINE', '2026-04-01', '2026-04-03'), on('e3')),
      )
      .then('exam_dashboard_batch', 'batch_id');
    expect(rows).toMatchObject([
      { batch_id: 'b1', exams: 2, online: 1, offline: 1 },
      { batch_id: 'b2', exams: 1, online: 0, offline: 1 },
    ]);
    const days = await spec.rows('exam_dashboard_day', 'batch_id, day');
    expect(days.map((d) => [d.batch_id, d.day, d.starts, d.ends])).toEqual([
      ['b1', '2026-03-02', 2, 1],
      ['b1', '2026-03-06', 0, 1],
      ['b2', '2026-04-01', 1, 0],
      ['b2', '2026-04-03', 0, 1],
    ]);
  });

  it('moves the counters by the difference when an exam changes type, dates or batch, and takes a deleted one out', async () => {
    const created = event('ExamCreated', exam('e1', 'b1', 'ONLINE', '2026-03-02', '2026-03-06'), on('e1'));
    const rows = await spec
      .given(created)
      .when(
        event('ExamUpdated', { ...exam('e1', 'b2', 'OFFLINE', '2026-03-03', '2026-03-04') }, on('e1')),
        event('ExamCreated', exam('e2', 'b2', 'ONLINE', '2026-05-01', '2026-05-01'), on('e2')),
        event('ExamDeleted', { examId: 'e2', batchId: 'b2' }, on('e2')),
      )
      .then('exam_dashboard_batch', 'batch_id');
    expect(num(rows)).toMatchObject([
      { batch_id: 'b1', exams: 0, online: 0, offline: 0 },
      { batch_id: 'b2', exams: 1, online: 0, offline: 1 },
    ]);
    const days = await spec.rows('exam_dashboard_day', 'batch_id, day');
    const live = days.filter((d) => d.starts !== 0 || d.ends !== 0).map((d) => [d.batch_id, d.day, d.starts, d.ends]);
    expect(live).toEqual([
      ['b2', '2026-03-03', 1, 0],
      ['b2', '2026-03-04', 0, 1],
    ]);
    const state = await spec.rows('exam_dashboard_exam', 'exam_id');
    expect(state.map((s) => [s.exam_id, s.live])).toEqual([
      ['e1', true],
      ['e2', false],
    ]);
  });

  it('counts subject exams per month of their start in the institute zone, and keeps the upcoming rows', async () => {
    const rows = await spec
      .given(event('ExamCreated', exam('e1', 'b1', 'ONLINE', '2026-03-01', '2026-04-30'), on('e1')))
      .when(
        // 20:00 UTC on 31 March is 1 April in India.
        event('SubjectExamCreated', sub('e1', 1, 'b1', '2026-03-31T20:00:00.000Z'), on('e1')),
        event('SubjectExamCreated', sub('e1', 2, 'b1', '2026-03-10T04:30:00.000Z'), on('e1')),
        event('SubjectExamCreated', sub('e1', 3, 'b1', '2026-03-11T04:30:00.000Z'), on('e1')),
        event('SubjectExamUpdated', sub('e1', 3, 'b1', '2026-04-11T04:30:00.000Z'), on('e1')),
        event('SubjectExamDeleted', { examId: 'e1', subjectExamId: 'e1.s2' }, on('e1')),
      )
      .then('exam_dashboard_month', 'month');
    expect(rows.map((r) => [r.batch_id, r.month, r.tests])).toEqual([
      ['b1', '2026-03', 0],
      ['b1', '2026-04', 2],
    ]);
    const subjects = await spec.rows('exam_dashboard_subject', 'subject_exam_id');
    expect(subjects.map((s) => [s.subject_exam_id, s.live, s.month])).toEqual([
      ['e1.s1', true, '2026-04'],
      ['e1.s2', false, '2026-03'],
      ['e1.s3', true, '2026-04'],
    ]);
    expect(instituteMonthOf('2026-12-31T18:29:00.000Z')).toBe('2026-12');
    expect(instituteMonthOf('2026-12-31T18:30:00.000Z')).toBe('2027-01');
  });

  it('counts results and passes per batch and each student’s passed subject exams, as exam_result decides the marks', async () => {
    const sheet = (subjectExamId: string, studentId: string) => ({ examId: 'e1', subjectExamId, studentId, batchId: 'b1' });
    const submitted = (n: number, studentId: string, marks: [string, number][]) =>
      event(
        'ExamAttemptSubmitted',
        {
          ...sheet(`e1.s${n}`, studentId),
          by: 'STUDENT',
          answers: marks.map(([questionId]) => ({ questionId, answer: 'x', attachmentId: null })),
          marks: marks.map(([questionId, mark]) => ({ questionId, mark })),
          needsGrading: false,
        },
        { streamId: `exam-sheet-e1.s${n}~${studentId}` },
      );
    const rows = await spec
      .given(
        event('ExamCreated', exam('e1', 'b1', 'ONLINE', '2026-03-01', '2026-03-02'), on('e1')),
        event('SubjectExamCreated', sub('e1', 1, 'b1', '2026-03-01T04:30:00.000Z'), on('e1')),
        event('SubjectExamCreated', sub('e1', 2, 'b1', '2026-03-02T04:30:00.000Z'), on('e1')),
      )
      .when(
        // Asha passes both (25 and 20 of 50, pass mark 20); Ravi fails the first (negative marks floor at 0), then a
        // grading lifts him to 22; Meena is recorded absent in the second, then her result is overridden to 30.
        submitted(1, 'asha', [
          ['q1', 20],
          ['q2', 5],
        ]),
        submitted(2, 'asha', [['q3', 20]]),
        submitted(1, 'ravi', [['q1', -2]]),
        event('ExamAnswersGraded', {
          ...sheet('e1.s1', 'ravi'),
          marks: [{ questionId: 'q2', mark: 24, previous: null }],
          remark: '',
          reason: '',
        }),
        submitted(1, 'meena', [['q1', 30]]),
        event('ExamResultRecorded', {
          ...sheet('e1.s2', 'meena'),
          isAttended: false,
          obtainMark: 0,
          remark: '',
          reason: '',
          previous: null,
        }),
        event('ExamResultRecorded', {
          ...sheet('e1.s2', 'meena'),
          isAttended: true,
          obtainMark: 30,
          remark: '',
          reason: 'Paper found',
          previous: { isAttended: false, obtainMark: 0, remark: '' },
        }),
      )
      .then('exam_dashboard_student', 'student_id');
    expect(rows.map((r) => [r.student_id, r.passed_subjects])).toEqual([
      ['asha', 2],
      ['meena', 2],
      ['ravi', 1],
    ]);
    const batch = await spec.rows('exam_dashboard_batch', 'batch_id');
    expect(batch.map((b) => [b.batch_id, b.results, b.passes])).toEqual([['b1', 5, 5]]);
  });

  it('decides the sheets again when a pass mark changes, and takes a deleted subject exam’s sheets out', async () => {
    const s1 = { examId: 'e1', subjectExamId: 'e1.s1', batchId: 'b1' };
    const recorded = (studentId: string, obtainMark: number) =>
      event('ExamResultRecorded', { ...s1, studentId, isAttended: true, obtainMark, remark: '', reason: '', previous: null });
    const rows = await spec
      .given(
        event('ExamCreated', exam('e1', 'b1', 'OFFLINE', '2026-03-01', '2026-03-02'), on('e1')),
        event('SubjectExamCreated', sub('e1', 1, 'b1', '2026-03-01T04:30:00.000Z'), on('e1')),
        recorded('asha', 25),
        recorded('ravi', 15),
      )
      .when(event('SubjectExamUpdated', { ...sub('e1', 1, 'b1', '2026-03-01T04:30:00.000Z'), passMark: 30 }, on('e1')))
      .then('exam_dashboard_batch', 'batch_id');
    expect(rows.map((b) => [b.results, b.passes])).toEqual([[2, 0]]);
    const lowered = await spec
      .given(
        event('ExamCreated', exam('e1', 'b1', 'OFFLINE', '2026-03-01', '2026-03-02'), on('e1')),
        event('SubjectExamCreated', sub('e1', 1, 'b1', '2026-03-01T04:30:00.000Z'), on('e1')),
        recorded('asha', 25),
        recorded('ravi', 15),
      )
      .when(
        event('SubjectExamUpdated', { ...sub('e1', 1, 'b1', '2026-03-01T04:30:00.000Z'), passMark: 10 }, on('e1')),
        event('SubjectExamDeleted', { examId: 'e1', subjectExamId: 'e1.s1' }, on('e1')),
      )
      .then('exam_dashboard_batch', 'batch_id');
    expect(lowered.map((b) => [b.results, b.passes])).toEqual([[0, 0]]);
    const students = await spec.rows('exam_dashboard_student', 'student_id');
    expect(students.map((r) => [r.student_id, r.passed_subjects])).toEqual([
      ['asha', 0],
      ['ravi', 0],
    ]);
  });

  it('counts the exams with published results per batch, and a deleted one no more', async () => {
    const rows = await spec
      .given(
        event('ExamCreated', exam('e1', 'b1', 'OFFLINE', '2026-03-01', '2026-03-02'), on('e1')),
        event('ExamCreated', exam('e2', 'b1', 'OFFLINE', '2026-03-03', '2026-03-04'), on('e2')),
      )
      .when(
        event('ExamResultsPublished', { examId: 'e1', batchId: 'b1' }, on('e1')),
        event('ExamResultsPublished', { examId: 'e2', batchId: 'b1' }, on('e2')),
        event('ExamUpdated', exam('e2', 'b1', 'ONLINE', '2026-03-03', '2026-03-05'), on('e2')),
        event('ExamDeleted', { examId: 'e1', batchId: 'b1' }, on('e1')),
      )
      .then('exam_dashboard_batch', 'batch_id');
    expect(rows.map((r) => [r.exams, r.online, r.published])).toEqual([[1, 1, 1]]);
  });
});
