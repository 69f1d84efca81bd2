import {
  ONLINE_FLAGS,
  questionIdOf,
  subjectExamIdOf,
  type ExamFields,
  type ExamsEvent,
  type OnlineSettings,
  type QuestionFields,
  type SubjectExamFields,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { instituteDay } from '../../platform/days.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';

/**
 * One stream per exam (`exam-<examId>`) holds the exam, its subject exams and their questions. Every rule that
 * spans them (the dates hold every subject exam, the questions' marks fit the full mark, one subject once, publishing
 * needs a subject exam, deleting removes everything) is decided on one state, with the stream version as the only
 * lock; a subject exam of its own stream would need a reservation for each of them. An exam holds a few subjects of
 * at most some hundred questions, so folding it stays cheap.
 */
export const examStream = (examId: string) => `exam-${examId}`;

export interface SubjectExamState extends SubjectExamFields {
  createdBy: string;
  /** Question id → its mark. */
  questions: Map<string, number>;
  /** A sheet of it exists (an attempt started or a result recorded): it cannot be deleted (decision 0025). */
  sheets: boolean;
}

export interface ExamState {
  exists: boolean;
  deleted: boolean;
  examId: string;
  createdBy: string;
  /** When it was created (the event's metadata; '' in specs that give events without it). */
  createdAt: string;
  fields: ExamFields | null;
  published: boolean;
  /** Ids are numbered in the stream: the next subject exam's and question's numbers. */
  nextSubject: number;
  nextQuestion: number;
  subjects: Map<string, SubjectExamState>;
}

/** Who asks: the office (SUPER_ADMIN, ADMIN, MANAGER/STAFF with module exam) or a teacher of the batch. */
export interface ExamActor {
  userId: string;
  office: boolean;
}

export type ExamPatch = Partial<Omit<ExamFields, 'settings'>> & { settings?: Partial<OnlineSettings> };
export type SubjectExamPatch = Partial<SubjectExamFields>;

export type ExamCommand =
  | { type: 'CreateExam'; data: { examId: string; by: ExamActor; fields: ExamFields } }
  | { type: 'UpdateExam'; data: { by: ExamActor; patch: ExamPatch } }
  | { type: 'DeleteExam'; data: { by: ExamActor } }
  | { type: 'PublishResults'; data: { by: ExamActor } }
  | { type: 'CreateSubjectExam'; data: { by: ExamActor; fields: SubjectExamFields } }
  | { type: 'UpdateSubjectExam'; data: { by: ExamActor; subjectExamId: string; patch: SubjectExamPatch } }
  | { type: 'DeleteSubjectExam'; data: { by: ExamActor; subjectExamId: string } }
  | { type: 'AddQuestions'; data: { by: ExamActor; subjectExamId: string; questions: QuestionFields[] } }
  | { type: 'DeleteQuestion'; data: { by: ExamActor; questionId: string } }
  /** The first sheet of a subject exam (sent by the sheets' routes before its first attempt or result). */
  | { type: 'OpenSheets'; data: { subjectExamId: string } };

export const EXAM_MESSAGES = {
  notFound: 'Exam not found.',
  subjectNotFound: 'Exam subject not found.',
  questionNotFound: 'Question not found.',
  notYourExam: 'You did not create this exam.',
  notYourSubjectExam: 'You did not create this subject exam.',
  title: 'Title is required.',
  titleLength: 'Title must be between 2 and 120 characters.',
  dateOrder: 'End date must be on or after start date.',
  dateRange: 'Dates must be between 2000-01-01 and 2100-12-31.',
  negativeMark: 'Negative mark is required when negative marking is on.',
  moveBatch: 'Remove the subject exams before moving the exam to another batch.',
  outside: 'A subject exam falls outside these dates.',
  resultsExist: 'Results exist for this exam; it cannot be deleted.',
  subjectResultsExist: 'Results exist for this subject exam; it cannot be deleted.',
  noSubjects: 'Add a subject exam before publishing results.',
  published: 'Results are already published.',
  timeOrder: 'Start time must be before end time.',
  timeOutside: 'The subject exam must fall within the exam dates.',
  passMark: 'Pass mark cannot exceed full mark.',
  subjectTwice: 'This subject already has an exam in this exam.',
  fullBelowQuestions: 'Full mark is less than the marks of its questions.',
  overFullMark: 'The questions would exceed the full mark of this subject exam.',
} as const;

export const OFFLINE_SETTINGS: OnlineSettings = {
  ...(Object.fromEntries(ONLINE_FLAGS.map((f) => [f, false])) as Record<(typeof ONLINE_FLAGS)[number], boolean>),
  negativeMark: 0,
  conclusionText: '',
};

const sum = (xs: Iterable<number>) => Math.round([...xs].reduce((a, b) => a + b, 0) * 100) / 100;
export const questionMarks = (s: SubjectExamState) => sum(s.questions.values());

function checkExamFields(f: ExamFields): ExamFields {
  const title = f.title.trim();
  if (!title) throw badRequest(EXAM_MESSAGES.title);
  if (title.length < 2 || title.length > 120) throw badRequest(EXAM_MESSAGES.titleLength);
  const day = /^\d{4}-\d{2}-\d{2}$/;
  for (const d of [f.startDate, f.endDate]) {
    if (!day.test(d) || d < '2000-01-01' || d > '2100-12-31') throw badRequest(EXAM_MESSAGES.dateRange);
  }
  if (f.endDate < f.startDate) throw badRequest(EXAM_MESSAGES.dateOrder);
  // An offline exam keeps no online settings: they would mislead the day it turns online.
  const settings = f.type === 'ONLINE' ? f.settings : OFFLINE_SETTINGS;
  if (settings.negativeMarking && !(settings.negativeMark > 0)) throw badRequest(EXAM_MESSAGES.negativeMark);
  return {
    ...f,
    title,
    description: f.description.trim(),
    settings: settings.negativeMarking ? settings : { ...settings, negativeMark: 0 },
  };
}

function checkSubjectFields(f: SubjectExamFields, exam: ExamFields): void {
  if (!(Date.parse(f.startTime) < Date.parse(f.endTime))) throw badRequest(EXAM_MESSAGES.timeOrder);
  if (instituteDay(new Date(f.startTime)) < exam.startDate || instituteDay(new Date(f.endTime)) > exam.endDate) {
    throw badRequest(EXAM_MESSAGES.timeOutside);
  }
  if (f.passMark > f.fullMark) throw badRequest(EXAM_MESSAGES.passMark);
}

const live = (s: ExamState): ExamFields => {
  if (!s.exists || s.deleted || !s.fields) throw notFound(EXAM_MESSAGES.notFound);
  return s.fields;
};

/** The office may change any exam; a teacher only one they created. */
export function assertOwnsExam(s: ExamState, by: ExamActor): void {
  if (!by.office && s.createdBy !== by.userId) throw forbidden(EXAM_MESSAGES.notYourExam);
}

/** A subject exam of a live exam, when the caller may change it (the office, or the teacher who created it). */
export function ownedSubject(s: ExamState, subjectExamId: string, by: ExamActor): SubjectExamState {
  live(s);
  const sub = s.subjects.get(subjectExamId);
  if (!sub) throw notFound(EXAM_MESSAGES.subjectNotFound);
  if (!by.office && sub.createdBy !== by.userId) throw forbidden(EXAM_MESSAGES.notYourSubjectExam);
  return sub;
}

/** New questions' marks fit the subject exam's full mark with the questions it holds (the route asks before storing a file). */
export function assertRoomFor(sub: SubjectExamState, marks: number[]): void {
  if (questionMarks(sub) + sum(marks) > sub.fullMark) throw conflict(EXAM_MESSAGES.overFullMark);
}

const initialState = (): ExamState => ({
  exists: false,
  deleted: false,
  examId: '',
  createdBy: '',
  createdAt: '',
  fields: null,
  published: false,
  nextSubject: 1,
  nextQuestion: 1,
  subjects: new Map(),
});

function evolve(state: ExamState, event: ExamsEvent): ExamState {
  switch (event.type) {
    case 'ExamCreated': {
      const { examId, createdBy, ...fields } = event.data;
      const createdAt = (event as { metadata?: { occurredAt?: string } }).metadata?.occurredAt ?? '';
      return { ...state, exists: true, examId, createdBy, createdAt, fields };
    }
    case 'ExamUpdated': {
      const { examId: _, ...fields } = event.data;
      return { ...state, fields };
    }
    case 'ExamDeleted':
      return { ...state, deleted: true };
    case 'ExamResultsPublished':
      return { ...state, published: true };
    case 'SubjectExamCreated':
    case 'SubjectExamUpdated': {
      const { examId: _e, subjectExamId, batchId: _b, ...rest } = event.data;
      const before = state.subjects.get(subjectExamId);
      const subjects = new Map(state.subjects);
      const createdBy = 'createdBy' in rest ? rest.createdBy : (before?.createdBy ?? '');
      const { createdBy: _c, ...fields } = rest as SubjectExamFields & { createdBy?: string };
      subjects.set(subjectExamId, { ...fields, createdBy, questions: before?.questions ?? new Map(), sheets: before?.sheets ?? false });
      const n = Number(subjectExamId.slice(subjectExamId.lastIndexOf('.s') + 2));
      return { ...state, subjects, nextSubject: Math.max(state.nextSubject, (Number.isFinite(n) ? n : 0) + 1) };
    }
    case 'SubjectExamSheetsOpened': {
      const sub = state.subjects.get(event.data.subjectExamId);
      if (!sub) return state;
      return { ...state, subjects: new Map(state.subjects).set(event.data.subjectExamId, { ...sub, sheets: true }) };
    }
    case 'SubjectExamDeleted': {
      const subjects = new Map(state.subjects);
      subjects.delete(event.data.subjectExamId);
      return { ...state, subjects };
    }
    case 'ExamQuestionAdded':
    case 'ExamQuestionDeleted': {
      const sub = state.subjects.get(event.data.subjectExamId);
      const n = Number(event.data.questionId.slice(event.data.questionId.lastIndexOf('.q') + 2));
      const nextQuestion = Math.max(state.nextQuestion, (Number.isFinite(n) ? n : 0) + 1);
      if (!sub) return { ...state, nextQuestion };
      const questions = new Map(sub.questions);
      if (event.type === 'ExamQuestionAdded') questions.set(event.data.questionId, event.data.markAwarded);
      else questions.delete(event.data.questionId);
      const subjects = new Map(state.subjects).set(event.data.subjectExamId, { ...sub, questions });
      return { ...state, subjects, nextQuestion };
    }
    default:
      return state;
  }
}

function decide(command: ExamCommand, state: ExamState): ExamsEvent[] {
  switch (command.type) {
    case 'CreateExam': {
      if (state.exists) throw conflict('This exam already exists.');
      const fields = checkExamFields(command.data.fields);
      return [{ type: 'ExamCreated', data: { examId: command.data.examId, createdBy: command.data.by.userId, ...fields } }];
    }
    case 'UpdateExam': {
      const before = live(state);
      assertOwnsExam(state, command.data.by);
      const p = command.data.patch;
      const { settings: patchSettings, ...rest } = p;
      const fields = checkExamFields({
        ...before,
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        settings: { ...before.settings, ...Object.fromEntries(Object.entries(patchSettings ?? {}).filter(([, v]) => v !== undefined)) },
      } as ExamFields);
      if (fields.batchId !== before.batchId && state.subjects.size > 0) throw conflict(EXAM_MESSAGES.moveBatch);
      for (const sub of state.subjects.values()) {
        if (instituteDay(new Date(sub.startTime)) < fields.startDate || instituteDay(new Date(sub.endTime)) > fields.endDate) {
          throw conflict(EXAM_MESSAGES.outside);
        }
      }
      return [{ type: 'ExamUpdated', data: { examId: state.examId, ...fields } }];
    }
    case 'DeleteExam': {
      const f = live(state);
      assertOwnsExam(state, command.data.by);
      if (state.published || [...state.subjects.values()].some((s) => s.sheets)) throw conflict(EXAM_MESSAGES.resultsExist);
      const examId = state.examId;
      const events: ExamsEvent[] = [];
      for (const [subjectExamId, sub] of state.subjects) {
        for (const questionId of sub.questions.keys())
          events.push({ type: 'ExamQuestionDeleted', data: { examId, subjectExamId, questionId } });
        events.push({ type: 'SubjectExamDeleted', data: { examId, subjectExamId } });
      }
      return [...events, { type: 'ExamDeleted', data: { examId, batchId: f.batchId } }];
    }
    case 'PublishResults': {
      const f = live(state);
      assertOwnsExam(state, command.data.by);
      if (state.published) throw conflict(EXAM_MESSAGES.published);
      if (state.subjects.size === 0) throw conflict(EXAM_MESSAGES.noSubjects);
      return [{ type: 'ExamResultsPublished', data: { examId: state.examId, batchId: f.batchId } }];
    }
    case 'CreateSubjectExam': {
      const exam = live(state);
      const f = command.data.fields;
      checkSubjectFields(f, exam);
      if ([...state.subjects.values()].some((s) => s.subjectId === f.subjectId)) throw conflict(EXAM_MESSAGES.subjectTwice);
      const subjectExamId = subjectExamIdOf(state.examId, state.nextSubject);
      return [
        {
          type: 'SubjectExamCreated',
          data: { examId: state.examId, subjectExamId, batchId: exam.batchId, createdBy: command.data.by.userId, ...f },
        },
      ];
    }
    case 'UpdateSubjectExam': {
      const exam = live(state);
      const { subjectExamId, patch } = command.data;
      const sub = ownedSubject(state, subjectExamId, command.data.by);
      const { createdBy: _c, questions, ...before } = sub;
      const f: SubjectExamFields = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      checkSubjectFields(f, exam);
      if (
        f.subjectId !== sub.subjectId &&
        [...state.subjects.entries()].some(([id, s]) => id !== subjectExamId && s.subjectId === f.subjectId)
      ) {
        throw conflict(EXAM_MESSAGES.subjectTwice);
      }
      if (f.fullMark < questionMarks(sub)) throw conflict(EXAM_MESSAGES.fullBelowQuestions);
      return [{ type: 'SubjectExamUpdated', data: { examId: state.examId, subjectExamId, batchId: exam.batchId, ...f } }];
    }
    case 'DeleteSubjectExam': {
      const { subjectExamId } = command.data;
      const sub = ownedSubject(state, subjectExamId, command.data.by);
      if (sub.sheets) throw conflict(EXAM_MESSAGES.subjectResultsExist);
      const examId = state.examId;
      return [
        ...[...sub.questions.keys()].map(
          (questionId): ExamsEvent => ({ type: 'ExamQuestionDeleted', data: { examId, subjectExamId, questionId } }),
        ),
        { type: 'SubjectExamDeleted', data: { examId, subjectExamId } },
      ];
    }
    case 'AddQuestions': {
      const { subjectExamId, questions } = command.data;
      const sub = ownedSubject(state, subjectExamId, command.data.by);
      assertRoomFor(
        sub,
        questions.map((q) => q.markAwarded),
      );
      return questions.map((q, i) => ({
        type: 'ExamQuestionAdded',
        data: { examId: state.examId, subjectExamId, questionId: questionIdOf(state.examId, state.nextQuestion + i), ...q },
      }));
    }
    case 'DeleteQuestion': {
      const { questionId } = command.data;
      live(state);
      const entry = [...state.subjects.entries()].find(([, s]) => s.questions.has(questionId));
      if (!entry) throw notFound(EXAM_MESSAGES.questionNotFound);
      ownedSubject(state, entry[0], command.data.by);
      return [{ type: 'ExamQuestionDeleted', data: { examId: state.examId, subjectExamId: entry[0], questionId } }];
    }
    case 'OpenSheets': {
      live(state);
      const sub = state.subjects.get(command.data.subjectExamId);
      if (!sub) throw notFound(EXAM_MESSAGES.subjectNotFound);
      if (sub.sheets) return [];
      return [{ type: 'SubjectExamSheetsOpened', data: { examId: state.examId, subjectExamId: command.data.subjectExamId } }];
    }
  }
}

export const examDecider: Decider<ExamState, ExamCommand, ExamsEvent> = { initialState, evolve, decide };
