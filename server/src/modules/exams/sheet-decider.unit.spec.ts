import { describe, expect, it } from 'vitest';
import { SHEET_MESSAGES as M, type ExamSheetEvent, type RecordedEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { OFFLINE_SETTINGS } from './decider.js';
import { questionOrder, sheetDecider, sheetTotal, type SheetCommand } from './sheet-decider.js';
import { emptyPaper, foldPaper, type ExamPaper } from './sheet-paper.js';

const spec = deciderSpec(sheetDecider);
const START = '2026-03-02T04:30:00.000Z';
const END = '2026-03-02T05:30:00.000Z';
const during = new Date('2026-03-02T05:00:00.000Z');
const before = new Date('2026-03-02T04:00:00.000Z');
const after = new Date('2026-03-02T05:30:00.000Z');

let v = 0;
const rec = (type: string, data: object): RecordedEvent => ({
  eventId: `ev${v}`,
  streamId: 'exam-e1',
  streamVersion: v++,
  type,
  data,
  metadata: {
    actorId: 't1',
    actorRole: 'TEACHER',
    instituteId: 'i1',
    occurredAt: START,
    correlationId: 'c',
    causationId: 'c',
  },
  position: BigInt(v),
  recordedAt: START,
});
const q = (n: number, type: string, mark: number, options: string[] = [], answer = '') =>
  rec('ExamQuestionAdded', {
    examId: 'e1',
    subjectExamId: 'e1.s1',
    questionId: `e1.q${n}`,
    question: `<p>Question ${n}</p>`,
    type,
    options,
    answer,
    markAwarded: mark,
    explanation: '',
    attachmentId: null,
  });

function paperOf(over: { type?: string; negativeMarking?: boolean; negativeMark?: number; randomize?: boolean } = {}): ExamPaper {
  v = 0;
  return foldPaper(emptyPaper(), [
    rec('ExamCreated', {
      examId: 'e1',
      createdBy: 't1',
      title: 'Mid-term',
      type: over.type ?? 'ONLINE',
      description: '',
      batchId: 'b1',
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      settings: {
        ...OFFLINE_SETTINGS,
        negativeMarking: over.negativeMarking ?? false,
        negativeMark: over.negativeMark ?? 0,
        randomizeQuestionOrder: over.randomize ?? false,
      },
    }),
    rec('SubjectExamCreated', {
      examId: 'e1',
      subjectExamId: 'e1.s1',
      batchId: 'b1',
      createdBy: 't1',
      subjectId: 'math',
      startTime: START,
      endTime: END,
      fullMark: 20,
      passMark: 8,
      credit: 1,
    }),
    q(1, 'MCQTYPE', 2, ['3', '4'], '4'),
    q(2, 'MCQTYPE', 4, ['a', 'b', 'c'], 'a'),
    q(3, 'LONGTYPE', 5),
    q(4, 'MCQTYPE', 1, ['x', 'y'], 'x'),
  ]);
}

const paper = paperOf();
const ids = { subjectExamId: 'e1.s1', studentId: 's1', batchId: 'b1' };
const begun: ExamSheetEvent = {
  type: 'ExamAttemptStarted',
  data: { examId: 'e1', ...ids, order: ['e1.q1', 'e1.q2', 'e1.q3', 'e1.q4'] },
};
const save = (
  questionId: string,
  answer: string,
  over: Partial<Extract<SheetCommand, { type: 'SaveAnswer' }>['data']> = {},
): SheetCommand => ({
  type: 'SaveAnswer',
  data: { paper, ...ids, questionId, answer, attachmentId: null, markAsReview: false, seq: null, now: during, ...over },
});
const saved = (questionId: string, answer: string, seq: number | null = null): ExamSheetEvent => ({
  type: 'ExamAnswerSaved',
  data: { examId: 'e1', subjectExamId: 'e1.s1', studentId: 's1', questionId, answer, attachmentId: null, markAsReview: false, seq },
});
const submit = (by: 'STUDENT' | 'DEADLINE', now = during, p = paper): SheetCommand => ({
  type: 'SubmitAttempt',
  data: { paper: p, ...ids, by, now },
});
const office = { userId: 'admin', office: true };
const teacher = { userId: 't1', office: false };
const stranger = { userId: 't2', office: false };

describe('sheet decider: taking', () => {
  it('starts once, in the window, in bank order or a seeded shuffle', () => {
    spec
      .given()
      .when({ type: 'StartAttempt', data: { paper, ...ids, now: during } })
      .then([begun]);
    spec
      .given(begun)
      .when({ type: 'StartAttempt', data: { paper, ...ids, now: during } })
      .then([]);
    spec
      .given()
      .when({ type: 'StartAttempt', data: { paper, ...ids, now: before } })
      .thenThrows({ message: M.notStarted, status: 400 });
    spec
      .given()
      .when({ type: 'StartAttempt', data: { paper, ...ids, now: after } })
      .thenThrows({ message: M.ended, status: 400 });
    spec
      .given()
      .when({ type: 'StartAttempt', data: { paper: paperOf({ type: 'OFFLINE' }), ...ids, now: during } })
      .thenThrows({ message: M.notOnline, status: 400 });
    const shuffled = paperOf({ randomize: true });
    const a = questionOrder(shuffled, 'e1.s1', 's1');
    expect(questionOrder(shuffled, 'e1.s1', 's1')).toEqual(a);
    expect([...a].sort()).toEqual(['e1.q1', 'e1.q2', 'e1.q3', 'e1.q4']);
    const orders = new Set(['s1', 's2', 's3', 's4', 's5', 's6'].map((s) => questionOrder(shuffled, 'e1.s1', s).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('saves an answer as one event; refuses a non-option, outside the window, after submit', () => {
    spec
      .given(begun)
      .when(save('e1.q1', '4'))
      .then([saved('e1.q1', '4')]);
    // A save before any question fetch starts the attempt too.
    spec
      .given()
      .when(save('e1.q1', '4'))
      .then([begun, saved('e1.q1', '4')]);
    spec.given(begun).when(save('e1.q1', '5')).thenThrows({ message: M.notAnOption, status: 400 });
    spec
      .given(begun)
      .when(save('e1.q1', '4', { now: after }))
      .thenThrows({ message: M.endedNoSave, status: 400 });
    spec
      .given()
      .when(save('e1.q1', '4', { now: before }))
      .thenThrows({ message: M.notStarted, status: 400 });
    spec.given(begun).when(save('e1.q9', '4')).thenThrows({ message: M.questionNotFound, status: 404 });
    spec
      .given(begun)
      .when(save('e1.q3', 'text', { attachmentId: 'f1' }))
      .thenThrows({ message: M.attachmentOnly, status: 400 });
    const done = spec.given(begun).when(submit('STUDENT')).events();
    spec
      .given(begun, ...done)
      .when(save('e1.q1', '4'))
      .thenThrows({ message: M.submitted, status: 400 });
    // Clearing is a save of ''.
    spec
      .given(begun, saved('e1.q1', '4'))
      .when(save('e1.q1', ''))
      .then([saved('e1.q1', '')]);
    // The same answer again without a seq is acknowledged with no event.
    spec.given(begun, saved('e1.q1', '4')).when(save('e1.q1', '4')).then([]);
  });

  it('never lets a late resend with an old seq overwrite a newer answer', () => {
    const given = [begun, saved('e1.q2', 'b', 7)];
    spec
      .given(...given)
      .when(save('e1.q2', 'a', { seq: 5 }))
      .then([]);
    spec
      .given(...given)
      .when(save('e1.q2', 'a', { seq: 7 }))
      .then([]);
    spec
      .given(...given)
      .when(save('e1.q2', 'a', { seq: 8 }))
      .then([saved('e1.q2', 'a', 8)]);
    // A newer seq with the same answer is still recorded: it moves the seq on.
    spec
      .given(...given)
      .when(save('e1.q2', 'b', { seq: 9 }))
      .then([saved('e1.q2', 'b', 9)]);
  });

  it('counts activity while open', () => {
    const tab = { type: 'RecordActivity' as const, data: { paper, ...ids, kind: 'TAB_SWITCH' as const, now: during } };
    const recorded: ExamSheetEvent = {
      type: 'ExamActivityRecorded',
      data: { examId: 'e1', subjectExamId: 'e1.s1', studentId: 's1', kind: 'TAB_SWITCH' },
    };
    spec.given(begun).when(tab).then([recorded]);
    expect(spec.given(begun, recorded, recorded).state.activity.TAB_SWITCH).toBe(2);
    spec
      .given(begun)
      .when({ ...tab, data: { ...tab.data, now: after } })
      .thenThrows({ message: M.ended });
  });
});

describe('sheet decider: submitting and marking', () => {
  it('marks MCQs on submit: right, wrong, blank; a long answer waits for grading', () => {
    const events = spec.given(begun, saved('e1.q1', '4'), saved('e1.q2', 'b'), saved('e1.q3', 'An essay')).when(submit('STUDENT')).events();
    expect(events).toEqual([
      {
        type: 'ExamAttemptSubmitted',
        data: {
          examId: 'e1',
          ...ids,
          by: 'STUDENT',
          answers: [
            { questionId: 'e1.q1', answer: '4', attachmentId: null },
            { questionId: 'e1.q2', answer: 'b', attachmentId: null },
            { questionId: 'e1.q3', answer: 'An essay', attachmentId: null },
          ],
          marks: [
            { questionId: 'e1.q1', mark: 2 },
            { questionId: 'e1.q2', mark: 0 },
            { questionId: 'e1.q4', mark: 0 },
          ],
          needsGrading: true,
        },
      },
    ]);
    spec
      .given(begun, ...events)
      .when(submit('STUDENT'))
      .thenThrows({ message: M.submitted, status: 400 });
  });

  it('takes off the negative mark for a wrong answer, and the total never goes below 0', () => {
    const neg = paperOf({ negativeMarking: true, negativeMark: 25 });
    const events = spec
      .given(begun, saved('e1.q2', 'b'), saved('e1.q4', 'y'))
      .when(submit('STUDENT', during, neg))
      .events();
    const marks = events[0]!.type === 'ExamAttemptSubmitted' ? events[0]!.data.marks : [];
    expect(marks).toEqual([
      { questionId: 'e1.q1', mark: 0 },
      { questionId: 'e1.q2', mark: -1 },
      { questionId: 'e1.q4', mark: -0.25 },
    ]);
    expect(sheetTotal(spec.given(begun, ...events).state)).toBe(0);
    const mixed = spec
      .given(begun, saved('e1.q1', '4'), saved('e1.q2', 'b'))
      .when(submit('STUDENT', during, neg))
      .events();
    expect(sheetTotal(spec.given(begun, ...mixed).state)).toBe(1);
  });

  it('submits at the deadline only an open attempt that is over, once', () => {
    const given = [begun, saved('e1.q1', '4')];
    const [deadline] = spec
      .given(...given)
      .when(submit('DEADLINE', after))
      .events();
    expect(deadline).toMatchObject({
      type: 'ExamAttemptSubmitted',
      data: { by: 'DEADLINE', answers: [{ questionId: 'e1.q1', answer: '4' }] },
    });
    spec
      .given(...given)
      .when(submit('DEADLINE', during))
      .then([]);
    spec
      .given(...given, deadline!)
      .when(submit('DEADLINE', after))
      .then([]);
    spec.given().when(submit('DEADLINE', after)).then([]);
    spec
      .given(...given)
      .when(submit('STUDENT', after))
      .thenThrows({ message: M.ended });
  });

  it('grades within bounds, asks a reason to change a mark, refuses before submit and a teacher who did not create it', () => {
    const done = spec.given(begun, saved('e1.q1', '4'), saved('e1.q3', 'An essay')).when(submit('STUDENT')).events();
    const given = [begun, saved('e1.q1', '4'), saved('e1.q3', 'An essay'), ...done];
    const grade = (marks: { questionId: string; mark: number }[], over: object = {}): SheetCommand => ({
      type: 'GradeAnswers',
      data: { paper, ...ids, by: teacher, marks, remark: 'Good', reason: '', ...over },
    });
    const first = spec
      .given(...given)
      .when(
        grade([
          { questionId: 'e1.q3', mark: 4 },
          { questionId: 'e1.q1', mark: 2 },
        ]),
      )
      .events();
    expect(first).toEqual([
      {
        type: 'ExamAnswersGraded',
        data: {
          examId: 'e1',
          subjectExamId: 'e1.s1',
          studentId: 's1',
          batchId: 'b1',
          marks: [{ questionId: 'e1.q3', mark: 4, previous: null }],
          remark: 'Good',
          reason: '',
        },
      },
    ]);
    const graded = spec.given(...given, ...first).state;
    expect(sheetTotal(graded)).toBe(6);
    expect(graded.needsGrading).toBe(false);
    spec
      .given(...given)
      .when(grade([{ questionId: 'e1.q3', mark: 6 }]))
      .thenThrows({ message: M.markBounds, status: 400 });
    spec
      .given(...given)
      .when(grade([{ questionId: 'e1.q3', mark: -1 }]))
      .thenThrows({ message: M.markBounds, status: 400 });
    spec
      .given(...given, ...first)
      .when(grade([{ questionId: 'e1.q3', mark: 3 }]))
      .thenThrows({ message: M.reasonForMark, status: 400 });
    spec
      .given(...given, ...first)
      .when(grade([{ questionId: 'e1.q3', mark: 3 }], { reason: 'Recounted' }))
      .then([
        {
          type: 'ExamAnswersGraded',
          data: {
            examId: 'e1',
            subjectExamId: 'e1.s1',
            studentId: 's1',
            batchId: 'b1',
            marks: [{ questionId: 'e1.q3', mark: 3, previous: 4 }],
            remark: 'Good',
            reason: 'Recounted',
          },
        },
      ]);
    // Changing an auto mark is changing a mark too.
    spec
      .given(...given)
      .when(grade([{ questionId: 'e1.q1', mark: 1 }]))
      .thenThrows({ message: M.reasonForMark });
    spec
      .given(begun)
      .when(grade([{ questionId: 'e1.q3', mark: 4 }]))
      .thenThrows({ message: M.notSubmitted, status: 400 });
    spec
      .given(...given)
      .when(grade([{ questionId: 'e1.q3', mark: 4 }], { by: stranger }))
      .thenThrows({ message: M.notYourSubjectExam, status: 403 });
    spec
      .given(...given)
      .when(grade([{ questionId: 'e1.q3', mark: 4 }], { by: office }))
      .events();
    // An MCQ mark may go down to minus its deduction with negative marking.
    const neg = paperOf({ negativeMarking: true, negativeMark: 50 });
    spec
      .given(...given)
      .when(grade([{ questionId: 'e1.q2', mark: -2 }], { paper: neg, reason: 'Wrong option' }))
      .events();
    spec
      .given(...given)
      .when(grade([{ questionId: 'e1.q2', mark: -3 }], { paper: neg, reason: 'x' }))
      .thenThrows({ message: M.mcqMarkBounds });
  });

  it('records offline results with the spec messages, and a change needs a reason', () => {
    const offline = paperOf({ type: 'OFFLINE' });
    const record = (over: object = {}): SheetCommand => ({
      type: 'RecordResult',
      data: { paper: offline, ...ids, by: teacher, isAttended: true, obtainMark: 15, remark: 'Fine', reason: '', ...over },
    });
    const first = spec.given().when(record()).events();
    expect(first).toEqual([
      {
        type: 'ExamResultRecorded',
        data: { examId: 'e1', ...ids, isAttended: true, obtainMark: 15, remark: 'Fine', reason: '', previous: null },
      },
    ]);
    spec
      .given()
      .when(record({ isAttended: undefined }))
      .thenThrows({ message: M.attendance, status: 400 });
    spec
      .given()
      .when(record({ obtainMark: undefined }))
      .thenThrows({ message: M.obtainMark, status: 400 });
    spec
      .given()
      .when(record({ obtainMark: 21 }))
      .thenThrows({ message: M.obtainBounds, status: 400 });
    spec
      .given()
      .when(record({ obtainMark: -1 }))
      .thenThrows({ message: M.obtainBounds, status: 400 });
    spec
      .given()
      .when(record({ by: stranger }))
      .thenThrows({ message: M.notYourSubjectExam, status: 403 });
    spec
      .given(...first)
      .when(record({ obtainMark: 12 }))
      .thenThrows({ message: M.reasonForResult, status: 400 });
    const absent = spec
      .given(...first)
      .when(record({ isAttended: false, obtainMark: 12, reason: 'Was absent' }))
      .events();
    expect(absent[0]).toMatchObject({
      data: { isAttended: false, obtainMark: 0, previous: { isAttended: true, obtainMark: 15, remark: 'Fine' } },
    });
    spec
      .given(...first)
      .when(record())
      .then([]);
    // An override of a submitted online sheet is a change of its result: it needs a reason too.
    const done = spec.given(begun, saved('e1.q1', '4')).when(submit('STUDENT')).events();
    spec
      .given(begun, saved('e1.q1', '4'), ...done)
      .when(record({ paper, obtainMark: 10 }))
      .thenThrows({ message: M.reasonForResult });
  });
});
