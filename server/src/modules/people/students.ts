import { sql } from 'kysely';
import { ErrorReply, StudentList, StudentListQuery, type Role } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { KeptCounts } from '../../platform/http/kept-counts.js';
import { batchTitlesByIds, batchViewsExist, studentBatchCondition, type BatchTitles } from './batches.js';
import { batchIdsWhere } from '../academics/index.js';
import { KeptLookups } from '../../platform/http/kept-lookups.js';
import { taughtStudents } from './access.js';

const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];

type Row = {
  id: string;
  display_name: string;
  email: string;
  phone_number: string | null;
  country_code: string | null;
  gender: string | null;
  photo_file_id: string | null;
  batch_id: string | null;
  registration_number: string | null;
  roll_number: string | null;
  library_card_number: string | null;
  application_number: string | null;
  enrollment_code: string | null;
  parents: string[];
  created_at: Date | string;
  b_id?: string | null;
  is_completed?: boolean | null;
  session_title?: string | null;
  course_title?: string | null;
  branch_title?: string | null;
};

/** GET student: the student list and the alumni (students of a completed batch), 001 §2 Students. */
export async function studentRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const counts = new KeptCounts(db, rt.epochs);
  // The institute's completed batches and the titles of batches, kept until the academics read models move: a page of
  // the list asked for both each time (issue #13).
  const completed = new KeptLookups<string[]>(rt.epochs, ['batch']);
  const titles = new KeptLookups<BatchTitles>(rt.epochs, ['batch', 'course', 'branch', 'academic_session']);
  const completedOf = async (inst: string) =>
    (await completed.one(inst, 'completed', () => batchIdsWhere(db, { instituteId: inst, completed: true }))) ?? [];
  // The list holds no sensitive field; a teacher's rows hold a class register's columns only (people/access.ts).
  const view = (r: Row, register: boolean) => ({
    _id: r.id,
    displayName: r.display_name,
    email: register ? null : r.email,
    phoneNumber: register ? null : r.phone_number,
    countryCode: register ? null : r.country_code,
    gender: r.gender,
    photoUrl: rt.files.signedUrl(r.photo_file_id, '/api/v1'),
    createdAt: new Date(r.created_at).toISOString(),
    parents: register ? [] : r.parents,
    academicDetails: {
      registrationNumber: r.registration_number,
      rollNumber: r.roll_number,
      libraryCardNumber: register ? null : r.library_card_number,
      applicationNumber: register ? null : r.application_number,
      enrollmentCode: register ? null : r.enrollment_code,
      batch: r.batch_id
        ? {
            _id: r.batch_id,
            session: r.session_title ?? null,
            course: r.course_title ?? null,
            branch: r.branch_title ?? null,
            isCompleted: r.is_completed === true,
          }
        : null,
    },
  });

  app.get(
    '/student',
    {
      config: { access: READERS, module: 'student', readModels: ['student'] },
      schema: { tags: ['students'], querystring: StudentListQuery, response: { 200: StudentList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const inst = a.instituteId;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 12);
      const teacher = a.role === 'TEACHER';
      // A teacher lists the students of their own batches only, and is not searched by e-mail they may not see.
      const mine = teacher ? sql`and s.id = any(${await taughtStudents(db, a)}::text[])` : sql``;
      const search = q.searchTitle?.trim()
        ? sql`and (s.display_name ilike ${likePattern(q.searchTitle)} ${teacher ? sql`` : sql`or s.email ilike ${likePattern(q.searchTitle)}`}
          or s.registration_number ilike ${likePattern(q.searchTitle)}) ${mine}`
        : mine;
      // Which batches count (alumni, filters) and their titles are academics' data, asked through its index.ts.
      const views = await batchViewsExist(db);
      const inBatches = await studentBatchCondition(
        db,
        {
          instituteId: inst,
          alumni: q.isAlumni === true,
          session: q.session,
          course: q.course,
          branch: q.branch,
        },
        { viewsExist: views, completedBatches: () => completedOf(inst) },
      );
      const where = sql`s.institute_id = ${inst} and s.deleted_at is null ${search} ${inBatches}`;
      const countAll = async () =>
        Number((await sql<{ n: string }>`select count(*) as n from student s where ${where}`.execute(db)).rows[0]?.n ?? 0);
      // The office's totals are kept until a student or a batch changes (a teacher's depend on their timetable too).
      const [rows, total] = await Promise.all([
        // The page's ids first (from the index), then their rows: an OFFSET skips index entries, not rows.
        sql<Row>`select s.* from student s where s.id in (select s.id from student s where ${where}
          order by s.created_at desc, s.id limit ${perPage} offset ${offset}) order by s.created_at desc, s.id`.execute(db),
        teacher ? countAll() : counts.total(inst, ['student', 'batch'], where, countAll),
      ]);
      const batchIds = rows.rows.flatMap((r) => (r.batch_id ? [r.batch_id] : []));
      const batches = views ? await titles.get(inst, batchIds, (ids) => batchTitlesByIds(db, inst, ids)) : new Map();
      const withTitles = rows.rows.map((r) => {
        const b = r.batch_id ? batches.get(r.batch_id) : undefined;
        return { ...r, is_completed: b?.isCompleted ?? null, session_title: b?.session, course_title: b?.course, branch_title: b?.branch };
      });
      return paged(
        'Students',
        withTitles.map((r) => view(r, teacher)),
        total,
        perPage,
        pageNo,
      );
    },
  );
}
