import { ErrorReply, IdParams, Ok, UserUpdateBody, type Role, type UserProfile } from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { canManage, handleUserCommand, LIBRARY_CARD_SCOPE, REGISTRATION_SCOPE, targetUser } from '../identity/index.js';
import { batchUsable } from './batches.js';
import { owningModule } from './access.js';
import { grantedModules } from '../permissions/index.js';
import { authOf } from '../../platform/http/access.js';
import { departmentAssignment } from '../departments/index.js';

const EDITORS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
const TEXT_FIELDS = [
  'phoneNumber',
  'countryCode',
  'gender',
  'caste',
  'webUrl',
  'dateOfBirth',
  'experience',
  'designation',
  'employmentCode',
  'aadharNumber',
  'emergencyContactName',
  'emergencyContactNumber',
  'city',
  'state',
  'district',
  'address',
  'pinCode',
  'accountNumber',
  'accountHolderName',
  'ifscCode',
  'bankName',
  'applicationNumber',
  'enrollmentCode',
  'registrationNumber',
  'rollNumber',
  'libraryCardNumber',
  'batch',
  'fatherName',
  'motherName',
  'parentNumber',
  'parentEmail',
] as const;
const label = (k: string) =>
  k
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** Staff must be at least 18 (001 §5); nobody is born in the future, or before 1900. */
export function checkBirth(value: string, now: Date, staff: boolean) {
  const born = new Date(`${value}T00:00:00Z`);
  const adult = new Date(Date.UTC(born.getUTCFullYear() + 18, born.getUTCMonth(), born.getUTCDate()));
  if (!(value >= '1900-01-01') || born > now || (staff && adult > now)) throw badRequest('Please choose a valid date of birth');
}

/** The profile fields sent, trimmed; a field sent blank is refused with its message (a partial update keeps the rest). */
function profileOf(body: UserUpdateBody, student: boolean): UserProfile {
  const out: Record<string, unknown> = {};
  const name = body.name ?? body.displayName;
  if (name !== undefined) {
    if (!name.trim()) throw badRequest(student ? 'Student Name is required' : 'Name is required');
    out.displayName = name.trim();
  }
  for (const k of TEXT_FIELDS) {
    const v = (body as Record<string, unknown>)[k];
    if (v === undefined) continue;
    const t = String(v).trim();
    if (!t && k !== 'webUrl')
      throw badRequest(k === 'countryCode' ? 'Country is required.' : k === 'city' ? 'City is required.' : `${label(k)} is required.`);
    out[k] = t;
  }
  if (body.isHostler !== undefined) out.isHostler = body.isHostler;
  if (body.isUsingTransport !== undefined) out.isUsingTransport = body.isUsingTransport;
  return out as UserProfile;
}

/** PUT user/update/:id (multipart): staff and student details of 001 §3/§5, with the photo and the Aadhar image. */
export async function userUpdateRoutes(app: TypedApp, rt: Runtime) {
  app.put(
    '/user/update/:id',
    {
      // The module is the one that owns the record edited (`student` for students and parents, `staff` otherwise), checked below.
      config: { access: EDITORS },
      schema: {
        tags: ['users'],
        consumes: MULTIPART,
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const body = req.body;
      const target = await targetUser(rt, ctx, id);
      const { state } = target;
      if (!canManage(ctx.actor.role, state.role)) throw forbidden('Your role may not manage this user.');
      const auth = authOf(req);
      const module = owningModule(state.role!);
      if (auth.role === 'MANAGER' && !(await grantedModules(rt.database.db, auth, [module])).has(module)) {
        throw forbidden(`You do not have access to ${module}.`);
      }
      const student = state.role === 'STUDENT';
      if (body.email?.trim() && body.email.trim().toLowerCase() !== state.email) throw badRequest('The email cannot be changed.');
      if (body.role !== undefined && body.role !== state.role) throw badRequest('The role cannot be changed.');
      const profile = profileOf(body, student);
      if (profile.dateOfBirth) checkBirth(profile.dateOfBirth, ctx.now, !student && state.role !== 'PARENT');
      if (profile.batch) {
        const usable = () => batchUsable(rt.database.db, profile.batch!, target.ctx.instituteId);
        // A batch created a moment ago may not be in the read model yet (a separate worker): catch up once before refusing.
        if (!(await usable()) && !((await rt.runner.waitFor(['batch'], await rt.store.head(), 5000)) && (await usable()))) {
          throw badRequest('Batch not found.');
        }
      }

      // The department is the department's employee list (departments module), not a profile field: the same checks as the
      // department drawer run now, the membership is written after the profile.
      let department: Awaited<ReturnType<typeof departmentAssignment>> | null = null;
      if (body.department !== undefined) {
        const departmentId = body.department.trim();
        if (!departmentId) throw badRequest('Department is required.');
        department = await departmentAssignment(rt, ctx, id, departmentId);
      }

      // Registration and library-card numbers are unique in the institute: reserved before the write, moved after it.
      const inst = target.ctx.instituteId;
      const moves: [string, string | undefined, string | undefined, string][] = [
        [
          REGISTRATION_SCOPE(inst),
          state.profile.registrationNumber,
          profile.registrationNumber,
          'This registration number is already in use.',
        ],
        [
          LIBRARY_CARD_SCOPE(inst),
          state.profile.libraryCardNumber,
          profile.libraryCardNumber,
          'This library card number is already in use.',
        ],
      ];
      const reserved: [string, string][] = [];
      try {
        for (const [scope, old, next, message] of moves) {
          if (next === undefined || next.toLowerCase() === old?.toLowerCase()) continue;
          await rt.reservations.reserve(scope, next, id, message);
          reserved.push([scope, next]);
        }
        const put = async (value: unknown, field: string, purpose: string, maxBytes: number) => {
          const part = filePart(value, field);
          if (!part) return undefined;
          return (
            await rt.files.put(part, { instituteId: inst, ownerId: ctx.actor.userId, purpose, maxBytes, types: IMAGE_TYPES, label: field })
          ).id;
        };
        const photoFileId = await put(body.photo, 'Photo', 'user-photo', 2 * 1024 * 1024);
        const aadharImageFileId = await put(body.aadharImage, 'Aadhar image', 'aadhar-image', 5 * 1024 * 1024);
        if (photoFileId) profile.photoFileId = photoFileId;
        if (aadharImageFileId) profile.aadharImageFileId = aadharImageFileId;
        const res = await handleUserCommand(rt, target.ctx, id, { type: 'UpdateProfile', data: { userId: id, profile } });
        const moved = department ? await department.commit() : null;
        for (const [scope, old, next] of moves) {
          if (next !== undefined && old && next.toLowerCase() !== old.toLowerCase()) await rt.reservations.release(scope, old, id);
        }
        return sendWritten(reply, moved?.append ?? res.append, 'User updated successfully', { _id: id });
      } catch (err) {
        for (const [scope, value] of reserved) await rt.reservations.release(scope, value, id);
        throw err;
      }
    },
  );
}
