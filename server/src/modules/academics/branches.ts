import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { BranchBody, BranchList, BranchQuery, BranchReply, BranchUpdateBody, ErrorReply, IdParams, Ok } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART } from '../../platform/http/multipart.js';
import { ok, paged } from '../../platform/http/reply.js';
import {
  caughtUp,
  PICKER_MODULES,
  instituteOf,
  iso,
  liveState,
  referenced,
  pageOf,
  READERS,
  search,
  storeIcon,
  text,
  WRITERS,
} from './shared.js';
import { branchDecider, branchStream, courseDecider, courseStream } from './course-decider.js';

/** Branch names are unique within their course. */
const TITLE_SCOPE = (inst: string, courseId: string) => `branch-title:${inst}:${courseId}`;
const DUPLICATE = 'This course already has a branch with this name.';
const MISSING = 'Branch not found.';
const Written = Ok(Type.Object({ _id: Type.String() }));

type Row = {
  id: string;
  course_id: string;
  course_title: string;
  title: string;
  description: string;
  duration: number;
  icon_file_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export function branchRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({
    _id: r.id,
    courseId: r.course_id,
    course: { _id: r.course_id, title: r.course_title },
    title: r.title,
    description: r.description,
    duration: r.duration,
    iconUrl: rt.files.signedUrl(r.icon_file_id, '/api/v1'),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  });

  app.post(
    '/branch/create',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['branches'], consumes: MULTIPART, body: BranchBody, response: { 200: BranchReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const title = text(body.title, 'Branch Name is required.');
      const description = text(body.description, 'Description is required.');
      const courseId = text(body.courseId, 'Course is required.');
      // A course of another institute, deleted or unknown: the same answer, a 400 on what was sent.
      const course = await referenced(rt, courseDecider, courseStream(courseId), ctx.instituteId, 'Course not found.');
      const duration = body.duration ?? course.duration;
      const branchId = idFor(ctx, 'branch');
      const scope = TITLE_SCOPE(ctx.instituteId, courseId);
      await rt.reservations.reserve(scope, title, branchId, DUPLICATE);
      try {
        const iconFileId = await storeIcon(rt, body.icon, ctx.instituteId, ctx.actor.userId, 'branch-icon');
        const data = { branchId, courseId, title, description, duration, iconFileId };
        const res = await rt.commands.handle(branchDecider, branchStream(branchId), { type: 'CreateBranch', data }, ctx);
        const now = ctx.now.toISOString();
        return sendWritten(
          reply,
          res.append,
          'Branch created successfully',
          view({
            id: branchId,
            course_id: courseId,
            course_title: course.title,
            title,
            description,
            duration,
            icon_file_id: iconFileId,
            created_at: now,
            updated_at: now,
          }),
        );
      } catch (err) {
        await rt.reservations.release(scope, title, branchId);
        throw err;
      }
    },
  );

  app.put(
    '/branch/update/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: {
        tags: ['branches'],
        consumes: MULTIPART,
        params: IdParams,
        body: BranchUpdateBody,
        response: { 200: Written, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const body = req.body;
      const title = text(body.title, 'Branch Name is required.');
      const description = text(body.description, 'Description is required.');
      const state = await liveState(rt, branchDecider, branchStream(id), ctx.instituteId, MISSING);
      const scope = TITLE_SCOPE(ctx.instituteId, state.courseId);
      const renamed = state.title.toLowerCase() !== title.toLowerCase();
      if (renamed) await rt.reservations.reserve(scope, title, id, DUPLICATE);
      try {
        const iconFileId = await storeIcon(rt, body.icon, ctx.instituteId, ctx.actor.userId, 'branch-icon');
        const res = await rt.commands.handle(
          branchDecider,
          branchStream(id),
          {
            type: 'UpdateBranch',
            data: { branchId: id, title, description, duration: body.duration ?? null, iconFileId },
          },
          ctx,
          { mustExist: MISSING },
        );
        if (renamed) await rt.reservations.release(scope, state.title, id);
        return sendWritten(reply, res.append, 'Branch updated successfully', { _id: id });
      } catch (err) {
        if (renamed) await rt.reservations.release(scope, title, id);
        throw err;
      }
    },
  );

  app.delete(
    '/branch/delete/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['branches'], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const state = await liveState(rt, branchDecider, branchStream(id), ctx.instituteId, MISSING);
      await caughtUp(rt, ['batch']);
      const r = await sql<{ n: number }>`select count(*)::int as n from batch
      where branch_id = ${id} and institute_id = ${ctx.instituteId} and deleted_at is null`.execute(db);
      const n = r.rows[0]?.n ?? 0;
      if (n) throw conflict(`This branch still has ${n} batch(es). Delete them first.`);
      const res = await rt.commands.handle(branchDecider, branchStream(id), { type: 'DeleteBranch', data: { branchId: id } }, ctx, {
        mustExist: MISSING,
      });
      await rt.reservations.release(TITLE_SCOPE(ctx.instituteId, state.courseId), state.title, id);
      return sendWritten(reply, res.append, 'Branch deleted successfully', { _id: id });
    },
  );

  const select = sql`select b.id, b.course_id, coalesce(c.title, '') as course_title, b.title, b.description, b.duration,
    b.icon_file_id, b.created_at, b.updated_at from branch b left join course c on c.id = b.course_id`;
  const reads = { readModels: ['branch', 'course'] };

  app.get(
    '/branch',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, ...reads },
      schema: { tags: ['branches'], querystring: BranchQuery, response: { 200: BranchList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 5);
      const byCourse = q.courseId?.trim() ? sql`and b.course_id = ${q.courseId.trim()}` : sql``;
      const where = sql`where b.institute_id = ${instituteOf(req)} and b.deleted_at is null ${byCourse} ${search(q, 'b.title', 'b.description')}`;
      const rows = await sql<Row>`${select} ${where} order by b.created_at desc, b.id limit ${perPage} offset ${offset}`.execute(db);
      const n = await sql<{ n: number }>`select count(*)::int as n from branch b ${where}`.execute(db);
      return paged('Branches', rows.rows.map(view), n.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/branch/:id',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, ...reads },
      schema: { tags: ['branches'], params: IdParams, response: { 200: BranchReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r = await sql<Row>`${select} where b.id = ${id} and b.institute_id = ${instituteOf(req)} and b.deleted_at is null`.execute(db);
      if (!r.rows[0]) throw notFound(MISSING);
      return ok('Branch', view(r.rows[0]));
    },
  );
}
