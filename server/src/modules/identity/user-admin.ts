import { AccountUpdateBody, ErrorReply, IdParams, Ok, type Role } from '@school/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { canManage, EMAIL_SCOPE, handleUserCommand, LIBRARY_CARD_SCOPE, REGISTRATION_SCOPE, targetUser } from './service.js';

const MANAGERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
/** A request on `/user/...:id`, typed from its params schema. */
type IdRequest = FastifyRequest<{ Params: Static<typeof IdParams> }>;
const IdReply = Ok(Type.Object({ _id: Type.String() }));

/** Block, unblock and delete (001 §4 block status, §7 DELETE user/:id) and the caller's own account (002). */
export async function userAdminRoutes(app: TypedApp, rt: Runtime) {
  /** The target of a manager's command: of the active institute, manageable by the caller's role, not the caller. */
  const managed = async (req: IdRequest, verb: string) => {
    const ctx = commandContext(req);
    const { id } = req.params;
    const target = await targetUser(rt, ctx, id);
    if (!canManage(ctx.actor.role, target.state.role)) throw forbidden('Your role may not manage this user.');
    if (id === ctx.actor.userId) throw badRequest(`You cannot ${verb} your own account.`);
    return { id, ...target };
  };

  const toggle = (type: 'BlockUser' | 'UnblockUser', verb: string, message: string) => async (req: IdRequest, reply: FastifyReply) => {
    const t = await managed(req, verb);
    const res = await handleUserCommand(rt, t.ctx, t.id, { type, data: { userId: t.id } });
    return sendWritten(reply, res.append, message, { _id: t.id });
  };

  const common = {
    config: { access: MANAGERS, module: 'staff' as const },
    schema: { tags: ['users'], params: IdParams, response: { 200: IdReply, '4xx': ErrorReply } },
  };
  app.put('/user/block/:id', common, toggle('BlockUser', 'block', 'User blocked successfully'));
  app.put('/user/unblock/:id', common, toggle('UnblockUser', 'unblock', 'User unblocked successfully'));

  app.delete('/user/:id', common, async (req, reply) => {
    const t = await managed(req, 'delete');
    const res = await handleUserCommand(rt, t.ctx, t.id, { type: 'DeleteUser', data: { userId: t.id } });
    // The e-mail and the student numbers are free again once the user is gone.
    await rt.reservations.release(EMAIL_SCOPE, t.state.email, t.id);
    const p = t.state.profile;
    if (p.registrationNumber) await rt.reservations.release(REGISTRATION_SCOPE(t.ctx.instituteId), p.registrationNumber, t.id);
    if (p.libraryCardNumber) await rt.reservations.release(LIBRARY_CARD_SCOPE(t.ctx.instituteId), p.libraryCardNumber, t.id);
    return sendWritten(reply, res.append, 'User deleted successfully', { _id: t.id });
  });

  app.put(
    '/user/account/update',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['account'], consumes: MULTIPART, body: AccountUpdateBody, response: { 200: IdReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const displayName = body.displayName.trim();
      if (!displayName) throw badRequest('Name is required');
      if (!body.countryCode.trim()) throw badRequest('Country is required.');
      const me = await targetUser(rt, ctx, ctx.actor.userId, { self: true });
      const photo = filePart(body.photo, 'Photo');
      const photoFileId = photo
        ? (
            await rt.files.put(photo, {
              instituteId: me.ctx.instituteId,
              ownerId: ctx.actor.userId,
              purpose: 'user-photo',
              maxBytes: 2 * 1024 * 1024,
              types: IMAGE_TYPES,
              label: 'Photo',
            })
          ).id
        : undefined;
      const res = await handleUserCommand(rt, me.ctx, ctx.actor.userId, {
        type: 'UpdateProfile',
        data: {
          userId: ctx.actor.userId,
          profile: {
            displayName,
            countryCode: body.countryCode.trim(),
            phoneNumber: body.phoneNumber.trim(),
            gender: body.gender,
            ...(photoFileId ? { photoFileId } : {}),
          },
        },
      });
      return sendWritten(reply, res.append, 'Account updated successfully', { _id: ctx.actor.userId });
    },
  );
}
