import { sql } from 'kysely';
import { ErrorReply, IdParams, UserDetailsQuery, UserDetailsReply, UserList, UserListQuery, type Role } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { appUserPage, appUserRow, type AppUserRow } from '../identity/index.js';
import { departmentsOfUsers } from '../departments/index.js';
import { batchOf } from './batches.js';
import { profileView, taughtStudents, viewerOf, type ProfileView } from './access.js';

export const USER_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];

type Row = AppUserRow;
const s = (v: unknown) => (typeof v === 'string' ? v : null);

/** The user table and the details page: app_user of the caller's institute, never another's. */
export async function userReadRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  // A class register's view carries no contacts.
  const row = (r: Row, view: ProfileView) => ({
    _id: r.id,
    displayName: r.display_name,
    email: view === 'register' ? null : r.email,
    phoneNumber: view === 'register' ? null : r.phone_number,
    countryCode: view === 'register' ? null : r.country_code,
    role: r.role,
    gender: r.gender,
    photoUrl: rt.files.signedUrl(r.photo_file_id, '/api/v1'),
    blockStatus: r.blocked ? ('BLOCKED' as const) : ('ACTIVE' as const),
    createdAt: new Date(r.created_at).toISOString(),
    assignInstitutes: r.institutes,
  });

  app.get(
    '/user',
    {
      config: { access: USER_READERS, module: 'staff', readModels: ['app_user'] },
      schema: { tags: ['users'], querystring: UserListQuery, response: { 200: UserList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const inst = a.instituteId;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const roles = q.role === undefined ? [] : Array.isArray(q.role) ? q.role : [q.role];
      const viewer = await viewerOf(rt, a);
      // A teacher lists colleagues and the students of their own batches, never parents or other students (profileView).
      const taught = a.role === 'TEACHER' ? new Set(await taughtStudents(db, a)) : new Set<string>();
      const page = await appUserPage(db, {
        instituteId: inst,
        roles,
        searchTitle: q.searchTitle,
        learners: a.role === 'TEACHER' ? [...taught] : undefined,
        perPage,
        offset,
      });
      const view = (r: Row) => profileView(viewer, r, taught.has(r.id)) ?? 'register';
      return paged(
        'Users',
        page.rows.map((r) => row(r, view(r))),
        page.total,
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/user/details/:id',
    {
      config: { access: 'authenticated', readModels: ['app_user', 'student', 'department'] },
      schema: { tags: ['users'], params: IdParams, querystring: UserDetailsQuery, response: { 200: UserDetailsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const { id } = req.params;
      const flags = req.query;
      const self = id === a.userId;
      // A student sees only themselves; a parent themselves and their children (profileView says the same; this keeps the message).
      if (!self && (a.role === 'STUDENT' || (a.role === 'PARENT' && !a.children.includes(id)))) {
        throw forbidden('You may only view your own profile.');
      }
      const found = await appUserRow(db, id, self ? null : a.instituteId);
      if (!found) throw notFound('User not found.');
      const st = await sql<{ batch_id: string | null }>`select batch_id from student where id = ${id}`.execute(db);
      const u = { ...found, batch_id: st.rows[0]?.batch_id ?? null };
      const taught = a.role === 'TEACHER' && u.role === 'STUDENT' && (await taughtStudents(db, a, [id])).length > 0;
      // A teacher asking for a student outside their batches (or a parent) learns no more than that no such user is theirs.
      const view = profileView(await viewerOf(rt, a), u, taught);
      if (!view) throw notFound('User not found.');
      const full = view === 'full';
      const reg = view === 'register';
      // The department is the one whose employee list names the person (departments module), never a copy in the profile.
      const member = reg ? undefined : (await departmentsOfUsers(db, a.instituteId, [id])).get(id);
      const p: Record<string, unknown> = { ...(u.profile ?? {}), department: member?.id ?? null };
      const pick = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, p[k] ?? null]));
      return ok('User details', {
        ...row(u, view),
        caste: full ? s(p.caste) : null,
        dateOfBirth: full ? s(p.dateOfBirth) : null,
        webUrl: reg ? null : s(p.webUrl),
        department: reg ? null : s(p.department),
        departmentTitle: member?.title ?? null,
        designation: reg ? null : s(p.designation),
        experience: reg ? null : s(p.experience),
        children: reg ? [] : u.children,
        ...(flags.employee && !reg ? { employeeDetails: pick(['employmentCode', 'department', 'designation', 'experience']) } : {}),
        ...(flags.address && full
          ? {
              addressDetails: {
                ...pick([
                  'aadharNumber',
                  'emergencyContactName',
                  'emergencyContactNumber',
                  'city',
                  'state',
                  'district',
                  'address',
                  'pinCode',
                  'fatherName',
                  'motherName',
                  'parentNumber',
                  'parentEmail',
                ]),
                aadharImageUrl: rt.files.signedUrl(s(p.aadharImageFileId), '/api/v1'),
              },
            }
          : {}),
        ...(flags.bank && full ? { bankDetails: pick(['accountNumber', 'accountHolderName', 'ifscCode', 'bankName']) } : {}),
        ...(flags.academics
          ? {
              academicDetails: {
                ...pick(
                  reg
                    ? ['registrationNumber', 'rollNumber']
                    : [
                        'registrationNumber',
                        'rollNumber',
                        'libraryCardNumber',
                        'applicationNumber',
                        'enrollmentCode',
                        'isHostler',
                        'isUsingTransport',
                      ],
                ),
                batch: await batchOf(db, u.batch_id ?? s(p.batch), a.instituteId),
                certificates: [],
              },
            }
          : {}),
      });
    },
  );
}
