import { sql } from 'kysely';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { RegisterBody, UserUpdateBody, type BulkKind, type BulkRowError, type Role, type UserProfile } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { messageFor } from '../../platform/http/validation.js';
import { uuidFrom } from '../../platform/ids.js';
import { EMAIL_SCOPE, REGISTRATION_SCOPE } from '../identity/index.js';
import { batchUsable, checkBirth } from '../people/index.js';
import { batchTitlesByIds, instituteBatchTitles } from '../academics/index.js';
import type { SheetRow } from './sheet.js';

/** Columns a sheet must have (the rest may be left out). */
export const REQUIRED_COLUMNS: Record<BulkKind, string[]> = {
  student: ['name', 'email', 'phoneNumber', 'countryCode', 'gender', 'caste'],
  staff: ['name', 'email', 'phoneNumber', 'countryCode', 'gender', 'caste', 'role'],
  // ---- inventory (inv-server) ----
  inventory: ['title', 'category', 'price', 'quantity'],
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  book: ['title', 'quantity'],
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  transport: ['type'],
  // ---- end transport fleet ----
  finance: ['title', 'financeType', 'amount'],
};
const ACCOUNT_FIELDS = new Set(['name', 'email', 'phoneNumber', 'countryCode', 'gender', 'caste', 'role']);
/** Columns that name the batch (course, branch, session titles): resolved to its id, not stored as they are. */
const BATCH_NAME_FIELDS = new Set(['course', 'branch', 'session']);

const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
const batchKey = (course: string, branch: string, session: string) => `${norm(course)}\u0000${norm(branch)}\u0000${norm(session)}`;

/**
 * The institute's batches by their course, branch and session titles (case and spacing ignored). A running batch
 * wins over a completed one of the same names; two running ones are ambiguous.
 */
async function batchFinder(rt: Runtime, instituteId: string) {
  const all = await instituteBatchTitles(rt.database.db, instituteId);
  const byKey = new Map<string, typeof all>();
  for (const b of all) {
    if (!b.course || !b.branch || !b.session) continue;
    const k = batchKey(b.course, b.branch, b.session);
    byKey.set(k, [...(byKey.get(k) ?? []), b]);
  }
  return (course: string, branch: string, session: string): { id: string; session: string } | { error: string } => {
    const found = byKey.get(batchKey(course, branch, session)) ?? [];
    const open = found.filter((b) => !b.isCompleted);
    const pick = open.length > 0 ? open : found;
    if (pick.length === 1) return { id: pick[0]!._id, session: pick[0]!.session ?? session };
    if (pick.length === 0) return { error: `No batch for course ${course}, branch ${branch}, session ${session}.` };
    return {
      error: `${pick.length} batches match course ${course}, branch ${branch}, session ${session}: give the batch id in a batch column.`,
    };
  };
}
const STAFF_ROLES: Role[] = ['TEACHER', 'STAFF'];

/** A row that passed every check, ready for the register command. */
export interface GoodRow {
  row: number;
  userId: string;
  email: string;
  displayName: string;
  role: Role;
  profile: UserProfile;
  /** The title of the batch's session (the {SESSION} of the registration-number pattern), when the row has a batch. */
  session: string | null;
}

export interface Checked {
  good: GoodRow[];
  /** Rows whose user an earlier upload already registered (same institute and e-mail). */
  already: { row: number; email: string }[];
  errors: BulkRowError[];
  badRows: number;
}

/** The user id of a row: the same institute and e-mail give the same id, so a second upload finds the first one's user. */
export const rowUserId = (instituteId: string, email: string) => uuidFrom('bulk-upload', instituteId, email.trim().toLowerCase(), 'user');

const registerCheck = TypeCompiler.Compile(RegisterBody);
const updateCheck = TypeCompiler.Compile(UserUpdateBody);

/** Every failing field of a value, with the message the HTTP call would give (first failure per field). */
function problems(check: ReturnType<typeof TypeCompiler.Compile<TSchema>>, value: unknown): { field: string; message: string }[] {
  const out = new Map<string, string>();
  for (const err of check.Errors(value)) {
    const field = err.path.replace(/^\//, '').split('/')[0] || 'row';
    if (!out.has(field)) out.set(field, messageFor(err, 'row'));
  }
  return [...out].map(([field, message]) => ({ field, message }));
}

/** Owners of reserved values, in one query per scope rather than one per row. */
async function owners(rt: Runtime, scope: string, values: string[]): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const r = await sql<{ value: string; owner_id: string }>`select value, owner_id from reservation
    where scope = ${scope} and value = any(${values}::text[])`.execute(rt.database.db);
  return new Map(r.rows.map((x) => [x.value, x.owner_id]));
}

/**
 * Validates every row with the rules of `POST auth/management/register` (the account fields, by its schema) and
 * `PUT user/update/:id` (the profile fields, by its schema; date of birth, batch, unique registration number), and
 * finds rows already imported. Reads only: a dry run and the import share it.
 */
export async function checkRows(rt: Runtime, kind: BulkKind, instituteId: string, rows: SheetRow[], now: Date): Promise<Checked> {
  const errors: BulkRowError[] = [];
  const bad = new Set<number>();
  const fail = (row: number, field: string, message: string) => {
    errors.push({ row, field, message });
    bad.add(row);
  };
  const candidates: GoodRow[] = [];
  const seenEmail = new Map<string, number>();
  const seenReg = new Map<string, number>();
  const batches = new Map<string, Promise<boolean>>();
  const findBatch = kind === 'student' ? await batchFinder(rt, instituteId) : null;

  for (const { row, values } of rows) {
    const role = (kind === 'student' ? 'STUDENT' : values.role?.toUpperCase()) as Role;
    const account = {
      name: values.name,
      email: values.email,
      phoneNumber: values.phoneNumber,
      countryCode: values.countryCode,
      gender: values.gender?.toUpperCase() || undefined,
      caste: values.caste?.toUpperCase() || undefined,
      role,
    };
    if (!values.name) fail(row, 'name', 'Name is required');
    for (const p of problems(registerCheck, Object.fromEntries(Object.entries(account).filter(([, v]) => v)))) {
      if (p.field !== 'role') fail(row, p.field, p.message);
    }
    if (kind === 'staff' && !STAFF_ROLES.includes(role))
      fail(row, 'role', values.role ? 'Role must be TEACHER or STAFF.' : 'Role is required.');

    // Profile columns left blank are not sent (a sheet has no "leave unchanged"); a filled one follows user/update.
    const profile: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) if (!ACCOUNT_FIELDS.has(k) && !BATCH_NAME_FIELDS.has(k) && v) profile[k] = v;
    for (const p of problems(updateCheck, profile)) fail(row, p.field, p.message);
    let session: string | null = null;
    if (findBatch && !profile.batch && (values.course || values.branch || values.session)) {
      const missing = (['course', 'branch', 'session'] as const).filter((k) => !values[k]);
      if (missing.length > 0) fail(row, missing[0]!, 'Give the course, branch and session together to place the student in a batch.');
      else {
        const found = findBatch(values.course!, values.branch!, values.session!);
        if ('error' in found) fail(row, 'batch', found.error);
        else {
          profile.batch = found.id;
          session = found.session;
        }
      }
    }
    if (profile.dateOfBirth && !bad.has(row)) {
      try {
        checkBirth(profile.dateOfBirth, now, kind === 'staff');
      } catch (err) {
        fail(row, 'dateOfBirth', (err as Error).message);
      }
    }
    if (profile.batch) {
      let usable = batches.get(profile.batch);
      if (!usable) batches.set(profile.batch, (usable = batchUsable(rt.database.db, profile.batch, instituteId)));
      if (!(await usable)) fail(row, 'batch', 'Batch not found.');
      else if (!session)
        session = (await batchTitlesByIds(rt.database.db, instituteId, [profile.batch])).get(profile.batch)?.session ?? null;
    }
    const email = (values.email ?? '').trim().toLowerCase();
    if (email) {
      const first = seenEmail.get(email);
      if (first !== undefined) fail(row, 'email', `This email is already on row ${first} of the file.`);
      else seenEmail.set(email, row);
    }
    const reg = profile.registrationNumber?.toLowerCase();
    if (reg) {
      const first = seenReg.get(reg);
      if (first !== undefined) fail(row, 'registrationNumber', `This registration number is already on row ${first} of the file.`);
      else seenReg.set(reg, row);
    }
    if (bad.has(row)) continue;
    candidates.push({
      row,
      userId: rowUserId(instituteId, email),
      email,
      displayName: values.name!.trim(),
      role,
      profile: {
        phoneNumber: account.phoneNumber!,
        countryCode: account.countryCode!,
        gender: account.gender,
        caste: account.caste,
        ...profile,
      } as UserProfile,
      session,
    });
  }

  // The write-time guards, read ahead: an e-mail held by this row's own id was imported before (skipped, not an error).
  const emailOwners = await owners(
    rt,
    EMAIL_SCOPE,
    candidates.map((c) => c.email),
  );
  const regOwners = await owners(
    rt,
    REGISTRATION_SCOPE(instituteId),
    candidates.flatMap((c) => (c.profile.registrationNumber ? [c.profile.registrationNumber.toLowerCase()] : [])),
  );
  const good: GoodRow[] = [];
  const already: Checked['already'] = [];
  for (const c of candidates) {
    const owner = emailOwners.get(c.email);
    if (owner === c.userId) {
      already.push({ row: c.row, email: c.email });
      continue;
    }
    if (owner) fail(c.row, 'email', 'A user with this email already exists.');
    const reg = c.profile.registrationNumber?.toLowerCase();
    const regOwner = reg ? regOwners.get(reg) : undefined;
    if (regOwner && regOwner !== c.userId) fail(c.row, 'registrationNumber', 'This registration number is already in use.');
    if (!bad.has(c.row)) good.push(c);
  }
  errors.sort((a, b) => a.row - b.row);
  return { good, already, errors, badRows: bad.size };
}
