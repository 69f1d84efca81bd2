import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { LIBRARY_MESSAGES, type BookIssue, type LibraryRules, type Role } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf, type AuthContext } from '../../../platform/http/access.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { todayOf } from '../../../platform/clock.js';
import { holidaysBetween } from '../../academics/index.js';
import { fineOf, type HolidaySpan } from './fine.js';
import { librarySettingsDecider, librarySettingsStream, rulesOf } from './settings-decider.js';
import type { Reckoning } from './decider.js';

/** "Office" (issue 17): SUPER_ADMIN, ADMIN, and MANAGER / STAFF with the permission module `library`. */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** The office, and a student or parent for their own (child's) records. */
export const OFFICE_AND_OWN: Role[] = [...OFFICE, 'STUDENT', 'PARENT'];
export const EVERYONE: Role[] = [...OFFICE, 'TEACHER', 'STUDENT', 'PARENT'];

export const ISSUE_MODELS = ['library_issue', 'library_member'];
export const HOLD_MODELS = ['library_hold', 'library_issue', 'library_member'];

/** Waits for the read models to apply the whole log (a row written just now). */
export async function caughtUp(rt: Runtime, readModels: string[]) {
  await rt.runner.waitFor(readModels, await rt.store.head(), 5000);
}

/** The institute's library rules (DEFAULT_LIBRARY_RULES until they are first saved). */
export async function rulesFor(rt: Runtime, instituteId: string): Promise<LibraryRules> {
  return rulesOf(await rt.commands.state(librarySettingsDecider, librarySettingsStream(instituteId), { instituteId }));
}

/** The holidays of the institute from `from` to `to` (an empty list when `from` is after `to`). */
export async function holidaySpans(rt: Runtime, instituteId: string, from: string, to: string): Promise<HolidaySpan[]> {
  if (from > to) return [];
  return holidaysBetween(rt.database.db, instituteId, from, to);
}

/** What an open loan's fine is reckoned with today: the rules and the holidays since the earliest of `returnDates`. */
export async function reckoningFor(
  rt: Runtime,
  instituteId: string,
  returnDates: readonly string[] = [],
  today = todayOf(rt.clock),
): Promise<Reckoning> {
  const rules = await rulesFor(rt, instituteId);
  const from = [...returnDates].sort()[0] ?? today;
  const holidays = rules.countHolidays ? [] : await holidaySpans(rt, instituteId, from, today);
  return { today, rules, holidays };
}

/** A student or parent reaches only their own (their children's) records; 403 otherwise, like the fee screens. */
export function assertOwn(auth: Pick<AuthContext, 'role' | 'userId' | 'children'>, studentId: string) {
  if (auth.role === 'STUDENT' && studentId !== auth.userId) throw forbidden('You may see only your own library records.');
  if (auth.role === 'PARENT' && !auth.children.includes(studentId))
    throw forbidden('You may see only the library records of your own children.');
}
/** Whether the caller may see the records of `studentId` (the office sees all of their institute). */
export const mayReach = (auth: Pick<AuthContext, 'role' | 'userId' | 'children'>, studentId: string) =>
  auth.role === 'STUDENT' ? studentId === auth.userId : auth.role === 'PARENT' ? auth.children.includes(studentId) : true;

export interface MemberRow {
  id: string;
  institute_id: string;
  display_name: string;
  gender: string | null;
  photo_file_id: string | null;
  batch_id: string | null;
  registration_number: string | null;
  roll_number: string | null;
  library_card_number: string | null;
}
const MEMBER_COLS = sql`id, institute_id, display_name, gender, photo_file_id, batch_id, registration_number, roll_number, library_card_number`;

/** Members (students) by id, of one institute (deleted ones too: old loans keep their names). */
export async function membersByIds(rt: Runtime, instituteId: string, ids: readonly string[]): Promise<Map<string, MemberRow>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const r = await sql<MemberRow>`select ${MEMBER_COLS} from library_member
    where id = any(${unique}::text[]) and institute_id = ${instituteId}`.execute(rt.database.db);
  return new Map(r.rows.map((m) => [m.id, m]));
}

/** A live student of the institute (looked up again once the read model caught up), or undefined. */
export async function liveMember(rt: Runtime, instituteId: string, studentId: string): Promise<MemberRow | undefined> {
  const q = async () =>
    (
      await sql<MemberRow>`select ${MEMBER_COLS} from library_member
    where id = ${studentId} and institute_id = ${instituteId} and deleted_at is null`.execute(rt.database.db)
    ).rows[0];
  const first = await q();
  if (first) return first;
  await caughtUp(rt, ['library_member']);
  return q();
}

/** The student a call names, after the own-records check: 404 when the institute has no such student. */
export async function memberFor(rt: Runtime, req: FastifyRequest, studentId: string): Promise<MemberRow> {
  const auth = authOf(req);
  assertOwn(auth, studentId);
  const m = await liveMember(rt, auth.instituteId, studentId);
  if (!m) throw notFound('Student not found.');
  return m;
}

export interface BookRefRow {
  id: string;
  title: string;
  author_id: string | null;
  image_key: string | null;
  author_name: string | null;
}

/** The books (with their authors' names) the loans name, by id. */
export async function bookRefs(rt: Runtime, instituteId: string, ids: readonly string[]): Promise<Map<string, BookRefRow>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const r = await sql<BookRefRow>`select b.id, b.title, b.author_id, b.image_key, a.name as author_name
    from library_issue_book b left join library_issue_author a on a.id = b.author_id
    where b.id = any(${unique}::text[]) and b.institute_id = ${instituteId}`.execute(rt.database.db);
  return new Map(r.rows.map((b) => [b.id, b]));
}

export async function authorName(rt: Runtime, instituteId: string, authorId: string | null): Promise<string | null> {
  if (!authorId) return null;
  const r = await sql<{
    name: string;
  }>`select name from library_issue_author where id = ${authorId} and institute_id = ${instituteId}`.execute(rt.database.db);
  return r.rows[0]?.name ?? null;
}

/** A loan as the views need it, from a read-model row or from the decider's state. */
export interface LoanFacts {
  id: string;
  bookId: string;
  studentId: string;
  issuedAt: string;
  returnDate: string;
  returnedAt: string | null;
  daysOverdue: number;
  fine: number;
  finePaid: number;
  fineWaived: number;
  renewals: number;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

export function bookRefView(
  rt: Runtime,
  bookId: string,
  b: { title: string; authorId: string | null; imageKey: string | null; authorName: string | null } | undefined,
) {
  return {
    _id: bookId,
    title: b?.title ?? '',
    author: b?.authorId ? { _id: b.authorId, name: b.authorName ?? '' } : null,
    imageUrl: rt.files.signedUrl(b?.imageKey ?? null, '/api/v1'),
  };
}

export function studentRefView(rt: Runtime, studentId: string, m: MemberRow | undefined) {
  return {
    _id: studentId,
    displayName: m?.display_name ?? '',
    photoUrl: rt.files.signedUrl(m?.photo_file_id ?? null, '/api/v1'),
    registrationNumber: m?.registration_number ?? null,
    libraryCardNumber: m?.library_card_number ?? null,
  };
}

/** What is left to pay of a loan's fine now (rupees). */
export function pendingOfLoan(l: LoanFacts, r: Reckoning): number {
  const fine = l.returnedAt === null ? fineOf(l.returnDate, r.today, r.rules, r.holidays).fine : l.fine;
  return Math.max(0, r2(fine - l.finePaid - l.fineWaived));
}

/** 001 §3 Book issue: the loan with its fine — frozen at the return, else grown to today under the rules. */
export function issueView(l: LoanFacts, r: Reckoning, book: BookIssue['book'], user: BookIssue['user']): BookIssue {
  const open = l.returnedAt === null;
  const f = open ? fineOf(l.returnDate, r.today, r.rules, r.holidays) : { daysOverdue: l.daysOverdue, fine: l.fine };
  return {
    _id: l.id,
    book,
    user,
    createdAt: new Date(l.issuedAt).toISOString(),
    returnDate: l.returnDate,
    returned: !open,
    actualReturnDate: l.returnedAt ? new Date(l.returnedAt).toISOString() : null,
    daysOverdue: f.daysOverdue,
    overdue: f.daysOverdue > 0,
    fine: r2(f.fine),
    finePaid: r2(l.finePaid),
    fineWaived: r2(l.fineWaived),
    pendingAmount: Math.max(0, r2(f.fine - l.finePaid - l.fineWaived)),
    renewals: l.renewals,
  };
}

export const ISSUE_NOT_FOUND = () => notFound(LIBRARY_MESSAGES.issueMissing);
