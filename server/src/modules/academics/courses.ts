import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { CourseBody, CourseList, CourseReply, ErrorReply, FilterPageQuery, IdParams, Ok } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART } from '../../platform/http/multipart.js';
import { ok, paged } from '../../platform/http/reply.js';
import { caughtUp, PICKER_MODULES, instituteOf, iso, liveState, pageOf, READERS, search, storeIcon, text, WRITERS } from './shared.js';
import { courseDecider, courseStream } from './course-decider.js';

const TITLE_SCOPE = (inst: string) => `course-title:${inst}`;
const DUPLICATE = 'A course with this name already exists.';
const MISSING = 'Course not found.';
const Written = Ok(Type.Object({ _id: Type.String() }));

type Row = {
  id: string;
  title: string;
  duration: number;
  description: string;
  icon_file_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const cleaned = (b: CourseBody) => ({
  title: text(b.title, 'Course name is required.'),
  duration: b.duration,
  description: text(b.description, 'Description is required.'),
});

export function courseRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({
    _id: r.id,
    title: r.title,
    duration: r.duration,
    description: r.description,
    iconUrl: rt.files.signedUrl(r.icon_file_id, '/api/v1'),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  });

  app.post(
    '/course/create',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['courses'], consumes: MULTIPART, body: CourseBody, response: { 200: CourseReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const fields = cleaned(body);
      const courseId = idFor(ctx, 'course');
      await rt.reservations.reserve(TITLE_SCOPE(ctx.instituteId), fields.title, courseId, DUPLICATE);
      try {
        const iconFileId = await storeIcon(rt, body.icon, ctx.instituteId, ctx.actor.userId, 'course-icon');
        const res = await rt.commands.handle(
          courseDecider,
          courseStream(courseId),
          { type: 'CreateCourse', data: { courseId, ...fields, iconFileId } },
          ctx,
        );
        const now = ctx.now.toISOString();
        return sendWritten(
          reply,
          res.append,
          'Course created successfully',
          view({
            id: courseId,
            ...fields,
            icon_file_id: iconFileId,
            created_at: now,
            updated_at: now,
          }),
        );
      } catch (err) {
        await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), fields.title, courseId);
        throw err;
      }
    },
  );

  app.put(
    '/course/update/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['courses'], consumes: MULTIPART, params: IdParams, body: CourseBody, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const body = req.body;
      const fields = cleaned(body);
      const scope = TITLE_SCOPE(ctx.instituteId);
      const old = (await liveState(rt, courseDecider, courseStream(id), ctx.instituteId, MISSING)).title;
      const renamed = old.toLowerCase() !== fields.title.toLowerCase();
      if (renamed) await rt.reservations.reserve(scope, fields.title, id, DUPLICATE);
      try {
        const iconFileId = await storeIcon(rt, body.icon, ctx.instituteId, ctx.actor.userId, 'course-icon');
        const res = await rt.commands.handle(
          courseDecider,
          courseStream(id),
          { type: 'UpdateCourse', data: { courseId: id, ...fields, iconFileId } },
          ctx,
          { mustExist: MISSING },
        );
        if (renamed) await rt.reservations.release(scope, old, id);
        return sendWritten(reply, res.append, 'Course updated successfully', { _id: id });
      } catch (err) {
        if (renamed) await rt.reservations.release(scope, fields.title, id);
        throw err;
      }
    },
  );

  app.delete(
    '/course/delete/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['courses'], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const old = (await liveState(rt, courseDecider, courseStream(id), ctx.instituteId, MISSING)).title;
      // Branches and batches are other streams: their read models, caught up with the log, say what hangs off it.
      await caughtUp(rt, ['branch', 'batch']);
      const r = await sql<{ branches: number; batches: number }>`select
      (select count(*)::int from branch where course_id = ${id} and institute_id = ${ctx.instituteId} and deleted_at is null) as branches,
      (select count(*)::int from batch where course_id = ${id} and institute_id = ${ctx.instituteId} and deleted_at is null) as batches`.execute(
        db,
      );
      const { branches = 0, batches = 0 } = r.rows[0] ?? {};
      if (branches || batches) {
        throw conflict(`This course still has ${branches} branch(es) and ${batches} batch(es). Delete them first.`);
      }
      const res = await rt.commands.handle(courseDecider, courseStream(id), { type: 'DeleteCourse', data: { courseId: id } }, ctx, {
        mustExist: MISSING,
      });
      await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), old, id);
      return sendWritten(reply, res.append, 'Course deleted successfully', { _id: id });
    },
  );

  const cols = sql`id, title, duration, description, icon_file_id, created_at, updated_at`;
  app.get(
    '/course',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, readModels: ['course'] },
      schema: { tags: ['courses'], querystring: FilterPageQuery, response: { 200: CourseList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 5);
      const where = sql`where institute_id = ${instituteOf(req)} and deleted_at is null ${search(q, 'title', 'description')}`;
      const rows =
        await sql<Row>`select ${cols} from course ${where} order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db);
      const n = await sql<{ n: number }>`select count(*)::int as n from course ${where}`.execute(db);
      return paged('Courses', rows.rows.map(view), n.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/course/:id',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, readModels: ['course'] },
      schema: { tags: ['courses'], params: IdParams, response: { 200: CourseReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r =
        await sql<Row>`select ${cols} from course where id = ${id} and institute_id = ${instituteOf(req)} and deleted_at is null`.execute(
          db,
        );
      if (!r.rows[0]) throw notFound(MISSING);
      return ok('Course', view(r.rows[0]));
    },
  );
}
