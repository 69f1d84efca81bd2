import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { examAnswerProjection, examResultProjection, examSheetLogProjection } from './index.js';

const spec = projectionSpec(examResultProjection, examAnswerProjection, examSheetLogProjection);
const { event } = spec;
const stream = { streamId: 'exam-sheet-e1.s1~s1' };
const ids = { examId: 'e1', subjectExamId: 'e1.s1', studentId: 's1' };
const saved = (questionId: string, answer: string, markAsReview = false) =>
  event('ExamAnswerSaved', { ...ids, questionId, answer, attachmentId: null, markAsReview, seq: null }, stream);

const history = () => [
  event('ExamAttemptStarted', { ...ids, batchId: 'b1', order: ['e1.q2', 'e1.q1', 'e1.q3'] }, stream),
  saved('e1.q1', '4'),
  saved('e1.q1', '3'),
  saved('e1.q2', 'b', true),
  saved('e1.q2', 'b'),
  saved('e1.q3', 'An essay'),
  saved('e1.q3', ''),
  saved('e1.q3', 'A better essay'),
  event('ExamActivityRecorded', { ...ids, kind: 'TAB_SWITCH' }, stream),
  event('ExamActivityRecorded', { ...ids, kind: 'TAB_SWITCH' }, stream),
  event(
    'ExamAttemptSubmitted',
    {
      ...ids,
      batchId: 'b1',
      by: 'DEADLINE',
      answers: [
        { questionId: 'e1.q1', answer: '3', attachmentId: null },
        { questionId: 'e1.q2', answer: 'b', attachmentId: null },
        { questionId: 'e1.q3', answer: 'A better essay', attachmentId: null },
      ],
      marks: [
        { questionId: 'e1.q1', mark: -0.5 },
        { questionId: 'e1.q2', mark: 4 },
      ],
      needsGrading: true,
    },
    stream,
  ),
  event(
    'ExamAnswersGraded',
    { ...ids, batchId: 'b1', marks: [{ questionId: 'e1.q3', mark: 3, previous: null }], remark: 'Good', reason: '' },
    { ...stream, actorId: 't1' },
  ),
];

const RESULT_ORDER = 'subject_exam_id, student_id';

describe('sheet read models', () => {
  it('keeps the result, the answers, the attempt and the log, applied twice the same', async () => {
    const [start, ...rest] = history();
    const results = await spec
      .given(start!)
      .when(...rest)
      .then('exam_result', RESULT_ORDER);
    expect(results).toMatchObject([
      { status: 'GRADED', is_attended: true, total_attempted: 3, needs_grading: false, submitted_by: 'DEADLINE', remark: 'Good' },
    ]);
    expect(Number(results[0]!.obtain_mark)).toBe(6.5);
    expect(Number(results[0]!.auto_mark)).toBe(3.5);
    const answers = await spec.rows('exam_answer', 'question_id');
    expect(answers.map((a) => [a.question_id, a.answer, a.mark === null ? null : Number(a.mark), a.visited])).toEqual([
      ['e1.q1', '3', -0.5, true],
      ['e1.q2', 'b', 4, true],
      ['e1.q3', 'A better essay', 3, true],
    ]);
    const attempts = await spec.rows('exam_attempt', RESULT_ORDER);
    expect(attempts).toMatchObject([{ order: ['e1.q2', 'e1.q1', 'e1.q3'], activity: { TAB_SWITCH: 2, FULLSCREEN_EXIT: 0 } }]);
    expect(attempts[0]!.submitted_at).not.toBeNull();
    const log = await spec.rows('exam_sheet_log', 'position, n');
    expect(log.map((r) => [r.kind, r.question_id, r.answer, r.previous_answer])).toEqual([
      ['STARTED', null, null, null],
      ['ANSWERED', 'e1.q1', '4', null],
      ['CHANGED', 'e1.q1', '3', '4'],
      ['ANSWERED', 'e1.q2', 'b', null],
      ['UNMARKED', 'e1.q2', 'b', 'b'],
      ['ANSWERED', 'e1.q3', 'An essay', null],
      ['CLEARED', 'e1.q3', '', 'An essay'],
      ['ANSWERED', 'e1.q3', 'A better essay', ''],
      ['TAB_SWITCH', null, null, null],
      ['TAB_SWITCH', null, null, null],
      ['AUTO_SUBMITTED', null, null, null],
      ['AUTO_MARKED', 'e1.q1', null, null],
      ['AUTO_MARKED', 'e1.q2', null, null],
      ['GRADED', 'e1.q3', null, null],
    ]);
    expect(log.at(-1)).toMatchObject({ actor_id: 't1', previous_mark: null });
    expect(Number(log.at(-1)!.mark)).toBe(3);
  });

  it('an override is the result; an offline result alone is a row', async () => {
    const before = history();
    const override = event(
      'ExamResultRecorded',
      {
        ...ids,
        batchId: 'b1',
        isAttended: true,
        obtainMark: 9,
        remark: 'Rechecked',
        reason: 'Paper recount',
        previous: { isAttended: true, obtainMark: 6.5, remark: 'Good' },
      },
      stream,
    );
    const offline = event(
      'ExamResultRecorded',
      { ...ids, studentId: 's2', batchId: 'b1', isAttended: false, obtainMark: 0, remark: '', reason: '', previous: null },
      { streamId: 'exam-sheet-e1.s1~s2' },
    );
    const results = await spec.when(...before, override, offline).then('exam_result', RESULT_ORDER);
    expect(results.map((r) => [r.student_id, r.status, r.is_attended, Number(r.obtain_mark), r.started_at === null])).toEqual([
      ['s1', 'RECORDED', true, 9, false],
      ['s2', 'RECORDED', false, 0, true],
    ]);
    const log = await spec.rows('exam_sheet_log', 'position, n');
    expect(
      log
        .filter((r) => r.kind === 'RESULT_RECORDED')
        .map((r) => [r.student_id, Number(r.mark), r.previous_mark === null ? null : Number(r.previous_mark), r.reason]),
    ).toEqual([
      ['s1', 9, 6.5, 'Paper recount'],
      ['s2', 0, null, ''],
    ]);
  });

  it('a rebuild (everything at once) gives the rows live application gave', async () => {
    const all = history();
    const live = await spec
      .given(...all.slice(0, 5))
      .when(...all.slice(5))
      .then('exam_result', RESULT_ORDER);
    const liveLog = await spec.rows('exam_sheet_log', 'position, n');
    const liveAnswers = await spec.rows('exam_answer', 'question_id');
    const rebuilt = await spec.when(...all).then('exam_result', RESULT_ORDER);
    expect(rebuilt).toEqual(live);
    expect(await spec.rows('exam_sheet_log', 'position, n')).toEqual(liveLog);
    expect(await spec.rows('exam_answer', 'question_id')).toEqual(liveAnswers);
  });

  it('skips a grading of a sheet it never saw', async () => {
    const rows = await spec
      .when(event('ExamAnswersGraded', { ...ids, batchId: 'b1', marks: [], remark: 'x', reason: '' }, stream))
      .then('exam_result', RESULT_ORDER);
    expect(rows).toEqual([]);
  });
});
