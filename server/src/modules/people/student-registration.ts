import { EMAIL_SCOPE } from '../identity/index.js';
import {
  ErrorReply,
  IdParams,
  Ok,
  StudentRegisterBody,
  StudentRegisteredReply,
  type Role,
  type StudentRegistered,
  type UserProfile,
} from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { badRequest, conflict, forbidden, tooManyRequests } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { idFor } from '../../platform/commands.js';
import { credentialOf } from '../../platform/auth/credentials.js';
import {
  assignRegistrationNumber,
  canManage,
  linkParentToStudent,
  loadUser,
  registerUser,
  releaseRegistrationNumber,
  resendInvitation,
  sendInvitation,
  targetUser,
} from '../identity/index.js';
import { grantedModules } from '../permissions/index.js';
import { batchTitlesByIds, batchUsable } from './batches.js';
import { checkBirth } from './update.js';
import { owningModule } from './access.js';

const REGISTRARS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
/** One resend per user a minute: a mail server takes it, and a double click sends one. */
const RESEND_WINDOW_MS = 60_000;

/** The parent's account the form names: an existing parent of the institute (linked), or one to create. */
async function parentPlan(rt: Runtime, instituteId: string, email: string) {
  const owner = await rt.reservations.owner(EMAIL_SCOPE, email);
  if (!owner) return { existing: null };
  const u = await loadUser(rt, owner);
  if (!u?.exists || u.deleted || u.role !== 'PARENT') throw conflict('This parent e-mail belongs to an account that is not a parent.');
  if (!u.institutes.includes(instituteId)) throw conflict('This parent e-mail belongs to a parent of another institute.');
  return { existing: { id: owner, email: u.email } };
}

/**
 * POST student/register (issue 11 item 8): registers a student with batch, date of birth, a registration number and
 * the parent, who is created (PARENT, invited) or linked when a parent of the institute has that e-mail (siblings).
 * Everything is checked before anything is reserved or written.
 */
export async function studentRegistrationRoutes(app: TypedApp, rt: Runtime) {
  app.post(
    '/student/register',
    {
      config: { access: REGISTRARS, module: 'student' },
      schema: {
        tags: ['students'],
        consumes: MULTIPART,
        body: StudentRegisterBody,
        response: { 200: StudentRegisteredReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const inst = ctx.instituteId;
      const displayName = (body.name ?? body.displayName ?? '').trim();
      if (!displayName) throw badRequest('Student Name is required');
      const countryCode = body.countryCode.trim();
      if (!countryCode) throw badRequest('Country is required.');
      if (!canManage(ctx.actor.role, 'STUDENT')) throw forbidden('Your role may not register this role.');
      const email = body.email.trim().toLowerCase();

      const batch = body.batch?.trim() || null;
      let session: string | null = null;
      if (batch) {
        const usable = () => batchUsable(rt.database.db, batch, inst);
        if (!(await usable()) && !((await rt.runner.waitFor(['batch'], await rt.store.head(), 5000)) && (await usable())))
          throw badRequest('Batch not found.');
        session = (await batchTitlesByIds(rt.database.db, inst, [batch])).get(batch)?.session ?? null;
      }
      const dateOfBirth = body.dateOfBirth?.trim() || null;
      if (dateOfBirth) checkBirth(dateOfBirth, ctx.now, false);

      const parentName = body.parentName?.trim() ?? '';
      const parentEmail = body.parentEmail?.trim().toLowerCase() ?? '';
      const parentPhone = body.parentPhone?.trim() ?? '';
      const wantsParent = Boolean(parentName || parentEmail || parentPhone);
      if (wantsParent && !parentName) throw badRequest('Parent name is required.');
      if (wantsParent && !parentEmail) throw badRequest('Parent email is required.');
      if (wantsParent && parentEmail === email) throw badRequest("The parent's e-mail must differ from the student's.");
      if (wantsParent && !canManage(ctx.actor.role, 'PARENT')) throw forbidden('Your role may not register this role.');
      const plan = wantsParent ? await parentPlan(rt, inst, parentEmail) : null;
      const studentEmailOwner = await rt.reservations.owner(EMAIL_SCOPE, email);
      if (studentEmailOwner) throw conflict('A user with this email already exists.');

      const photo = filePart(body.photo, 'Photo');
      const photoFileId = photo
        ? (
            await rt.files.put(photo, {
              instituteId: inst,
              ownerId: ctx.actor.userId,
              purpose: 'user-photo',
              maxBytes: 2 * 1024 * 1024,
              types: IMAGE_TYPES,
              label: 'Photo',
            })
          ).id
        : null;

      const userId = idFor(ctx, 'user');
      const registrationNumber = await assignRegistrationNumber(rt, inst, ctx.now, {
        owner: userId,
        typed: body.registrationNumber,
        session,
      });
      const relation = body.parentRelation ?? 'FATHER';
      const profile: UserProfile = {
        phoneNumber: body.phoneNumber.trim(),
        countryCode,
        gender: body.gender,
        caste: body.caste,
        registrationNumber,
        ...(batch ? { batch } : {}),
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(photoFileId ? { photoFileId } : {}),
        ...(wantsParent
          ? {
              ...(relation === 'FATHER' ? { fatherName: parentName } : relation === 'MOTHER' ? { motherName: parentName } : {}),
              parentEmail,
              ...(parentPhone ? { parentNumber: parentPhone } : {}),
            }
          : {}),
      };
      let created;
      try {
        created = await registerUser(rt, ctx, {
          email,
          displayName,
          role: 'STUDENT',
          password: null,
          institutes: [inst],
          profile,
          userId,
        });
      } catch (err) {
        await releaseRegistrationNumber(rt, inst, registrationNumber, userId);
        throw err;
      }
      await sendInvitation(rt, { userId, email, displayName }, inst);
      let append = created.append;
      let parent: StudentRegistered['parent'] = null;
      if (plan) {
        let parentId = plan.existing?.id ?? null;
        if (!parentId) {
          const p = await registerUser(rt, ctx, {
            email: parentEmail,
            displayName: parentName,
            role: 'PARENT',
            password: null,
            institutes: [inst],
            profile: { countryCode, ...(parentPhone ? { phoneNumber: parentPhone } : {}) },
            userId: idFor(ctx, 'parent'),
          });
          parentId = p.userId;
          await sendInvitation(rt, { userId: parentId, email: parentEmail, displayName: parentName }, inst);
        }
        const linked = await linkParentToStudent(rt, ctx, parentId, userId);
        append = linked.append ?? append;
        parent = { _id: parentId, email: parentEmail, created: !plan.existing };
      }
      return sendWritten(reply, append, 'STUDENT created successfully', { _id: userId, email, displayName, registrationNumber, parent });
    },
  );

  app.post(
    '/user/invitation/:id',
    {
      // The module is the one that owns the record (`student` for students and parents, `staff` otherwise), checked below.
      config: { access: REGISTRARS },
      schema: {
        tags: ['users'],
        summary: 'Sends a new invitation (set-password link) to a user who has not chosen a password yet',
        params: IdParams,
        response: { 200: Ok(Type.Object({ _id: Type.String(), email: Type.String() })), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const { state } = await targetUser(rt, ctx, id);
      if (!canManage(ctx.actor.role, state.role)) throw forbidden('Your role may not manage this user.');
      const auth = authOf(req);
      const module = owningModule(state.role!);
      if (auth.role === 'MANAGER' && !(await grantedModules(rt.database.db, auth, [module])).has(module))
        throw forbidden(`You do not have access to ${module}.`);
      const hash = await credentialOf(rt.database.db, id);
      if ((hash && hash !== '!') || state.legacyPasswordHash) throw conflict('This user has already set a password.');
      if (state.blocked) throw conflict('This user is blocked: unblock them first.');
      const key = `invitation-resend:${id}`;
      if ((await rt.limiter.hit(key, RESEND_WINDOW_MS)) > 1) {
        reply.header('retry-after', String(Math.ceil(RESEND_WINDOW_MS / 1000)));
        throw tooManyRequests('An invitation was sent to this user a moment ago. Try again in a minute.');
      }
      await resendInvitation(rt, { userId: id, email: state.email, displayName: state.displayName }, ctx.instituteId);
      return sendWritten(reply, null, 'Invitation sent', { _id: id, email: state.email });
    },
  );
}
