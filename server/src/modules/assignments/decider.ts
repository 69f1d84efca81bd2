import {
  ASSIGNMENT_MESSAGES as M,
  MAX_ASSIGNMENT_FULL_MARK,
  assignmentQuestionIdOf,
  type AssignmentEvent,
  type AssignmentFields,
  type AssignmentNotificationsWithdrawn,
  type AssignmentNotified,
  type QuestionFields,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';

/**
 * One stream per assignment (`assignment-<assignmentId>`): the assignment, its questions (in full: a sheet command is
 * decided against them) and who was notified. An assignment holds at most some dozens of questions: folding it stays
 * cheap, and every rule that spans them (the questions' marks fit the full mark) is decided on one state.
 */
export type AssignmentStreamEvent = AssignmentEvent | AssignmentNotified | AssignmentNotificationsWithdrawn;

export interface AssignmentQuestionState extends QuestionFields {
  id: string;
}

export interface AssignmentState {
  exists: boolean;
  deleted: boolean;
  assignmentId: string;
  batchId: string;
  createdBy: string;
  createdAt: string;
  fields: AssignmentFields | null;
  /** Live questions, in the order they were added. */
  questions: Map<string, AssignmentQuestionState>;
  nextQuestion: number;
  /** Who was notified (withdrawn on delete). */
  recipients: string[];
}

/** Who asks: the office (SUPER_ADMIN, ADMIN, MANAGER/STAFF with module assignment) or a teacher of the batch. */
export interface AssignmentActor {
  userId: string;
  office: boolean;
}

export type AssignmentPatch = Partial<AssignmentFields>;

export type AssignmentCommand =
  | {
      type: 'CreateAssignment';
      data: { assignmentId: string; batchId: string; by: AssignmentActor; fields: AssignmentFields; recipients: string[]; today: string };
    }
  | { type: 'UpdateAssignment'; data: { by: AssignmentActor; patch: AssignmentPatch } }
  | { type: 'DeleteAssignment'; data: { by: AssignmentActor } }
  /** `locked`: a student has submitted (the route asks the sheets): the questions no longer change. */
  | { type: 'AddQuestion'; data: { by: AssignmentActor; question: QuestionFields; locked: boolean } }
  | { type: 'DeleteQuestion'; data: { by: AssignmentActor; questionId: string; locked: boolean } };

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const questionMarks = (s: AssignmentState) => round2([...s.questions.values()].reduce((a, q) => a + q.markAwarded, 0));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day, YYYY-MM-DD (not 2026-02-30). */
export const isDay = (d: string) => {
  const at = new Date(`${d}T00:00:00Z`);
  return DAY.test(d) && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
};

/** The fields as recorded (trimmed), or a 400 with the first broken rule. */
export function checkAssignmentFields(f: AssignmentFields): AssignmentFields {
  const title = f.title.trim();
  if (!title) throw badRequest('Title is required.');
  if (title.length < 2 || title.length > 120) throw badRequest('Title must be between 2 and 120 characters.');
  for (const [label, d] of [
    ['Date of assignment', f.dateOfAssignment],
    ['Due date', f.dueDate],
  ] as const) {
    if (!isDay(d)) throw badRequest(`${label} must be a date (YYYY-MM-DD).`);
    if (d < '2000-01-01' || d > '2100-12-31') throw badRequest('Dates must be between 2000-01-01 and 2100-12-31.');
  }
  if (f.dueDate < f.dateOfAssignment) throw badRequest(M.dueBeforeStart);
  if (!(f.fullMark >= 1 && f.fullMark <= MAX_ASSIGNMENT_FULL_MARK)) {
    throw badRequest(`Full mark must be between 1 and ${MAX_ASSIGNMENT_FULL_MARK}.`);
  }
  return { ...f, title, chapter: f.chapter.trim(), introduction: f.introduction.trim(), fullMark: round2(f.fullMark) };
}

/** A live assignment's fields (404 otherwise). */
export const liveAssignment = (s: AssignmentState): AssignmentFields => {
  if (!s.exists || s.deleted || !s.fields) throw notFound(M.notFound);
  return s.fields;
};

/** The office may change any assignment; a teacher only one they created (403). */
export function assertOwns(s: AssignmentState, by: AssignmentActor): void {
  liveAssignment(s);
  if (!by.office && s.createdBy !== by.userId) throw forbidden(M.notYours);
}

/** A new question fits: who may add, not locked, its mark within the full mark with the questions it holds. */
export function assertMayAddQuestion(s: AssignmentState, by: AssignmentActor, mark: number, locked: boolean): void {
  assertOwns(s, by);
  if (locked) throw conflict(M.hasSubmissions);
  if (questionMarks(s) + mark > s.fields!.fullMark + 1e-9) throw conflict(M.questionMarksOverFull);
}

const initialState = (): AssignmentState => ({
  exists: false,
  deleted: false,
  assignmentId: '',
  batchId: '',
  createdBy: '',
  createdAt: '',
  fields: null,
  questions: new Map(),
  nextQuestion: 1,
  recipients: [],
});

const occurredAt = (e: unknown) => (e as { metadata?: { occurredAt?: string } }).metadata?.occurredAt ?? '';

function evolve(state: AssignmentState, event: AssignmentStreamEvent): AssignmentState {
  switch (event.type) {
    case 'AssignmentCreated': {
      const { assignmentId, batchId, createdBy, ...fields } = event.data;
      return { ...state, exists: true, assignmentId, batchId, createdBy, createdAt: occurredAt(event), fields };
    }
    case 'AssignmentUpdated': {
      const { assignmentId: _a, batchId: _b, ...fields } = event.data;
      return { ...state, fields };
    }
    case 'AssignmentDeleted':
      return { ...state, deleted: true };
    case 'AssignmentQuestionAdded': {
      const { assignmentId: _a, batchId: _b, questionId, ...q } = event.data;
      const n = Number(questionId.slice(questionId.lastIndexOf('.q') + 2));
      const questions = new Map(state.questions).set(questionId, { ...q, id: questionId });
      return { ...state, questions, nextQuestion: Math.max(state.nextQuestion, (Number.isFinite(n) ? n : 0) + 1) };
    }
    case 'AssignmentQuestionDeleted': {
      const questions = new Map(state.questions);
      questions.delete(event.data.questionId);
      return { ...state, questions };
    }
    case 'AssignmentNotified':
      return { ...state, recipients: [...new Set([...state.recipients, ...event.data.recipients])] };
    case 'AssignmentNotificationsWithdrawn':
      return { ...state, recipients: [] };
    default:
      return state;
  }
}

function decide(command: AssignmentCommand, state: AssignmentState): AssignmentStreamEvent[] {
  switch (command.type) {
    case 'CreateAssignment': {
      const d = command.data;
      if (state.exists) throw conflict('This assignment already exists.');
      const fields = checkAssignmentFields(d.fields);
      if (fields.dueDate < d.today) throw badRequest('Due date cannot be in the past.');
      const events: AssignmentStreamEvent[] = [
        { type: 'AssignmentCreated', data: { assignmentId: d.assignmentId, batchId: d.batchId, createdBy: d.by.userId, ...fields } },
      ];
      const recipients = [...new Set(d.recipients)];
      if (recipients.length > 0) {
        events.push({
          type: 'AssignmentNotified',
          data: { assignmentId: d.assignmentId, batchId: d.batchId, title: fields.title, dueDate: fields.dueDate, recipients },
        });
      }
      return events;
    }
    case 'UpdateAssignment': {
      const before = liveAssignment(state);
      assertOwns(state, command.data.by);
      const patch = Object.fromEntries(Object.entries(command.data.patch).filter(([, v]) => v !== undefined));
      const fields = checkAssignmentFields({ ...before, ...patch } as AssignmentFields);
      if (fields.fullMark < questionMarks(state)) throw conflict(M.fullMarkBelowQuestions);
      if (JSON.stringify(fields) === JSON.stringify(before)) return [];
      return [{ type: 'AssignmentUpdated', data: { assignmentId: state.assignmentId, batchId: state.batchId, ...fields } }];
    }
    case 'DeleteAssignment': {
      assertOwns(state, command.data.by);
      const events: AssignmentStreamEvent[] = [];
      if (state.recipients.length > 0) {
        events.push({ type: 'AssignmentNotificationsWithdrawn', data: { assignmentId: state.assignmentId, recipients: state.recipients } });
      }
      events.push({ type: 'AssignmentDeleted', data: { assignmentId: state.assignmentId, batchId: state.batchId } });
      return events;
    }
    case 'AddQuestion': {
      const { by, question, locked } = command.data;
      assertMayAddQuestion(state, by, question.markAwarded, locked);
      const questionId = assignmentQuestionIdOf(state.assignmentId, state.nextQuestion);
      return [
        { type: 'AssignmentQuestionAdded', data: { assignmentId: state.assignmentId, batchId: state.batchId, questionId, ...question } },
      ];
    }
    case 'DeleteQuestion': {
      const { by, questionId, locked } = command.data;
      assertOwns(state, by);
      if (!state.questions.has(questionId)) throw notFound(M.questionNotFound);
      if (locked) throw conflict(M.hasSubmissions);
      return [{ type: 'AssignmentQuestionDeleted', data: { assignmentId: state.assignmentId, batchId: state.batchId, questionId } }];
    }
  }
}

export const assignmentDecider: Decider<AssignmentState, AssignmentCommand, AssignmentStreamEvent> = { initialState, evolve, decide };
