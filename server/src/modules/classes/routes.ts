import { sql, type RawBuilder } from 'kysely';
import {
  CancelClassBody,
  ClassListQuery,
  ClassListReply,
  ClassParams,
  ClassReply,
  CreateClassBody,
  DEFAULT_CLASS_CREDIT,
  dayOfValue,
  ErrorReply,
  MoveClassBody,
  StudentLmsQuery,
  TeacherClassParams,
  TeacherClassQuery,
  type ClassWhen,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { idFor } from '../../platform/commands.js';
import { addDays, instituteDay } from '../../platform/days.js';
import { batchesOfTeacher, instituteInstant, instituteTeacher, subjectTitlesByIds, teachesSubjectIn } from '../academics/index.js';
import { studentBatchId } from '../people/index.js';
import { CLASS_MISSING, classDecider, classStream, type ClassState } from './decider.js';
import { classViews, type LectureRow } from './queries.js';
import { LecturePages } from './lecture-page.js';
import { KeptLookups } from '../../platform/http/kept-lookups.js';
import { CLASS_READ_MODULES, caughtUp, classAccess, MODULE, READ_MODELS, READERS, WRITERS } from './access.js';

type ListFilters = { type?: 'ONLINE' | 'OFFLINE'; when?: ClassWhen; from?: string; to?: string; cancelled?: boolean };

/** The lecture row a command's state stands for (the reply of create, cancel and move). */
export const rowOfState = (s: ClassState, instituteId: string, origin: LectureRow['origin'], slotId: string | null): LectureRow => ({
  id: s.classId,
  institute_id: instituteId,
  batch_id: s.batchId,
  subject_id: s.subjectId,
  teacher_id: s.teacherId,
  start_time: s.startTime,
  end_time: s.endTime,
  class_room: s.classRoom,
  type: s.type,
  credit: s.credit,
  origin,
  slot_id: slotId,
  cancelled_at: s.cancelled ? new Date(0) : null,
  cancel_reason: s.cancelReason,
  register_taken_at: null,
  marked_count: Object.keys(s.marks).length,
});

/** The day a from/to filter names (institute day), or a 400. */
const dayParam = (value: string, label: string) => {
  const day = dayOfValue(value, instituteDay);
  if (!day) throw badRequest(`${label} must be a date.`);
  return day;
};

/** The conditions of a class list's filters that do not depend on the time (`when` is LecturePages' part). */
export function listConditions(q: ListFilters): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  if (q.type) out.push(sql`type = ${q.type}`);
  if (q.cancelled === false) out.push(sql`cancelled_at is null`);
  const from = q.from?.trim() ? dayParam(q.from, 'From') : null;
  const to = q.to?.trim() ? dayParam(q.to, 'To') : null;
  if (from && to && to < from) throw badRequest('To must be on or after From.');
  if (from) out.push(sql`start_time >= ${at(instituteInstant(from, 0))}`);
  if (to) out.push(sql`start_time < ${at(instituteInstant(addDays(to, 1) ?? to, 0))}`);
  return out;
}

/** Classes (002 §2 Live classes, §7): one class, the teacher's, the student's and the institute's lists; create, cancel, move. */
export function classRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = classAccess(rt);
  const now = () => rt.clock.now();
  const pages = new LecturePages(db, rt.epochs);
  // A teacher's batches (heads, teaches in, has a slot in), kept until those read models move: every page of a
  // teacher's class list asked for them first (issue #13).
  const teacherBatches = new KeptLookups<string[]>(rt.epochs, ['batch', 'batch_teacher', 'timetable_slot']);
  const batchesOf = async (a: AuthContext) =>
    (await teacherBatches.one(a.instituteId, a.userId, () => batchesOfTeacher(db, a.instituteId, a.userId))) ?? [];

  const list = async (
    a: AuthContext,
    q: ListFilters & { perPage?: number; pageNo?: number },
    where: RawBuilder<unknown>[],
    message: string,
  ) => {
    const page = pageOf(q, 20);
    const { rows, total } = await pages.page({
      instituteId: a.instituteId,
      where: [...where, ...listConditions(q)],
      when: q.when,
      now: now(),
      page,
    });
    return paged(message, await classViews(rt, a.instituteId, rows), total, page.perPage, page.pageNo);
  };

  app.get(
    '/class/:classId',
    {
      config: { access: READERS, checksModules: [...CLASS_READ_MODULES], readModels: READ_MODELS },
      schema: { tags: ['classes'], params: ClassParams, response: { 200: ClassReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const row = await access.lecture(a, req.params.classId);
      await access.mayRead(a, { batchId: row.batch_id, teacherId: row.teacher_id });
      const [view] = await classViews(rt, a.instituteId, [row]);
      return ok('Class details', view!);
    },
  );

  app.get(
    '/teacher/class/:userId',
    {
      config: { access: WRITERS, module: MODULE, readModels: READ_MODELS },
      schema: {
        tags: ['classes'],
        params: TeacherClassParams,
        querystring: TeacherClassQuery,
        response: { 200: ClassListReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { userId } = req.params;
      if (a.role === 'TEACHER' && userId !== a.userId) throw forbidden('A teacher sees only their own classes.');
      return list(a, req.query, [sql`teacher_id = ${userId}`], 'Teacher classes');
    },
  );

  app.get(
    '/student/lms',
    {
      config: { access: ['STUDENT', 'PARENT'], readModels: READ_MODELS },
      schema: { tags: ['classes'], querystring: StudentLmsQuery, response: { 200: ClassListReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const q = req.query;
      // A parent reads a linked child's classes (the first when none is named).
      const id = a.role === 'STUDENT' ? a.userId : q.child?.trim() || a.children[0];
      if (a.role === 'PARENT' && id && !a.children.includes(id)) throw forbidden('You may see only your own children.');
      const batchId = id ? await studentBatchId(db, id, a.instituteId) : undefined;
      if (!batchId) {
        const page = pageOf(q, 20);
        return paged('Student classes', [], 0, page.perPage, page.pageNo);
      }
      return list(a, q, [sql`batch_id = ${batchId}`], 'Student classes');
    },
  );

  app.get(
    '/class',
    {
      config: { access: READERS, checksModules: [...CLASS_READ_MODULES], readModels: READ_MODELS },
      schema: { tags: ['classes'], querystring: ClassListQuery, response: { 200: ClassListReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const q = req.query;
      const batch = q.batch?.trim();
      const where: RawBuilder<unknown>[] = [];
      if (batch) {
        await access.who.mayRead(a, batch, [...CLASS_READ_MODULES]);
        where.push(sql`batch_id = ${batch}`);
      } else if (a.role === 'STUDENT' || a.role === 'PARENT') {
        throw badRequest('Batch is required.');
      } else if (a.role === 'TEACHER') {
        // A teacher's institute list: their own classes and those of the batches they head or teach in.
        const batches = await batchesOf(a);
        where.push(sql`(teacher_id = ${a.userId} or batch_id = any(${batches}::text[]))`);
      } else if (!(await access.who.staffMay(a, [...CLASS_READ_MODULES]))) {
        throw forbidden('You do not have access to attendance.');
      }
      if (q.teacher?.trim()) where.push(sql`teacher_id = ${q.teacher.trim()}`);
      if (q.subject?.trim()) where.push(sql`subject_id = ${q.subject.trim()}`);
      return list(a, q, where, 'Classes');
    },
  );

  app.post(
    '/class/create',
    {
      config: { access: WRITERS, module: MODULE },
      schema: { tags: ['classes'], body: CreateClassBody, response: { 200: ClassReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const body = req.body;
      const batchId = body.batch.trim();
      const subjectId = body.subject.trim();
      const teacherId = body.teacher.trim();
      const batch = await access.who.batchOf(a.instituteId, batchId);
      if (batch.completed) throw badRequest('This batch is completed: no class can be added.');
      if (!(await access.who.staffMay(a, [MODULE]))) {
        const mayCreate =
          a.role === 'TEACHER' &&
          (batch.headOfDepartment === a.userId || (teacherId === a.userId && (await teachesSubjectIn(db, a.userId, batchId, subjectId))));
        if (!mayCreate) throw forbidden("Only a teacher of this batch's subject, its H.O.D. or an administrator may create a class.");
      }
      let subjects = await subjectTitlesByIds(db, a.instituteId, [subjectId]);
      if (!subjects.has(subjectId)) {
        await caughtUp(rt, ['subject']);
        subjects = await subjectTitlesByIds(db, a.instituteId, [subjectId]);
      }
      if (!subjects.has(subjectId)) throw badRequest('Subject not found.');
      let teacher = await instituteTeacher(rt, teacherId, a.instituteId);
      if (!teacher) {
        await caughtUp(rt, ['app_user']);
        teacher = await instituteTeacher(rt, teacherId, a.instituteId);
      }
      if (!teacher) throw badRequest('Teacher must be a teacher of this institute.');
      const classId = idFor(ctx, 'class');
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        {
          type: 'ScheduleClass',
          now: ctx.now.toISOString(),
          data: {
            classId,
            batchId,
            subjectId,
            teacherId,
            startTime: body.startTime.trim(),
            endTime: body.endTime.trim(),
            classRoom: body.classRoom ?? '',
            type: body.type,
            credit: body.credit ?? DEFAULT_CLASS_CREDIT,
            origin: 'ONE_OFF',
            slotId: null,
          },
        },
        ctx,
      );
      const [view] = await classViews(rt, a.instituteId, [rowOfState(res.state, a.instituteId, 'ONE_OFF', null)]);
      return sendWritten(reply, res.append, 'Class created successfully', view!);
    },
  );

  /** The class's state from its stream (404 when missing or another institute's), with the caller allowed to change it. */
  const writable = async (a: AuthContext, classId: string) => {
    const state = await rt.commands.state(classDecider, classStream(classId), a);
    if (!state.exists) throw notFound(CLASS_MISSING);
    await access.mayWrite(a, { batchId: state.batchId, teacherId: state.teacherId });
    return state;
  };

  app.put(
    '/class/cancel/:classId',
    {
      config: { access: WRITERS, module: MODULE },
      schema: { tags: ['classes'], params: ClassParams, body: CancelClassBody, response: { 200: ClassReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const { classId } = req.params;
      await writable(a, classId);
      const res = await rt.commands.handle(classDecider, classStream(classId), { type: 'CancelClass', reason: req.body.reason }, ctx, {
        mustExist: CLASS_MISSING,
      });
      const row = await access.lecture(a, classId).catch(() => null);
      const [view] = await classViews(rt, a.instituteId, [
        rowOfState(res.state, a.instituteId, row?.origin ?? 'ONE_OFF', row?.slot_id ?? null),
      ]);
      return sendWritten(reply, res.append, 'Class cancelled successfully', view!);
    },
  );

  app.put(
    '/class/update/:classId',
    {
      config: { access: WRITERS, module: MODULE },
      schema: { tags: ['classes'], params: ClassParams, body: MoveClassBody, response: { 200: ClassReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const { classId } = req.params;
      const before = await writable(a, classId);
      const body = req.body;
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        {
          type: 'MoveClass',
          startTime: body.startTime.trim(),
          endTime: body.endTime.trim(),
          classRoom: body.classRoom ?? before.classRoom,
          reason: body.reason,
          now: ctx.now.toISOString(),
        },
        ctx,
        { mustExist: CLASS_MISSING },
      );
      const row = await access.lecture(a, classId).catch(() => null);
      const [view] = await classViews(rt, a.instituteId, [
        rowOfState(res.state, a.instituteId, row?.origin ?? 'ONE_OFF', row?.slot_id ?? null),
      ]);
      return sendWritten(reply, res.append, 'Class updated successfully', view!);
    },
  );
}
