import { describe, expect, it } from 'vitest';
import type { ExamsEvent, QuestionFields } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { EXAM_MESSAGES as M, OFFLINE_SETTINGS, examDecider, type ExamActor } from './decider.js';

const spec = deciderSpec(examDecider);
const office: ExamActor = { userId: 'admin1', office: true };
const teacher: ExamActor = { userId: 't1', office: false };
const other: ExamActor = { userId: 't2', office: false };
const fields = {
  title: 'Mid-term',
  type: 'OFFLINE' as const,
  description: '',
  batchId: 'b1',
  startDate: '2026-03-02',
  endDate: '2026-03-06',
  settings: OFFLINE_SETTINGS,
};
const created: ExamsEvent = { type: 'ExamCreated', data: { examId: 'e1', createdBy: 't1', ...fields } };
const sub = {
  subjectId: 'math',
  startTime: '2026-03-02T04:30:00.000Z',
  endTime: '2026-03-02T07:30:00.000Z',
  fullMark: 10,
  passMark: 4,
  credit: 1,
};
const subCreated: ExamsEvent = {
  type: 'SubjectExamCreated',
  data: { examId: 'e1', subjectExamId: 'e1.s1', batchId: 'b1', createdBy: 't1', ...sub },
};
const q = (mark: number): QuestionFields => ({
  question: '<p>What is two plus two?</p>',
  type: 'MCQTYPE',
  options: ['3', '4'],
  answer: '4',
  markAwarded: mark,
  explanation: '',
  attachmentId: null,
});
const qAdded = (n: number, mark: number): ExamsEvent => ({
  type: 'ExamQuestionAdded',
  data: { examId: 'e1', subjectExamId: 'e1.s1', questionId: `e1.q${n}`, ...q(mark) },
});

describe('exam decider', () => {
  it('creates an exam owned by its creator, with the designed refusals', () => {
    spec
      .given()
      .when({ type: 'CreateExam', data: { examId: 'e1', by: teacher, fields } })
      .then([created]);
    spec
      .given(created)
      .when({ type: 'CreateExam', data: { examId: 'e1', by: teacher, fields } })
      .thenThrows({ status: 409 });
    spec
      .given()
      .when({ type: 'CreateExam', data: { examId: 'e1', by: office, fields: { ...fields, endDate: '2026-03-01' } } })
      .thenThrows({ message: M.dateOrder, status: 400 });
    spec
      .given()
      .when({ type: 'CreateExam', data: { examId: 'e1', by: office, fields: { ...fields, title: ' a ' } } })
      .thenThrows({ message: M.titleLength, status: 400 });
    spec
      .given()
      .when({
        type: 'CreateExam',
        data: { examId: 'e1', by: office, fields: { ...fields, type: 'ONLINE', settings: { ...OFFLINE_SETTINGS, negativeMarking: true } } },
      })
      .thenThrows({ message: M.negativeMark, status: 400 });
  });

  it('keeps no online settings on an offline exam', () => {
    const settings = { ...OFFLINE_SETTINGS, randomizeQuestionOrder: true, conclusionText: 'Well done' };
    const [e] = spec
      .given()
      .when({ type: 'CreateExam', data: { examId: 'e1', by: office, fields: { ...fields, settings } } })
      .events();
    expect(e?.type === 'ExamCreated' && e.data.settings).toEqual(OFFLINE_SETTINGS);
  });

  it('lets only the office or the creator change an exam; refuses moving the batch or dates away from subject exams', () => {
    spec
      .given(created)
      .when({ type: 'UpdateExam', data: { by: other, patch: { title: 'X exam' } } })
      .thenThrows({ message: M.notYourExam, status: 403 });
    spec
      .given(created)
      .when({ type: 'UpdateExam', data: { by: office, patch: { title: 'Final' } } })
      .then([{ type: 'ExamUpdated', data: { examId: 'e1', ...fields, title: 'Final' } }]);
    spec
      .given(created, subCreated)
      .when({ type: 'UpdateExam', data: { by: teacher, patch: { batchId: 'b2' } } })
      .thenThrows({ message: M.moveBatch, status: 409 });
    spec
      .given(created, subCreated)
      .when({ type: 'UpdateExam', data: { by: teacher, patch: { startDate: '2026-03-03' } } })
      .thenThrows({ message: M.outside, status: 409 });
  });

  it('publishes once, and only with a subject exam', () => {
    spec
      .given(created)
      .when({ type: 'PublishResults', data: { by: teacher } })
      .thenThrows({ message: M.noSubjects, status: 409 });
    const published: ExamsEvent = { type: 'ExamResultsPublished', data: { examId: 'e1', batchId: 'b1' } };
    spec
      .given(created, subCreated)
      .when({ type: 'PublishResults', data: { by: teacher } })
      .then([published]);
    spec
      .given(created, subCreated)
      .when({ type: 'PublishResults', data: { by: other } })
      .thenThrows({ status: 403 });
    spec
      .given(created, subCreated, published)
      .when({ type: 'PublishResults', data: { by: office } })
      .thenThrows({ message: M.published, status: 409 });
    spec
      .given(created, subCreated, published)
      .when({ type: 'DeleteExam', data: { by: office } })
      .thenThrows({ message: M.resultsExist, status: 409 });
  });

  it('deletes an exam with its subject exams and questions, as events', () => {
    spec
      .given(created, subCreated, qAdded(1, 2))
      .when({ type: 'DeleteExam', data: { by: teacher } })
      .then([
        { type: 'ExamQuestionDeleted', data: { examId: 'e1', subjectExamId: 'e1.s1', questionId: 'e1.q1' } },
        { type: 'SubjectExamDeleted', data: { examId: 'e1', subjectExamId: 'e1.s1' } },
        { type: 'ExamDeleted', data: { examId: 'e1', batchId: 'b1' } },
      ]);
    spec
      .given(created, { type: 'ExamDeleted', data: { examId: 'e1', batchId: 'b1' } })
      .when({ type: 'DeleteExam', data: { by: office } })
      .thenThrows({ status: 404 });
  });
});

describe('subject exam and question rules', () => {
  it('numbers subject exams in the stream and refuses a subject twice, times outside the exam and a pass mark over full', () => {
    spec
      .given(created)
      .when({ type: 'CreateSubjectExam', data: { by: teacher, fields: sub } })
      .then([subCreated]);
    spec
      .given(created, subCreated)
      .when({ type: 'CreateSubjectExam', data: { by: other, fields: sub } })
      .thenThrows({ message: M.subjectTwice, status: 409 });
    spec
      .given(created)
      .when({
        type: 'CreateSubjectExam',
        data: { by: office, fields: { ...sub, startTime: '2026-03-07T04:30:00.000Z', endTime: '2026-03-07T05:30:00.000Z' } },
      })
      .thenThrows({ message: M.timeOutside, status: 400 });
    spec
      .given(created)
      .when({ type: 'CreateSubjectExam', data: { by: office, fields: { ...sub, passMark: 11 } } })
      .thenThrows({ message: M.passMark, status: 400 });
    spec
      .given(created)
      .when({ type: 'CreateSubjectExam', data: { by: office, fields: { ...sub, endTime: sub.startTime } } })
      .thenThrows({ message: M.timeOrder, status: 400 });
  });

  it('lets only the office or the subject exam creator change it, its questions included', () => {
    spec
      .given(created, subCreated)
      .when({ type: 'UpdateSubjectExam', data: { by: other, subjectExamId: 'e1.s1', patch: { fullMark: 20 } } })
      .thenThrows({ message: M.notYourSubjectExam, status: 403 });
    spec
      .given(created, subCreated)
      .when({ type: 'AddQuestions', data: { by: other, subjectExamId: 'e1.s1', questions: [q(1)] } })
      .thenThrows({ message: M.notYourSubjectExam, status: 403 });
    spec
      .given(created, subCreated, qAdded(1, 2))
      .when({ type: 'DeleteQuestion', data: { by: other, questionId: 'e1.q1' } })
      .thenThrows({ message: M.notYourSubjectExam, status: 403 });
    spec
      .given(created, subCreated)
      .when({ type: 'DeleteSubjectExam', data: { by: office, subjectExamId: 'e1.s1' } })
      .then([{ type: 'SubjectExamDeleted', data: { examId: 'e1', subjectExamId: 'e1.s1' } }]);
    spec
      .given(created, subCreated)
      .when({ type: 'DeleteSubjectExam', data: { by: office, subjectExamId: 'e1.s9' } })
      .thenThrows({ message: M.subjectNotFound, status: 404 });
  });

  it('keeps the questions within the full mark, both ways', () => {
    spec
      .given(created, subCreated)
      .when({ type: 'AddQuestions', data: { by: teacher, subjectExamId: 'e1.s1', questions: [q(4), q(6)] } })
      .then([qAdded(1, 4), qAdded(2, 6)]);
    spec
      .given(created, subCreated, qAdded(1, 8))
      .when({ type: 'AddQuestions', data: { by: teacher, subjectExamId: 'e1.s1', questions: [q(3)] } })
      .thenThrows({ message: M.overFullMark, status: 409 });
    spec
      .given(created, subCreated, qAdded(1, 8))
      .when({ type: 'UpdateSubjectExam', data: { by: teacher, subjectExamId: 'e1.s1', patch: { fullMark: 7, passMark: 3 } } })
      .thenThrows({ message: M.fullBelowQuestions, status: 409 });
    // A deleted question's number is not given again.
    spec
      .given(created, subCreated, qAdded(1, 8), {
        type: 'ExamQuestionDeleted',
        data: { examId: 'e1', subjectExamId: 'e1.s1', questionId: 'e1.q1' },
      })
      .when({ type: 'AddQuestions', data: { by: teacher, subjectExamId: 'e1.s1', questions: [q(10)] } })
      .then([qAdded(2, 10)]);
  });

  it('learns that sheets exist once, and then refuses deleting the exam or the subject exam', () => {
    const opened: ExamsEvent = { type: 'SubjectExamSheetsOpened', data: { examId: 'e1', subjectExamId: 'e1.s1' } };
    spec
      .given(created, subCreated)
      .when({ type: 'OpenSheets', data: { subjectExamId: 'e1.s1' } })
      .then([opened]);
    spec
      .given(created, subCreated, opened)
      .when({ type: 'OpenSheets', data: { subjectExamId: 'e1.s1' } })
      .then([]);
    spec
      .given(created, subCreated)
      .when({ type: 'OpenSheets', data: { subjectExamId: 'e1.s9' } })
      .thenThrows({ message: M.subjectNotFound, status: 404 });
    spec
      .given(created, subCreated, opened)
      .when({ type: 'DeleteExam', data: { by: office } })
      .thenThrows({ message: M.resultsExist, status: 409 });
    spec
      .given(created, subCreated, opened)
      .when({ type: 'DeleteSubjectExam', data: { by: office, subjectExamId: 'e1.s1' } })
      .thenThrows({ message: M.subjectResultsExist, status: 409 });
  });
});
