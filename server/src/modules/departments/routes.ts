import { sql } from 'kysely';
import {
  DepartmentBody,
  DepartmentList,
  DepartmentReply,
  DepartmentReport,
  DepartmentStat,
  ErrorReply,
  IdParams,
  Ok,
  PageQuery,
  type Role,
} from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { idFor } from '../../platform/commands.js';
import { departmentDecider, departmentStream } from './decider.js';
import { liveDepartment } from './lookup.js';
import { departmentMemberRoutes } from './members.js';

export const DEPARTMENT_WRITERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
export const DEPARTMENT_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];
const DASHBOARD: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const READS = { readModels: ['department'] };
const TITLE_SCOPE = (institute: string) => `department-title:${institute}`;
const DUPLICATE = 'A department with this name already exists.';

/** The schema lets a blank value through (minLength counts spaces); the spec's messages apply to it too. */
const cleaned = (body: DepartmentBody) => {
  const title = body.title.trim();
  const description = body.description.trim();
  if (!title) throw badRequest('Department name is required.');
  if (!description) throw badRequest('Description is required.');
  return { title, description };
};

type Row = {
  id: string;
  title: string;
  description: string;
  icon_file_id: string | null;
  total_user: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export async function departmentRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({
    _id: r.id,
    title: r.title,
    description: r.description,
    iconUrl: rt.files.signedUrl(r.icon_file_id, '/api/v1'),
    totalUser: r.total_user,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  });

  const storeIcon = async (value: unknown, instituteId: string, ownerId: string) => {
    const part = filePart(value, 'Icon');
    if (!part) return null;
    const f = await rt.files.put(part, {
      instituteId,
      ownerId,
      purpose: 'department-icon',
      maxBytes: 2 * 1024 * 1024,
      types: IMAGE_TYPES,
      label: 'Icon',
    });
    return f.id;
  };

  app.post(
    '/department/create',
    {
      config: { access: DEPARTMENT_WRITERS, module: 'department' },
      schema: { tags: ['departments'], consumes: MULTIPART, body: DepartmentBody, response: { 200: DepartmentReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const { title, description } = cleaned(body);
      const departmentId = idFor(ctx, 'department');
      await rt.reservations.reserve(TITLE_SCOPE(ctx.instituteId), title, departmentId, DUPLICATE);
      try {
        const iconFileId = await storeIcon(body.icon, ctx.instituteId, ctx.actor.userId);
        const res = await rt.commands.handle(
          departmentDecider,
          departmentStream(departmentId),
          {
            type: 'CreateDepartment',
            data: { departmentId, title, description, iconFileId },
          },
          ctx,
        );
        const now = ctx.now.toISOString();
        return sendWritten(
          reply,
          res.append,
          'Department created successfully',
          view({
            id: departmentId,
            title,
            description,
            icon_file_id: iconFileId,
            total_user: 0,
            created_at: now,
            updated_at: now,
          }),
        );
      } catch (err) {
        await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), title, departmentId);
        throw err;
      }
    },
  );

  /**
   * The department's current title (command side), to move its name reservation on rename and delete. A department
   * of another institute, deleted or unknown is a 404 before any name is reserved: a 409 would tell it exists.
   */
  const currentTitle = async (id: string, instituteId: string) => (await liveDepartment(rt, id, instituteId)).title;

  app.put(
    '/department/update/:id',
    {
      config: { access: DEPARTMENT_WRITERS, module: 'department' },
      schema: {
        tags: ['departments'],
        consumes: MULTIPART,
        params: IdParams,
        body: DepartmentBody,
        response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const body = req.body;
      const { title, description } = cleaned(body);
      const scope = TITLE_SCOPE(ctx.instituteId);
      const old = await currentTitle(id, ctx.instituteId);
      const renamed = old.toLowerCase() !== title.toLowerCase();
      if (renamed) await rt.reservations.reserve(scope, title, id, DUPLICATE);
      try {
        const iconFileId = await storeIcon(body.icon, ctx.instituteId, ctx.actor.userId);
        const res = await rt.commands.handle(
          departmentDecider,
          departmentStream(id),
          {
            type: 'UpdateDepartment',
            data: { departmentId: id, title, description, iconFileId },
          },
          ctx,
          { mustExist: 'Department not found.' },
        );
        if (renamed && old) await rt.reservations.release(scope, old, id);
        return sendWritten(reply, res.append, 'Department updated successfully', { _id: id });
      } catch (err) {
        if (renamed) await rt.reservations.release(scope, title, id);
        throw err;
      }
    },
  );

  app.delete(
    '/department/delete/:id',
    {
      config: { access: DEPARTMENT_WRITERS, module: 'department' },
      schema: { tags: ['departments'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const old = await currentTitle(id, ctx.instituteId);
      const res = await rt.commands.handle(
        departmentDecider,
        departmentStream(id),
        { type: 'DeleteDepartment', data: { departmentId: id } },
        ctx,
        {
          mustExist: 'Department not found.',
        },
      );
      if (old) await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), old, id);
      return sendWritten(reply, res.append, 'Department deleted successfully', { _id: id });
    },
  );

  app.get(
    '/department',
    {
      config: { access: DEPARTMENT_READERS, module: 'department', ...READS },
      schema: { tags: ['departments'], querystring: PageQuery, response: { 200: DepartmentList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const search = q.searchTitle?.trim()
        ? sql`and (title ilike ${likePattern(q.searchTitle)} or description ilike ${likePattern(q.searchTitle)})`
        : sql``;
      const rows = await sql<Row & { total: string }>`
      select id, title, description, icon_file_id, total_user, created_at, updated_at, count(*) over () as total
      from department where institute_id = ${inst} and deleted_at is null ${search}
      order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db);
      const total = rows.rows[0] ? Number(rows.rows[0].total) : await countDepartments(inst, search);
      return paged('Departments', rows.rows.map(view), total, perPage, pageNo);
    },
  );

  const countDepartments = async (inst: string, search: ReturnType<typeof sql>) => {
    const r = await sql<{
      n: string;
    }>`select count(*) as n from department where institute_id = ${inst} and deleted_at is null ${search}`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  };

  departmentMemberRoutes(app, rt, DEPARTMENT_WRITERS, DEPARTMENT_READERS);

  app.get(
    '/department/:id',
    {
      config: { access: DEPARTMENT_READERS, module: 'department', ...READS },
      schema: { tags: ['departments'], params: IdParams, response: { 200: DepartmentReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r = await sql<Row>`select id, title, description, icon_file_id, total_user, created_at, updated_at from department
      where id = ${id} and institute_id = ${authOf(req).instituteId} and deleted_at is null`.execute(db);
      if (!r.rows[0]) throw notFound('Department not found.');
      return ok('Department', view(r.rows[0]));
    },
  );

  app.get(
    '/dashboard/admin/department-report',
    {
      config: { access: DASHBOARD, ...READS },
      schema: { tags: ['dashboards'], response: { 200: DepartmentReport, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<Row>`select id, title, description, icon_file_id, total_user, created_at, updated_at from department
      where institute_id = ${authOf(req).instituteId} and deleted_at is null order by created_at, id limit 6`.execute(db);
      return ok(
        'Department report',
        r.rows.map((x) => ({ _id: x.id, title: x.title, totalUser: x.total_user, iconUrl: rt.files.signedUrl(x.icon_file_id, '/api/v1') })),
      );
    },
  );

  app.get(
    '/dashboard/admin/department-stat',
    {
      config: { access: DASHBOARD, ...READS },
      schema: { tags: ['dashboards'], response: { 200: DepartmentStat, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ id: string; title: string; total_user: number }>`select id, title, total_user from department
      where institute_id = ${authOf(req).instituteId} and deleted_at is null order by created_at, id`.execute(db);
      return ok('Department statistics', {
        totalDepartment: r.rows.length,
        totalEmployee: r.rows.reduce((s, x) => s + x.total_user, 0),
        departments: r.rows.map((x) => ({ _id: x.id, title: x.title, totalUser: x.total_user })),
      });
    },
  );
}
