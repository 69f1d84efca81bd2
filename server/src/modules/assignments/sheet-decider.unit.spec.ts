import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES as M, type AssignmentSheetEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { assignmentDecider, type AssignmentStreamEvent } from './decider.js';
import {
  DEFAULT_POLICY,
  assignmentSheetDecider,
  daysBetween,
  latePolicyDecider,
  openness,
  securedOf,
  sheetSecured,
  type SheetCommand,
} from './sheet-decider.js';

const spec = deciderSpec(assignmentSheetDecider);
const asgEvents: AssignmentStreamEvent[] = [
  {
    type: 'AssignmentCreated',
    data: {
      assignmentId: 'a1',
      batchId: 'b1',
      createdBy: 't1',
      title: 'Mixed',
      type: 'MCQTYPE',
      creationType: 'NEW',
      introduction: '',
      chapter: '',
      subjectId: 'math',
      dateOfAssignment: '2026-11-23',
      dueDate: '2026-11-27',
      fullMark: 20,
    },
  },
  ...(
    [
      ['a1.q1', 'MCQTYPE', 4, ['Mercury', 'Venus'], 'Mercury'],
      ['a1.q2', 'MCQTYPE', 6, ['Jupiter', 'Earth'], 'Jupiter'],
      ['a1.q3', 'LONGTYPE', 10, [], ''],
    ] as const
  ).map(
    ([questionId, type, markAwarded, options, answer]): AssignmentStreamEvent => ({
      type: 'AssignmentQuestionAdded',
      data: {
        assignmentId: 'a1',
        batchId: 'b1',
        questionId,
        question: '<p>Q</p>',
        type,
        options: [...options],
        answer,
        markAwarded,
        explanation: '',
        attachmentId: null,
      },
    }),
  ),
];
const assignment = asgEvents.reduce(assignmentDecider.evolve, assignmentDecider.initialState());
const penalty = { policy: 'PENALTY' as const, penaltyPercentPerDay: 10, updatedAt: '2026-11-01T00:00:00Z' };
const ids = { studentId: 's1', batchId: 'b1' };
const save = (
  questionId: string,
  answer: string,
  today = '2026-11-25',
  policy = DEFAULT_POLICY,
  attachmentId: string | null = null,
): SheetCommand => ({
  type: 'SaveAnswer',
  data: { assignment, ...ids, questionId, answer, attachmentId, policy, today },
});
const saved = (questionId: string, answer: string, lateDays = 0, attachmentId: string | null = null): AssignmentSheetEvent => ({
  type: 'AssignmentAnswerSaved',
  data: { assignmentId: 'a1', ...ids, questionId, answer, attachmentId, lateDays },
});
const submit = (today = '2026-11-25', policy = DEFAULT_POLICY): SheetCommand => ({
  type: 'Submit',
  data: { assignment, ...ids, policy, today },
});
const submitted = (lateDays = 0, penaltyPercent = 0): AssignmentSheetEvent => ({
  type: 'AssignmentSubmitted',
  data: {
    assignmentId: 'a1',
    ...ids,
    answers: [
      { questionId: 'a1.q1', answer: 'Mercury', attachmentId: null },
      { questionId: 'a1.q2', answer: 'Earth', attachmentId: null },
      { questionId: 'a1.q3', answer: 'An essay', attachmentId: null },
    ],
    marks: [
      { questionId: 'a1.q1', mark: 4 },
      { questionId: 'a1.q2', mark: 0 },
    ],
    needsGrading: true,
    lateDays,
    penaltyPercent,
  },
});
const answered = [saved('a1.q1', 'Mercury'), saved('a1.q2', 'Earth'), saved('a1.q3', 'An essay')];
const review = (
  marks: { questionId: string; mark: number }[],
  reason = '',
  who = { userId: 't1', office: false, teachesBatch: true },
): SheetCommand => ({
  type: 'Review',
  data: { assignment, studentId: 's1', by: who, marks, remark: 'Ok', reason },
});

describe('assignment sheet decider: answering', () => {
  it('is open from the date of assignment to the end of the due date; later only under PENALTY', () => {
    expect(openness(assignment, DEFAULT_POLICY, '2026-11-22')).toEqual({ ok: false, message: M.notOpenYet });
    expect(openness(assignment, DEFAULT_POLICY, '2026-11-27')).toEqual({ ok: true, lateDays: 0, penaltyPercent: 0 });
    expect(openness(assignment, DEFAULT_POLICY, '2026-11-28')).toEqual({ ok: false, message: M.pastDue });
    expect(openness(assignment, penalty, '2026-11-29')).toEqual({ ok: true, lateDays: 2, penaltyPercent: 20 });
    expect(openness(assignment, penalty, '2027-02-01').ok && openness(assignment, penalty, '2027-02-01')).toMatchObject({
      penaltyPercent: 100,
    });
    expect(daysBetween('2026-11-27', '2026-12-01')).toBe(4);
  });

  it('saves an answer, refuses a non-option, a file off an ATTACHMENT question, and a save after the due date', () => {
    spec
      .given()
      .when(save('a1.q1', 'Mercury'))
      .then([saved('a1.q1', 'Mercury')]);
    spec.given(saved('a1.q1', 'Mercury')).when(save('a1.q1', 'Mercury')).then([]);
    spec.given().when(save('a1.q1', '')).then([]);
    spec.given().when(save('a1.q1', 'Pluto')).thenThrows({ message: M.notAnOption, status: 400 });
    spec
      .given()
      .when(save('a1.q3', 'text', '2026-11-25', DEFAULT_POLICY, 'f1'))
      .thenThrows(M.attachmentOnly);
    spec.given().when(save('a1.q9', 'x')).thenThrows({ status: 404 });
    spec
      .given()
      .when(save('a1.q1', 'Mercury', '2026-11-28'))
      .thenThrows({ message: M.pastDue, status: 400 });
    spec
      .given()
      .when(save('a1.q1', 'Mercury', '2026-11-20'))
      .thenThrows(M.notOpenYet);
    spec
      .given()
      .when(save('a1.q1', 'Mercury', '2026-11-29', penalty))
      .then([saved('a1.q1', 'Mercury', 2)]);
  });

  it('submits once with the MCQ marks, a written answer waiting for a teacher', () => {
    spec
      .given(...answered)
      .when(submit())
      .then([submitted()]);
    spec
      .given(...answered, submitted())
      .when(submit())
      .thenThrows(M.submitted);
    spec
      .given(...answered, submitted())
      .when(save('a1.q1', 'Venus'))
      .thenThrows(M.submitted);
    spec
      .given(...answered)
      .when(submit('2026-11-28'))
      .thenThrows(M.pastDue);
    spec
      .given(...answered)
      .when(submit('2026-11-29', penalty))
      .then([submitted(2, 20)]);
  });

  it('takes the penalty off the total', () => {
    const s = spec.given(...answered, submitted(2, 20), {
      type: 'AssignmentReviewed',
      data: { assignmentId: 'a1', ...ids, marks: [{ questionId: 'a1.q3', mark: 6, previous: null }], remark: '', reason: '' },
    }).state;
    expect(sheetSecured(s)).toBe(8);
    expect(securedOf(7.5, 10)).toBe(6.75);
  });
});

describe('assignment sheet decider: reviewing', () => {
  it('marks within 0..the question mark, a change needs a reason, and the mark before is kept', () => {
    spec
      .given(...answered)
      .when(review([{ questionId: 'a1.q3', mark: 5 }]))
      .thenThrows(M.notSubmitted);
    spec
      .given(...answered, submitted())
      .when(review([{ questionId: 'a1.q3', mark: 11 }]))
      .thenThrows({ message: M.markBounds, status: 400 });
    spec
      .given(...answered, submitted())
      .when(review([{ questionId: 'a1.q3', mark: -1 }]))
      .thenThrows(M.markBounds);
    spec
      .given(...answered, submitted())
      .when(review([{ questionId: 'a1.q3', mark: 7 }]))
      .then([
        {
          type: 'AssignmentReviewed',
          data: { assignmentId: 'a1', ...ids, marks: [{ questionId: 'a1.q3', mark: 7, previous: null }], remark: 'Ok', reason: '' },
        },
      ]);
    // Changing an MCQ's auto mark is a change: it needs a reason.
    spec
      .given(...answered, submitted())
      .when(review([{ questionId: 'a1.q2', mark: 3 }]))
      .thenThrows(M.reasonForMark);
    expect(
      spec
        .given(...answered, submitted())
        .when(review([{ questionId: 'a1.q2', mark: 3 }], 'Partly right'))
        .events()[0],
    ).toMatchObject({
      data: { marks: [{ questionId: 'a1.q2', mark: 3, previous: 0 }], reason: 'Partly right' },
    });
    spec
      .given(...answered, submitted())
      .when(review([{ questionId: 'a1.q3', mark: 5 }], '', { userId: 't9', office: false, teachesBatch: false }))
      .thenThrows({ status: 403 });
  });
});

describe('late policy decider', () => {
  const set = (policy: 'REFUSE' | 'PENALTY', penaltyPercentPerDay: number) => ({
    type: 'SetLatePolicy' as const,
    data: { instituteId: 'i1', policy, penaltyPercentPerDay },
  });
  const d = deciderSpec(latePolicyDecider);
  it('needs a percent for PENALTY, keeps 0 for REFUSE, and records no change twice', () => {
    d.given().when(set('PENALTY', 0)).thenThrows(M.penaltyRequired);
    d.given().when(set('PENALTY', 150)).thenThrows(M.penaltyRequired);
    d.given()
      .when(set('REFUSE', 25))
      .then([{ type: 'AssignmentLatePolicySet', data: { instituteId: 'i1', policy: 'REFUSE', penaltyPercentPerDay: 0 } }]);
    const on = {
      type: 'AssignmentLatePolicySet' as const,
      data: { instituteId: 'i1', policy: 'PENALTY' as const, penaltyPercentPerDay: 5 },
    };
    d.given(on).when(set('PENALTY', 5)).then([]);
  });
});
