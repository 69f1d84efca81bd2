import {
  ActivityBody,
  ActivityReply,
  CheckSubmitReply,
  ErrorReply,
  MAX_ANSWER_FILE_BYTES,
  SHEET_MESSAGES as M,
  SaveAnswerBody,
  SavedAnswerReply,
  SheetQuestionQuery,
  SheetQuestionsReply,
  SheetSubjectExamParams,
  SubmitSheetBody,
  SubmittedReply,
  examIdOfPart,
  type SheetQuestion,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import type { CommandContext } from '../../platform/commands.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART, filePart } from '../../platform/http/multipart.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { studentBatchId } from '../people/index.js';
import { subjectTitlesByIds } from '../academics/index.js';
import { sheetDecider, windowOf, type SheetState } from './sheet-decider.js';
import { questionsOf, type ExamPaper, type PaperSubject } from './sheet-paper.js';
import { ensureSheetsOpened, loadPaper, paperOfSubject, runSheet, sheetState } from './sheet-store.js';

const STUDENT = { access: ['STUDENT' as const] };
const PDF = 'application/pdf';

/** The order a sheet shows: its attempt's, without deleted questions, with any added since at the end. */
export function orderOf(paper: ExamPaper, subjectExamId: string, s: SheetState): string[] {
  const live = questionsOf(paper, subjectExamId).map((q) => q.id);
  const kept = s.order.filter((id) => paper.questions.has(id));
  return [...kept, ...live.filter((id) => !kept.includes(id))];
}

/** Taking an online exam (issue 14 part 3): a student's own sheet, on the server's clock. */
export function sheetTakeRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const fileUrl = (id: string | null) => rt.files.signedUrl(id, '/api/v1');

  /** The exam's paper for a student of its batch (403 otherwise), refused unless online. */
  const prelude = async (
    a: AuthContext,
    subjectExamId: string,
    known?: { paper: ExamPaper; batch: Promise<string | null | undefined> },
  ) => {
    const paper = known?.paper;
    const [found, batchId] = await Promise.all([
      paper?.fields && !paper.deleted && paper.subjects.has(subjectExamId)
        ? { paper, sub: paper.subjects.get(subjectExamId)! }
        : paperOfSubject(rt, subjectExamId, a.instituteId),
      known?.batch ?? studentBatchId(db, a.userId, a.instituteId),
    ]);
    if (!batchId || batchId !== found.paper.fields!.batchId) throw forbidden(M.notOfBatch);
    if (found.paper.fields!.type !== 'ONLINE') throw badRequest(M.notOnline);
    return { ...found, batchId };
  };

  /** An open attempt whose time is over is submitted (by DEADLINE) before anything is answered about it. */
  const settle = async (a: AuthContext, ctx: CommandContext, paper: ExamPaper, sub: PaperSubject, batchId: string) => {
    const s = await sheetState(rt, sub.id, a.userId, ctx);
    if (!s.started || s.submitted || !windowOf(sub, ctx.now).ended) return { state: s, append: null };
    const res = await runSheet(
      rt,
      sub.id,
      a.userId,
      { type: 'SubmitAttempt', data: { paper, subjectExamId: sub.id, studentId: a.userId, batchId, by: 'DEADLINE', now: ctx.now } },
      ctx,
    );
    return { state: res.state, append: res.append };
  };

  app.get(
    '/exam/:subjectExamId/check-submit',
    {
      config: STUDENT,
      schema: { tags: ['exams'], params: SheetSubjectExamParams, response: { 200: CheckSubmitReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { paper, sub, batchId } = await prelude(a, req.params.subjectExamId);
      const { state: s, append } = await settle(a, ctx, paper, sub, batchId);
      const titles = await subjectTitlesByIds(db, a.instituteId, [sub.subjectId]);
      const remaining = Math.max(0, Math.floor((Date.parse(sub.endTime) - ctx.now.getTime()) / 1000));
      return sendWritten(reply, append, 'Exam status', {
        isSubmitted: s.submitted,
        submittedAt: s.submittedAt,
        submittedBy: s.submittedBy,
        started: s.started,
        startTime: sub.startTime,
        endTime: sub.endTime,
        now: ctx.now.toISOString(),
        remainingSeconds: remaining,
        settings: paper.fields!.settings,
        totalQuestion: sub.questionIds.length,
        fullMark: sub.fullMark,
        subject: { _id: sub.subjectId, title: titles.get(sub.subjectId) ?? '' },
        exam: { _id: paper.examId, title: paper.fields!.title },
      });
    },
  );

  app.get(
    '/exam/:subjectExamId/question',
    {
      config: STUDENT,
      schema: {
        tags: ['exams'],
        params: SheetSubjectExamParams,
        querystring: SheetQuestionQuery,
        response: { 200: SheetQuestionsReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { paper, sub, batchId } = await prelude(a, req.params.subjectExamId);
      // The first fetch starts the attempt (the order is the attempt's; the exam's setting decides it, not `random`).
      await ensureSheetsOpened(rt, paper, sub.id, ctx);
      const res = await runSheet(
        rt,
        sub.id,
        a.userId,
        { type: 'StartAttempt', data: { paper, subjectExamId: sub.id, studentId: a.userId, batchId, now: ctx.now } },
        ctx,
      );
      const s = res.state;
      const data: SheetQuestion[] = orderOf(paper, sub.id, s).map((id) => {
        const q = paper.questions.get(id)!;
        const given = s.answers.get(id);
        const answered = !!given && (given.answer !== '' || !!given.attachmentId);
        return {
          // Never the correct answer nor the explanation.
          question: {
            _id: q.id,
            question: q.question,
            type: q.type,
            options: q.options,
            markAwarded: q.markAwarded,
            attachmentUrl: fileUrl(q.attachmentId),
          },
          answer: {
            studentAnswer: given?.answer ?? '',
            attachmentUrl: fileUrl(given?.attachmentId ?? null),
            markAsReview: given?.markAsReview ?? false,
            notAnswered: !answered,
            isVisited: !!given,
          },
        };
      });
      return sendWritten(reply, res.append, 'Questions', data);
    },
  );

  app.post(
    '/exam/answer/create',
    {
      config: STUDENT,
      schema: { tags: ['exams'], consumes: MULTIPART, body: SaveAnswerBody, response: { 200: SavedAnswerReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const ctx = commandContext(req);
      const examId = examIdOfPart(b.question);
      if (!examId) throw notFound(M.questionNotFound);
      // One read of the exam's paper (its cache checks the stream version) serves the question and the subject exam.
      // The student's batch is asked at the same time (a save's path is two reads and one append).
      const batch = studentBatchId(db, a.userId, a.instituteId);
      batch.catch(() => {});
      const loaded = await loadPaper(rt, examId, a.instituteId);
      const question = loaded.deleted ? undefined : loaded.questions.get(b.question);
      if (!question) throw notFound(M.questionNotFound);
      const { paper, sub, batchId } = await prelude(a, question.subjectExamId, { paper: loaded, batch });
      const command = (attachmentId: string | null) =>
        ({
          type: 'SaveAnswer',
          data: {
            paper,
            subjectExamId: sub.id,
            studentId: a.userId,
            batchId,
            questionId: question.id,
            answer: b.answer ?? '',
            attachmentId,
            markAsReview: b.markAsReview ?? false,
            seq: b.seq ?? null,
            now: ctx.now,
          },
        }) as const;
      const part = filePart(b.attachment, 'Attachment');
      let attachmentId: string | null = null;
      if (part) {
        // Asked before the file is stored: a refused save leaves no file behind.
        sheetDecider.decide(command('pending'), await sheetState(rt, sub.id, a.userId, ctx));
        const stored = await rt.files.put(part, {
          instituteId: a.instituteId,
          ownerId: a.userId,
          purpose: 'exam-answer',
          maxBytes: MAX_ANSWER_FILE_BYTES,
          types: [PDF, ...IMAGE_TYPES],
          label: 'The answer file',
        });
        attachmentId = stored.id;
      }
      await ensureSheetsOpened(rt, paper, sub.id, ctx);
      const res = await runSheet(rt, sub.id, a.userId, command(attachmentId), ctx);
      const kept = res.state.answers.get(question.id);
      return sendWritten(reply, res.append, M.answerSaved, {
        question: question.id,
        studentAnswer: kept?.answer ?? '',
        attachmentUrl: fileUrl(kept?.attachmentId ?? null),
        markAsReview: kept?.markAsReview ?? false,
        savedAt: ctx.now.toISOString(),
      });
    },
  );

  app.post(
    '/exam/answer/submit',
    { config: STUDENT, schema: { tags: ['exams'], body: SubmitSheetBody, response: { 200: SubmittedReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { paper, sub, batchId } = await prelude(a, req.body.subjectExam);
      // After the end an open attempt is the deadline's; the student is then told it is submitted.
      const settled = await settle(a, ctx, paper, sub, batchId);
      if (settled.state.submitted) throw badRequest(M.submitted);
      await ensureSheetsOpened(rt, paper, sub.id, ctx);
      const res = await runSheet(
        rt,
        sub.id,
        a.userId,
        { type: 'SubmitAttempt', data: { paper, subjectExamId: sub.id, studentId: a.userId, batchId, by: 'STUDENT', now: ctx.now } },
        ctx,
      );
      return sendWritten(reply, res.append, M.submittedOk, {
        isSubmitted: true as const,
        submittedAt: res.state.submittedAt ?? ctx.now.toISOString(),
      });
    },
  );

  app.post(
    '/exam/activity/create',
    { config: STUDENT, schema: { tags: ['exams'], body: ActivityBody, response: { 200: ActivityReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { paper, sub, batchId } = await prelude(a, req.body.subjectExam);
      const kind = req.body.kind;
      await ensureSheetsOpened(rt, paper, sub.id, ctx);
      const res = await runSheet(
        rt,
        sub.id,
        a.userId,
        { type: 'RecordActivity', data: { paper, subjectExamId: sub.id, studentId: a.userId, batchId, kind, now: ctx.now } },
        ctx,
      );
      return sendWritten(reply, res.append, 'Activity recorded', { kind, count: res.state.activity[kind] });
    },
  );
}
