import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES as M, type AssignmentFields, type QuestionFields } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { assignmentDecider, type AssignmentStreamEvent } from './decider.js';

const spec = deciderSpec(assignmentDecider);
const fields: AssignmentFields = {
  title: 'Planets quiz',
  type: 'MCQTYPE',
  creationType: 'NEW',
  introduction: '<p>Answer all.</p>',
  chapter: 'Solar system',
  subjectId: 'math',
  dateOfAssignment: '2026-11-23',
  dueDate: '2026-11-27',
  fullMark: 10,
};
const teacher = { userId: 't1', office: false };
const other = { userId: 't2', office: false };
const office = { userId: 'admin', office: true };
const created: AssignmentStreamEvent = {
  type: 'AssignmentCreated',
  data: { assignmentId: 'a1', batchId: 'b1', createdBy: 't1', ...fields },
};
const notified: AssignmentStreamEvent = {
  type: 'AssignmentNotified',
  data: { assignmentId: 'a1', batchId: 'b1', title: 'Planets quiz', dueDate: '2026-11-27', recipients: ['s1', 'p1'] },
};
const mcq = (mark: number): QuestionFields => ({
  question: '<p>Which planet is closest?</p>',
  type: 'MCQTYPE',
  options: ['Mercury', 'Venus'],
  answer: 'Mercury',
  markAwarded: mark,
  explanation: '',
  attachmentId: null,
});
const added = (n: number, mark: number): AssignmentStreamEvent => ({
  type: 'AssignmentQuestionAdded',
  data: { assignmentId: 'a1', batchId: 'b1', questionId: `a1.q${n}`, ...mcq(mark) },
});
const create = (over: Partial<AssignmentFields> = {}, recipients = ['s1', 'p1', 's1'], today = '2026-11-23') => ({
  type: 'CreateAssignment' as const,
  data: { assignmentId: 'a1', batchId: 'b1', by: teacher, fields: { ...fields, ...over }, recipients, today },
});

describe('assignment decider', () => {
  it('creates with the trimmed fields and notifies each recipient once', () => {
    spec
      .given()
      .when(create({ title: '  Planets quiz ' }))
      .then([created, notified]);
    expect(spec.given().when(create({}, [])).events()).toEqual([created]);
    spec.given(created).when(create()).thenThrows({ status: 409 });
  });

  it('refuses bad fields with a 400', () => {
    spec
      .given()
      .when(create({ title: ' ' }))
      .thenThrows({ message: 'Title is required.', status: 400 });
    spec
      .given()
      .when(create({ dueDate: '2026-11-22' }))
      .thenThrows(M.dueBeforeStart);
    spec
      .given()
      .when(create({ dueDate: '2026-02-30' }))
      .thenThrows('Due date must be a date (YYYY-MM-DD).');
    spec
      .given()
      .when(create({ fullMark: 0 }))
      .thenThrows('Full mark must be between 1 and 1000.');
    spec
      .given()
      .when(create({}, [], '2026-11-28'))
      .thenThrows('Due date cannot be in the past.');
  });

  it('updates for the creator or the office only; the full mark holds the questions', () => {
    const by = (who: typeof teacher, patch: Partial<AssignmentFields>) => ({ type: 'UpdateAssignment' as const, data: { by: who, patch } });
    spec
      .given(created)
      .when(by(teacher, { title: 'Quiz' }))
      .then([{ type: 'AssignmentUpdated', data: { assignmentId: 'a1', batchId: 'b1', ...fields, title: 'Quiz' } }]);
    spec
      .given(created)
      .when(by(teacher, { title: 'Planets quiz' }))
      .then([]);
    spec
      .given(created)
      .when(by(other, { title: 'Quiz' }))
      .thenThrows({ message: M.notYours, status: 403 });
    expect(
      spec
        .given(created)
        .when(by(office, { dueDate: '2026-11-30' }))
        .events(),
    ).toHaveLength(1);
    spec
      .given(created, added(1, 6))
      .when(by(teacher, { fullMark: 5 }))
      .thenThrows({ message: M.fullMarkBelowQuestions, status: 409 });
    spec
      .given()
      .when(by(teacher, { title: 'Quiz' }))
      .thenThrows({ status: 404 });
  });

  it('adds questions within the full mark, numbered in the stream, and never once a student submitted', () => {
    const add = (mark: number, locked = false, who = teacher) => ({
      type: 'AddQuestion' as const,
      data: { by: who, question: mcq(mark), locked },
    });
    spec
      .given(created)
      .when(add(4))
      .then([added(1, 4)]);
    spec.given(created, added(1, 4), added(2, 6)).when(add(1)).thenThrows({ message: M.questionMarksOverFull, status: 409 });
    spec.given(created, added(1, 4)).when(add(1, true)).thenThrows({ message: M.hasSubmissions, status: 409 });
    spec
      .given(created)
      .when(add(1, false, other))
      .thenThrows({ status: 403 });
    const del: AssignmentStreamEvent = {
      type: 'AssignmentQuestionDeleted',
      data: { assignmentId: 'a1', batchId: 'b1', questionId: 'a1.q1' },
    };
    // A deleted question's number is not given again.
    spec
      .given(created, added(1, 4), del)
      .when(add(4))
      .then([added(2, 4)]);
  });

  it('deletes a question of its own, unless locked', () => {
    const del = (questionId: string, locked = false, who = teacher) => ({
      type: 'DeleteQuestion' as const,
      data: { by: who, questionId, locked },
    });
    spec
      .given(created, added(1, 4))
      .when(del('a1.q1'))
      .then([{ type: 'AssignmentQuestionDeleted', data: { assignmentId: 'a1', batchId: 'b1', questionId: 'a1.q1' } }]);
    spec.given(created, added(1, 4)).when(del('a1.q9')).thenThrows({ message: M.questionNotFound, status: 404 });
    spec.given(created, added(1, 4)).when(del('a1.q1', true)).thenThrows({ status: 409 });
    spec
      .given(created, added(1, 4))
      .when(del('a1.q1', false, other))
      .thenThrows({ status: 403 });
  });

  it('deletes for the creator or the office, withdrawing the notifications', () => {
    const del = (who: typeof teacher) => ({ type: 'DeleteAssignment' as const, data: { by: who } });
    spec
      .given(created, notified)
      .when(del(office))
      .then([
        { type: 'AssignmentNotificationsWithdrawn', data: { assignmentId: 'a1', recipients: ['s1', 'p1'] } },
        { type: 'AssignmentDeleted', data: { assignmentId: 'a1', batchId: 'b1' } },
      ]);
    spec
      .given(created)
      .when(del(teacher))
      .then([{ type: 'AssignmentDeleted', data: { assignmentId: 'a1', batchId: 'b1' } }]);
    spec.given(created).when(del(other)).thenThrows({ status: 403 });
    spec
      .given(created, { type: 'AssignmentDeleted', data: { assignmentId: 'a1', batchId: 'b1' } })
      .when(del(teacher))
      .thenThrows({ status: 404 });
  });
});
