import {
  CreateExamBody,
  DeletedReply,
  ErrorReply,
  ExamDetailsReply,
  ExamList,
  ExamListQuery,
  ExamReply,
  IdParams,
  ONLINE_FLAGS,
  UpdateExamBody,
  type OnlineSettings,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { todayOf } from '../../platform/clock.js';
import { batchIdsOfPlacement } from '../academics/index.js';
import { EXAM_MESSAGES, examDecider, examStream, type ExamState } from './decider.js';
import { EXAM_ROLES, MODULE, READ_MODELS, actorOf, examAccess } from './access.js';
import { examPage, examSourceOfState, subjectExamRows } from './queries.js';
import { examView, lookups, subjectExamView } from './views.js';

/** The online settings a body gives (each optional): what it names, over `base`. */
function settingsOf(body: Partial<OnlineSettings>, base: OnlineSettings): OnlineSettings {
  const out = { ...base };
  for (const f of ONLINE_FLAGS) if (body[f] !== undefined) out[f] = body[f]!;
  if (body.negativeMark !== undefined) out.negativeMark = body.negativeMark;
  if (body.conclusionText !== undefined) out.conclusionText = body.conclusionText.trim();
  return out;
}

/** A new online exam lets students move between questions freely unless told otherwise (002 §3 Exam). */
const NEW_SETTINGS: OnlineSettings = {
  ...(Object.fromEntries(ONLINE_FLAGS.map((f) => [f, false])) as Record<(typeof ONLINE_FLAGS)[number], boolean>),
  allowStudentToMoveFreely: true,
  negativeMark: 0,
  conclusionText: '',
};

export function examRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = examAccess(rt);
  const config = { access: EXAM_ROLES, module: MODULE };
  const reads = { ...config, readModels: READ_MODELS };

  const replyOf = async (instituteId: string, s: ExamState) => {
    const src = examSourceOfState(s);
    const l = await lookups(db, instituteId, {
      batchIds: [src.fields.batchId],
      userIds: [src.createdBy],
      exams: [{ id: src.id, subjects: src.subjects }],
      now: rt.clock.now(),
    });
    return examView(src, l, todayOf(rt.clock));
  };

  app.post(
    '/exam/create',
    { config, schema: { tags: ['exams'], body: CreateExamBody, response: { 200: ExamReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      await access.mayTeach(a, b.batch);
      const ctx = commandContext(req);
      const examId = idFor(ctx, 'exam');
      const fields = {
        title: b.title,
        type: b.type,
        description: b.description ?? '',
        batchId: b.batch,
        startDate: b.startDate,
        endDate: b.endDate,
        settings: settingsOf(b, NEW_SETTINGS),
      };
      const res = await rt.commands.handle(
        examDecider,
        examStream(examId),
        { type: 'CreateExam', data: { examId, by: actorOf(a), fields } },
        ctx,
      );
      return sendWritten(reply, res.append, 'Exam created successfully', await replyOf(a.instituteId, res.state));
    },
  );

  app.put(
    '/exam/update/:id',
    { config, schema: { tags: ['exams'], params: IdParams, body: UpdateExamBody, response: { 200: ExamReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const { id } = req.params;
      // Moving an exam to another batch: the caller must be able to create exams there too.
      if (b.batch) await access.mayTeach(a, b.batch);
      const ctx = commandContext(req);
      const before = await rt.commands.state(examDecider, examStream(id), ctx);
      const patch = {
        title: b.title,
        type: b.type,
        description: b.description,
        batchId: b.batch,
        startDate: b.startDate,
        endDate: b.endDate,
        settings: before.fields ? settingsOf(b, before.fields.settings) : undefined,
      };
      const res = await rt.commands.handle(examDecider, examStream(id), { type: 'UpdateExam', data: { by: actorOf(a), patch } }, ctx, {
        mustExist: EXAM_MESSAGES.notFound,
      });
      return sendWritten(reply, res.append, 'Exam updated successfully', await replyOf(a.instituteId, res.state));
    },
  );

  app.delete(
    '/exam/delete/:id',
    { config, schema: { tags: ['exams'], params: IdParams, response: { 200: DeletedReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const { id } = req.params;
      const res = await rt.commands.handle(
        examDecider,
        examStream(id),
        { type: 'DeleteExam', data: { by: actorOf(authOf(req)) } },
        commandContext(req),
        {
          mustExist: EXAM_MESSAGES.notFound,
        },
      );
      return sendWritten(reply, res.append, 'Exam deleted successfully', { _id: id });
    },
  );

  app.put(
    '/exam/publish/:id',
    { config, schema: { tags: ['exams'], params: IdParams, response: { 200: ExamReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const a = authOf(req);
      const { id } = req.params;
      const res = await rt.commands.handle(
        examDecider,
        examStream(id),
        { type: 'PublishResults', data: { by: actorOf(a) } },
        commandContext(req),
        {
          mustExist: EXAM_MESSAGES.notFound,
        },
      );
      return sendWritten(reply, res.append, 'Results published successfully', await replyOf(a.instituteId, res.state));
    },
  );

  app.get(
    '/exam',
    { config: reads, schema: { tags: ['exams'], querystring: ExamListQuery, response: { 200: ExamList, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const { perPage, pageNo, offset } = pageOf(req.query, 20);
      const today = todayOf(rt.clock);
      const { rows, total } = await examPage(db, {
        ...req.query,
        instituteId: a.instituteId,
        batchIds: await access.batchesOf(a),
        placementBatchIds:
          req.query.courseId || req.query.branchId
            ? await batchIdsOfPlacement(db, { instituteId: a.instituteId, course: req.query.courseId, branch: req.query.branchId })
            : null,
        today,
        perPage,
        offset,
      });
      const l = await lookups(db, a.instituteId, {
        batchIds: rows.map((r) => r.fields.batchId),
        userIds: rows.map((r) => r.createdBy),
        exams: rows.map((r) => ({ id: r.id, subjects: r.subjects })),
        now: rt.clock.now(),
      });
      return paged(
        'Exams',
        rows.map((r) => examView(r, l, today)),
        total,
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/exam/details/:id',
    { config: reads, schema: { tags: ['exams'], params: IdParams, response: { 200: ExamDetailsReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const exam = await access.exam(a, req.params.id);
      await access.mayRead(a, exam.fields.batchId);
      const subjects = await subjectExamRows(db, a.instituteId, { examId: exam.id });
      const l = await lookups(db, a.instituteId, {
        batchIds: [exam.fields.batchId],
        userIds: [exam.createdBy, ...subjects.map((s) => s.createdBy)],
        subjectIds: subjects.map((s) => s.fields.subjectId),
        subjectExamIds: subjects.map((s) => s.id),
        exams: [{ id: exam.id, subjects: exam.subjects }],
        now: rt.clock.now(),
      });
      return ok('Exam details', { ...examView(exam, l, todayOf(rt.clock)), subjects: subjects.map((s) => subjectExamView(s, l)) });
    },
  );
}
