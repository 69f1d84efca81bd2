import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { assignmentProjection, assignmentQuestionProjection, assignmentSheetProjection } from './index.js';

const spec = projectionSpec(assignmentProjection, assignmentQuestionProjection, assignmentSheetProjection);
const { event } = spec;
const asg = { streamId: 'assignment-a1' };
const fields = {
  title: 'Planets quiz',
  type: 'MCQTYPE',
  creationType: 'NEW',
  introduction: '',
  chapter: 'Solar system',
  subjectId: 'math',
  dateOfAssignment: '2026-11-23',
  dueDate: '2026-11-27',
  fullMark: 20,
};
const question = (n: number, type: string, mark: number, options: string[] = [], answer = '') =>
  event(
    'AssignmentQuestionAdded',
    {
      assignmentId: 'a1',
      batchId: 'b1',
      questionId: `a1.q${n}`,
      question: `<p>Question ${n}</p>`,
      type,
      options,
      answer,
      markAwarded: mark,
      explanation: '',
      attachmentId: null,
    },
    asg,
  );
const sheet = (s: string) => ({ streamId: `assignment-sheet-a1~${s}` });
const ids = (s: string) => ({ assignmentId: 'a1', studentId: s, batchId: 'b1' });
const saved = (s: string, q: string, answer: string, lateDays = 0) =>
  event('AssignmentAnswerSaved', { ...ids(s), questionId: q, answer, attachmentId: null, lateDays }, sheet(s));

describe('assignment read models', () => {
  it('keeps the assignment with its question count and marks; a deleted one stays, marked', async () => {
    const rows = await spec
      .given(event('AssignmentCreated', { assignmentId: 'a1', batchId: 'b1', createdBy: 't1', ...fields }, asg))
      .when(
        question(1, 'MCQTYPE', 4, ['Mercury', 'Venus'], 'Mercury'),
        question(2, 'LONGTYPE', 10),
        question(3, 'LONGTYPE', 1),
        event('AssignmentQuestionDeleted', { assignmentId: 'a1', batchId: 'b1', questionId: 'a1.q3' }, asg),
        event('AssignmentUpdated', { assignmentId: 'a1', batchId: 'b1', ...fields, title: 'Planets', dueDate: '2026-11-28' }, asg),
      )
      .then('assignment');
    expect(rows).toMatchObject([
      { id: 'a1', title: 'Planets', due_date: '2026-11-28', total_questions: 2, created_by: 't1', deleted_at: null },
    ]);
    expect(Number(rows[0]!.total_question_mark)).toBe(14);
    const questions = await spec.rows('assignment_question', 'position');
    expect(questions.map((q) => [q.id, q.deleted_at === null])).toEqual([
      ['a1.q1', true],
      ['a1.q2', true],
      ['a1.q3', false],
    ]);
    const gone = await spec
      .given(event('AssignmentCreated', { assignmentId: 'a1', batchId: 'b1', createdBy: 't1', ...fields }, asg), question(1, 'LONGTYPE', 2))
      .when(event('AssignmentDeleted', { assignmentId: 'a1', batchId: 'b1' }, asg))
      .then('assignment_question');
    expect(gone[0]!.deleted_at).not.toBeNull();
    expect((await spec.rows('assignment'))[0]!.deleted_at).not.toBeNull();
  });

  it('keeps each sheet: answers, the submission with its penalty, reviews; applied twice the same', async () => {
    const rows = await spec
      .given(saved('s1', 'a1.q1', 'Venus'))
      .when(
        saved('s1', 'a1.q1', 'Mercury'),
        saved('s1', 'a1.q2', 'An essay'),
        saved('s2', 'a1.q1', 'Venus', 1),
        event(
          'AssignmentSubmitted',
          {
            ...ids('s1'),
            answers: [
              { questionId: 'a1.q1', answer: 'Mercury', attachmentId: null },
              { questionId: 'a1.q2', answer: 'An essay', attachmentId: null },
            ],
            marks: [{ questionId: 'a1.q1', mark: 4 }],
            needsGrading: true,
            lateDays: 1,
            penaltyPercent: 10,
          },
          sheet('s1'),
        ),
        event(
          'AssignmentReviewed',
          { ...ids('s1'), marks: [{ questionId: 'a1.q2', mark: 6, previous: null }], remark: 'Good', reason: '' },
          { ...sheet('s1'), actorId: 't1' },
        ),
      )
      .then('assignment_sheet', 'student_id');
    expect(rows).toMatchObject([
      { student_id: 's1', submitted: true, late_days: 1, total_attempted: 2, needs_grading: false, reviewed: true, remark: 'Good' },
      { student_id: 's2', submitted: false, reviewed: false, total_attempted: 0 },
    ]);
    expect([Number(rows[0]!.raw_mark), Number(rows[0]!.mark_secured), Number(rows[0]!.penalty_percent)]).toEqual([10, 9, 10]);
    const answers = await spec.rows('assignment_answer', 'student_id, question_id');
    expect(answers.map((a) => [a.student_id, a.question_id, a.answer, a.mark === null ? null : Number(a.mark)])).toEqual([
      ['s1', 'a1.q1', 'Mercury', 4],
      ['s1', 'a1.q2', 'An essay', 6],
      ['s2', 'a1.q1', 'Venus', null],
    ]);
  });
});
