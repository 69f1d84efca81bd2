import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { examAnswerProjection, examSheetLogProjection } from './index.js';

const answers = batchSpec(examAnswerProjection);
const log = batchSpec(examSheetLogProjection);

/** Two students' sheets interleaved: saves, changes, clears, review marks, activity, submits, a grading, a result. */
function sheetEvents() {
  const ev = eventMaker();
  const ids = (s: string) => ({ examId: 'e1', subjectExamId: 'e1.s1', studentId: s });
  const stream = (s: string) => `exam-sheet-e1.s1~${s}`;
  const save = (s: string, q: string, answer: string, markAsReview = false, seq: number | null = null) =>
    ev('ExamAnswerSaved', { ...ids(s), questionId: q, answer, attachmentId: null, markAsReview, seq }, stream(s));
  const submitted = (s: string, by: string) =>
    ev(
      'ExamAttemptSubmitted',
      {
        ...ids(s),
        batchId: 'b1',
        by,
        answers: [{ questionId: 'q1', answer: 'A', attachmentId: null }],
        marks: [
          { questionId: 'q1', mark: 2 },
          { questionId: 'q2', mark: -0.5 },
        ],
        needsGrading: true,
      },
      stream(s),
    );
  return [
    ev('ExamAttemptStarted', { ...ids('s1'), batchId: 'b1', order: ['q1', 'q2', 'q3'] }, stream('s1')),
    ev('ExamAttemptStarted', { ...ids('s2'), batchId: 'b1', order: ['q3', 'q2', 'q1'] }, stream('s2')),
    save('s1', 'q1', 'B', false, 1),
    save('s2', 'q1', 'A'),
    save('s1', 'q1', 'A', false, 2),
    save('s1', 'q2', 'C', true, 3),
    ev('ExamActivityRecorded', { ...ids('s1'), kind: 'TAB_SWITCH' }, stream('s1')),
    save('s1', 'q2', 'C', false, 4),
    save('s2', 'q3', 'An essay'),
    save('s2', 'q3', ''),
    save('s1', 'q3', 'Words'),
    ev('ExamActivityRecorded', { ...ids('s2'), kind: 'FULLSCREEN_EXIT' }, stream('s2')),
    save('s2', 'q3', 'A new essay'),
    submitted('s1', 'STUDENT'),
    submitted('s2', 'DEADLINE'),
    ev(
      'ExamAnswersGraded',
      { ...ids('s1'), batchId: 'b1', marks: [{ questionId: 'q3', mark: 4, previous: null }], remark: 'Ok', reason: '' },
      stream('s1'),
      {
        actorId: 't1',
      },
    ),
    ev('ExamAnswersGraded', { ...ids('s1'), batchId: 'b1', marks: [], remark: 'Better', reason: 'typo' }, stream('s1')),
    ev(
      'ExamResultRecorded',
      {
        ...ids('s2'),
        batchId: 'b1',
        isAttended: true,
        obtainMark: 7,
        remark: '',
        reason: 'recount',
        previous: { isAttended: true, obtainMark: 2, remark: '' },
      },
      stream('s2'),
    ),
  ];
}

describe('sheet read models applyBatch', { timeout: 180_000 }, () => {
  it('exam_answer: leaves the rows apply leaves, from empty tables and from part of the batch', async () => {
    const events = sheetEvents();
    const r = await answers.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.exam_answer!.length).toBe(6);
    for (const split of [3, 7, 12]) expect((await answers.compare(events, split)).fellBack).toBe(false);
  });

  it('exam_sheet_log: the same rows, previous answers included, from empty tables and from part of the batch', async () => {
    const events = sheetEvents();
    const r = await log.compare(events);
    expect(r.fellBack).toBe(false);
    const kinds = r.rows.exam_sheet_log!.map(
      (x) => JSON.parse(x) as { kind: string; previous_answer: string | null; question_id: string; student_id: string },
    );
    expect(kinds.filter((k) => k.kind === 'CHANGED')).toEqual([
      expect.objectContaining({ student_id: 's1', question_id: 'q1', previous_answer: 'B' }),
    ]);
    expect(kinds.filter((k) => k.kind === 'UNMARKED')).toHaveLength(1);
    expect(kinds.filter((k) => k.kind === 'CLEARED')).toHaveLength(1);
    for (const split of [3, 5, 9, 12]) expect((await log.compare(events, split)).fellBack).toBe(false);
  });
});
