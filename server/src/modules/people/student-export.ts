import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { ErrorReply, FileReply, STUDENT_EXPORT_MAX_ROWS, type Role } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { likePattern } from '../../platform/http/reply.js';
import { instituteDay } from '../../platform/days.js';
import { exportFile, exportFileName, type Cell, type DownloadType } from '../../platform/exports/table-file.js';
import { type ExportChoiceQuery, exportChoice, exportHeaders, exportQuery, exportWindow } from '../../platform/exports/export-request.js';
import { batchTitlesByIds, batchViewsExist, studentBatchCondition } from './batches.js';
import { instituteName, profilesByIds } from '../identity/index.js';
import { sensitiveAccess, viewerOf } from './access.js';

/** Who may export: the staff roles that read the student list; TEACHER reads it but may not take it away as a file. */
const EXPORTERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** One file holds at most this many rows; a bigger export is refused with a message, never cut short (issue 11). */
export const EXPORT_MAX_ROWS = STUDENT_EXPORT_MAX_ROWS;

type Row = {
  id: string;
  batch_id: string | null;
  display_name: string;
  email: string;
  phone_number: string | null;
  gender: string | null;
  registration_number: string | null;
  roll_number: string | null;
  library_card_number: string | null;
  application_number: string | null;
  enrollment_code: string | null;
  created_at: Date | string;
  profile: Record<string, unknown> | null;
  session_title?: string | null;
  course_title?: string | null;
  branch_title?: string | null;
};

const p =
  (k: string) =>
  (r: Row): Cell => {
    const v = r.profile?.[k];
    return v === undefined || v === null ? null : typeof v === 'boolean' ? v : String(v);
  };

/** The 27 student export fields (001 §3): identity, contact, batch, academic, address, parent; and the list's Joined Date. */
/** `sensitive`: left blank in a row the caller may not see the sensitive fields of (people/access.ts). */
export const STUDENT_EXPORT_FIELDS: { key: string; label: string; value: (r: Row) => Cell; sensitive?: true }[] = [
  { key: '_id', label: 'Id', value: (r) => r.id },
  { key: 'displayName', label: 'Name', value: (r) => r.display_name },
  { key: 'email', label: 'Email', value: (r) => r.email },
  { key: 'phoneNumber', label: 'Phone Number', value: (r) => r.phone_number },
  { key: 'gender', label: 'Gender', value: (r) => r.gender },
  { key: 'createdAt', label: 'Joined Date', value: (r) => instituteDay(new Date(r.created_at)) },
  { key: 'dateOfBirth', label: 'Date of Birth', value: p('dateOfBirth'), sensitive: true },
  { key: 'caste', label: 'Caste', value: p('caste'), sensitive: true },
  { key: 'session', label: 'Session', value: (r) => r.session_title ?? null },
  { key: 'course', label: 'Course', value: (r) => r.course_title ?? null },
  { key: 'branch', label: 'Branch', value: (r) => r.branch_title ?? null },
  { key: 'applicationNumber', label: 'Application Number', value: (r) => r.application_number },
  { key: 'enrollmentCode', label: 'Enrollment Code', value: (r) => r.enrollment_code },
  { key: 'registrationNumber', label: 'Registration Number', value: (r) => r.registration_number },
  { key: 'rollNumber', label: 'Roll Number', value: (r) => r.roll_number },
  { key: 'libraryCardNumber', label: 'Library Card Number', value: (r) => r.library_card_number },
  { key: 'isHostler', label: 'Hostler', value: p('isHostler') },
  { key: 'isUsingTransport', label: 'Uses Transport', value: p('isUsingTransport') },
  { key: 'aadharNumber', label: 'Aadhar Number', value: p('aadharNumber'), sensitive: true },
  { key: 'address', label: 'Address', value: p('address'), sensitive: true },
  { key: 'city', label: 'City', value: p('city'), sensitive: true },
  { key: 'district', label: 'District', value: p('district'), sensitive: true },
  { key: 'state', label: 'State', value: p('state'), sensitive: true },
  { key: 'pinCode', label: 'Pin Code', value: p('pinCode'), sensitive: true },
  { key: 'fatherName', label: 'Father Name', value: p('fatherName'), sensitive: true },
  { key: 'motherName', label: 'Mother Name', value: p('motherName'), sensitive: true },
  { key: 'parentNumber', label: 'Parent Number', value: p('parentNumber'), sensitive: true },
  { key: 'parentEmail', label: 'Parent Email', value: p('parentEmail'), sensitive: true },
];
const BY_KEY = new Map(STUDENT_EXPORT_FIELDS.map((f) => [f.key, f]));
const KEYS = STUDENT_EXPORT_FIELDS.map((f) => f.key);

export const StudentExportQuery = exportQuery(EXPORT_MAX_ROWS, {
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  session: Type.Optional(Type.String({ maxLength: 64 })),
  course: Type.Optional(Type.String({ maxLength: 64 })),
  branch: Type.Optional(Type.String({ maxLength: 64 })),
  isAlumni: Type.Optional(Type.Boolean({ default: false })),
});

/** The download type (default excel) and the chosen fields, or a 400 saying what is wrong. */
export function parseExportChoice(q: ExportChoiceQuery): {
  type: DownloadType;
  fields: typeof STUDENT_EXPORT_FIELDS;
} {
  const { type, keys } = exportChoice(q, KEYS, { tooMany: 'Choose at most 3 fields for a PDF.', all: null });
  return { type, fields: keys.map((k) => BY_KEY.get(k)!) };
}

/** GET student/export: the student list (same filters) as a PDF, CSV or Excel download of the chosen fields. */
export async function studentExportRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  app.get(
    '/student/export',
    {
      config: { access: EXPORTERS, module: 'student', readModels: ['student', 'app_user'] },
      schema: {
        tags: ['students'],
        querystring: StudentExportQuery,
        response: { 200: FileReply('The list as a spreadsheet, PDF or CSV'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const inst = a.instituteId;
      const q = req.query;
      const viewer = await viewerOf(rt, a);
      const { type, fields } = parseExportChoice(q);
      // Without perPage: every row the filters match. A file never silently holds fewer rows than asked (issue 11).
      const search = q.searchTitle?.trim()
        ? sql`and (s.display_name ilike ${likePattern(q.searchTitle)} or s.email ilike ${likePattern(q.searchTitle)}
          or s.registration_number ilike ${likePattern(q.searchTitle)})`
        : sql``;
      const alumni = q.isAlumni === true;
      // The same rows as GET student (students.ts); the profile (address, parents) is identity's, the batch titles academics'.
      const inBatches = await studentBatchCondition(db, {
        instituteId: inst,
        alumni,
        session: q.session,
        course: q.course,
        branch: q.branch,
      });
      const counted = await sql<{ n: string | number }>`select count(*) as n from student s
        where s.institute_id = ${inst} and s.deleted_at is null ${search} ${inBatches}`.execute(db);
      const matching = Number(counted.rows[0]?.n ?? 0);
      const { perPage, offset } = exportWindow(q, matching, EXPORT_MAX_ROWS, 'Narrow the filters or export in parts.');
      const [students, instName] = await Promise.all([
        sql<Row>`select s.* from student s where s.institute_id = ${inst} and s.deleted_at is null ${search} ${inBatches}
        order by s.created_at desc, s.id limit ${perPage} offset ${offset}`.execute(db),
        instituteName(db, inst),
      ]);
      const ids = students.rows.map((r) => r.id);
      const [profiles, batches] = await Promise.all([
        profilesByIds(db, ids),
        (await batchViewsExist(db))
          ? batchTitlesByIds(
              db,
              inst,
              students.rows.flatMap((r) => (r.batch_id ? [r.batch_id] : [])),
            )
          : new Map(),
      ]);
      const rows = students.rows.map((r) => {
        const b = r.batch_id ? batches.get(r.batch_id) : undefined;
        return { ...r, profile: profiles.get(r.id) ?? null, session_title: b?.session, course_title: b?.course, branch_title: b?.branch };
      });
      const now = new Date();
      const file = await exportFile(type, {
        title: alumni ? 'Alumni' : 'Students',
        instituteName: instName ?? 'Institute',
        generatedAt: now,
        columns: fields.map((f) => ({ key: f.key, label: f.label })),
        rows: rows.map((r) => {
          const full = sensitiveAccess(viewer, { id: r.id, role: 'STUDENT' });
          return fields.map((f) => (f.sensitive && !full ? null : f.value(r)));
        }),
      });
      const name = exportFileName(alumni ? 'alumni' : 'students', instituteDay(now), file.extension);
      return reply.headers(exportHeaders(file, { name, total: matching, exported: rows.length })).send(file.body);
    },
  );
}
