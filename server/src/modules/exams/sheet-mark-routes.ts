import {
  ACTIVITY_KINDS,
  ErrorReply,
  EvaluationReply,
  ExamIdParams,
  GenerateParams,
  GenerateReply,
  GradingAnswerList,
  HISTORY_KINDS,
  MarkHistoryReply,
  RecordResultBody,
  RecordedResultReply,
  RemarkBody,
  SHEET_MESSAGES as M,
  SheetLogList,
  SheetLogQuery,
  SheetPageQuery,
  SheetStudentParams,
  type ActivityKind,
  type Evaluation,
  type GradingAnswer,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART } from '../../platform/http/multipart.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { batchRefsByIds } from '../academics/index.js';
import { studentsByIds } from '../people/index.js';
import { userCardsById } from '../identity/index.js';
import { EXAM_MESSAGES } from './decider.js';
import { EXAM_ROLES, MODULE, READ_MODELS, actorOf, examAccess } from './access.js';
import { questionRows } from './queries.js';
import { lookups, subjectExamView, type SubjectExamSource } from './views.js';
import { SHEET_READ_MODELS, answerRows, attemptRow, logPage, resultRows } from './sheet-queries.js';
import { ensureSheetsOpened, paperOfSubject, runSheet } from './sheet-store.js';

const MESSAGES = { studentNotFound: 'Student not found.', notInBatch: "The student is not in this exam's batch." } as const;

/** 'true'/'false' (a form's text) or a boolean; '' or absent is none. */
const flag = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  const t = String(v ?? '')
    .trim()
    .toLowerCase();
  if (t === '') return undefined;
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  throw badRequest(M.attendance);
};
const mark = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  const t = String(v ?? '').trim();
  if (t === '') return undefined;
  const n = Number(t);
  if (!Number.isFinite(n)) throw badRequest(M.obtainBounds);
  return n;
};

/** Marking (issue 14 part 4): the office and teachers of the batch read; only the office or the subject exam's creator change. */
export function sheetMarkRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = examAccess(rt);
  const config = { access: EXAM_ROLES, module: MODULE };
  const reads = { ...config, readModels: [...READ_MODELS, ...SHEET_READ_MODELS] };
  const fileUrl = (id: string | null) => rt.files.signedUrl(id, '/api/v1');

  /** The subject exam (read model) and the student, when the caller may read the batch and the student is in it. */
  const target = async (a: AuthContext, subjectExamId: string, studentId: string) => {
    const sub = await access.subjectExam(a, subjectExamId);
    await access.mayRead(a, sub.exam.batchId);
    const student = (await studentsByIds(db, a.instituteId, [studentId]))[0];
    if (!student) throw notFound(MESSAGES.studentNotFound);
    if (student.batchId !== sub.exam.batchId) throw badRequest(MESSAGES.notInBatch);
    return { sub, student };
  };

  const evaluation = async (a: AuthContext, sub: SubjectExamSource, studentId: string): Promise<Evaluation> => {
    const [student] = await studentsByIds(db, a.instituteId, [studentId]);
    const [batches, results, attempt, answers] = await Promise.all([
      batchRefsByIds(db, a.instituteId, [sub.exam.batchId]),
      resultRows(db, a.instituteId, sub.id, [studentId]),
      attemptRow(db, a.instituteId, sub.id, studentId),
      answerRows(db, a.instituteId, sub.id, studentId),
    ]);
    const r = results.get(studentId);
    const batch = batches.get(sub.exam.batchId);
    const none = { _id: '', title: '' };
    const given = [...answers.values()].filter((x) => x.answer !== '' || x.attachmentId).length;
    const activity = attempt?.activity ?? (Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, 0])) as Record<ActivityKind, number>);
    return {
      batch: { course: batch?.course ?? none, branch: batch?.branch ?? none, session: batch?.session ?? none },
      student: {
        _id: studentId,
        displayName: student?.displayName ?? '',
        email: student?.email ?? '',
        photoUrl: fileUrl(student?.photoFileId ?? null),
        rollNumber: student?.rollNumber ?? '',
        registrationNumber: student?.registrationNumber ?? '',
      },
      markSecured: r?.obtainMark ?? 0,
      totalQuestions: sub.totalQuestion,
      totalAttempted: r?.submittedAt ? r.totalAttempted : given,
      fullMark: sub.fields.fullMark,
      passMark: sub.fields.passMark,
      remark: r?.remark ?? '',
      status: r?.status ?? 'NOT_STARTED',
      isSubmitted: !!r?.submittedAt,
      submittedAt: r?.submittedAt ?? null,
      submittedBy: r?.submittedBy ?? null,
      activity,
    };
  };

  /** After a write, the reply reads the read models once they hold it. */
  const settled = async (position: bigint | undefined) => {
    if (position !== undefined) await rt.runner.waitFor(SHEET_READ_MODELS, position, 5000);
  };

  app.get(
    '/exam/:subjectExam/answer/:student',
    {
      config: reads,
      schema: {
        tags: ['exams'],
        params: SheetStudentParams,
        querystring: SheetPageQuery,
        response: { 200: GradingAnswerList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { sub, student } = await target(a, req.params.subjectExam, req.params.student);
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      const [questions, attempt, answers] = await Promise.all([
        questionRows(db, a.instituteId, sub.id),
        attemptRow(db, a.instituteId, sub.id, student.id),
        answerRows(db, a.instituteId, sub.id, student.id),
      ]);
      const byId = new Map(questions.map((q) => [q._id, q]));
      const kept = (attempt?.order ?? []).filter((id) => byId.has(id));
      const order = [...kept, ...questions.map((q) => q._id).filter((id) => !kept.includes(id))];
      const rows: GradingAnswer[] = order.slice(offset, offset + perPage).map((id) => {
        const q = byId.get(id)!;
        const given = answers.get(id);
        return {
          _id: q._id,
          question: q.question,
          type: q.type,
          options: q.options,
          answer: q.answer,
          markAwarded: q.markAwarded,
          explanation: q.explanation,
          attachmentUrl: fileUrl(q.attachmentId),
          studentAnswered: given
            ? {
                _id: `${student.id}~${id}`,
                studentAnswer: given.answer,
                attachmentUrl: fileUrl(given.attachmentId),
                markAwarded: given.mark,
              }
            : null,
        };
      });
      return paged('Student answers', rows, order.length, perPage, pageNo);
    },
  );

  app.get(
    '/exam/:subjectExam/evaluation/:student',
    { config: reads, schema: { tags: ['exams'], params: SheetStudentParams, response: { 200: EvaluationReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const { sub, student } = await target(a, req.params.subjectExam, req.params.student);
      return ok('Evaluation', await evaluation(a, sub, student.id));
    },
  );

  app.put(
    '/exam/remark/:subjectExam/:student',
    {
      config,
      schema: { tags: ['exams'], params: SheetStudentParams, body: RemarkBody, response: { 200: EvaluationReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { sub, student } = await target(a, req.params.subjectExam, req.params.student);
      const { paper } = await paperOfSubject(rt, sub.id, a.instituteId);
      const b = req.body;
      const res = await runSheet(
        rt,
        sub.id,
        student.id,
        {
          type: 'GradeAnswers',
          data: {
            paper,
            subjectExamId: sub.id,
            studentId: student.id,
            by: actorOf(a),
            marks: (b.marks ?? []).map((m) => ({ questionId: m._id, mark: m.mark })),
            remark: b.remark,
            reason: b.reason ?? '',
          },
        },
        ctx,
      );
      await settled(res.append?.lastPosition);
      return sendWritten(reply, res.append, M.reviewUpdated, await evaluation(a, sub, student.id));
    },
  );

  app.post(
    '/exam/generate/:subjectExam',
    { config: reads, schema: { tags: ['exams'], params: GenerateParams, response: { 200: GenerateReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const sub = await access.subjectExam(a, req.params.subjectExam);
      await access.mayRead(a, sub.exam.batchId);
      // The counts are read from the results as they stand (the same reading every subject exam reply makes).
      const l = await lookups(db, a.instituteId, {
        batchIds: [sub.exam.batchId],
        userIds: [sub.createdBy],
        subjectIds: [sub.fields.subjectId],
        subjectExamIds: [sub.id],
        now: rt.clock.now(),
      });
      return ok(M.synced, subjectExamView(sub, l));
    },
  );

  app.post(
    '/exam/result/:examId',
    {
      config,
      schema: {
        tags: ['exams'],
        consumes: MULTIPART,
        params: ExamIdParams,
        body: RecordResultBody,
        response: { 200: RecordedResultReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const b = req.body;
      const { sub, student } = await target(a, b.subjectExam, b.student);
      if (sub.exam.id !== req.params.examId) throw notFound(EXAM_MESSAGES.subjectNotFound);
      const { paper } = await paperOfSubject(rt, sub.id, a.instituteId);
      const command = {
        type: 'RecordResult' as const,
        data: {
          paper,
          subjectExamId: sub.id,
          studentId: student.id,
          batchId: sub.exam.batchId,
          by: actorOf(a),
          isAttended: flag(b.isAttended),
          obtainMark: mark(b.obtainMark),
          remark: b.remark ?? '',
          reason: b.reason ?? '',
        },
      };
      await ensureSheetsOpened(rt, paper, sub.id, ctx);
      const res = await runSheet(rt, sub.id, student.id, command, ctx);
      const r = res.state.recorded!;
      return sendWritten(reply, res.append, M.resultUpdated, {
        _id: `${sub.id}~${student.id}`,
        subjectExam: sub.id,
        student: student.id,
        isAttended: r.isAttended,
        obtainMark: r.obtainMark,
        remark: r.remark,
        status: 'RECORDED' as const,
      });
    },
  );

  const people = async (ids: (string | null)[]) => {
    const cards = await userCardsById(db, [...new Set(ids.filter((x): x is string => !!x && x !== 'system'))]);
    return (id: string | null) => (id && cards.get(id) ? { _id: id, displayName: cards.get(id)!.displayName } : null);
  };
  const indexer = async (a: AuthContext, subjectExamId: string, studentId: string) => {
    const [questions, attempt] = await Promise.all([
      questionRows(db, a.instituteId, subjectExamId),
      attemptRow(db, a.instituteId, subjectExamId, studentId),
    ]);
    const kept = (attempt?.order ?? []).filter((id) => questions.some((q) => q._id === id));
    const order = [...kept, ...questions.map((q) => q._id).filter((id) => !kept.includes(id))];
    return (id: string | null) => (id ? { _id: id, index: order.indexOf(id) + 1 } : null);
  };

  app.get(
    '/exam/:subjectExam/answer-log/:student',
    {
      config: reads,
      schema: {
        tags: ['exams'],
        params: SheetStudentParams,
        querystring: SheetLogQuery,
        response: { 200: SheetLogList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { sub, student } = await target(a, req.params.subjectExam, req.params.student);
      const { perPage, pageNo, offset } = pageOf(req.query, 50);
      const { rows, total } = await logPage(db, {
        instituteId: a.instituteId,
        subjectExamId: sub.id,
        studentId: student.id,
        limit: perPage,
        offset,
      });
      const [by, question] = await Promise.all([people(rows.map((r) => r.actorId)), indexer(a, sub.id, student.id)]);
      const data = rows.map((r) => ({
        _id: r.id,
        at: r.at,
        kind: r.kind,
        question: question(r.questionId),
        answer: r.answer,
        previousAnswer: r.previousAnswer,
        mark: r.mark,
        previousMark: r.previousMark,
        reason: r.reason,
        by: by(r.actorId),
      }));
      return paged('Answer log', data, total, perPage, pageNo);
    },
  );

  app.get(
    '/exam/result/history/:subjectExam/:student',
    { config: reads, schema: { tags: ['exams'], params: SheetStudentParams, response: { 200: MarkHistoryReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const { sub, student } = await target(a, req.params.subjectExam, req.params.student);
      const { rows } = await logPage(db, {
        instituteId: a.instituteId,
        subjectExamId: sub.id,
        studentId: student.id,
        kinds: HISTORY_KINDS,
        limit: 10_000,
        offset: 0,
      });
      const [by, question] = await Promise.all([people(rows.map((r) => r.actorId)), indexer(a, sub.id, student.id)]);
      const data = rows.map((r) => ({
        at: r.at,
        kind: r.kind as (typeof HISTORY_KINDS)[number],
        question: question(r.questionId),
        from: r.previousMark,
        to: r.mark,
        reason: r.reason ?? '',
        by: by(r.actorId),
      }));
      return ok('Mark history', data);
    },
  );
}
