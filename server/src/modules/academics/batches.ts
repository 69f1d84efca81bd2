import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { BatchBody, BatchReply, BatchUpdateBody, ErrorReply, IdParams, Ok, type Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor, type CommandContext } from '../../platform/commands.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART } from '../../platform/http/multipart.js';
import { caughtUp, instituteTeacher, liveState, referenced, storeIcon, text, WRITERS } from './shared.js';
import { batchDecider, batchStream } from './batch-decider.js';
import { branchDecider, branchStream, courseDecider, courseStream } from './course-decider.js';
import { sessionDecider, sessionStream } from './session-decider.js';
import { batchReadRoutes } from './batch-reads.js';
import { batchMemberRoutes } from './batch-members.js';

const MISSING = 'Batch not found.';
const Written = Ok(Type.Object({ _id: Type.String() }));
/** 002 §7: a batch's H.O.D. may delete it too. */
const DELETERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'TEACHER'];

export function batchRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  /** The H.O.D. is a live teacher of this institute (the `app_user` read model, caught up when the first look misses). */
  const headOfDepartment = async (userId: string, instituteId: string) => {
    const find = () => instituteTeacher(rt, userId, instituteId);
    const teacher = (await find()) ?? (await caughtUp(rt, ['app_user']), await find());
    if (!teacher) throw badRequest('Name Of H.O.D must be a teacher of this institute.');
    return { _id: userId, displayName: teacher.display_name };
  };

  /** Session, course and branch exist in this institute (command side) and the branch is of the course. */
  const placement = async (ctx: CommandContext, b: BatchBody) => {
    const sessionId = text(b.session, 'Session is required');
    const courseId = text(b.course, 'Course is required');
    const branchId = text(b.branch, 'Branch is required');
    const session = await referenced(rt, sessionDecider, sessionStream(sessionId), ctx.instituteId, 'Session not found.');
    const course = await referenced(rt, courseDecider, courseStream(courseId), ctx.instituteId, 'Course not found.');
    const branch = await referenced(rt, branchDecider, branchStream(branchId), ctx.instituteId, 'Branch not found.');
    if (branch.courseId !== courseId) throw badRequest('This branch does not belong to the chosen course.');
    return { sessionId, courseId, branchId, titles: { session: session.title, course: course.title, branch: branch.title } };
  };

  app.post(
    '/batch/create',
    {
      config: { access: WRITERS, module: 'batch' },
      schema: { tags: ['batches'], consumes: MULTIPART, body: BatchBody, response: { 200: BatchReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const hodId = text(body.headOfDepartment, 'Name Of H.O.D is required');
      const { titles, ...place } = await placement(ctx, body);
      const hod = await headOfDepartment(hodId, ctx.instituteId);
      const batchId = idFor(ctx, 'batch');
      const iconFileId = await storeIcon(rt, body.icon, ctx.instituteId, ctx.actor.userId, 'batch-icon');
      const description = (body.description ?? '').trim();
      const data = { batchId, ...place, description, maximumStudent: body.maximumStudent, headOfDepartment: hodId, iconFileId };
      const res = await rt.commands.handle(batchDecider, batchStream(batchId), { type: 'CreateBatch', data }, ctx);
      const now = ctx.now.toISOString();
      return sendWritten(reply, res.append, 'Batch created successfully', {
        _id: batchId,
        description,
        course: { _id: place.courseId, title: titles.course },
        branch: { _id: place.branchId, title: titles.branch },
        session: { _id: place.sessionId, title: titles.session },
        maximumStudent: body.maximumStudent,
        headOfDepartment: hod,
        iconUrl: rt.files.signedUrl(iconFileId, '/api/v1'),
        isBatchCompleted: false,
        totalStudents: 0,
        totalClasses: 0,
        createdAt: now,
        updatedAt: now,
      });
    },
  );

  app.put(
    '/batch/update/:id',
    {
      config: { access: WRITERS, module: 'batch' },
      schema: {
        tags: ['batches'],
        consumes: MULTIPART,
        params: IdParams,
        body: BatchUpdateBody,
        response: { 200: Written, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const body = req.body;
      const state = await liveState(rt, batchDecider, batchStream(id), ctx.instituteId, MISSING);
      // 002 "Batch Completed" sends only the flag.
      const onlyFlag =
        body.isBatchCompleted !== undefined &&
        body.maximumStudent === undefined &&
        body.headOfDepartment === undefined &&
        body.description === undefined &&
        body.icon === undefined;
      if (body.isBatchCompleted === false && state.completed) throw badRequest('A completed batch cannot be reopened.');
      let last = null;
      if (!onlyFlag) {
        if (body.maximumStudent === undefined) throw badRequest('Maximum Students is required');
        const hodId = text(body.headOfDepartment, 'Name Of H.O.D is required');
        if (hodId !== state.headOfDepartment) await headOfDepartment(hodId, ctx.instituteId);
        const iconFileId = await storeIcon(rt, body.icon, ctx.instituteId, ctx.actor.userId, 'batch-icon');
        const data = {
          batchId: id,
          sessionId: body.session?.trim() || undefined,
          courseId: body.course?.trim() || undefined,
          branchId: body.branch?.trim() || undefined,
          description: (body.description ?? state.description).trim(),
          maximumStudent: body.maximumStudent,
          headOfDepartment: hodId,
          iconFileId,
        };
        last = (await rt.commands.handle(batchDecider, batchStream(id), { type: 'UpdateBatch', data }, ctx, { mustExist: MISSING })).append;
      }
      if (body.isBatchCompleted === true) {
        last =
          (
            await rt.commands.handle(batchDecider, batchStream(id), { type: 'CompleteBatch', data: { batchId: id } }, ctx, {
              mustExist: MISSING,
            })
          ).append ?? last;
      }
      return sendWritten(reply, last, onlyFlag ? 'Batch Completed' : 'Batch updated successfully', { _id: id });
    },
  );

  /** Designed: the 'Batch Completed' button (002 §4) as its own call. Its students become alumni later. */
  app.post(
    '/batch/complete/:id',
    {
      config: { access: WRITERS, module: 'batch' },
      schema: { tags: ['batches'], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      await liveState(rt, batchDecider, batchStream(id), ctx.instituteId, MISSING);
      const res = await rt.commands.handle(batchDecider, batchStream(id), { type: 'CompleteBatch', data: { batchId: id } }, ctx, {
        mustExist: MISSING,
      });
      return sendWritten(reply, res.append, 'Batch Completed', { _id: id });
    },
  );

  app.delete(
    '/batch/delete/:id',
    {
      config: { access: DELETERS, module: 'batch' },
      schema: { tags: ['batches'], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const state = await liveState(rt, batchDecider, batchStream(id), ctx.instituteId, MISSING);
      if (ctx.actor.role === 'TEACHER' && state.headOfDepartment !== ctx.actor.userId)
        throw forbidden('Only the H.O.D. of this batch or an administrator may delete it.');
      const res = await rt.commands.handle(batchDecider, batchStream(id), { type: 'DeleteBatch', data: { batchId: id } }, ctx, {
        mustExist: MISSING,
      });
      return sendWritten(reply, res.append, 'Batch deleted successfully', { _id: id });
    },
  );

  batchReadRoutes(app, rt);
  batchMemberRoutes(app, rt);
}
