import { sql } from 'kysely';
import { ErrorReply, StudentList, StudentListQuery, type Role } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { batchViewsExist } from './batches.js';
import { taughtStudents } from './access.js';

const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];

type Row = {
  id: string; display_name: string; email: string; phone_number: string | null; country_code: string | null; gender: string | null;
  photo_file_id: string | null; batch_id: string | null; registration_number: string | null; roll_number: string | null;
  library_card_number: string | null; application_number: string | null; enrollment_code: string | null; parents: string[];
  created_at: Date | string; b_id?: string | null; is_completed?: boolean | null; session_title?: string | null;
  course_title?: string | null; branch_title?: string | null;
};

/** GET student: the student list and the alumni (students of a completed batch), 001 §2 Students. */
export async function studentRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
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
        ? { _id: r.batch_id, session: r.session_title ?? null, course: r.course_title ?? null, branch: r.branch_title ?? null, isCompleted: r.is_completed === true }
        : null,
    },
  });

  app.get('/student', {
    config: { access: READERS, module: 'student', readModels: ['student'] },
    schema: { tags: ['students'], querystring: StudentListQuery, response: { 200: StudentList, '4xx': ErrorReply } },
  }, async (req) => {
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
    const alumni = q.isAlumni === true;
    const withBatches = await batchViewsExist(db);
    // Without the academics views no batch is known, so no student is an alumnus and batch filters cannot apply.
    const from = withBatches
      ? sql`from student s
          left join batch b on b.id = s.batch_id and b.institute_id = s.institute_id and b.deleted_at is null
          left join academic_session ses on ses.id = b.session_id
          left join course c on c.id = b.course_id
          left join branch br on br.id = b.branch_id
          where s.institute_id = ${inst} and s.deleted_at is null ${search}
          and coalesce(b.is_completed, false) = ${alumni}
          ${q.session ? sql`and b.session_id = ${q.session}` : sql``}
          ${q.course ? sql`and b.course_id = ${q.course}` : sql``}
          ${q.branch ? sql`and b.branch_id = ${q.branch}` : sql``}`
      : sql`from student s where s.institute_id = ${inst} and s.deleted_at is null ${search} ${alumni ? sql`and false` : sql``}`;
    const columns = withBatches
      ? sql`s.*, b.id as b_id, b.is_completed, ses.title as session_title, c.title as course_title, br.title as branch_title`
      : sql`s.*`;
    const [rows, count] = await Promise.all([
      sql<Row>`select ${columns} ${from} order by s.created_at desc, s.id limit ${perPage} offset ${offset}`.execute(db),
      sql<{ n: string }>`select count(*) as n ${from}`.execute(db),
    ]);
    return paged('Students', rows.rows.map((r) => view(r, teacher)), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
  });
}
