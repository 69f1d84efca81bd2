import { sql } from 'kysely';
import type { TypedApp } from '../../platform/http/typed.js';
import { Type } from '@sinclair/typebox';
import {
  AssignTeacherBody,
  BatchStudentList,
  BatchTeacherRow,
  ErrorReply,
  Ok,
  PageQuery,
  Paged,
  TeacherBatchRow,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { caughtUp, instituteTeacher, iso, liveState, WRITERS } from './shared.js';
import { batchDecider, batchStream } from './batch-decider.js';
import { scheduledTeachers, timetableDecider, timetableStream } from './timetable-decider.js';
import { fold } from '../../platform/commands.js';
import { batchAudience } from './batch-tabs-access.js';
import { batchStudentsPage, profileView, studentCountsByBatch, viewerOf } from '../people/index.js';
import { userCardsById } from '../identity/index.js';

const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];

/** The Students and Assign Teacher tabs of a batch (001 §7, 000 §7) and a teacher's own batches (002 §7). */
export function batchMemberRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const who = batchAudience(rt);

  /** A row of a read model that must exist; looked up again once caught up, since it may have just been written. */
  const existing = async <T>(query: () => Promise<T | undefined>, models: string[], message: string): Promise<T> => {
    const first = await query();
    if (first) return first;
    await caughtUp(rt, models);
    const again = await query();
    if (!again) throw badRequest(message);
    return again;
  };

  app.post(
    '/batch/:batchId/assign-teacher',
    {
      // 002 §6: the batch's H.O.D. sees Assign Teacher too; other teachers are refused (batch-tabs-access).
      config: { access: [...WRITERS, 'STAFF', 'TEACHER'] },
      schema: {
        tags: ['batches'],
        params: Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: AssignTeacherBody,
        response: { 200: Ok(BatchTeacherRow), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { batchId } = req.params;
      const body = req.body;
      await liveState(rt, batchDecider, batchStream(batchId), ctx.instituteId, 'Batch not found.');
      await who.mayManage(authOf(req), batchId, ['batch']);
      const subject = await existing(
        async () =>
          (
            await sql<{ id: string; title: string; subject_code: string }>`
      select id, title, subject_code from subject where id = ${body.subject.trim()} and institute_id = ${ctx.instituteId}
        and deleted_at is null`.execute(db)
          ).rows[0],
        ['subject'],
        'Subject not found.',
      );
      const teacher = await existing(
        () => instituteTeacher(rt, body.teacher.trim(), ctx.instituteId),
        ['app_user'],
        'Teacher must be a teacher of this institute.',
      );
      // The timetable's slots of this subject keep their teacher (docs/decisions/0016): read on the command side.
      const timetable = fold(timetableDecider, await rt.store.readStream(timetableStream(ctx.instituteId)));
      const scheduledIds = scheduledTeachers(timetable, batchId, subject.id);
      const names = await userCardsById(db, scheduledIds);
      const res = await rt.commands.handle(
        batchDecider,
        batchStream(batchId),
        {
          type: 'AssignTeacher',
          data: { batchId, subjectId: subject.id, teacherId: teacher.id },
          scheduled: scheduledIds.map((id) => ({ teacherId: id, teacherName: names.get(id)?.displayName ?? '' })),
          subjectTitle: subject.title,
        },
        ctx,
        { mustExist: 'Batch not found.' },
      );
      return sendWritten(reply, res.append, 'Teacher assigned successfully', {
        subject: { _id: subject.id, title: subject.title, subjectCode: subject.subject_code },
        teacher: { _id: teacher.id, displayName: teacher.display_name },
        assignedAt: ctx.now.toISOString(),
      });
    },
  );

  app.get(
    '/batch/:batchId/teachers',
    {
      config: { access: READERS, module: 'batch', readModels: ['batch', 'batch_teacher', 'subject', 'app_user'] },
      schema: {
        tags: ['batches'],
        params: Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Ok(Type.Array(BatchTeacherRow)), '4xx': ErrorReply },
      },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { batchId } = req.params;
      const batch = await sql<{
        id: string;
      }>`select id from batch where id = ${batchId} and institute_id = ${inst} and deleted_at is null`.execute(db);
      if (!batch.rows[0]) throw notFound('Batch not found.');
      const rows = await sql<{
        subject_id: string;
        title: string | null;
        subject_code: string | null;
        teacher_id: string;
        assigned_at: Date | string;
      }>`
      select bt.subject_id, s.title, s.subject_code, bt.teacher_id, bt.assigned_at
      from batch_teacher bt left join subject s on s.id = bt.subject_id
      where bt.batch_id = ${batchId} and bt.institute_id = ${inst} order by s.title, bt.subject_id`.execute(db);
      const teachers = await userCardsById(
        db,
        rows.rows.map((r) => r.teacher_id),
      );
      return ok(
        'Batch teachers',
        rows.rows.map((r) => ({
          subject: { _id: r.subject_id, title: r.title ?? '', subjectCode: r.subject_code ?? '' },
          teacher: { _id: r.teacher_id, displayName: teachers.get(r.teacher_id)?.displayName ?? '' },
          assignedAt: iso(r.assigned_at),
        })),
      );
    },
  );

  // Registered before `batch/:id` matters only for static paths; Fastify prefers the static `batch/teacher`.
  app.get(
    '/batch/teacher',
    {
      config: {
        access: ['TEACHER'],
        readModels: ['batch', 'batch_teacher', 'timetable_slot', 'course', 'branch', 'academic_session', 'student'],
      },
      schema: { tags: ['batches'], querystring: PageQuery, response: { 200: Paged(TeacherBatchRow), '4xx': ErrorReply } },
    },
    // The teacher's batches, as everywhere (batchesTaughtBy): head, assigned, or holding a slot of its timetable.
    async (req) => {
      const a = authOf(req);
      const { perPage, pageNo, offset } = pageOf(req.query, 5);
      const where = sql`b.institute_id = ${a.instituteId} and b.deleted_at is null and (b.head_of_department = ${a.userId}
      or exists (select 1 from batch_teacher bt where bt.batch_id = b.id and bt.teacher_id = ${a.userId})
      or exists (select 1 from timetable_slot ts where ts.batch_id = b.id and ts.teacher_id = ${a.userId} and ts.removed_at is null))`;
      const rows = await sql<{
        id: string;
        description: string;
        course: string | null;
        branch: string | null;
        session: string | null;
        is_completed: boolean;
      }>`
      select b.id, b.description, c.title as course, br.title as branch, s.title as session, b.is_completed
      from batch b left join course c on c.id = b.course_id left join branch br on br.id = b.branch_id
        left join academic_session s on s.id = b.session_id
      where ${where} order by b.created_at desc, b.id limit ${perPage} offset ${offset}`.execute(db);
      const n = await sql<{ n: number }>`select count(*)::int as n from batch b where ${where}`.execute(db);
      const totals = await studentCountsByBatch(
        db,
        rows.rows.map((r) => r.id),
      );
      return paged(
        'Your batches',
        rows.rows.map((r) => ({
          _id: r.id,
          description: r.description,
          course: r.course ?? '',
          branch: r.branch ?? '',
          session: r.session ?? '',
          isBatchCompleted: r.is_completed,
          totalStudents: totals.get(r.id) ?? 0,
        })),
        n.rows[0]?.n ?? 0,
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/batch/:batchId/students',
    {
      config: { access: READERS, module: 'batch', readModels: ['batch', 'student'] },
      schema: {
        tags: ['batches'],
        params: Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: PageQuery,
        response: { 200: BatchStudentList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const inst = a.instituteId;
      const { batchId } = req.params;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      // Staff holding the module, or a teacher of this batch (its H.O.D., a subject or a timetable slot); others get a 403.
      await who.mayRead(a, batchId, ['batch']);
      // What of each student the caller sees is people's rule: a teacher of the batch gets the class register's columns.
      const viewer = await viewerOf(rt, a);
      const register = (id: string) => profileView(viewer, { id, role: 'STUDENT' }, true) === 'register';
      const page = await batchStudentsPage(db, { instituteId: inst, batchId, searchTitle: q.searchTitle, perPage, offset });
      return paged(
        'Batch students',
        page.rows.map((r) => ({
          _id: r.id,
          displayName: r.displayName,
          gender: r.gender,
          ...(register(r.id) ? { email: null, phoneNumber: null } : { email: r.email, phoneNumber: r.phoneNumber }),
          photoUrl: rt.files.signedUrl(r.photoFileId, '/api/v1'),
          registrationNumber: r.registrationNumber,
          rollNumber: r.rollNumber,
          createdAt: iso(r.createdAt),
        })),
        page.total,
        perPage,
        pageNo,
      );
    },
  );
}
