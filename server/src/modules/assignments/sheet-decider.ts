import {
  ASSIGNMENT_MESSAGES as M,
  MAX_PENALTY_PERCENT_PER_DAY,
  type AssignmentLatePolicySet,
  type AssignmentSheetEvent,
  type LatePolicy,
  type QuestionMark,
  type SheetAnswer,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { liveAssignment, round2, type AssignmentActor, type AssignmentQuestionState, type AssignmentState } from './decider.js';

/**
 * One stream per (assignment, student), `assignment-sheet-<assignmentId>~<studentId>`: every answer save, the
 * submission with its MCQ marks and late penalty, and each review (marks with the mark before, the remark, why). The
 * assignment comes in each command (its stream folded), the day and the institute's late policy too: the decider is pure.
 */
export interface AnswerState {
  answer: string;
  attachmentId: string | null;
}

export interface AssignmentSheetState {
  batchId: string;
  answers: Map<string, AnswerState>;
  submitted: boolean;
  submittedAt: string | null;
  lateDays: number;
  penaltyPercent: number;
  /** Question id → its current mark (MCQ auto marks, then reviews). */
  marks: Map<string, number>;
  needsGrading: boolean;
  reviewed: boolean;
  remark: string;
}

export interface LatePolicyState {
  policy: LatePolicy;
  penaltyPercentPerDay: number;
  updatedAt: string | null;
  /** The institute has set one. */
  set?: boolean;
}
/** Until the institute sets one: the spec's rule, nothing after the due date. */
export const DEFAULT_POLICY: LatePolicyState = { policy: 'REFUSE', penaltyPercentPerDay: 0, updatedAt: null };

export type SheetCommand =
  | {
      type: 'SaveAnswer';
      data: {
        assignment: AssignmentState;
        studentId: string;
        batchId: string;
        questionId: string;
        answer: string;
        attachmentId: string | null;
        policy: LatePolicyState;
        today: string;
      };
    }
  | { type: 'Submit'; data: { assignment: AssignmentState; studentId: string; batchId: string; policy: LatePolicyState; today: string } }
  | {
      type: 'Review';
      data: {
        assignment: AssignmentState;
        studentId: string;
        /** `teachesBatch`: a teacher of the assignment's batch grades it as its creator would. */
        by: AssignmentActor & { teachesBatch: boolean };
        marks: QuestionMark[];
        remark: string | undefined;
        reason: string;
      };
    };

/** Whole days from `a` to `b` (YYYY-MM-DD), negative when b is before a. */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * Whether a student may answer today: not before the date of assignment; after the due date only under PENALTY (with
 * the late days and the penalty, capped at 100 %).
 */
export function openness(
  assignment: AssignmentState,
  policy: LatePolicyState,
  today: string,
): { ok: true; lateDays: number; penaltyPercent: number } | { ok: false; message: string } {
  const f = liveAssignment(assignment);
  if (today < f.dateOfAssignment) return { ok: false, message: M.notOpenYet };
  const lateDays = Math.max(0, daysBetween(f.dueDate, today));
  if (lateDays === 0) return { ok: true, lateDays: 0, penaltyPercent: 0 };
  if (policy.policy !== 'PENALTY') return { ok: false, message: M.pastDue };
  return { ok: true, lateDays, penaltyPercent: Math.min(100, round2(lateDays * policy.penaltyPercentPerDay)) };
}

const initialState = (): AssignmentSheetState => ({
  batchId: '',
  answers: new Map(),
  submitted: false,
  submittedAt: null,
  lateDays: 0,
  penaltyPercent: 0,
  marks: new Map(),
  needsGrading: false,
  reviewed: false,
  remark: '',
});

const at = (e: unknown) => (e as { metadata?: { occurredAt?: string } }).metadata?.occurredAt ?? null;

/** The marks' sum (never below 0), before the penalty. */
export const rawTotal = (marks: Iterable<number>) => Math.max(0, round2([...marks].reduce((a, b) => a + b, 0)));
/** What the student secured: the marks' sum less the late penalty. */
export const securedOf = (raw: number, penaltyPercent: number) => round2((raw * (100 - penaltyPercent)) / 100);
export const sheetSecured = (s: AssignmentSheetState) => securedOf(rawTotal(s.marks.values()), s.penaltyPercent);

export const givenAnswers = (s: AssignmentSheetState): SheetAnswer[] =>
  [...s.answers]
    .filter(([, a]) => a.answer !== '' || a.attachmentId)
    .map(([questionId, a]) => ({ questionId, answer: a.answer, attachmentId: a.attachmentId }));

/** A given written or attachment answer without a mark yet. */
const waiting = (answers: Map<string, AnswerState>, marks: Map<string, number>) => {
  for (const [id, a] of answers) if ((a.answer !== '' || a.attachmentId) && !marks.has(id)) return true;
  return false;
};

function evolve(state: AssignmentSheetState, event: AssignmentSheetEvent): AssignmentSheetState {
  switch (event.type) {
    case 'AssignmentAnswerSaved': {
      const d = event.data;
      const answers = new Map(state.answers).set(d.questionId, { answer: d.answer, attachmentId: d.attachmentId });
      return { ...state, batchId: d.batchId, answers };
    }
    case 'AssignmentSubmitted': {
      const d = event.data;
      const marks = new Map(state.marks);
      for (const m of d.marks) marks.set(m.questionId, m.mark);
      return {
        ...state,
        batchId: d.batchId,
        submitted: true,
        submittedAt: at(event),
        lateDays: d.lateDays,
        penaltyPercent: d.penaltyPercent,
        marks,
        needsGrading: d.needsGrading,
      };
    }
    case 'AssignmentReviewed': {
      const marks = new Map(state.marks);
      for (const m of event.data.marks) marks.set(m.questionId, m.mark);
      return { ...state, marks, reviewed: true, remark: event.data.remark, needsGrading: waiting(state.answers, marks) };
    }
    default:
      return state;
  }
}

const questionOf = (a: AssignmentState, questionId: string): AssignmentQuestionState => {
  const q = a.questions.get(questionId);
  if (!q) throw notFound(M.questionNotFound);
  return q;
};

function decide(command: SheetCommand, s: AssignmentSheetState): AssignmentSheetEvent[] {
  switch (command.type) {
    case 'SaveAnswer': {
      const d = command.data;
      if (s.submitted) throw badRequest(M.submitted);
      const open = openness(d.assignment, d.policy, d.today);
      if (!open.ok) throw badRequest(open.message);
      const q = questionOf(d.assignment, d.questionId);
      const answer = q.type === 'MCQTYPE' ? d.answer.trim() : d.answer;
      if (q.type === 'MCQTYPE' && answer !== '' && !q.options.includes(answer)) throw badRequest(M.notAnOption);
      if (d.attachmentId && q.type !== 'ATTACHMENT') throw badRequest(M.attachmentOnly);
      const before = s.answers.get(d.questionId);
      // A save without a file keeps the file given before; an empty answer without a file clears both.
      const attachmentId = d.attachmentId ?? (answer === '' ? null : (before?.attachmentId ?? null));
      if (before && before.answer === answer && before.attachmentId === attachmentId) return [];
      if (!before && answer === '' && !attachmentId) return [];
      return [
        {
          type: 'AssignmentAnswerSaved',
          data: {
            assignmentId: d.assignment.assignmentId,
            studentId: d.studentId,
            batchId: d.batchId,
            questionId: q.id,
            answer,
            attachmentId,
            lateDays: open.lateDays,
          },
        },
      ];
    }
    case 'Submit': {
      const d = command.data;
      if (s.submitted) throw badRequest(M.submitted);
      const open = openness(d.assignment, d.policy, d.today);
      if (!open.ok) throw badRequest(open.message);
      if (d.assignment.questions.size === 0) throw badRequest(M.noQuestions);
      const marks: QuestionMark[] = [];
      let needsGrading = false;
      for (const q of d.assignment.questions.values()) {
        const a = s.answers.get(q.id);
        const given = !!a && (a.answer !== '' || !!a.attachmentId);
        if (q.type === 'MCQTYPE') marks.push({ questionId: q.id, mark: given && a!.answer === q.answer ? q.markAwarded : 0 });
        else if (given) needsGrading = true;
      }
      // Answers to questions deleted since are not part of the submission.
      const answers = givenAnswers(s).filter((x) => d.assignment.questions.has(x.questionId));
      return [
        {
          type: 'AssignmentSubmitted',
          data: {
            assignmentId: d.assignment.assignmentId,
            studentId: d.studentId,
            batchId: d.batchId,
            answers,
            marks,
            needsGrading,
            lateDays: open.lateDays,
            penaltyPercent: open.penaltyPercent,
          },
        },
      ];
    }
    case 'Review': {
      const d = command.data;
      liveAssignment(d.assignment);
      if (!d.by.office && d.assignment.createdBy !== d.by.userId && !d.by.teachesBatch) throw forbidden(M.notYours);
      if (!s.submitted) throw badRequest(M.notSubmitted);
      const marks: (QuestionMark & { previous: number | null })[] = [];
      let changes = false;
      // A question sent twice counts once (the last mark sent).
      const sent = new Map(d.marks.map((m) => [m.questionId, m]));
      for (const m of sent.values()) {
        const q = questionOf(d.assignment, m.questionId);
        if (!(Number.isFinite(m.mark) && m.mark >= 0 && m.mark <= q.markAwarded)) throw badRequest(M.markBounds);
        const mark = round2(m.mark);
        const previous = s.marks.get(q.id) ?? null;
        if (previous === mark) continue;
        if (previous !== null) changes = true;
        marks.push({ questionId: q.id, mark, previous });
      }
      const reason = d.reason.trim();
      if (changes && !reason) throw badRequest(M.reasonForMark);
      const remark = d.remark === undefined ? s.remark : d.remark.trim();
      // The first review is recorded even without a change: the sheet is then reviewed.
      if (marks.length === 0 && remark === s.remark && s.reviewed) return [];
      return [
        {
          type: 'AssignmentReviewed',
          data: { assignmentId: d.assignment.assignmentId, studentId: d.studentId, batchId: s.batchId, marks, remark, reason },
        },
      ];
    }
  }
}

export const assignmentSheetDecider: Decider<AssignmentSheetState, SheetCommand, AssignmentSheetEvent> = {
  initialState,
  evolve,
  decide,
};

// ---- The institute's late policy (`assignment-policy-<instituteId>`) ------------------------------------------------

export type PolicyCommand = { type: 'SetLatePolicy'; data: { instituteId: string; policy: LatePolicy; penaltyPercentPerDay: number } };

export const latePolicyDecider: Decider<LatePolicyState, PolicyCommand, AssignmentLatePolicySet> = {
  initialState: () => ({ ...DEFAULT_POLICY }),
  evolve: (_s, e) => ({ policy: e.data.policy, penaltyPercentPerDay: e.data.penaltyPercentPerDay, updatedAt: at(e), set: true }),
  decide(command, s) {
    const d = command.data;
    const percent = d.policy === 'PENALTY' ? round2(d.penaltyPercentPerDay) : 0;
    if (d.policy === 'PENALTY' && !(percent > 0 && percent <= MAX_PENALTY_PERCENT_PER_DAY)) throw badRequest(M.penaltyRequired);
    if (s.set && s.policy === d.policy && s.penaltyPercentPerDay === percent) return [];
    return [{ type: 'AssignmentLatePolicySet', data: { instituteId: d.instituteId, policy: d.policy, penaltyPercentPerDay: percent } }];
  },
};
