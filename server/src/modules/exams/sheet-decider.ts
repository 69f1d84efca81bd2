import {
  ACTIVITY_KINDS,
  SHEET_MESSAGES as M,
  type ActivityKind,
  type ExamSheetEvent,
  type QuestionMark,
  type RecordedResult,
  type SheetAnswer,
  type SheetStatus,
  type SubmittedBy,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { EXAM_MESSAGES, type ExamActor } from './decider.js';
import { deductionOf, questionsOf, type ExamPaper, type PaperSubject } from './sheet-paper.js';

/**
 * One stream per (subject exam, student), `exam-sheet-<subjectExamId>~<studentId>` (contracts' examSheetStream): the
 * attempt, every save, the activity, the submission with its auto marks, gradings and recorded results. The exam's
 * state comes in each command (`paper`, the exam stream folded), and the time in `now`: the decider stays pure.
 */
export interface SheetAnswerState {
  answer: string;
  attachmentId: string | null;
  markAsReview: boolean;
  /** The last applied client seq for this question (null: none sent). */
  seq: number | null;
}

export interface SheetState {
  started: boolean;
  startedAt: string | null;
  batchId: string;
  order: string[];
  answers: Map<string, SheetAnswerState>;
  activity: Record<ActivityKind, number>;
  submitted: boolean;
  submittedAt: string | null;
  submittedBy: SubmittedBy | null;
  /** Question id → its current mark (auto marks, then gradings). */
  marks: Map<string, number>;
  needsGrading: boolean;
  graded: boolean;
  remark: string;
  recorded: RecordedResult | null;
}

export type SheetCommand =
  | { type: 'StartAttempt'; data: { paper: ExamPaper; subjectExamId: string; studentId: string; batchId: string; now: Date } }
  | {
      type: 'SaveAnswer';
      data: {
        paper: ExamPaper;
        subjectExamId: string;
        studentId: string;
        batchId: string;
        questionId: string;
        answer: string;
        attachmentId: string | null;
        markAsReview: boolean;
        seq: number | null;
        now: Date;
      };
    }
  | {
      type: 'RecordActivity';
      data: { paper: ExamPaper; subjectExamId: string; studentId: string; batchId: string; kind: ActivityKind; now: Date };
    }
  | {
      type: 'SubmitAttempt';
      data: { paper: ExamPaper; subjectExamId: string; studentId: string; batchId: string; by: SubmittedBy; now: Date };
    }
  | {
      type: 'GradeAnswers';
      data: {
        paper: ExamPaper;
        subjectExamId: string;
        studentId: string;
        by: ExamActor;
        marks: QuestionMark[];
        remark: string | undefined;
        reason: string;
      };
    }
  | {
      type: 'RecordResult';
      data: {
        paper: ExamPaper;
        subjectExamId: string;
        studentId: string;
        batchId: string;
        by: ExamActor;
        isAttended: boolean | undefined;
        obtainMark: number | undefined;
        remark: string;
        reason: string;
      };
    };

const zeroActivity = () => Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, 0])) as Record<ActivityKind, number>;

const initialState = (): SheetState => ({
  started: false,
  startedAt: null,
  batchId: '',
  order: [],
  answers: new Map(),
  activity: zeroActivity(),
  submitted: false,
  submittedAt: null,
  submittedBy: null,
  marks: new Map(),
  needsGrading: false,
  graded: false,
  remark: '',
  recorded: null,
});

const at = (e: unknown) => (e as { metadata?: { occurredAt?: string } }).metadata?.occurredAt ?? null;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The sheet's total from its question marks: never below 0. */
export const sheetTotal = (s: SheetState) => Math.max(0, round2([...s.marks.values()].reduce((a, b) => a + b, 0)));
/** What a result shows: the recorded override when there is one, else the marks' total. */
export const obtainedOf = (s: SheetState) => (s.recorded ? s.recorded.obtainMark : sheetTotal(s));
export const statusOf = (s: SheetState): SheetStatus | 'NOT_STARTED' =>
  s.recorded ? 'RECORDED' : s.graded ? 'GRADED' : s.submitted ? 'SUBMITTED' : s.started ? 'IN_PROGRESS' : 'NOT_STARTED';
/** Answers given (a text or a file). */
export const givenAnswers = (s: SheetState): SheetAnswer[] =>
  [...s.answers]
    .filter(([, a]) => a.answer !== '' || a.attachmentId)
    .map(([questionId, a]) => ({ questionId, answer: a.answer, attachmentId: a.attachmentId }));

function evolve(state: SheetState, event: ExamSheetEvent): SheetState {
  switch (event.type) {
    case 'ExamAttemptStarted':
      return { ...state, started: true, startedAt: at(event), batchId: event.data.batchId, order: event.data.order };
    case 'ExamAnswerSaved': {
      const d = event.data;
      const before = state.answers.get(d.questionId);
      const seq = d.seq ?? before?.seq ?? null;
      const answers = new Map(state.answers).set(d.questionId, {
        answer: d.answer,
        attachmentId: d.attachmentId,
        markAsReview: d.markAsReview,
        seq,
      });
      return { ...state, answers };
    }
    case 'ExamActivityRecorded':
      return { ...state, activity: { ...state.activity, [event.data.kind]: state.activity[event.data.kind] + 1 } };
    case 'ExamAttemptSubmitted': {
      const marks = new Map(state.marks);
      for (const m of event.data.marks) marks.set(m.questionId, m.mark);
      return {
        ...state,
        started: true,
        batchId: event.data.batchId,
        submitted: true,
        submittedAt: at(event),
        submittedBy: event.data.by,
        marks,
        needsGrading: event.data.needsGrading,
      };
    }
    case 'ExamAnswersGraded': {
      const marks = new Map(state.marks);
      for (const m of event.data.marks) marks.set(m.questionId, m.mark);
      return { ...state, marks, graded: true, remark: event.data.remark, needsGrading: needsGradingOf(state.answers, marks, state) };
    }
    case 'ExamResultRecorded': {
      const { isAttended, obtainMark, remark } = event.data;
      return { ...state, batchId: event.data.batchId, recorded: { isAttended, obtainMark, remark }, remark };
    }
    default:
      return state;
  }
}

/** Whether a given written or attachment answer still has no mark (the MCQs were marked on submit). */
function needsGradingOf(answers: Map<string, SheetAnswerState>, marks: Map<string, number>, s: SheetState): boolean {
  if (!s.submitted) return false;
  for (const [id, a] of answers) if ((a.answer !== '' || a.attachmentId) && !marks.has(id)) return true;
  return false;
}

function subjectOf(paper: ExamPaper, subjectExamId: string): PaperSubject {
  if (!paper.exists || paper.deleted || !paper.fields) throw notFound(EXAM_MESSAGES.notFound);
  const sub = paper.subjects.get(subjectExamId);
  if (!sub) throw notFound(EXAM_MESSAGES.subjectNotFound);
  return sub;
}

/** The subject exam of an online exam, for a student's command. */
function onlineSubject(paper: ExamPaper, subjectExamId: string): PaperSubject {
  const sub = subjectOf(paper, subjectExamId);
  if (paper.fields!.type !== 'ONLINE') throw badRequest(M.notOnline);
  return sub;
}

/** The window as the server's clock sees it. */
export const windowOf = (sub: PaperSubject, now: Date) => {
  const t = now.getTime();
  return { before: t < Date.parse(sub.startTime), ended: t >= Date.parse(sub.endTime) };
};

/** The office may change any result; a teacher only of a subject exam they created (403). */
export function assertMayMark(paper: ExamPaper, subjectExamId: string, by: ExamActor): PaperSubject {
  const sub = subjectOf(paper, subjectExamId);
  if (!by.office && sub.createdBy !== by.userId) throw forbidden(M.notYourSubjectExam);
  return sub;
}

/** A string hash (FNV-1a) seeding the shuffle: the same student and subject exam always get the same order. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The order a student sees: shuffled (seeded by student and subject exam) when the exam says so, else the bank order. */
export function questionOrder(paper: ExamPaper, subjectExamId: string, studentId: string): string[] {
  const ids = questionsOf(paper, subjectExamId).map((q) => q.id);
  if (!paper.fields?.settings.randomizeQuestionOrder) return ids;
  let a = seedOf(`${studentId}~${subjectExamId}`);
  const next = () => {
    // mulberry32
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

const started = (paper: ExamPaper, subjectExamId: string, studentId: string, batchId: string): ExamSheetEvent => ({
  type: 'ExamAttemptStarted',
  data: { examId: paper.examId, subjectExamId, studentId, batchId, order: questionOrder(paper, subjectExamId, studentId) },
});

/** The submission with the MCQ marks: right → its mark; wrong → minus the deduction (negative marking) or 0; blank → 0. */
function submission(s: SheetState, paper: ExamPaper, subjectExamId: string, studentId: string, batchId: string, by: SubmittedBy) {
  const marks: QuestionMark[] = [];
  let needsGrading = false;
  for (const q of questionsOf(paper, subjectExamId)) {
    const a = s.answers.get(q.id);
    const given = !!a && (a.answer !== '' || !!a.attachmentId);
    if (q.type === 'MCQTYPE') {
      const mark = !given ? 0 : a!.answer === q.answer ? q.markAwarded : -deductionOf(paper, q);
      marks.push({ questionId: q.id, mark: mark === 0 ? 0 : mark });
    } else if (given) needsGrading = true;
  }
  const event: ExamSheetEvent = {
    type: 'ExamAttemptSubmitted',
    data: { examId: paper.examId, subjectExamId, studentId, batchId, by, answers: givenAnswers(s), marks, needsGrading },
  };
  return event;
}

function decide(command: SheetCommand, s: SheetState): ExamSheetEvent[] {
  switch (command.type) {
    case 'StartAttempt': {
      const { paper, subjectExamId, studentId, batchId, now } = command.data;
      const sub = onlineSubject(paper, subjectExamId);
      if (s.submitted) throw badRequest(M.submitted);
      const w = windowOf(sub, now);
      if (w.before) throw badRequest(M.notStarted);
      if (w.ended) throw badRequest(M.ended);
      return s.started ? [] : [started(paper, subjectExamId, studentId, batchId)];
    }
    case 'SaveAnswer': {
      const d = command.data;
      const sub = onlineSubject(d.paper, d.subjectExamId);
      if (s.submitted) throw badRequest(M.submitted);
      const w = windowOf(sub, d.now);
      if (w.before) throw badRequest(M.notStarted);
      if (w.ended) throw badRequest(M.endedNoSave);
      const q = d.paper.questions.get(d.questionId);
      if (!q || q.subjectExamId !== d.subjectExamId) throw notFound(M.questionNotFound);
      if (q.type === 'MCQTYPE' && d.answer !== '' && !q.options.includes(d.answer)) throw badRequest(M.notAnOption);
      if (d.attachmentId && q.type !== 'ATTACHMENT') throw badRequest(M.attachmentOnly);
      const before = s.answers.get(d.questionId);
      // A late resend (a seq at or below the last applied one) is acknowledged and changes nothing.
      if (d.seq !== null && before?.seq != null && d.seq <= before.seq) return [];
      // A save without a file keeps the file given before; an empty answer without a file clears both.
      const attachmentId = d.attachmentId ?? (d.answer === '' ? null : (before?.attachmentId ?? null));
      const same = before && before.answer === d.answer && before.attachmentId === attachmentId && before.markAsReview === d.markAsReview;
      if (same && d.seq === null) return [];
      const saved: ExamSheetEvent = {
        type: 'ExamAnswerSaved',
        data: {
          examId: d.paper.examId,
          subjectExamId: d.subjectExamId,
          studentId: d.studentId,
          questionId: d.questionId,
          answer: d.answer,
          attachmentId,
          markAsReview: d.markAsReview,
          seq: d.seq,
        },
      };
      return s.started ? [saved] : [started(d.paper, d.subjectExamId, d.studentId, d.batchId), saved];
    }
    case 'RecordActivity': {
      const d = command.data;
      const sub = onlineSubject(d.paper, d.subjectExamId);
      if (s.submitted) throw badRequest(M.submitted);
      const w = windowOf(sub, d.now);
      if (w.before) throw badRequest(M.notStarted);
      if (w.ended) throw badRequest(M.ended);
      const recorded: ExamSheetEvent = {
        type: 'ExamActivityRecorded',
        data: { examId: d.paper.examId, subjectExamId: d.subjectExamId, studentId: d.studentId, kind: d.kind },
      };
      return s.started ? [recorded] : [started(d.paper, d.subjectExamId, d.studentId, d.batchId), recorded];
    }
    case 'SubmitAttempt': {
      const d = command.data;
      const sub = onlineSubject(d.paper, d.subjectExamId);
      const w = windowOf(sub, d.now);
      if (d.by === 'DEADLINE') {
        // The sweep submits only what is open and over; anything else is already settled (a second tick adds nothing).
        if (s.submitted || !s.started || !w.ended) return [];
        return [submission(s, d.paper, d.subjectExamId, d.studentId, s.batchId || d.batchId, 'DEADLINE')];
      }
      if (s.submitted) throw badRequest(M.submitted);
      if (w.before) throw badRequest(M.notStarted);
      if (w.ended) throw badRequest(M.ended);
      const submitted = submission(s, d.paper, d.subjectExamId, d.studentId, d.batchId, 'STUDENT');
      return s.started ? [submitted] : [started(d.paper, d.subjectExamId, d.studentId, d.batchId), submitted];
    }
    case 'GradeAnswers': {
      const d = command.data;
      assertMayMark(d.paper, d.subjectExamId, d.by);
      if (!s.submitted) throw badRequest(M.notSubmitted);
      const marks: (QuestionMark & { previous: number | null })[] = [];
      let changes = false;
      // A question sent twice counts once (the last mark sent).
      const sent = new Map(d.marks.map((m) => [m.questionId, m]));
      for (const m of sent.values()) {
        const q = d.paper.questions.get(m.questionId);
        if (!q || q.subjectExamId !== d.subjectExamId) throw notFound(M.questionNotFound);
        const low = q.type === 'MCQTYPE' ? -deductionOf(d.paper, q) : 0;
        if (!(m.mark >= low && m.mark <= q.markAwarded)) throw badRequest(low < 0 ? M.mcqMarkBounds : M.markBounds);
        const previous = s.marks.get(q.id) ?? null;
        if (previous === m.mark) continue;
        if (previous !== null) changes = true;
        marks.push({ questionId: q.id, mark: round2(m.mark), previous });
      }
      const reason = d.reason.trim();
      if (changes && !reason) throw badRequest(M.reasonForMark);
      const remark = d.remark === undefined ? s.remark : d.remark.trim();
      if (marks.length === 0 && remark === s.remark) return [];
      return [
        {
          type: 'ExamAnswersGraded',
          data: {
            examId: d.paper.examId,
            subjectExamId: d.subjectExamId,
            studentId: d.studentId,
            batchId: s.batchId,
            marks,
            remark,
            reason,
          },
        },
      ];
    }
    case 'RecordResult': {
      const d = command.data;
      const sub = assertMayMark(d.paper, d.subjectExamId, d.by);
      if (d.isAttended === undefined) throw badRequest(M.attendance);
      if (d.isAttended && d.obtainMark === undefined) throw badRequest(M.obtainMark);
      const obtainMark = d.isAttended ? round2(d.obtainMark!) : 0;
      if (obtainMark < 0 || obtainMark > sub.fullMark) throw badRequest(M.obtainBounds);
      const remark = d.remark.trim();
      const previous: RecordedResult | null =
        s.recorded ?? (s.submitted ? { isAttended: true, obtainMark: sheetTotal(s), remark: s.remark } : null);
      if (
        previous &&
        previous.isAttended === d.isAttended &&
        previous.obtainMark === obtainMark &&
        previous.remark === remark &&
        s.recorded
      ) {
        return [];
      }
      const reason = d.reason.trim();
      if (previous && !reason) throw badRequest(M.reasonForResult);
      return [
        {
          type: 'ExamResultRecorded',
          data: {
            examId: d.paper.examId,
            subjectExamId: d.subjectExamId,
            studentId: d.studentId,
            batchId: d.batchId,
            isAttended: d.isAttended,
            obtainMark,
            remark,
            reason,
            previous,
          },
        },
      ];
    }
  }
}

export const sheetDecider: Decider<SheetState, SheetCommand, ExamSheetEvent> = { initialState, evolve, decide };
