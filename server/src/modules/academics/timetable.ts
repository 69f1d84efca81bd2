import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import {
  CreateTimetableBody,
  ErrorReply,
  IdParams,
  Ok,
  TIMETABLE_DAYS,
  TimetableReply,
  TimetableSlotReply,
  type Role,
  type TimetableDay,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { studentBatchId } from '../people/index.js';
import { produceSlotClasses } from '../classes/index.js';
import { userCardsById } from '../identity/index.js';
import { idFor } from '../../platform/commands.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { KeptLookups } from '../../platform/http/kept-lookups.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { fold } from '../../platform/commands.js';
import { caughtUp, instituteTeacher, liveState, text } from './shared.js';
import { batchDecider, batchStream } from './batch-decider.js';
import { batchAudience, STAFF_ROLES, TAB_READERS, TAB_WRITERS } from './batch-tabs-access.js';
import { SLOT_MISSING, timetableDecider, timetableStream } from './timetable-decider.js';
import { hhmm, mondayOf, occurrence, weeklySlotOf } from './timetable-time.js';

const MODULES = ['timetable', 'batch'] as const;
const BatchParams = Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 64 }) });
const READ_MODELS = ['timetable_slot', 'batch', 'subject', 'app_user', 'course', 'branch', 'academic_session', 'student', 'batch_teacher'];

type SlotRow = {
  id: string;
  batch_id: string;
  day: TimetableDay;
  start_minute: number;
  end_minute: number;
  class_room: string;
  subject_id: string;
  subject_title: string | null;
  teacher_id: string;
  teacher_name: string | null;
  course: string | null;
  branch: string | null;
  session: string | null;
};

/** The Timetable tab (002 §2, §7): a batch's weekly slots, a student's and a teacher's timetable. */
export function timetableRoutes(app: TypedApp, rt: Runtime) {
  /**
   * The slot's classes of the next two weeks follow at once (the hourly job would catch up anyway): a failure here is
   * logged, not the caller's, since the slot itself was written.
   */
  const classesFollow = async (req: FastifyRequest, ctx: { instituteId: string; correlationId: string }, slotIds: string[]) => {
    try {
      await produceSlotClasses(rt, ctx.instituteId, slotIds, ctx.correlationId);
    } catch (err) {
      req.log.warn({ err, slotIds }, 'classes of a timetable slot not produced; the hourly job will');
    }
  };
  const db = rt.database.db;
  const who = batchAudience(rt);

  const view = (r: SlotRow, now: Date) => ({
    _id: r.id,
    day: r.day,
    ...occurrence(now, r.day, r.start_minute, r.end_minute),
    startAt: hhmm(r.start_minute),
    endAt: hhmm(r.end_minute),
    classRoom: r.class_room,
    subject: { _id: r.subject_id, title: r.subject_title ?? '' },
    teacher: { _id: r.teacher_id, displayName: r.teacher_name ?? '' },
    batch: { _id: r.batch_id, course: { title: r.course ?? '' }, branch: { title: r.branch ?? '' }, session: { title: r.session ?? '' } },
  });
  const grouped = (rows: SlotRow[], now: Date) =>
    TIMETABLE_DAYS.map((day) => ({
      day,
      entries: rows
        .filter((r) => r.day === day)
        .map((r) => view(r, now))
        .map(({ date: _d, ...s }) => s),
    }));
  // The teacher's name is identity's: read through its index.ts after the slots.
  const slots = async (instituteId: string, where: ReturnType<typeof sql>) =>
    withTeacherNames(
      (
        await sql<SlotRow>`
    select t.id, t.batch_id, t.day, t.start_minute, t.end_minute, t.class_room, t.subject_id, s.title as subject_title,
      t.teacher_id, null as teacher_name, c.title as course, br.title as branch, se.title as session
    from timetable_slot t join batch b on b.id = t.batch_id and b.deleted_at is null
      left join subject s on s.id = t.subject_id
      left join course c on c.id = b.course_id left join branch br on br.id = b.branch_id left join academic_session se on se.id = b.session_id
    where t.institute_id = ${instituteId} and t.removed_at is null and ${where}
    order by t.day_index, t.start_minute, t.end_minute, t.id`.execute(db)
      ).rows,
    );
  const withTeacherNames = async (rows: SlotRow[]) => {
    const names = await userCardsById(
      db,
      rows.map((r) => r.teacher_id),
    );
    return rows.map((r) => ({ ...r, teacher_name: names.get(r.teacher_id)?.displayName ?? null }));
  };
  /**
   * A batch's or a teacher's week, grouped by day as the reply shows it, kept until one of the read models it comes
   * from moves for the institute (kept-lookups.ts): the week's timetable is read by every student of a batch and on
   * every visit to the Timetable tab, and changes only when a slot, a title or a batch does, or the week turns (each
   * entry's dates are this week's). Building the 150 entries of a batch's week cost more than reading them. Keys:
   * `b:{batchId}@{monday}`, `t:{teacherId}@{monday}`.
   */
  const kept = new KeptLookups<ReturnType<typeof grouped>>(rt.epochs, READ_MODELS);
  const weekOf = async (instituteId: string, of: `b:${string}` | `t:${string}`, now: Date) => {
    const key = `${of}@${mondayOf(now)}`;
    const found = await kept.one(instituteId, key, async () => {
      const id = of.slice(2);
      const rows = await slots(
        instituteId,
        of.startsWith('b:') ? sql`t.batch_id = ${id}` : sql`t.teacher_id = ${id} and not b.is_completed`,
      );
      return grouped(rows, now);
    });
    return found ?? grouped([], now);
  };

  /** A record named in the body must be there (looked up again once caught up, as it may have just been written). */
  const existing = async <T>(query: () => Promise<T | undefined>, models: string[], message: string): Promise<T> => {
    const first = await query();
    if (first) return first;
    await caughtUp(rt, models);
    const again = await query();
    if (!again) throw badRequest(message);
    return again;
  };

  app.post(
    '/batch/timetable/:batchId',
    {
      config: { access: TAB_WRITERS, checksModules: MODULES },
      schema: {
        tags: ['timetable'],
        params: BatchParams,
        body: CreateTimetableBody,
        response: { 200: TimetableSlotReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { batchId } = req.params;
      const body = req.body;
      const batch = await who.mayManage(authOf(req), batchId, [...MODULES]);
      if (batch.completed) throw badRequest('This batch is completed: its timetable cannot change.');
      const subjectId = text(body.subject, 'Subject is required.');
      const teacherId = text(body.teacher, 'Teacher is required.');
      const slot = weeklySlotOf(text(body.startTime, 'Start Time is required.'), text(body.endTime, 'End Time is required.'));
      const subject = await existing(
        async () =>
          (
            await sql<{ id: string; title: string }>`select id, title from subject
      where id = ${subjectId} and institute_id = ${ctx.instituteId} and deleted_at is null`.execute(db)
          ).rows[0],
        ['subject'],
        'Subject not found.',
      );
      const teacher = await existing(
        () => instituteTeacher(rt, teacherId, ctx.instituteId),
        ['app_user'],
        'Teacher must be a teacher of this institute.',
      );
      const inactive = await sql<{ id: string }>`select id from batch where institute_id = ${ctx.instituteId}
      and (deleted_at is not null or is_completed)`.execute(db);
      const slotId = idFor(ctx, 'timetable-slot');
      const classRoom = (body.classRoom ?? '').trim();
      const data = { slotId, batchId, subjectId: subject.id, teacherId: teacher.id, classRoom, ...slot };
      // One rule for the Assign Teacher tab and the timetable (docs/decisions/0016): a slot names the subject's assigned
      // teacher; the first slot of a subject without one assigns its teacher.
      const batchState = await liveState(rt, batchDecider, batchStream(batchId), ctx.instituteId, 'Batch not found.');
      const assignedId = batchState.teachers?.[subject.id] ?? null;
      const assignedName = assignedId
        ? assignedId === teacher.id
          ? teacher.display_name
          : ((await userCardsById(db, [assignedId])).get(assignedId)?.displayName ?? '')
        : '';
      const res = await rt.commands.handle(
        timetableDecider,
        timetableStream(ctx.instituteId),
        {
          type: 'ScheduleSlot',
          data,
          inactiveBatchIds: inactive.rows.map((r) => r.id),
          teacherName: teacher.display_name,
          assigned: assignedId ? { teacherId: assignedId, teacherName: assignedName, subjectTitle: subject.title } : null,
        },
        ctx,
      );
      await classesFollow(req, ctx, [slotId]);
      const assignedNow = assignedId
        ? null
        : await rt.commands.handle(
            batchDecider,
            batchStream(batchId),
            {
              type: 'AssignTeacher',
              data: { batchId, subjectId: subject.id, teacherId: teacher.id },
              scheduled: [{ teacherId: teacher.id, teacherName: teacher.display_name }],
              subjectTitle: subject.title,
            },
            ctx,
            { mustExist: 'Batch not found.' },
          );
      const names = (
        await sql<{ course: string | null; branch: string | null; session: string | null }>`
      select c.title as course, br.title as branch, se.title as session from batch b left join course c on c.id = b.course_id
        left join branch br on br.id = b.branch_id left join academic_session se on se.id = b.session_id where b.id = ${batchId}`.execute(
          db,
        )
      ).rows[0];
      const { date: _d, ...shown } = view(
        {
          id: slotId,
          batch_id: batchId,
          day: slot.day,
          start_minute: slot.startMinute,
          end_minute: slot.endMinute,
          class_room: classRoom,
          subject_id: subject.id,
          subject_title: subject.title,
          teacher_id: teacher.id,
          teacher_name: teacher.display_name,
          course: names?.course ?? null,
          branch: names?.branch ?? null,
          session: names?.session ?? null,
        },
        ctx.now,
      );
      return sendWritten(reply, assignedNow?.append ?? res.append, 'Timetable created successfully', shown);
    },
  );

  app.get(
    '/batch/:batchId/timetable',
    {
      config: { access: TAB_READERS, readModels: READ_MODELS, checksModules: MODULES },
      schema: { tags: ['timetable'], params: BatchParams, response: { 200: TimetableReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const { batchId } = req.params;
      await who.mayRead(a, batchId, [...MODULES]);
      return ok('Batch timetable', await weekOf(a.instituteId, `b:${batchId}`, rt.clock.now()));
    },
  );

  app.delete(
    '/batch/timetable/delete/:id',
    {
      config: { access: TAB_WRITERS, checksModules: MODULES },
      schema: { tags: ['timetable'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const state = fold(timetableDecider, await rt.store.readStream(timetableStream(ctx.instituteId)));
      const slot = state.slots[id];
      if (!slot) throw notFound(SLOT_MISSING);
      await who.mayManage(authOf(req), slot.batchId, [...MODULES]);
      const res = await rt.commands.handle(
        timetableDecider,
        timetableStream(ctx.instituteId),
        { type: 'RemoveSlot', data: { slotId: id } },
        ctx,
        {
          mustExist: SLOT_MISSING,
        },
      );
      await classesFollow(req, ctx, [id]);
      return sendWritten(reply, res.append, 'Timetable deleted successfully', { _id: id });
    },
  );

  app.get(
    '/student/timetable',
    {
      config: { access: ['STUDENT', 'PARENT'], readModels: READ_MODELS },
      schema: {
        tags: ['timetable'],
        querystring: Type.Object({ student: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: TimetableReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { student } = req.query;
      // A parent reads a linked child's timetable (the first when none is named).
      const id = a.role === 'STUDENT' ? a.userId : student?.trim() || a.children[0];
      if (a.role === 'PARENT' && id && !a.children.includes(id)) throw forbidden('You may see only your own children.');
      const batchId = id ? await studentBatchId(db, id, a.instituteId) : undefined;
      const now = rt.clock.now();
      return ok('Student timetable', batchId ? await weekOf(a.instituteId, `b:${batchId}`, now) : grouped([], now));
    },
  );

  app.get(
    '/teacher/timetable/:userId',
    {
      config: { access: ['TEACHER', ...STAFF_ROLES] as Role[], readModels: READ_MODELS, checksModules: MODULES },
      schema: {
        tags: ['timetable'],
        params: Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: TimetableReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { userId } = req.params;
      if (a.role === 'TEACHER' && userId !== a.userId) throw forbidden('A teacher sees only their own timetable.');
      if (a.role !== 'TEACHER' && !(await who.staffMay(a, [...MODULES]))) throw forbidden('You do not have access to timetable.');
      // A teacher's slots across the institute's running batches (a completed batch no longer holds them).
      return ok('Teacher timetable', await weekOf(a.instituteId, `t:${userId}`, rt.clock.now()));
    },
  );
}
