import { sql } from 'kysely';
import type { TypedApp } from '../../platform/http/typed.js';
import { BatchList, BatchLookup, BatchQuery, BatchReply, ErrorReply, IdParams, type Role } from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.js';
import { notFound } from '../../platform/errors.js';
import { ok, paged } from '../../platform/http/reply.js';
import { KeptCounts } from '../../platform/http/kept-counts.js';
import { KeptLookups } from '../../platform/http/kept-lookups.js';
import { bySecond } from '../../platform/http/shared-read.js';
import { userCardsById } from '../identity/index.js';
import { studentCountsByBatch } from '../people/index.js';
import { HeldClassCounts } from '../classes/index.js';
import { PICKER_MODULES, instituteOf, iso, pageOf, search } from './shared.js';

const BATCH_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];
/** What the batch list's total counts: batches, searched by their course, branch and session titles. */
const TOTAL_READ_MODELS = ['batch', 'course', 'branch', 'academic_session'];
const READS = { readModels: ['batch', 'course', 'branch', 'academic_session', 'app_user', 'student', 'lecture'] };

type Row = {
  id: string;
  description: string;
  course_id: string;
  course_title: string;
  branch_id: string;
  branch_title: string;
  session_id: string;
  session_title: string;
  maximum_student: number;
  head_of_department: string;
  icon_file_id: string | null;
  is_completed: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};
/** A batch with what other modules know of it: its H.O.D.'s name (identity) and how many students it has (people). */
type Full = Row & { hod_name: string | null; total_students: number; total_classes: number };

export function batchReadRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const held = new HeldClassCounts(db, rt.epochs);
  // What changes only on an event is kept until its read model moves in the institute (decision 0024): the list's
  // total, the H.O.D.s' names (`app_user`) and each batch's live students (`student`).
  const totals = new KeptCounts(db, rt.epochs);
  const hodNames = new KeptLookups<string>(rt.epochs, ['app_user']);
  const studentCounts = new KeptLookups<number>(rt.epochs, ['student']);
  const complete = async (instituteId: string, rows: Row[]): Promise<Full[]> => {
    const [hods, students, classes] = await Promise.all([
      hodNames.get(
        instituteId,
        rows.flatMap((r) => (r.head_of_department ? [r.head_of_department] : [])),
        async (ids) => new Map([...(await userCardsById(db, ids))].map(([id, u]) => [id, u.displayName])),
      ),
      studentCounts.get(
        instituteId,
        rows.map((r) => r.id),
        async (ids) => {
          const counted = await studentCountsByBatch(db, ids);
          // A batch without students is kept as 0, not as absent (absent is read again).
          return new Map(ids.map((id) => [id, counted.get(id) ?? 0]));
        },
      ),
      held.of(
        instituteId,
        rows.map((r) => r.id),
        rt.clock.now(),
      ),
    ]);
    return rows.map((r) => ({
      ...r,
      hod_name: hods.get(r.head_of_department) ?? null,
      total_students: students.get(r.id) ?? 0,
      total_classes: classes.get(r.id) ?? 0,
    }));
  };
  const view = (r: Full) => ({
    _id: r.id,
    description: r.description,
    course: { _id: r.course_id, title: r.course_title },
    branch: { _id: r.branch_id, title: r.branch_title },
    session: { _id: r.session_id, title: r.session_title },
    maximumStudent: r.maximum_student,
    headOfDepartment: r.hod_name === null ? null : { _id: r.head_of_department, displayName: r.hod_name },
    iconUrl: rt.files.signedUrl(r.icon_file_id, '/api/v1'),
    isBatchCompleted: r.is_completed,
    totalStudents: r.total_students,
    // Classes held so far: not cancelled, started (the classes module).
    totalClasses: r.total_classes,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  });
  const from = sql`from batch b
    left join course c on c.id = b.course_id
    left join branch br on br.id = b.branch_id
    left join academic_session s on s.id = b.session_id`;
  const select = sql`select b.id, b.description, b.course_id, coalesce(c.title, '') as course_title, b.branch_id,
    coalesce(br.title, '') as branch_title, b.session_id, coalesce(s.title, '') as session_title, b.maximum_student,
    b.head_of_department, b.icon_file_id, b.is_completed, b.created_at, b.updated_at ${from}`;

  app.get(
    '/batch',
    {
      config: {
        access: BATCH_READERS,
        module: 'batch',
        readableWith: PICKER_MODULES,
        ...READS,
        // Every caller of a role sees the same list (the module is checked before): one reply for them until a read model
        // moves, by the second (the classes held so far).
        shared: { per: 'role', vary: bySecond(rt.clock) },
      },
      schema: { tags: ['batches'], querystring: BatchQuery, response: { 200: BatchList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const inst = instituteOf(req);
      const conds = sql`b.institute_id = ${inst} and b.deleted_at is null ${search(q, 'b.description', 'c.title', 'br.title', 's.title')}`;
      // The page and its total side by side; the total is kept until a batch or a title it searches moves.
      const [rows, n] = await Promise.all([
        sql<Row>`${select} where ${conds} order by b.created_at desc, b.id limit ${perPage} offset ${offset}`.execute(db),
        totals.total(inst, TOTAL_READ_MODELS, conds, async () =>
          Number((await sql<{ n: number }>`select count(*)::int as n ${from} where ${conds}`.execute(db)).rows[0]?.n ?? 0),
        ),
      ]);
      return paged('Batches', (await complete(inst, rows.rows)).map(view), n, perPage, pageNo);
    },
  );

  app.get(
    '/get-batch/:session/:course',
    {
      config: { access: BATCH_READERS, module: 'batch', readableWith: PICKER_MODULES, ...READS },
      schema: {
        tags: ['batches'],
        params: Type.Object({
          session: Type.String({ minLength: 1, maxLength: 64 }),
          course: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: { 200: BatchLookup, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const p = req.params;
      const rows = await sql<Row>`${select} where b.institute_id = ${instituteOf(req)} and b.deleted_at is null
      and b.session_id = ${p.session} and b.course_id = ${p.course} order by b.created_at, b.id`.execute(db);
      return ok('Batches', (await complete(instituteOf(req), rows.rows)).map(view));
    },
  );

  app.get(
    '/batch/:id',
    {
      config: { access: BATCH_READERS, module: 'batch', readableWith: PICKER_MODULES, ...READS },
      schema: { tags: ['batches'], params: IdParams, response: { 200: BatchReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r = await sql<Row>`${select} where b.id = ${id} and b.institute_id = ${instituteOf(req)} and b.deleted_at is null`.execute(db);
      if (!r.rows[0]) throw notFound('Batch not found.');
      return ok('Batch', view((await complete(instituteOf(req), r.rows))[0]!));
    },
  );
}
