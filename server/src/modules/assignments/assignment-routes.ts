import {
  ASSIGNMENT_MESSAGES as M,
  AddAssignmentQuestionBody,
  AssignmentDeletedReply,
  AssignmentIdOnlyParams,
  AssignmentIdParams,
  AssignmentList,
  AssignmentListQuery,
  AssignmentQuestionListReply,
  AssignmentQuestionParams,
  AssignmentQuestionReply,
  AssignmentReply,
  AssignmentStatReply,
  CreateAssignmentBody,
  ErrorReply,
  MAX_ASSIGNMENT_FILE_BYTES,
  UpdateAssignmentBody,
  assignmentIdOfQuestion,
  assignmentStream,
  type AssignmentFields,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART, filePart } from '../../platform/http/multipart.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { todayOf } from '../../platform/clock.js';
import { instituteDay } from '../../platform/days.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { subjectTitlesByIds } from '../academics/index.js';
import { assertQuestion, sanitiseHtml } from '../exams/index.js';
import { batchStudentsAndParents, studentsByIds } from '../people/index.js';
import { ALL_ROLES, MODULE, READ_MODELS, STAFF_ROLES, actorOf, assignmentAccess, isLearner } from './access.js';
import { assertMayAddQuestion, assignmentDecider, assertOwns } from './decider.js';
import { anySubmitted, assignmentPage, assignmentRow, questionRows, sheetRows, type AssignmentRow } from './queries.js';
import { assignmentViews } from './views.js';

const PDF = 'application/pdf';

export const caughtUp = async (rt: Runtime, readModels: string[]) => rt.runner.waitFor(readModels, await rt.store.head(), 5000);

/** Assignments, their questions, lists, the summary and its numbers (issue 15 part 1). */
export function assignmentRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = assignmentAccess(rt);
  const writes = { access: STAFF_ROLES, module: MODULE };
  const reads = { access: ALL_ROLES, module: MODULE, readModels: READ_MODELS };
  const fileUrl = (id: string | null) => rt.files.signedUrl(id, '/api/v1');

  /** A live assignment row the caller may read (404 when missing: looked up again once the read model caught up). */
  const readable = async (a: AuthContext, id: string): Promise<AssignmentRow> => {
    let row = await assignmentRow(db, a.instituteId, id);
    if (!row) {
      await caughtUp(rt, ['assignment']);
      row = await assignmentRow(db, a.instituteId, id);
    }
    if (!row) throw notFound(M.notFound);
    await access.mayRead(a, row.batchId);
    return row;
  };

  /** The learner (student, or a parent's child) of each batch, for their own submission on the cards. */
  const learnersOf = async (a: AuthContext): Promise<Map<string, string> | null> => {
    if (!isLearner(a)) return null;
    const ids = a.role === 'STUDENT' ? [a.userId] : a.children;
    const students = await studentsByIds(db, a.instituteId, ids);
    return new Map(students.filter((s) => s.batchId).map((s) => [s.batchId!, s.id]));
  };

  const viewOf = async (a: AuthContext, id: string) => {
    await caughtUp(rt, ['assignment', 'assignment_sheet']);
    const row = await assignmentRow(db, a.instituteId, id);
    if (!row) throw notFound(M.notFound);
    return (await assignmentViews(db, a.instituteId, [row], todayOf(rt.clock), await learnersOf(a)))[0]!;
  };

  const subjectMustExist = async (a: AuthContext, subjectId: string | undefined) => {
    if (subjectId && !(await subjectTitlesByIds(db, a.instituteId, [subjectId])).has(subjectId)) throw badRequest('Subject not found.');
  };

  app.post(
    '/assignment/create',
    {
      config: writes,
      schema: { tags: ['assignments'], body: CreateAssignmentBody, response: { 200: AssignmentReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      // A teacher assigns to a batch they teach or head; the office to any batch.
      await access.mayTeach(a, b.batch);
      await subjectMustExist(a, b.subject);
      const ctx = commandContext(req);
      const today = instituteDay(ctx.now);
      const assignmentId = idFor(ctx, 'assignment');
      const fields: AssignmentFields = {
        title: b.title,
        type: b.type,
        creationType: b.creationType ?? 'NEW',
        introduction: sanitiseHtml(b.introduction ?? ''),
        chapter: b.chapter ?? '',
        subjectId: b.subject,
        dateOfAssignment: b.dateOfAssignment ?? today,
        dueDate: b.dueDate,
        fullMark: b.fullMark,
      };
      const recipients = await batchStudentsAndParents(db, a.instituteId, b.batch, a.userId);
      const res = await rt.commands.handle(
        assignmentDecider,
        assignmentStream(assignmentId),
        { type: 'CreateAssignment', data: { assignmentId, batchId: b.batch, by: actorOf(a), fields, recipients, today } },
        ctx,
      );
      return sendWritten(reply, res.append, M.created, await viewOf(a, assignmentId));
    },
  );

  app.put(
    '/assignment/update/:assignmentId',
    {
      config: writes,
      schema: {
        tags: ['assignments'],
        params: AssignmentIdParams,
        body: UpdateAssignmentBody,
        response: { 200: AssignmentReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const { assignmentId } = req.params;
      const ctx = commandContext(req);
      const before = await access.assignment(ctx, assignmentId);
      await access.mayTeach(a, before.batchId);
      await subjectMustExist(a, b.subject);
      const patch = {
        title: b.title,
        type: b.type,
        creationType: b.creationType,
        introduction: b.introduction === undefined ? undefined : sanitiseHtml(b.introduction),
        chapter: b.chapter,
        subjectId: b.subject,
        dateOfAssignment: b.dateOfAssignment,
        dueDate: b.dueDate,
        fullMark: b.fullMark,
      };
      const res = await rt.commands.handle(
        assignmentDecider,
        assignmentStream(assignmentId),
        { type: 'UpdateAssignment', data: { by: actorOf(a), patch } },
        ctx,
        { mustExist: M.notFound },
      );
      return sendWritten(reply, res.append, M.updated, await viewOf(a, assignmentId));
    },
  );

  app.delete(
    '/assignment/delete/:assignmentId',
    {
      config: writes,
      schema: { tags: ['assignments'], params: AssignmentIdParams, response: { 200: AssignmentDeletedReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const { assignmentId } = req.params;
      const ctx = commandContext(req);
      const before = await access.assignment(ctx, assignmentId);
      // The creator teacher (who still teaches the batch) or the office.
      assertOwns(before, actorOf(a));
      await access.mayTeach(a, before.batchId);
      const res = await rt.commands.handle(
        assignmentDecider,
        assignmentStream(assignmentId),
        { type: 'DeleteAssignment', data: { by: actorOf(a) } },
        ctx,
        { mustExist: M.notFound },
      );
      return sendWritten(reply, res.append, M.deleted, { _id: assignmentId });
    },
  );

  app.get(
    '/assignment',
    {
      config: reads,
      schema: { tags: ['assignments'], querystring: AssignmentListQuery, response: { 200: AssignmentList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      // 10 a page for the staff lists, 15 on the student list (002 §8); the query may ask another size (at most 50).
      const { perPage, pageNo, offset } = pageOf(req.query, isLearner(a) ? 15 : 10);
      const q = req.query;
      const { rows, total } = await assignmentPage(db, {
        instituteId: a.instituteId,
        batchIds: await access.batchesOf(a),
        batch: q.batch,
        subject: q.subject,
        type: q.type,
        creationType: q.creationType,
        searchTitle: q.searchTitle,
        sortBy: q.sortBy,
        perPage,
        offset,
      });
      const data = await assignmentViews(db, a.instituteId, rows, todayOf(rt.clock), await learnersOf(a));
      return paged('Assignments', data, total, perPage, pageNo);
    },
  );

  app.get(
    '/assignment/:id',
    {
      config: reads,
      schema: { tags: ['assignments'], params: AssignmentIdOnlyParams, response: { 200: AssignmentReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const row = await readable(a, req.params.id);
      const [view] = await assignmentViews(db, a.instituteId, [row], todayOf(rt.clock), await learnersOf(a));
      return ok('Assignment', view!);
    },
  );

  app.get(
    '/assignment/stat/:assignmentId',
    {
      config: { ...reads, access: STAFF_ROLES },
      schema: { tags: ['assignments'], params: AssignmentIdParams, response: { 200: AssignmentStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const row = await readable(a, req.params.assignmentId);
      const [view] = await assignmentViews(db, a.instituteId, [row], todayOf(rt.clock), null);
      const sheets = (await sheetRows(db, a.instituteId, { assignmentIds: [row.id] })).filter((s) => s.submitted);
      const students = new Map(
        (
          await studentsByIds(
            db,
            a.instituteId,
            sheets.map((s) => s.studentId),
          )
        ).map((s) => [s.id, s]),
      );
      const gender = (g: string) => sheets.filter((s) => (students.get(s.studentId)?.gender ?? '').toUpperCase() === g).length;
      const marks = sheets.map((s) => s.markSecured);
      const boys = gender('MALE');
      const girls = gender('FEMALE');
      return ok('Assignment stats', {
        _id: row.id,
        totalQuestions: row.totalQuestions,
        totalStudent: view!.totalStudent,
        totalSubmitted: sheets.length,
        notSubmitted: Math.max(0, view!.totalStudent - sheets.length),
        totalReviewed: sheets.filter((s) => s.reviewed).length,
        pendingReview: sheets.filter((s) => !s.reviewed).length,
        lateSubmitted: sheets.filter((s) => s.lateDays > 0).length,
        totalBoysSubmitted: boys,
        totalGirlSubmitted: girls,
        totalOthersSubmitted: sheets.length - boys - girls,
        averagePercent: marks.length ? Math.round((marks.reduce((x, y) => x + y, 0) / marks.length / row.fullMark) * 10000) / 100 : null,
        highestMark: marks.length ? Math.max(...marks) : null,
        lowestMark: marks.length ? Math.min(...marks) : null,
        fullMark: row.fullMark,
      });
    },
  );

  // ---- Questions --------------------------------------------------------------------------------------------------

  app.post(
    '/assignment/question/create/:assignmentId',
    {
      config: writes,
      schema: {
        tags: ['assignments'],
        consumes: MULTIPART,
        params: AssignmentIdParams,
        body: AddAssignmentQuestionBody,
        response: { 200: AssignmentQuestionReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const { assignmentId } = req.params;
      const ctx = commandContext(req);
      const before = await access.assignment(ctx, assignmentId);
      await access.mayTeach(a, before.batchId);
      await caughtUp(rt, ['assignment_sheet']);
      const locked = await anySubmitted(db, a.instituteId, assignmentId);
      // Who may add, and whether the mark fits, are asked before the file is stored: a refusal leaves nothing behind.
      assertMayAddQuestion(before, actorOf(a), b.markAwarded, locked);
      const type = b.type ?? 'MCQTYPE';
      const input = {
        question: sanitiseHtml(b.question ?? ''),
        type,
        options: b.options === undefined ? [] : Array.isArray(b.options) ? b.options : [b.options],
        answer: b.answer ?? '',
        markAwarded: b.markAwarded,
        explanation: sanitiseHtml(b.explanation ?? ''),
        attachment: null,
      };
      const part = filePart(b.attachment, 'Attachment');
      const wantPdf = type === 'ATTACHMENT';
      assertQuestion({ ...input, attachment: part ? { id: '', kind: wantPdf ? 'pdf' : 'image' } : null });
      let attachment: { id: string; kind: 'image' | 'pdf' } | null = null;
      if (part) {
        const stored = await rt.files.put(part, {
          instituteId: a.instituteId,
          ownerId: a.userId,
          purpose: 'assignment-question',
          maxBytes: MAX_ASSIGNMENT_FILE_BYTES,
          types: wantPdf ? [PDF] : IMAGE_TYPES,
          label: wantPdf ? 'The attachment' : 'The question image',
        });
        attachment = { id: stored.id, kind: stored.contentType === PDF ? 'pdf' : 'image' };
      }
      const fields = assertQuestion({ ...input, attachment });
      const res = await rt.commands.handle(
        assignmentDecider,
        assignmentStream(assignmentId),
        { type: 'AddQuestion', data: { by: actorOf(a), question: fields, locked } },
        ctx,
        { mustExist: M.notFound },
      );
      const added = res.events[0]!;
      return sendWritten(reply, res.append, M.questionAdded, {
        _id: added.type === 'AssignmentQuestionAdded' ? added.data.questionId : '',
        assignment: assignmentId,
        question: fields.question,
        type: fields.type,
        options: fields.options,
        answer: fields.answer,
        markAwarded: fields.markAwarded,
        explanation: fields.explanation,
        attachmentUrl: fileUrl(fields.attachmentId),
        createdAt: ctx.now.toISOString(),
      });
    },
  );

  app.get(
    '/assignment/questions/:assignmentId',
    {
      config: reads,
      schema: { tags: ['assignments'], params: AssignmentIdParams, response: { 200: AssignmentQuestionListReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const row = await readable(a, req.params.assignmentId);
      const rows = await questionRows(db, a.instituteId, [row.id]);
      // A student or parent sees the answers and explanations once the (child's) sheet is reviewed.
      let reveal = !isLearner(a);
      if (!reveal) {
        const learner = await access.learnerIn(a, row.batchId);
        const [s] = learner ? await sheetRows(db, a.instituteId, { assignmentIds: [row.id], studentIds: [learner] }) : [];
        reveal = !!s?.submitted && s.reviewed;
      }
      return ok(
        'Questions',
        rows.map(({ attachmentId, ...q }) => ({
          ...q,
          answer: reveal ? q.answer : '',
          explanation: reveal ? q.explanation : '',
          attachmentUrl: fileUrl(attachmentId),
        })),
      );
    },
  );

  app.delete(
    '/assignment/question/delete/:questionId',
    {
      config: writes,
      schema: { tags: ['assignments'], params: AssignmentQuestionParams, response: { 200: AssignmentDeletedReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const { questionId } = req.params;
      const assignmentId = assignmentIdOfQuestion(questionId);
      if (!assignmentId) throw notFound(M.questionNotFound);
      const ctx = commandContext(req);
      const before = await access.assignment(ctx, assignmentId);
      await access.mayTeach(a, before.batchId);
      await caughtUp(rt, ['assignment_sheet']);
      const locked = await anySubmitted(db, a.instituteId, assignmentId);
      const res = await rt.commands.handle(
        assignmentDecider,
        assignmentStream(assignmentId),
        { type: 'DeleteQuestion', data: { by: actorOf(a), questionId, locked } },
        ctx,
        { mustExist: M.notFound },
      );
      return sendWritten(reply, res.append, M.questionDeleted, { _id: questionId });
    },
  );
}
