import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import {
  DEPARTMENT_MODULES,
  ErrorReply,
  IdParams,
  ModuleFlagsBody,
  ModuleFlagsReply,
  Ok,
  PERMISSION_MODULES,
  type PermissionModule,
  type PermissionSubjectKind,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { liveInstituteUser } from '../identity/index.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { departmentExists, instituteUser, liveDepartment } from '../departments/index.js';
import { canManage } from '../identity/index.js';
import { departmentPermissionsStream, permissionsDecider, userPermissionsStream } from './decider.js';
import { grantedModules } from './gate.js';

/** Only administrators change permissions (000 §4). */
const GRANTORS: Role[] = ['SUPER_ADMIN', 'ADMIN'];
const Written = Ok(Type.Object({ _id: Type.String(), modules: Type.Record(Type.String(), Type.Boolean()) }));
const StaffParams = Type.Object({ staffId: Type.String({ minLength: 1, maxLength: 64 }) });
const READS = { readModels: ['permission', 'department', 'app_user'] };

/** `<module>: boolean` pairs, each of a known module; anything else is a 400 naming the known modules. */
export function moduleFlags(body: unknown, known: readonly PermissionModule[]): Partial<Record<PermissionModule, boolean>> {
  const entries = Object.entries((body ?? {}) as Record<string, unknown>);
  const unknown = entries.filter(([k]) => !known.includes(k as PermissionModule)).map(([k]) => k);
  if (unknown.length) throw badRequest(`Unknown module: ${unknown.join(', ')}. Known modules: ${known.join(', ')}.`);
  if (entries.length === 0) throw badRequest(`Name at least one module: ${known.join(', ')}.`);
  return Object.fromEntries(entries) as Partial<Record<PermissionModule, boolean>>;
}

export function permissionRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  /**
   * The modules the product has: some route belongs to or checks each (`config.module`, `config.checksModules`), so the
   * drawers list a module once its routes land (issue 11 part 10). Flags of the catalogue's other modules are still
   * accepted and kept (`PERMISSION_MODULES`), only not shown.
   */
  const present = () => PERMISSION_MODULES.filter((m) => app.permissionModules.has(m));
  const presentForDepartments = () => DEPARTMENT_MODULES.filter((m) => app.permissionModules.has(m));

  /** Every module of `known`, on or off, from the read model (a flag never set is off). */
  const flagsOf = async (instituteId: string, kind: 'department' | 'user', subjectId: string, known: readonly PermissionModule[]) => {
    const r = await sql<{ module: string; granted: boolean }>`select module, granted from permission_flag
      where institute_id = ${instituteId} and subject_kind = ${kind} and subject_id = ${subjectId}`.execute(db);
    const set = new Map(r.rows.map((x) => [x.module, x.granted]));
    return Object.fromEntries(known.map((m) => [m, set.get(m) ?? false]));
  };

  /**
   * The caller's effective modules (designed: the panel hides menu entries the caller may not open). ADMIN and
   * SUPER_ADMIN hold every module; MANAGER and STAFF what the guard would allow; other roles none (their
   * pages follow their role).
   */
  app.get(
    '/user/modules',
    {
      config: { access: 'authenticated', readModels: ['permission'] },
      schema: { tags: ['permissions'], response: { 200: Ok(Type.Object({ modules: Type.Array(Type.String()) })), '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      if (a.role === 'SUPER_ADMIN' || a.role === 'ADMIN') return ok('Your modules', { modules: present() });
      if (a.role !== 'MANAGER' && a.role !== 'STAFF') return ok('Your modules', { modules: [] });
      const held = await grantedModules(db, a, PERMISSION_MODULES);
      return ok('Your modules', { modules: present().filter((m) => held.has(m)) });
    },
  );

  app.post(
    '/department/assign-module/:id',
    {
      config: { access: GRANTORS },
      schema: { tags: ['permissions'], params: IdParams, body: ModuleFlagsBody, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const modules = moduleFlags(req.body, DEPARTMENT_MODULES);
      await liveDepartment(rt, id, ctx.instituteId);
      const res = await rt.commands.handle(
        permissionsDecider,
        departmentPermissionsStream(id),
        {
          type: 'SetModulePermissions',
          data: { subjectKind: 'department', subjectId: id, modules },
        },
        ctx,
      );
      return sendWritten(reply, res.append, 'Permission updated successfully', { _id: id, modules });
    },
  );

  app.get(
    '/department/permission/:id',
    {
      config: { access: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'], module: 'department', ...READS },
      schema: { tags: ['permissions'], params: IdParams, response: { 200: ModuleFlagsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const inst = authOf(req).instituteId;
      if (!(await departmentExists(db, id, inst))) throw notFound('Department not found.');
      return ok('Department permissions', await flagsOf(inst, 'department', id, presentForDepartments()));
    },
  );

  /** Manager (000 §7) and staff (001 §7) permissions: the same flags on the user, for a user of that role. */
  const userPermissions = (path: string, kind: PermissionSubjectKind, role: Role, param: 'id' | 'staffId') => {
    const Params = param === 'id' ? IdParams : StaffParams;
    const label = kind === 'manager' ? 'manager' : 'staff member';
    const wrongRole = `This user is not a ${label}.`;
    const subjectOf = (params: { id?: string; staffId?: string }) => params[param]!;

    app.post(
      `/${path}/:${param}`,
      {
        config: { access: GRANTORS },
        schema: { tags: ['permissions'], params: Params, body: ModuleFlagsBody, response: { 200: Written, '4xx': ErrorReply } },
      },
      async (req, reply) => {
        const ctx = commandContext(req);
        const userId = subjectOf(req.params);
        const modules = moduleFlags(req.body, PERMISSION_MODULES);
        const target = await instituteUser(rt, userId, ctx.instituteId, [role], wrongRole);
        // The rank rule of every write on a user: never the permissions of someone above the caller.
        if (!canManage(ctx.actor.role, target.role as Role)) throw forbidden('Your role may not manage this user.');
        const res = await rt.commands.handle(
          permissionsDecider,
          userPermissionsStream(ctx.instituteId, userId),
          {
            type: 'SetModulePermissions',
            data: { subjectKind: kind, subjectId: userId, modules },
          },
          ctx,
        );
        return sendWritten(reply, res.append, 'Permission updated successfully', { _id: userId, modules });
      },
    );

    // Administrators read anyone's; a manager or staff member reads their own (the panel shows what they may open).
    app.get(
      `/${path}/:${param}`,
      {
        config: { access: ['SUPER_ADMIN', 'ADMIN', role], ...READS },
        schema: { tags: ['permissions'], params: Params, response: { 200: ModuleFlagsReply, '4xx': ErrorReply } },
      },
      async (req) => {
        const auth = authOf(req);
        const userId = subjectOf(req.params);
        if (auth.role === role && auth.userId !== userId) throw forbidden('You may read only your own permissions.');
        const u = await liveInstituteUser(rt, userId, auth.instituteId, false);
        if (!u) throw notFound('User not found.');
        if (u.role !== role) throw badRequest(wrongRole);
        return ok(
          kind === 'manager' ? 'Manager permissions' : 'Staff permissions',
          await flagsOf(auth.instituteId, 'user', userId, present()),
        );
      },
    );
  };
  userPermissions('manager/permissions', 'manager', 'MANAGER', 'id');
  userPermissions('staff/permissions', 'staff', 'STAFF', 'staffId');
}
