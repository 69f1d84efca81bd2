import {
  CreateSubjectExamBody,
  DeletedReply,
  ErrorReply,
  ExamIdParams,
  PartIdParams,
  StudentAttendedList,
  StudentAttendedQuery,
  SubjectExamIdParams,
  SubjectExamListReply,
  SubjectExamReply,
  UpdateSubjectExamBody,
  examIdOfPart,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { AuthContext } from '../../platform/http/access.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { subjectTitlesByIds } from '../academics/index.js';
import { registerStudentsPage } from '../people/index.js';
import { userCardsById } from '../identity/index.js';
import { EXAM_MESSAGES, examDecider, examStream, type ExamState } from './decider.js';
import { EXAM_ROLES, MODULE, READ_MODELS, actorOf, examAccess } from './access.js';
import { subjectExamRows, subjectExamSourceOfState } from './queries.js';
import { attendedIds, resultRows, SHEET_READ_MODELS } from './sheet-queries.js';
import { lookups, subjectExamView, type SubjectExamSource } from './views.js';

/** The stream of a subject exam or question id (`<examId>.s<n>`): an id of no such shape is as missing as any other. */
export const streamOfPart = (id: string, missing: string) => {
  const examId = examIdOfPart(id);
  if (!examId) throw notFound(missing);
  return examStream(examId);
};

export function subjectExamRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = examAccess(rt);
  const config = { access: EXAM_ROLES, module: MODULE };
  const reads = { ...config, readModels: READ_MODELS };

  const views = async (a: AuthContext, rows: SubjectExamSource[]) => {
    const l = await lookups(db, a.instituteId, {
      batchIds: rows.map((r) => r.exam.batchId),
      userIds: rows.map((r) => r.createdBy),
      subjectIds: rows.map((r) => r.fields.subjectId),
      subjectExamIds: rows.map((r) => r.id),
      now: rt.clock.now(),
    });
    return rows.map((r) => subjectExamView(r, l));
  };
  const replyOf = async (a: AuthContext, s: ExamState, subjectExamId: string) =>
    (await views(a, [subjectExamSourceOfState(s, subjectExamId)]))[0]!;
  const subjectMustExist = async (a: AuthContext, subjectId: string | undefined) => {
    if (subjectId && !(await subjectTitlesByIds(db, a.instituteId, [subjectId])).has(subjectId)) throw badRequest('Subject not found.');
  };

  app.post(
    '/exam/subject/create',
    { config, schema: { tags: ['exams'], body: CreateSubjectExamBody, response: { 200: SubjectExamReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const ctx = commandContext(req);
      const exam = await rt.commands.state(examDecider, examStream(b.exam), ctx);
      if (!exam.fields || exam.deleted) throw notFound(EXAM_MESSAGES.notFound);
      await access.mayTeach(a, exam.fields.batchId);
      await subjectMustExist(a, b.subject);
      const fields = {
        subjectId: b.subject,
        startTime: new Date(b.startTime).toISOString(),
        endTime: new Date(b.endTime).toISOString(),
        fullMark: b.fullMark,
        passMark: b.passMark,
        credit: b.credit ?? 0,
      };
      const res = await rt.commands.handle(
        examDecider,
        examStream(b.exam),
        { type: 'CreateSubjectExam', data: { by: actorOf(a), fields } },
        ctx,
        {
          mustExist: EXAM_MESSAGES.notFound,
        },
      );
      const created = res.events[0]!;
      const id = created.type === 'SubjectExamCreated' ? created.data.subjectExamId : '';
      return sendWritten(reply, res.append, 'Exam subject created successfully', await replyOf(a, res.state, id));
    },
  );

  app.put(
    '/exam/subject/update/:id',
    {
      config,
      schema: {
        tags: ['exams'],
        params: PartIdParams,
        body: UpdateSubjectExamBody,
        response: { 200: SubjectExamReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const { id } = req.params;
      await subjectMustExist(a, b.subject);
      const patch = {
        subjectId: b.subject,
        startTime: b.startTime ? new Date(b.startTime).toISOString() : undefined,
        endTime: b.endTime ? new Date(b.endTime).toISOString() : undefined,
        fullMark: b.fullMark,
        passMark: b.passMark,
        credit: b.credit,
      };
      const stream = streamOfPart(id, EXAM_MESSAGES.subjectNotFound);
      const res = await rt.commands.handle(
        examDecider,
        stream,
        { type: 'UpdateSubjectExam', data: { by: actorOf(a), subjectExamId: id, patch } },
        commandContext(req),
        { mustExist: EXAM_MESSAGES.subjectNotFound },
      );
      return sendWritten(reply, res.append, 'Exam subject updated successfully', await replyOf(a, res.state, id));
    },
  );

  app.delete(
    '/exam/subject/delete/:id',
    { config, schema: { tags: ['exams'], params: PartIdParams, response: { 200: DeletedReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const { id } = req.params;
      const res = await rt.commands.handle(
        examDecider,
        streamOfPart(id, EXAM_MESSAGES.subjectNotFound),
        { type: 'DeleteSubjectExam', data: { by: actorOf(authOf(req)), subjectExamId: id } },
        commandContext(req),
        { mustExist: EXAM_MESSAGES.subjectNotFound },
      );
      return sendWritten(reply, res.append, 'Exam subject deleted successfully', { _id: id });
    },
  );

  // The spec's two lists of an exam's subject exams: a teacher's page shows the ones they created apart from the others.
  app.get(
    '/exam/subject/:examId',
    { config: reads, schema: { tags: ['exams'], params: ExamIdParams, response: { 200: SubjectExamListReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const exam = await access.exam(a, req.params.examId);
      await access.mayRead(a, exam.fields.batchId);
      const rows = await subjectExamRows(db, a.instituteId, {
        examId: exam.id,
        ...(a.role === 'TEACHER' ? { notCreatedBy: a.userId } : {}),
      });
      return ok('Exam subjects', await views(a, rows));
    },
  );

  app.get(
    '/exam/subject/created-by-user/:examId',
    { config: reads, schema: { tags: ['exams'], params: ExamIdParams, response: { 200: SubjectExamListReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const exam = await access.exam(a, req.params.examId);
      await access.mayRead(a, exam.fields.batchId);
      const rows = await subjectExamRows(db, a.instituteId, { examId: exam.id, createdBy: a.userId });
      return ok('Exam subjects', await views(a, rows));
    },
  );

  app.get(
    '/exam/subject/details/:id',
    { config: reads, schema: { tags: ['exams'], params: PartIdParams, response: { 200: SubjectExamReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const sub = await access.subjectExam(a, req.params.id);
      await access.mayRead(a, sub.exam.batchId);
      return ok('Exam subject details', (await views(a, [sub]))[0]!);
    },
  );

  /** The Students tab (issue 14 part 5): the batch's students with their result, null until results exist (part 4). */
  app.get(
    '/exam/student-attended/:subjectExamId',
    {
      config: { ...reads, readModels: [...READ_MODELS, ...SHEET_READ_MODELS] },
      schema: {
        tags: ['exams'],
        params: SubjectExamIdParams,
        querystring: StudentAttendedQuery,
        response: { 200: StudentAttendedList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const q = req.query;
      const sub = await access.subjectExam(a, req.params.subjectExamId);
      await access.mayRead(a, sub.exam.batchId);
      const { perPage, pageNo, offset } = pageOf(q, 10);
      // ATTENDED: the students with an attended result; NOTATTENDED: every other student of the batch.
      const attended = q.type ? await attendedIds(db, a.instituteId, sub.id) : null;
      const { rows, total } = await registerStudentsPage(db, {
        instituteId: a.instituteId,
        batchId: sub.exam.batchId,
        searchTitle: q.searchTitle,
        gender: q.gender || undefined,
        ...(q.type === 'ATTENDED' ? { onlyIds: attended! } : q.type === 'NOTATTENDED' ? { exceptIds: attended! } : {}),
        perPage,
        offset,
      });
      const ids = rows.map((s) => s.id);
      const [cards, results] = await Promise.all([userCardsById(db, ids), resultRows(db, a.instituteId, sub.id, ids)]);
      const full = sub.fields.fullMark;
      const data = rows.map((s) => {
        const r = results.get(s.id);
        return {
          _id: s.id,
          student: {
            _id: s.id,
            displayName: s.displayName,
            email: cards.get(s.id)?.email ?? '',
            photoUrl: rt.files.signedUrl(s.photoFileId, '/api/v1'),
            gender: s.gender ?? '',
            registrationNumber: s.registrationNumber ?? '',
            rollNumber: s.rollNumber ?? '',
          },
          examSubject: sub.id,
          exam: sub.exam.id,
          // An attempt still open is no result yet.
          result:
            r && r.status !== 'IN_PROGRESS'
              ? {
                  isAttended: r.isAttended,
                  obtainMark: r.obtainMark,
                  remark: r.remark,
                  markPercentage: full > 0 ? Math.round((r.obtainMark / full) * 1000) / 10 : 0,
                }
              : null,
          fullMark: full,
          status: r?.status ?? ('NOT_STARTED' as const),
          submittedBy: r?.submittedBy ?? null,
        };
      });
      return paged('Students', data, total, perPage, pageNo);
    },
  );
}
