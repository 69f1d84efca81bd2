import { sql } from 'kysely';
import { AssignParams, AssignQuery, ErrorReply, IdParams, InstituteBody, InstituteDetailReply, Ok, type Role } from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { fold, idFor } from '../../platform/commands.js';
import { instituteDecider, instituteStream, userStream } from './deciders.js';
import { handleUserCommand, loadUser } from './service.js';

const SUPER: Role[] = ['SUPER_ADMIN'];
/** A MANAGER holding `manageInstitute` creates and edits institutes too (000 §2 Manager permissions). */
const INSTITUTE_WRITERS: Role[] = ['SUPER_ADMIN', 'MANAGER'];
type Row = {
  id: string;
  institute_name: string;
  email: string;
  phone_number: string | null;
  admin_id: string | null;
  description: string | null;
  address: string | null;
  logo_file_id: string | null;
};

/** 001 §5 Institute: the schema lets blanks through (minLength counts spaces); the spec's messages apply to them too. */
function cleaned(b: InstituteBody) {
  const v = {
    instituteName: b.instituteName.trim(),
    email: b.email.trim().toLowerCase(),
    phoneNumber: b.phoneNumber.trim(),
    admin: b.admin.trim(),
    description: b.description.trim(),
    address: b.address.trim(),
  };
  if (!v.instituteName) throw badRequest('Institute name is required.');
  if (!v.admin) throw badRequest('Please choose an admin.');
  if (!v.description) throw badRequest('Description is required.');
  if (!v.address) throw badRequest('Address is required.');
  return v;
}

/** Institutes (SUPER_ADMIN): create, edit, read one, and assign users to them (001 §7, 000 §7). */
export async function instituteRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  /**
   * The institute's admin: an ADMIN user who already belongs to `home` (the edited institute; for a new one, the
   * caller's active institute). Only a SUPER_ADMIN names anyone, so only a SUPER_ADMIN moves users between institutes.
   */
  const checkAdmin = async (ctx: CommandContext, adminId: string, home: string, notMember: string) => {
    const u = await loadUser(rt, adminId);
    if (u?.role !== 'ADMIN' || u.deleted) throw badRequest('The admin must be a user with the ADMIN role.');
    if (ctx.actor.role !== 'SUPER_ADMIN' && !u.institutes.includes(home)) throw badRequest(notMember);
  };
  /** Adds the institute to a user's institutes (from the user's home institute, where the stream lives). */
  const assign = async (ctx: CommandContext, userId: string, instituteId: string, on: boolean) => {
    const events = await rt.store.readStream(userStream(userId));
    if (events.length === 0) throw notFound('User not found.');
    return handleUserCommand(rt, { ...ctx, instituteId: events[0]!.metadata.instituteId }, userId, {
      type: 'AssignInstitute',
      data: { userId, instituteId, assign: on },
    });
  };
  const storeLogo = async (value: unknown, instituteId: string, ownerId: string) => {
    const part = filePart(value, 'Logo');
    if (!part) return null;
    return (
      await rt.files.put(part, {
        instituteId,
        ownerId,
        purpose: 'institute-logo',
        maxBytes: 2 * 1024 * 1024,
        types: IMAGE_TYPES,
        label: 'Logo',
      })
    ).id;
  };
  const write = {
    config: { access: INSTITUTE_WRITERS, module: 'manageInstitute' as const },
    schema: {
      tags: ['institutes'],
      consumes: MULTIPART,
      body: InstituteBody,
      response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply },
    },
  };

  app.post('/institute', write, async (req, reply) => {
    const ctx = commandContext(req);
    const v = cleaned(req.body);
    await checkAdmin(ctx, v.admin, ctx.instituteId, 'The admin must belong to your institute.');
    const instituteId = idFor(ctx, 'institute');
    const logoFileId = await storeLogo(req.body.logo, instituteId, ctx.actor.userId);
    const res = await rt.commands.handle(
      instituteDecider,
      instituteStream(instituteId),
      { type: 'CreateInstitute', data: { instituteId, ...v, logoFileId } },
      { ...ctx, instituteId },
    );
    const joined = await assign(ctx, v.admin, instituteId, true);
    return sendWritten(reply, joined.append ?? res.append, 'Institute created successfully', { _id: instituteId });
  });

  app.put('/institute/:id', { ...write, schema: { ...write.schema, params: IdParams } }, async (req, reply) => {
    const ctx = commandContext(req);
    const { id } = req.params;
    const v = cleaned(req.body);
    // A manager edits only the institutes they belong to; another is as unknown to them as a missing one.
    if (ctx.actor.role === 'MANAGER' && !authOf(req).institutes.includes(id)) throw notFound('Institute not found.');
    if (!fold(instituteDecider, await rt.store.readStream(instituteStream(id))).exists) throw notFound('Institute not found.');
    await checkAdmin(ctx, v.admin, id, 'The admin must already belong to this institute.');
    const logoFileId = await storeLogo(req.body.logo, id, ctx.actor.userId);
    const res = await rt.commands.handle(
      instituteDecider,
      instituteStream(id),
      { type: 'UpdateInstitute', data: { instituteId: id, ...v, logoFileId } },
      { ...ctx, instituteId: id },
      { mustExist: 'Institute not found.' },
    );
    const joined = await assign(ctx, v.admin, id, true);
    return sendWritten(reply, joined.append ?? res.append, 'Institute updated successfully', { _id: id });
  });

  app.get(
    '/institute/:id',
    {
      config: { access: 'authenticated', readModels: ['institute'] },
      schema: {
        tags: ['institutes'],
        params: IdParams,
        querystring: Type.Object({ fields: Type.Optional(Type.String({ maxLength: 500 })) }),
        response: { 200: InstituteDetailReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { id } = req.params;
      if (a.role !== 'SUPER_ADMIN' && !a.institutes.includes(id)) throw notFound('Institute not found.');
      const r =
        await sql<Row>`select id, institute_name, email, phone_number, admin_id, description, address, logo_file_id from institute where id = ${id}`.execute(
          db,
        );
      const x = r.rows[0];
      if (!x) throw notFound('Institute not found.');
      return ok('Institute', {
        _id: x.id,
        instituteName: x.institute_name,
        email: x.email,
        phoneNumber: x.phone_number,
        admin: x.admin_id,
        description: x.description,
        address: x.address,
        logoUrl: rt.files.publicUrl(x.logo_file_id, '/api/v1'),
      });
    },
  );

  app.post(
    '/institute/assign/:instituteId/:userId',
    {
      config: { access: SUPER },
      schema: {
        tags: ['institutes'],
        params: AssignParams,
        querystring: AssignQuery,
        response: { 200: Ok(Type.Object({ _id: Type.String(), institutes: Type.Array(Type.String()) })), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { instituteId, userId } = req.params;
      const on = req.query.assign !== false;
      if (!fold(instituteDecider, await rt.store.readStream(instituteStream(instituteId))).exists) throw notFound('Institute not found.');
      const before = await loadUser(rt, userId);
      if (!before || before.deleted) throw notFound('User not found.');
      const res = await assign(ctx, userId, instituteId, on);
      const institutes = on ? [...new Set([...before.institutes, instituteId])] : before.institutes.filter((i) => i !== instituteId);
      return sendWritten(reply, res.append, on ? 'Institute assigned successfully' : 'Institute removed successfully', {
        _id: userId,
        institutes,
      });
    },
  );
}
