import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { examProjection, examQuestionProjection, subjectExamProjection } from './index.js';

const spec = projectionSpec(examProjection, subjectExamProjection, examQuestionProjection);
const { event } = spec;
const stream = { streamId: 'exam-e1' };
const settings = { negativeMarking: false, negativeMark: 0, conclusionText: '' };
const fields = {
  title: 'Mid-term',
  type: 'OFFLINE',
  description: '',
  batchId: 'b1',
  startDate: '2026-03-02',
  endDate: '2026-03-06',
  settings,
};
const sub = (id: string, subjectId: string, startTime: string, fullMark: number) => ({
  examId: 'e1',
  subjectExamId: id,
  batchId: 'b1',
  createdBy: 't1',
  subjectId,
  startTime,
  endTime: startTime.replace('T04', 'T07'),
  fullMark,
  passMark: 4,
  credit: 1,
});
const question = (id: string, subjectExamId: string, markAwarded: number) => ({
  examId: 'e1',
  subjectExamId,
  questionId: id,
  question: '<p>What is two plus two?</p>',
  type: 'MCQTYPE',
  options: ['3', '4'],
  answer: '4',
  markAwarded,
  explanation: '',
  attachmentId: null,
});

const history = () => [
  event('ExamCreated', { examId: 'e1', createdBy: 't1', ...fields }, stream),
  event('SubjectExamCreated', sub('e1.s1', 'math', '2026-03-03T04:30:00.000Z', 50), stream),
  event('SubjectExamCreated', sub('e1.s2', 'physics', '2026-03-02T04:30:00.000Z', 40), stream),
  event('ExamQuestionAdded', question('e1.q1', 'e1.s1', 2), stream),
  event('ExamQuestionAdded', question('e1.q2', 'e1.s1', 3.5), stream),
  event('ExamQuestionAdded', question('e1.q3', 'e1.s2', 1), stream),
];

describe('exams read models', () => {
  it('keeps the counts on the exam and subject exam rows, applied twice the same', async () => {
    const [created, ...rest] = history();
    const exams = await spec
      .given(created!)
      .when(...rest)
      .then('exam');
    expect(exams).toMatchObject([{ id: 'e1', subjects: 2, total_question: 3, created_by: 't1' }]);
    expect(Number(exams[0]!.total_mark)).toBe(90);
    expect(new Date(exams[0]!.schedule_at as string).toISOString()).toBe('2026-03-02T04:30:00.000Z');
    const subjects = await spec.rows('subject_exam');
    expect(subjects.map((s) => [s.id, s.total_question, Number(s.total_question_mark)])).toEqual([
      ['e1.s1', 2, 5.5],
      ['e1.s2', 1, 1],
    ]);
  });

  it('counts down on deletes and marks the rows deleted; publishing is kept', async () => {
    const events = [
      ...history(),
      event('ExamQuestionDeleted', { examId: 'e1', subjectExamId: 'e1.s1', questionId: 'e1.q1' }, stream),
      event('SubjectExamUpdated', { ...sub('e1.s1', 'math', '2026-03-04T04:30:00.000Z', 60), createdBy: undefined }, stream),
      event('ExamQuestionDeleted', { examId: 'e1', subjectExamId: 'e1.s2', questionId: 'e1.q3' }, stream),
      event('SubjectExamDeleted', { examId: 'e1', subjectExamId: 'e1.s2' }, stream),
      event('ExamResultsPublished', { examId: 'e1', batchId: 'b1' }, stream),
    ];
    const exams = await spec.when(...events).then('exam');
    expect(exams).toMatchObject([{ subjects: 1, total_question: 1, result_published: true }]);
    expect(Number(exams[0]!.total_mark)).toBe(60);
    const subjects = await spec.rows('subject_exam');
    expect(subjects.map((s) => [s.id, s.total_question, Number(s.full_mark), s.deleted_at === null])).toEqual([
      ['e1.s1', 1, 60, true],
      ['e1.s2', 0, 40, false],
    ]);
    const questions = await spec.rows('exam_question');
    expect(questions.map((q) => [q.id, q.deleted_at === null])).toEqual([
      ['e1.q1', false],
      ['e1.q2', true],
      ['e1.q3', false],
    ]);
  });

  it('a rebuild (everything at once) gives the rows live application gave', async () => {
    const all = history();
    const live = await spec
      .given(...all.slice(0, 3))
      .when(...all.slice(3))
      .then('exam');
    const rebuilt = await spec.when(...all).then('exam');
    expect(rebuilt).toEqual(live);
  });

  it('skips events of an exam it never saw created', async () => {
    const rows = await spec.when(event('SubjectExamUpdated', sub('x.s1', 'math', '2026-03-03T04:30:00.000Z', 5))).then('subject_exam');
    expect(rows).toEqual([]);
    expect(await spec.rows('exam')).toEqual([]);
  });
});
