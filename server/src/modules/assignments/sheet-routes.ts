import {
  ASSIGNMENT_MESSAGES as M,
  AnswerPageQuery,
  AssignmentAnswerList,
  AssignmentHistoryReply,
  AssignmentIdParams,
  AssignmentRemarkBody,
  AssignmentReviewedReply,
  AssignmentStudentParams,
  AssignmentSubmittedReply,
  ErrorReply,
  MAX_ASSIGNMENT_FILE_BYTES,
  SaveAssignmentAnswerBody,
  SavedAssignmentAnswerReply,
  assignmentIdOfQuestion,
  assignmentSheetStream,
  type AssignmentAnswer,
  type AssignmentHistoryRow,
  type AssignmentSheetEvent,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import type { CommandContext } from '../../platform/commands.js';
import { MULTIPART, filePart } from '../../platform/http/multipart.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { instituteDay } from '../../platform/days.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { userCardsById } from '../identity/index.js';
import { studentBatchId, studentsByIds } from '../people/index.js';
import { ALL_ROLES, MODULE, READ_MODELS, STAFF_ROLES, actorOf, assignmentAccess } from './access.js';
import type { AssignmentState } from './decider.js';
import { assignmentSheetDecider, openness, sheetSecured, type AssignmentSheetState, type SheetCommand } from './sheet-decider.js';

const PDF = 'application/pdf';
const STUDENT_NOT_FOUND = 'Student not found.';

/** Answering (students), the student-status grid, grading and its history (issue 15 parts 2 and 3). */
export function sheetRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = assignmentAccess(rt);
  const fileUrl = (id: string | null) => rt.files.signedUrl(id, '/api/v1');
  const STUDENT = { access: ['STUDENT' as const], module: MODULE };
  const reads = { access: ALL_ROLES, module: MODULE, readModels: READ_MODELS };
  const _staffReads = { access: STAFF_ROLES, module: MODULE, readModels: READ_MODELS };

  const runSheet = (assignmentId: string, studentId: string, command: SheetCommand, ctx: CommandContext) =>
    rt.commands.handle(assignmentSheetDecider, assignmentSheetStream(assignmentId, studentId), command, ctx, { maxAttempts: 6 });

  /** The caller's own live student in the assignment's batch (403 otherwise). */
  const ownBatch = async (a: AuthContext, asg: AssignmentState) => {
    const batchId = await studentBatchId(db, a.userId, a.instituteId);
    if (!batchId || batchId !== asg.batchId) throw forbidden(M.notOfBatch);
    return batchId;
  };

  /**
   * Whose sheet a caller may read: a student only their own, a parent only a child's (404 for anyone else: not theirs to
   * know of); the office and the batch's teachers any student of the batch (or one who has a sheet of it).
   */
  const sheetTarget = async (a: AuthContext, asg: AssignmentState, studentId: string) => {
    if (a.role === 'STUDENT' && studentId !== a.userId) throw notFound(STUDENT_NOT_FOUND);
    if (a.role === 'PARENT' && !a.children.includes(studentId)) throw notFound(STUDENT_NOT_FOUND);
    await access.mayRead(a, asg.batchId);
    const [student] = await studentsByIds(db, a.instituteId, [studentId]);
    const sheet = await access.sheet(a, asg.assignmentId, studentId);
    if (!student && sheet.answers.size === 0) throw notFound(STUDENT_NOT_FOUND);
    if (student?.batchId !== asg.batchId && sheet.answers.size === 0 && !sheet.submitted) throw notFound(STUDENT_NOT_FOUND);
    return { student, sheet };
  };

  const sheetState = (asg: AssignmentState, s: AssignmentSheetState, today: string, policy: Parameters<typeof openness>[1]) => {
    const open = openness(asg, policy, today);
    const given = [...s.answers].filter(([id, x]) => asg.questions.has(id) && (x.answer !== '' || x.attachmentId)).length;
    return {
      isSubmitted: s.submitted,
      submittedAt: s.submittedAt,
      reviewed: s.submitted && (s.reviewed || !s.needsGrading),
      remark: s.remark,
      markSecured: s.submitted && given > 0 ? sheetSecured(s) : null,
      totalAttempted: given,
      lateDays: s.lateDays,
      penaltyPercent: s.penaltyPercent,
      dueDate: asg.fields!.dueDate,
      isPastDue: today > asg.fields!.dueDate,
      canAnswer: !s.submitted && open.ok,
    };
  };

  app.get(
    '/assignment/answer/:assignmentId/:studentId',
    {
      config: reads,
      schema: {
        tags: ['assignments'],
        params: AssignmentStudentParams,
        querystring: AnswerPageQuery,
        response: { 200: AssignmentAnswerList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const asg = await access.assignment(ctx, req.params.assignmentId);
      const { sheet } = await sheetTarget(a, asg, req.params.studentId);
      const today = instituteDay(ctx.now);
      const policy = await access.policy(ctx);
      // A student opens an assignment to answer it only while it is open; a submitted one stays theirs to read.
      if (a.role === 'STUDENT' && !sheet.submitted) {
        const open = openness(asg, policy, today);
        if (!open.ok) throw badRequest(open.message);
      }
      const { perPage, pageNo, offset } = pageOf(req.query, 5);
      const state = sheetState(asg, sheet, today, policy);
      // The key and explanations: the staff always; a student or parent once the sheet is reviewed.
      const reveal = !(a.role === 'STUDENT' || a.role === 'PARENT') || state.reviewed;
      const questions = [...asg.questions.values()];
      const data: AssignmentAnswer[] = questions.slice(offset, offset + perPage).map((q, i) => {
        const given = sheet.answers.get(q.id);
        const answered = !!given && (given.answer !== '' || !!given.attachmentId);
        const mark = sheet.marks.get(q.id);
        return {
          _id: q.id,
          question: q.question,
          type: q.type,
          options: q.options,
          answer: reveal ? q.answer : '',
          attachmentUrl: fileUrl(q.attachmentId),
          explanation: reveal ? q.explanation : '',
          markAwarded: q.markAwarded,
          studentAnswer: { studentAnswer: given?.answer ?? '', attachmentUrl: fileUrl(given?.attachmentId ?? null) },
          isStudentAnswered: answered,
          markGiven: sheet.submitted && (reveal || !(a.role === 'STUDENT' || a.role === 'PARENT')) ? (mark ?? null) : null,
          index: offset + i + 1,
        };
      });
      const page = paged('Assignment answers', data, questions.length, perPage, pageNo);
      return { ...page, sheet: state };
    },
  );

  app.post(
    '/assignment/answer/create',
    {
      config: STUDENT,
      schema: {
        tags: ['assignments'],
        consumes: MULTIPART,
        body: SaveAssignmentAnswerBody,
        response: { 200: SavedAssignmentAnswerReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const ctx = commandContext(req);
      const assignmentId = assignmentIdOfQuestion(b.question);
      if (!assignmentId) throw notFound(M.questionNotFound);
      const asg = await access.assignment(ctx, assignmentId).catch(() => {
        throw notFound(M.questionNotFound);
      });
      if (!asg.questions.has(b.question)) throw notFound(M.questionNotFound);
      const batchId = await ownBatch(a, asg);
      const policy = await access.policy(ctx);
      const command = (attachmentId: string | null): SheetCommand => ({
        type: 'SaveAnswer',
        data: {
          assignment: asg,
          studentId: a.userId,
          batchId,
          questionId: b.question,
          answer: b.answer ?? '',
          attachmentId,
          policy,
          today: instituteDay(ctx.now),
        },
      });
      const part = filePart(b.attachment, 'Attachment');
      let attachmentId: string | null = null;
      if (part) {
        // Asked before the file is stored: a refused save leaves no file behind.
        assignmentSheetDecider.decide(command('pending'), await access.sheet(ctx, assignmentId, a.userId));
        const stored = await rt.files.put(part, {
          instituteId: a.instituteId,
          ownerId: a.userId,
          purpose: 'assignment-answer',
          maxBytes: MAX_ASSIGNMENT_FILE_BYTES,
          types: [PDF, ...IMAGE_TYPES],
          label: 'The answer file',
        });
        attachmentId = stored.id;
      }
      const res = await runSheet(assignmentId, a.userId, command(attachmentId), ctx);
      const kept = res.state.answers.get(b.question);
      const saved = res.events[0];
      return sendWritten(reply, res.append, M.answerSaved, {
        question: b.question,
        studentAnswer: kept?.answer ?? '',
        attachmentUrl: fileUrl(kept?.attachmentId ?? null),
        lateDays: saved?.type === 'AssignmentAnswerSaved' ? saved.data.lateDays : 0,
        savedAt: ctx.now.toISOString(),
      });
    },
  );

  app.post(
    '/assignment/submit/:assignmentId',
    {
      config: STUDENT,
      schema: { tags: ['assignments'], params: AssignmentIdParams, response: { 200: AssignmentSubmittedReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const asg = await access.assignment(ctx, req.params.assignmentId);
      const batchId = await ownBatch(a, asg);
      const policy = await access.policy(ctx);
      const res = await runSheet(
        asg.assignmentId,
        a.userId,
        { type: 'Submit', data: { assignment: asg, studentId: a.userId, batchId, policy, today: instituteDay(ctx.now) } },
        ctx,
      );
      const s = res.state;
      return sendWritten(reply, res.append, M.submittedOk, {
        isSubmitted: true as const,
        submittedAt: s.submittedAt ?? ctx.now.toISOString(),
        lateDays: s.lateDays,
        penaltyPercent: s.penaltyPercent,
        needsGrading: s.needsGrading,
      });
    },
  );

  app.post(
    '/assignment/remark/:assignmentId/:studentId',
    {
      config: { access: STAFF_ROLES, module: MODULE },
      schema: {
        tags: ['assignments'],
        params: AssignmentStudentParams,
        body: AssignmentRemarkBody,
        response: { 200: AssignmentReviewedReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const asg = await access.assignment(ctx, req.params.assignmentId);
      // Grading is the office's or a teacher's of the batch (403 for another teacher).
      await access.mayTeach(a, asg.batchId);
      const { studentId } = req.params;
      await sheetTarget(a, asg, studentId);
      const b = req.body;
      const res = await runSheet(
        asg.assignmentId,
        studentId,
        {
          type: 'Review',
          data: {
            assignment: asg,
            studentId,
            by: { ...actorOf(a), teachesBatch: true },
            marks: (b.marks ?? []).map((m) => ({ questionId: m._id, mark: m.mark })),
            remark: b.remark,
            reason: b.reason ?? '',
          },
        },
        ctx,
      );
      return sendWritten(reply, res.append, M.reviewUpdated, {
        assignmentId: asg.assignmentId,
        studentId,
        markSecured: sheetSecured(res.state),
        remark: res.state.remark,
        reviewed: true as const,
      });
    },
  );

  app.get(
    '/assignment/history/:assignmentId/:studentId',
    {
      config: reads,
      schema: { tags: ['assignments'], params: AssignmentStudentParams, response: { 200: AssignmentHistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const asg = await access.assignment(ctx, req.params.assignmentId);
      const { studentId } = req.params;
      await sheetTarget(a, asg, studentId);
      // Read from the sheet's own stream: every mark it ever had, in order, with who and why.
      const events = (await rt.store.readStream(assignmentSheetStream(asg.assignmentId, studentId))).filter(
        (e) => e.metadata.instituteId === a.instituteId,
      );
      const order = [...asg.questions.keys()];
      // Questions deleted since keep their place after the live ones.
      const index = (id: string) => {
        const i = order.indexOf(id);
        return { _id: id, index: i >= 0 ? i + 1 : order.length + 1 };
      };
      const actors = await userCardsById(db, [...new Set(events.map((e) => e.metadata.actorId))]);
      const by = (id: string) => (actors.get(id) ? { _id: id, displayName: actors.get(id)!.displayName } : null);
      const rows: AssignmentHistoryRow[] = [];
      const current = new Map<string, number>();
      for (const recorded of events) {
        const e = recorded as unknown as AssignmentSheetEvent;
        const at = recorded.metadata.occurredAt;
        if (e.type === 'AssignmentSubmitted') {
          for (const m of e.data.marks) {
            current.set(m.questionId, m.mark);
            rows.push({ at, kind: 'AUTO_MARKED', question: index(m.questionId), from: null, to: m.mark, reason: '', remark: '', by: null });
          }
          if (e.data.penaltyPercent > 0) {
            rows.push({
              at,
              kind: 'PENALTY',
              question: null,
              from: null,
              to: e.data.penaltyPercent,
              reason: `${e.data.lateDays} day(s) late: ${e.data.penaltyPercent}% off the total`,
              remark: '',
              by: null,
            });
          }
        } else if (e.type === 'AssignmentReviewed') {
          for (const m of e.data.marks) {
            current.set(m.questionId, m.mark);
            rows.push({
              at,
              kind: 'REVIEWED',
              question: index(m.questionId),
              from: m.previous,
              to: m.mark,
              reason: e.data.reason,
              remark: e.data.remark,
              by: by(recorded.metadata.actorId),
            });
          }
          if (e.data.marks.length === 0) {
            rows.push({
              at,
              kind: 'REVIEWED',
              question: null,
              from: null,
              to: null,
              reason: e.data.reason,
              remark: e.data.remark,
              by: by(recorded.metadata.actorId),
            });
          }
        }
      }
      return ok('Mark history', rows);
    },
  );
}
