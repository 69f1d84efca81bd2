import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorReply, Ok, RegisterBody, RoleSchema, type Role, type UserProfile } from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { idFor } from '../../platform/commands.js';
import { canManage, linkParentToStudent, loadUser, registerUser } from './service.js';
import { assignRegistrationNumber, releaseRegistrationNumber } from './registration-numbers.js';

const INVITE_DAYS = 7;
const REGISTRARS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

/** A single-use link to choose a first password: the password-reset token, valid for a week. */
export async function sendInvitation(rt: Runtime, user: { userId: string; email: string; displayName: string }, instituteId: string) {
  const token = randomBytes(32).toString('base64url');
  await sql`insert into password_reset (token_hash, user_id, expires_at)
    values (${hashToken(token)}, ${user.userId}, now() + make_interval(days => ${INVITE_DAYS}))`.execute(rt.database.db);
  await rt.mailer.send(invitationMail(rt, user, token), instituteId);
}

/**
 * A new invitation for a user who has not chosen a password yet (an admin's "Resend invitation"): the links sent
 * before stop working, so only the newest one in the inbox counts.
 */
export async function resendInvitation(rt: Runtime, user: { userId: string; email: string; displayName: string }, instituteId: string) {
  await sql`update password_reset set used_at = now() where user_id = ${user.userId} and used_at is null`.execute(rt.database.db);
  await sendInvitation(rt, user, instituteId);
}

/** The invitation e-mail carrying a token (single registration and bulk upload send the same text). */
export function invitationMail(rt: Runtime, user: { email: string; displayName: string }, token: string) {
  const link = `${rt.config.publicUrl}/reset-password?token=${token}`;
  return {
    to: user.email,
    subject: 'Your account is ready',
    text: `Hello ${user.displayName},\n\nAn account was created for you. To choose your password, open:\n${link}\n\nThe link works once, for ${INVITE_DAYS} days.`,
  };
}
export const INVITATION_DAYS = INVITE_DAYS;
export const inviteTokenHash = (t: string) => hashToken(t);

const asList = (v: string | string[] | undefined) =>
  (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean);

/** 001 §5 Registration: POST auth/management/register (multipart). The new user joins the caller's active institute. */
export async function registrationRoutes(app: TypedApp, rt: Runtime) {
  app.post(
    '/auth/management/register',
    {
      config: { access: REGISTRARS, module: 'staff' },
      schema: {
        tags: ['users'],
        consumes: MULTIPART,
        body: RegisterBody,
        response: {
          200: Ok(Type.Object({ _id: Type.String(), email: Type.String(), displayName: Type.String(), role: RoleSchema })),
          '4xx': ErrorReply,
        },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const displayName = (body.name ?? body.displayName ?? '').trim();
      if (!displayName) throw badRequest('Name is required');
      const countryCode = body.countryCode.trim();
      if (!countryCode) throw badRequest('Country is required.');
      if (!canManage(ctx.actor.role, body.role)) throw forbidden('Your role may not register this role.');
      const students = asList(body.students);
      if (students.length > 0 && body.role !== 'PARENT') throw badRequest('Only a parent can be linked to students.');
      for (const id of students) {
        const s = await loadUser(rt, id);
        if (s?.role !== 'STUDENT' || s.deleted || !s.institutes.includes(ctx.instituteId)) throw badRequest('Student not found.');
      }
      const photo = filePart(body.photo, 'Photo');
      const photoFileId = photo
        ? (
            await rt.files.put(photo, {
              instituteId: ctx.instituteId,
              ownerId: ctx.actor.userId,
              purpose: 'user-photo',
              maxBytes: 2 * 1024 * 1024,
              types: IMAGE_TYPES,
              label: 'Photo',
            })
          ).id
        : null;
      const profile: UserProfile = {
        phoneNumber: body.phoneNumber.trim(),
        countryCode,
        gender: body.gender,
        caste: body.caste,
        ...(body.webUrl?.trim() ? { webUrl: body.webUrl.trim() } : {}),
        ...(photoFileId ? { photoFileId } : {}),
      };
      // A student gets a registration number from the institute's pattern (issue 11; no batch here, so {SESSION} is the year).
      const userId = idFor(ctx, 'user');
      const registrationNumber =
        body.role === 'STUDENT' ? await assignRegistrationNumber(rt, ctx.instituteId, ctx.now, { owner: userId, session: null }) : null;
      if (registrationNumber) profile.registrationNumber = registrationNumber;
      // No password yet: the user chooses one through the e-mailed link.
      let created;
      try {
        created = await registerUser(rt, ctx, {
          email: body.email,
          displayName,
          role: body.role,
          password: null,
          institutes: [ctx.instituteId],
          profile,
          userId,
        });
      } catch (err) {
        if (registrationNumber) await releaseRegistrationNumber(rt, ctx.instituteId, registrationNumber, userId);
        throw err;
      }
      let append = created.append;
      for (const studentId of students) {
        const linked = await linkParentToStudent(rt, ctx, created.userId, studentId);
        append = linked.append ?? append;
      }
      const email = body.email.trim().toLowerCase();
      await sendInvitation(rt, { userId: created.userId, email, displayName }, ctx.instituteId);
      return sendWritten(reply, append, `${body.role} created successfully`, { _id: created.userId, email, displayName, role: body.role });
    },
  );
}
